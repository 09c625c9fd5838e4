import { Type } from '@sinclair/typebox';
import {
  ADDRESS_MESSAGES,
  Lane,
  LaneInput,
  LaneListRequest,
  LanePage,
  LaneUser,
  LoadListItem,
  envelopeOf,
  type FieldError,
  type LatLng,
  type LocationCode,
} from '@freight/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import type { MapsProvider } from '../providers/maps/types';
import { kmToMiles, round } from '../providers/maps/geo';
import type { RoutesPlugin } from '../types';
import { IdParams, ownRecordOr404 } from '../http';
import { createLaneRepository, type LaneAddress, type LaneRepository } from './lanes-repository';

export const LANE_NOT_FOUND = 'Lane not found';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const SAME_ENDS_MESSAGE = 'Origin and destination must be different addresses';
export const UNKNOWN_USER_MESSAGE = 'Unknown user';

const Removed = Type.Object({ _id: Type.String() });

/** The position of a lane end: the address's own, else its postal code geocoded; null when neither is known. */
async function positionOf(maps: MapsProvider, address: LaneAddress): Promise<LatLng | null> {
  if (address.lat !== null && address.lng !== null) return { lat: address.lat, lng: address.lng };
  const place = await maps.geocodePostalCode(address.postalCode, address.country as LocationCode);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

/** Road miles between two addresses by the maps provider (1 decimal); null when the provider cannot tell. */
async function laneMiles(maps: MapsProvider, log: FastifyBaseLogger, from: LaneAddress, to: LaneAddress): Promise<number | null> {
  try {
    const [a, b] = await Promise.all([positionOf(maps, from), positionOf(maps, to)]);
    if (!a || !b) return null;
    const route = await maps.route(a, b);
    return route ? round(kmToMiles(route.distanceKm), 1) : null;
  } catch (error) {
    // The lane is still worth saving without a distance when a remote provider fails.
    log.warn({ err: error }, 'lane distance: maps provider failed');
    return null;
  }
}

/** The checks of a lane's input against the company's data; returns the two ends. */
async function checkLaneInput(lanes: LaneRepository, companyId: string, input: LaneInput) {
  const errors: FieldError[] = [];
  const found = await lanes.addresses(companyId, [input.originAddressId, input.destinationAddressId]);
  const from = found.find((address) => address.id === input.originAddressId);
  const to = found.find((address) => address.id === input.destinationAddressId);
  if (!from) errors.push({ field: 'body.originAddressId', message: ADDRESS_NOT_FOUND });
  if (!to) errors.push({ field: 'body.destinationAddressId', message: ADDRESS_NOT_FOUND });
  if (input.originAddressId === input.destinationAddressId) errors.push({ field: 'body.destinationAddressId', message: SAME_ENDS_MESSAGE });
  const userIds = input.userIds ?? [];
  const allowed = await lanes.allowedTruckers(companyId, userIds);
  userIds.forEach((id, index) => {
    if (!allowed.has(id)) errors.push({ field: `body.userIds.${index}`, message: UNKNOWN_USER_MESSAGE });
  });
  if (errors.length > 0 || !from || !to) throw badRequest(errors);
  return { from, to };
}

/** Routes of the `lane-manager` (spec section 7; docs/modules/address.md). Module `address`. */
export const laneManagerRoutes: RoutesPlugin = async (app) => {
  const lanes = createLaneRepository(app.db);

  const laneOf = async (companyId: string, id: string) => {
    const lane = await lanes.find(companyId, id);
    if (!lane) throw notFound(LANE_NOT_FOUND);
    return lane;
  };

  app.post(
    '/lane-list',
    { config: access.module('address'), schema: { body: LaneListRequest, response: { 200: envelopeOf(LanePage) } } },
    async (request) => {
      const caller = callerOf(request);
      const { page = 1, limit = 20, search } = request.body;
      return ok('Lanes fetched', await lanes.list(caller.companyId, { page, limit, search }));
    },
  );

  app.get(
    '/lanes',
    { config: access.module('address'), schema: { response: { 200: envelopeOf(Type.Array(Lane)) } } },
    async (request) => ok('Lanes fetched', await lanes.all(callerOf(request).companyId)),
  );

  app.get(
    '/detail-lane/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Lane) } } },
    async (request) => ok('Lane fetched', await laneOf(callerOf(request).companyId, request.params._id)),
  );

  app.post(
    '/add-lane',
    { config: access.module('address'), schema: { body: LaneInput, response: { 200: envelopeOf(Lane) } } },
    async (request) => {
      const caller = callerOf(request);
      const { from, to } = await checkLaneInput(lanes, caller.companyId, request.body);
      const distanceMiles = await laneMiles(app.providers.maps, request.log, from, to);
      const lane = await lanes.create(caller.companyId, caller.userId, { input: request.body, distanceMiles });
      return ok(ADDRESS_MESSAGES.laneAdded, lane);
    },
  );

  app.put(
    '/update-lane/:_id',
    {
      config: access.module('address'),
      schema: { params: IdParams, body: LaneInput, response: { 200: envelopeOf(Lane) } },
      preValidation: ownRecordOr404(lanes.exists, LANE_NOT_FOUND),
    },
    async (request) => {
      const caller = callerOf(request);
      const { from, to } = await checkLaneInput(lanes, caller.companyId, request.body);
      const distanceMiles = await laneMiles(app.providers.maps, request.log, from, to);
      const lane = await lanes.update(caller.companyId, request.params._id, { input: request.body, distanceMiles });
      if (!lane) throw notFound(LANE_NOT_FOUND);
      return ok(ADDRESS_MESSAGES.laneUpdated, lane);
    },
  );

  app.delete(
    '/remove-lane/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Removed) } } },
    async (request) => {
      const caller = callerOf(request);
      if (!(await lanes.remove(caller.companyId, request.params._id))) throw notFound(LANE_NOT_FOUND);
      return ok(ADDRESS_MESSAGES.laneRemoved, { _id: request.params._id });
    },
  );

  app.get(
    '/get-lane-users/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Type.Array(LaneUser)) } } },
    async (request) => {
      const caller = callerOf(request);
      const lane = await laneOf(caller.companyId, request.params._id);
      return ok('Lane users fetched', await lanes.users(caller.companyId, lane._id));
    },
  );

  for (const [path, which] of [
    ['/get-pastloads-lane/:_id', 'past'],
    ['/get-currentloads-lane/:_id', 'current'],
  ] as const) {
    app.get(
      path,
      { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Type.Array(LoadListItem)) } } },
      async (request) => {
        const caller = callerOf(request);
        const lane = await laneOf(caller.companyId, request.params._id);
        return ok(which === 'past' ? 'Past loads fetched' : 'Current loads fetched', await lanes.loads(caller.companyId, lane, which));
      },
    );
  }
};
