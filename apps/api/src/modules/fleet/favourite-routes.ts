import { FLEET_POSITION_MESSAGES, FavouriteRequest, FavouriteResult, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { addFavourite, removeFavourite } from './favourites';

/** favourite-manager/add-fav and remove-fav (spec section 7; any signed-in user; spec section 9's messages). */
export const favouriteRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/add-fav',
    { config: access.user, schema: { body: FavouriteRequest, response: { 200: envelopeOf(FavouriteResult) } } },
    async (request) => {
      const caller = callerOf(request);
      await addFavourite(app.db, caller.companyId, caller.userId, request.body.truckerId);
      return ok(FLEET_POSITION_MESSAGES.favourite, { truckerId: request.body.truckerId, favourite: true });
    },
  );

  app.post(
    '/remove-fav',
    { config: access.user, schema: { body: FavouriteRequest, response: { 200: envelopeOf(FavouriteResult) } } },
    async (request) => {
      const caller = callerOf(request);
      await removeFavourite(app.db, caller.companyId, caller.userId, request.body.truckerId);
      return ok(FLEET_POSITION_MESSAGES.unfavourite, { truckerId: request.body.truckerId, favourite: false });
    },
  );
};
