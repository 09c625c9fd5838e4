import type {
  FavouriteRequest,
  FavouriteResult,
  SearchForTruckData,
  SearchForTruckRequest,
  TruckerPosition,
  UpdateTruckerLocationRequest,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Truck positions and truck search (user-manager, spec section 7). docs/modules/fleet.md, "Positions, truck search
 * and favourites (API)".
 */
export const fleetPositions = {
  /** POST user-manager/update-trucker-location/{_id}: moves the truck (and adds a tracking point to the load it carries). */
  updateLocation: (truckerId: string, body: UpdateTruckerLocationRequest, options?: CallOptions) =>
    call<TruckerPosition>(
      'user-manager/update-trucker-location',
      { method: 'POST', url: `user-manager/update-trucker-location/${id(truckerId)}`, data: body },
      options,
    ),
  /** POST user-manager/search-for-truck: trucks near a place, nearest first, paged; each says whether the caller favourited it and its company. */
  search: (body: SearchForTruckRequest, options?: CallOptions) =>
    call<SearchForTruckData>('user-manager/search-for-truck', { method: 'POST', url: 'user-manager/search-for-truck', data: body }, options),
};

/** Favourite trucks and owner-operator carriers (`{truckerId}`) and partner carrier companies (`{carrierCompanyId}`) (favourite-manager, spec section 7). */
export const favouriteManager = {
  /** POST favourite-manager/add-fav: 'User is now Favourite Successfully' (adding twice is harmless). */
  add: (body: FavouriteRequest, options?: CallOptions) =>
    call<FavouriteResult>('favourite-manager/add-fav', { method: 'POST', url: 'favourite-manager/add-fav', data: body }, options),
  /** POST favourite-manager/remove-fav: 'User is now Unfavourite'. */
  remove: (body: FavouriteRequest, options?: CallOptions) =>
    call<FavouriteResult>('favourite-manager/remove-fav', { method: 'POST', url: 'favourite-manager/remove-fav', data: body }, options),
};
