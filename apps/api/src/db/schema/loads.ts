/** Loads, stops, quotes. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, LANGUAGE_CODES, LOAD_STATUSES, LOCATIONS, ORDER_TYPES, QUOTE_STATUSES, RISK_REASONS } from '@freight/contracts';
import { primaryId, timestamps, createdAt, tstz, money, lat, lng, oneOf, position } from './columns';
import { equipmentTypes } from './reference';
import { companyScoped, companies, users } from './companies';
import { addresses, warehouses, lanes } from './address-book';
import { truckers } from './fleet';

/**
 * A load, owned by the shipper company (`company_id`). `carrier_company_id` and `trucker_id` are filled when it is
 * awarded / assigned (copies of its active order, for the carrier's lists). Origin, destination and the first
 * pickup / last delivery windows are copies of its stops, so lists filter and sort without joins.
 */
export const loads = pgTable(
  'loads',
  {
    ...primaryId(),
    ...companyScoped(),
    /** Human id, unique per company: L-100123. */
    loadId: text('load_id').notNull(),
    /** Sub-loads (subload-detail) point at their parent. */
    parentId: uuid('parent_id').references((): AnyPgColumn => loads.id, { onDelete: 'cascade' }),
    laneId: uuid('lane_id').references(() => lanes.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    isDelayed: boolean('is_delayed').notNull().default(false),
    isAtRisk: boolean('is_at_risk').notNull().default(false),
    /**
     * Delay and risk of delay, computed by the API's risk job (docs/modules/dashboard.md): the reason
     * (RISK_REASONS), how many minutes late (or predicted late), the predicted arrival at the next stop, and when
     * the job last judged the load.
     */
    delayReason: text('delay_reason'),
    delayMinutes: integer('delay_minutes'),
    etaAt: tstz('eta_at'),
    riskCheckedAt: tstz('risk_checked_at'),
    mode: text('mode').notNull().default('FTL'),
    equipmentTypeId: uuid('equipment_type_id').references(() => equipmentTypes.id, { onDelete: 'set null' }),
    weight: numeric('weight', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').notNull().default('lbs'),
    commodity: text('commodity').notNull(),
    pallets: integer('pallets'),
    pieces: integer('pieces'),
    lengthFt: smallint('length_ft'),
    isHazmat: boolean('is_hazmat').notNull().default(false),
    temperatureMinF: smallint('temperature_min_f'),
    temperatureMaxF: smallint('temperature_max_f'),
    /** Posted / target rate (the agreed price is on the order). */
    rate: money('rate'),
    currency: text('currency').notNull().default('USD'),
    distanceMiles: numeric('distance_miles', { precision: 8, scale: 1, mode: 'number' }),
    referenceNumber: text('reference_number'),
    poNumber: text('po_number'),
    specialInstructions: text('special_instructions'),
    originCity: text('origin_city').notNull(),
    originState: text('origin_state').notNull(),
    originCountry: text('origin_country').notNull().default('USA'),
    destinationCity: text('destination_city').notNull(),
    destinationState: text('destination_state').notNull(),
    destinationCountry: text('destination_country').notNull().default('USA'),
    /** Position of the first pickup / last delivery (copies of the stops' lat/lng): the load board's radius search. */
    originLat: lat('origin_lat'),
    originLng: lng('origin_lng'),
    destinationLat: lat('destination_lat'),
    destinationLng: lng('destination_lng'),
    pickupStart: tstz('pickup_start').notNull(),
    pickupEnd: tstz('pickup_end').notNull(),
    deliveryStart: tstz('delivery_start').notNull(),
    deliveryEnd: tstz('delivery_end').notNull(),
    /** The shipper's calendar (update-calendar-date). */
    calendarPickupDate: date('calendar_pickup_date'),
    calendarDeliveryDate: date('calendar_delivery_date'),
    /** The driver's schedule (update-trucker-calendar-date). */
    truckerPickupDate: date('trucker_pickup_date'),
    truckerDeliveryDate: date('trucker_delivery_date'),
    /** Awarded carrier company and assigned truck (copies of the active order). */
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'set null' }),
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'set null' }),
    /** broadcast-load: offered on the load board (search-load-by-filter) to the shipper's active partner carriers. */
    isBroadcast: boolean('is_broadcast').notNull().default(false),
    broadcastAt: tstz('broadcast_at'),
    /** Public tracking code (/tracking/share/{loadIdEncode}, track-detail, tracking-location). */
    shareCode: text('share_code').notNull(),
    pickedUpAt: tstz('picked_up_at'),
    deliveredAt: tstz('delivered_at'),
    invoicedAt: tstz('invoiced_at'),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    /** Lower-cased load id, reference, commodity and cities: the list's `search` (trigram index). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(load_id || ' ' || coalesce(reference_number, '') || ' ' || commodity || ' ' || origin_city || ' ' || destination_city)`,
    ),
    ...timestamps(),
  },
  (t) => [
    unique('loads_company_load_id_unique').on(t.companyId, t.loadId),
    unique('loads_share_code_unique').on(t.shareCode),
    check('loads_status_check', oneOf(t.status, LOAD_STATUSES)),
    check('loads_mode_check', oneOf(t.mode, ORDER_TYPES)),
    check('loads_currency_check', oneOf(t.currency, CURRENCIES)),
    check('loads_weight_unit_check', oneOf(t.weightUnit, ['lbs', 'kg'])),
    check('loads_origin_country_check', oneOf(t.originCountry, LOCATIONS)),
    check('loads_destination_country_check', oneOf(t.destinationCountry, LOCATIONS)),
    check('loads_weight_check', sql`${t.weight} >= 0`),
    check('loads_origin_position_check', position(t.originLat, t.originLng)),
    check('loads_destination_position_check', position(t.destinationLat, t.destinationLng)),
    check('loads_delay_reason_check', oneOf(t.delayReason, RISK_REASONS)),
    check('loads_windows_check', sql`${t.pickupStart} <= ${t.pickupEnd} and ${t.deliveryStart} <= ${t.deliveryEnd}`),
    // The shipper's lists: newest first, by status, by pickup / delivery date, by load id (the unique constraint
    // serves the load id order without a status). Every one ends with the id, so a page's ids come from the index
    // alone (index-only scan) and ties keep a stable order. Ascending on purpose (as every sorted index here):
    // PostgreSQL reads them backwards for "newest first", while drizzle's `.desc()` would make them
    // DESC NULLS LAST, which an ORDER BY ... DESC (NULLS FIRST) cannot use.
    index('loads_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('loads_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('loads_company_pickup_idx').on(t.companyId, t.pickupStart, t.id),
    index('loads_company_status_pickup_idx').on(t.companyId, t.status, t.pickupStart, t.id),
    index('loads_company_delivery_idx').on(t.companyId, t.deliveryStart, t.id),
    index('loads_company_status_delivery_idx').on(t.companyId, t.status, t.deliveryStart, t.id),
    index('loads_company_status_load_id_idx').on(t.companyId, t.status, t.loadId, t.id),
    index('loads_company_delayed_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.isDelayed}`),
    index('loads_company_at_risk_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.isAtRisk}`),
    index('loads_carrier_delayed_idx')
      .on(t.carrierCompanyId, t.createdAt)
      .where(sql`${t.isDelayed} and ${t.carrierCompanyId} is not null`),
    index('loads_carrier_at_risk_idx')
      .on(t.carrierCompanyId, t.createdAt)
      .where(sql`${t.isAtRisk} and ${t.carrierCompanyId} is not null`),
    // The risk job's work list: the live loads (tendered to in transit).
    index('loads_live_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('tendered', 'accepted', 'assigned', 'in_transit')`),
    index('loads_company_calendar_idx').on(t.companyId, t.calendarPickupDate),
    // A purchase order's loads by its number (purchase-manager/replan: the loads that pick its containers up; the
    // risk job's containerLate): few loads carry one.
    index('loads_company_po_number_idx')
      .on(t.companyId, t.poNumber)
      .where(sql`${t.poNumber} is not null`),
    // The load list's origin / destination filter by state code (get-all-loads-details; cities go through search_text):
    // with the status, the tabs' counts of a state come from the index alone.
    index('loads_company_origin_state_idx').on(t.companyId, t.originState, t.status),
    index('loads_company_destination_state_idx').on(t.companyId, t.destinationState, t.status),
    // The carrier's lists.
    index('loads_carrier_created_idx')
      .on(t.carrierCompanyId, t.createdAt, t.id)
      .where(sql`${t.carrierCompanyId} is not null`),
    index('loads_carrier_status_created_idx')
      .on(t.carrierCompanyId, t.status, t.createdAt, t.id)
      .where(sql`${t.carrierCompanyId} is not null`),
    // The load board (broadcast loads still open).
    index('loads_board_idx')
      .on(t.createdAt)
      .where(sql`${t.isBroadcast} and ${t.status} in ('pending', 'quoted')`),
    // The board's radius search (search-load-by-filter): a latitude band of the bounding box is the index range,
    // longitude, pickup date, equipment and weight are checked on the index entries (no heap visit for a load that
    // does not match); only the few that do are read for the exact distance.
    index('loads_board_origin_idx')
      .on(t.originLat, t.originLng, t.pickupStart, t.equipmentTypeId, t.weight)
      .where(sql`${t.isBroadcast} and ${t.status} in ('pending', 'quoted')`),
    // The board's other side: the loads tendered to a carrier (waiting for it), by the same columns.
    index('loads_tendered_origin_idx')
      .on(t.carrierCompanyId, t.originLat, t.originLng, t.pickupStart, t.equipmentTypeId, t.weight)
      .where(sql`${t.status} = 'tendered'`),
    // The company's loads near a place (price insight by radius, insight.ts): the origin's latitude band is the
    // range, the origin's longitude and the destination are checked on the index entries.
    index('loads_company_origin_position_idx')
      .on(t.companyId, t.originLat, t.originLng, t.destinationLat, t.destinationLng)
      .where(sql`${t.originLat} is not null`),
    index('loads_lane_idx').on(t.laneId, t.status),
    index('loads_parent_idx').on(t.parentId),
    index('loads_trucker_idx').on(t.truckerId, t.status),
    // The driver schedule: a truck's loads by pickup, bounded on both sides (insight/driver-schedule.ts).
    index('loads_trucker_pickup_idx').on(t.truckerId, t.pickupStart),
    // The calendar's first events of a range in date order (schedule/calendar.ts): the carrier side's stops (loads
    // carried for another company) by window, and the moved stops (a calendar date other than the window's day: few).
    index('loads_carrier_pickup_idx')
      .on(t.carrierCompanyId, t.pickupStart, t.id)
      .where(sql`${t.carrierCompanyId} <> ${t.companyId}`),
    index('loads_carrier_delivery_idx')
      .on(t.carrierCompanyId, t.deliveryStart, t.id)
      .where(sql`${t.carrierCompanyId} <> ${t.companyId}`),
    index('loads_moved_pickup_idx')
      .on(t.calendarPickupDate)
      .where(sql`${t.calendarPickupDate} <> (${t.pickupStart} at time zone 'UTC')::date`),
    index('loads_moved_delivery_idx')
      .on(t.calendarDeliveryDate)
      .where(sql`${t.calendarDeliveryDate} <> (${t.deliveryStart} at time zone 'UTC')::date`),
    index('loads_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Exact number of loads per company, side and status, kept by statement-level triggers on `loads` (migration
 * 0003_load_counters, which also bumps `load_list_versions`): the list's `total` without counting 100,000 index entries. `shipper` rows count the loads a
 * company owns, `carrier` rows the loads awarded to it.
 */
export const loadCounters = pgTable(
  'load_counters',
  {
    ...companyScoped(),
    side: text('side').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'load_counters_pk', columns: [t.companyId, t.side, t.status] }),
    check('load_counters_side_check', oneOf(t.side, ['shipper', 'carrier'])),
  ],
);

/**
 * A version per company, bumped by the same triggers on every statement that inserts, changes or deletes loads the
 * company owns or carries: the load list caches page anchors (every 500th key of a list) and knows from it when
 * they are stale.
 */
export const loadListVersions = pgTable('load_list_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Pickup and delivery stops of a load, in order (`seq`), each with its time window. */
export const loadStops = pgTable(
  'load_stops',
  {
    ...primaryId(),
    ...companyScoped(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    type: text('type').notNull(),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    street1: text('street1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('USA'),
    lat: lat(),
    lng: lng(),
    windowStart: tstz('window_start').notNull(),
    windowEnd: tstz('window_end').notNull(),
    appointmentRef: text('appointment_ref'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    arrivedAt: tstz('arrived_at'),
    departedAt: tstz('departed_at'),
    notes: text('notes'),
  },
  (t) => [
    unique('load_stops_load_seq_unique').on(t.loadId, t.seq),
    check('load_stops_type_check', oneOf(t.type, ['pickup', 'delivery'])),
    check('load_stops_country_check', oneOf(t.country, LOCATIONS)),
    check('load_stops_position_check', position(t.lat, t.lng)),
    check('load_stops_window_check', sql`${t.windowStart} <= ${t.windowEnd}`),
    // Delivery schedule and pickup/delivery calendars.
    index('load_stops_company_type_window_idx').on(t.companyId, t.type, t.windowStart),
    index('load_stops_address_idx').on(t.addressId),
    index('load_stops_warehouse_idx').on(t.warehouseId, t.windowStart),
  ],
);

/**
 * A quote: one carrier's price for one load. Owned by the shipper (`company_id`); the carrier is a company on the
 * platform (`carrier_company_id`), one of the shipper's owner-operators (`trucker_id`), or only an e-mail
 * recipient. `quote_id` is global (the public /confirmQuote page finds the quote by it, plus the passcode).
 */
export const quotes = pgTable(
  'quotes',
  {
    ...primaryId(),
    ...companyScoped(),
    quoteId: text('quote_id').notNull(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'set null' }),
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    /**
     * The language the quote's e-mails go out in (sp, en, fr): chosen when the request is sent (the recipient user's,
     * else the entry's or the request's); a platform user's own current language still wins when mailing later.
     */
    language: text('language').notNull().default('en'),
    /** `sha256$<salt>$<hex>` of the passcode sent with the quote request. */
    passcodeHash: text('passcode_hash').notNull(),
    passcodeAttempts: smallint('passcode_attempts').notNull().default(0),
    status: text('status').notNull().default('requested'),
    amount: money('amount'),
    currency: text('currency').notNull().default('USD'),
    transitDays: smallint('transit_days'),
    validUntil: tstz('valid_until'),
    notes: text('notes'),
    declineReason: text('decline_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: tstz('confirmed_at'),
    approvedAt: tstz('approved_at'),
    declinedAt: tstz('declined_at'),
    cancelledAt: tstz('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    unique('quotes_quote_id_unique').on(t.quoteId),
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quotes_currency_check', oneOf(t.currency, CURRENCIES)),
    check('quotes_language_check', oneOf(t.language, LANGUAGE_CODES)),
    check('quotes_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    index('quotes_load_idx').on(t.loadId, t.status),
    index('quotes_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('quotes_company_created_idx').on(t.companyId, t.createdAt),
    index('quotes_carrier_status_created_idx')
      .on(t.carrierCompanyId, t.status, t.createdAt)
      .where(sql`${t.carrierCompanyId} is not null`),
    index('quotes_trucker_idx').on(t.truckerId),
    // At most one approved quote per load.
    uniqueIndex('quotes_one_approved_per_load_idx')
      .on(t.loadId)
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** The comment thread of a quote (send-quote-comment: the carrier; send-quote-comment-sender: the shipper). */
export const quoteComments = pgTable(
  'quote_comments',
  {
    ...primaryId(),
    ...companyScoped(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('quote_comments_author_check', oneOf(t.author, ['shipper', 'carrier'])), index('quote_comments_quote_idx').on(t.quoteId, t.createdAt)],
);
