import { DISCHARGED_CONTAINER_STATUSES, links, type ContainerView, type PurchaseOrderDetail } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { paths } from '../paths';
import { milestonePlace } from '../track/place';
import { formActions, selectFormCall } from './state';

/** A container discharged at the destination port, or further on, without a load yet: its drayage load can be made. */
const canCreateDrayage = (container: ContainerView) => DISCHARGED_CONTAINER_STATUSES.includes(container.status) && container.load === null;

export type OrderDialog = { kind: 'billOfLading' } | { kind: 'split' } | { kind: 'close' } | { kind: 'container'; containerId: string };

/**
 * The order at a glance (above the form, or the read-only page): status, where it was split from and into, the bill
 * of lading with carrier, vessel and voyage, and the buttons of what its status allows (`actions`). While the form
 * has unsaved changes the buttons wait (each reads the order again when done, which would reset the form).
 */
export function OrderOverview({ order, dirty, onOpen }: { order: PurchaseOrderDetail; dirty: boolean; onOpen: (dialog: OrderDialog) => void }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const split = useAppSelector(selectFormCall('split'));
  const child = split.status === 'succeeded' && split.data?.parent._id === order._id ? split.data.child : undefined;
  const can = (action: PurchaseOrderDetail['actions'][number]) => order.actions.includes(action);
  const any = can('billOfLading') || can('split') || can('close');
  return (
    <section className="po-overview card" aria-labelledby="po-overview-title">
      <h2 id="po-overview-title" className="visually-hidden">
        {t('form.overview.title')}
      </h2>
      <dl className="detail-grid">
        <div>
          <dt>{t('form.overview.status')}</dt>
          <dd>
            <span className="badge" data-testid="po-status">
              {t(`poStatus.${order.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('form.overview.total')}</dt>
          <dd>{format.cents(order.totalCents, order.currency)}</dd>
        </div>
        <div>
          <dt>{t('form.bol.billOfLading')}</dt>
          <dd data-testid="po-bill-of-lading">{order.billOfLading ?? t('form.overview.none')}</dd>
        </div>
        <div>
          <dt>{t('form.bol.oceanCarrier')}</dt>
          <dd>{order.oceanCarrier ?? t('form.overview.none')}</dd>
        </div>
        <div>
          <dt>{t('form.overview.vesselVoyage')}</dt>
          <dd>{order.vessel ? `${order.vessel}${order.voyage ? ` / ${order.voyage}` : ''}` : t('form.overview.none')}</dd>
        </div>
        {order.eta && (
          <div>
            <dt>{t('form.fields.eta')}</dt>
            <dd>{format.dateTime(order.eta)}</dd>
          </div>
        )}
        {order.ata && (
          <div>
            <dt>{t('form.overview.ata')}</dt>
            <dd>{format.dateTime(order.ata)}</dd>
          </div>
        )}
        {order.closedAt && (
          <div>
            <dt>{t('form.overview.closedAt')}</dt>
            <dd>{format.dateTime(order.closedAt)}</dd>
          </div>
        )}
        {order.parent && (
          <div>
            <dt>{t('form.overview.splitFrom')}</dt>
            <dd>
              <Link to={paths.edit.getHref({ id: order.parent._id })} aria-label={t('form.overview.openOrder', { poNumber: order.parent.poNumber })}>
                {order.parent.poNumber}
              </Link>
            </dd>
          </div>
        )}
        {order.children.length > 0 && (
          <div>
            <dt>{t('form.overview.splitInto')}</dt>
            <dd>
              <ul className="po-children">
                {order.children.map((one) => (
                  <li key={one._id}>
                    <Link to={paths.edit.getHref({ id: one._id })} aria-label={t('form.overview.openOrder', { poNumber: one.poNumber })}>
                      {one.poNumber}
                    </Link>{' '}
                    <span className="muted">{t(`poStatus.${one.status}`)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {child && (
        <p className="notice notice-success" role="status">
          {t('form.split.done', { poNumber: child.poNumber })}{' '}
          <Link to={paths.edit.getHref({ id: child._id })}>{t('form.overview.openOrder', { poNumber: child.poNumber })}</Link>
        </p>
      )}
      {any && (
        <div className="po-actions" role="group" aria-label={t('form.overview.actions')}>
          {can('billOfLading') && (
            <button type="button" className="button button-secondary" disabled={dirty} onClick={() => onOpen({ kind: 'billOfLading' })}>
              {order.billOfLading ? t('form.bol.edit') : t('form.bol.add')}
            </button>
          )}
          {can('split') && (
            <button type="button" className="button button-secondary" disabled={dirty} onClick={() => onOpen({ kind: 'split' })}>
              {t('form.split.open')}
            </button>
          )}
          {can('close') && (
            <button type="button" className="button button-danger" disabled={dirty} onClick={() => onOpen({ kind: 'close' })}>
              {t('form.close.open')}
            </button>
          )}
          {dirty && <p className="muted">{t('form.overview.saveFirst')}</p>}
        </div>
      )}
    </section>
  );
}

/**
 * Each container's state (status, next milestone, ETA), a Track link, Edit details (update-container-details) and, once
 * discharged, "Create drayage load" (create-drayage-load) then the link to that load.
 */
export function ContainersPanel({ order, dirty, onOpen }: { order: PurchaseOrderDetail; dirty: boolean; onOpen: (dialog: OrderDialog) => void }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const drayage = useAppSelector(selectFormCall('drayage'));
  const open = order.actions.length > 0;
  const canEdit = order.actions.includes('updateContainer');
  if (order.containers.length === 0) return null;
  return (
    <section className="po-containers card" aria-labelledby="po-tracking-title">
      <h2 id="po-tracking-title">{t('form.tracking.title')}</h2>
      <ul className="po-container-cards">
        {order.containers.map((container) => (
          <li key={container._id} className="po-container-card" aria-labelledby={`po-container-${container._id}`}>
            <h3 id={`po-container-${container._id}`}>
              {container.containerNumber} <span className="muted">{t(`containerType.${container.sizeType}`)}</span>
            </h3>
            <dl className="detail-grid">
              <div>
                <dt>{t('form.tracking.status')}</dt>
                <dd>
                  <span className="badge">{t(`containerStatus.${container.status}`)}</span>
                </dd>
              </div>
              <div>
                <dt>{t('form.tracking.next')}</dt>
                <dd>
                  {container.nextMilestone
                    ? t('form.tracking.nextAt', {
                        milestone: t(`milestone.${container.nextMilestone.event}`),
                        place: milestonePlace(container.nextMilestone.locationName, t),
                        when: container.nextMilestone.plannedAt ? format.dateTime(container.nextMilestone.plannedAt) : t('form.overview.none'),
                      })
                    : t('form.overview.none')}
                </dd>
              </div>
              <div>
                <dt>{t('form.fields.eta')}</dt>
                <dd>{container.eta ? format.dateTime(container.eta) : t('form.overview.none')}</dd>
              </div>
              <div>
                <dt>{t('form.containers.seal')}</dt>
                <dd>{container.sealNumber ?? t('form.overview.none')}</dd>
              </div>
              <div>
                <dt>{t('form.containers.weight')}</dt>
                <dd>{container.grossWeightKg === null ? t('form.overview.none') : format.number(container.grossWeightKg)}</dd>
              </div>
              {container.load && (
                <div>
                  <dt>{t('form.tracking.load')}</dt>
                  <dd>
                    <Link
                      to={links.editLoad(container.load._id)}
                      aria-label={t('form.tracking.openLoad', { loadId: container.load.loadId, number: container.containerNumber })}
                    >
                      {container.load.loadId}
                    </Link>
                  </dd>
                </div>
              )}
            </dl>
            <div className="po-actions">
              <Link
                className="button button-secondary"
                to={paths.track.getHref({ container: container.containerNumber })}
                aria-label={t('form.tracking.track', { number: container.containerNumber })}
              >
                {t('form.tracking.trackShort')}
              </Link>
              {canEdit && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={dirty}
                  onClick={() => onOpen({ kind: 'container', containerId: container._id })}
                  aria-label={t('form.tracking.edit', { number: container.containerNumber })}
                >
                  {t('form.tracking.editShort')}
                </button>
              )}
              {open && canCreateDrayage(container) && !order.destinationWarehouse && <p className="muted">{t('form.tracking.noWarehouse')}</p>}
              {open && canCreateDrayage(container) && order.destinationWarehouse && (
                <button
                  type="button"
                  className="button"
                  disabled={dirty || drayage.status === 'pending'}
                  aria-busy={drayage.status === 'pending' || undefined}
                  onClick={() => dispatch(formActions.drayageRequested({ orderId: order._id, containerId: container._id }))}
                  aria-label={t('form.tracking.drayage', { number: container.containerNumber })}
                >
                  {t('form.tracking.drayageShort')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
