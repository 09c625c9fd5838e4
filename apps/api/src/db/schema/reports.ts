/** The dashboard's and the reports' figures, kept exact by the database (docs/modules/dashboard.md). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, ORDER_TYPES } from '@freight/contracts';
import { companies, companyScoped } from './companies';
import { lanes } from './address-book';
import { truckers } from './fleet';
import { loads } from './loads';
import { orders } from './orders';
import { createdAt, lat, lng, money, oneOf, tstz } from './columns';

/**
 * Exact number of orders per company, side and status, kept by statement-level triggers on `orders` (migration
 * 0014_dashboard_triggers), as `load_counters` is for loads: the dashboard's counts and order-list's `total` read
 * these rows instead of counting index entries. `shipper` rows count the orders of a company's loads, `carrier`
 * rows the orders it carries (an own-fleet order counts on both sides).
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    ...companyScoped(),
    side: text('side').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'order_counters_pk', columns: [t.companyId, t.side, t.status] }),
    check('order_counters_side_check', oneOf(t.side, ['shipper', 'carrier'])),
  ],
);

/**
 * One row per delivered shipment (a load delivered, invoiced or paid, with its live order), written by triggers on
 * `loads` and `orders` (migration 0014) whenever either changes: the reports, lane history and the dashboard's
 * look-back cards aggregate these rows by day instead of joining loads, orders and stops. Nothing writes here by hand.
 *
 * Times: `delivered_on` is the UTC day of the delivery. Lateness is measured against the stop windows' ends: a
 * pickup (delivery) is on time when picked up (delivered) at or before the window's end.
 */
export const shipmentFacts = pgTable(
  'shipment_facts',
  {
    loadId: uuid('load_id')
      .primaryKey()
      .references(() => loads.id, { onDelete: 'cascade' }),
    /** The shipper (the load's company). */
    ...companyScoped(),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'set null' }),
    laneId: uuid('lane_id').references(() => lanes.id, { onDelete: 'set null' }),
    equipmentKey: text('equipment_key'),
    mode: text('mode').notNull(),
    originCity: text('origin_city').notNull(),
    originState: text('origin_state').notNull(),
    originLat: lat('origin_lat'),
    originLng: lng('origin_lng'),
    destinationCity: text('destination_city').notNull(),
    destinationState: text('destination_state').notNull(),
    destinationLat: lat('destination_lat'),
    destinationLng: lng('destination_lng'),
    deliveredAt: tstz('delivered_at').notNull(),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    /** Loaded miles: the load's distance, else the straight line between its ends times the circuity 1.2. */
    miles: numeric('miles', { precision: 8, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The agreed line haul (the order's rate; the load's posted rate when no order) and the approved accessorials. */
    rate: money('rate').notNull(),
    accessorials: money('accessorials').notNull(),
    pickupOnTime: boolean('pickup_on_time').notNull(),
    deliveryOnTime: boolean('delivery_on_time').notNull(),
    pickupDelayMinutes: integer('pickup_delay_minutes').notNull(),
    deliveryDelayMinutes: integer('delivery_delay_minutes').notNull(),
    /** Well-to-wheel kg CO2e of the shipment (emission_factors; docs/modules/dashboard.md, "CO2e"). */
    co2eKg: numeric('co2e_kg', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The shipper's rating of the carrier for this order (1-5). */
    rating: smallint('rating'),
  },
  (t) => [
    check('shipment_facts_currency_check', oneOf(t.currency, CURRENCIES)),
    check('shipment_facts_mode_check', oneOf(t.mode, ORDER_TYPES)),
    // The side's days, then what the dashboard's truck cards read (top-rated trucks, truckers not on time): those
    // cards read the index alone (index-only scan) instead of the wide fact rows (migration 0016).
    index('shipment_facts_company_day_idx').on(t.companyId, t.deliveredOn, t.truckerId, t.rating, t.pickupOnTime, t.deliveryOnTime, t.deliveryDelayMinutes),
    index('shipment_facts_carrier_day_idx')
      .on(t.carrierCompanyId, t.deliveredOn, t.truckerId, t.rating, t.pickupOnTime, t.deliveryOnTime, t.deliveryDelayMinutes)
      .where(sql`${t.carrierCompanyId} is not null`),
    index('shipment_facts_lane_day_idx')
      .on(t.laneId, t.deliveredOn)
      .where(sql`${t.laneId} is not null`),
    index('shipment_facts_trucker_idx').on(t.truckerId, t.deliveredOn),
  ],
);

/**
 * Emission factors per equipment type for the shipments' CO2e (GLEC Framework / ISO 14083, fuel-based, well to
 * wheel): a vehicle's kg CO2e per km empty and fully laden (linear in between by the load factor), the empty running
 * share added on top, and the payload that makes a full truck. Data, not code: a better factor is an UPDATE, and the
 * facts follow (migration 0014 recomputes them when a factor row changes). Sources in docs/modules/dashboard.md.
 */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    equipmentKey: text('equipment_key').primaryKey(),
    emptyKgPerKm: numeric('empty_kg_per_km', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    fullKgPerKm: numeric('full_kg_per_km', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    maxPayloadKg: numeric('max_payload_kg', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    emptyRunningShare: numeric('empty_running_share', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    check(
      'emission_factors_values_check',
      sql`${t.emptyKgPerKm} > 0 and ${t.fullKgPerKm} >= ${t.emptyKgPerKm} and ${t.maxPayloadKg} > 0 and ${t.emptyRunningShare} >= 0`,
    ),
  ],
);

/**
 * The delivered shipments summed per day (migration 0015): one row per (shipper, carrier, lane,
 * delivery day, currency) holding the additive figures of its shipment_facts rows, kept exact by statement-level
 * triggers on `shipment_facts` (every insert, update and delete adds its difference; a row whose loads fall to 0 is
 * deleted). The reports aggregate these rows (about a tenth of the facts) instead of the facts themselves, so a year
 * of a busy company sums in a few milliseconds. No foreign keys: the facts' own changes carry every deletion here.
 * Averages and rates are sums over `loads` (or `miles`), computed when read.
 */
export const shipmentDays = pgTable(
  'shipment_days',
  {
    /** The shipper. */
    companyId: uuid('company_id').notNull(),
    carrierCompanyId: uuid('carrier_company_id'),
    laneId: uuid('lane_id'),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    loads: integer('loads').notNull(),
    /** Sum of the loaded miles (shipments without a distance add nothing). */
    miles: numeric('miles').notNull(),
    pickupsOnTime: integer('pickups_on_time').notNull(),
    deliveriesOnTime: integer('deliveries_on_time').notNull(),
    /** Sum of the minutes late at delivery. */
    deliveryDelayMinutes: bigint('delivery_delay_minutes', { mode: 'number' }).notNull(),
    co2eKg: numeric('co2e_kg').notNull(),
    /** Sum of weight (kg) × miles over the shipments with a distance: the tonne-km of the intensity. */
    kgMiles: numeric('kg_miles').notNull(),
    /** Sums of the line haul and of the accessorials. */
    rate: numeric('rate').notNull(),
    accessorials: numeric('accessorials').notNull(),
    /** Sum of line haul plus accessorials over the shipments with a distance (the rate per mile's numerator). */
    amountWithMiles: numeric('amount_with_miles').notNull(),
  },
  (t) => [
    unique('shipment_days_key').on(t.companyId, t.deliveredOn, t.carrierCompanyId, t.laneId, t.currency).nullsNotDistinct(),
    index('shipment_days_carrier_day_idx')
      .on(t.carrierCompanyId, t.deliveredOn)
      .where(sql`${t.carrierCompanyId} is not null`),
  ],
);
