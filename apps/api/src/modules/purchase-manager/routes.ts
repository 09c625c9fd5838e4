import { PURCHASE_ORDER_MESSAGES, PurchaseOrderListRequest, PurchaseOrderListResponseData, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { createPurchaseOrderRepository } from './repository';
import { containerTrackingRoutes } from './tracking/routes';
import { replanRoutes } from './replan/routes';

/**
 * Routes of the `purchase-manager` (docs/modules/orders.md, "Order history and purchase orders"). Issue 13 brings
 * the list only (read-only, for /order/purchase-orders/list); issue 15 adds the spec's calls (create, edit, split,
 * bill of lading, containers) to this module.
 */
export const purchaseManagerRoutes: RoutesPlugin = async (app) => {
  const purchaseOrders = createPurchaseOrderRepository(app.db);
  await app.register(containerTrackingRoutes); // tracking/: containers, positions, milestones, the map and the board
  await app.register(replanRoutes); // replan/: from ship to truck (the drayage load)

  // POST purchase-manager/purchase-order-list: a page of the company's purchase orders with their containers count
  // and the load that ships them. Module salesOrders: the screen's permission (/order/purchase-orders/list).
  app.post(
    '/purchase-order-list',
    {
      config: access.module('salesOrders'),
      schema: { body: PurchaseOrderListRequest, response: { 200: envelopeOf(PurchaseOrderListResponseData) } },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(PURCHASE_ORDER_MESSAGES.listFetched, await purchaseOrders.list(caller.companyId, request.body));
    },
  );
};
