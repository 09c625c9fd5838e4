import { Type } from '@sinclair/typebox';
import {
  ContainerLocation,
  ContainerLocationsRequest,
  ContainerLookupRequest,
  ContainerTracking,
  OpenBoardData,
  PurchaseOrderParams,
  containerCheckDigit,
  envelopeOf,
  isValidContainerNumber,
  normaliseContainerNumber,
} from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { badRequest, notFound, ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { registerContainerTrackingJob } from './plugin';
import { AT_SEA_OR_IN_PORT, containerIdByNumber, containerLocations, containerTrackings, openBoard } from './views';
import { vizionWebhookRoutes } from './webhook-routes';
import { PURCHASE_ORDER_TEXTS } from '../texts';

/** The normalised number, or a 400 naming what is wrong with it. */
function checkedContainerNumber(typed: string, field = 'containerNumber'): string {
  const number = normaliseContainerNumber(typed);
  if (isValidContainerNumber(number)) return number;
  const digit = /^[A-Z]{3}[UJZ][0-9]{7}$/.test(number) ? containerCheckDigit(number.slice(0, 10)) : null;
  throw badRequest([{ field, message: digit === null ? PURCHASE_ORDER_TEXTS.write.invalidFormat() : PURCHASE_ORDER_TEXTS.write.wrongCheckDigit({ digit }) }]);
}

/**
 * Container tracking routes of the purchase-manager (docs/modules/purchase-orders.md, "Container tracking"), module
 * purchaseOrders, all scoped to the caller's company:
 *
 *   POST get-vizion-container                 { containerNumber } → ContainerTracking (normalised; 400 bad check
 *                                             digit; 404 unknownContainer)
 *   GET  get-vizion-container-location/{_id}  a container's id → ContainerLocation (404 containerNotFound, also when
 *                                             it has no position yet)
 *   POST container-locations                  { statuses? } → ContainerLocation[]: open orders' containers with a
 *                                             position (default: at sea or in port)
 *   GET  open-board                           OpenBoardData: open orders, their containers' next milestone and ETA
 *   POST vizion-webhook                        public: Vizion's update posts (./webhook-routes.ts)
 *
 * Also starts the tracking job (./plugin.ts) with the server.
 */
export const containerTrackingRoutes: RoutesPlugin = async (app) => {
  registerContainerTrackingJob(app);
  await app.register(vizionWebhookRoutes);

  app.post(
    '/get-vizion-container',
    { config: access.module('purchaseOrders'), schema: { body: ContainerLookupRequest, response: { 200: envelopeOf(ContainerTracking) } } },
    async (request) => {
      const caller = callerOf(request);
      const number = checkedContainerNumber(request.body.containerNumber);
      const id = await containerIdByNumber(app.db, caller.companyId, number);
      const [tracking] = id ? await containerTrackings(app.db, caller.companyId, [id]) : [];
      if (!tracking) throw notFound(PURCHASE_ORDER_TEXTS.tracking.unknownContainer());
      return ok(PURCHASE_ORDER_TEXTS.tracking.fetched(), tracking);
    },
  );

  app.get(
    '/get-vizion-container-location/:_id',
    { config: access.module('purchaseOrders'), schema: { params: PurchaseOrderParams, response: { 200: envelopeOf(ContainerLocation) } } },
    async (request) => {
      const caller = callerOf(request);
      const [location] = await containerLocations(app.db, caller.companyId, [], request.params._id);
      if (!location) throw notFound(PURCHASE_ORDER_TEXTS.orders.containerNotFound());
      return ok(PURCHASE_ORDER_TEXTS.tracking.fetched(), location);
    },
  );

  app.post(
    '/container-locations',
    { config: access.module('purchaseOrders'), schema: { body: ContainerLocationsRequest, response: { 200: envelopeOf(Type.Array(ContainerLocation)) } } },
    async (request) => {
      const caller = callerOf(request);
      return ok(PURCHASE_ORDER_TEXTS.tracking.fetched(), await containerLocations(app.db, caller.companyId, request.body.statuses ?? AT_SEA_OR_IN_PORT));
    },
  );

  app.get('/open-board', { config: access.module('purchaseOrders'), schema: { response: { 200: envelopeOf(OpenBoardData) } } }, async (request) => {
    const caller = callerOf(request);
    const now = new Date();
    return ok(PURCHASE_ORDER_TEXTS.tracking.fetched(), { rows: await openBoard(app.db, caller.companyId, now), generatedAt: now.toISOString() });
  });
};
