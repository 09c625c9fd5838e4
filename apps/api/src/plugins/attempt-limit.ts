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

export function createAttemptLimiter(limit: AttemptLimit, message: string, now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = now() + limit.windowMs;

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
      if (at >= nextSweep) {
        for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
        nextSweep = at + limit.windowMs;
      }
      const account = accountOf(request);
      const blockedUntil = [
        hit(`address:${request.ip}`, limit.perAddress, at),
        account ? hit(`account:${account}`, limit.perAccount, at) : undefined,
      ].filter((until): until is number => until !== undefined);
      if (blockedUntil.length === 0) return;
      const seconds = Math.max(1, Math.ceil((Math.max(...blockedUntil) - at) / 1000));
      void reply.header('retry-after', String(seconds));
      throw new HttpError(429, message.replace('{seconds}', String(seconds)));
    },
  };
}
