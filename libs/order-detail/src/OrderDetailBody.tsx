import type { ReactNode } from 'react';
import { ENDED_ORDER_STATUSES, ORDER_DOCUMENTS, ORDER_PDF_DEFAULT_TITLE, type OrderDetailView, type OrderParty } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { IdText } from '@freight/ui';
import { AccessorialsSection, AssignmentActions, InvoiceActions, OrderActionsBar } from './OrderActions';
import { LabelsPanel } from './labels';
import { OrderMap } from './OrderMap';
import { useOrderFormat } from './format';
import { isUnderWay, orderDetailActions, selectOrderDetail } from './order-detail-slice';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="order-section" aria-labelledby={`order-${id}-title`} data-testid={`order-${id}`}>
      <h3 id={`order-${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}

function Party({ title, party }: { title: string; party: OrderParty }) {
  const { t } = useTranslation('orderDetail');
  return (
    <div className="order-party">
      <h4>{title}</h4>
      <p className="order-party-name">{party.name}</p>
      {party.address && <p>{party.address}</p>}
      {party.email && (
        <p>
          <a href={`mailto:${party.email}`}>{party.email}</a>
        </p>
      )}
      {party.phone && (
        <p>
          <a href={`tel:${party.phone.replace(/[^\d+]/g, '')}`}>{party.phone}</a>
        </p>
      )}
      {(party.dotNumber || party.mcNumber) && (
        <p className="muted">
          {[party.dotNumber ? t('parties.dot', { number: party.dotNumber }) : null, party.mcNumber ? t('parties.mc', { number: party.mcNumber }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}

/** The order open in the panel: every section, and only the actions the server listed in `actions`. */
export function OrderDetailBody({ detail }: { detail: OrderDetailView }) {
  const { t, i18n } = useTranslation('orderDetail');
  const format = useOrderFormat();
  const dispatch = useAppDispatch();
  const downloading = useAppSelector((state) => selectOrderDetail(state).downloading);
  const { load, amounts } = detail;
  const onTheRoad = isUnderWay(detail.assignment);
  // The shipper's payment and the driver's pay read the same way.
  const paidText = (isPaid: boolean, paidAt: string | null) =>
    isPaid ? (paidAt ? t('invoice.paidAt', { when: format.dateTime(paidAt) }) : t('invoice.paid')) : t('invoice.unpaid');

  return (
    <div className="order-detail">
      <div className="order-summary">
        <p>
          <span className={`badge badge-${detail.status}`} data-testid="order-status">
            {format.status(detail.status)}
          </span>{' '}
          <span className="muted">{t(`side.${detail.side}`)}</span>
        </p>
        <dl className="order-dl">
          <div>
            <dt>{t('summary.load')}</dt>
            <dd>
              <IdText>{load.loadId}</IdText>
              {load.referenceNumber ? ` · ${t('summary.reference', { reference: load.referenceNumber })}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('summary.commodity')}</dt>
            <dd>
              {load.commodity} · {format.number(load.weight)} {load.weightUnit}
              {load.pallets !== null ? ` · ${t('summary.pallets', { count: load.pallets })}` : ''}
              {load.isHazmat ? ` · ${t('summary.hazmat')}` : ''}
            </dd>
          </div>
          {load.equipment && (
            <div>
              <dt>{t('summary.equipment')}</dt>
              <dd>{load.equipmentKey ? format.equipment({ key: load.equipmentKey, name: load.equipment }) : load.equipment}</dd>
            </div>
          )}
          <div>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="order-total">{format.money(amounts.totalCents, amounts.currency)}</dd>
          </div>
        </dl>
        {detail.rejectReason && <p className="order-note">{t('summary.rejectReason', { reason: detail.rejectReason })}</p>}
        {(load.isDelayed || load.isAtRisk) && <p className="badge badge-warn">{load.isDelayed ? t('summary.delayed') : t('summary.atRisk')}</p>}
      </div>

      <OrderActionsBar detail={detail} />

      <Section id="parties" title={t('parties.title')}>
        <div className="order-parties">
          <Party title={t('parties.shipper')} party={detail.shipper} />
          <Party title={t('parties.carrier')} party={detail.carrier} />
        </div>
      </Section>

      <Section id="stops" title={t('stops.title')}>
        <ol className="order-stops">
          {detail.stops.map((stop) => (
            <li key={stop._id || stop.seq}>
              <strong>{t(`stops.${stop.type}`)}</strong> {stop.name}, {stop.street1}, {stop.city}, {stop.state} {stop.postalCode}
              <br />
              <span className="muted">{t('stops.window', { start: format.dateTime(stop.windowStart), end: format.dateTime(stop.windowEnd) })}</span>
              {stop.appointmentRef && <span className="muted"> · {t('stops.appointment', { ref: stop.appointmentRef })}</span>}
            </li>
          ))}
        </ol>
        {load.distanceMiles !== null && (
          <p className="muted">{t('stops.distance', { miles: format.number(load.distanceMiles, { maximumFractionDigits: 1 }) })}</p>
        )}
        {load.specialInstructions && <p>{t('stops.instructions', { text: load.specialInstructions })}</p>}
      </Section>

      <AccessorialsSection detail={detail} />

      <Section id="assignment" title={t('assignment.title')}>
        {detail.assignment ? (
          <>
            <dl className="order-dl">
              <div>
                <dt>{t('assignment.truck')}</dt>
                <dd>
                  <IdText>{detail.assignment.truck.truckNumber}</IdText>
                </dd>
              </div>
              <div>
                <dt>{t('assignment.driver')}</dt>
                <dd>
                  {detail.assignment.truck.driverName}
                  {detail.assignment.truck.driverPhone && (
                    <>
                      {' · '}
                      <a href={`tel:${detail.assignment.truck.driverPhone.replace(/[^\d+]/g, '')}`}>{detail.assignment.truck.driverPhone}</a>
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('assignment.status')}</dt>
                <dd data-testid="assignment-status">{format.status(detail.assignment.status)}</dd>
              </div>
            </dl>
            <ol className="order-steps">
              {(
                [
                  ['assigned', detail.assignment.assignedAt],
                  ['atPickup', detail.assignment.arrivedPickupAt],
                  ['pickedUp', detail.assignment.pickedUpAt],
                  ['atDelivery', detail.assignment.arrivedDeliveryAt],
                  ['delivered', detail.assignment.deliveredAt],
                ] as const
              ).map(([step, at]) => (
                <li key={step} className={at ? 'done' : 'pending'}>
                  <span aria-hidden="true">{at ? '✓' : '○'} </span>
                  {t(`assignment.steps.${step}`)}{' '}
                  <span className="muted">{at ? <time dateTime={at}>{format.dateTime(at)}</time> : t('assignment.notYet')}</span>
                </li>
              ))}
            </ol>
            {detail.assignment.podSignedBy && <p>{t('assignment.pod', { name: detail.assignment.podSignedBy })}</p>}
          </>
        ) : (
          <p className="muted">{t('assignment.none')}</p>
        )}
        <AssignmentActions detail={detail} />
      </Section>

      {onTheRoad && (
        <Section id="tracking" title={t('tracking.title')}>
          <OrderMap detail={detail} />
        </Section>
      )}

      <Section id="timeline" title={t('timeline.title')}>
        {detail.timeline.length === 0 ? (
          <p className="muted">{t('timeline.empty')}</p>
        ) : (
          <ol className="order-timeline">
            {detail.timeline.map((entry) => (
              <li key={entry._id}>
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>{' '}
                <strong>
                  {t(entry.detail ? 'timeline.assignmentMove' : 'timeline.orderMove', {
                    from: entry.from ? format.status(entry.from) : '—',
                    to: format.status(entry.to),
                  })}
                </strong>{' '}
                <span className="muted">
                  {entry.by
                    ? entry.by.company
                      ? t('timeline.byCompany', { name: entry.by.name, company: entry.by.company })
                      : t('timeline.by', { name: entry.by.name === 'driver' ? t('timeline.driver') : entry.by.name })
                    : t('timeline.system')}
                </span>
                {entry.note && <span className="order-note"> · {entry.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section id="documents" title={t('documents.title')}>
        {detail.documents.length === 0 ? (
          <p className="muted">{t('documents.none')}</p>
        ) : (
          <ul className="order-documents">
            {ORDER_DOCUMENTS.filter((kind) => detail.documents.includes(kind)).map((kind) => (
              <li key={kind}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={downloading !== null}
                  aria-busy={downloading === kind}
                  title={kind === 'confirmation' ? ORDER_PDF_DEFAULT_TITLE : undefined}
                  onClick={() => dispatch(orderDetailActions.documentRequested({ kind, language: i18n.language }))}
                >
                  {t(`documents.${kind}`)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="labels" title={t('labelsSection.title')}>
        {/* The labels part's panel (labels/): the parties of a live order buy and cancel labels. */}
        <LabelsPanel orderId={detail._id} canBuy={!ENDED_ORDER_STATUSES.includes(detail.status)} />
      </Section>

      <Section id="invoice" title={t('invoice.title')}>
        <dl className="order-dl">
          <div>
            <dt>{t('invoice.invoice')}</dt>
            <dd data-testid="invoice-state">
              {detail.invoice
                ? t('invoice.sent', {
                    number: detail.invoice.number,
                    amount: format.money(detail.invoice.amountCents, amounts.currency),
                    when: format.dateTime(detail.invoice.invoicedAt),
                  })
                : t('invoice.notYet')}
              {detail.invoice?.sentTo && <span className="muted"> · {t('invoice.sentTo', { email: detail.invoice.sentTo })}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('invoice.payment')}</dt>
            <dd data-testid="payment-state">
              {paidText(detail.payment.isPaid, detail.payment.paidAt)}
              {/* Paid without stars: the comment has no rating row to go with. */}
              {detail.payment.rating === null && detail.payment.ratingComment && <span className="muted"> · {detail.payment.ratingComment}</span>}
            </dd>
          </div>
          {detail.payment.rating !== null && (
            <div>
              <dt>{t('invoice.rating')}</dt>
              <dd data-testid="order-rating">
                <span aria-hidden="true">
                  {'★'.repeat(detail.payment.rating)}
                  {'☆'.repeat(Math.max(0, 5 - detail.payment.rating))}{' '}
                </span>
                {t('invoice.stars', { count: detail.payment.rating })}
                {detail.payment.ratingComment && <span className="muted"> · {detail.payment.ratingComment}</span>}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('invoice.driverPayment')}</dt>
            <dd data-testid="driver-payment-state">{paidText(detail.payment.isDriverPaid, detail.payment.driverPaidAt)}</dd>
          </div>
        </dl>
        <InvoiceActions detail={detail} />
      </Section>
    </div>
  );
}
