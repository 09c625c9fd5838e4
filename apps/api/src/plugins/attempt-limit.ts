import { setTimeout as delay } from 'node:timers/promises';
import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema';
import { HttpError } from './envelope';
import { SHARED_TEXTS } from '../texts/shared';

/**
 * Attempt limits of the public account routes (login, forgot/reset password, register) and of contact-us: fixed
 * windows counted in PostgreSQL (`attempt_counters`), so every API instance on one database shares them and a
 * restart does not clear them. Each counted key costs one round trip (an upsert that starts a new window when the
 * old one has ended, on the database's clock); expired rows are deleted at most once a minute per instance.
 *
 * A request is counted before it is handled, so a burst of parallel attempts cannot all pass a check made before
 * any of them was recorded; the login hook gives the count back when the password was right (`createLoginLimiter`).
 */
export interface AttemptLimit {
  /** Attempts per account within the window: the e-mail of the body, or the signed-in caller (contact-us). */
  perAccount: number;
  /** Attempts per client address within the window. */
  perAddress: number;
  windowMs: number;
}

/** Login: failures counted per (account, address) and per address; the account alone is slowed down, never refused. */
export interface LoginRateLimit {
  /** Failed logins of one account from one address within the window before that pair is refused; 3× per address. */
  max: number;
  timeWindowMs: number;
  /**
   * Failures of one account, from every address, within the window after which each further attempt waits
   * min(`slowDownBaseMs` × 2^(n − slowDownAfter), `slowDownMaxMs`) before it is answered (default: `max`).
   */
  slowDownAfter?: number;
  /** Default 250 ms. */
  slowDownBaseMs?: number;
  /** Default 5 s. */
  slowDownMaxMs?: number;
}

interface AttemptCount {
  /** Attempts within the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** How often an instance deletes the windows that have ended. */
const SWEEP_EVERY_MS = 60_000;

export interface AttemptCounters {
  /** Counts one attempt against `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt back (a login that turned out right), within the current window only. */
  giveBack(key: string): Promise<void>;
  /** Forgets `key` (a successful login clears its pair). */
  clear(key: string): Promise<void>;
}

export function createAttemptCounters(db: Db): AttemptCounters {
  let nextSweep = 0;
  const sweep = async () => {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + SWEEP_EVERY_MS;
    await db.delete(attemptCounters).where(lte(attemptCounters.resetAt, sql`now()`));
  };
  return {
    async hit(key, windowMs) {
      await sweep();
      const ended = sql`${attemptCounters.resetAt} <= now()`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key, count: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${attemptCounters.count} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${attemptCounters.resetAt} end`,
          },
        })
        .returning({
          count: attemptCounters.count,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${attemptCounters.resetAt} - now()))))::int`,
        });
      return row!;
    },
    async giveBack(key) {
      await db
        .update(attemptCounters)
        .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
        .where(sql`${attemptCounters.key} = ${key} and ${attemptCounters.resetAt} > now()`);
    },
    async clear(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
  };
}

/** What an attempt limit counts, as its refusal names it ('Too many registrations'): in the reader's words. */
const ATTEMPT_KINDS = {
  attempts: SHARED_TEXTS.attempts.attempts,
  'login attempts': SHARED_TEXTS.attempts.login,
  registrations: SHARED_TEXTS.attempts.registrations,
  messages: SHARED_TEXTS.attempts.messages,
  'e-mail changes': SHARED_TEXTS.attempts.emailChanges,
} as const;
type AttemptKind = keyof typeof ATTEMPT_KINDS;

/**
 * 'Too many login attempts. Please try again in 42 seconds.'; a wait longer than 90 seconds in minutes ('Too many
 * registrations. Please try again in 52 minutes.').
 */
export function tooMany(reply: FastifyReply, what: AttemptKind, retryAfterSeconds: number): HttpError {
  void reply.header('retry-after', String(retryAfterSeconds));
  const kind = ATTEMPT_KINDS[what]();
  return retryAfterSeconds > 90
    ? new HttpError(429, SHARED_TEXTS.limits.minutes({ what: kind, minutes: Math.ceil(retryAfterSeconds / 60) }))
    : new HttpError(429, SHARED_TEXTS.limits.seconds({ what: kind, seconds: retryAfterSeconds }));
}

/** The body's e-mail, as accounts are keyed (trimmed, lower-cased); '' when there is none. */
const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

export interface AttemptLimiter {
  /** preHandler hook (after validation and the caller's look-up): counts the attempt, or throws 429. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Counts each request once against its client address and once against its account, and refuses it with 429 and
 * `Retry-After` when either is over its limit. A request refused for its address does not count against the account
 * it names (a flood of made-up e-mails from one address adds one row). `scope` keeps each route family's counts
 * apart; `what` names the attempts in the refusal ('Too many registrations. ...').
 */
export function createAttemptLimiter(
  counters: AttemptCounters,
  scope: string,
  limit: AttemptLimit,
  options: { what?: AttemptKind; accountOf?: (request: FastifyRequest) => string } = {},
): AttemptLimiter {
  const what = options.what ?? 'attempts';
  const accountOf = options.accountOf ?? bodyEmail;
  return {
    async check(request, reply) {
      const byAddress = await counters.hit(`${scope}:address:${request.ip}`, limit.windowMs);
      if (byAddress.count > limit.perAddress) throw tooMany(reply, what, byAddress.retryAfterSeconds);
      const account = accountOf(request);
      if (!account) return;
      const byAccount = await counters.hit(`${scope}:account:${account}`, limit.windowMs);
      if (byAccount.count > limit.perAccount) throw tooMany(reply, what, byAccount.retryAfterSeconds);
    },
  };
}

export interface LoginLimiter extends AttemptLimiter {
  /** onSend hook of the login route: a right password gives its attempt back and clears its (account, address) pair. */
  settle(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

/**
 * The login limit must not let anyone lock the real owner out, so the account alone is never refused:
 * - per (account, address): `max` failures in the window, then that pair gets 429 until the window ends;
 * - per address: 3 × `max` failures, whatever the accounts (one address trying many accounts);
 * - per account, from every address: after `slowDownAfter` failures each further attempt waits, doubling from 250 ms
 *   up to 5 s, before it is checked and answered; the owner from their own address still signs in, a little later.
 * Attempts are counted up front (parallel guesses cannot slip past a check) and given back when the password was
 * right: the counts are failures, and a right password clears its pair.
 */
export function createLoginLimiter(counters: AttemptCounters, limit: LoginRateLimit): LoginLimiter {
  const slowDownAfter = limit.slowDownAfter ?? limit.max;
  const baseMs = limit.slowDownBaseMs ?? 250;
  const maxMs = limit.slowDownMaxMs ?? 5_000;
  const keys = (request: FastifyRequest) => {
    const account = bodyEmail(request);
    return { address: `login:address:${request.ip}`, pair: `login:pair:${account}|${request.ip}`, account: `login:account:${account}` };
  };
  // Requests counted against all three keys: only those can give an attempt back (a request refused before the
  // count, by validation or any earlier hook, must not lower the counts).
  const counted = new WeakSet<FastifyRequest>();
  return {
    async check(request, reply) {
      const key = keys(request);
      const byAddress = await counters.hit(key.address, limit.timeWindowMs);
      if (byAddress.count > limit.max * 3) throw tooMany(reply, 'login attempts', byAddress.retryAfterSeconds);
      const byPair = await counters.hit(key.pair, limit.timeWindowMs);
      if (byPair.count > limit.max) throw tooMany(reply, 'login attempts', byPair.retryAfterSeconds);
      const byAccount = await counters.hit(key.account, limit.timeWindowMs);
      counted.add(request);
      // `count` includes this attempt: the failures before it are count − 1.
      const excess = byAccount.count - 1 - slowDownAfter;
      if (excess >= 0) await delay(Math.min(baseMs * 2 ** Math.min(excess, 30), maxMs));
    },
    async settle(request, reply, payload) {
      const status = reply.statusCode;
      // 200, or 403 (the e-mail not verified yet, told only after the right password; demo mode, tried no password):
      // not a failed guess. A 401 (wrong password) stays counted, and so does any other failure.
      if (counted.has(request) && (status < 400 || status === 403)) {
        const key = keys(request);
        await Promise.all([counters.clear(key.pair), counters.giveBack(key.address), counters.giveBack(key.account)]);
      }
      return payload;
    },
  };
}
