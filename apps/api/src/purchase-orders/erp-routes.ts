import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ErpPurchaseOrder,
  ErpPurchaseOrderPage,
  ErpPurchaseOrderParams,
  ErpPurchaseOrderQuery,
  PurchaseOrderDetail,
  PurchaseOrderParams,
  envelopeOf,
  type ErpPurchaseOrder as ErpPurchaseOrderType,
} from '@freight/contracts';
import type { Db } from '../db/client';
import { purchaseOrders } from '../db/schema';
import { access, callerOf } from '../plugins/auth';
import { notFound, ok } from '../plugins/envelope';
import type { ErpPurchaseOrderRecord } from '../providers/erp/types';
import type { RoutesPlugin } from '../types';
import { purchaseOrderDetails } from './detail';
import { createPurchaseOrderRepository } from './repository';
import { createPurchaseOrderWrites } from './writes';
import { PURCHASE_ORDER_TEXTS } from './texts';

/** get-sap-purchase-orders' page size unless the query asks for another. */
const ERP_PURCHASE_ORDER_LIMIT = 10;

/** The ERP orders with the caller's purchase order made from each (a root order whose erp_reference is its number). */
async function withImported(db: Db, companyId: string, orders: ErpPurchaseOrderRecord[]): Promise<ErpPurchaseOrderType[]> {
  const numbers = orders.map((order) => order.erpOrderId);
  const made = numbers.length
    ? await db
        .select({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber, erpReference: purchaseOrders.erpReference })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.companyId, companyId), inArray(purchaseOrders.erpReference, numbers), isNull(purchaseOrders.parentId)))
        .orderBy(asc(purchaseOrders.createdAt))
    : [];
  return orders.map((order) => {
    const row = made.find((candidate) => candidate.erpReference === order.erpOrderId);
    return { ...order, imported: row ? { _id: row.id, poNumber: row.poNumber } : null };
  });
}

/**
 * The ERP's purchase orders and closing (module purchaseOrders), under integration-manager/ as the spec names them:
 * GET get-sap-purchase-orders (?search&page&limit: the ERP provider's orders with `imported`), GET
 * get-purchase-order/{_id} (one, by the ERP's number: 404 erpOrderNotFound), GET close-purchase-order/{_id} (the
 * company's order closed per the state machine; 409 otherwise). docs/modules/purchase-orders.md.
 */
export const purchaseOrderErpRoutes: RoutesPlugin = async (app) => {
  const repository = createPurchaseOrderRepository(app.db);
  const writes = createPurchaseOrderWrites(app.db);

  app.get(
    '/get-sap-purchase-orders',
    { config: access.module('purchaseOrders'), schema: { querystring: ErpPurchaseOrderQuery, response: { 200: envelopeOf(ErpPurchaseOrderPage) } } },
    async (request) => {
      const caller = callerOf(request);
      const page = Number(request.query.page ?? 1);
      const limit = Number(request.query.limit ?? ERP_PURCHASE_ORDER_LIMIT);
      const found = await app.providers.erp.listPurchaseOrders({ search: request.query.search?.trim() ?? '', page, limit });
      const items = await withImported(app.db, caller.companyId, found.items);
      return ok(PURCHASE_ORDER_TEXTS.erp.ordersFetched(), { items, total: found.total, page, limit });
    },
  );

  app.get(
    '/get-purchase-order/:_id',
    { config: access.module('purchaseOrders'), schema: { params: ErpPurchaseOrderParams, response: { 200: envelopeOf(ErpPurchaseOrder) } } },
    async (request) => {
      const order = await app.providers.erp.getPurchaseOrder(request.params._id);
      if (!order) throw notFound(PURCHASE_ORDER_TEXTS.erp.orderNotFound());
      const [item] = await withImported(app.db, callerOf(request).companyId, [order]);
      return ok(PURCHASE_ORDER_TEXTS.erp.ordersFetched(), item!);
    },
  );

  app.get(
    '/close-purchase-order/:_id',
    { config: access.module('purchaseOrders'), schema: { params: PurchaseOrderParams, response: { 200: envelopeOf(PurchaseOrderDetail) } } },
    async (request) => {
      const caller = callerOf(request);
      await writes.close(caller.companyId, caller.userId, request.params._id);
      const [detail] = await purchaseOrderDetails(app.db, caller.companyId, [request.params._id], repository.shippingLoads);
      return ok(PURCHASE_ORDER_TEXTS.orders.closed(), detail!);
    },
  );
};
