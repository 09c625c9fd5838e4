/**
 * The database schema (drizzle pg-core): the whole product's data model. Migrations in `apps/api/drizzle/` are
 * generated from this file with `npm run db:generate`; never edit a generated migration by hand.
 * docs/DATA-MODEL.md describes every table, the relations, the state machines and which call reads or writes what.
 *
 * Conventions: tables and columns in snake_case, TypeScript names in camelCase; every id is a uuid (made by
 * PostgreSQL's `gen_random_uuid()` unless the writer brings one), exposed by the API as `_id`; times are
 * `timestamptz`; money is `numeric(12,2)`; positions are WGS84 `double precision` degrees.
 *
 * Tenancy: every tenant row has `company_id` (the owning company) and every repository filters by it. Rows shared
 * by two companies also carry the other party (`carrier_company_id` on quotes, orders, order details, tracking
 * points; loads get theirs when awarded). The only rows without a company are the reference catalogues
 * (`modules`, `equipment_types`, `plans`), `app_settings`, and two children reached through their user
 * (`user_permissions`, `push_subscriptions`).
 *
 * Status columns are text checked against the lists of @freight/contracts (statuses.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  BILLING_STATES,
  CARRIER_PARTNER_STATUSES,
  CHECKOUT_STATUSES,
  COMPANY_TYPES,
  CONTAINER_EVENTS,
  CONTAINER_STATUSES,
  CONTAINER_TYPES,
  CURRENCIES,
  EMAIL_STATUSES,
  LOAD_STATUSES,
  LOCATIONS,
  ONBOARDING_STAGES,
  ORDER_DETAIL_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PARCEL_TRACKING_STATUSES,
  PURCHASE_ORDER_STATUSES,
  QUOTE_STATUSES,
  SALES_ORDER_STATUSES,
  SHIPMENT_LABEL_STATUSES,
  TRUCKER_KINDS,
  TRUCKER_STATUSES,
  ACCESSORIAL_CODES,
} from '@freight/contracts';

// ---------------------------------------------------------------------------------------------------------------
// Column helpers

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const lat = (name = 'lat') => doublePrecision(name);
const lng = (name = 'lng') => doublePrecision(name);
const companyRef = (name = 'company_id') =>
  uuid(name)
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `column in ('a', 'b', ...)` for a CHECK constraint; values come from @freight/contracts, never from input. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[A-Za-z0-9_]+$/.test(value)) throw new Error(`schema: unsafe enum value ${value}`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** Latitude/longitude pair both null or both in range. */
function position(latColumn: AnyPgColumn, lngColumn: AnyPgColumn): SQL {
  return sql`(${latColumn} is null and ${lngColumn} is null) or (${latColumn} between -90 and 90 and ${lngColumn} between -180 and 180)`;
}

// ---------------------------------------------------------------------------------------------------------------
// Reference data (not tenant data)

/** Server-wide key/value settings (e.g. the generated JWT secret). Not tenant data. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The module catalogue (permission keys, spec section 6). */
export const modules = pgTable('modules', {
  id: id(),
  moduleKey: text('module_key').notNull().unique('modules_module_key_unique'),
  name: text('name').notNull(),
});

/** Subscription plans (company-manager/plans). */
export const plans = pgTable(
  'plans',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval').notNull().default('month'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    maxUsers: integer('max_users'),
    maxTrucks: integer('max_trucks'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('plans_interval_check', oneOf(t.interval, ['month', 'year'])),
    check('plans_currency_check', oneOf(t.currency, CURRENCIES)),
    check('plans_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** Equipment types (equipment-manager/equipment-list). */
export const equipmentTypes = pgTable('equipment_types', {
  id: id(),
  key: text('key').notNull().unique('equipment_types_key_unique'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  maxWeightLbs: integer('max_weight_lbs'),
  lengthFt: integer('length_ft'),
  sortOrder: integer('sort_order').notNull().default(0),
});

// ---------------------------------------------------------------------------------------------------------------
// Companies and users

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    companyType: text('company_type').notNull().default('shipper'),
    /** plans.key (checked by the application: the plan catalogue is seeded after migrations). */
    planKey: text('plan_key'),
    billingState: text('billing_state').notNull().default('unpaid'),
    paymentCustomerId: text('payment_customer_id'),
    paymentSubscriptionId: text('payment_subscription_id'),
    planRenewsAt: tstz('plan_renews_at'),
    logoUrl: text('logo_url'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    country: text('country').notNull().default('USA'),
    /** Carriers: US DOT and MC numbers (Canada: NSC number in dot_number). */
    dotNumber: text('dot_number'),
    mcNumber: text('mc_number'),
    /** /setting/default: default equipment, currency, units, pickup hours. */
    defaults: jsonb('defaults').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_type_check', oneOf(t.companyType, COMPANY_TYPES)),
    check('companies_billing_state_check', oneOf(t.billingState, BILLING_STATES)),
    check('companies_country_check', oneOf(t.country, LOCATIONS)),
    index('companies_name_idx').on(t.name),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyRef(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Always stored lower-cased (checked by the database). */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    canAccessPortal: boolean('can_access_portal').notNull().default(false),
    onboardingStage: text('onboarding_stage').notNull().default('registered'),
    onboardingNextAction: text('onboarding_next_action'),
    /** Preferred language (sp, en, fr). */
    language: text('language').notNull().default('en'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** sha256 of the e-mail verification token (the token itself is only in the e-mail). */
    emailVerificationTokenHash: text('email_verification_token_hash'),
    emailVerificationExpiresAt: tstz('email_verification_expires_at'),
    /** sha256 of the password reset token. */
    passwordResetTokenHash: text('password_reset_token_hash'),
    passwordResetExpiresAt: tstz('password_reset_expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', oneOf(t.language, ['sp', 'en', 'fr'])),
    check('users_onboarding_stage_check', oneOf(t.onboardingStage, ONBOARDING_STAGES)),
    index('users_company_id_idx').on(t.companyId),
    uniqueIndex('users_email_verification_token_idx')
      .on(t.emailVerificationTokenHash)
      .where(sql`${t.emailVerificationTokenHash} is not null`),
    uniqueIndex('users_password_reset_token_idx')
      .on(t.passwordResetTokenHash)
      .where(sql`${t.passwordResetTokenHash} is not null`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    isGranted: boolean('is_granted').notNull().default(false),
  },
  (t) => [unique('user_permissions_user_module_unique').on(t.userId, t.moduleId)],
);

/** Browser push subscriptions (PushSubscriptionJSON) sent with the login call or `subscribe`. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    expirationTime: tstz('expiration_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** In-app notifications (user-manager/read-notification marks them read). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Screen to open, e.g. /loads/editload/<id>. */
    link: text('link'),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_company_idx').on(t.companyId),
  ],
);

/** Per-company counters behind the human ids (L-100001, O-100001, PO-100001, SO-100001, INV-100001). */
export const idCounters = pgTable(
  'id_counters',
  {
    companyId: companyRef(),
    kind: text('kind').notNull(),
    /** Last number handed out. */
    value: integer('value').notNull().default(100_000),
  },
  (t) => [primaryKey({ name: 'id_counters_pk', columns: [t.companyId, t.kind] })],
);

/** Checkout sessions of the payment provider (company/checkout, verify-stripe-payment). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    companyId: companyRef(),
    planKey: text('plan_key').notNull(),
    provider: text('provider').notNull().default('sandbox'),
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    url: text('url').notNull(),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    unique('checkout_sessions_provider_session_unique').on(t.provider, t.providerSessionId),
    check('checkout_sessions_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
    index('checkout_sessions_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** E-mail outbox: every mail the product sends is a row first; a worker delivers it (SMTP or the local log). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    companyId: companyRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Template key (quote-request, verify-email, reset-password, invoice, contact-us, ...). */
    template: text('template').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    check('email_outbox_status_check', oneOf(t.status, EMAIL_STATUSES)),
    index('email_outbox_queue_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    index('email_outbox_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** Activity log (logs-manager/logs-list): who did what to which entity. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    companyId: companyRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** load, quote, order, purchase_order, address, lane, warehouse, trucker, user, company. */
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    /** created, updated, deleted, status_changed, assigned, invoiced, paid, commented, ... */
    action: text('action').notNull(),
    message: text('message').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_company_created_idx').on(t.companyId, t.createdAt),
    index('activity_logs_entity_idx').on(t.companyId, t.entityType, t.entityId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Address book: addresses, warehouses, products, lanes

/** Addresses (address-manager). `tag` groups them (business, billing, pickup, delivery, customer, ...). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: companyRef(),
    tag: text('tag').notNull(),
    name: text('name').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('USA'),
    lat: lat(),
    lng: lng(),
    geocodedAt: tstz('geocoded_at'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** At most one default address per company and tag. */
    isDefault: boolean('is_default').notNull().default(false),
    openingHours: text('opening_hours'),
    notes: text('notes'),
    /** ERP customer number (integration-manager/get-sap-customer). */
    erpCustomerId: text('erp_customer_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('addresses_country_check', oneOf(t.country, LOCATIONS)),
    check('addresses_position_check', position(t.lat, t.lng)),
    index('addresses_company_created_idx').on(t.companyId, t.createdAt),
    index('addresses_company_tag_created_idx').on(t.companyId, t.tag, t.createdAt),
    index('addresses_company_name_idx').on(t.companyId, t.name),
    uniqueIndex('addresses_one_default_per_tag_idx').on(t.companyId, t.tag).where(sql`${t.isDefault}`),
  ],
);

/** Products (ERP catalogue: integration-manager/get-sap-products; warehouse stock; PO and SO lines). */
export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyRef(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default('each'),
    unitWeightLbs: numeric('unit_weight_lbs', { precision: 10, scale: 2, mode: 'number' }),
    unitsPerPallet: integer('units_per_pallet'),
    unitPrice: money('unit_price'),
    commodityClass: text('commodity_class'),
    isHazmat: boolean('is_hazmat').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('products_company_sku_unique').on(t.companyId, t.sku), index('products_company_name_idx').on(t.companyId, t.name)],
);

/** Warehouses (warehouse-manager) with their availability (pallets) and stock (warehouse_inventory). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    companyId: companyRef(),
    tag: text('tag').notNull().default('warehouse'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('USA'),
    lat: lat(),
    lng: lng(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    capacityPallets: integer('capacity_pallets').notNull().default(0),
    availablePallets: integer('available_pallets').notNull().default(0),
    dockDoors: integer('dock_doors').notNull().default(0),
    openingHours: text('opening_hours'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('warehouses_company_code_unique').on(t.companyId, t.code),
    check('warehouses_country_check', oneOf(t.country, LOCATIONS)),
    check('warehouses_position_check', position(t.lat, t.lng)),
    check('warehouses_pallets_check', sql`${t.availablePallets} >= 0 and ${t.availablePallets} <= ${t.capacityPallets}`),
    index('warehouses_company_created_idx').on(t.companyId, t.createdAt),
    index('warehouses_company_tag_idx').on(t.companyId, t.tag, t.name),
  ],
);

/** Stock of a product in a warehouse (warehouse-manager/products, availability). */
export const warehouseInventory = pgTable(
  'warehouse_inventory',
  {
    id: id(),
    companyId: companyRef(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('warehouse_inventory_warehouse_product_unique').on(t.warehouseId, t.productId),
    index('warehouse_inventory_product_idx').on(t.companyId, t.productId),
  ],
);

/** A lane: a recurring origin → destination route of the shipper (lane-manager). */
export const lanes = pgTable(
  'lanes',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    originAddressId: uuid('origin_address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    destinationAddressId: uuid('destination_address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    equipmentTypeId: uuid('equipment_type_id').references(() => equipmentTypes.id, { onDelete: 'set null' }),
    distanceMiles: numeric('distance_miles', { precision: 8, scale: 1, mode: 'number' }),
    targetRate: money('target_rate'),
    currency: text('currency').notNull().default('USD'),
    /** Expected loads per week. */
    loadsPerWeek: integer('loads_per_week'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lanes_currency_check', oneOf(t.currency, CURRENCIES)),
    index('lanes_company_created_idx').on(t.companyId, t.createdAt),
    index('lanes_company_name_idx').on(t.companyId, t.name),
    index('lanes_origin_idx').on(t.originAddressId),
    index('lanes_destination_idx').on(t.destinationAddressId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Fleet: carrier partners, truckers (trucks and owner-operator carriers), equipment, favourites

/** A shipper's carrier network: carriers whose trucks it may see, ask for quotes and tender loads to. */
export const carrierPartners = pgTable(
  'carrier_partners',
  {
    id: id(),
    /** The shipper. */
    companyId: companyRef(),
    carrierCompanyId: companyRef('carrier_company_id'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('carrier_partners_pair_unique').on(t.companyId, t.carrierCompanyId),
    check('carrier_partners_status_check', oneOf(t.status, CARRIER_PARTNER_STATUSES)),
    check('carrier_partners_not_self', sql`${t.companyId} <> ${t.carrierCompanyId}`),
    index('carrier_partners_carrier_idx').on(t.carrierCompanyId),
  ],
);

/**
 * A trucker: a truck with its driver in the company's fleet (`kind` truck, /trucks) or an owner-operator carrier
 * it contracts (`kind` carrier, /carrier). Holds its equipment (trucker_equipment) and its last known location.
 */
export const truckers = pgTable(
  'truckers',
  {
    id: id(),
    companyId: companyRef(),
    /** The driver's own login, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('truck'),
    /** Driver (or carrier) name. */
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    truckNumber: text('truck_number').notNull(),
    trailerNumber: text('trailer_number'),
    plateNumber: text('plate_number'),
    plateState: text('plate_state'),
    vin: text('vin'),
    make: text('make'),
    model: text('model'),
    year: smallint('year'),
    capacityLbs: integer('capacity_lbs'),
    dotNumber: text('dot_number'),
    mcNumber: text('mc_number'),
    status: text('status').notNull().default('available'),
    homeCity: text('home_city'),
    homeState: text('home_state'),
    country: text('country').notNull().default('USA'),
    lastLat: lat('last_lat'),
    lastLng: lng('last_lng'),
    /** "City, ST" nearest to the last position. */
    lastLocationName: text('last_location_name'),
    lastHeading: smallint('last_heading'),
    lastSpeedMph: smallint('last_speed_mph'),
    lastLocationAt: tstz('last_location_at'),
    /** Average rating given by shippers (orders.rating), 0-5. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('truckers_kind_check', oneOf(t.kind, TRUCKER_KINDS)),
    check('truckers_status_check', oneOf(t.status, TRUCKER_STATUSES)),
    check('truckers_country_check', oneOf(t.country, LOCATIONS)),
    check('truckers_position_check', position(t.lastLat, t.lastLng)),
    check('truckers_rating_check', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    unique('truckers_company_truck_number_unique').on(t.companyId, t.truckNumber),
    uniqueIndex('truckers_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('truckers_company_kind_created_idx').on(t.companyId, t.kind, t.createdAt),
    index('truckers_company_status_idx').on(t.companyId, t.status),
    index('truckers_company_name_idx').on(t.companyId, t.name),
    index('truckers_company_rating_idx').on(t.companyId, t.rating),
    /** Bounding-box searches (near-truck, search-for-truck). */
    index('truckers_position_idx').on(t.lastLat, t.lastLng),
  ],
);

export const truckerEquipment = pgTable(
  'trucker_equipment',
  {
    id: id(),
    companyId: companyRef(),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    equipmentTypeId: uuid('equipment_type_id')
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('trucker_equipment_unique').on(t.truckerId, t.equipmentTypeId),
    index('trucker_equipment_type_idx').on(t.equipmentTypeId, t.truckerId),
  ],
);

/** The truckers a lane's loads go to first (lane-manager/get-lane-users, user-manager/trucker-list-lane). */
export const laneUsers = pgTable(
  'lane_users',
  {
    id: id(),
    companyId: companyRef(),
    laneId: uuid('lane_id')
      .notNull()
      .references(() => lanes.id, { onDelete: 'cascade' }),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('lane_users_unique').on(t.laneId, t.truckerId), index('lane_users_trucker_idx').on(t.truckerId)],
);

/** A user's favourite truckers (favourite-manager, /setting/favourites). */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    companyId: companyRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_user_trucker_unique').on(t.userId, t.truckerId),
    index('favourites_company_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Loads, stops, quotes

/**
 * A load, owned by the shipper company (`company_id`). `carrier_company_id` and `trucker_id` are filled when it is
 * awarded / assigned (copies of its active order, for the carrier's lists). Origin, destination and the first
 * pickup / last delivery windows are copies of its stops, so lists filter and sort without joins.
 */
export const loads = pgTable(
  'loads',
  {
    id: id(),
    companyId: companyRef(),
    /** Human id, unique per company: L-100123. */
    loadId: text('load_id').notNull(),
    /** Sub-loads (subload-detail) point at their parent. */
    parentId: uuid('parent_id').references((): AnyPgColumn => loads.id, { onDelete: 'cascade' }),
    laneId: uuid('lane_id').references(() => lanes.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    isDelayed: boolean('is_delayed').notNull().default(false),
    isAtRisk: boolean('is_at_risk').notNull().default(false),
    delayReason: text('delay_reason'),
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
    /** broadcast-load: offered on the load board to every carrier (search-load-by-filter). */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    index('loads_company_delayed_idx').on(t.companyId, t.createdAt).where(sql`${t.isDelayed}`),
    index('loads_company_at_risk_idx').on(t.companyId, t.createdAt).where(sql`${t.isAtRisk}`),
    index('loads_company_calendar_idx').on(t.companyId, t.calendarPickupDate),
    // The carrier's lists.
    index('loads_carrier_created_idx')
      .on(t.carrierCompanyId, t.createdAt, t.id)
      .where(sql`${t.carrierCompanyId} is not null`),
    index('loads_carrier_status_created_idx')
      .on(t.carrierCompanyId, t.status, t.createdAt, t.id)
      .where(sql`${t.carrierCompanyId} is not null`),
    // The load board (broadcast loads still open).
    index('loads_board_idx').on(t.createdAt).where(sql`${t.isBroadcast} and ${t.status} in ('pending', 'quoted')`),
    index('loads_lane_idx').on(t.laneId, t.status),
    index('loads_parent_idx').on(t.parentId),
    index('loads_trucker_idx').on(t.truckerId, t.status),
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
    companyId: companyRef(),
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
    id: id(),
    companyId: companyRef(),
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
    id: id(),
    companyId: companyRef(),
    quoteId: text('quote_id').notNull(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'set null' }),
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('quotes_quote_id_unique').on(t.quoteId),
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quotes_currency_check', oneOf(t.currency, CURRENCIES)),
    check('quotes_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    index('quotes_load_idx').on(t.loadId, t.status),
    index('quotes_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('quotes_company_created_idx').on(t.companyId, t.createdAt),
    index('quotes_carrier_status_created_idx')
      .on(t.carrierCompanyId, t.status, t.createdAt)
      .where(sql`${t.carrierCompanyId} is not null`),
    index('quotes_trucker_idx').on(t.truckerId),
    // At most one approved quote per load.
    uniqueIndex('quotes_one_approved_per_load_idx').on(t.loadId).where(sql`${t.status} = 'approved'`),
  ],
);

/** The comment thread of a quote (send-quote-comment: the carrier; send-quote-comment-sender: the shipper). */
export const quoteComments = pgTable(
  'quote_comments',
  {
    id: id(),
    companyId: companyRef(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('quote_comments_author_check', oneOf(t.author, ['shipper', 'carrier'])),
    index('quote_comments_quote_idx').on(t.quoteId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Orders

/**
 * An order: the shipper (`company_id`) and the carrier company (`carrier_company_id`) agreeing on one load.
 * One live order per load (rejected and cancelled ones stay as history).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyRef(),
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
    invoiceNumber: text('invoice_number'),
    invoiceAmount: money('invoice_amount'),
    invoicedAt: tstz('invoiced_at'),
    /** The shipper paid the carrier (rate-paid-order/shipper). */
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: tstz('paid_at'),
    /** The carrier paid its driver (rate-paid-order/driver). */
    isDriverPaid: boolean('is_driver_paid').notNull().default(false),
    driverPaidAt: tstz('driver_paid_at'),
    /** The shipper's rating of the carrier for this order, 1-5. */
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_company_order_id_unique').on(t.companyId, t.orderId),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_type_check', oneOf(t.type, ORDER_TYPES)),
    check('orders_currency_check', oneOf(t.currency, CURRENCIES)),
    check('orders_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('orders_amounts_check', sql`${t.rate} >= 0 and ${t.accessorialTotal} >= 0`),
    uniqueIndex('orders_one_live_per_load_idx').on(t.loadId).where(sql`${t.status} not in ('rejected', 'cancelled')`),
    index('orders_load_idx').on(t.loadId),
    index('orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    index('orders_carrier_status_created_idx').on(t.carrierCompanyId, t.status, t.createdAt),
    index('orders_carrier_created_idx').on(t.carrierCompanyId, t.createdAt),
    index('orders_company_delayed_idx').on(t.companyId, t.createdAt).where(sql`${t.isDelayed}`),
    index('orders_company_at_risk_idx').on(t.companyId, t.createdAt).where(sql`${t.isAtRisk}`),
    index('orders_carrier_delayed_idx').on(t.carrierCompanyId, t.createdAt).where(sql`${t.isDelayed}`),
    index('orders_carrier_at_risk_idx').on(t.carrierCompanyId, t.createdAt).where(sql`${t.isAtRisk}`),
    index('orders_trucker_idx').on(t.truckerId, t.status),
    index('orders_quote_idx').on(t.quoteId),
  ],
);

/** The assignment of an order to one truck, with the driver's progress (order-assign-by-fleet, *-orderdetail-*). */
export const orderDetails = pgTable(
  'order_details',
  {
    id: id(),
    companyId: companyRef(),
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
    id: id(),
    companyId: companyRef(),
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
    id: id(),
    companyId: companyRef(),
    carrierCompanyId: companyRef('carrier_company_id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    amount: money('amount').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_accessorials_code_check', oneOf(t.code, ACCESSORIAL_CODES)),
    check('order_accessorials_amount_check', sql`${t.amount} >= 0 and ${t.quantity} > 0`),
    index('order_accessorials_order_idx').on(t.orderId),
  ],
);

/** Positions of a truck while it carries a load (track-detail, tracking-location). Readable by both parties. */
export const trackingPoints = pgTable(
  'tracking_points',
  {
    id: id(),
    companyId: companyRef(),
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
    id: id(),
    companyId: companyRef(),
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

// ---------------------------------------------------------------------------------------------------------------
// Purchase orders and containers

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    companyId: companyRef(),
    /** Human id, unique per company: PO-100123 (a split child gets the parent's number with a suffix). */
    poNumber: text('po_number').notNull(),
    /** split-purchase-order: the child points at its parent. */
    parentId: uuid('parent_id').references((): AnyPgColumn => purchaseOrders.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    supplierCountry: text('supplier_country').notNull(),
    status: text('status').notNull().default('open'),
    billOfLading: text('bill_of_lading'),
    incoterm: text('incoterm').notNull().default('FOB'),
    /** Ocean carrier (SCAC) and sailing. */
    oceanCarrier: text('ocean_carrier'),
    vessel: text('vessel'),
    voyage: text('voyage'),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    destinationWarehouseId: uuid('destination_warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    orderDate: date('order_date').notNull(),
    etd: tstz('etd'),
    eta: tstz('eta'),
    ata: tstz('ata'),
    totalAmount: money('total_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    erpReference: text('erp_reference'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('purchase_orders_company_po_number_unique').on(t.companyId, t.poNumber),
    check('purchase_orders_status_check', oneOf(t.status, PURCHASE_ORDER_STATUSES)),
    check('purchase_orders_currency_check', oneOf(t.currency, CURRENCIES)),
    index('purchase_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('purchase_orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('purchase_orders_company_eta_idx').on(t.companyId, t.eta),
    index('purchase_orders_company_bol_idx').on(t.companyId, t.billOfLading),
    index('purchase_orders_parent_idx').on(t.parentId),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    companyId: companyRef(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default('each'),
    unitPrice: money('unit_price').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    containerId: uuid('container_id').references(() => containers.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('purchase_order_lines_po_line_unique').on(t.purchaseOrderId, t.lineNo),
    check('purchase_order_lines_quantity_check', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0`),
    index('purchase_order_lines_product_idx').on(t.productId),
    index('purchase_order_lines_container_idx').on(t.containerId),
  ],
);

/** Containers of a purchase order, with their latest position (positions and milestones are the history). */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    companyId: companyRef(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** ISO 6346, e.g. MSCU1234565. */
    containerNumber: text('container_number').notNull(),
    sizeType: text('size_type').notNull(),
    sealNumber: text('seal_number'),
    status: text('status').notNull().default('booked'),
    lastLat: lat('last_lat'),
    lastLng: lng('last_lng'),
    lastLocationName: text('last_location_name'),
    lastEventAt: tstz('last_event_at'),
    eta: tstz('eta'),
    /** simulated (local) or vizion. */
    trackingProvider: text('tracking_provider').notNull().default('simulated'),
    trackingReference: text('tracking_reference'),
    grossWeightKg: integer('gross_weight_kg'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('containers_status_check', oneOf(t.status, CONTAINER_STATUSES)),
    check('containers_size_type_check', oneOf(t.sizeType, CONTAINER_TYPES)),
    check('containers_position_check', position(t.lastLat, t.lastLng)),
    index('containers_po_idx').on(t.purchaseOrderId),
    index('containers_company_number_idx').on(t.companyId, t.containerNumber),
    index('containers_company_status_idx').on(t.companyId, t.status),
  ],
);

export const containerPositions = pgTable(
  'container_positions',
  {
    id: id(),
    companyId: companyRef(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    lat: lat().notNull(),
    lng: lng().notNull(),
    locationName: text('location_name'),
    recordedAt: tstz('recorded_at').notNull(),
  },
  (t) => [
    check('container_positions_position_check', position(t.lat, t.lng)),
    index('container_positions_container_idx').on(t.containerId, t.recordedAt),
  ],
);

export const containerMilestones = pgTable(
  'container_milestones',
  {
    id: id(),
    companyId: companyRef(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    locationName: text('location_name').notNull(),
    lat: lat(),
    lng: lng(),
    vessel: text('vessel'),
    voyage: text('voyage'),
    plannedAt: tstz('planned_at'),
    /** Null while only planned. */
    actualAt: tstz('actual_at'),
  },
  (t) => [
    check('container_milestones_event_check', oneOf(t.event, CONTAINER_EVENTS)),
    check('container_milestones_position_check', position(t.lat, t.lng)),
    index('container_milestones_container_idx').on(t.containerId, t.plannedAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Sales orders (ERP side)

export const salesOrders = pgTable(
  'sales_orders',
  {
    id: id(),
    companyId: companyRef(),
    soNumber: text('so_number').notNull(),
    customerAddressId: uuid('customer_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    status: text('status').notNull().default('open'),
    orderDate: date('order_date').notNull(),
    requestedDeliveryDate: date('requested_delivery_date'),
    /** The load that ships it, once planned. */
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    totalAmount: money('total_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    erpReference: text('erp_reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sales_orders_company_so_number_unique').on(t.companyId, t.soNumber),
    check('sales_orders_status_check', oneOf(t.status, SALES_ORDER_STATUSES)),
    check('sales_orders_currency_check', oneOf(t.currency, CURRENCIES)),
    index('sales_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('sales_orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('sales_orders_company_delivery_idx').on(t.companyId, t.requestedDeliveryDate),
    index('sales_orders_load_idx').on(t.loadId),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: id(),
    companyId: companyRef(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    unique('sales_order_lines_so_line_unique').on(t.salesOrderId, t.lineNo),
    check('sales_order_lines_quantity_check', sql`${t.quantity} > 0`),
    index('sales_order_lines_product_idx').on(t.productId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Chat

/**
 * Chat between a company's users and a truck (/chat; state showChat, currentTruck). A thread is
 * (company_id, trucker_id); `sender` says which side wrote.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    companyId: companyRef(),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    sender: text('sender').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_sender_check', oneOf(t.sender, ['user', 'trucker'])),
    index('chat_messages_thread_idx').on(t.companyId, t.truckerId, t.createdAt),
    index('chat_messages_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type UserPermissionRow = typeof userPermissions.$inferSelect;
export type LoadRow = typeof loads.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type TruckerRow = typeof truckers.$inferSelect;
