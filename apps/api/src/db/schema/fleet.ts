/** Fleet: carrier partners, truckers (trucks and owner-operator carriers), equipment, favourites. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARRIER_PARTNER_STATUSES, LOCATIONS, TRUCKER_KINDS, TRUCKER_STATUSES } from '@freight/contracts';
import { primaryId, timestamps, createdAt, tstz, lat, lng, oneOf, position } from './columns';
import { equipmentTypes } from './reference';
import { companies, companyRef, companyScoped, users } from './companies';
import { lanes } from './address-book';

/** A shipper's carrier network: carriers whose trucks it may see, ask for quotes and tender loads to. */
export const carrierPartners = pgTable(
  'carrier_partners',
  {
    ...primaryId(),
    /** The shipper. */
    ...companyScoped(),
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
    ...primaryId(),
    ...companyScoped(),
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
    /** Owner-operators (kind carrier): the day their insurance certificate expires. */
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
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
    ...timestamps(),
  },
  (t) => [
    check('truckers_kind_check', oneOf(t.kind, TRUCKER_KINDS)),
    check('truckers_status_check', oneOf(t.status, TRUCKER_STATUSES)),
    check('truckers_country_check', oneOf(t.country, LOCATIONS)),
    check('truckers_position_check', position(t.lastLat, t.lastLng)),
    check('truckers_rating_check', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    unique('truckers_company_truck_number_unique').on(t.companyId, t.truckNumber),
    uniqueIndex('truckers_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
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
    ...primaryId(),
    ...companyScoped(),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    equipmentTypeId: uuid('equipment_type_id')
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('trucker_equipment_unique').on(t.truckerId, t.equipmentTypeId), index('trucker_equipment_type_idx').on(t.equipmentTypeId, t.truckerId)],
);

/** The truckers a lane's loads go to first (lane-manager/get-lane-users, user-manager/trucker-list-lane). */
export const laneUsers = pgTable(
  'lane_users',
  {
    ...primaryId(),
    ...companyScoped(),
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
    ...primaryId(),
    ...companyScoped(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A truck or owner-operator (trucker), or a carrier company: exactly one of the two. */
    truckerId: uuid('trucker_id').references(() => truckers.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('favourites_one_target_check', sql`(${t.truckerId} is null) <> (${t.carrierCompanyId} is null)`),
    unique('favourites_user_trucker_unique').on(t.userId, t.truckerId),
    unique('favourites_user_carrier_company_unique').on(t.userId, t.carrierCompanyId),
    index('favourites_company_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);
