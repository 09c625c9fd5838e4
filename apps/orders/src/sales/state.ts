import { combineReducers, createAction } from '@reduxjs/toolkit';
import { createCallsSlice, createPagedList, type CallState, type PagedListState, type RootState } from '@freight/store';
import { fetchErpOrderPage, fetchSalesOrderPage, type ErpOrderRow, type SalesOrderRow } from './api';

/**
 * The sales order screens' state (/order/list): the company's sales orders (paged, query in the URL), the ERP's open
 * sales orders ("Import from ERP", paged too) and the create call.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectSalesState`.
 */
export type SalesCalls = {
  /** The sales order made (from an ERP order or the "New sales order" form), and the ERP order it came from. */
  create: { _id: string; soNumber: string; erpOrderId?: string };
};

const calls = createCallsSlice<SalesCalls>('orders/sales/calls', ['create']);

export interface SalesState {
  list: PagedListState<SalesOrderRow>;
  erp: PagedListState<ErpOrderRow>;
  calls: { [K in keyof SalesCalls]: CallState<SalesCalls[K]> };
}

/** Where the module (../state.ts) puts this reducer. */
export const SALES_KEY = 'sales';

let initial: SalesState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectSalesState(root: RootState): SalesState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[SALES_KEY] as SalesState | undefined;
  return own ?? (initial ??= salesReducer(undefined, { type: '@@orders/sales/init' }));
}

/** Filters of /order/list (URL parameters of the same names). */
export const SALES_LIST_FILTERS = ['status'] as const;

export const salesOrderList = createPagedList<SalesOrderRow>({
  name: 'orders/sales/list',
  fetchPage: fetchSalesOrderPage,
  selectState: (root) => selectSalesState(root).list,
  filterNames: SALES_LIST_FILTERS,
});

/** The ERP's open sales orders (the "Import from ERP" view; its page and search in the URL under `erp…`). */
export const erpOrderList = createPagedList<ErpOrderRow>({
  name: 'orders/sales/erp',
  fetchPage: fetchErpOrderPage,
  selectState: (root) => selectSalesState(root).erp,
  limit: 10,
});

export const salesActions = {
  /** Import one ERP sales order (create-sales-order with its ERP id). */
  importRequested: createAction<{ erpOrderId: string }>('orders/sales/importRequested'),
  ...calls.actions,
};

export const salesReducer = combineReducers({
  list: salesOrderList.reducer,
  erp: erpOrderList.reducer,
  calls: calls.reducer,
});

export const selectSalesCall =
  <K extends keyof SalesCalls>(name: K) =>
  (root: RootState): CallState<SalesCalls[K]> =>
    selectSalesState(root).calls[name];
export const selectSalesOrderList = (root: RootState) => selectSalesState(root).list;
export const selectErpOrderList = (root: RootState) => selectSalesState(root).erp;
