import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_WINDOW_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotentCreate,
} from '@freight/contracts';
import { idempotencyKeys } from '../db/schema';
import { API_PREFIX } from './auth';
import { badRequest, HttpError } from './envelope';
import { SHARED_TEXTS } from '../texts/shared';

/**
 * Idempotent creates (docs/security.md section 7). A client that retries a create after a lost
 * answer sends the same `Idempotency-Key` and gets the first answer again instead of a second row.
 *
 * Which routes: every POST under /v1/api that the shared rule calls a create (`isIdempotentCreate` of
 * @freight/contracts: `add-*`, `create-*` and the named creates such as register and checkout), plus any route
 * declaring `config: { idempotent: true }`. An `onRoute` hook gives each one the header in its schema (validated and
 * documented like any input), a preHandler and an onSend hook, and marks it in the route table (`idempotent: true`):
 * a module adds nothing.
 *
 * With the header (without it a route behaves as before):
 *   - scope = the caller's user id (set by the access hook), or `anon:<ip>` on a public route (register);
 *   - first request: a row "in progress" (status_code null) is inserted, the route runs, and onSend stores its status
 *     and body (2xx and 4xx; a 5xx or a 429 deletes the row so a retry may run);
 *   - same key again: same route and same request (hash of params, query and body) -> the stored answer, with
 *     `Idempotent-Replayed: true`; another route or request -> 400 on `headers.idempotency-key`; still running -> 409;
 *   - rows older than 24 h are ignored (taken over by the next request with that key) and deleted, at most once a
 *     minute per instance.
 * A crash between the route's commit and the stored answer leaves the row in progress: retries get 409 rather than a
 * duplicate, until the 24 h run out (docs/security.md says why the marker does not expire sooner).
 */

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const SWEEP_INTERVAL_MS = 60_000;

const KeySchema = Type.String({
  minLength: 1,
  maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
  pattern: IDEMPOTENCY_KEY_PATTERN,
  description:
    'Optional. 1 to 255 visible ASCII characters, one per user action (a UUID). A retry with the same key within 24 hours ' +
    `gets the first answer again, marked \`${IDEMPOTENT_REPLAYED_HEADER}: true\`, instead of creating a second record; the same key ` +
    'with another request is a 400, and while the first request still runs a 409.',
});

/** Whether a route takes an Idempotency-Key: a create by the shared rule, or one that says so in its config. */
function isIdempotentRoute(method: string, url: string, config: { idempotent?: boolean } | undefined): boolean {
  if (method !== 'POST' || !url.startsWith(`${API_PREFIX}/`)) return false;
  return config?.idempotent === true || isIdempotentCreate(method, url);
}

/** JSON with its object keys sorted: the same request hashes the same whatever the order of its fields. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHashOf = (request: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(canonicalJson({ params: request.params ?? {}, query: request.query ?? {}, body: request.body ?? null }))
    .digest('hex');

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The header's schema merged into the route's own `headers` schema, if it declares one. */
function withKeyHeader(schema: RouteOptions['schema']): RouteOptions['schema'] {
  const existing = schema?.headers as { type?: string; properties?: Record<string, unknown> } | undefined;
  const headers =
    existing?.type === 'object'
      ? { ...existing, properties: { ...existing.properties, [HEADER]: KeySchema } }
      : Type.Object({ [HEADER]: Type.Optional(KeySchema) });
  return { ...schema, headers };
}

interface Claim {
  scope: string;
  key: string;
}

/** Registered on the root instance after the access control (it marks the route table) and before the routes. */
export function registerIdempotency(app: FastifyInstance): void {
  const db = app.db;
  /** Requests that hold their key's row "in progress": their answer is stored in onSend. */
  const claims = new WeakMap<FastifyRequest, Claim>();
  const expired = sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_WINDOW_MS} milliseconds'`)}`;
  let nextSweepAt = 0;

  /** Deletes expired rows, at most once a minute per instance (they are already ignored: this only frees space). */
  async function sweep(request: FastifyRequest): Promise<void> {
    const now = Date.now();
    if (now < nextSweepAt) return;
    nextSweepAt = now + SWEEP_INTERVAL_MS;
    await db
      .delete(idempotencyKeys)
      .where(expired)
      .catch((error: unknown) => request.log.warn({ err: error }, 'deleting expired idempotency keys failed'));
  }

  const release = (claim: Claim) => db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[HEADER];
    // Validated by the route's header schema; absent -> the route runs as it always did.
    if (typeof key !== 'string') return;
    const scope = request.caller ? request.caller.userId : `anon:${request.ip}`;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = requestHashOf(request);
    await sweep(request);

    // A row past its 24 h is taken over as if it were not there.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await db.execute(sql`
        insert into idempotency_keys (scope, key, route, request_hash)
        values (${scope}, ${key}, ${route}, ${requestHash})
        on conflict (scope, key) do update
          set route = excluded.route, request_hash = excluded.request_hash, status_code = null, response_body = null, created_at = now()
          where ${expired}
        returning 1`);
      if (inserted.rowCount === 1) {
        claims.set(request, { scope, key });
        return;
      }
      const [first] = await db
        .select({
          route: idempotencyKeys.route,
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          body: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      // Released in between (the first request failed with a 5xx): try to take it again.
      if (!first) continue;
      if (first.route !== route || first.requestHash !== requestHash) {
        throw badRequest([{ field: `headers.${HEADER}`, message: SHARED_TEXTS.idempotency.keyReused() }], SHARED_TEXTS.idempotency.keyReused());
      }
      if (first.statusCode === null) throw new HttpError(409, SHARED_TEXTS.idempotency.inProgress());
      // The first answer as it was sent (already serialized and in the first request's language).
      return reply.code(first.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(JSON.stringify(first.body));
    }
    throw new HttpError(409, SHARED_TEXTS.idempotency.inProgress());
  }

  async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    const contentType = String(reply.getHeader('content-type') ?? '');
    // A 5xx (or a 429: try again later) is no answer to keep: the row goes, so a retry runs the route again.
    const keep = status >= 200 && status < 500 && status !== 429 && typeof payload === 'string' && contentType.includes('json');
    try {
      if (keep) {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: status, responseBody: sql`${payload}::jsonb` })
          .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
      } else {
        await release(claim);
      }
    } catch (error) {
      // The answer still goes out; the row stays "in progress" (a retry gets 409) unless it can be removed.
      request.log.error({ err: error }, 'storing the idempotent answer failed');
      await release(claim).catch(() => undefined);
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    const methods = asArray(route.method);
    if (!methods.some((method) => isIdempotentRoute(method, route.url, route.config))) return;
    route.config = { ...route.config, idempotent: true };
    route.schema = withKeyHeader(route.schema);
    // First among the route's own preHandlers: a replay is answered before any of them counts or works.
    route.preHandler = [claimKey, ...asArray(route.preHandler)];
    route.onSend = [...asArray(route.onSend), storeAnswer];
    for (const entry of app.routeTable) {
      if (entry.url === route.url && methods.includes(entry.method)) entry.idempotent = true;
    }
  });
}
