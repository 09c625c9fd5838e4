/** Sessions, attempt counters and idempotency records: the state the API's defences share across instances. */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tstz } from './columns';
import { users } from './companies';

/**
 * One row per sign-in: the token carries its id (`sid`). Logout revokes the row; the caller look-up of every request
 * joins it, so a revoked or expired session stops working at once. Rows past `expires_at` are deleted on later logins.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    ...primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Fixed-window attempt counters (login, password reset, register, contact-us), shared by every API instance on the
 * database. `key` names what is counted (e.g. `login:account-address:<email>|<ip>`); a window ends at `reset_at`.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: tstz('reset_at').notNull(),
  },
  (t) => [index('attempt_counters_reset_idx').on(t.resetAt)],
);

/**
 * The first answer of a create call per `Idempotency-Key`, kept 24 hours: a retry with the same key (same caller, same
 * route) gets that answer again instead of a second row. `status_code` null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: the user id, or `anon:<address>` for public routes (register). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** `POST /v1/api/...`: a key reused on another route is refused. */
    route: text('route').notNull(),
    /** sha256 of the request (path parameters, query and body, keys sorted): a key reused with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
