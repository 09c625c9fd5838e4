import { envelopeOf, isLoadEditable, LoadDetail, LoadHumanIdParams, LoadInput, LoadListRequest, LoadListResponseData, LoadRemoved } from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import { IdParams, ownRecordOr404 } from '../http';
import { access, callerOf } from '../plugins/auth';
import { HttpError, notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { loadBoardRoutes } from './board-routes';
import { bulkLoadRoutes } from './bulk-routes';
import { defaultLoadView } from './list-projection';
import { checkLoadInput } from './load-input';
import { createLoadWriteRepository } from './load-write';
import { routeLoad } from './load-route';
import { truckRoutes } from './truck-routes';
import { createLoadRepository } from './repository';
import { statusText } from '../texts/statuses';

/** Routes of the `load-manager` (spec section 7). Loads are login-only (no module permission). */
export const loadManagerRoutes: RoutesPlugin = async (app) => {
  const loadRepository = createLoadRepository(app.db);
  await app.register(bulkLoadRoutes); // add-bulk-loads, add-load-schedule (bulk-routes.ts)
  await app.register(loadBoardRoutes); // get-all-loads-details, broadcast-load, search-load-by-filter, load-accept-by-fleet (board-routes.ts)
  await app.register(truckRoutes); // load-available-truckers, assign-load-to-truck, sub-loads, load-details-update (truck-routes.ts)

  // Generic list fetch (spec section 7): POST load-manager/load-list { page, limit, status?, search?, sort?, view? }.
  app.post('/load-list', { config: access.user, schema: { body: LoadListRequest, response: { 200: envelopeOf(LoadListResponseData) } } }, async (request) => {
    const caller = callerOf(request);
    const body = request.body;
    const view = body.view ?? defaultLoadView(caller.companyType);
    const data = await loadRepository.list(caller.companyId, {
      page: body.page ?? 1,
      limit: body.limit ?? 20,
      status: body.status,
      search: body.search,
      sort: body.sort,
      view,
    });
    return ok(LOAD_TEXTS.board.listFetched(), data);
  });

  const loadWrites = createLoadWriteRepository(app.db);

  app.post('/add-load', { config: access.user, schema: { body: LoadInput, response: { 200: envelopeOf(LoadDetail) } } }, async (request) => {
    const caller = callerOf(request);
    const found = await checkLoadInput(loadWrites, caller.companyId, request.body, { maps: app.providers.maps, windowsFrom: { now: new Date() } });
    // Positions and distance from the maps provider (load-route.ts); a failing provider leaves the distance empty.
    const routed = await routeLoad(app.providers.maps, request.body, found);
    return ok(LOAD_TEXTS.write.added(), await loadWrites.create(caller.companyId, caller.userId, routed.input, routed.route));
  });

  // The owner sees its load; a carrier sees the loads tendered / awarded to it (loads.carrier_company_id).
  app.get('/load-detail/:_id', { config: access.user, schema: { params: IdParams, response: { 200: envelopeOf(LoadDetail) } } }, async (request) => {
    const load = await loadWrites.detail(callerOf(request).companyId, request.params._id);
    if (!load) throw notFound(LOAD_TEXTS.write.notFound());
    return ok(LOAD_TEXTS.write.fetched(), load);
  });

  app.get(
    '/load-detail-loadId/:_id',
    { config: access.user, schema: { params: LoadHumanIdParams, response: { 200: envelopeOf(LoadDetail) } } },
    async (request) => {
      const load = await loadWrites.detailByLoadId(callerOf(request).companyId, request.params._id);
      if (!load) throw notFound(LOAD_TEXTS.write.notFound());
      return ok(LOAD_TEXTS.write.fetched(), load);
    },
  );

  app.post(
    '/load-update/:_id',
    {
      config: access.user,
      schema: { params: IdParams, body: LoadInput, response: { 200: envelopeOf(LoadDetail) } },
      preValidation: ownRecordOr404(loadWrites.owns, LOAD_TEXTS.write.notFound()),
    },
    async (request) => {
      const caller = callerOf(request);
      // A frozen load is refused before the maps provider is asked (the locked update checks again).
      const current = await loadWrites.status(caller.companyId, request.params._id);
      if (current && !isLoadEditable(current)) throw new HttpError(409, LOAD_TEXTS.write.notEditable({ status: statusText(current) }));
      // Windows the load already has save unchanged even once they have ended; a new or moved one must not have.
      const kept = (await loadWrites.detail(caller.companyId, request.params._id))?.stops ?? [];
      const found = await checkLoadInput(loadWrites, caller.companyId, request.body, {
        loadUuid: request.params._id,
        maps: app.providers.maps,
        windowsFrom: { now: new Date(), kept },
      });
      const routed = await routeLoad(app.providers.maps, request.body, found);
      const outcome = await loadWrites.update(caller.companyId, request.params._id, routed.input, routed.route);
      if (outcome.kind === 'notFound') throw notFound(LOAD_TEXTS.write.notFound());
      if (outcome.kind === 'notEditable') throw new HttpError(409, LOAD_TEXTS.write.notEditable({ status: statusText(outcome.status) }));
      const updated = (await loadWrites.detail(caller.companyId, request.params._id))!;
      return ok(LOAD_TEXTS.write.updated(), { ...updated, route: routed.route });
    },
  );

  app.delete('/remove-load/:_id', { config: access.user, schema: { params: IdParams, response: { 200: envelopeOf(LoadRemoved) } } }, async (request) => {
    const outcome = await loadWrites.remove(callerOf(request).companyId, request.params._id);
    if (outcome === 'notFound') throw notFound(LOAD_TEXTS.write.notFound());
    if (outcome === 'hasOrder') throw new HttpError(409, LOAD_TEXTS.write.hasOrder());
    return ok(LOAD_TEXTS.write.removed(), { _id: request.params._id });
  });
};
