import type { AppConfig, SubscribeRequest } from '@freight/contracts';
import { call, type CallOptions } from '../client';

/** Calls that are not a manager's: the product's configuration and web push. */
export const platform = {
  appConfig: (options?: CallOptions) => call<AppConfig>('app-config', { method: 'GET', url: 'app-config' }, options),

  /** POST subscribe: stores this browser's push subscription and sends it `payload`. */
  subscribe: (body: SubscribeRequest, options?: CallOptions) =>
    call<{ delivered: boolean }>('subscribe', { method: 'POST', url: 'subscribe', data: body }, options),
};
