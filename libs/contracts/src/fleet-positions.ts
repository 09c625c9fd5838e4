import { Type, type Static } from '@sinclair/typebox';
import { AvailableTrucker, MAX_TRUCK_RADIUS_MILES } from './load-trucks';
import { PageRequest, pageOf } from './loads';

/**
 * Truck positions, truck search and favourites (spec section 7): user-manager/update-trucker-location,
 * user-manager/search-for-truck, favourite-manager/add-fav and remove-fav. docs/modules/fleet.md,
 * "Positions, truck search and favourites (API)".
 */

export const FLEET_POSITION_MESSAGES = {
  locationUpdated: 'Truck location updated',
  trucksFound: 'Trucks found',
  truckNotFound: 'Truck not found',
  /** A carrier company that is not an active partner of the caller's company (add-fav / remove-fav). */
  carrierNotFound: 'Carrier not found',
  /** add-fav / remove-fav given both targets or neither. */
  favouriteTarget: 'Give either a truck (truckerId) or a carrier company (carrierCompanyId)',
  /** Spec section 9. */
  favourite: 'User is now Favourite Successfully',
  unfavourite: 'User is now Unfavourite',
} as const;

export const DEFAULT_SEARCH_RADIUS_MILES = 100;

const Uuid = Type.String({ format: 'uuid' });
const Lat = Type.Number({ minimum: -90, maximum: 90 });
const Lng = Type.Number({ minimum: -180, maximum: 180 });

// --- update-trucker-location/{_id} ---

export const UpdateTruckerLocationRequest = Type.Object(
  {
    lat: Lat,
    lng: Lng,
    speedMph: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
    /** Degrees from north, 0-359. */
    heading: Type.Optional(Type.Integer({ minimum: 0, maximum: 359 })),
    /** When the position was taken (default: now). */
    at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type UpdateTruckerLocationRequest = Static<typeof UpdateTruckerLocationRequest>;

export const TruckerPosition = Type.Object({
  _id: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** "City, ST" nearest to the position (null when the maps provider has none). */
  locationName: Type.Union([Type.Null(), Type.String()]),
  locationAt: Type.String(),
  speedMph: Type.Union([Type.Null(), Type.Integer()]),
  heading: Type.Union([Type.Null(), Type.Integer()]),
  /** The load the truck carries, for which a tracking point was stored; null when it carries none. */
  loadId: Type.Union([Type.Null(), Type.String()]),
});
export type TruckerPosition = Static<typeof TruckerPosition>;

// --- search-for-truck ---

export const SearchForTruckRequest = Type.Object(
  {
    lat: Lat,
    lng: Lng,
    /** Straight-line miles (default DEFAULT_SEARCH_RADIUS_MILES). */
    radiusMiles: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_TRUCK_RADIUS_MILES })),
    /** Trucks with at least one of these equipment types. */
    equipmentTypeIds: Type.Optional(Type.Array(Uuid, { maxItems: 50 })),
    /** A day (YYYY-MM-DD, UTC) on which the truck has no live load. */
    availableOn: Type.Optional(Type.String({ format: 'date' })),
    /** Only trucks the caller favourited, or whose carrier company the caller favourited. */
    favouritesOnly: Type.Optional(Type.Boolean()),
    ...PageRequest,
  },
  { additionalProperties: false },
);
export type SearchForTruckRequest = Static<typeof SearchForTruckRequest>;

/**
 * A found truck: an AvailableTrucker (`equipmentMatch` is true when the truck has one of the asked types) and whether
 * the caller favourited it (`favourite`) and its carrier company (`companyFavourite`; always false for the caller's
 * own trucks: a company is favourited among partners only).
 */
export const FoundTruck = Type.Intersect([AvailableTrucker, Type.Object({ favourite: Type.Boolean(), companyFavourite: Type.Boolean() })]);
export type FoundTruck = Static<typeof FoundTruck>;

/** Found trucks, nearest first. */
export const SearchForTruckData = Type.Intersect([pageOf(FoundTruck), Type.Object({ radiusMiles: Type.Number() })]);
export type SearchForTruckData = Static<typeof SearchForTruckData>;

// --- favourite-manager ---

/**
 * What to favourite: a truck or owner-operator (`truckerId`) or a carrier company (`carrierCompanyId`), exactly one
 * (both or neither is a 400 'favouriteTarget' on `body`).
 */
export const FavouriteRequest = Type.Object({ truckerId: Type.Optional(Uuid), carrierCompanyId: Type.Optional(Uuid) }, { additionalProperties: false });
export type FavouriteRequest = { truckerId: string; carrierCompanyId?: never } | { carrierCompanyId: string; truckerId?: never };

/** The favourite's target as asked, and whether it is now a favourite. */
export const FavouriteResult = Type.Object({
  truckerId: Type.Optional(Type.String()),
  carrierCompanyId: Type.Optional(Type.String()),
  favourite: Type.Boolean(),
});
export type FavouriteResult = Static<typeof FavouriteResult>;
