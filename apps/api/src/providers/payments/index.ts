import fp from 'fastify-plugin';

/** STUB (wiring only): the payment provider. Replaced by the billing work: sandbox (default) or Stripe. */
export interface PaymentsPluginOptions {
  provider?: unknown;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(async () => undefined, { name: 'payments' });
