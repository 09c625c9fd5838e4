import { Type, type Static } from '@sinclair/typebox';
import { PageRequest, StringEnum, pageOf } from './loads';
import { ADDRESS_TAGS, LOCATIONS } from './statuses';
import { PHONE_PATTERN, POSTAL_CODE_PATTERN } from './patterns';

/**
 * The address module's calls (spec section 7: address-manager, warehouse-manager, lane-manager, the maps helpers and
 * integration-manager/get-sap-customer). Field rules not in the spec are ours; docs/modules/address.md lists them.
 */

export { PHONE_PATTERN, POSTAL_CODE_PATTERN };
/** Spec section 5: the zip check's message. */
export const ZIP_MISMATCH_MESSAGE = "Postal Zipcode doesn't match with Locality City";

const text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const optionalText = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

export const LatLng = Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) });
export type LatLng = Static<typeof LatLng>;

const postalFields = {
  street1: text(200),
  street2: optionalText(200),
  city: text(100),
  state: text(60),
  postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN, maxLength: 10, examples: ['90210'] }),
  country: StringEnum(LOCATIONS),
  contactName: optionalText(120),
  contactPhone: Type.Optional(
    Type.Union([Type.String({ pattern: PHONE_PATTERN, maxLength: 25, examples: ['+1 310 555 0100'] }), Type.Literal(''), Type.Null()]),
  ),
  contactEmail: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal(''), Type.Null()])),
  openingHours: optionalText(200),
};

// ---------------------------------------------------------------------------------------------------------------
// Addresses

export const AddressInput = Type.Object(
  {
    tag: StringEnum(ADDRESS_TAGS),
    name: text(120),
    ...postalFields,
    isDefault: Type.Optional(Type.Boolean()),
    notes: optionalText(1000),
    erpCustomerId: optionalText(60),
  },
  { additionalProperties: false },
);
export type AddressInput = Static<typeof AddressInput>;

export const Address = Type.Object({
  _id: Type.String(),
  tag: StringEnum(ADDRESS_TAGS),
  name: Type.String(),
  street1: Type.String(),
  street2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: StringEnum(LOCATIONS),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  contactName: Type.Union([Type.String(), Type.Null()]),
  contactPhone: Type.Union([Type.String(), Type.Null()]),
  contactEmail: Type.Union([Type.String(), Type.Null()]),
  openingHours: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
  notes: Type.Union([Type.String(), Type.Null()]),
  erpCustomerId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Address = Static<typeof Address>;

/** POST address-manager/address-list (also ?tag=…): a page of the company's addresses. */
export const AddressListRequest = Type.Object({ ...PageRequest, search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });
export type AddressListRequest = Static<typeof AddressListRequest>;
export const TagQuery = Type.Object({ tag: Type.Optional(StringEnum(ADDRESS_TAGS)) }, { additionalProperties: false });
export const AddressPage = pageOf(Address);

// ---------------------------------------------------------------------------------------------------------------
// Warehouses

export const WarehouseInput = Type.Object(
  {
    name: text(120),
    code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }),
    tag: Type.Optional(text(60)),
    ...postalFields,
    capacityPallets: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    availablePallets: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    dockDoors: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WarehouseInput = Static<typeof WarehouseInput>;

export const Warehouse = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  tag: Type.String(),
  street1: Type.String(),
  street2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: StringEnum(LOCATIONS),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  contactName: Type.Union([Type.String(), Type.Null()]),
  contactPhone: Type.Union([Type.String(), Type.Null()]),
  contactEmail: Type.Union([Type.String(), Type.Null()]),
  openingHours: Type.Union([Type.String(), Type.Null()]),
  capacityPallets: Type.Integer(),
  availablePallets: Type.Integer(),
  dockDoors: Type.Integer(),
  isActive: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Warehouse = Static<typeof Warehouse>;

/** POST warehouse-manager/warehouse-list?tag=… */
export const WarehouseListRequest = AddressListRequest;
export const WarehouseTagQuery = Type.Object({ tag: Type.Optional(text(60)) }, { additionalProperties: false });
export const WarehousePage = pageOf(Warehouse);

/** POST warehouse-manager/availability: pallets free now in one warehouse. */
export const WarehouseAvailabilityRequest = Type.Object({ warehouseId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export const WarehouseAvailability = Type.Object({
  warehouseId: Type.String(),
  capacityPallets: Type.Integer(),
  availablePallets: Type.Integer(),
  usedPallets: Type.Integer(),
  utilisation: Type.Number(),
  updatedAt: Type.String(),
});
export type WarehouseAvailability = Static<typeof WarehouseAvailability>;

/** POST warehouse-manager/products: stock of a warehouse. */
export const WarehouseProductsRequest = Type.Object(
  { warehouseId: Type.String({ format: 'uuid' }), search: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export const WarehouseProduct = Type.Object({
  productId: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  quantity: Type.Integer(),
  pallets: Type.Integer(),
});
export type WarehouseProduct = Static<typeof WarehouseProduct>;

// ---------------------------------------------------------------------------------------------------------------
// Lanes

export const LaneInput = Type.Object(
  {
    name: text(120),
    originAddressId: Type.String({ format: 'uuid' }),
    destinationAddressId: Type.String({ format: 'uuid' }),
    userIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100, uniqueItems: true })),
    targetRate: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000 }), Type.Null()])),
    loadsPerWeek: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
    notes: optionalText(1000),
  },
  { additionalProperties: false },
);
export type LaneInput = Static<typeof LaneInput>;

export const LaneEnd = Type.Object({
  addressId: Type.String(),
  name: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
});

export const Lane = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  origin: LaneEnd,
  destination: LaneEnd,
  distanceMiles: Type.Union([Type.Number(), Type.Null()]),
  targetRate: Type.Union([Type.Number(), Type.Null()]),
  loadsPerWeek: Type.Union([Type.Integer(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  userCount: Type.Integer(),
  createdAt: Type.String(),
});
export type Lane = Static<typeof Lane>;
export const LaneListRequest = AddressListRequest;
export const LanePage = pageOf(Lane);

export const LaneUser = Type.Object({
  _id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
});
export type LaneUser = Static<typeof LaneUser>;

// ---------------------------------------------------------------------------------------------------------------
// Maps helpers

/**
 * A place as people type it, as the Google APIs these calls mirror take it: "lat,lng", a US ZIP or Canadian postal
 * code, an address ending with one, "City, ST" (US state code) or "City, Province" (Canadian province name or code).
 * The API reads it (apps/api/src/providers/maps/places.ts) and answers 400 naming a place it cannot find. Letters of
 * any script, digits, spaces and the punctuation of addresses (.,'’#&()/-); '|' separates places in a list.
 */
export const PLACE_PATTERN = "^(?=.*[\\p{L}\\p{N}])[\\p{L}\\p{M}\\p{N} .,'’#&()/-]+$";
export const PlaceText = Type.String({ minLength: 1, maxLength: 100, pattern: PLACE_PATTERN, examples: ['Chicago, IL'] });
/** GET getdirection-json/{origin}/{destination}: each a PlaceText (percent-encoded in the path). */
export const DirectionParams = Type.Object({ origin: PlaceText, destination: PlaceText }, { additionalProperties: false });
/** At most this many origins, and as many destinations, per distance matrix (Google's limit). */
export const MAX_MATRIX_PLACES = 25;
/** The origins or destinations of a distance matrix: an array of places, or one string of places joined by '|'. */
export const PlaceList = Type.Union([
  Type.Array(PlaceText, { minItems: 1, maxItems: MAX_MATRIX_PLACES }),
  Type.String({ minLength: 1, maxLength: MAX_MATRIX_PLACES * 101, pattern: PLACE_PATTERN.replace('/-]', '/|-]'), examples: ['Chicago, IL|60601'] }),
]);

/** The answer of getdirection-json. */
export const Direction = Type.Object({
  code: Type.Literal('Ok'),
  distanceKm: Type.Number(),
  durationMinutes: Type.Number(),
  /** The route as [lat, lng] pairs. */
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  provider: Type.String(),
});
export type Direction = Static<typeof Direction>;

/** POST getlocation-bylatlng-json { latlng: "lat,lng" } */
export const ReverseGeocodeRequest = Type.Object(
  { latlng: Type.String({ pattern: '^-?\\d{1,2}(\\.\\d+)?,\\s*-?\\d{1,3}(\\.\\d+)?$', maxLength: 60 }) },
  { additionalProperties: false },
);
export const Locality = Type.Object({
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: StringEnum(LOCATIONS),
  lat: Type.Number(),
  lng: Type.Number(),
  /**
   * Other locality names the postal code is known by (forward geocoding only), e.g. "Montréal" for a Montréal
   * sortation area the data names after its borough. The zip check accepts a city matching any of them.
   */
  aliases: Type.Optional(Type.Array(Type.String())),
});
export type Locality = Static<typeof Locality>;

/** POST getlocation-bypostalcode-json { postalCode, country? }: forward geocoding for the zip check (our addition). */
export const PostalGeocodeRequest = Type.Object(
  { postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN, maxLength: 10 }), country: Type.Optional(StringEnum(LOCATIONS)) },
  { additionalProperties: false },
);

/** POST getdistance-by-distancematrix { origins, destinations }: each a PlaceList (["60601", "Dallas, TX"] or "60601|Dallas, TX"). */
export const DistanceMatrixRequest = Type.Object({ origins: PlaceList, destinations: PlaceList }, { additionalProperties: false });
export type DistanceMatrixRequest = Static<typeof DistanceMatrixRequest>;
export const DistanceMatrix = Type.Object({
  rows: Type.Array(Type.Object({ elements: Type.Array(Type.Object({ distanceKm: Type.Number(), durationMinutes: Type.Number() })) })),
});
export type DistanceMatrix = Static<typeof DistanceMatrix>;

/** GET maps-config: which provider answers and where map tiles come from (the "maps loaded" flag waits for it). */
export const MapsConfig = Type.Object({ provider: Type.String(), tileUrl: Type.String(), attribution: Type.String() });
export type MapsConfig = Static<typeof MapsConfig>;

// ---------------------------------------------------------------------------------------------------------------
// ERP

/** POST integration-manager/get-sap-customer?name=…: customers of the ERP matching a name. */
export const ErpCustomerQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export const ErpCustomer = Type.Object({
  erpCustomerId: Type.String(),
  name: Type.String(),
  street1: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: StringEnum(LOCATIONS),
  contactName: Type.Union([Type.String(), Type.Null()]),
  contactPhone: Type.Union([Type.String(), Type.Null()]),
  contactEmail: Type.Union([Type.String(), Type.Null()]),
});
export type ErpCustomer = Static<typeof ErpCustomer>;

/** Success texts of spec section 9 (and ours for warehouse add and update). */
export const ADDRESS_MESSAGES = {
  added: 'Address Successfully Added',
  updated: 'Address Successfully Updated',
  removed: 'Address Successfully Removed',
  laneAdded: 'Lane Successfully Added',
  laneUpdated: 'Lane Successfully Updated',
  laneRemoved: 'Lane Successfully Removed',
  warehouseAdded: 'Warehouse Successfully Added',
  warehouseUpdated: 'Warehouse Successfully Updated',
  warehouseRemoved: 'Warehouse Successfully Removed',
} as const;
