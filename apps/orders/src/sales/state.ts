import { combineReducers, createAction } from '@reduxjs/toolkit';
import type { CreateSalesOrderRequest } from '@freight/contracts';
import {
  createCallsSlice,
  createPagedList,
  createResourceCache,
  type CallState,
  type PagedListState,
  type ResourceCacheState,
  type RootState,
} from '@freight/store';
import { fetchErpOrderPage, fetchSalesOrderPage, salesFetchers, type ErpOrderRow, type SalesOrderRow } from './api';

/**
 * The sales order screens' state (/order/list, and the look-ups /order/add shares): the company's sales orders (paged,
 * query in the URL), the ERP's open sales orders ("Import from ERP", paged too), the create calls and the look-ups
 * (sales orders still to ship; a line's product look-up is the kit's `ProductLookup`).
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectSalesState`.
 */
export type SalesCalls = {
  /** The sales order made from the "New sales order" form. */
  create: { _id: string; soNumber: string };
  /** The last ERP order imported, and its sales order. */
  import: { erpOrderId: string; _id: string; soNumber: string };
};

const calls = createCallsSlice<SalesCalls>('orders/sales/calls', ['create', 'import']);

export interface SalesState {
  list: PagedListState<SalesOrderRow>;
  erp: PagedListState<ErpOrderRow>;
  /** The ERP orders being imported now (their Create buttons are busy). */
  importing: string[];
  calls: { [K in keyof SalesCalls]: CallState<SalesCalls[K]> };
  resources: ResourceCacheState;
}

/** Where the module (../state.ts) puts this reducer. */
export const SALES_KEY = 'sales';

let initial: SalesState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
function selectSalesState(root: RootState): SalesState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[SALES_KEY] as SalesState | undefined;
  return own ?? (initial ??= salesReducer(undefined, { type: '@@orders/sales/init' }));
}

/** Filters of /order/list (URL parameters of the same names): the status, and whether a load ships it. */
const SALES_LIST_FILTERS = ['status', 'load'] as const;

export const salesOrderList = createPagedList<SalesOrderRow>({
  name: 'orders/sales/list',
  fetchPage: fetchSalesOrderPage,
  selectState: (root) => selectSalesState(root).list,
  filterNames: SALES_LIST_FILTERS,
});

/** The ERP's open sales orders (the "Import from ERP" view, `?view=erp`; its page and search in the URL). */
export const erpOrderList = createPagedList<ErpOrderRow>({
  name: 'orders/sales/erp',
  fetchPage: fetchErpOrderPage,
  selectState: (root) => selectSalesState(root).erp,
  limit: 10,
  pageSizes: [10, 20, 50],
});

export const salesResources = createResourceCache({
  name: 'orders/sales/resources',
  fetchers: salesFetchers,
  selectState: (root) => selectSalesState(root).resources,
});
export const useSalesResource = salesResources.useResource;

export const salesActions = {
  /** Import one ERP sales order (create-sales-order with its ERP number). */
  importRequested: createAction<{ erpOrderId: string }>('orders/sales/importRequested'),
  /** The "New sales order" form's sales order (create-sales-order with a customer and lines). */
  createRequested: createAction<{ body: CreateSalesOrderRequest }>('orders/sales/createRequested'),
  ...calls.actions,
};

function importingReducer(state: string[] = [], action: { type: string; payload?: unknown }): string[] {
  if (salesActions.importRequested.match(action)) return state.includes(action.payload.erpOrderId) ? state : [...state, action.payload.erpOrderId];
  if (importDone.match(action)) return state.filter((id) => id !== action.payload);
  return state;
}

/** An import finished (either way): its button is free again. */
export const importDone = createAction<string>('orders/sales/importDone');

export const salesReducer = combineReducers({
  list: salesOrderList.reducer,
  erp: erpOrderList.reducer,
  importing: importingReducer,
  calls: calls.reducer,
  resources: salesResources.reducer,
});

export const selectSalesCall =
  <K extends keyof SalesCalls>(name: K) =>
  (root: RootState): CallState<SalesCalls[K]> =>
    selectSalesState(root).calls[name];
export const selectSalesOrderList = (root: RootState) => selectSalesState(root).list;
export const selectErpOrderList = (root: RootState) => selectSalesState(root).erp;
export const selectImporting = (root: RootState) => selectSalesState(root).importing;
