import { routesByBase } from '@freight/router';
import { DashboardHome } from './home/DashboardHome';
import { LaneHistoryPage } from './lanes/LaneHistoryPage';
import { DriverSchedulePage } from './drivers/DriverSchedulePage';
import { DashboardCalendarPage } from './calendar/DashboardCalendarPage';
import { OrderListsPage } from './lists/OrderListsPage';
import { paths } from './paths';
import { ReportsPage } from './reports/ReportsPage';

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
