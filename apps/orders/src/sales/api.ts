import type { PageQuery, PageResult } from '@freight/store';

/** A row of /order/list. (Filled in with the contracts of libs/contracts/src/sales-orders.ts.) */
export type SalesOrderRow = { _id: string };
/** A row of the "Import from ERP" view. */
export type ErpOrderRow = { erpOrderId: string };

export async function fetchSalesOrderPage(_query: PageQuery): Promise<PageResult<SalesOrderRow>> {
  return { items: [], total: 0 };
}

export async function fetchErpOrderPage(_query: PageQuery): Promise<PageResult<ErpOrderRow>> {
  return { items: [], total: 0 };
}
