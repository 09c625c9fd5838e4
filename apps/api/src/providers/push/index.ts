import fp from 'fastify-plugin';

/** STUB (wiring only): web push with VAPID keys made on first start. Replaced by the billing/push work. */
export interface PushPluginOptions {
  provider?: unknown;
}

export const pushPlugin = fp<PushPluginOptions>(async () => undefined, { name: 'push' });
