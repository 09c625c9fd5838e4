import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.orders, <Screen titleKey="screens.salesOrders" />],
  [paths.createQuote, <Screen titleKey="screens.createQuote" />],
  [paths.salesOrders, <Screen titleKey="screens.salesOrders" />],
  [paths.purchaseOrderList, <Screen titleKey="screens.purchaseOrderList" />],
  [paths.history, <Screen titleKey="screens.history" />],
  [paths.calendar, <Screen titleKey="screens.calendar" />],
  [paths.confirmDate, <Screen titleKey="screens.confirmDate" />],
  [paths.deliverySchedule, <Screen titleKey="screens.deliverySchedule" />],
]);
