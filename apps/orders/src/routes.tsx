import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { SalesOrdersPage } from './sales/SalesOrdersPage';
import { CreateQuotePage } from './quote/CreateQuotePage';
import { CalendarPage } from './calendar/CalendarPage';
import { ConfirmDatePage } from './calendar/ConfirmDatePage';
import { SchedulePage } from './schedule/SchedulePage';
import { OrdersHome } from './OrdersHome';
import { HistoryPage } from './history/HistoryPage';
import { PurchaseOrderListPage } from './purchase-orders/PurchaseOrderListPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.orders, <OrdersHome />],
  [paths.createQuote, <CreateQuotePage />],
  [paths.salesOrders, <SalesOrdersPage />],
  [paths.purchaseOrderList, <PurchaseOrderListPage />],
  [paths.history, <HistoryPage />],
  [paths.calendar, <CalendarPage />],
  [paths.confirmDate, <ConfirmDatePage />],
  [paths.deliverySchedule, <SchedulePage />],
]);
