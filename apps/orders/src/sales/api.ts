import { salesOrders } from '@freight/api-client';
import { SALES_ORDER_LOAD_FILTERS, SALES_ORDER_STATUSES, type ErpSalesOrder, type SalesOrderListRequest, type SalesOrderView } from '@freight/contracts';
import type { PageQuery, PageResult } from '@freight/store';

const silent = { silent: true } as const;

/** A row of /order/list: one of the company's sales orders, with the load that ships it. */
export type SalesOrderRow = SalesOrderView;
/** A row of the "Import from ERP" view: an open ERP sales order, and the sales order made from it once imported. */
export type ErpOrderRow = ErpSalesOrder;

/** The list's query as the body of sales-order-list; a malformed URL value is left out (never a 400). */
export function salesOrderRequest({ page, limit, search, filters }: PageQuery): SalesOrderListRequest {
  const status = SALES_ORDER_STATUSES.find((known) => known === filters.status);
  const load = SALES_ORDER_LOAD_FILTERS.find((known) => known === filters.load);
  const trimmed = search.trim().slice(0, 100);
  return { page, limit, ...(status ? { status } : {}), ...(load ? { load } : {}), ...(trimmed ? { search: trimmed } : {}) };
}

export async function fetchSalesOrderPage(query: PageQuery): Promise<PageResult<SalesOrderRow>> {
  const response = await salesOrders.list(salesOrderRequest(query), silent);
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

export async function fetchErpOrderPage({ page, limit, search }: PageQuery): Promise<PageResult<ErpOrderRow>> {
  const response = await salesOrders.erpOrders({ page, limit: Math.min(limit, 50), search }, silent);
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

/** The module's look-ups of the sales order screens (sales/state.ts `salesResources`). */
export const salesFetchers = {
  /** The sales orders still to ship (no load yet, draft/open/confirmed), newest first; id ignored: 'all'. */
  plannable: async (_all: string) => {
    const pages = await Promise.all(
      (['draft', 'open', 'confirmed'] as const).map((status) =>
        salesOrders.list({ status, load: 'without', limit: 100 }, silent).then((r) => r.data?.items ?? []),
      ),
    );
    return pages.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
};
