import Stripe from 'stripe';
import type { CheckoutInput, PaymentProvider, SessionState, WebhookEvent } from './types';

/**
 * Stripe through its official SDK (used when STRIPE_SECRET_KEY is set): a subscription checkout session per
 * purchase, the session read back to verify it, the customer portal, and signed webhooks.
 * `httpClient` is for tests: the SDK's requests are checked without a network.
 */
export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

const STRIPE_LOCALES = { sp: 'es', en: 'en', fr: 'fr' } as const;

export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(input: CheckoutInput) {
      const session = await stripe.checkout.sessions.create({
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
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { providerSessionId: session.id, url: session.url };
    },

    async retrieveSession(providerSessionId): Promise<SessionState | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerSessionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
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
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: portal.url };
    },

    parseWebhook(rawBody, signature): WebhookEvent {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        return { kind: 'paid', providerSessionId: event.data.object.id };
      }
      return { kind: 'ignored', type: event.type };
    },
  };
}
