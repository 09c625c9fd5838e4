import type { FastifyRequest } from 'fastify';
import {
  DELIVER_BODY_LIMIT,
  DeliverRequest,
  DriverAssignment,
  DriverChatTokenHeaders,
  DriverLocationRequest,
  DriverLocationResult,
  DriverStatusRequest,
  LOCATION_SHARING_STATUSES,
  envelopeOf,
} from '@freight/contracts';
import { access } from '../plugins/auth';
import { HttpError, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { SHIPMENT_TEXTS } from './texts';
import { updateTruckerLocation } from '../tracking';
import { deliver, detailStatus, driverAssignment, updateDriverStatus } from './driver-steps';
import { driverOfRequest } from '../sessions/driver-links';

/**
 * The driver's calls (driver-manager/): assignment, update-status, deliver, update-location. No login: the driver
 * link's token in X-Driver-Token is the whole authority and reaches one assignment; a missing, invalid, expired or
 * revoked token is a 401. update-status and deliver take an Idempotency-Key (the page's offline queue resends them).
 * docs/modules/fleet.md, "Driver pages".
 */
export const driverRoutes: RoutesPlugin = async (app) => {
  const open = access.public;

  const driverOf = (request: FastifyRequest) => driverOfRequest(app, request);

  app.get('/assignment', { config: open, schema: { headers: DriverChatTokenHeaders, response: { 200: envelopeOf(DriverAssignment) } } }, async (request) =>
    ok(SHIPMENT_TEXTS.driver.assignmentFetched(), await driverAssignment(app.db, await driverOf(request))),
  );

  app.post(
    '/update-status',
    { config: open, schema: { headers: DriverChatTokenHeaders, body: DriverStatusRequest, response: { 200: envelopeOf(DriverAssignment) } } },
    async (request) => {
      const link = await driverOf(request);
      await updateDriverStatus(app.db, link, request.body);
      return ok(SHIPMENT_TEXTS.driver.statusUpdated(), await driverAssignment(app.db, link));
    },
  );

  app.post(
    '/deliver',
    {
      config: open,
      bodyLimit: DELIVER_BODY_LIMIT,
      schema: { headers: DriverChatTokenHeaders, body: DeliverRequest, response: { 200: envelopeOf(DriverAssignment) } },
    },
    async (request) => {
      const link = await driverOf(request);
      await deliver(app.db, link, request.body);
      return ok(SHIPMENT_TEXTS.driver.delivered(), await driverAssignment(app.db, link));
    },
  );

  app.post(
    '/update-location',
    { config: open, schema: { headers: DriverChatTokenHeaders, body: DriverLocationRequest, response: { 200: envelopeOf(DriverLocationResult) } } },
    async (request) => {
      const link = await driverOf(request);
      const status = await detailStatus(app.db, link);
      // Only between pickup and delivery: the page stops sharing at delivery, the server refuses what comes anyway.
      if (!status || !LOCATION_SHARING_STATUSES.includes(status)) throw new HttpError(409, SHIPMENT_TEXTS.driver.locationNotNow());
      const position = await updateTruckerLocation(app.db, app.providers.maps, link.carrierCompanyId, link.truckerId, request.body);
      return ok(SHIPMENT_TEXTS.driver.locationShared(), { lat: position.lat, lng: position.lng, at: position.locationAt });
    },
  );
};
