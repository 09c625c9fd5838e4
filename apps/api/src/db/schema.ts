/**
 * The database schema (drizzle pg-core). Migrations in `apps/api/drizzle/` are generated from this file
 * with `npm run db:generate`; never edit a generated migration by hand.
 *
 * Conventions: tables and columns in snake_case, TypeScript names in camelCase; every id is a uuid made
 * by PostgreSQL (`gen_random_uuid()`); every tenant-owned row reaches a company through `company_id`
 * (directly, or through its user); times are `timestamptz`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  planKey: text('plan_key'),
  billingState: text('billing_state').notNull().default('unpaid'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Always stored lower-cased (checked by the database). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    canAccessPortal: boolean('can_access_portal').notNull().default(false),
    onboardingStage: text('onboarding_stage').notNull().default('registered'),
    onboardingNextAction: text('onboarding_next_action'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

export const modules = pgTable('modules', {
  id: id(),
  moduleKey: text('module_key').notNull().unique('modules_module_key_unique'),
  name: text('name').notNull(),
});

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

/** Browser push subscriptions (PushSubscriptionJSON) sent with the login call. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Server-wide key/value settings (e.g. the generated JWT secret). Not tenant data. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type UserPermissionRow = typeof userPermissions.$inferSelect;
