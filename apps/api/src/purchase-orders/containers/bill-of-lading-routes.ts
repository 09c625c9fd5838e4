import { Type } from '@sinclair/typebox';
import { BillOfLadingParams, PurchaseOrderTracking, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { containerTrackings, ordersByBillOfLading } from './views';
import { PURCHASE_ORDER_TEXTS } from '../texts';

/**
 * GET integration-manager/purchase-order-tracking/{bill_of_lading}: registered under integration-manager (its spec
 * path). The company's purchase orders with this bill of lading (any case) and every container's whole story
 * (PurchaseOrderTracking; `?positions=none` without the track points); 404 noBillOfLading. docs/modules/purchase-orders.md, "Container tracking".
 */
/** `?positions=none` leaves the track points out (a long voyage has hundreds per container); default `all`. */
const TrackingQuery = Type.Object({ positions: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('none')])) }, { additionalProperties: false });

export const billOfLadingTrackingRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/purchase-order-tracking/:bill_of_lading',
    {
      config: access.module('purchaseOrders'),
      schema: { params: BillOfLadingParams, querystring: TrackingQuery, response: { 200: envelopeOf(PurchaseOrderTracking) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const found = await ordersByBillOfLading(app.db, caller.companyId, request.params.bill_of_lading);
      if (!found) throw notFound(PURCHASE_ORDER_TEXTS.tracking.noBillOfLading());
      return ok(PURCHASE_ORDER_TEXTS.tracking.fetched(), {
        billOfLading: found.orders[0]!.bill_of_lading,
        purchaseOrders: found.orders.map((order) => ({ _id: order.id, poNumber: order.po_number, status: order.status })),
        containers: await containerTrackings(app.db, caller.companyId, found.containerIds, { positions: request.query.positions !== 'none' }),
      });
    },
  );
};
