import { call, type CallOptions } from '../client';

export const health = {
  check: (options?: CallOptions) => call<{ db: string }>('health', { method: 'GET', url: 'health' }, options),
};
