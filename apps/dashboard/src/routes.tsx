import { routesByBase } from '@freight/router';
import { DashboardHome } from './home/DashboardHome';
import { paths } from './paths';
import { Screen } from './Screen';
import { ReportsPage } from './reports/ReportsPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.home, <DashboardHome />],
  [paths.laneHistory, <Screen titleKey="screens.laneHistory" />],
  [paths.calendar, <Screen titleKey="screens.calendar" />],
  [paths.driverSchedule, <Screen titleKey="screens.driverSchedule" />],
  [paths.currentOrders, <Screen titleKey="screens.orderList" />],
  [paths.pendingOrders, <Screen titleKey="screens.orderList" />],
  [paths.newOrders, <Screen titleKey="screens.orderList" />],
  [paths.quotedOrders, <Screen titleKey="screens.orderList" />],
  [paths.activeOrders, <Screen titleKey="screens.orderList" />],
  [paths.completedOrders, <Screen titleKey="screens.orderList" />],
  [paths.riskOfDelay, <Screen titleKey="screens.riskOfDelay" />],
  [paths.delayedOrders, <Screen titleKey="screens.delayedOrders" />],
  [paths.ordersDelayed, <Screen titleKey="screens.delayedOrders" />],
  [paths.ordersRiskDelayed, <Screen titleKey="screens.riskOfDelay" />],
  [paths.reports, <ReportsPage />],
]);
