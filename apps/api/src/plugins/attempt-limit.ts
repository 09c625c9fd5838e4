import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './envelope';

/**
 * Attempt limits for the sign-in and password-reset routes (spec: "rate-limited per account and per address"):
 * each request counts once against its client address and once against the account (the e-mail of the body), and
 * is refused with 429 and `Retry-After` when either is over its limit. One address trying many accounts and many
 * addresses trying one account are both stopped.
 *
 * Fixed windows kept in memory, per API instance: behind a load balancer each instance counts on its own, so the
 * effective limit is at most the number of instances times this (docs/modules/accounts.md).
 */
export interface AttemptLimit {
  /** Attempts per account (e-mail) within the window. */
  perAccount: number;
  /** Attempts per client address within the window. */
  perAddress: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export interface AttemptLimiter {
  /** preHandler hook: counts the attempt, or throws 429. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const accountOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * `what` names the attempts in the refusal: 'Too many login attempts. Please try again in 42 seconds.'
 * (default: 'Too many attempts. ...').
 */
export function createAttemptLimiter(limit: AttemptLimit, what = 'attempts', now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = now() + limit.windowMs;

  /** Counts one attempt against `key`; the end of its window when it is over `max`. */
  const hit = (key: string, max: number, at: number): number | undefined => {
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + limit.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > max ? window.resetAt : undefined;
  };

  return {
    async check(request, reply) {
      const at = now();
      // Expired windows are dropped once per window length, so memory follows the recent traffic only.
      if (at >= nextSweep) {
        for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
        nextSweep = at + limit.windowMs;
      }
      // A refused address does not also count against the account it names: a flood of made-up e-mails from one
      // address adds no entries.
      const account = accountOf(request);
      const blockedUntil =
        hit(`address:${request.ip}`, limit.perAddress, at) ?? (account ? hit(`account:${account}`, limit.perAccount, at) : undefined);
      if (blockedUntil === undefined) return;
      const seconds = Math.max(1, Math.ceil((blockedUntil - at) / 1000));
      void reply.header('retry-after', String(seconds));
      throw new HttpError(429, `Too many ${what}. Please try again in ${seconds} seconds.`);
    },
  };
}
