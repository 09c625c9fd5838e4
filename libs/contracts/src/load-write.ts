import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './loads';
import { LOAD_NUMBER_PATTERN, POSTAL_CODE_PATTERN } from './patterns';
import { LOAD_EDITABLE_STATUSES } from './status-groups';
import { CURRENCIES, LOAD_STATUSES, LOCATIONS, ORDER_TYPES, type LoadStatus } from './statuses';

/**
 * The load's own calls (spec section 7): add-load, load-detail, load-detail-loadId, load-update, remove-load, and
 * the equipment catalogue the load form picks from (equipment-manager/equipment-list).
 */

export const LOAD_WRITE_MESSAGES = {
  added: 'Load Successfully Added',
  updated: 'Load Successfully Updated',
  removed: 'Load Successfully Removed',
  fetched: 'Load fetched',
  equipmentFetched: 'Equipment fetched',
  notFound: 'Load not found',
  /** 409: the state machine no longer lets the shipper change the load (see LOAD_EDITABLE_STATUSES). */
  notEditable: 'The load can no longer be edited: it is {status}',
  /** 409: an order exists (a carrier was chosen); the order must be cancelled instead. */
  hasOrder: 'The load has an order and cannot be removed',
  needsPickup: 'A load needs at least one pickup',
  needsDelivery: 'A load needs at least one delivery',
  firstStopPickup: 'The first stop must be a pickup',
  lastStopDelivery: 'The last stop must be a delivery',
  windowOrder: 'The window must end after it starts',
  /** 400: a new (or changed) window that ended before now (windowHasEnded). */
  windowEnded: 'This window has already ended: choose a time from now on',
  stopsOrder: 'Each stop must start no earlier than the stop before it',
  temperatureOrder: 'The minimum temperature must not exceed the maximum',
  unknownEquipment: 'Unknown equipment',
  unknownAddress: 'Address not found',
  unknownWarehouse: 'Warehouse not found',
} as const;

export const isLoadEditable = (status: LoadStatus) => LOAD_EDITABLE_STATUSES.includes(status);

/** The status add-load gives a new load (the first state of the load state machine). */
export const LOAD_INITIAL_STATUS: LoadStatus = 'pending';

/** A stop's time window (ISO times). */
export interface StopWindow {
  windowStart: string;
  windowEnd: string;
}

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
/** The same window to the minute (a form holds minutes, the database may hold seconds). */
const sameWindow = (a: StopWindow, b: StopWindow) => minuteOf(a.windowStart) === minuteOf(b.windowStart) && minuteOf(a.windowEnd) === minuteOf(b.windowEnd);

/**
 * A window a load may not be given: it ended before `now`, and is not one the load already has (`kept`: the stored
 * windows of the load being edited, which still save unchanged). A window that started but has not ended is open.
 * The load form, add-load, load-update, the bulk upload and the schedule apply it.
 */
export function windowHasEnded(window: StopWindow, now: Date, kept: readonly StopWindow[] = []): boolean {
  const end = Date.parse(window.windowEnd);
  if (!Number.isFinite(end) || end >= now.getTime()) return false;
  return !kept.some((old) => sameWindow(old, window));
}

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));
const DateTime = Type.String({ format: 'date-time' });

export const LoadStopInput = Type.Object(
  {
    type: StringEnum(['pickup', 'delivery'] as const),
    /** From the address book or a warehouse (both optional: the stop may be typed in). */
    addressId: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'uuid' })])),
    warehouseId: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'uuid' })])),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    street1: Type.String({ minLength: 1, maxLength: 200 }),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.String({ minLength: 1, maxLength: 100 }),
    postalCode: Type.String({ minLength: 1, maxLength: 10, pattern: POSTAL_CODE_PATTERN, examples: ['90210'] }),
    country: Type.Optional(StringEnum(LOCATIONS)),
    lat: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -90, maximum: 90 })])),
    lng: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -180, maximum: 180 })])),
    windowStart: DateTime,
    windowEnd: DateTime,
    appointmentRef: optionalText(100),
    contactName: optionalText(200),
    contactPhone: optionalText(50),
    notes: optionalText(2000),
  },
  { additionalProperties: false },
);
export type LoadStopInput = Static<typeof LoadStopInput>;

/** The body of add-load and load-update: the whole load with its stops in order. */
export const LoadInput = Type.Object(
  {
    stops: Type.Array(LoadStopInput, { minItems: 2, maxItems: 20 }),
    mode: Type.Optional(StringEnum(ORDER_TYPES)),
    equipmentTypeId: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'uuid' })])),
    commodity: Type.String({ minLength: 1, maxLength: 200 }),
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    weightUnit: Type.Optional(StringEnum(['lbs', 'kg'] as const)),
    pallets: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 10_000 })])),
    pieces: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 1_000_000 })])),
    isHazmat: Type.Optional(Type.Boolean()),
    temperatureMinF: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: -100, maximum: 200 })])),
    temperatureMaxF: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: -100, maximum: 200 })])),
    rate: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 9_999_999_999 })])),
    currency: Type.Optional(StringEnum(CURRENCIES)),
    referenceNumber: optionalText(100),
    poNumber: optionalText(100),
    specialInstructions: optionalText(2000),
  },
  { additionalProperties: false },
);
export type LoadInput = Static<typeof LoadInput>;

/** `:_id` of load-detail-loadId: the human id (L-100123). */
export const LoadHumanIdParams = Type.Object({ _id: Type.String({ pattern: LOAD_NUMBER_PATTERN }) }, { additionalProperties: false });

export const LoadStop = Type.Object({
  _id: Type.String(),
  seq: Type.Integer(),
  type: StringEnum(['pickup', 'delivery'] as const),
  addressId: Type.Union([Type.Null(), Type.String()]),
  warehouseId: Type.Union([Type.Null(), Type.String()]),
  name: Type.String(),
  street1: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  lat: Type.Union([Type.Null(), Type.Number()]),
  lng: Type.Union([Type.Null(), Type.Number()]),
  windowStart: DateTime,
  windowEnd: DateTime,
  appointmentRef: Type.Union([Type.Null(), Type.String()]),
  contactName: Type.Union([Type.Null(), Type.String()]),
  contactPhone: Type.Union([Type.Null(), Type.String()]),
  notes: Type.Union([Type.Null(), Type.String()]),
});
export type LoadStop = Static<typeof LoadStop>;

const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/**
 * The route through the stops in order, as add-load and load-update computed it with the maps provider (their
 * answers only; load-detail stays fast and gives the stops' positions). `computed`: every leg has a route;
 * `partial`: some stops have no position or some legs no route (distance over the legs found is not stored);
 * `unavailable`: the maps provider failed: the load is saved without distance, computed again by the next
 * load-update.
 */
export const LoadRoute = Type.Object({
  status: StringEnum(['computed', 'partial', 'unavailable'] as const),
  distanceMiles: nullable(Type.Number()),
  /** [lat, lng] pairs from the first stop to the last. */
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  /** `seq` of the stops the provider could not place. */
  unplacedStops: Type.Array(Type.Integer()),
  provider: Type.String(),
});
export type LoadRoute = Static<typeof LoadRoute>;

export const LoadDetail = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  parentId: nullable(Type.String()),
  status: StringEnum(LOAD_STATUSES),
  /** Whether load-update is still allowed (LOAD_EDITABLE_STATUSES) and the caller owns the load. */
  editable: Type.Boolean(),
  mode: Type.String(),
  equipment: Type.Union([Type.Null(), Type.Object({ _id: Type.String(), key: Type.String(), name: Type.String() })]),
  commodity: Type.String(),
  weight: Type.Number(),
  weightUnit: Type.String(),
  pallets: nullable(Type.Integer()),
  pieces: nullable(Type.Integer()),
  isHazmat: Type.Boolean(),
  temperatureMinF: nullable(Type.Integer()),
  temperatureMaxF: nullable(Type.Integer()),
  rate: nullable(Type.Number()),
  currency: StringEnum(CURRENCIES),
  distanceMiles: nullable(Type.Number()),
  referenceNumber: nullable(Type.String()),
  poNumber: nullable(Type.String()),
  specialInstructions: nullable(Type.String()),
  isBroadcast: Type.Boolean(),
  carrierCompanyId: nullable(Type.String()),
  /** The assigned truck (assign-load-to-truck, order-assign-by-fleet). */
  truckerId: Type.Optional(nullable(Type.String())),
  /** How many sub-loads it was split into (subload-detail). */
  subloadCount: Type.Optional(Type.Integer()),
  stops: Type.Array(LoadStop),
  /** add-load / load-update answers only. */
  route: Type.Optional(LoadRoute),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type LoadDetail = Static<typeof LoadDetail>;

export const LoadRemoved = Type.Object({ _id: Type.String() });

export const EquipmentType = Type.Object({
  _id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
  maxWeightLbs: nullable(Type.Integer()),
  lengthFt: nullable(Type.Integer()),
});
export type EquipmentType = Static<typeof EquipmentType>;
