import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DelayInfo, ORDER_GROUPS } from './dashboard';
import { DISPATCHER_STEPS } from './driver';
import { LoadStop } from './load-write';
import { PageRequest, StringEnum, pageOf, type Page } from './loads';
import {
  ACCESSORIAL_CODES,
  ACCESSORIAL_STATUSES,
  CURRENCIES,
  LOAD_STATUSES,
  ORDER_DETAIL_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from './statuses';

/**
 * Orders: the contract between a shipper (`companyId`) and a carrier company for one load, from the
 * tender to the paid invoice. docs/modules/orders.md.
 *
 * Money: every amount of these calls is an integer number of cents (`…Cents`), never a float of dollars; the
 * database keeps exact decimals (numeric(12,2)) and sums them in SQL; `centsOf` below converts a stored amount.
 *
 * Who may do what (the server decides and says so in `OrderDetailView.actions`; the UI shows only those):
 *   carrier side (the order's carrier_company_id): accept, reject the tender, assign a truck, move the assignment,
 *     reject an assignment, reset, request or change an accessorial, send the invoice, mark its driver paid;
 *   shipper side (the order's company_id): approve or decline an accessorial, mark the order paid and rate the
 *     carrier, cancel before pickup;
 *   both: read the detail, its documents, its timeline, move a calendar date (the other confirms).
 */

export const ORDER_MESSAGES = {
  // The spec's success texts (section 8), exactly.
  confirmed: 'Order has been successfully Confirmed',
  assigned: 'Order has been successfully Assigned',
  invoiceSent: 'Invoice sent successfully',
  statusUpdated: 'Order Status Successfully Updated',
  reset: 'Order Status Reset Successfully.',
  updated: 'Order Successfully Updated',
  // Ours.
  fetched: 'Order fetched',
  listFetched: 'Orders fetched',
  notFound: 'Order not found',
  assignmentNotFound: 'Assignment not found',
  accessorialNotFound: 'Accessorial charge not found',
  /** 409: a move the state machine forbids; `{from}` and `{to}` are statuses. */
  wrongState: 'This order is {from} and cannot become {to}',
  /** 409: the caller's side may not take this action (e.g. the shipper assigns a truck). */
  carrierOnly: 'Only the carrier of this order can do this',
  shipperOnly: 'Only the shipper of this order can do this',
  /** 409: concurrent accepts, the second one. */
  alreadyAccepted: 'This order was already accepted',
  alreadyInvoiced: 'This order is already invoiced',
  notDelivered: 'The order can be invoiced once delivered',
  alreadyPaid: 'This order is already marked paid',
  notInvoiced: 'The order can be marked paid once invoiced',
  accessorialDecided: 'This accessorial charge was already approved',
  accessorialsPending: 'Accessorial charges wait for the shipper: approve or decline them before invoicing',
  noInvoiceEmail: 'The shipper has no e-mail address to send the invoice to',
  // Added by the orders API (part 1).
  /** 409: update-accessorial's request on an order that is new, rejected or cancelled. */
  accessorialClosed: 'Accessorial charges can be asked for once the order is accepted, until it is invoiced',
  /** 409: approving a declined charge (the carrier changes it, which asks again). */
  accessorialDeclined: 'This accessorial charge was declined: the carrier may change it, which asks again',
  /** 409: rate-paid-order/driver before the invoice. */
  driverNotInvoiced: 'The driver can be marked paid once the order is invoiced',
  /** 409: update-order-status to in_transit or delivered (they follow the assignment's steps). */
  followsAssignment: 'In transit and delivered follow the truck: move the assignment instead',
} as const;

export const ORDER_SIDES = ['shipper', 'carrier'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** What the caller may do on an order now (computed by the server from the state machines and the caller's side). */
export const ORDER_ACTIONS = [
  'accept',
  'reject',
  'assign',
  'reset',
  'cancel',
  'updateAssignment',
  'rejectAssignment',
  'requestAccessorial',
  'decideAccessorial',
  'sendInvoice',
  'markPaid',
  'markDriverPaid',
  'rate',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The statuses from which `to` is reachable in ORDER_TRANSITIONS (the UI's and the server's one reading). */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from]?.includes(to) ?? false;

/** An exact cents integer from a stored decimal amount (numeric(12,2) read as a number or a string). */
export function centsOf(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/.exec(text);
  if (!match) throw new Error(`not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** The decimal text of a cents integer (`12345` → `"123.45"`): what a numeric(12,2) column is written with. */
export const decimalOfCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Uuid = Type.String({ format: 'uuid' });
/** Cents, up to $99,999,999.99 (numeric(12,2)). */
export const Cents = Type.Integer({ minimum: 0, maximum: 9_999_999_999 });

// ---------------------------------------------------------------------------------------------------------------
// Params

/** `:orderId` of get-order-detail: the order's uuid, or its human id (O-100123) among the caller's orders. */
export const OrderIdParams = Type.Object({ orderId: Type.String({ pattern: '^([0-9a-fA-F-]{36}|O-[0-9]{1,12})$' }) }, { additionalProperties: false });
export type OrderIdParams = Static<typeof OrderIdParams>;
/** `:_id` of the calls on one order (update-order-status) or one assignment (update-orderdetail-status, reject-orderdetail). */
export const OrderUuidParams = Type.Object({ _id: Uuid }, { additionalProperties: false });
export type OrderUuidParams = Static<typeof OrderUuidParams>;

// ---------------------------------------------------------------------------------------------------------------
// The detail

export const OrderParty = Type.Object({
  companyId: Type.String(),
  name: Type.String(),
  email: nullable(Type.String()),
  phone: nullable(Type.String()),
  /** One line: street, city, state, postal code. */
  address: nullable(Type.String()),
  logoUrl: nullable(Type.String()),
  /** DOT / MC numbers (carrier), when known. */
  dotNumber: Type.Optional(nullable(Type.String())),
  mcNumber: Type.Optional(nullable(Type.String())),
});
export type OrderParty = Static<typeof OrderParty>;

export const OrderAccessorial = Type.Object({
  _id: Type.String(),
  code: StringEnum(ACCESSORIAL_CODES),
  description: Type.String(),
  /** How many units the charge is for (hours of detention, stops...). */
  quantity: Type.Number(),
  /** The price of one unit. */
  amountCents: Type.Integer(),
  /** What the charge costs: quantity × amountCents, rounded to the cent (the server's rule; what the totals add up). */
  lineCents: Type.Integer(),
  status: StringEnum(ACCESSORIAL_STATUSES),
  requestedBy: nullable(Type.String()),
  requestedAt: DateTime,
  decidedBy: nullable(Type.String()),
  decidedAt: nullable(DateTime),
  declineReason: nullable(Type.String()),
});
export type OrderAccessorial = Static<typeof OrderAccessorial>;

/** One row of the status timeline (order_status_history): the order's moves and its assignments' (`detail`). */
export const OrderTimelineEntry = Type.Object({
  _id: Type.String(),
  from: nullable(Type.String()),
  to: Type.String(),
  /** true: a move of the assignment (ORDER_DETAIL_STATUSES), false: of the order. */
  detail: Type.Boolean(),
  at: DateTime,
  /** Who: a user's name and company, `driver` for the driver's own page, null when unknown (system). */
  by: nullable(Type.Object({ name: Type.String(), company: nullable(Type.String()) })),
  note: nullable(Type.String()),
});
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;

export const OrderAssignment = Type.Object({
  _id: Type.String(),
  status: StringEnum(ORDER_DETAIL_STATUSES),
  truck: Type.Object({
    _id: Type.String(),
    truckNumber: Type.String(),
    driverName: Type.String(),
    driverPhone: nullable(Type.String()),
  }),
  assignedAt: DateTime,
  arrivedPickupAt: nullable(DateTime),
  pickedUpAt: nullable(DateTime),
  arrivedDeliveryAt: nullable(DateTime),
  deliveredAt: nullable(DateTime),
  podSignedBy: nullable(Type.String()),
});
export type OrderAssignment = Static<typeof OrderAssignment>;

export const OrderAmounts = Type.Object({
  currency: StringEnum(CURRENCIES),
  rateCents: Type.Integer(),
  /** Approved accessorials only (what is invoiced). */
  accessorialCents: Type.Integer(),
  /** Requested, not yet decided. */
  pendingAccessorialCents: Type.Integer(),
  /** rate + approved accessorials. */
  totalCents: Type.Integer(),
});
export type OrderAmounts = Static<typeof OrderAmounts>;

export const OrderInvoice = Type.Object({
  number: Type.String(),
  amountCents: Type.Integer(),
  invoicedAt: DateTime,
  sentTo: nullable(Type.String()),
});

export const OrderPayment = Type.Object({
  isPaid: Type.Boolean(),
  paidAt: nullable(DateTime),
  isDriverPaid: Type.Boolean(),
  driverPaidAt: nullable(DateTime),
  rating: nullable(Type.Integer()),
  ratingComment: nullable(Type.String()),
});

/** A parcel label of the order (shippo-shipment), as the detail lists them. */
export const OrderLabelSummary = Type.Object({
  _id: Type.String(),
  status: Type.String(),
  carrier: Type.String(),
  serviceLevel: Type.String(),
  trackingNumber: nullable(Type.String()),
  trackingStatus: Type.String(),
  createdAt: DateTime,
});

export const ORDER_DOCUMENTS = ['confirmation', 'invoice', 'bol'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

/** GET order-manager/get-order-detail/:orderId */
export const OrderDetailView = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  type: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  /** The caller's side of this order. */
  side: StringEnum(ORDER_SIDES),
  actions: Type.Array(StringEnum(ORDER_ACTIONS)),
  /** The documents the caller can download now (the invoice once invoiced). */
  documents: Type.Array(StringEnum(ORDER_DOCUMENTS)),
  load: Type.Object({
    _id: Type.String(),
    loadId: Type.String(),
    status: StringEnum(LOAD_STATUSES),
    commodity: Type.String(),
    weight: Type.Number(),
    weightUnit: Type.String(),
    /** The equipment type's stored (English) name; `equipmentKey` is what a screen translates it by. */
    equipment: nullable(Type.String()),
    equipmentKey: nullable(Type.String()),
    pallets: nullable(Type.Integer()),
    isHazmat: Type.Boolean(),
    distanceMiles: nullable(Type.Number()),
    referenceNumber: nullable(Type.String()),
    poNumber: nullable(Type.String()),
    specialInstructions: nullable(Type.String()),
    isDelayed: Type.Boolean(),
    isAtRisk: Type.Boolean(),
  }),
  shipper: OrderParty,
  carrier: OrderParty,
  stops: Type.Array(LoadStop),
  amounts: OrderAmounts,
  accessorials: Type.Array(OrderAccessorial),
  timeline: Type.Array(OrderTimelineEntry),
  assignment: nullable(OrderAssignment),
  invoice: nullable(OrderInvoice),
  payment: OrderPayment,
  labels: Type.Array(OrderLabelSummary),
  acceptedAt: nullable(DateTime),
  rejectReason: nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type OrderDetailView = Static<typeof OrderDetailView>;

// ---------------------------------------------------------------------------------------------------------------
// Lists (POST order-manager/order-list: the generic list fetch of the order lists; next-previous-orders walks it)

/** open: not yet closed (new … delivered, invoiced); history: paid, rejected, cancelled (and delivered/invoiced older than nothing: see docs). */
export const ORDER_SCOPES = ['open', 'history', 'all'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];
export const ORDER_SORTS = ['newest', 'oldest', 'pickup', 'delivery', 'order_id', 'amount'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const OrderListRequest = Type.Object(
  {
    ...PageRequest,
    scope: Type.Optional(StringEnum(ORDER_SCOPES)),
    status: Type.Optional(StringEnum(ORDER_STATUSES)),
    /** shipper: orders of the caller's loads; carrier: orders the caller carries; absent: both. */
    side: Type.Optional(StringEnum(ORDER_SIDES)),
    /** Order id, load id, reference, commodity, a city or the other party's name. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** The other party (a company id). */
    counterpartyId: Type.Optional(Uuid),
    /** Delivery from / to (inclusive days, YYYY-MM-DD): when delivered, else the planned end of the window. */
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    sort: Type.Optional(StringEnum(ORDER_SORTS)),
    /** A dashboard group: its statuses, or the live orders flagged at risk / delayed. Combines with the rest. */
    group: Type.Optional(StringEnum(ORDER_GROUPS)),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20, scope: 'history' }] },
);
export type OrderListRequest = Static<typeof OrderListRequest>;

export const OrderListItem = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  side: StringEnum(ORDER_SIDES),
  loadUuid: Type.String(),
  loadId: Type.String(),
  counterparty: Type.Object({ companyId: Type.String(), name: Type.String() }),
  origin: Type.String(),
  destination: Type.String(),
  pickupStart: DateTime,
  /** The end of the planned delivery window. */
  deliveryEnd: DateTime,
  /** When the order was delivered; null until then. */
  deliveredAt: nullable(DateTime),
  currency: StringEnum(CURRENCIES),
  totalCents: Type.Integer(),
  invoiceNumber: nullable(Type.String()),
  isPaid: Type.Boolean(),
  truckNumber: nullable(Type.String()),
  updatedAt: DateTime,
  /** The load's delay and risk flags (the risk job's). */
  delay: DelayInfo,
});
export type OrderListItem = Static<typeof OrderListItem>;
export const OrderListResponseData = pageOf(OrderListItem);
export type OrderListResponseData = Page<OrderListItem>;

/** POST order-manager/next-previous-orders: the neighbours of an order in the list it was opened from. */
export const NextPreviousRequest = Type.Object({ _id: Uuid, list: OrderListRequest }, { additionalProperties: false });
export type NextPreviousRequest = Static<typeof NextPreviousRequest>;
const Neighbour = nullable(Type.Object({ _id: Type.String(), orderId: Type.String() }));
export const NextPreviousResponse = Type.Object({
  previous: Neighbour,
  next: Neighbour,
  /** 1-based place of the order in the list, null when it is no longer in it. */
  position: nullable(Type.Integer()),
  total: Type.Integer(),
});
export type NextPreviousResponse = Static<typeof NextPreviousResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Actions

/** POST order-manager/order-accept-by-fleet */
export const OrderAcceptRequest = Type.Object({ _id: Uuid }, { additionalProperties: false });
export type OrderAcceptRequest = Static<typeof OrderAcceptRequest>;

/** POST order-manager/order-assign-by-fleet (a reassignment cancels the live assignment first). */
export const OrderAssignRequest = Type.Object({ _id: Uuid, truckerId: Uuid }, { additionalProperties: false });
export type OrderAssignRequest = Static<typeof OrderAssignRequest>;

/**
 * POST order-manager/update-order-status/:_id: the order's own moves that have no call of their own: the carrier
 * rejects a tender (`rejected`, with a reason), the shipper cancels (`cancelled`); `in_transit`/`delivered` follow
 * the assignment and are refused here (409: move the assignment).
 */
export const OrderStatusRequest = Type.Object(
  {
    status: StringEnum(ORDER_STATUSES),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type OrderStatusRequest = Static<typeof OrderStatusRequest>;

/**
 * POST order-manager/update-orderdetail-status/:_id (an assignment's id) and orderdetail-update-status/:_id (an
 * order's id: its live assignment): the dispatcher moves the driver's steps for the driver
 * (ORDER_DETAIL_TRANSITIONS: at_pickup, in_transit, at_delivery, delivered), with the same effects as the driver's page.
 */
export const OrderDetailStatusRequest = Type.Object(
  {
    status: StringEnum(DISPATCHER_STEPS),
    at: Type.Optional(DateTime),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type OrderDetailStatusRequest = Static<typeof OrderDetailStatusRequest>;

/** POST order-manager/reject-orderdetail/:_id (the driver refused the load): the order goes back to accepted. */
export const RejectAssignmentRequest = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type RejectAssignmentRequest = Static<typeof RejectAssignmentRequest>;

/** POST order-manager/reset-order: an accepted or assigned order back to new (its assignment cancelled). */
export const ResetOrderRequest = Type.Object(
  { _id: Uuid, reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
  { additionalProperties: false },
);
export type ResetOrderRequest = Static<typeof ResetOrderRequest>;

/**
 * POST order-manager/update-accessorial: the carrier requests a charge (or changes one not approved yet, which asks
 * again); the shipper approves or declines it. Approved charges count in the order's total and on the invoice.
 */
export const AccessorialRequest = Type.Union([
  Type.Object(
    {
      action: Type.Literal('request'),
      orderId: Uuid,
      /** Change this charge (requested or declined) instead of adding one. */
      accessorialId: Type.Optional(Uuid),
      code: StringEnum(ACCESSORIAL_CODES),
      description: Type.Optional(Type.String({ maxLength: 200 })),
      /** Units (hours, stops...), 1 by default; the charge costs quantity × amountCents. */
      quantity: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 9999 })),
      /** The price of one unit. */
      amountCents: Type.Integer({ minimum: 1, maximum: 99_999_999 }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ action: Type.Literal('approve'), orderId: Uuid, accessorialId: Uuid }, { additionalProperties: false }),
  Type.Object(
    { action: Type.Literal('decline'), orderId: Uuid, accessorialId: Uuid, reason: Type.String({ minLength: 1, maxLength: 500 }) },
    { additionalProperties: false },
  ),
]);
export type AccessorialRequest = Static<typeof AccessorialRequest>;
/**
 * The body update-accessorial validates: AccessorialRequest's three shapes as one object (every field's own bounds
 * checked by the schema; which fields an action needs by the server, a 400 'Required' on the missing one). Clients
 * send an AccessorialRequest, which always fits it.
 */
export const AccessorialRequestBody = Type.Object(
  {
    action: StringEnum(['request', 'approve', 'decline'] as const),
    orderId: Uuid,
    accessorialId: Type.Optional(Uuid),
    code: Type.Optional(StringEnum(ACCESSORIAL_CODES)),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    quantity: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 9999 })),
    amountCents: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999_999 })),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false, examples: [{ action: 'request', orderId: '00000000-0000-4000-8000-000000000000', code: 'detention', amountCents: 7500 }] },
);
export type AccessorialRequestBody = Static<typeof AccessorialRequestBody>;

/** POST order-manager/send-invoice: a delivered order's invoice, numbered and mailed with its PDF to the shipper. */
export const SendInvoiceRequest = Type.Object(
  {
    _id: Uuid,
    /** Default: the shipper's billing contact (company e-mail), else the load's author. */
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type SendInvoiceRequest = Static<typeof SendInvoiceRequest>;

/** `:type` of rate-paid-order: the shipper paid the carrier (and rates it), or the carrier paid its driver. */
export const PAID_TYPES = ['shipper', 'driver'] as const;
export type PaidType = (typeof PAID_TYPES)[number];
export const RatePaidParams = Type.Object({ type: StringEnum(PAID_TYPES) }, { additionalProperties: false });
export type RatePaidParams = Static<typeof RatePaidParams>;
export const RatePaidRequest = Type.Object(
  {
    _id: Uuid,
    /** The shipper's rating of the carrier, 1–5 (type shipper only). */
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type RatePaidRequest = Static<typeof RatePaidRequest>;

/** POST order-manager/{order-confirmation,invoice-order-confirmation,bol-order-confirmation}-pdf: application/pdf. */
export const OrderPdfRequest = Type.Object(
  {
    _id: Uuid,
    /** The reader's language; default the caller's. */
    language: Type.Optional(StringEnum(['en', 'sp', 'fr'] as const)),
  },
  { additionalProperties: false },
);
export type OrderPdfRequest = Static<typeof OrderPdfRequest>;
/** The download's title when the document has no better one (spec section 8). */
export const ORDER_PDF_DEFAULT_TITLE = 'Order Confirmation PDF';

/** Every action's answer: the order as it is now (the screens replace what they show with it). */
export const OrderActionResponse = OrderDetailView;
