import { CLOSED_LOAD_STATUSES, DELIVERED_LOAD_STATUSES, ON_TRUCK_LOAD_STATUSES } from './status-groups';

/**
 * Status values of the product's entities. The spec leaves them out (section 4: "Status values themselves: not
 * shown"); these are the ones a real TMS uses. The database checks every status column against these lists
 * (apps/api/src/db/schema/) and docs/DATA-MODEL.md draws the state machines. Plain data, no schema code: safe
 * to import in the browser.
 */

/**
 * A load (owned by the shipper company).
 *   pending     posted, no price yet (quote requests may be out)
 *   quoted      at least one carrier confirmed a price, waiting for the shipper
 *   tendered    a carrier was chosen (quote approved, or the load offered to a fleet); its order waits for the
 *               fleet to accept ("new order")
 *   accepted    the fleet accepted the order
 *   assigned    a truck (driver) is assigned
 *   in_transit  picked up
 *   delivered   proof of delivery received
 *   invoiced    the carrier sent its invoice
 *   paid        the shipper paid the carrier
 *   cancelled   withdrawn by the shipper (any time before pickup)
 * Two flags sit beside the status: `is_delayed` (late against its window) and `is_at_risk` (predicted late).
 */
export const LOAD_STATUSES = ['pending', 'quoted', 'tendered', 'accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const LOAD_TRANSITIONS: Readonly<Record<LoadStatus, readonly LoadStatus[]>> = {
  pending: ['quoted', 'tendered', 'accepted', 'cancelled'],
  quoted: ['pending', 'tendered', 'accepted', 'cancelled'],
  // The fleet rejects the tender: back to pending (or quoted when other confirmed quotes remain).
  tendered: ['accepted', 'pending', 'quoted', 'cancelled'],
  // reset-order sends an accepted (or assigned, through accepted) load's order back to new: the load is
  // tendered again.
  accepted: ['assigned', 'tendered', 'pending', 'quoted', 'cancelled'],
  // reject-orderdetail / reset-order send an assigned load back to accepted.
  assigned: ['in_transit', 'accepted', 'cancelled'],
  in_transit: ['delivered'],
  delivered: ['invoiced'],
  invoiced: ['paid'],
  paid: [],
  cancelled: [],
};

/**
 * The load groupings the screens list (spec section 3: pending, delayed, risk-delayed, accepted, active, assigned,
 * billed, history) and the dashboard's order lists (new, quoted, current, active, completed).
 */
export const LOAD_GROUPS = {
  pending: ['pending'],
  new: ['tendered'],
  quoted: ['quoted'],
  accepted: ['accepted'],
  active: ON_TRUCK_LOAD_STATUSES,
  assigned: ['assigned'],
  billed: ['invoiced'],
  completed: DELIVERED_LOAD_STATUSES,
  history: CLOSED_LOAD_STATUSES,
} as const satisfies Record<string, readonly LoadStatus[]>;
export type LoadGroup = keyof typeof LOAD_GROUPS;

/**
 * A quote (a carrier's price for a load; spec section 4).
 *   requested   sent to a carrier (e-mail with quoteId and passcode), no price yet
 *   confirmed   the carrier submitted its price (confirm-quote): waits for the shipper's approval
 *   approved    the shipper approved it (the load becomes tendered, an order is made)
 *   declined    declined (by the carrier on the quote page, or by the shipper)
 *   cancelled   withdrawn (cancel-all-quote, or the load was cancelled / given to another carrier)
 *   expired     not answered before `valid_until`
 */
export const QUOTE_STATUSES = ['requested', 'confirmed', 'approved', 'declined', 'cancelled', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  requested: ['confirmed', 'declined', 'cancelled', 'expired'],
  confirmed: ['approved', 'declined', 'cancelled', 'expired'],
  approved: ['cancelled'],
  declined: [],
  cancelled: [],
  expired: [],
};

/**
 * An order: the contract between the shipper and the carrier company for one load (spec section 4: accepted by
 * the fleet, assigned to a truck, status updated, rejected, reset, marked paid, invoiced).
 *   new         tendered to the fleet, waiting for it (order-accept-by-fleet)
 *   accepted    the fleet accepted it
 *   assigned    a truck is assigned (order-assign-by-fleet); one active order detail exists
 *   in_transit  picked up
 *   delivered   delivered
 *   invoiced    invoice sent (send-invoice)
 *   paid        the shipper paid (rate-paid-order)
 *   rejected    the fleet rejected the tender
 *   cancelled   the shipper cancelled the load
 * `reset-order` takes an accepted/assigned order back to `new` (the assignment is cancelled).
 */
export const ORDER_STATUSES = ['new', 'accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['accepted', 'rejected', 'cancelled'],
  accepted: ['assigned', 'new', 'cancelled'],
  assigned: ['in_transit', 'accepted', 'new', 'cancelled'],
  in_transit: ['delivered'],
  delivered: ['invoiced'],
  invoiced: ['paid'],
  paid: [],
  rejected: [],
  cancelled: [],
};

/** Order types (the freight mode of the order). */
export const ORDER_TYPES = ['FTL', 'LTL', 'PARTIAL', 'INTERMODAL', 'DRAYAGE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * An order detail: the assignment of an order to one truck (driver), with the driver's progress.
 * `rejected` (reject-orderdetail: the driver refused) and `cancelled` (reset-order, reassignment) end it.
 */
export const ORDER_DETAIL_STATUSES = ['assigned', 'at_pickup', 'in_transit', 'at_delivery', 'delivered', 'rejected', 'cancelled'] as const;
export type OrderDetailStatus = (typeof ORDER_DETAIL_STATUSES)[number];

/**
 * The equipment types' keys (equipment_types.key, seeded by the API's reference data). Each is shown by its key in
 * the reader's language (the UI's `labels.equipment.<key>`, the documents' texts); the stored name is English.
 */
export const EQUIPMENT_KEYS = [
  'dry_van',
  'reefer',
  'flatbed',
  'step_deck',
  'conestoga',
  'lowboy',
  'power_only',
  'box_truck',
  'hotshot',
  'tanker',
  'container_chassis',
] as const;
export type EquipmentKey = (typeof EQUIPMENT_KEYS)[number];

/** Accessorial charge codes (update-accessorial). */
export const ACCESSORIAL_CODES = ['detention', 'layover', 'lumper', 'tonu', 'fuel_surcharge', 'liftgate', 'inside_delivery', 'extra_stop', 'other'] as const;
export type AccessorialCode = (typeof ACCESSORIAL_CODES)[number];

/**
 * An accessorial charge's approval (update-accessorial): the carrier requests it, the shipper approves or declines it.
 *   requested  asked for, not yet in the order's total
 *   approved   agreed by the shipper: counted in `accessorial_total` and invoiced
 *   declined   refused by the shipper (with a reason); the carrier may change it, which asks again
 */
export const ACCESSORIAL_STATUSES = ['requested', 'approved', 'declined'] as const;
export type AccessorialStatus = (typeof ACCESSORIAL_STATUSES)[number];

export const ACCESSORIAL_TRANSITIONS: Readonly<Record<AccessorialStatus, readonly AccessorialStatus[]>> = {
  requested: ['approved', 'declined', 'requested'],
  approved: [],
  declined: ['requested'],
};

/**
 * A request to move a load's pickup or delivery date on the calendar (update-calendar-date): one party proposes,
 * the other confirms or declines at /calendar/confirm-order-date-update/{id}.
 *   pending    waiting for the other party
 *   confirmed  the other party agreed: the load's calendar date moved
 *   declined   the other party refused: nothing moved
 *   cancelled  withdrawn by its author, or replaced by a newer request for the same stop
 */
export const DATE_CHANGE_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type DateChangeStatus = (typeof DATE_CHANGE_STATUSES)[number];

/**
 * A purchase order (spec section 4: created, edited, split, closed).
 *   open        created, goods not shipped; no bill of lading yet
 *   booked      bill of lading known, containers booked
 *   in_transit  at least one container on the water / on the road
 *   at_port     every container discharged at the destination port
 *   delivered   every container delivered to the warehouse
 *   closed      closed (close-purchase-order); read-only
 *   cancelled   cancelled before shipping
 * A split makes a child purchase order (`parent_id`) that takes some lines and containers.
 */
export const PURCHASE_ORDER_STATUSES = ['open', 'booked', 'in_transit', 'at_port', 'delivered', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_TRANSITIONS: Readonly<Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>> = {
  open: ['booked', 'cancelled', 'closed'],
  booked: ['in_transit', 'open', 'cancelled', 'closed'],
  in_transit: ['at_port', 'delivered', 'closed'],
  at_port: ['delivered', 'closed'],
  delivered: ['closed'],
  closed: [],
  cancelled: [],
};

/** A container's current state (its milestones are the history). */
export const CONTAINER_STATUSES = [
  'booked',
  'gate_in',
  'loaded',
  'in_transit',
  'transshipment',
  'discharged',
  'gate_out',
  'delivered',
  'empty_returned',
] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/** Container milestone events (container tracking provider: simulated locally, Vizion in production). */
export const CONTAINER_EVENTS = [
  'empty_pickup',
  'gate_in',
  'loaded',
  'vessel_departed',
  'transshipment',
  'vessel_arrived',
  'discharged',
  'gate_out',
  'delivered',
  'empty_returned',
] as const;
export type ContainerEvent = (typeof CONTAINER_EVENTS)[number];

export const CONTAINER_TYPES = ['20GP', '40GP', '40HC', '45HC', '40RF'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/**
 * A shipment label (spec section 4: purchased or cancelled).
 *   created    shipment made (create-shipment), rates known, no label bought
 *   purchased  label bought (purchase-label): tracking number and label file
 *   cancelled  label cancelled / refunded (cancel-label)
 */
export const SHIPMENT_LABEL_STATUSES = ['created', 'purchased', 'cancelled'] as const;
export type ShipmentLabelStatus = (typeof SHIPMENT_LABEL_STATUSES)[number];

export const SHIPMENT_LABEL_TRANSITIONS: Readonly<Record<ShipmentLabelStatus, readonly ShipmentLabelStatus[]>> = {
  created: ['purchased', 'cancelled'],
  purchased: ['cancelled'],
  cancelled: [],
};

/** Tracking status reported for a purchased label (track-shipment). */
export const PARCEL_TRACKING_STATUSES = ['unknown', 'pre_transit', 'transit', 'delivered', 'returned', 'failure'] as const;
export type ParcelTrackingStatus = (typeof PARCEL_TRACKING_STATUSES)[number];

/** A sales order (ERP side, /order/list; create-sales-order). */
export const SALES_ORDER_STATUSES = ['draft', 'open', 'confirmed', 'shipped', 'invoiced', 'closed', 'cancelled'] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

/** A truck (or an owner-operator carrier) of a fleet. */
export const TRUCKER_STATUSES = ['available', 'on_load', 'off_duty', 'maintenance', 'inactive'] as const;
export type TruckerStatus = (typeof TRUCKER_STATUSES)[number];
/** The statuses a user may give a truck: not `on_load`, which a truck shows exactly while one of its loads is under way. */
export const SETTABLE_TRUCKER_STATUSES = TRUCKER_STATUSES.filter((status): status is Exclude<TruckerStatus, 'on_load'> => status !== 'on_load');
export type SettableTruckerStatus = (typeof SETTABLE_TRUCKER_STATUSES)[number];

/** `truck`: a unit of the company's own fleet (/trucks); `carrier`: an owner-operator it contracts (/carrier). */
export const TRUCKER_KINDS = ['truck', 'carrier'] as const;
export type TruckerKind = (typeof TRUCKER_KINDS)[number];

export const COMPANY_TYPES = ['shipper', 'carrier', 'both'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** A company's subscription (payment provider: local sandbox, Stripe in production). */
export const BILLING_STATES = ['unpaid', 'trialing', 'active', 'past_due', 'cancelled'] as const;
export type BillingState = (typeof BILLING_STATES)[number];

export const CHECKOUT_STATUSES = ['open', 'paid', 'expired', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A user's onboarding (`onboarding.stage` of get-user-detail); `nextAction` says what the UI should open. */
export const ONBOARDING_STAGES = ['registered', 'email_verified', 'company', 'payment', 'completed'] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const CARRIER_PARTNER_STATUSES = ['invited', 'active', 'blocked'] as const;
export type CarrierPartnerStatus = (typeof CARRIER_PARTNER_STATUSES)[number];

/** Address tags used by the product (free text in the database; these are the ones the screens offer). */
export const ADDRESS_TAGS = ['business', 'billing', 'pickup', 'delivery', 'customer'] as const;
export type AddressTag = (typeof ADDRESS_TAGS)[number];

export const LOCATIONS = ['USA', 'CANADA'] as const;
export type LocationCode = (typeof LOCATIONS)[number];

export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
