/** Reference data (not tenant data): settings, modules, plans, equipment types. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@freight/contracts';
import { primaryId, oneOf } from './columns';

/** Server-wide key/value settings (e.g. the generated JWT secret). Not tenant data. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The module catalogue (permission keys, spec section 6). */
export const modules = pgTable('modules', {
  ...primaryId(),
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
  ...primaryId(),
  key: text('key').notNull().unique('equipment_types_key_unique'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  maxWeightLbs: integer('max_weight_lbs'),
  lengthFt: integer('length_ft'),
  sortOrder: integer('sort_order').notNull().default(0),
});
