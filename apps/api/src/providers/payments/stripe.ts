import Stripe from 'stripe';
import { ProviderError, type ProviderLog } from '../http';
import { SHARED_TEXTS } from '../../texts/shared';
import type { CheckoutInput, PaymentProvider, SessionState, WebhookEvent } from './types';

/**
 * Stripe through its official SDK (used when STRIPE_SECRET_KEY is set): a subscription checkout session per
 * purchase, the session read back to verify it, the customer portal, and signed webhooks.
 * `httpClient` is for tests: the SDK's requests are checked without a network.
 */
export interface StripeOptions {
  secretKey: string;
  /** Without it there is no webhook (`parseWebhook` is absent): payments are applied when the return page verifies. */
  webhookSecret?: string;
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
  log?: ProviderLog;
}

const STRIPE_LOCALES = { sp: 'es', en: 'en', fr: 'fr' } as const;

export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  /**
   * A failed Stripe call becomes a 502 with a safe text. Stripe's errors carry a 4xx `statusCode` and texts meant
   * for the developer (an authentication error names the masked key): passed on as they are, the envelope would
   * show them to the user. The log gets the error's type, code and request id, never its text.
   */
  const failed = (operation: string, error: unknown): ProviderError => {
    const { type, code, statusCode, requestId } = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    options.log?.warn({ provider: 'stripe', operation, type, code, statusCode, requestId }, 'Stripe request failed');
    return new ProviderError('stripe', 502, SHARED_TEXTS.providers.payments(), `${operation}: ${type ?? 'error'} ${statusCode ?? ''}`.trim());
  };
  const call = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw failed(operation, error);
    }
  };

  const provider: PaymentProvider = {
    name: 'stripe',

    async createCheckout(input: CheckoutInput) {
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.plan.currency.toLowerCase(),
                unit_amount: input.plan.priceCents,
                recurring: { interval: input.plan.interval },
                product_data: { name: input.plan.name },
              },
            },
          ],
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
          client_reference_id: input.companyId,
          metadata: { companyId: input.companyId, planKey: input.plan.key, checkoutSessionId: input.checkoutId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: STRIPE_LOCALES[input.language],
        }),
      );
      if (!session.url) throw failed('checkout.sessions.create', new Error('a session without a url'));
      return { providerSessionId: session.id, url: session.url };
    },

    async retrieveSession(providerSessionId): Promise<SessionState | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerSessionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw failed('checkout.sessions.retrieve', error);
      }
      const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return {
        status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    },

    async createPortal({ customerId, returnUrl }) {
      const portal = await call('billingPortal.sessions.create', () => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return { url: portal.url };
    },
  };

  const { webhookSecret } = options;
  if (webhookSecret) {
    provider.parseWebhook = (rawBody, signature): WebhookEvent => {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        return { kind: 'paid', providerSessionId: event.data.object.id };
      }
      return { kind: 'ignored', type: event.type };
    };
  }
  return provider;
}
