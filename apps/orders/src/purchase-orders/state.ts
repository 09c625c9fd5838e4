import { combineReducers } from '@reduxjs/toolkit';
import {
  PURCHASE_ORDER_SORTS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderListItem,
  type PurchaseOrderListRequest,
  type PurchaseOrderSort,
  type PurchaseOrderStatus,
} from '@freight/contracts';
import { purchaseManager } from '@freight/api-client';
import { createPagedList, type PageQuery, type PageResult, type PagedListState, type RootState } from '@freight/store';

/**
 * /order/purchase-orders/list: the company's purchase orders, read-only (purchase-manager/purchase-order-list),
 * searched, filtered by status, sorted and paged, every choice in the URL. The purchase orders module
 * edits them.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectPurchaseOrdersState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const PURCHASE_ORDERS_KEY = 'purchaseOrders';

/** The list's filters, URL parameters of the same names (`?status=in_transit&sort=eta`). */
const PURCHASE_ORDER_FILTERS = ['status', 'sort'] as const;

const isStatus = (value: string | undefined): value is PurchaseOrderStatus => PURCHASE_ORDER_STATUSES.some((status) => status === value);
const isSort = (value: string | undefined): value is PurchaseOrderSort => PURCHASE_ORDER_SORTS.some((sort) => sort === value);

/** The list's query as the body of purchase-order-list; a malformed URL value is left out (never a 400). */
export function purchaseOrderRequest({ page, limit, search, filters }: PageQuery): PurchaseOrderListRequest {
  const trimmed = search.trim().slice(0, 100);
  return {
    page,
    limit,
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(isSort(filters.sort) ? { sort: filters.sort } : {}),
  };
}

async function fetchPurchaseOrderPage(query: PageQuery): Promise<PageResult<PurchaseOrderListItem>> {
  const response = await purchaseManager.list(purchaseOrderRequest(query), { silent: true });
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

export const purchaseOrderList = createPagedList<PurchaseOrderListItem>({
  name: 'orders/purchaseOrders/list',
  fetchPage: fetchPurchaseOrderPage,
  selectState: (root) => selectPurchaseOrdersState(root).list,
  filterNames: PURCHASE_ORDER_FILTERS,
});

export const purchaseOrdersReducer = combineReducers({ list: purchaseOrderList.reducer });

export interface PurchaseOrdersState {
  list: PagedListState<PurchaseOrderListItem>;
}

let initial: PurchaseOrdersState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
function selectPurchaseOrdersState(root: RootState): PurchaseOrdersState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[PURCHASE_ORDERS_KEY] as PurchaseOrdersState | undefined;
  return own ?? (initial ??= purchaseOrdersReducer(undefined, { type: '@@orders/purchaseOrders/init' }));
}
