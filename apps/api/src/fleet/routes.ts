import {
  Trucker,
  TruckerInput,
  TruckerLaneListRequest,
  TruckerLaneOptions,
  TruckerListRequest,
  TruckerPositions,
  TruckerPositionsRequest,
  TruckerPage,
  TruckerRemoved,
  TruckerUpdateListRequest,
  TruckerUpdateListResult,
  envelopeOf,
} from '@freight/contracts';
import { IdParams, ownRecordOr404 } from '../http';
import { access, callerOf } from '../plugins/auth';
import { badRequest, HttpError, notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { checkTruckerInput, statusErrors } from './trucker-input';
import { FLEET_TEXTS } from './texts';
import { createTruckerRepository } from './truckers';

/**
 * The fleet's truck calls under `user-manager/` (spec section 7): my-trucker-list, add-trucker, update-trucker,
 * my-trucker-detail, remove-trucker, trucker-update-list, trucker-list-lane; ours: trucker-positions (the fleet map),
 * trucker-lanes (the carrier form's lanes). Module `carrier`; every record is the caller's company's
 * (another company's truck is a 404). docs/modules/fleet.md, "Trucks (API)".
 */
export const fleetTruckRoutes: RoutesPlugin = async (app) => {
  const truckers = createTruckerRepository(app.db);
  const carrier = access.module('carrier');

  app.post('/my-trucker-list', { config: carrier, schema: { body: TruckerListRequest, response: { 200: envelopeOf(TruckerPage) } } }, async (request) => {
    const { companyId } = callerOf(request);
    const { page = 1, limit = 20, search, kind, status, equipmentId } = request.body;
    return ok(FLEET_TEXTS.trucks.fetched(), await truckers.list(companyId, { page, limit, search, kind, status, equipmentId }));
  });

  app.post('/trucker-list-lane', { config: carrier, schema: { body: TruckerLaneListRequest, response: { 200: envelopeOf(TruckerPage) } } }, async (request) => {
    const { companyId } = callerOf(request);
    const { page = 1, limit = 20, laneId } = request.body;
    if (!(await truckers.laneExists(companyId, laneId))) throw notFound(FLEET_TEXTS.trucks.laneNotFound());
    return ok(FLEET_TEXTS.trucks.fetched(), await truckers.listByLane(companyId, { page, limit, laneId }));
  });

  app.post(
    '/trucker-positions',
    { config: carrier, schema: { body: TruckerPositionsRequest, response: { 200: envelopeOf(TruckerPositions) } } },
    async (request) => {
      const { search, kind, status, equipmentId } = request.body;
      return ok(FLEET_TEXTS.trucks.positionsFetched(), await truckers.positions(callerOf(request).companyId, { search, kind, status, equipmentId }));
    },
  );

  app.get('/trucker-lanes', { config: carrier, schema: { response: { 200: envelopeOf(TruckerLaneOptions) } } }, async (request) =>
    ok(FLEET_TEXTS.trucks.lanesFetched(), await truckers.laneOptions(callerOf(request).companyId)),
  );

  app.get('/my-trucker-detail/:_id', { config: carrier, schema: { params: IdParams, response: { 200: envelopeOf(Trucker) } } }, async (request) => {
    const trucker = await truckers.find(callerOf(request).companyId, request.params._id);
    if (!trucker) throw notFound(FLEET_TEXTS.trucks.notFound());
    return ok(FLEET_TEXTS.trucks.detailFetched(), trucker);
  });

  app.post('/add-trucker', { config: carrier, schema: { body: TruckerInput, response: { 200: envelopeOf(Trucker) } } }, async (request) => {
    const { companyId } = callerOf(request);
    await checkTruckerInput(truckers, companyId, request.body);
    return ok(FLEET_TEXTS.trucks.added(), await truckers.create(companyId, request.body));
  });

  app.post(
    '/update-trucker/:_id',
    {
      config: carrier,
      schema: { params: IdParams, body: TruckerInput, response: { 200: envelopeOf(Trucker) } },
      preValidation: ownRecordOr404(truckers.exists, FLEET_TEXTS.trucks.notFound()),
    },
    async (request) => {
      const { companyId } = callerOf(request);
      const id = request.params._id;
      await checkTruckerInput(truckers, companyId, request.body, id);
      const updated = await truckers.update(companyId, id, request.body);
      if (!updated) throw notFound(FLEET_TEXTS.trucks.notFound());
      return ok(FLEET_TEXTS.trucks.updated(), updated);
    },
  );

  app.delete('/remove-trucker/:_id', { config: carrier, schema: { params: IdParams, response: { 200: envelopeOf(TruckerRemoved) } } }, async (request) => {
    const { companyId } = callerOf(request);
    const id = request.params._id;
    if (!(await truckers.exists(companyId, id))) throw notFound(FLEET_TEXTS.trucks.notFound());
    const carried = await truckers.liveLoadOf(id);
    if (carried) throw new HttpError(409, FLEET_TEXTS.trucks.carriesLoad({ loadId: carried }));
    if (!(await truckers.remove(companyId, id))) throw notFound(FLEET_TEXTS.trucks.notFound());
    return ok(FLEET_TEXTS.trucks.removed(), { _id: id });
  });

  app.post(
    '/trucker-update-list',
    { config: carrier, schema: { body: TruckerUpdateListRequest, response: { 200: envelopeOf(TruckerUpdateListResult) } } },
    async (request) => {
      const { companyId } = callerOf(request);
      const { ids, status } = request.body;
      const refused = statusErrors(status);
      if (refused.length > 0) throw badRequest(refused);
      const updated = await truckers.setStatus(companyId, ids, status);
      // One id not the company's (or removed): nothing changes, and the caller learns only that it is not found.
      if (!updated) throw notFound(FLEET_TEXTS.trucks.notFound());
      return ok(FLEET_TEXTS.trucks.listUpdated(), { updated });
    },
  );
};
