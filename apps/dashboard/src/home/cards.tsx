import type { ComponentType } from 'react';
import {
  DASHBOARD_GROUPS,
  links,
  LOAD_ONLY_GROUPS,
  TRUCKER_STATUSES,
  type DashboardGroup,
  type DashboardSide,
  type OrderListItem,
  type PopularRoute,
} from '@freight/contracts';
import type { TimeChartProps } from '@freight/charts';
import type { MapRoute } from '@freight/map';
import { formatCents, formatDateTime, formatMinutes, formatNumber, formatPercent, statusLabel, useTranslation } from '@freight/i18n';
import { Link, useOpenOrder, type ModulePath } from '@freight/router';
import { lazyOptional, SegmentedChoice, WhenVisible } from '@freight/ui';
import { selectPermissions } from '@freight/auth';
import { useAppSelector } from '@freight/store';
import { MODULE_ENTRIES, paths } from '../paths';
import { Card } from './Card';
import { ACTIVITY_RANGES, selectHomeCard, type ActivityRange, type FlaggedOrders } from './state';

/** The chart and the map are loaded apart from the page: its figures show first (and without them if they fail). */
const TimeChart = lazyOptional<TimeChartProps>(() =>
  import('@freight/charts').then((charts) => ({ default: charts.TimeChart as ComponentType<TimeChartProps> })),
);
const MapView = lazyOptional<{ routes: MapRoute[]; label: string; height: number }>(() =>
  import('@freight/map').then((map) => ({ default: map.MapView as ComponentType<{ routes: MapRoute[]; label: string; height: number }> })),
);

/** The list each group's figure opens (spec section 2). */
const GROUP_PATHS: Readonly<Record<DashboardGroup, ModulePath>> = {
  pending: paths.pendingOrders,
  quoted: paths.quotedOrders,
  new: paths.newOrders,
  current: paths.currentOrders,
  active: paths.activeOrders,
  completed: paths.completedOrders,
  riskOfDelay: paths.riskOfDelay,
  delayed: paths.delayedOrders,
};

/** The groups a side counts: pending and quoted loads are the shipper's (a carrier has no load before an order). */
const groupsOf = (side: DashboardSide): DashboardGroup[] => DASHBOARD_GROUPS.filter((group) => side === 'shipper' || !(group in LOAD_ONLY_GROUPS));

/** A group's list, on the same side. */
const groupHref = (group: DashboardGroup, side: DashboardSide, query: Record<string, string> = {}) => GROUP_PATHS[group].getHref({ side, ...query });

/** The dashboard area's `t`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

function useHomeText() {
  const { t, i18n } = useTranslation('dashboard');
  return { t: t as unknown as Translate, language: i18n.language };
}

/** The groups' figures, each opening its list; without `counts` (still loading) dashes and no links. */
function CountsList({ side, counts }: { side: DashboardSide; counts?: Partial<Record<DashboardGroup, number>> }) {
  const { t, language } = useHomeText();
  return (
    <ul className="home-counts" role="list">
      {groupsOf(side).map((group) => {
        const count = counts?.[group];
        const figure = (
          <>
            <span className="home-count-figure" data-count={count ?? ''}>
              {count === undefined ? '–' : formatNumber(count, language)}
            </span>
            <span className="home-count-label">{t(`home.counts.groups.${group}`)}</span>
          </>
        );
        return (
          <li key={group} className={group === 'delayed' || group === 'riskOfDelay' ? `home-count home-count-${group}` : 'home-count'}>
            {counts ? (
              <Link to={groupHref(group, side)} data-testid={`count-${group}`}>
                {figure}
              </Link>
            ) : (
              <span className="home-count-box">{figure}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function CountsCard({ side }: { side: DashboardSide }) {
  const { t } = useHomeText();
  return (
    <Card card="counts" title={t('home.counts.title')} className="home-card-wide" placeholder={<CountsList side={side} />}>
      {(data) => <CountsList side={side} counts={data.counts} />}
    </Card>
  );
}

/** The fleet's total and its trucks by status; without `data` (still loading) dashes. */
function TruckFigures({ data }: { data?: { total: number; counts: Partial<Record<(typeof TRUCKER_STATUSES)[number], number>> } }) {
  const { t, language } = useHomeText();
  const common = useTranslation();
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, language));
  return (
    <>
      <p className="home-total">{data ? t('home.trucks.total', { count: data.total, formatted: figure(data.total) }) : '–'}</p>
      <ul className="home-figures" role="list">
        {TRUCKER_STATUSES.map((status) => (
          <li key={status} data-testid={data ? `trucks-${status}` : undefined}>
            <span>{statusLabel(common.t, status)}</span>
            <strong>{figure(data ? (data.counts[status] ?? 0) : undefined)}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TrucksCard() {
  const { t } = useHomeText();
  return (
    <Card
      card="trucks"
      title={t('home.trucks.title')}
      placeholder={
        <>
          <TruckFigures />
          <span className="muted">{t('home.trucks.link')}</span>
        </>
      }
    >
      {(data) => (
        <>
          <TruckFigures data={data} />
          <Link to={links.trucks()}>{t('home.trucks.link')}</Link>
        </>
      )}
    </Card>
  );
}

function delayText(t: Translate, language: string, order: OrderListItem): string {
  const { delayReason, delayMinutes, isDelayed } = order.delay;
  const reason = delayReason ? t(`reasons.${delayReason}`) : '';
  if (delayMinutes === null || delayMinutes <= 0) return reason;
  const duration = formatMinutes(delayMinutes, language);
  return `${reason} · ${isDelayed ? t('home.flagged.late', { duration }) : t('home.flagged.expected', { duration })}`;
}

function FlaggedGroup({ group, side, orders }: { group: 'riskOfDelay' | 'delayed'; side: DashboardSide; orders: FlaggedOrders['delayed'] }) {
  const { t, language } = useHomeText();
  const headingId = `home-flagged-${group}`;
  return (
    <section aria-labelledby={headingId} className="home-flagged-group" data-testid={`flagged-${group}`}>
      <h3 id={headingId}>
        {t(`home.flagged.${group}`)} <span className="badge">{formatNumber(orders.total, language)}</span>
      </h3>
      {orders.items.length === 0 ? (
        <p className="muted">{t(`home.flagged.none.${group}`)}</p>
      ) : (
        <ul className="home-rows" role="list">
          {orders.items.map((order) => (
            <li key={order._id}>
              <Link to={groupHref(group, side, { order: order._id })}>{order.orderId}</Link>
              <span className="home-route">
                {order.origin} → {order.destination}
              </span>
              <span className="home-delay">{delayText(t, language, order)}</span>
            </li>
          ))}
        </ul>
      )}
      {orders.total > 0 && (
        <Link to={groupHref(group, side)}>{t('home.flagged.seeAll', { count: orders.total, formatted: formatNumber(orders.total, language) })}</Link>
      )}
    </section>
  );
}

export function FlaggedCard({ side }: { side: DashboardSide }) {
  const { t } = useHomeText();
  return (
    <Card
      card="flagged"
      title={t('home.flagged.title')}
      placeholder={
        <div className="home-flagged home-flagged-waiting">
          {(['delayed', 'riskOfDelay'] as const).map((group) => (
            <h3 key={group}>{t(`home.flagged.${group}`)}</h3>
          ))}
        </div>
      }
    >
      {(data) => (
        <div className="home-flagged">
          <FlaggedGroup group="delayed" side={side} orders={data.delayed} />
          <FlaggedGroup group="riskOfDelay" side={side} orders={data.riskOfDelay} />
        </div>
      )}
    </Card>
  );
}

export function LatestOrdersCard() {
  const { t, language } = useHomeText();
  const common = useTranslation();
  const openOrder = useOpenOrder();
  return (
    <Card card="latest" title={t('home.latest.title')} isEmpty={(orders) => orders.length === 0} emptyText={t('home.latest.empty')}>
      {(orders) => (
        <ul className="home-rows" role="list">
          {orders.map((order) => (
            <li key={order._id}>
              <button type="button" className="link-button" onClick={() => openOrder(order._id)} aria-label={t('home.latest.open', { id: order.orderId })}>
                {order.orderId}
              </button>
              <span className="badge">{statusLabel(common.t, order.status)}</span>
              <span>{order.counterparty}</span>
              <span className="home-route">
                {order.origin} → {order.destination}
              </span>
              <span className="muted">
                {formatCents(order.totalCents, order.currency, language)} · {formatDateTime(order.createdAt, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ActivityCard({ days, onDays }: { days: ActivityRange; onDays: (days: ActivityRange) => void }) {
  const { t } = useHomeText();
  const choice = (
    <SegmentedChoice
      legend={t('home.activity.range')}
      name="home-activity-range"
      options={ACTIVITY_RANGES.map((value) => ({ value: String(value) as `${ActivityRange}`, label: t('home.activity.days', { count: value }) }))}
      value={String(days) as `${ActivityRange}`}
      onChange={(value) => onDays(Number(value) as ActivityRange)}
    />
  );
  return (
    <Card
      card="activity"
      title={t('home.activity.title')}
      actions={choice}
      className="home-card-wide"
      isEmpty={(data) => data.points.every((point) => point.created === 0 && point.delivered === 0)}
      emptyText={t('home.activity.empty')}
    >
      {(data) => (
        <TimeChart
          title={t(data.bucket === 'week' ? 'home.activity.chartWeeks' : 'home.activity.chartDays', { count: days })}
          hideTitle
          table="toggle"
          dates={data.points.map((point) => point.date)}
          dateLabel={t(data.bucket === 'week' ? 'home.activity.week' : 'home.activity.day')}
          series={[
            { label: t('home.activity.created'), values: data.points.map((point) => point.created) },
            { label: t('home.activity.delivered'), values: data.points.map((point) => point.delivered) },
          ]}
          valueFormat={{ maximumFractionDigits: 0 }}
        />
      )}
    </Card>
  );
}

export function LogsCard() {
  const { t, language } = useHomeText();
  return (
    <Card card="logs" title={t('home.logs.title')} isEmpty={(logs) => logs.items.length === 0} emptyText={t('home.logs.empty')}>
      {(logs) => (
        <ul className="home-rows" role="list">
          {logs.items.map((log) => (
            <li key={log._id}>
              {log.link ? <Link to={log.link}>{log.message}</Link> : <span>{log.message}</span>}
              <span className="muted">
                {log.user ? `${t('home.logs.by', { user: log.user })} · ` : ''}
                <time dateTime={log.createdAt}>{formatDateTime(log.createdAt, language)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function TopRatedCard() {
  const { t, language } = useHomeText();
  return (
    <Card card="topRated" title={t('home.topRated.title')} isEmpty={(trucks) => trucks.length === 0} emptyText={t('home.topRated.empty')}>
      {(trucks) => (
        <ol className="home-rows" role="list">
          {trucks.map((truck) => (
            <li key={truck._id}>
              <strong>
                {truck.name} <span className="muted">({truck.truckNumber})</span>
              </strong>
              <span>{truck.company}</span>
              <span>
                {t('home.topRated.rating', { rating: formatNumber(truck.rating, language, { maximumFractionDigits: 1 }) })} ·{' '}
                {t('home.topRated.ratings', { count: truck.ratings, formatted: formatNumber(truck.ratings, language) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function LateTruckersCard() {
  const { t, language } = useHomeText();
  // No late truck is news only when something was delivered: the routes card counts the same 90 days' deliveries.
  const routes = useAppSelector(selectHomeCard('routes')).data;
  const emptyText =
    routes === undefined ? t('home.lateTruckers.noneLate') : routes.length === 0 ? t('home.lateTruckers.nothingYet') : t('home.lateTruckers.empty');
  return (
    <Card card="lateTruckers" title={t('home.lateTruckers.title')} isEmpty={(trucks) => trucks.length === 0} emptyText={emptyText}>
      {(trucks) => (
        <ul className="home-rows" role="list">
          {trucks.map((truck) => (
            <li key={truck._id}>
              <strong>
                {truck.name} <span className="muted">({truck.truckNumber})</span>
              </strong>
              <span>{truck.company}</span>
              <span>
                {t('home.lateTruckers.onTime', { rate: formatPercent(truck.onTimeRate, language) })} ·{' '}
                {t('home.lateTruckers.late', {
                  count: truck.deliveries,
                  late: formatNumber(truck.lateDeliveries, language),
                  formatted: formatNumber(truck.deliveries, language),
                })}
                {truck.averageDelayMinutes > 0 && ` · ${t('home.lateTruckers.averageDelay', { duration: formatMinutes(truck.averageDelayMinutes, language) })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const routeName = (route: PopularRoute) => `${route.origin.city}, ${route.origin.state} → ${route.destination.city}, ${route.destination.state}`;

/** The routes that have both ends placed, as lines for the map. */
function routeLines(routes: readonly PopularRoute[]): MapRoute[] {
  return routes.flatMap((route, index) => {
    const { origin: from, destination: to } = route;
    if (from.lat === null || from.lng === null || to.lat === null || to.lng === null) return [];
    return [
      {
        id: `${index}:${routeName(route)}`,
        label: routeName(route),
        points: [
          [from.lat, from.lng],
          [to.lat, to.lng],
        ] as MapRoute['points'],
      },
    ];
  });
}

export function RoutesCard() {
  const { t, language } = useHomeText();
  return (
    <Card card="routes" title={t('home.routes.title')} className="home-card-wide" isEmpty={(routes) => routes.length === 0} emptyText={t('home.routes.empty')}>
      {(routes) => {
        const lines = routeLines(routes);
        return (
          <div className="home-routes">
            {lines.length > 0 && (
              // Far down the page: a phone that never scrolls to it does not fetch or draw the map.
              <WhenVisible height={280}>
                <MapView routes={lines} label={t('home.routes.map')} height={280} />
              </WhenVisible>
            )}
            <ol className="home-rows" role="list">
              {routes.map((route, index) => (
                <li key={index}>
                  {route.laneId ? (
                    <Link
                      to={paths.laneHistory.getHref({ id: route.laneId })}
                      aria-label={t('home.routes.history', { name: route.laneName ?? routeName(route) })}
                    >
                      {routeName(route)}
                    </Link>
                  ) : (
                    <span>{routeName(route)}</span>
                  )}
                  <span className="muted">
                    {route.laneName && route.laneName !== routeName(route) ? `${route.laneName} · ` : ''}
                    {t('home.routes.loads', { count: route.loads, formatted: formatNumber(route.loads, language) })}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        );
      }}
    </Card>
  );
}

/** The modules the user may open, by permission (none = login only): the navigation's entries, as a card at the end. */
export function ModulesCard() {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  const entries = MODULE_ENTRIES.filter((entry) => !('permission' in entry) || permissions.keys.includes(entry.permission));
  return (
    <section className="card home-card home-card-wide" aria-labelledby="home-modules-title" data-testid="card-modules">
      <div className="home-card-head">
        <h2 id="home-modules-title">{t('dashboard.modules')}</h2>
      </div>
      <ul className="home-modules" role="list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} data-testid={`module-link-${entry.key}`}>
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
