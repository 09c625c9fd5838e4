import {
  ContainerView,
  CreatePurchaseOrderRequest,
  EditPurchaseOrderRequest,
  PurchaseOrderDetail,
  PurchaseOrderListRequest,
  PurchaseOrderListResponseData,
  PurchaseOrderParams,
  PurchaseOrderSearchRequest,
  SplitPurchaseOrderData,
  SplitPurchaseOrderRequest,
  UpdateBillOfLadingRequest,
  UpdateContainerDetailsRequest,
  envelopeOf,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { containerViewsOf, purchaseOrderDetails, withoutOrder } from './detail';
import { createPurchaseOrderRepository } from './repository';
import { splitPurchaseOrder } from './split';
import { createPurchaseOrderWrites } from './writes';
import { containerTrackingRoutes } from './containers/routes';
import { replanRoutes } from './replan/routes';
import { PURCHASE_ORDER_TEXTS } from './texts';

/**
 * Routes of the `purchase-manager` (docs/modules/purchase-orders.md, "Purchase orders API"; the list in
 * docs/modules/orders.md). Every route reads and writes the caller's company's rows only: another company's id is a
 * 404. Writes: writes.ts (create, edit, bill of lading, container, close) and split.ts; the state machine:
 * transitions.ts.
 */
export const purchaseManagerRoutes: RoutesPlugin = async (app) => {
  const purchaseOrders = createPurchaseOrderRepository(app.db);
  const writes = createPurchaseOrderWrites(app.db);
  const detailOf = async (companyId: string, id: string): Promise<PurchaseOrderDetail> => {
    const [detail] = await purchaseOrderDetails(app.db, companyId, [id], purchaseOrders.shippingLoads);
    if (!detail) throw notFound(PURCHASE_ORDER_TEXTS.orders.notFound());
    return detail;
  };
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
      return ok(PURCHASE_ORDER_TEXTS.orders.listFetched(), await purchaseOrders.list(caller.companyId, request.body));
    },
  );

  // POST purchase-manager/purchase-orders: the module's list (/purchase-orders), with open only, port and ETA range.
  app.post(
    // eslint-disable-next-line no-restricted-syntax -- the API's route, not a link to the page of the same name
    '/purchase-orders',
    { config: access.module('purchaseOrders'), schema: { body: PurchaseOrderSearchRequest, response: { 200: envelopeOf(PurchaseOrderListResponseData) } } },
    async (request) => ok(PURCHASE_ORDER_TEXTS.orders.listFetched(), await purchaseOrders.search(callerOf(request).companyId, request.body)),
  );

  app.get(
    '/get-purchase-order-detail/:_id',
    { config: access.module('purchaseOrders'), schema: { params: PurchaseOrderParams, response: { 200: envelopeOf(PurchaseOrderDetail) } } },
    async (request) => ok(PURCHASE_ORDER_TEXTS.orders.detailFetched(), await detailOf(callerOf(request).companyId, request.params._id)),
  );

  // Idempotent (plugins/idempotency.ts: the last segment starts with create-).
  app.post(
    '/create-purchase-order',
    { config: access.module('purchaseOrders'), schema: { body: CreatePurchaseOrderRequest, response: { 200: envelopeOf(PurchaseOrderDetail) } } },
    async (request) => {
      const caller = callerOf(request);
      const id = await writes.create(caller.companyId, caller.userId, request.body);
      return ok(PURCHASE_ORDER_TEXTS.orders.created(), await detailOf(caller.companyId, id));
    },
  );

  app.post(
    '/edit-purchase-order',
    { config: access.module('purchaseOrders'), schema: { body: EditPurchaseOrderRequest, response: { 200: envelopeOf(PurchaseOrderDetail) } } },
    async (request) => {
      const caller = callerOf(request);
      await writes.edit(caller.companyId, caller.userId, request.body);
      return ok(PURCHASE_ORDER_TEXTS.orders.updated(), await detailOf(caller.companyId, request.body._id));
    },
  );

  app.post(
    '/update-bill-of-lading/:_id',
    {
      config: access.module('purchaseOrders'),
      schema: { params: PurchaseOrderParams, body: UpdateBillOfLadingRequest, response: { 200: envelopeOf(PurchaseOrderDetail) } },
    },
    async (request) => {
      const caller = callerOf(request);
      await writes.updateBillOfLading(caller.companyId, caller.userId, request.params._id, request.body);
      return ok(PURCHASE_ORDER_TEXTS.orders.billOfLadingUpdated(), await detailOf(caller.companyId, request.params._id));
    },
  );

  app.post(
    '/update-container-details/:_id',
    {
      config: access.module('purchaseOrders'),
      schema: { params: PurchaseOrderParams, body: UpdateContainerDetailsRequest, response: { 200: envelopeOf(ContainerView) } },
    },
    async (request) => {
      const caller = callerOf(request);
      await writes.updateContainer(caller.companyId, caller.userId, request.params._id, request.body);
      const [view] = await containerViewsOf(app.db, caller.companyId, { containerIds: [request.params._id] });
      if (!view) throw notFound(PURCHASE_ORDER_TEXTS.orders.containerNotFound());
      return ok(PURCHASE_ORDER_TEXTS.orders.containerUpdated(), withoutOrder(view));
    },
  );

  // Idempotent: NAMED_CREATES (libs/contracts/src/idempotency.ts).
  app.post(
    '/split-purchase-order',
    { config: access.module('purchaseOrders'), schema: { body: SplitPurchaseOrderRequest, response: { 200: envelopeOf(SplitPurchaseOrderData) } } },
    async (request) => {
      const caller = callerOf(request);
      const { parentId, childId } = await splitPurchaseOrder(app.db, caller.companyId, caller.userId, request.body);
      const [parent, child] = await purchaseOrderDetails(app.db, caller.companyId, [parentId, childId], purchaseOrders.shippingLoads);
      return ok(PURCHASE_ORDER_TEXTS.orders.split(), { parent: parent!, child: child! });
    },
  );
};
