import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import { checkoutReturnUrls, withSessionId, type PaymentProvider, type SessionState } from './types';

/**
 * The local payment sandbox (default): it behaves like a hosted card checkout but runs inside this API, offline.
 * Its checkout page is served at /v1/api/payments-sandbox/checkout/{sessionId} (companies/payments-sandbox-routes.ts); its
 * session state is the checkout_sessions row itself (provider 'sandbox'): the page marks it paid or failed, and
 * company-manager/verify-stripe-payment reads it like it would ask Stripe.
 *
 * Test cards (docs/modules/billing.md): 4242 4242 4242 4242, 5555 5555 5555 4444 and 4000 0566 5566 5556 pay;
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; any other valid number is declined.
 */

const SANDBOX_PATH = '/v1/api/payments-sandbox';
const SANDBOX_APPROVED_CARDS = ['4242424242424242', '5555555555554444', '4000056655665556'];
const SANDBOX_DECLINES: Record<string, string> = { '4000000000000002': 'card_declined', '4000000000009995': 'insufficient_funds' };

/** The card's outcome in the sandbox: paid, or the decline reason. */
export const sandboxOutcome = (digits: string): 'paid' | string =>
  SANDBOX_APPROVED_CARDS.includes(digits) ? 'paid' : (SANDBOX_DECLINES[digits] ?? 'card_declined');

export const isLuhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const PORTAL_PURPOSE = 'sandbox-portal';
const PORTAL_TTL_MS = 15 * 60_000;

/**
 * Short-lived signed links to the sandbox's billing portal, so a company's page is not a guessable URL. Compact
 * (`<company id hex>.<expiry>.<HMAC>`, about 64 characters) so it fits one path segment.
 */
export function createPortalTokens(secret: string, now: () => number = Date.now) {
  const key = crypto.createHmac('sha256', secret).update(PORTAL_PURPOSE).digest();
  const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url').slice(0, 22);
  return {
    sign(companyId: string): string {
      const payload = `${companyId.replace(/-/g, '')}.${Math.floor((now() + PORTAL_TTL_MS) / 1000).toString(36)}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The company id, or undefined for a token that is malformed, forged or expired. */
    verify(token: string): string | undefined {
      const match = /^([0-9a-f]{32})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
      if (!match) return undefined;
      const expected = Buffer.from(mac(`${match[1]}.${match[2]}`));
      if (!crypto.timingSafeEqual(expected, Buffer.from(match[3]!))) return undefined;
      if (parseInt(match[2]!, 36) * 1000 <= now()) return undefined;
      const hex = match[1]!;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
export type PortalTokens = ReturnType<typeof createPortalTokens>;

/** Where the sandbox sends the user back: the return URLs a real provider gets, with this session's id. */
export const sandboxReturnUrls = (publicUrl: string, sessionId: string) => {
  const urls = checkoutReturnUrls(publicUrl);
  return { success: withSessionId(urls.success, sessionId), cancel: withSessionId(urls.cancel, sessionId) };
};

export function createSandboxPayments(db: Db, publicUrl: string, portalTokens: PortalTokens): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout(input) {
      const providerSessionId = `cs_sandbox_${crypto
        .randomBytes(18)
        .toString('base64url')
        .replace(/[^A-Za-z0-9]/g, 'x')}`;
      return { providerSessionId, url: `${publicUrl}${SANDBOX_PATH}/checkout/${providerSessionId}?lang=${input.language}` };
    },

    async retrieveSession(providerSessionId): Promise<SessionState | null> {
      const [row] = await db
        .select({ status: checkoutSessions.status, companyId: checkoutSessions.companyId })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.provider, 'sandbox'), eq(checkoutSessions.providerSessionId, providerSessionId)))
        .limit(1);
      if (!row) return null;
      const paid = row.status === 'paid';
      return {
        status: row.status as SessionState['status'],
        customerId: paid ? `cus_sandbox_${row.companyId.replace(/-/g, '').slice(0, 16)}` : null,
        subscriptionId: paid ? `sub_sandbox_${providerSessionId.slice(-12)}` : null,
      };
    },

    async createPortal({ companyId }) {
      return { url: `${publicUrl}${SANDBOX_PATH}/portal/${portalTokens.sign(companyId)}` };
    },
  };
}
