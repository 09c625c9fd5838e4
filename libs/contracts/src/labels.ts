import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './loads';
import { PHONE_PATTERN, POSTAL_CODE_PATTERN } from './patterns';
import { CURRENCIES, LOCATIONS, PARCEL_TRACKING_STATUSES, SHIPMENT_LABEL_STATUSES, SHIPMENT_LABEL_TRANSITIONS, type ShipmentLabelStatus } from './statuses';

/**
 * Shipping labels (docs/modules/orders.md, "Shipping labels"): a parcel shipped with an order
 * (documents, samples, spare parts) by a parcel carrier, through `shippo-shipment/`:
 *
 *   create-shipment   the rates for a parcel between two addresses (by default the order's first pickup and last
 *                     delivery) → a `shipment_labels` row, status created
 *   purchase-label    buys one of those rates → tracking number and label (a 4×6 PDF), status purchased
 *   cancel-label      created or purchased → cancelled (a refund with Shippo): 'Shipment Label Successfully Deleted'
 *   track-shipment    the tracking status and history of a purchased label
 *   label-list        (ours) an order's labels, newest first
 *   label-file/{_id}  (ours) the label's PDF (application/pdf)
 *
 * Who: a party of the label's order (its shipper or its carrier), or the label's company when it has no order.
 * Amounts are integer cents. The provider is the local one (offline, real PDFs, a simulated tracking history) unless
 * the API runs with SHIPPO_API_KEY (Shippo's own rates, labels and tracking).
 */

export const LABEL_MESSAGES = {
  /** The spec's text (section 8), exactly. */
  deleted: 'Shipment Label Successfully Deleted',
  // Ours.
  created: 'Shipment rates fetched',
  purchased: 'Shipment label purchased',
  tracked: 'Shipment tracking fetched',
  listed: 'Shipment labels fetched',
  notFound: 'Shipment label not found',
  orderNotFound: 'Order not found',
  /** 409: moves SHIPMENT_LABEL_TRANSITIONS forbids (buy or cancel a cancelled label, buy a bought one). */
  alreadyCancelled: 'This label is already cancelled',
  alreadyPurchased: 'This label is already purchased',
  /** 409: track-shipment before purchase-label, or after cancel-label. */
  notPurchased: 'This label is not purchased yet: there is nothing to track',
  notTracked: 'This label is cancelled: it is no longer tracked',
  /** 409: label-file before purchase-label (or after a cancel). */
  noLabelFile: 'This label has no file: buy it first',
  /** 400 (body.rateId). */
  unknownRate: 'This rate is not one of the shipment’s rates',
  /** 400 (body.from / body.to) without an order to take them from. */
  addressRequired: 'Required without an order',
  /** 400 (body.from / body.to): the order has no such stop. */
  orderStopMissing: 'The order has no stop to take this address from',
  /** 400 (body.parcel): more than PARCEL_LIMITS.maxLengthPlusGirth. */
  tooLarge: 'Length plus girth may be at most 165 inches',
  /** 502: the provider failed (its own text is logged, never shown). */
  unavailable: 'The shipping label service is unavailable. Please try again.',
  /** 502: the provider answered without a rate. */
  noRates: 'No carrier offered a rate for this parcel',
} as const;

/**
 * The local provider's tracking texts (TrackingEvent.details): the UI shows them in the reader's language
 * (`labels.events.*`); a real carrier's own texts (Shippo) are shown as they come.
 */
export const LOCAL_TRACKING_DETAILS = {
  informationSent: 'Shipment information sent to the carrier',
  pickedUp: 'Picked up by the carrier',
  arrived: 'Arrived at the carrier’s facility',
  departed: 'Departed the carrier’s facility',
  customs: 'Cleared customs',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
} as const;
export type LocalTrackingDetail = keyof typeof LOCAL_TRACKING_DETAILS;

/** Parcel limits (the usual parcel carriers' ones: UPS and FedEx ground, USPS). */
export const PARCEL_LIMITS = {
  minInches: 0.1,
  maxInches: 108,
  minPounds: 0.1,
  maxPounds: 150,
  /** Length + 2 × (width + height), the longest side as length. */
  maxLengthPlusGirth: 165,
} as const;

/** Length plus girth of a parcel (the longest side is its length). */
export const lengthPlusGirth = (parcel: { length: number; width: number; height: number }): number => {
  const [longest = 0, ...others] = [parcel.length, parcel.width, parcel.height].sort((a, b) => b - a);
  return longest + 2 * others.reduce((sum, side) => sum + side, 0);
};

const Inches = Type.Number({ minimum: PARCEL_LIMITS.minInches, maximum: PARCEL_LIMITS.maxInches, description: 'Inches' });

export const Parcel = Type.Object(
  {
    length: Inches,
    width: Inches,
    height: Inches,
    weight: Type.Number({ minimum: PARCEL_LIMITS.minPounds, maximum: PARCEL_LIMITS.maxPounds, description: 'Pounds' }),
  },
  { additionalProperties: false },
);
export type Parcel = Static<typeof Parcel>;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** A parcel's address (the country as everywhere in the app: USA or CANADA). */
export const ParcelAddress = Type.Object(
  {
    name: Text(100),
    street1: Text(120),
    street2: Type.Optional(Type.String({ maxLength: 120 })),
    city: Text(80),
    state: Text(40),
    zip: Type.String({ pattern: POSTAL_CODE_PATTERN, maxLength: 10 }),
    country: StringEnum(LOCATIONS),
    phone: Type.Optional(Type.Union([Type.String({ pattern: PHONE_PATTERN, maxLength: 25 }), Type.Literal('')])),
  },
  { additionalProperties: false },
);
export type ParcelAddress = Static<typeof ParcelAddress>;

const Uuid = Type.String({ format: 'uuid' });

export const CreateShipmentRequest = Type.Object(
  {
    /** The order the parcel ships with: `from` and `to` default to its first pickup and last delivery. */
    orderId: Type.Optional(Uuid),
    from: Type.Optional(ParcelAddress),
    to: Type.Optional(ParcelAddress),
    parcel: Parcel,
  },
  { additionalProperties: false },
);
export type CreateShipmentRequest = Static<typeof CreateShipmentRequest>;

export const PurchaseLabelRequest = Type.Object({ _id: Uuid, rateId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type PurchaseLabelRequest = Static<typeof PurchaseLabelRequest>;

/** cancel-label and track-shipment: the label. */
export const LabelIdRequest = Type.Object({ _id: Uuid }, { additionalProperties: false });
export type LabelIdRequest = Static<typeof LabelIdRequest>;

export const LabelListRequest = Type.Object({ orderId: Uuid }, { additionalProperties: false });
export type LabelListRequest = Static<typeof LabelListRequest>;

export const ShipmentRate = Type.Object({
  /** The provider's rate id (what purchase-label takes). */
  rateId: Type.String(),
  /** usps, ups, fedex, canada_post, ... */
  carrier: Type.String(),
  /** The service's name: 'Priority Mail', 'Ground', ... */
  service: Type.String(),
  amountCents: Type.Integer({ minimum: 0 }),
  currency: StringEnum(CURRENCIES),
  estimatedDays: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type ShipmentRate = Static<typeof ShipmentRate>;

export const TrackingEvent = Type.Object({
  status: StringEnum(PARCEL_TRACKING_STATUSES),
  details: Type.String(),
  /** 'Dallas, TX', or null when the carrier gave none. */
  location: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

export const ShipmentLabelView = Type.Object({
  _id: Uuid,
  orderId: Type.Union([Uuid, Type.Null()]),
  status: StringEnum(SHIPMENT_LABEL_STATUSES),
  provider: Type.String(),
  /** The bought rate's carrier and service (null before purchase-label). */
  carrier: Type.Union([Type.String(), Type.Null()]),
  service: Type.Union([Type.String(), Type.Null()]),
  from: ParcelAddress,
  to: ParcelAddress,
  parcel: Parcel,
  rates: Type.Array(ShipmentRate),
  selectedRateId: Type.Union([Type.String(), Type.Null()]),
  amountCents: Type.Union([Type.Integer(), Type.Null()]),
  currency: StringEnum(CURRENCIES),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  trackingStatus: StringEnum(PARCEL_TRACKING_STATUSES),
  trackingEvents: Type.Array(TrackingEvent),
  /** Where the label is: our label-file path for a local label, the provider's URL for Shippo; null before purchase. */
  labelUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  purchasedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ShipmentLabelView = Static<typeof ShipmentLabelView>;

export const ShipmentLabelList = Type.Array(ShipmentLabelView);
export type ShipmentLabelList = Static<typeof ShipmentLabelList>;

/** Whether a label may move from `from` to `to` (SHIPMENT_LABEL_TRANSITIONS). */
export const canMoveLabel = (from: ShipmentLabelStatus, to: ShipmentLabelStatus): boolean => SHIPMENT_LABEL_TRANSITIONS[from].includes(to);

/** Paths of the label calls below /v1/api. */
export const labelFilePath = (labelId: string) => `shippo-shipment/label-file/${encodeURIComponent(labelId)}`;
