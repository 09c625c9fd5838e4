import fp from 'fastify-plugin';
import { createPortalTokens, createSandboxPayments, type PortalTokens } from './sandbox';
import type { PaymentProvider } from './types';

/**
 * The payment provider (docs/modules/billing.md), chosen by the configuration (config.ts):
 *
 *   STRIPE_SECRET_KEY unset   the local sandbox: a hosted checkout page served by this API, offline, test cards
 *   STRIPE_SECRET_KEY set     Stripe through its official SDK (checkout sessions, customer portal, webhooks with
 *                             STRIPE_WEBHOOK_SECRET)
 *
 * The Stripe SDK is loaded only when the key is set.
 */
export { loadPaymentsConfig } from '../../config';

export interface PaymentsPluginOptions {
  /** Tests pass a provider here; otherwise the configuration's (STRIPE_SECRET_KEY) is used. */
  provider?: PaymentProvider;
  /** Signs the sandbox's portal links (server.ts passes the JWT secret). */
  tokenSecret?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider (providers/payments). */
    payments: PaymentProvider;
    /** Signed links to the sandbox's billing portal. */
    sandboxPortalTokens: PortalTokens;
  }
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    if (app.hasDecorator('payments')) return;
    if (!options.tokenSecret) throw new Error('paymentsPlugin needs tokenSecret');
    const portalTokens = createPortalTokens(options.tokenSecret);
    app.decorate('sandboxPortalTokens', portalTokens);
    let provider = options.provider;
    if (!provider) {
      const config = app.config.payments;
      if (config.provider === 'stripe') {
        const { createStripePayments } = await import('./stripe');
        provider = createStripePayments({ secretKey: config.secretKey, webhookSecret: config.webhookSecret, log: app.log });
        if (!config.webhookSecret) app.log.warn('STRIPE_WEBHOOK_SECRET is not set: no Stripe webhook; payments are applied when the return page verifies them');
      } else {
        provider = createSandboxPayments(app.db, app.publicUrl, portalTokens);
      }
    }
    app.decorate('payments', provider);
  },
  { name: 'payments' },
);
