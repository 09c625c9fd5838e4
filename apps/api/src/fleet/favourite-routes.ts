import { FavouriteRequest, FavouriteResult, envelopeOf, type FavouriteResult as Result } from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { addFavourite, removeFavourite, targetOf, type FavouriteTarget } from './favourites';
import { FLEET_TEXTS } from './texts';

const resultOf = (target: FavouriteTarget, favourite: boolean): Result =>
  target.kind === 'trucker' ? { truckerId: target.id, favourite } : { carrierCompanyId: target.id, favourite };

/**
 * favourite-manager/add-fav and remove-fav (spec section 7; any signed-in user; spec section 9's messages): a truck
 * or owner-operator (`{truckerId}`) or a partner carrier company (`{carrierCompanyId}`).
 */
export const favouriteRoutes: RoutesPlugin = async (app) => {
  app.post('/add-fav', { config: access.user, schema: { body: FavouriteRequest, response: { 200: envelopeOf(FavouriteResult) } } }, async (request) => {
    const caller = callerOf(request);
    const target = targetOf(request.body);
    await addFavourite(app.db, caller.companyId, caller.userId, target);
    return ok(FLEET_TEXTS.favourites.favourite(), resultOf(target, true));
  });

  app.post('/remove-fav', { config: access.user, schema: { body: FavouriteRequest, response: { 200: envelopeOf(FavouriteResult) } } }, async (request) => {
    const caller = callerOf(request);
    const target = targetOf(request.body);
    await removeFavourite(app.db, caller.companyId, caller.userId, target);
    return ok(FLEET_TEXTS.favourites.unfavourite(), resultOf(target, false));
  });
};
