import { Type, type Static } from '@sinclair/typebox';
import { LoadDetail, LoadStopInput } from './load-write';
import { PageRequest, StringEnum, pageOf } from './loads';
import { LOAD_STATUSES, ORDER_STATUSES, TRUCKER_KINDS, TRUCKER_STATUSES } from './statuses';

/**
 * Trucks for a load, sub-loads, the partial details update and the ERP's products (spec section 7):
 * load-manager/load-available-truckers, assign-load-to-truck, subload-detail, add-subload, load-details-update and
 * integration-manager/get-sap-products. docs/modules/loads.md, "Trucks, sub-loads, details and products".
 */

export const LOAD_TRUCK_MESSAGES = {
  truckersFetched: 'Available trucks fetched',
  /** Spec section 9's text for an assignment. */
  assigned: 'Order has been successfully Assigned',
  subloadsFetched: 'Sub-loads fetched',
  /** A sub-load is a load: the spec's text. */
  subloadAdded: 'Load Successfully Added',
  detailsUpdated: 'Load Successfully Updated',
  productsFetched: 'Products fetched',
  truckNotFound: 'Truck not found',
  /** 409: the load's status (or its order's) does not let a truck be assigned. */
  notAssignable: 'A truck can no longer be assigned to this load: it is {status}',
  /** 409: load-available-truckers on a load past the point of assigning. */
  notSearchable: 'No trucks are looked for a load that is {status}',
  /** 409: an assignment of the truck to another load is under way (it holds the truck until delivered). */
  truckOnLoad: 'This truck is on load {loadId} until it is delivered',
  /** 409: the truck is assigned to another load whose pickup-to-delivery time overlaps this load's. */
  truckBooked: 'This truck is assigned to load {loadId} at the same time',
  truckUnavailable: 'This truck is not available (inactive or in maintenance)',
  /** 409: the load is given to a carrier; only that carrier's trucks can take it. */
  otherCarrier: 'This load is given to another carrier: only its trucks can be assigned',
  equipmentMismatch: "The truck's equipment does not match the load's",
  /** 409: no position for the first pickup (the maps provider could not place it). */
  noPickupPosition: "The load's first pickup has no known position",
  /** 409 of add-subload. */
  notSplittable: 'The load can no longer be split: it is {status}',
  subloadOfSubload: 'A sub-load cannot be split again',
  subloadsTooHeavy: 'The sub-loads together weigh more than the load ({weight})',
  subloadsTooManyPallets: 'The sub-loads together hold more pallets than the load ({pallets})',
  subloadsTooManyPieces: 'The sub-loads together hold more pieces than the load ({pieces})',
  /** load-update of a parent: its totals must still hold its sub-loads. */
  belowSubloads: 'The load must hold at least what its sub-loads hold ({value})',
  /** 409 of load-details-update. */
  detailsNotEditable: 'The load details can no longer be changed: it is {status}',
  unknownStop: 'Stop not found',
} as const;

export const DEFAULT_TRUCK_RADIUS_MILES = 250;
export const MAX_TRUCK_RADIUS_MILES = 3000;

const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([Type.Null(), schema]);
const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const EquipmentRef = Type.Object({ _id: Type.String(), key: Type.String(), name: Type.String() });

// --- load-available-truckers ---

export const AvailableTruckersRequest = Type.Object(
  {
    loadId: Uuid,
    /** Straight-line miles from the first pickup (default DEFAULT_TRUCK_RADIUS_MILES). */
    radiusMiles: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_TRUCK_RADIUS_MILES })),
    /** Only trucks whose equipment matches the load's. */
    equipmentMatchOnly: Type.Optional(Type.Boolean()),
    ...PageRequest,
  },
  { additionalProperties: false },
);
export type AvailableTruckersRequest = Static<typeof AvailableTruckersRequest>;

export const AvailableTrucker = Type.Object({
  _id: Type.String(),
  /** `truck` (a fleet unit) or `carrier` (an owner-operator). */
  kind: StringEnum(TRUCKER_KINDS),
  name: Type.String(),
  truckNumber: Type.String(),
  trailerNumber: nullable(Type.String()),
  phone: nullable(Type.String()),
  status: StringEnum(TRUCKER_STATUSES),
  /** The company operating the truck; `own` when it is the caller's. */
  companyId: Type.String(),
  companyName: Type.String(),
  own: Type.Boolean(),
  lat: Type.Number(),
  lng: Type.Number(),
  locationName: nullable(Type.String()),
  locationAt: Type.Union([Type.Null(), DateTime]),
  /** Straight-line miles from the load's first pickup, one decimal. */
  distanceMiles: Type.Number(),
  equipment: Type.Array(EquipmentRef),
  /** The truck has the load's equipment (true when the load names none). */
  equipmentMatch: Type.Boolean(),
  capacityLbs: nullable(Type.Integer()),
  rating: nullable(Type.Number()),
});
export type AvailableTrucker = Static<typeof AvailableTrucker>;

export const AvailableTruckersData = Type.Intersect([
  pageOf(AvailableTrucker),
  Type.Object({
    radiusMiles: Type.Number(),
    load: Type.Object({
      _id: Type.String(),
      loadId: Type.String(),
      status: StringEnum(LOAD_STATUSES),
      equipment: Type.Union([Type.Null(), EquipmentRef]),
      /** The first pickup's position, the centre of the search. */
      pickup: Type.Object({ city: Type.String(), state: Type.String(), lat: Type.Number(), lng: Type.Number() }),
      /** The carrier whose trucks only may take it (a live order's), or null. */
      carrierCompanyId: nullable(Type.String()),
      truckerId: nullable(Type.String()),
    }),
  }),
]);
export type AvailableTruckersData = Static<typeof AvailableTruckersData>;

// --- assign-load-to-truck ---

export const AssignLoadToTruckRequest = Type.Object({ loadId: Uuid, truckerId: Uuid }, { additionalProperties: false });
export type AssignLoadToTruckRequest = Static<typeof AssignLoadToTruckRequest>;

export const LoadAssignment = Type.Object({
  loadId: Type.String(),
  status: StringEnum(LOAD_STATUSES),
  order: Type.Object({ _id: Type.String(), orderId: Type.String(), status: StringEnum(ORDER_STATUSES), carrierCompanyId: Type.String() }),
  trucker: Type.Object({ _id: Type.String(), name: Type.String(), truckNumber: Type.String() }),
  /** The order detail (the assignment) made. */
  orderDetailId: Type.String(),
});
export type LoadAssignment = Static<typeof LoadAssignment>;

// --- sub-loads ---

/** The body of add-subload/{parent _id}: a share of the parent with its own stops; the rest is the parent's. */
export const SubloadInput = Type.Object(
  {
    stops: Type.Array(LoadStopInput, { minItems: 2, maxItems: 20 }),
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    pallets: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 10_000 })])),
    pieces: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 1_000_000 })])),
    rate: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 9_999_999_999 })])),
    referenceNumber: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
    poNumber: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
    specialInstructions: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
  },
  { additionalProperties: false },
);
export type SubloadInput = Static<typeof SubloadInput>;

const Totals = Type.Object({ weight: Type.Number(), pallets: nullable(Type.Integer()), pieces: nullable(Type.Integer()) });

export const SubloadDetail = Type.Object({
  parent: Type.Object({
    _id: Type.String(),
    loadId: Type.String(),
    status: StringEnum(LOAD_STATUSES),
    weightUnit: Type.String(),
    /** Whether add-subload is allowed (the parent is editable and the caller owns it). */
    splittable: Type.Boolean(),
    totals: Totals,
  }),
  /** What the sub-loads hold together, and what is left of the parent's totals. */
  allocated: Totals,
  remaining: Totals,
  subloads: Type.Array(LoadDetail),
});
export type SubloadDetail = Static<typeof SubloadDetail>;

// --- load-details-update ---

export const LoadStopDetailsInput = Type.Object(
  {
    _id: Uuid,
    appointmentRef: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
    contactName: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
    contactPhone: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 50 })])),
    notes: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
  },
  { additionalProperties: false },
);

/** The partial update: only the fields sent change (null clears one). */
export const LoadDetailsInput = Type.Object(
  {
    referenceNumber: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
    poNumber: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
    specialInstructions: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
    stops: Type.Optional(Type.Array(LoadStopDetailsInput, { minItems: 1, maxItems: 20 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LoadDetailsInput = Static<typeof LoadDetailsInput>;

// --- integration-manager/get-sap-products ---

export const ErpProductQuery = Type.Object(
  {
    search: Type.String({ maxLength: 100 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type ErpProductQuery = Static<typeof ErpProductQuery>;

/** A product of the ERP's material master, with what the load form fills from it. */
export const ErpProduct = Type.Object({
  erpProductId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** The commodity the load form fills in. */
  commodity: Type.String(),
  /** Selling unit (case, each, bag, drum, ...). */
  unit: Type.String(),
  /** Weight of one unit in pounds, and how many units make a pallet. */
  unitWeightLbs: nullable(Type.Number()),
  unitsPerPallet: nullable(Type.Integer()),
  isHazmat: Type.Boolean(),
  temperatureMinF: nullable(Type.Integer()),
  temperatureMaxF: nullable(Type.Integer()),
  /** The equipment_types key it usually travels in (dry_van, reefer, flatbed, ...), when known. */
  equipmentKey: nullable(Type.String()),
});
export type ErpProduct = Static<typeof ErpProduct>;
