import { combineReducers } from '@reduxjs/toolkit';
import { SALES_KEY, salesReducer, type SalesState } from './sales/state';
import { QUOTE_KEY, quoteReducer, type QuoteState } from './quote/state';
import { CALENDAR_KEY, calendarReducer, type CalendarState } from './calendar/state';
import { SCHEDULE_KEY, scheduleReducer, type ScheduleState } from './schedule/state';
import { HISTORY_KEY, historyReducer, type HistoryState } from './history/state';
import { PURCHASE_ORDERS_KEY, purchaseOrdersReducer, type PurchaseOrdersState } from './purchase-orders/state';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'orders';

/**
 * One reducer per screen folder (sales/, quote/, history/, purchase-orders/, calendar/, schedule/), each folder's own
 * `state.ts` (which reads its part through its own selector, never importing this file), combined here.
 */
interface OrdersModuleState {
  /** sales/: /order/list (the company's sales orders, the ERP's open ones, create). */
  [SALES_KEY]: SalesState;
  /** quote/: /order/add (a sales order for a customer that becomes a load). */
  [QUOTE_KEY]: QuoteState;
  /** calendar/: /calendar and /calendar/confirm-order-date-update/:id (events, moves, the driver's days, a request). */
  [CALENDAR_KEY]: CalendarState;
  /** schedule/: /delivery-schedule (weeks of deliveries). */
  [SCHEDULE_KEY]: ScheduleState;
  /** history/: /order/history (closed orders, the CSV export). */
  [HISTORY_KEY]: HistoryState;
  /** purchase-orders/: /order/purchase-orders/list. */
  [PURCHASE_ORDERS_KEY]: PurchaseOrdersState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    orders: OrdersModuleState;
  }
}

export const ordersReducer = combineReducers({
  [SALES_KEY]: salesReducer,
  [QUOTE_KEY]: quoteReducer,
  [CALENDAR_KEY]: calendarReducer,
  [SCHEDULE_KEY]: scheduleReducer,
  [HISTORY_KEY]: historyReducer,
  [PURCHASE_ORDERS_KEY]: purchaseOrdersReducer,
});
