import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  centsOf,
  type Currency,
  type LoadStatus,
  type Page,
  type PurchaseOrderListItem,
  type PurchaseOrderListRequest,
  type PurchaseOrderSearchRequest,
  type PurchaseOrderSort,
  type PurchaseOrderStatus,
  READ_ONLY_PURCHASE_ORDER_STATUSES,
} from '@freight/contracts';
import type { Db } from '../db/client';
import { loads, purchaseOrders } from '../db/schema';
import { matchesAny } from '../db/search';
import { pageOf } from '../db/paging';
import { iso, isoOrNull } from '../http';

const po = purchaseOrders;

/** The columns of a list row (the total as exact decimal text, the containers counted on their index). */
export const listColumns = {
  id: po.id,
  poNumber: po.poNumber,
  parentId: po.parentId,
  status: po.status,
  supplierName: po.supplierName,
  supplierCountry: po.supplierCountry,
  originPort: po.originPort,
  destinationPort: po.destinationPort,
  billOfLading: po.billOfLading,
  oceanCarrier: po.oceanCarrier,
  vessel: po.vessel,
  orderDate: po.orderDate,
  etd: po.etd,
  eta: po.eta,
  ata: po.ata,
  currency: po.currency,
  total: sql<string>`${po.totalAmount}::text`,
  updatedAt: po.updatedAt,
  // Qualified by hand: drizzle writes a one-table query's columns unqualified, which inside this subquery would
  // mean the container's own id.
  containerCount: sql<number>`(select count(*)::int from containers c where c.purchase_order_id = "purchase_orders"."id")`,
};
export type ListRow = {
  id: string;
  poNumber: string;
  parentId: string | null;
  status: string;
  supplierName: string;
  supplierCountry: string;
  originPort: string;
  destinationPort: string;
  billOfLading: string | null;
  oceanCarrier: string | null;
  vessel: string | null;
  orderDate: string;
  etd: Date | null;
  eta: Date | null;
  ata: Date | null;
  currency: string;
  total: string;
  updatedAt: Date;
  containerCount: number;
};

const ORDER_BY: Record<PurchaseOrderSort, SQL[]> = {
  newest: [desc(po.createdAt), desc(po.id)],
  eta: [sql`${po.eta} asc nulls last`, asc(po.id)],
  po_number: [asc(po.poNumber), asc(po.id)],
};

export type ShippingLoad = NonNullable<PurchaseOrderListItem['load']>;

/** Purchase orders of one company (purchase-manager). Every method takes the caller's company first. */
export function createPurchaseOrderRepository(db: Db) {
  /**
   * The load that ships each of these PO numbers inland: the company's loads naming it in `po_number` (the load
   * form's PO field), a live one before a cancelled one, then the latest. One query for the whole page.
   */
  async function shippingLoads(companyId: string, poNumbers: string[]): Promise<Map<string, ShippingLoad>> {
    if (poNumbers.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([loads.poNumber], { poNumber: loads.poNumber, id: loads.id, loadId: loads.loadId, status: loads.status })
      .from(loads)
      .where(and(eq(loads.companyId, companyId), inArray(loads.poNumber, poNumbers)))
      .orderBy(loads.poNumber, sql`(${loads.status} = 'cancelled')`, desc(loads.createdAt), desc(loads.id));
    return new Map(rows.map((row) => [row.poNumber ?? '', { _id: row.id, loadId: row.loadId, status: row.status as LoadStatus }]));
  }

  /** One page of the company's orders matching the list's filters and `extra`. */
  async function page(companyId: string, query: PurchaseOrderListRequest, extra: Array<SQL | undefined>): Promise<Page<PurchaseOrderListItem>> {
    const pageNumber = query.page ?? 1;
    const limit = query.limit ?? 20;
    const where = and(
      eq(po.companyId, companyId),
      query.status ? eq(po.status, query.status) : undefined,
      matchesAny(query.search, [po.poNumber, po.supplierName, po.billOfLading, po.originPort, po.destinationPort, po.vessel, po.erpReference]),
      ...extra,
    );
    const result = await pageOf(
      { page: pageNumber, limit },
      {
        rows: (rowLimit, offset) =>
          db
            .select(listColumns)
            .from(po)
            .where(where)
            .orderBy(...ORDER_BY[query.sort ?? 'newest'])
            .limit(rowLimit)
            .offset(offset),
        count: () => db.select({ total: count() }).from(po).where(where),
        map: (row): ListRow => row,
      },
    );
    const shipping = await shippingLoads(
      companyId,
      result.items.map((row) => row.poNumber),
    );
    return { ...result, items: result.items.map((row) => toListItem(row, shipping.get(row.poNumber) ?? null)) };
  }

  return {
    shippingLoads,
    /** A page of the company's purchase orders: by status, searched, sorted (newest first by default). */
    list: (companyId: string, query: PurchaseOrderListRequest) => page(companyId, query, []),

    /**
     * purchase-manager/purchase-orders (the module's list, /purchase-orders): the list's filters plus open only (not
     * closed or cancelled), the destination port (exact, case-insensitive) and an ETA range (whole UTC days, both ends
     * included).
     */
    search(companyId: string, query: PurchaseOrderSearchRequest): Promise<Page<PurchaseOrderListItem>> {
      /** The start of a UTC day (`plus` days later), or undefined for a date JavaScript cannot place. */
      const day = (value: string | undefined, plus = 0) => {
        const time = value ? Date.parse(`${value}T00:00:00Z`) + plus * 86_400_000 : Number.NaN;
        return Number.isFinite(time) && Math.abs(time) < 8.64e15 ? new Date(time) : undefined;
      };
      const port = query.destinationPort?.trim();
      const from = day(query.etaFrom);
      const to = day(query.etaTo, 1);
      return page(companyId, query, [
        query.openOnly ? notInArray(po.status, [...READ_ONLY_PURCHASE_ORDER_STATUSES]) : undefined,
        port ? sql`lower(${po.destinationPort}) = lower(${port})` : undefined,
        from ? gte(po.eta, from) : undefined,
        to ? lt(po.eta, to) : undefined,
      ]);
    },
  };
}

export function toListItem(row: ListRow, load: ShippingLoad | null): PurchaseOrderListItem {
  return {
    _id: row.id,
    poNumber: row.poNumber,
    parentId: row.parentId,
    status: row.status as PurchaseOrderStatus,
    supplier: { name: row.supplierName, country: row.supplierCountry },
    originPort: row.originPort,
    destinationPort: row.destinationPort,
    billOfLading: row.billOfLading,
    oceanCarrier: row.oceanCarrier,
    vessel: row.vessel,
    orderDate: row.orderDate,
    etd: isoOrNull(row.etd),
    eta: isoOrNull(row.eta),
    ata: isoOrNull(row.ata),
    containerCount: Number(row.containerCount),
    load,
    currency: row.currency as Currency,
    totalCents: centsOf(row.total),
    updatedAt: iso(row.updatedAt),
  };
}
