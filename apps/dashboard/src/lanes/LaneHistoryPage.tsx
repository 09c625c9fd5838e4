import { useEffect, type ReactNode } from 'react';
import type { LaneHistoryResponse, OrderListRequest } from '@freight/contracts';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';
import { OrderDetailHost, formatCents, useOpenOrder } from '@freight/order-detail';
import { useParams, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState, RecordNotFound, SegmentedChoice, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { LaneRatesChart } from './LaneRatesChart';
import { DEFAULT_LANE_MONTHS, LANE_MONTHS, laneActions, selectLaneState, type LaneMonths } from './state';
import './lanes.css';

/** The orders the detail's previous/next walks: the caller's shipments (the lane's loads are the caller's). */
const LANE_ORDERS: OrderListRequest = { page: 1, limit: 20, scope: 'all', side: 'shipper', sort: 'newest' };

/** `?months=` when it is one of the choices, else a year. */
function monthsOf(value: string | null): LaneMonths {
  return LANE_MONTHS.find((months) => String(months) === value) ?? DEFAULT_LANE_MONTHS;
}

/**
 * /dashboard/lanehistory/:id: a lane of the caller's address book over the last months (`?months=`, 12 by default):
 * its figures (delivered and current loads, on-time pickup and delivery, average rate and per mile, CO2e), its rates
 * month by month, the carriers that hauled it, its current and past loads (each opens its order over the page).
 */
export function LaneHistoryPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const months = monthsOf(params.get('months'));
  const state = useAppSelector(selectLaneState);
  const data = state.query?.id === id ? state.data : undefined;
  useDocumentTitle(data ? `${data.lane.name} · ${t('screens.laneHistory')}` : t('screens.laneHistory'));

  useEffect(() => {
    dispatch(laneActions.requested({ id, months }));
  }, [dispatch, id, months]);
  const retry = () => dispatch(laneActions.requested({ id, months }));
  const setMonths = (next: LaneMonths) =>
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      if (next === DEFAULT_LANE_MONTHS) search.delete('months');
      else search.set('months', String(next));
      return search;
    });

  if (state.status === 'notFound' && state.query?.id === id) {
    return <RecordNotFound title={t('lanes.notFound')} message={t('lanes.notFoundHelp')} backTo={paths.home.getHref()} backLabel={t('lanes.back')} />;
  }

  return (
    <section className="lane-history" aria-labelledby="lane-title">
      <h1 id="lane-title">{data ? t('lanes.title', { name: data.lane.name }) : t('screens.laneHistory')}</h1>
      {data && <LaneHeader lane={data.lane} />}
      <SegmentedChoice
        legend={t('lanes.months.legend')}
        name="lane-months"
        options={LANE_MONTHS.map((value) => ({ value: String(value), label: t('lanes.months.option', { count: value }) }))}
        value={String(months)}
        onChange={(value) => setMonths(monthsOf(value))}
      />
      {state.status === 'loading' && !data && <LoadingState label={t('lanes.loading')} />}
      {state.status === 'failed' && <ErrorPanel title={t('lanes.failed')} message={state.errorText} onRetry={retry} />}
      {data && <LaneBody data={data} />}
      <OrderDetailHost list={LANE_ORDERS} onChanged={retry} />
    </section>
  );
}

function LaneHeader({ lane }: { lane: LaneHistoryResponse['lane'] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  return (
    <p className="lane-route">
      {t('lanes.route', { origin: lane.origin, destination: lane.destination })}
      {lane.distanceMiles !== null && <> · {format.distance({ miles: lane.distanceMiles }, 'mi')}</>}
      {lane.targetRateCents !== null && <> · {t('lanes.target', { rate: formatCents(lane.targetRateCents, lane.currency, format.language) })}</>}
    </p>
  );
}

/** The lane's figures and tables. */
function LaneBody({ data }: { data: LaneHistoryResponse }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const openOrder = useOpenOrder();
  const { summary, lane } = data;
  const money = (cents: number | null) => (cents === null ? t('lanes.none') : formatCents(cents, lane.currency, format.language));
  const percent = (rate: number | null) => (rate === null ? t('lanes.none') : format.number(rate, { style: 'percent', maximumFractionDigits: 1 }));
  const day = (iso: string) => new Intl.DateTimeFormat(localeOf(format.language), { dateStyle: 'medium' }).format(new Date(iso));
  const orderButton = (orderUuid: string | null, loadId: string) =>
    orderUuid ? (
      <button type="button" className="link-button" onClick={() => openOrder(orderUuid)} aria-label={t('lanes.openOrder', { load: loadId })}>
        {loadId}
      </button>
    ) : (
      loadId
    );

  const figures: Array<[string, string, string]> = [
    ['delivered', t('lanes.summary.delivered'), format.number(summary.deliveredLoads)],
    ['current', t('lanes.summary.current'), format.number(summary.currentLoads)],
    ['pickup', t('lanes.summary.onTimePickup'), percent(summary.onTimePickupRate)],
    ['delivery', t('lanes.summary.onTimeDelivery'), percent(summary.onTimeDeliveryRate)],
    ['rate', t('lanes.summary.averageRate'), money(summary.averageRateCents)],
    ['perMile', t('lanes.summary.perMile'), money(summary.averageRatePerMileCents)],
    ['co2e', t('lanes.summary.co2e'), t('lanes.kg', { value: format.number(summary.co2eKg, { maximumFractionDigits: 0 }) })],
  ];

  return (
    <>
      <section aria-labelledby="lane-summary-title">
        <h2 id="lane-summary-title">{t('lanes.summary.title')}</h2>
        <dl className="lane-figures">
          {figures.map(([key, label, value]) => (
            <div key={key} className="lane-figure" data-figure={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="lane-rates-title">
        <h2 id="lane-rates-title">{t('lanes.rates.title')}</h2>
        {data.rates.length === 0 ? (
          <p className="muted">{t('lanes.rates.empty')}</p>
        ) : (
          <>
            <LaneRatesChart rates={data.rates} currency={lane.currency} />
            <LaneTable
              caption={t('lanes.rates.caption')}
              headers={[t('lanes.rates.month'), t('lanes.rates.loads'), t('lanes.rates.average'), t('lanes.rates.min'), t('lanes.rates.max')]}
              rows={data.rates.map((rate) => ({
                key: rate.month,
                cells: [
                  new Intl.DateTimeFormat(localeOf(format.language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
                    new Date(`${rate.month}T12:00:00Z`),
                  ),
                  format.number(rate.loads),
                  money(rate.averageRateCents),
                  money(rate.minRateCents),
                  money(rate.maxRateCents),
                ],
              }))}
            />
          </>
        )}
      </section>

      <section aria-labelledby="lane-carriers-title">
        <h2 id="lane-carriers-title">{t('lanes.carriers.title')}</h2>
        {data.carriers.length === 0 ? (
          <p className="muted">{t('lanes.carriers.empty')}</p>
        ) : (
          <LaneTable
            caption={t('lanes.carriers.title')}
            headers={[t('lanes.carriers.name'), t('lanes.carriers.loads'), t('lanes.carriers.onTime'), t('lanes.carriers.average')]}
            rows={data.carriers.map((carrier) => ({
              key: carrier.companyId,
              cells: [carrier.name, format.number(carrier.loads), percent(carrier.onTimeDeliveryRate), money(carrier.averageRateCents)],
            }))}
          />
        )}
      </section>

      <section aria-labelledby="lane-current-title">
        <h2 id="lane-current-title">{t('lanes.currentLoads.title')}</h2>
        {data.currentLoads.length === 0 ? (
          <p className="muted">{t('lanes.currentLoads.empty')}</p>
        ) : (
          <LaneTable
            caption={t('lanes.currentLoads.title')}
            headers={[t('lanes.loads.load'), t('lanes.loads.status'), t('lanes.loads.pickup'), t('lanes.loads.delivery'), t('lanes.loads.carrier')]}
            rows={data.currentLoads.map((load) => ({
              key: load._id,
              cells: [
                orderButton(load.orderUuid, load.loadId),
                format.status(load.status),
                day(load.pickupStart),
                day(load.deliveryEnd),
                load.carrier ?? t('lanes.none'),
              ],
            }))}
          />
        )}
      </section>

      <section aria-labelledby="lane-past-title">
        <h2 id="lane-past-title">{t('lanes.pastLoads.title')}</h2>
        {data.pastLoads.length === 0 ? (
          <p className="muted">{t('lanes.pastLoads.empty')}</p>
        ) : (
          <LaneTable
            caption={t('lanes.pastLoads.title')}
            headers={[t('lanes.loads.load'), t('lanes.loads.delivered'), t('lanes.loads.carrier'), t('lanes.loads.rate'), t('lanes.loads.onTime')]}
            rows={data.pastLoads.map((load) => ({
              key: load._id,
              cells: [
                orderButton(load.orderUuid, load.loadId),
                day(load.deliveredAt),
                load.carrier ?? t('lanes.none'),
                money(load.rateCents),
                load.onTime ? t('lanes.yes') : t('lanes.late'),
              ],
            }))}
          />
        )}
      </section>
    </>
  );
}

/** A plain table that becomes label/value cards on a phone (each cell carries its header). */
function LaneTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <div className="lane-table-wrap">
      <table className="lane-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={headers[index]} data-label={headers[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
