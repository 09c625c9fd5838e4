import { DrayageLoadData, NoFieldsRequest, PurchaseOrderParams, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { createDrayageLoad } from './drayage';
import { PURCHASE_ORDER_TEXTS } from '../texts';

/**
 * From ship to truck (docs/modules/purchase-orders.md): create-drayage-load/{_id}, registered by ../routes.ts. The
 * warehouse's expected arrivals are warehouse-manager/expected-arrivals/{_id} (address-book/warehouse-arrivals.ts).
 */
export const replanRoutes: RoutesPlugin = async (app) => {
  // POST purchase-manager/create-drayage-load/{_id} (a container's id): idempotent (NAMED_CREATES), 'Drayage load created'.
  app.post(
    '/create-drayage-load/:_id',
    {
      config: access.module('purchaseOrders'),
      schema: { params: PurchaseOrderParams, body: NoFieldsRequest, response: { 200: envelopeOf(DrayageLoadData) } },
    },
    async (request) => ok(PURCHASE_ORDER_TEXTS.drayage.created(), await createDrayageLoad(app, callerOf(request), request.params._id)),
  );
};
