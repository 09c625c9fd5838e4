/** Orders, their details, status history, accessorials, tracking points, shipment labels. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, numeric, pgTable, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  DATE_CHANGE_STATUSES,
  ORDER_DETAIL_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PARCEL_TRACKING_STATUSES,
  SHIPMENT_LABEL_STATUSES,
  ACCESSORIAL_CODES,
  ACCESSORIAL_STATUSES,
} from '@freight/contracts';
import { primaryId, timestamps, createdAt, tstz, money, lat, lng, oneOf, position, bytea } from './columns';
import { companyRef, companyScoped, companies, users } from './companies';
import { truckers } from './fleet';
import { loads, quotes } from './loads';

/**
 * An order: the shipper (`company_id`) and the carrier company (`carrier_company_id`) agreeing on one load.
 * One live order per load (rejected and cancelled ones stay as history).
 */
export const orders = pgTable(
  'orders',
  {
    ...primaryId(),
    ...companyScoped(),
    carrierCompanyId: companyRef('carrier_company_id'),
    /** Human id, unique per (shipper) company: O-100123. */
    orderId: text('order_id').notNull(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('FTL'),
    status: text('status').notNull().default('new'),
    isDelayed: boolean('is_delayed').notNull().default(false),
    isAtRisk: boolean('is_at_risk').notNull().default(false),
    /** Agreed line-haul rate. */
    rate: money('rate').notNull(),
    accessorialTotal: money('accessorial_total').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** Assigned truck (copy of the active order detail). */
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'set null' }),
    acceptedAt: tstz('accepted_at'),
    assignedAt: tstz('assigned_at'),
    pickedUpAt: tstz('picked_up_at'),
    deliveredAt: tstz('delivered_at'),
    rejectedAt: tstz('rejected_at'),
    rejectReason: text('reject_reason'),
    cancelledAt: tstz('cancelled_at'),
    /** INV-100001: from the carrier company's `id_counters` (kind `invoice`), unique per carrier, never reused. */
    invoiceNumber: text('invoice_number'),
    invoiceAmount: money('invoice_amount'),
    invoicedAt: tstz('invoiced_at'),
    /** Where send-invoice mailed the invoice. */
    invoiceSentTo: text('invoice_sent_to'),
    /** The shipper paid the carrier (rate-paid-order/shipper). */
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: tstz('paid_at'),
    /** The carrier paid its driver (rate-paid-order/driver). */
    isDriverPaid: boolean('is_driver_paid').notNull().default(false),
    driverPaidAt: tstz('driver_paid_at'),
    /** The shipper's rating of the carrier for this order, 1-5. */
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ...timestamps(),
  },
  (t) => [
    unique('orders_company_order_id_unique').on(t.companyId, t.orderId),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_type_check', oneOf(t.type, ORDER_TYPES)),
    check('orders_currency_check', oneOf(t.currency, CURRENCIES)),
    check('orders_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('orders_amounts_check', sql`${t.rate} >= 0 and ${t.accessorialTotal} >= 0`),
    uniqueIndex('orders_one_live_per_load_idx')
      .on(t.loadId)
      .where(sql`${t.status} not in ('rejected', 'cancelled')`),
    index('orders_load_idx').on(t.loadId),
    index('orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    index('orders_carrier_status_created_idx').on(t.carrierCompanyId, t.status, t.createdAt),
    index('orders_carrier_created_idx').on(t.carrierCompanyId, t.createdAt),
    index('orders_company_delayed_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.isDelayed}`),
    index('orders_company_at_risk_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.isAtRisk}`),
    index('orders_carrier_delayed_idx')
      .on(t.carrierCompanyId, t.createdAt)
      .where(sql`${t.isDelayed}`),
    index('orders_carrier_at_risk_idx')
      .on(t.carrierCompanyId, t.createdAt)
      .where(sql`${t.isAtRisk}`),
    index('orders_trucker_idx').on(t.truckerId, t.status),
    index('orders_quote_idx').on(t.quoteId),
    uniqueIndex('orders_carrier_invoice_number_idx')
      .on(t.carrierCompanyId, t.invoiceNumber)
      .where(sql`${t.invoiceNumber} is not null`),
  ],
);

/** The assignment of an order to one truck, with the driver's progress (order-assign-by-fleet, *-orderdetail-*). */
export const orderDetails = pgTable(
  'order_details',
  {
    ...primaryId(),
    ...companyScoped(),
    carrierCompanyId: companyRef('carrier_company_id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('assigned'),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tstz('assigned_at').notNull().defaultNow(),
    arrivedPickupAt: tstz('arrived_pickup_at'),
    pickedUpAt: tstz('picked_up_at'),
    arrivedDeliveryAt: tstz('arrived_delivery_at'),
    deliveredAt: tstz('delivered_at'),
    rejectedAt: tstz('rejected_at'),
    rejectReason: text('reject_reason'),
    cancelledAt: tstz('cancelled_at'),
    /** Proof of delivery: signer and file. */
    podSignedBy: text('pod_signed_by'),
    podUrl: text('pod_url'),
  },
  (t) => [
    check('order_details_status_check', oneOf(t.status, ORDER_DETAIL_STATUSES)),
    uniqueIndex('order_details_one_live_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} not in ('rejected', 'cancelled')`),
    index('order_details_order_idx').on(t.orderId, t.assignedAt),
    index('order_details_trucker_idx').on(t.truckerId, t.status),
    index('order_details_carrier_status_idx').on(t.carrierCompanyId, t.status),
  ],
);

/** Every status change of an order (and of its details). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    ...primaryId(),
    ...companyScoped(),
    carrierCompanyId: companyRef('carrier_company_id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderDetailId: uuid('order_detail_id').references(() => orderDetails.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    lat: lat(),
    lng: lng(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Accessorial charges of an order (update-accessorial). */
export const orderAccessorials = pgTable(
  'order_accessorials',
  {
    ...primaryId(),
    ...companyScoped(),
    carrierCompanyId: companyRef('carrier_company_id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    amount: money('amount').notNull(),
    /** ACCESSORIAL_STATUSES: requested by the carrier, approved or declined by the shipper. */
    status: text('status').notNull().default('requested'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    declineReason: text('decline_reason'),
    ...timestamps(),
  },
  (t) => [
    check('order_accessorials_code_check', oneOf(t.code, ACCESSORIAL_CODES)),
    check('order_accessorials_status_check', oneOf(t.status, ACCESSORIAL_STATUSES)),
    check('order_accessorials_amount_check', sql`${t.amount} >= 0 and ${t.quantity} > 0`),
    index('order_accessorials_order_idx').on(t.orderId),
  ],
);

/**
 * An accessorial charge's line amount in SQL: `quantity` (hours, stops...) × `amount` (one unit's price), rounded to
 * the cent. The one rule of what a charge costs: orders.accessorial_total, the order's sums and lines, the invoice
 * amount and the documents all use it. `alias` names order_accessorials in the query.
 */
export const accessorialLineAmount = (alias: string) => sql.raw(`round(${alias}.quantity * ${alias}.amount, 2)`);

/** Positions of a truck while it carries a load (track-detail, tracking-location). Readable by both parties. */
export const trackingPoints = pgTable(
  'tracking_points',
  {
    ...primaryId(),
    ...companyScoped(),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'set null' }),
    lat: lat().notNull(),
    lng: lng().notNull(),
    speedMph: smallint('speed_mph'),
    heading: smallint('heading'),
    /** eld, app, manual, simulated. */
    source: text('source').notNull().default('app'),
    recordedAt: tstz('recorded_at').notNull(),
  },
  (t) => [
    check('tracking_points_position_check', position(t.lat, t.lng)),
    index('tracking_points_load_idx').on(t.loadId, t.recordedAt),
    index('tracking_points_trucker_idx').on(t.truckerId, t.recordedAt),
  ],
);

/** Parcel shipment labels (shippo-shipment: local label PDFs by default, Shippo in production). */
export const shipmentLabels = pgTable(
  'shipment_labels',
  {
    ...primaryId(),
    ...companyScoped(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    provider: text('provider').notNull().default('local'),
    providerShipmentId: text('provider_shipment_id'),
    providerTransactionId: text('provider_transaction_id'),
    /** Parcel carrier and service (usps priority, ups ground, fedex 2day, canada_post expedited, ...). */
    carrier: text('carrier').notNull(),
    serviceLevel: text('service_level').notNull(),
    fromAddress: jsonb('from_address').$type<Record<string, unknown>>().notNull(),
    toAddress: jsonb('to_address').$type<Record<string, unknown>>().notNull(),
    parcel: jsonb('parcel').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('created'),
    rateAmount: money('rate_amount'),
    currency: text('currency').notNull().default('USD'),
    trackingNumber: text('tracking_number'),
    trackingStatus: text('tracking_status').notNull().default('unknown'),
    labelUrl: text('label_url'),
    /** The rates create-shipment got (provider rate id, carrier, service, amount, days), one of them bought. */
    rates: jsonb('rates').$type<Record<string, unknown>[]>().notNull().default([]),
    selectedRateId: text('selected_rate_id'),
    /** The local provider's 4×6 label PDF (Shippo's labels stay at `label_url`). */
    labelPdf: bytea('label_pdf'),
    /** Tracking events known so far (track-shipment), oldest first. */
    trackingEvents: jsonb('tracking_events').$type<Record<string, unknown>[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    purchasedAt: tstz('purchased_at'),
    cancelledAt: tstz('cancelled_at'),
  },
  (t) => [
    check('shipment_labels_status_check', oneOf(t.status, SHIPMENT_LABEL_STATUSES)),
    check('shipment_labels_tracking_status_check', oneOf(t.trackingStatus, PARCEL_TRACKING_STATUSES)),
    check('shipment_labels_currency_check', oneOf(t.currency, CURRENCIES)),
    index('shipment_labels_company_created_idx').on(t.companyId, t.createdAt),
    index('shipment_labels_order_idx').on(t.orderId),
    index('shipment_labels_tracking_idx').on(t.trackingNumber),
  ],
);

/**
 * A proposed move of a load's pickup or delivery date (update-calendar-date): made by one party of the load's order
 * (shipper or carrier), confirmed or declined by the other at /calendar/confirm-order-date-update/{id}. Only on
 * confirmation does the load's calendar date move. One pending request per load and stop.
 */
export const dateChangeRequests = pgTable(
  'date_change_requests',
  {
    ...primaryId(),
    ...companyScoped(),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** pickup or delivery. */
    stopType: text('stop_type').notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date').notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The company whose user asked: the other party decides. */
    requestedByCompanyId: uuid('requested_by_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    ...timestamps(),
  },
  (t) => [
    check('date_change_requests_stop_type_check', oneOf(t.stopType, ['pickup', 'delivery'])),
    check('date_change_requests_status_check', oneOf(t.status, DATE_CHANGE_STATUSES)),
    uniqueIndex('date_change_requests_one_pending_idx')
      .on(t.loadId, t.stopType)
      .where(sql`${t.status} = 'pending'`),
    index('date_change_requests_company_idx').on(t.companyId, t.status, t.createdAt),
    index('date_change_requests_carrier_idx').on(t.carrierCompanyId, t.status, t.createdAt),
  ],
);
