/**
 * One payment provider interface, two implementations: the offline sandbox (default) and Stripe.
 * A checkout session is created for a company and a plan; the user pays on the provider's page and comes back;
 * the API then asks the provider for the session's state and applies a paid one exactly once.
 */

/** Replaced by the provider with its session id in the return URLs (Stripe's own placeholder). */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CheckoutInput {
  /** Our checkout_sessions row. */
  checkoutId: string;
  companyId: string;
  companyName: string;
  customerEmail: string;
  /** The provider's customer of this company, when it paid before. */
  customerId: string | null;
  plan: { key: string; name: string; priceCents: number; currency: string; interval: 'month' | 'year' };
  /** Return URLs, with SESSION_ID_PLACEHOLDER where the session id goes. */
  successUrl: string;
  cancelUrl: string;
  language: 'sp' | 'en' | 'fr';
}

interface CheckoutResult {
  providerSessionId: string;
  url: string;
}

type SessionStatus = 'paid' | 'open' | 'failed' | 'expired';

export interface SessionState {
  status: SessionStatus;
  customerId: string | null;
  subscriptionId: string | null;
}

interface PortalInput {
  companyId: string;
  customerId: string;
  returnUrl: string;
}

/** What a provider's webhook says about a checkout session. */
export type WebhookEvent = { kind: 'paid'; providerSessionId: string } | { kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  retrieveSession(providerSessionId: string): Promise<SessionState | null>;
  createPortal(input: PortalInput): Promise<{ url: string }>;
  /** Checks the signature and reads the event; throws on a bad signature. Only a provider with a webhook has it. */
  parseWebhook?: (rawBody: Buffer, signature: string) => WebhookEvent;
}

export const withSessionId = (url: string, sessionId: string) => url.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId));

/**
 * The app's pages the provider sends the user back to (spec section 2), with SESSION_ID_PLACEHOLDER: after paying
 * /stripe-callback (which verifies), after a decline or a cancel /payment/failure.
 */
export const checkoutReturnUrls = (publicUrl: string) => ({
  success: `${publicUrl}/stripe-callback?session_id=${SESSION_ID_PLACEHOLDER}`,
  cancel: `${publicUrl}/payment/failure?session_id=${SESSION_ID_PLACEHOLDER}`,
});
