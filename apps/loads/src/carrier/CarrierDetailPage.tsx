import { Link, useSearchParams } from '@freight/router';
import type { CarrierBusinessDetails, CarrierDetail, CarrierHistoryItem } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { DataTable, Pagination, type Column } from '@freight/table';
import { ErrorPanel, HumanId, LoadingState, RecordNotFound, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import './carrier.css';

/** The look-up key of a carrier's profile with one page of its history: "<id>|<page>|<limit>". */
const carrierDetailKey = (id: string, page: number, limit: number) => `${id}|${page}|${limit}`;
const HISTORY_LIMIT = 10;

/**
 * /carrierdetail?id=<carrier company id>: a carrier as this shipper sees it (load-manager/carrier-detail): contact,
 * equipment, lanes it hauled for the shipper, its on-time and acceptance rates with the shipper, and the history of
 * their orders (paged; the page is in the URL, `?page=2`).
 */
export function CarrierDetailPage() {
  const { t } = useTranslation('loads');
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const entry = useResource('carrierDetail', id ? carrierDetailKey(id, page, HISTORY_LIMIT) : undefined);
  useDocumentTitle(entry.data ? t('carrier.title', { name: entry.data.name }) : t('screens.carrierDetail'));

  if (!id || (entry.status === 'failed' && entry.notFound)) {
    return (
      <RecordNotFound message={id ? t('carrier.notFound') : t('carrier.missing')} backTo={paths.quoteList.getHref()} backLabel={t('quotes.toQuoteList')} />
    );
  }
  if (entry.status === 'failed' && !entry.data) return <ErrorPanel title={t('carrier.loadFailed')} onRetry={entry.retry} />;
  if (!entry.data) return <LoadingState />;
  return (
    <CarrierProfile
      carrier={entry.data}
      loading={entry.status === 'loading'}
      onPage={(next) => {
        const query = new URLSearchParams(params);
        if (next > 1) query.set('page', String(next));
        else query.delete('page');
        setParams(query);
      }}
    />
  );
}

function CarrierProfile({ carrier, loading, onPage }: { carrier: CarrierDetail; loading: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('loads');
  const format = useFormat();
  const f = useLoadFormat();
  const { insight } = carrier;
  const rate = (value: number | null, count: number) => (value === null ? t('carrier.notEnough') : `${f.percent(value)} (${count})`);
  const columns: Column<CarrierHistoryItem>[] = [
    {
      key: 'load',
      header: t('carrier.fields.load'),
      render: (o) => (
        <Link to={paths.quotes.getHref({ load: o.loadUuid })}>
          <HumanId>{o.loadId}</HumanId>
        </Link>
      ),
    },
    {
      key: 'route',
      header: t('carrier.fields.route'),
      render: (o) => t('quotes.route', { origin: `${o.originCity}, ${o.originState}`, destination: `${o.destinationCity}, ${o.destinationState}` }),
    },
    { key: 'date', header: t('carrier.fields.date'), render: (o) => f.date(o.pickupStart) },
    { key: 'status', header: t('carrier.fields.status'), render: (o) => format.status(o.status) },
    { key: 'rate', header: t('carrier.fields.rate'), render: (o) => f.money(o.rate, o.currency) },
    { key: 'onTime', header: t('carrier.fields.onTime'), render: (o) => (o.onTime === null ? '—' : o.onTime ? t('carrier.yes') : t('carrier.no')) },
  ];
  const contact = [carrier.contactPhone, carrier.contactEmail, carrier.website].filter(Boolean);

  return (
    <section className="carrier-page" aria-labelledby="carrier-title">
      <h1 id="carrier-title">{t('carrier.title', { name: carrier.name })}</h1>
      <div className="detail-grid">
        <section className="card" aria-labelledby="carrier-contact">
          <h2 id="carrier-contact">{t('carrier.contact')}</h2>
          <dl className="carrier-facts">
            {carrier.contactPhone && (
              <div>
                <dt>{t('carrier.phone')}</dt>
                <dd>
                  <a href={`tel:${carrier.contactPhone}`}>{carrier.contactPhone}</a>
                </dd>
              </div>
            )}
            {carrier.contactEmail && (
              <div>
                <dt>{t('carrier.email')}</dt>
                <dd>
                  <a href={`mailto:${carrier.contactEmail}`}>{carrier.contactEmail}</a>
                </dd>
              </div>
            )}
            {carrier.website && (
              <div>
                <dt>{t('carrier.website')}</dt>
                <dd>{carrier.website}</dd>
              </div>
            )}
            {(carrier.dotNumber || carrier.mcNumber) && (
              <div>
                <dt>{t('carrier.authority')}</dt>
                <dd>{[carrier.dotNumber && `DOT ${carrier.dotNumber}`, carrier.mcNumber && `MC ${carrier.mcNumber}`].filter(Boolean).join(' · ')}</dd>
              </div>
            )}
            {carrier.partnerStatus && (
              <div>
                <dt>{t('carrier.partner')}</dt>
                <dd>
                  {format.status(carrier.partnerStatus)}
                  {carrier.partnerSince ? ` · ${f.date(carrier.partnerSince)}` : ''}
                </dd>
              </div>
            )}
          </dl>
          {contact.length === 0 && <p className="muted">{t('carrier.noContact')}</p>}
        </section>

        <section className="card" aria-labelledby="carrier-performance">
          <h2 id="carrier-performance">{t('carrier.performance')}</h2>
          <dl className="carrier-facts">
            <div>
              <dt>{t('carrier.onTime')}</dt>
              <dd data-testid="carrier-on-time">{rate(insight.onTimeRate, insight.deliveredCount)}</dd>
            </div>
            <div>
              <dt>{t('carrier.acceptance')}</dt>
              <dd data-testid="carrier-acceptance">{rate(insight.acceptanceRate, insight.quoteRequests)}</dd>
            </div>
            <div>
              <dt>{t('carrier.tenderAcceptance')}</dt>
              <dd>{rate(insight.tenderAcceptanceRate, insight.tendersDecided)}</dd>
            </div>
            <div>
              <dt>{t('carrier.loadsCount')}</dt>
              <dd>{format.number(carrier.history.total)}</dd>
            </div>
          </dl>
        </section>

        <section className="card" aria-labelledby="carrier-equipment">
          <h2 id="carrier-equipment">{t('carrier.equipment')}</h2>
          {carrier.trucks !== null && <p>{t('carrier.trucks', { n: carrier.trucks })}</p>}
          {carrier.equipment.length === 0 ? (
            <p className="muted">{t('carrier.noEquipment')}</p>
          ) : (
            <ul>
              {carrier.equipment.map((e) => (
                <li key={e.equipmentTypeId}>
                  {format.equipment(e)} · {t('carrier.trucks', { n: e.trucks })}
                </li>
              ))}
            </ul>
          )}
        </section>

        <CarrierBusiness business={carrier.business ?? null} currency={carrier.country === 'CANADA' ? 'CAD' : 'USD'} />

        <section className="card carrier-lanes" aria-labelledby="carrier-lanes">
          <h2 id="carrier-lanes">{t('carrier.lanes')}</h2>
          {carrier.lanes.length === 0 ? (
            <p className="muted">{t('carrier.noLanes')}</p>
          ) : (
            <ul>
              {carrier.lanes.map((lane) => (
                <li key={`${lane.originCity}-${lane.originState}-${lane.destinationCity}-${lane.destinationState}`}>
                  {/* A lane named after its route ('Chicago, IL → Dallas, TX') is not named twice. */}
                  {lane.laneName && !(lane.laneName.includes(lane.originCity) && lane.laneName.includes(lane.destinationCity)) ? `${lane.laneName}: ` : ''}
                  {t('quotes.route', {
                    origin: `${lane.originCity}, ${lane.originState}`,
                    destination: `${lane.destinationCity}, ${lane.destinationState}`,
                  })}{' '}
                  · {t('carrier.laneLoads', { n: lane.loads })}
                </li>
              ))}
            </ul>
          )}
          {/* One lane a line: lane names hold commas ('Toledo, OH → Miami, FL'), so a comma-joined list could not be read. */}
          {carrier.preferredLanes.length > 0 && (
            <>
              <p className="muted" id="carrier-preferred">
                {t('carrier.preferredOn')}
              </p>
              <ul className="muted" aria-labelledby="carrier-preferred">
                {carrier.preferredLanes.map((lane) => (
                  <li key={lane.laneId}>{lane.name}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="carrier-history">
        <h2 id="carrier-history">{t('carrier.history')}</h2>
        {carrier.history.items.length === 0 ? (
          <p className="state state-empty">{t('carrier.historyEmpty')}</p>
        ) : (
          <>
            <DataTable caption={t('carrier.history')} columns={columns} rows={carrier.history.items} rowKey={(o) => o._id} loading={loading} cards />
            <Pagination page={carrier.history.page} limit={carrier.history.limit} total={carrier.history.total} onPage={onPage} />
          </>
        )}
      </section>
    </section>
  );
}

/** Nothing declared beyond the DOT and MC numbers (shown with the contact). */
const declaresNothing = (b: CarrierBusinessDetails) =>
  !b.insuranceCarrier &&
  !b.insurancePolicyNumber &&
  !b.insuranceExpiresOn &&
  b.cargoInsuranceAmount === null &&
  b.liabilityInsuranceAmount === null &&
  b.equipment.length === 0 &&
  b.serviceArea.length === 0 &&
  b.preferredLanes.length === 0;

/**
 * What the carrier declares about itself on /setting/businessDetails?type=carrier: insurance with its
 * expiry (and a warning once it has lapsed), cover amounts in the carrier's currency (its country's; the amounts are
 * whole units), equipment, service area and its own preferred lanes. `business` is null for a shipper-only company.
 */
function CarrierBusiness({ business, currency }: { business: CarrierBusinessDetails | null; currency: 'USD' | 'CAD' }) {
  const { t } = useTranslation('loads');
  const format = useFormat();
  const place = (state: string, city: string | null) => (city ? `${city}, ${state}` : state);
  return (
    <section className="card carrier-lanes" aria-labelledby="carrier-business">
      <h2 id="carrier-business">{t('carrierBusiness.title')}</h2>
      {!business || declaresNothing(business) ? (
        <p className="muted">{t('carrierBusiness.empty')}</p>
      ) : (
        <dl className="carrier-facts">
          {(business.insuranceCarrier || business.insurancePolicyNumber) && (
            <div>
              <dt>{t('carrierBusiness.insurance')}</dt>
              <dd data-testid="carrier-insurance">
                {[business.insuranceCarrier, business.insurancePolicyNumber && t('carrierBusiness.policy', { number: business.insurancePolicyNumber })]
                  .filter(Boolean)
                  .join(' · ')}
              </dd>
            </div>
          )}
          {business.insuranceExpiresOn && (
            <div>
              <dt>{t('carrierBusiness.expiresOn')}</dt>
              <dd>
                {format.day(business.insuranceExpiresOn)}
                {business.insuranceExpired && (
                  <>
                    {' '}
                    <strong className="carrier-expired" role="status">
                      {t('carrierBusiness.expired')}
                    </strong>
                  </>
                )}
              </dd>
            </div>
          )}
          {business.cargoInsuranceAmount !== null && (
            <div>
              <dt>{t('carrierBusiness.cargo')}</dt>
              <dd>{format.money(business.cargoInsuranceAmount, currency)}</dd>
            </div>
          )}
          {business.liabilityInsuranceAmount !== null && (
            <div>
              <dt>{t('carrierBusiness.liability')}</dt>
              <dd>{format.money(business.liabilityInsuranceAmount, currency)}</dd>
            </div>
          )}
          {business.equipment.length > 0 && (
            <div>
              <dt>{t('carrierBusiness.equipment')}</dt>
              <dd>{business.equipment.map((e) => format.equipment(e)).join(', ')}</dd>
            </div>
          )}
          {business.serviceArea.length > 0 && (
            <div>
              <dt>{t('carrierBusiness.serviceArea')}</dt>
              <dd>{business.serviceArea.join(', ')}</dd>
            </div>
          )}
          {business.preferredLanes.length > 0 && (
            <div>
              <dt id="carrier-business-lanes">{t('carrierBusiness.preferredLanes')}</dt>
              <dd>
                {/* One lane a line: a lane's ends hold commas ('Chicago, IL'). */}
                <ul aria-labelledby="carrier-business-lanes">
                  {business.preferredLanes.map((lane, index) => (
                    <li key={index}>
                      {t('quotes.route', { origin: place(lane.originState, lane.originCity), destination: place(lane.destinationState, lane.destinationCity) })}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
