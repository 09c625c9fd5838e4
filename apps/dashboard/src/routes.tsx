import { routesByBase } from '@freight/router';
import { lazyPage } from '@freight/ui';
import { DashboardHome } from './home/DashboardHome';
import { paths } from './paths';

// The home is the module's first screen; every other page is its own chunk, fetched when first shown (the home's
// first paint does not wait for the calendar, the tables, the reports or the order detail: docs/performance.md).
const LaneHistoryPage = lazyPage(async () => ({ default: (await import('./lanes/LaneHistoryPage')).LaneHistoryPage }));
const DashboardCalendarPage = lazyPage(async () => ({ default: (await import('./calendar/DashboardCalendarPage')).DashboardCalendarPage }));
const DriverSchedulePage = lazyPage(async () => ({ default: (await import('./drivers/DriverSchedulePage')).DriverSchedulePage }));
const OrderListsPage = lazyPage(async () => ({ default: (await import('./lists/OrderListsPage')).OrderListsPage }));
const ReportsPage = lazyPage(async () => ({ default: (await import('./reports/ReportsPage')).ReportsPage }));

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.home, <DashboardHome />],
  [paths.laneHistory, <LaneHistoryPage />],
  [paths.calendar, <DashboardCalendarPage />],
  [paths.driverSchedule, <DriverSchedulePage />],
  [paths.currentOrders, <OrderListsPage group="current" />],
  [paths.pendingOrders, <OrderListsPage group="pending" />],
  [paths.newOrders, <OrderListsPage group="new" />],
  [paths.quotedOrders, <OrderListsPage group="quoted" />],
  [paths.activeOrders, <OrderListsPage group="active" />],
  [paths.completedOrders, <OrderListsPage group="completed" />],
  [paths.riskOfDelay, <OrderListsPage group="riskOfDelay" />],
  [paths.delayedOrders, <OrderListsPage group="delayed" />],
  [paths.ordersDelayed, <OrderListsPage group="delayed" />],
  [paths.ordersRiskDelayed, <OrderListsPage group="riskOfDelay" />],
  [paths.reports, <ReportsPage />],
]);
