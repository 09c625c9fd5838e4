import { Type, type Static } from '@sinclair/typebox';
import { PageRequest, StringEnum, pageOf } from './loads';
import { LOCATIONS, SETTABLE_TRUCKER_STATUSES, TRUCKER_KINDS, TRUCKER_STATUSES } from './statuses';
import { MC_NUMBER_PATTERN, PHONE_PATTERN, USDOT_PATTERN } from './patterns';

/**
 * The fleet's truck calls (spec section 7, user-manager: my-trucker-list, add-trucker, update-trucker,
 * my-trucker-detail, remove-trucker, trucker-update-list). Field rules are ours; docs/modules/fleet.md lists them.
 */

/** Unit (truck) and trailer numbers: letters, digits, dash, 1-20. */
export const UNIT_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$';
/** Licence plates: letters, digits, space or dash, 2-10. */
export const PLATE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$';
/** A 17-character VIN (no I, O or Q). */
export const VIN_PATTERN = '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$';
/** Two-letter state or province code. */
export const STATE_CODE_PATTERN = '^[A-Za-z]{2}$';
export const TRUCK_YEAR_MIN = 1980;
/** The newest model year accepted: next year's. */
export const truckYearMax = (now = new Date()) => now.getUTCFullYear() + 1;
export const TRUCK_CAPACITY_MAX_LBS = 200_000;

/** The most trucks one my-trucker-list page may hold: the trucks list's "all" page (it virtualises its rows). */
export const TRUCKER_LIST_MAX_LIMIT = 10_000;
/** Days before an owner-operator's insurance expiry from which the carrier list warns. */
export const INSURANCE_WARNING_DAYS = 30;
export type InsuranceState = 'expired' | 'expiring' | 'valid';
/**
 * An owner-operator's insurance against a day (`YYYY-MM-DD`, the user's today): expired the day after its expiry
 * day, expiring within INSURANCE_WARNING_DAYS, else valid; null without a date.
 */
export function insuranceStateOf(expiresOn: string | null | undefined, today: string): InsuranceState | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return 'expired';
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1, d + INSURANCE_WARNING_DAYS)).toISOString().slice(0, 10);
  return expiresOn <= limit ? 'expiring' : 'valid';
}

const optionalText = (max: number, pattern?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max, ...(pattern ? { pattern } : {}) }), Type.Null()]));

export const TruckerInput = Type.Object(
  {
    kind: Type.Optional(StringEnum(TRUCKER_KINDS)),
    /** Driver (or carrier) name. */
    name: Type.String({ minLength: 1, maxLength: 120 }),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
    phone: Type.Optional(Type.Union([Type.String({ pattern: PHONE_PATTERN, maxLength: 30 }), Type.Null()])),
    truckNumber: Type.String({ pattern: UNIT_NUMBER_PATTERN, minLength: 1, maxLength: 20 }),
    trailerNumber: optionalText(20, UNIT_NUMBER_PATTERN),
    plateNumber: optionalText(10, PLATE_PATTERN),
    plateState: optionalText(2, STATE_CODE_PATTERN),
    vin: optionalText(17, VIN_PATTERN),
    make: optionalText(60),
    model: optionalText(60),
    year: Type.Optional(Type.Union([Type.Integer({ minimum: TRUCK_YEAR_MIN, maximum: 2100 }), Type.Null()])),
    capacityLbs: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: TRUCK_CAPACITY_MAX_LBS }), Type.Null()])),
    dotNumber: optionalText(8, USDOT_PATTERN),
    /** Stored as its digits (mcDigits). */
    mcNumber: optionalText(10, MC_NUMBER_PATTERN),
    status: Type.Optional(StringEnum(TRUCKER_STATUSES)),
    /** Home base. */
    homeCity: optionalText(80),
    homeState: optionalText(2, STATE_CODE_PATTERN),
    country: Type.Optional(StringEnum(LOCATIONS)),
    /** equipment-manager/equipment-list ids; at least one, no repeats. */
    equipmentIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 10, uniqueItems: true }),
    /** Owner-operators: the day their insurance certificate expires. */
    insuranceExpiresOn: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    /** The company's lanes this trucker serves (lane_users); replaced on update. Absent: unchanged on update, none on add. */
    laneIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type TruckerInput = Static<typeof TruckerInput>;

export const TruckerEquipment = Type.Object({ _id: Type.String(), key: Type.String(), name: Type.String() });
export type TruckerEquipment = Static<typeof TruckerEquipment>;

const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Trucker = Type.Object({
  _id: Type.String(),
  companyId: Type.String(),
  kind: StringEnum(TRUCKER_KINDS),
  name: Type.String(),
  email: nullable(Type.String()),
  phone: nullable(Type.String()),
  truckNumber: Type.String(),
  trailerNumber: nullable(Type.String()),
  plateNumber: nullable(Type.String()),
  plateState: nullable(Type.String()),
  vin: nullable(Type.String()),
  make: nullable(Type.String()),
  model: nullable(Type.String()),
  year: nullable(Type.Integer()),
  capacityLbs: nullable(Type.Integer()),
  dotNumber: nullable(Type.String()),
  mcNumber: nullable(Type.String()),
  /** The status it shows: `on_load` while one of its loads is under way (shownTruckStatus), else the stored one. */
  status: StringEnum(TRUCKER_STATUSES),
  /**
   * The status the fleet gave it, which applies once no load is under way (a stored `on_load` reads `available`):
   * what the truck form edits, so saving it never changes the stored status by accident.
   */
  settableStatus: StringEnum(SETTABLE_TRUCKER_STATUSES),
  homeCity: nullable(Type.String()),
  homeState: nullable(Type.String()),
  country: StringEnum(LOCATIONS),
  equipment: Type.Array(TruckerEquipment),
  insuranceExpiresOn: nullable(Type.String()),
  /** The company's lanes it serves, by name. */
  lanes: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  location: Type.Union([
    Type.Object({
      lat: Type.Number(),
      lng: Type.Number(),
      name: nullable(Type.String()),
      heading: nullable(Type.Integer()),
      speedMph: nullable(Type.Integer()),
      at: nullable(Type.String()),
    }),
    Type.Null(),
  ]),
  rating: nullable(Type.Number()),
  ratingCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Trucker = Static<typeof Trucker>;

/** The list's filters, shared by my-trucker-list and trucker-positions (the map shows what the list shows). */
const TruckerFilters = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  kind: Type.Optional(StringEnum(TRUCKER_KINDS)),
  status: Type.Optional(StringEnum(TRUCKER_STATUSES)),
  equipmentId: Type.Optional(Type.String({ format: 'uuid' })),
};

export const TruckerListRequest = Type.Object(
  {
    page: PageRequest.page,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TRUCKER_LIST_MAX_LIMIT, default: 20 })),
    ...TruckerFilters,
  },
  { additionalProperties: false },
);
export type TruckerListRequest = Static<typeof TruckerListRequest>;
export const TruckerPage = pageOf(Trucker);

/** trucker-update-list: one status for several trucks of the company (the list's bulk action). */
export const TruckerUpdateListRequest = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100, uniqueItems: true }),
    status: StringEnum(TRUCKER_STATUSES),
  },
  { additionalProperties: false },
);
export type TruckerUpdateListRequest = Static<typeof TruckerUpdateListRequest>;
export const TruckerUpdateListResult = Type.Object({ updated: Type.Array(Type.String()) });
export type TruckerUpdateListResult = Static<typeof TruckerUpdateListResult>;

export const TruckerRemoved = Type.Object({ _id: Type.String() });

/** trucker-list-lane: the truckers serving one of the company's lanes (lane_users), by unit number, paged. */
export const TruckerLaneListRequest = Type.Object({ ...PageRequest, laneId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type TruckerLaneListRequest = Static<typeof TruckerLaneListRequest>;

/** trucker-lanes: the company's lanes an owner-operator may serve (the carrier form's choice). */
export const TruckerLaneOption = Type.Object({ _id: Type.String(), name: Type.String() });
export type TruckerLaneOption = Static<typeof TruckerLaneOption>;
export const TruckerLaneOptions = Type.Array(TruckerLaneOption);

/** trucker-positions: the map's trucks with the list's filters, unpaged. */
export const TruckerPositionsRequest = Type.Object(TruckerFilters, { additionalProperties: false });
export type TruckerPositionsRequest = Static<typeof TruckerPositionsRequest>;
/** One truck on the map: `[id, lat, lng, index in TRUCKER_STATUSES, unit number]` (small rows: 10,000 load fast). */
export const TruckerPositionRow = Type.Tuple([Type.String(), Type.Number(), Type.Number(), Type.Integer(), Type.String()]);
export type TruckerPositionRow = Static<typeof TruckerPositionRow>;
export const TruckerPositions = Type.Object({
  /** Trucks with a last position; those without one are counted in `unplaced`. */
  items: Type.Array(TruckerPositionRow),
  unplaced: Type.Integer(),
});
export type TruckerPositions = Static<typeof TruckerPositions>;
