import type { PurchaseOrderListRequest, PurchaseOrderListResponseData } from '@freight/contracts';
import { call, type CallOptions } from '../client';

/**
 * Purchase orders (purchase-manager). Issue 13: the list of /order/purchase-orders/list; issue 15 adds the module's
 * other calls here. docs/modules/orders.md, "Order history and purchase orders".
 */
export const purchaseManager = {
  /** POST purchase-manager/purchase-order-list: a page of the company's purchase orders (status, search, sort). */
  list: (body: PurchaseOrderListRequest, options?: CallOptions) =>
    call<PurchaseOrderListResponseData>('purchase-manager/purchase-order-list', { method: 'POST', url: 'purchase-manager/purchase-order-list', data: body }, options),
};
