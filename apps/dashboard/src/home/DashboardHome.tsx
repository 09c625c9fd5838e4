import './home.css';
import { useEffect, useState, type ComponentType } from 'react';
import { selectPermissions, selectUser } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { ORDER_PARAM, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { lazyOptional, useDocumentTitle } from '@freight/ui';
import type { OrderListRequest } from '@freight/contracts';
import { SideSwitch, useDashboardSide } from '../side';
import { FailedCards } from './Card';
import {
  ActivityCard,
  CountsCard,
  FlaggedCard,
  LateTruckersCard,
  LatestOrdersCard,
  LogsCard,
  ModulesCard,
  RoutesCard,
  TopRatedCard,
  TrucksCard,
} from './cards';
import { ACTIVITY_RANGES, CARD_ROWS, homeActions, type ActivityRange } from './state';

const DAYS_PARAM = 'days';

type HostProps = { list: OrderListRequest };
/** The order detail's code is fetched when an order is opened, not before the dashboard's first paint. */
const OrderDetailHost = lazyOptional<HostProps>(() => import('./order-detail-host') as Promise<{ default: ComponentType<HostProps> }>);
const DEFAULT_DAYS: ActivityRange = 30;

/** The activity graph's period from `?days=` (30 or 90; anything else is 30). */
function daysOf(value: string | null): ActivityRange {
  return ACTIVITY_RANGES.find((days) => String(days) === value) ?? DEFAULT_DAYS;
}

/**
 * /dashboard: what needs attention now, for the side the user looks at (the switch for a company that does both):
 * the orders by group (each figure opens its list), the loads late or at risk now, the trucks (with the `carrier`
 * permission), the latest orders (each opens the order detail over the page), the activity over 30 or 90 days, the
 * recent activity, the best-rated trucks, the trucks not on time and the popular routes (on the map, each lane to its
 * history), and the modules the user may open. Each card loads, fails and retries on its own (several failed: one message, one Retry); the live cards refresh when an order changes or is flagged.
 */
export function DashboardHome() {
  const { t } = useTranslation();
  const dashboard = useTranslation('dashboard');
  useDocumentTitle(dashboard.t('screens.home'));
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const trucks = permissions.keys.includes('carrier');
  const { side } = useDashboardSide();
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get(DAYS_PARAM));
  // Mounted from the first opened order on (it closes itself, and its saga stops when it sees no order).
  const [detailWanted, setDetailWanted] = useState(false);
  if (params.has(ORDER_PARAM) && !detailWanted) setDetailWanted(true);

  useEffect(() => {
    dispatch(homeActions.opened({ side, days, trucks }));
  }, [dispatch, side, days, trucks]);
  useEffect(() => () => void dispatch(homeActions.closed()), [dispatch]);

  const chooseDays = (next: ActivityRange) =>
    setParams((previous) => {
      const query = new URLSearchParams(previous);
      if (next === DEFAULT_DAYS) query.delete(DAYS_PARAM);
      else query.set(DAYS_PARAM, String(next));
      return query;
    });

  return (
    <section aria-labelledby="dashboard-title" className="dashboard-home">
      <h1 id="dashboard-title">{t('dashboard.welcome', { name: user?.firstname ?? '' })}</h1>
      <SideSwitch />
      <FailedCards />
      <div className="home-cards">
        <CountsCard side={side} />
        <FlaggedCard side={side} />
        {trucks && <TrucksCard />}
        <LatestOrdersCard />
        <ActivityCard days={days} onDays={chooseDays} />
        <LogsCard />
        <TopRatedCard />
        <LateTruckersCard />
        <RoutesCard />
        <ModulesCard />
      </div>
      {/* The latest orders open over the page; previous/next walk the newest orders of the side. */}
      {detailWanted && <OrderDetailHost list={{ page: 1, limit: CARD_ROWS, side, scope: 'all', sort: 'newest' }} />}
    </section>
  );
}
