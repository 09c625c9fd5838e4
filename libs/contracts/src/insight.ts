import { Type, type Static } from '@sinclair/typebox';
import { CARRIER_PARTNER_STATUSES, COMPANY_TYPES, CURRENCIES, LOCATIONS, ORDER_STATUSES } from './statuses';
import { StringEnum, pageOf } from './loads';
import { CarrierBusinessDetails } from './settings';

/**
 * Price and carrier insight from the caller's own history (docs/modules/loads.md, "Price and
 * carrier insight"): the suggested price of a lane, a carrier's on-time and acceptance rates with this shipper, and
 * the /carrierdetail screen's data. Everything is computed in SQL from the caller's company's rows only.
 */
export const INSIGHT_MESSAGES = {
  priceFetched: 'Price insight fetched',
  carriersFetched: 'Carrier insight fetched',
  carrierFetched: 'Carrier fetched',
  carrierNotFound: 'Carrier not found',
  laneNotFound: 'Lane not found',
  loadNotFound: 'Load not found',
  placeRequired: 'Give a lane, the origin and destination cities with their states, or the origin and destination positions',
  cityNeedsState: 'Give the city and its state together',
  positionNeedsBoth: 'Give the latitude and the longitude together',
  radiusNeedsPositions: 'A radius needs the origin and destination positions',
} as const;

/** Approved quotes a suggested price rests on, at least; with fewer the figures are withheld. */
export const PRICE_INSIGHT_MIN_QUOTES = 3;
/** Approved quotes count when approved within this many days. */
export const PRICE_INSIGHT_WINDOW_DAYS = 90;
/** Default and largest radius around the origin and the destination (miles) of a position-based insight. */
export const PRICE_INSIGHT_DEFAULT_RADIUS_MILES = 50;
export const PRICE_INSIGHT_MAX_RADIUS_MILES = 300;
/** Carrier rates count the orders and quotes of the last this many days. */
export const CARRIER_INSIGHT_WINDOW_DAYS = 365;
/** Ids per batch of carrier-insight (a quote comparison shows a handful). */
export const CARRIER_INSIGHT_MAX_IDS = 50;

const Id = Type.String({ format: 'uuid' });
const City = Type.String({ minLength: 1, maxLength: 100 });
const State = Type.String({ minLength: 1, maxLength: 50 });
const Lat = Type.Number({ minimum: -90, maximum: 90 });
const Lng = Type.Number({ minimum: -180, maximum: 180 });
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/**
 * POST load-manager/price-insight. The place is one of (first one given wins): `laneId` (loads of that lane of the
 * company); origin and destination positions (`originLat`/`originLng`/`destinationLat`/`destinationLng`, within
 * `radiusMiles` of both ends, default 50); origin and destination city with state (case-insensitive). Optional
 * `equipmentTypeId` narrows to loads of that equipment; optional `currency` picks the currency (default: the one most
 * of the matching quotes are in).
 */
export const PriceInsightRequest = Type.Object(
  {
    laneId: Type.Optional(Id),
    originCity: Type.Optional(City),
    originState: Type.Optional(State),
    destinationCity: Type.Optional(City),
    destinationState: Type.Optional(State),
    originLat: Type.Optional(Lat),
    originLng: Type.Optional(Lng),
    destinationLat: Type.Optional(Lat),
    destinationLng: Type.Optional(Lng),
    radiusMiles: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: PRICE_INSIGHT_MAX_RADIUS_MILES })),
    equipmentTypeId: Type.Optional(Id),
    currency: Type.Optional(StringEnum(CURRENCIES)),
  },
  { additionalProperties: false },
);
export type PriceInsightRequest = Static<typeof PriceInsightRequest>;

export const PRICE_INSIGHT_BASES = ['lane', 'radius', 'city'] as const;
export type PriceInsightBasis = (typeof PRICE_INSIGHT_BASES)[number];

/**
 * The suggested price: median, quartiles and range of the amounts of the matching approved quotes. `sufficient` is
 * false (and every figure null) when fewer than `minimumQuotes` quotes match; `quoteCount` is always given.
 */
export const PriceInsight = Type.Object({
  basis: StringEnum(PRICE_INSIGHT_BASES),
  sufficient: Type.Boolean(),
  quoteCount: Type.Integer(),
  minimumQuotes: Type.Integer(),
  windowDays: Type.Integer(),
  /** Start of the window (approved at or after). */
  since: Type.String({ format: 'date-time' }),
  currency: Type.Union([StringEnum(CURRENCIES), Type.Null()]),
  median: NullableNumber,
  p25: NullableNumber,
  p75: NullableNumber,
  min: NullableNumber,
  max: NullableNumber,
  /** What was matched. */
  laneId: NullableString,
  equipmentTypeId: NullableString,
  radiusMiles: NullableNumber,
});
export type PriceInsight = Static<typeof PriceInsight>;

/** POST load-manager/carrier-insight: carrier companies and/or truckers (owner-operators) to rate, at most 50 each. */
export const CarrierInsightRequest = Type.Object(
  {
    carrierCompanyIds: Type.Optional(Type.Array(Id, { maxItems: CARRIER_INSIGHT_MAX_IDS })),
    truckerIds: Type.Optional(Type.Array(Id, { maxItems: CARRIER_INSIGHT_MAX_IDS })),
  },
  { additionalProperties: false },
);
export type CarrierInsightRequest = Static<typeof CarrierInsightRequest>;

export const CARRIER_INSIGHT_KINDS = ['company', 'trucker'] as const;

/**
 * A carrier as this shipper knows it, over the last `windowDays`:
 *   - on time: the shipper's delivered orders with it (`deliveredCount`) and those delivered by the end of the last
 *     stop's window (`onTimeCount`); `onTimeRate` = onTimeCount / deliveredCount;
 *   - acceptance: the shipper's quote requests it answered or let expire (`quoteRequests`: still open and withdrawn
 *     ones do not count) and those it priced (`quotesConfirmed`); `acceptanceRate` = quotesConfirmed / quoteRequests;
 *   - tenders: orders offered to it that it accepted or rejected (`tendersDecided`), accepted (`tendersAccepted`).
 * A rate is null when its denominator is 0.
 */
export const CarrierInsight = Type.Object({
  kind: StringEnum(CARRIER_INSIGHT_KINDS),
  /** The carrier company's id (kind company) or the trucker's (kind trucker). */
  _id: Type.String(),
  name: Type.String(),
  onTimeRate: NullableNumber,
  onTimeCount: Type.Integer(),
  deliveredCount: Type.Integer(),
  acceptanceRate: NullableNumber,
  quotesConfirmed: Type.Integer(),
  quoteRequests: Type.Integer(),
  tenderAcceptanceRate: NullableNumber,
  tendersAccepted: Type.Integer(),
  tendersDecided: Type.Integer(),
  lastOrderAt: NullableDate,
});
export type CarrierInsight = Static<typeof CarrierInsight>;

/** Only carriers related to the caller's company are answered (others asked for are left out). */
export const CarrierInsightData = Type.Object({ windowDays: Type.Integer(), items: Type.Array(CarrierInsight) });
export type CarrierInsightData = Static<typeof CarrierInsightData>;

/**
 * GET load-manager/carrier-detail/:_id?page=&limit= (the page of the order history; limit 1-100, default 20). Query
 * values are strings on the wire (the API does not coerce types); the client takes numbers (`CarrierDetailPaging`).
 */
export const CarrierDetailQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
  },
  { additionalProperties: false },
);
export type CarrierDetailQuery = Static<typeof CarrierDetailQuery>;
export interface CarrierDetailPaging {
  page?: number;
  limit?: number;
}

export const CarrierEquipment = Type.Object({ equipmentTypeId: Type.String(), key: Type.String(), name: Type.String(), trucks: Type.Integer() });
export type CarrierEquipment = Static<typeof CarrierEquipment>;

/** A route the carrier hauled for this shipper (its orders, cancelled and rejected ones aside), most loads first. */
export const CarrierLane = Type.Object({
  laneId: NullableString,
  laneName: NullableString,
  originCity: Type.String(),
  originState: Type.String(),
  destinationCity: Type.String(),
  destinationState: Type.String(),
  loads: Type.Integer(),
  lastAt: Type.String({ format: 'date-time' }),
});
export type CarrierLane = Static<typeof CarrierLane>;

/** One order of this shipper with the carrier (newest first). */
export const CarrierHistoryItem = Type.Object({
  /** The order's uuid and human id. */
  _id: Type.String(),
  orderId: Type.String(),
  /** The load's uuid and human id. */
  loadUuid: Type.String(),
  loadId: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  originCity: Type.String(),
  originState: Type.String(),
  destinationCity: Type.String(),
  destinationState: Type.String(),
  pickupStart: Type.String({ format: 'date-time' }),
  deliveryEnd: Type.String({ format: 'date-time' }),
  deliveredAt: NullableDate,
  /** Delivered by the end of the last stop's window; null while not delivered. */
  onTime: Type.Union([Type.Boolean(), Type.Null()]),
  rate: Type.Number(),
  currency: StringEnum(CURRENCIES),
  createdAt: Type.String({ format: 'date-time' }),
});
export type CarrierHistoryItem = Static<typeof CarrierHistoryItem>;

/**
 * A carrier company as the shipper sees it. The fleet (`trucks`, `equipment`) only through an active partnership
 * (docs/DATA-MODEL.md, tenancy): otherwise `trucks` is null and `equipment` empty. `preferredLanes`: the shipper's
 * lanes whose preferred truckers include one of the carrier's trucks.
 */
export const CarrierDetail = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  companyType: StringEnum(COMPANY_TYPES),
  country: StringEnum(LOCATIONS),
  contactEmail: NullableString,
  contactPhone: NullableString,
  website: NullableString,
  logoUrl: NullableString,
  dotNumber: NullableString,
  mcNumber: NullableString,
  partnerStatus: Type.Union([StringEnum(CARRIER_PARTNER_STATUSES), Type.Null()]),
  partnerSince: NullableDate,
  trucks: Type.Union([Type.Integer(), Type.Null()]),
  equipment: Type.Array(CarrierEquipment),
  lanes: Type.Array(CarrierLane),
  preferredLanes: Type.Array(Type.Object({ laneId: Type.String(), name: Type.String() })),
  /**
   * What the carrier declares on /setting/businessDetails?type=carrier (insurance, equipment, service area,
   * its own preferred lanes); null when the company is a shipper only (always sent; optional for older fixtures).
   */
  business: Type.Optional(Type.Union([CarrierBusinessDetails, Type.Null()])),
  insight: CarrierInsight,
  history: pageOf(CarrierHistoryItem),
});
export type CarrierDetail = Static<typeof CarrierDetail>;
