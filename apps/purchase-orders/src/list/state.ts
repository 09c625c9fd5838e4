import { combineReducers, createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  PURCHASE_ORDER_SORTS,
  PURCHASE_ORDER_STATUSES,
  type ErpPurchaseOrder,
  type PurchaseOrderListItem,
  type PurchaseOrderSearchRequest,
  type PurchaseOrderSort,
  type PurchaseOrderStatus,
} from '@freight/contracts';
import { purchaseManager } from '@freight/api-client';
import { createPagedList, type PageQuery, type PageResult, type PagedListState, type RootState } from '@freight/store';

/**
 * /purchase-orders: the module's list (purchase-manager/purchase-orders, the generic list fetch) searched, filtered
 * (status, open only, destination port, ETA range), sorted and paged, every choice in the URL; and the "Import from
 * ERP" dialog's list (integration-manager/get-sap-purchase-orders), searched and paged inside the dialog.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectListState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const LIST_KEY = 'list';

/**
 * The list's filters, URL parameters of the same names: `status`, `open` ('1': every status but closed and
 * cancelled), `port` (the destination port), `from`/`to` (the ETA's day, inclusive), `sort`.
 */
const PURCHASE_ORDER_LIST_FILTERS = ['status', 'open', 'port', 'from', 'to', 'sort'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | undefined): value is string => value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(value));
const isStatus = (value: string | undefined): value is PurchaseOrderStatus => PURCHASE_ORDER_STATUSES.some((status) => status === value);
const isSort = (value: string | undefined): value is PurchaseOrderSort => PURCHASE_ORDER_SORTS.some((sort) => sort === value);

/** The list's query as the body of purchase-manager/purchase-orders; a malformed URL value is left out (never a 400). */
export function purchaseOrderSearchRequest({ page, limit, search, filters }: PageQuery): PurchaseOrderSearchRequest {
  const trimmed = search.trim().slice(0, 100);
  const port = (filters.port ?? '').trim().slice(0, 80);
  return {
    page,
    limit,
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(filters.open === '1' ? { openOnly: true } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(port ? { destinationPort: port } : {}),
    ...(isDay(filters.from) ? { etaFrom: filters.from } : {}),
    ...(isDay(filters.to) ? { etaTo: filters.to } : {}),
    ...(isSort(filters.sort) ? { sort: filters.sort } : {}),
  };
}

export async function fetchPurchaseOrderPage(query: PageQuery): Promise<PageResult<PurchaseOrderListItem>> {
  const response = await purchaseManager.search(purchaseOrderSearchRequest(query), { silent: true });
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

/** The ERP dialog's page size (a dialog shows fewer rows than a screen). */
export const ERP_PAGE_SIZE = 10;

export async function fetchErpPage({ page, limit, search }: PageQuery): Promise<PageResult<ErpPurchaseOrder>> {
  const response = await purchaseManager.erpOrders({ page, limit, search }, { silent: true });
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

export const purchaseOrderList = createPagedList<PurchaseOrderListItem>({
  name: 'purchaseOrders/list/orders',
  fetchPage: fetchPurchaseOrderPage,
  selectState: (root) => selectListState(root).orders,
  filterNames: PURCHASE_ORDER_LIST_FILTERS,
});

/** The ERP's purchase orders in the import dialog (its search and page are the dialog's own, not the URL's). */
export const erpOrderList = createPagedList<ErpPurchaseOrder>({
  name: 'purchaseOrders/list/erp',
  fetchPage: fetchErpPage,
  selectState: (root) => selectListState(root).erp,
  limit: ERP_PAGE_SIZE,
  pageSizes: [ERP_PAGE_SIZE],
});

/** The list screen opened / closed: the live refresh (containers.updated) runs in between. */
export const listOpened = createAction('purchaseOrders/list/opened');
export const listClosed = createAction('purchaseOrders/list/closed');

export interface ListState {
  orders: PagedListState<PurchaseOrderListItem>;
  erp: PagedListState<ErpPurchaseOrder>;
  /** The destination port filter's choices: every destination port seen on the pages shown, by name. */
  ports: string[];
}

/** Adds the destination ports of a loaded page to the filter's choices (the API matches a port by its whole name). */
function portsReducer(state: string[] = [], action: UnknownAction): string[] {
  if (!purchaseOrderList.actions.loaded.match(action)) return state;
  const known = new Set(state);
  const added = action.payload.items.map((po) => po.destinationPort).filter((port) => port && !known.has(port) && known.add(port));
  return added.length === 0 ? state : [...state, ...added].sort((a, b) => a.localeCompare(b));
}

export const listReducer = combineReducers({ orders: purchaseOrderList.reducer, erp: erpOrderList.reducer, ports: portsReducer });

export const selectPorts = (root: RootState) => selectListState(root).ports;

let initial: ListState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
function selectListState(root: RootState): ListState {
  const module = (root as { purchaseOrders?: Record<string, unknown> }).purchaseOrders;
  const own = module?.[LIST_KEY] as ListState | undefined;
  return own ?? (initial ??= listReducer(undefined, { type: '@@purchaseOrders/list/init' }));
}
