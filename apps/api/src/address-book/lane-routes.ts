import { Type } from '@sinclair/typebox';
import { Lane, LaneInput, LaneListRequest, LanePage, LaneUser, LoadListItem, envelopeOf, type LatLng, type LocationCode } from '@freight/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok, type FieldFailure } from '../plugins/envelope';
import { ADDRESS_BOOK_TEXTS } from './texts';
import type { MapsProvider } from '../providers/maps/types';
import { kmToMiles, round } from '../providers/maps/geo';
import type { RoutesPlugin } from '../types';
import { IdParams, ownRecordOr404 } from '../http';
import { createLaneRepository, type LaneAddress, type LaneRepository } from './lanes-repository';

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
  const errors: FieldFailure[] = [];
  const found = await lanes.addresses(companyId, [input.originAddressId, input.destinationAddressId]);
  const from = found.find((address) => address.id === input.originAddressId);
  const to = found.find((address) => address.id === input.destinationAddressId);
  if (!from) errors.push({ field: 'body.originAddressId', message: ADDRESS_BOOK_TEXTS.lanes.addressNotFound() });
  if (!to) errors.push({ field: 'body.destinationAddressId', message: ADDRESS_BOOK_TEXTS.lanes.addressNotFound() });
  if (input.originAddressId === input.destinationAddressId) errors.push({ field: 'body.destinationAddressId', message: ADDRESS_BOOK_TEXTS.lanes.sameEnds() });
  const userIds = input.userIds ?? [];
  const allowed = await lanes.allowedTruckers(companyId, userIds);
  userIds.forEach((id, index) => {
    if (!allowed.has(id)) errors.push({ field: `body.userIds.${index}`, message: ADDRESS_BOOK_TEXTS.lanes.unknownUser() });
  });
  if (errors.length > 0 || !from || !to) throw badRequest(errors);
  return { from, to };
}

/** Routes of the `lane-manager` (spec section 7; docs/modules/address.md). Module `address`. */
export const laneManagerRoutes: RoutesPlugin = async (app) => {
  const lanes = createLaneRepository(app.db);

  const laneOf = async (companyId: string, id: string) => {
    const lane = await lanes.find(companyId, id);
    if (!lane) throw notFound(ADDRESS_BOOK_TEXTS.lanes.notFound());
    return lane;
  };

  app.post('/lane-list', { config: access.module('address'), schema: { body: LaneListRequest, response: { 200: envelopeOf(LanePage) } } }, async (request) => {
    const caller = callerOf(request);
    const { page = 1, limit = 20, search } = request.body;
    return ok(ADDRESS_BOOK_TEXTS.lanes.listFetched(), await lanes.list(caller.companyId, { page, limit, search }));
  });

  app.get('/lanes', { config: access.module('address'), schema: { response: { 200: envelopeOf(Type.Array(Lane)) } } }, async (request) =>
    ok(ADDRESS_BOOK_TEXTS.lanes.listFetched(), await lanes.all(callerOf(request).companyId)),
  );

  app.get('/detail-lane/:_id', { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Lane) } } }, async (request) =>
    ok(ADDRESS_BOOK_TEXTS.lanes.fetched(), await laneOf(callerOf(request).companyId, request.params._id)),
  );

  app.post('/add-lane', { config: access.module('address'), schema: { body: LaneInput, response: { 200: envelopeOf(Lane) } } }, async (request) => {
    const caller = callerOf(request);
    const { from, to } = await checkLaneInput(lanes, caller.companyId, request.body);
    const distanceMiles = await laneMiles(app.providers.maps, request.log, from, to);
    const lane = await lanes.create(caller.companyId, caller.userId, { input: request.body, distanceMiles });
    return ok(ADDRESS_BOOK_TEXTS.lanes.added(), lane);
  });

  app.put(
    '/update-lane/:_id',
    {
      config: access.module('address'),
      schema: { params: IdParams, body: LaneInput, response: { 200: envelopeOf(Lane) } },
      preValidation: ownRecordOr404(lanes.exists, ADDRESS_BOOK_TEXTS.lanes.notFound()),
    },
    async (request) => {
      const caller = callerOf(request);
      const { from, to } = await checkLaneInput(lanes, caller.companyId, request.body);
      const distanceMiles = await laneMiles(app.providers.maps, request.log, from, to);
      const lane = await lanes.update(caller.companyId, request.params._id, { input: request.body, distanceMiles });
      if (!lane) throw notFound(ADDRESS_BOOK_TEXTS.lanes.notFound());
      return ok(ADDRESS_BOOK_TEXTS.lanes.updated(), lane);
    },
  );

  app.delete(
    '/remove-lane/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Removed) } } },
    async (request) => {
      const caller = callerOf(request);
      if (!(await lanes.remove(caller.companyId, request.params._id))) throw notFound(ADDRESS_BOOK_TEXTS.lanes.notFound());
      return ok(ADDRESS_BOOK_TEXTS.lanes.removed(), { _id: request.params._id });
    },
  );

  app.get(
    '/get-lane-users/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Type.Array(LaneUser)) } } },
    async (request) => {
      const caller = callerOf(request);
      const lane = await laneOf(caller.companyId, request.params._id);
      return ok(ADDRESS_BOOK_TEXTS.lanes.usersFetched(), await lanes.users(caller.companyId, lane._id));
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
        return ok(
          which === 'past' ? ADDRESS_BOOK_TEXTS.lanes.pastLoadsFetched() : ADDRESS_BOOK_TEXTS.lanes.currentLoadsFetched(),
          await lanes.loads(caller.companyId, lane, which),
        );
      },
    );
  }
};
