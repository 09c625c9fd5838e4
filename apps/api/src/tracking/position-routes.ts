import { SearchForTruckData, SearchForTruckRequest, TruckerPosition, UpdateTruckerLocationRequest, envelopeOf } from '@freight/contracts';
import { IdParams } from '../http';
import { access, callerOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { TRACKING_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { updateTruckerLocation } from './positions';
import { searchForTruck } from '../fleet';

/**
 * user-manager/update-trucker-location/{_id} and user-manager/search-for-truck (spec section 7; module `carrier`).
 * Registered as its own plugin under the /user-manager prefix. docs/modules/fleet.md, "Positions, truck search and
 * favourites (API)".
 */
export const fleetPositionRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/update-trucker-location/:_id',
    { config: access.module('carrier'), schema: { params: IdParams, body: UpdateTruckerLocationRequest, response: { 200: envelopeOf(TruckerPosition) } } },
    async (request) => {
      const caller = callerOf(request);
      const data = await updateTruckerLocation(app.db, app.providers.maps, caller.companyId, request.params._id, request.body);
      return ok(TRACKING_TEXTS.positions.locationUpdated(), data);
    },
  );

  app.post(
    '/search-for-truck',
    { config: access.module('carrier'), schema: { body: SearchForTruckRequest, response: { 200: envelopeOf(SearchForTruckData) } } },
    async (request) => {
      const caller = callerOf(request);
      return ok(TRACKING_TEXTS.positions.trucksFound(), await searchForTruck(app.db, caller.companyId, request.body, caller.userId));
    },
  );
};
