/**
 * The database schema (drizzle pg-core): the whole product's data model, one file per domain, re-exported here. Migrations in `apps/api/drizzle/` are
 * generated from these files (this index and the domain files beside it) with `npm run db:generate`; never edit a generated migration by hand.
 * docs/DATA-MODEL.md describes every table, the relations, the state machines and which call reads or writes what.
 *
 * Conventions: tables and columns in snake_case, TypeScript names in camelCase; every id is a uuid (made by
 * PostgreSQL's `gen_random_uuid()` unless the writer brings one), exposed by the API as `_id`; times are
 * `timestamptz`; money is `numeric(12,2)`; positions are WGS84 `double precision` degrees.
 *
 * Tenancy: every tenant row has `company_id` (the owning company) and every repository filters by it. Rows shared
 * by two companies also carry the other party (`carrier_company_id` on quotes, orders, order details, tracking
 * points; loads get theirs when awarded). The only rows without a company are the reference catalogues
 * (`modules`, `equipment_types`, `plans`), `app_settings`, the shared defences (`attempt_counters`, `idempotency_keys`),
 * and three children reached through their user (`user_permissions`, `push_subscriptions`, `user_sessions`).
 *
 * Status columns are text checked against the lists of @freight/contracts (statuses.ts).
 */
export * from './reference';
export * from './companies';
export * from './address-book';
export * from './fleet';
export * from './loads';
export * from './orders';
export * from './purchase-orders';
export * from './sales-orders';
export * from './chat';
export * from './tracking';
export * from './security';
export * from './reports';
export * from './settings';

import type { modules } from './reference';
import type { companies, users, userPermissions } from './companies';
import type { truckers } from './fleet';
import type { loads, quotes } from './loads';
import type { orders } from './orders';

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type UserPermissionRow = typeof userPermissions.$inferSelect;
export type LoadRow = typeof loads.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type TruckerRow = typeof truckers.$inferSelect;
