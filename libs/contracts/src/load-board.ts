import { Type, type Static } from '@sinclair/typebox';
import { LoadListItem, LOAD_SORTS, PageRequest, Place, StringEnum, type Page } from './loads';
import { CURRENCIES, LOAD_GROUPS, LOAD_STATUSES, ORDER_STATUSES, ORDER_TYPES, type LoadGroup, type LoadStatus } from './statuses';

/**
 * The shipper's load list (/loads) and the carriers' load board (/searchload), spec section 7:
 * load-manager/get-all-loads-details, broadcast-load/:_id, search-load-by-filter, load-accept-by-fleet.
 * docs/modules/loads.md, "Load list and load board".
 */

export const LOAD_BOARD_MESSAGES = {
  listFetched: 'Loads fetched',
  boardFetched: 'Load board fetched',
  /** Spec section 9. */
  broadcasted: 'Load Successfully Broadcasted',
  /** Spec section 9. */
  accepted: 'Load has been successfully accepted',
  notFound: 'Load not found',
  /** 409 of broadcast-load: only an open load (pending, quoted) goes on the board. */
  notBroadcastable: 'Only a pending or quoted load can be broadcast: this one is {status}',
  /** 409 of broadcast-load: a carrier accepts the posted rate, so the load needs one. */
  broadcastNeedsRate: 'Set a rate on the load before broadcasting it',
  /** 409 of load-accept-by-fleet: taken by another carrier meanwhile, withdrawn, or no longer open. */
  notAcceptable: 'This load can no longer be accepted: it is {status}',
  /** 400: a date range that ends before it starts. */
  rangeOrder: 'The end of the range must not be before its start',
} as const;

/** The load list's tabs: every group of LOAD_GROUPS, plus `all`. */
export const LOAD_LIST_GROUPS = ['all', ...(Object.keys(LOAD_GROUPS) as LoadGroup[])] as const;
export type LoadListGroup = (typeof LOAD_LIST_GROUPS)[number];

/** The statuses of a tab (`all`: every status). */
export const statusesOfGroup = (group: LoadListGroup): readonly LoadStatus[] => (group === 'all' ? LOAD_STATUSES : LOAD_GROUPS[group]);

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

// --- get-all-loads-details (the shipper's /loads) ---

/**
 * POST load-manager/get-all-loads-details: the caller's company's loads (as shipper). Every filter is optional and
 * they combine (and). `group` picks a tab; `status` narrows further (a status outside the group gives nothing).
 * Date ranges are inclusive instants (the UI sends the start of the first day and the end of the last one).
 */
export const LoadsDetailsRequest = Type.Object(
  {
    ...PageRequest,
    group: Type.Optional(StringEnum(LOAD_LIST_GROUPS)),
    status: Type.Optional(Type.Array(StringEnum(LOAD_STATUSES), { minItems: 1, maxItems: LOAD_STATUSES.length, uniqueItems: true })),
    /** Load id, reference, commodity or a city (case-insensitive, part of a word is enough). */
    search: Type.Optional(text(100)),
    pickupFrom: Type.Optional(DateTime),
    pickupTo: Type.Optional(DateTime),
    deliveryFrom: Type.Optional(DateTime),
    deliveryTo: Type.Optional(DateTime),
    /** Origin city or state: the start of the city's name, or the state's code (case-insensitive). */
    origin: Type.Optional(text(100)),
    destination: Type.Optional(text(100)),
    equipmentTypeId: Type.Optional(Uuid),
    laneId: Type.Optional(Uuid),
    sort: Type.Optional(StringEnum(LOAD_SORTS)),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20, group: 'all' }] },
);
export type LoadsDetailsRequest = Static<typeof LoadsDetailsRequest>;

/** A row of /loads: the list item of every load list, plus what the screen's columns and row actions need. */
export const LoadsDetailsItem = Type.Composite([
  LoadListItem,
  Type.Object({
    mode: StringEnum(ORDER_TYPES),
    isBroadcast: Type.Boolean(),
    laneId: Type.Union([Type.Null(), Type.String()]),
    parentId: Type.Union([Type.Null(), Type.String()]),
    referenceNumber: Type.Union([Type.Null(), Type.String()]),
    /** Quotes of the load: all of them, those waiting for a price (requested) and those with one (confirmed). */
    quotes: Type.Object({ total: Type.Integer(), requested: Type.Integer(), confirmed: Type.Integer() }),
  }),
]);
export type LoadsDetailsItem = Static<typeof LoadsDetailsItem>;

/** Loads per tab, with the request's filters (search, dates, places, equipment, lane) applied, not its group. */
export const LoadGroupCounts = Type.Record(Type.String(), Type.Integer());
export type LoadGroupCounts = Record<LoadListGroup, number>;

export const LoadsDetailsData = Type.Object({
  items: Type.Array(LoadsDetailsItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  counts: LoadGroupCounts,
});
export type LoadsDetailsData = Page<LoadsDetailsItem> & { counts: LoadGroupCounts };

// --- broadcast-load/:_id ---

export const BroadcastLoadData = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  status: StringEnum(LOAD_STATUSES),
  isBroadcast: Type.Boolean(),
  broadcastAt: DateTime,
});
export type BroadcastLoadData = Static<typeof BroadcastLoadData>;

// --- search-load-by-filter (the carriers' /searchload) ---

export const MAX_BOARD_RADIUS_MILES = 1_000;
export const DEFAULT_BOARD_RADIUS_MILES = 100;

/** A point and a radius (straight-line miles). */
export const BoardArea = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    radiusMiles: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_BOARD_RADIUS_MILES, default: DEFAULT_BOARD_RADIUS_MILES })),
  },
  { additionalProperties: false },
);
export type BoardArea = Static<typeof BoardArea>;

/** `broadcast`: open loads the caller's shippers offer on the board; `tendered`: loads given to the caller's company. */
export const BOARD_SOURCES = ['broadcast', 'tendered'] as const;
export type BoardSource = (typeof BOARD_SOURCES)[number];
export const BOARD_SCOPES = ['all', ...BOARD_SOURCES] as const;
export type BoardScope = (typeof BOARD_SCOPES)[number];

/** `distance`: nearest to the origin point first (the default with an origin; else `pickupDate`). */
export const BOARD_SORTS = ['distance', 'pickupDate', '-pickupDate', '-createdAt', '-rate'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/**
 * POST load-manager/search-load-by-filter. Every filter is optional and they combine. `maxWeight` is in lbs (a load
 * weighed in kg is converted). `pickupFrom`/`pickupTo` bound the start of the first pickup window (inclusive).
 */
export const LoadBoardRequest = Type.Object(
  {
    ...PageRequest,
    scope: Type.Optional(StringEnum(BOARD_SCOPES)),
    origin: Type.Optional(BoardArea),
    destination: Type.Optional(BoardArea),
    pickupFrom: Type.Optional(DateTime),
    pickupTo: Type.Optional(DateTime),
    equipmentTypeIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: 20, uniqueItems: true })),
    maxWeight: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
    sort: Type.Optional(StringEnum(BOARD_SORTS)),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20 }] },
);
export type LoadBoardRequest = Static<typeof LoadBoardRequest>;

const BoardPlace = Type.Composite([Place, Type.Object({ lat: Type.Union([Type.Null(), Type.Number()]), lng: Type.Union([Type.Null(), Type.Number()]) })]);

/**
 * A load as a carrier sees it on the board: the freight, the places and windows, the shipper, and one price: the
 * shipper's posted rate for a broadcast load, the caller's own order rate for a load tendered to it. Never a quote
 * or another carrier's price.
 */
export const LoadBoardItem = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  source: StringEnum(BOARD_SOURCES),
  status: StringEnum(LOAD_STATUSES),
  mode: StringEnum(ORDER_TYPES),
  origin: BoardPlace,
  destination: BoardPlace,
  pickupDate: DateTime,
  pickupEnd: DateTime,
  deliveryDate: DateTime,
  deliveryEnd: DateTime,
  equipment: Type.Union([Type.Null(), Type.Object({ _id: Type.String(), key: Type.String(), name: Type.String() })]),
  weight: Type.Number(),
  weightUnit: Type.String(),
  commodity: Type.String(),
  pallets: Type.Union([Type.Null(), Type.Integer()]),
  isHazmat: Type.Boolean(),
  temperatureMinF: Type.Union([Type.Null(), Type.Integer()]),
  temperatureMaxF: Type.Union([Type.Null(), Type.Integer()]),
  rate: Type.Union([Type.Null(), Type.Number()]),
  currency: StringEnum(CURRENCIES),
  /** Trip miles (origin to destination, by road when known). */
  distanceMiles: Type.Union([Type.Null(), Type.Number()]),
  /** Straight-line miles from the search's origin point to the load's origin (null without an origin filter). */
  originDistanceMiles: Type.Union([Type.Null(), Type.Number()]),
  /** The same from the search's destination point to the load's destination. */
  destinationDistanceMiles: Type.Union([Type.Null(), Type.Number()]),
  shipper: Type.Object({ _id: Type.String(), name: Type.String() }),
  broadcastAt: Type.Union([Type.Null(), DateTime]),
  createdAt: DateTime,
});
export type LoadBoardItem = Static<typeof LoadBoardItem>;

export const LoadBoardData = Type.Object({
  items: Type.Array(LoadBoardItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type LoadBoardData = Page<LoadBoardItem>;

// --- load-accept-by-fleet ---

export const LoadAcceptRequest = Type.Object({ loadId: Uuid }, { additionalProperties: false });
export type LoadAcceptRequest = Static<typeof LoadAcceptRequest>;

export const LoadAcceptData = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  status: StringEnum(LOAD_STATUSES),
  source: StringEnum(BOARD_SOURCES),
  order: Type.Object({ _id: Type.String(), orderId: Type.String(), status: StringEnum(ORDER_STATUSES) }),
});
export type LoadAcceptData = Static<typeof LoadAcceptData>;
