import type {
  CreateSalesOrderLoadRequest,
  CreateSalesOrderRequest,
  ErpSalesOrderPage,
  SalesOrderListRequest,
  SalesOrderLoadData,
  SalesOrderPage,
  SalesOrderView,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

/** Sales orders (integration-manager, module salesOrders; /order/list and /order/add). */
export const salesOrders = {
  /** GET integration-manager/get-sap-orders?page&limit&search: the ERP's open sales orders, with those imported. */
  erpOrders: (query: { page?: number; limit?: number; search?: string }, options?: CallOptions) => {
    const params: Record<string, string> = {};
    if (query.page && query.page > 1) params.page = String(query.page);
    if (query.limit) params.limit = String(query.limit);
    if (query.search?.trim()) params.search = query.search.trim().slice(0, 100);
    return call<ErpSalesOrderPage>('integration-manager/get-sap-orders', { method: 'GET', url: 'integration-manager/get-sap-orders', params }, options);
  },
  /** POST integration-manager/sales-order-list: the company's sales orders with the load that ships each. */
  list: (body: SalesOrderListRequest, options?: CallOptions) =>
    call<SalesOrderPage>('integration-manager/sales-order-list', { method: 'POST', url: 'integration-manager/sales-order-list', data: body }, options),
  /** POST integration-manager/create-sales-order: an ERP order imported, or one typed in (idempotent). */
  create: (body: CreateSalesOrderRequest, options?: CallOptions) =>
    call<SalesOrderView>('integration-manager/create-sales-order', { method: 'POST', url: 'integration-manager/create-sales-order', data: body }, options),
  /** POST integration-manager/create-sales-order-load: the load that ships a sales order (idempotent). */
  createLoad: (body: CreateSalesOrderLoadRequest, options?: CallOptions) =>
    call<SalesOrderLoadData>(
      'integration-manager/create-sales-order-load',
      { method: 'POST', url: 'integration-manager/create-sales-order-load', data: body },
      options,
    ),
};
