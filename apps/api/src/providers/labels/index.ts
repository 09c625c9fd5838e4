import type { LabelsConfig } from '../../config';
import type { ProviderLog } from '../http';
import { createLocalLabelProvider } from './local';
import type { LabelProvider } from './types';

/**
 * The shipping label provider (docs/modules/orders.md, "Shipping labels"), chosen by the configuration (config.ts):
 *
 *   SHIPPO_API_KEY unset   local: offline rates, a real 4×6 label PDF, a simulated tracking history
 *   SHIPPO_API_KEY set     Shippo through its official SDK (shippo_test_… for Shippo's test mode, shippo_live_…)
 *
 * The SDK is loaded on the first label call, only when the key is set. `app.labels` holds the provider
 * (decorated by providersPlugin, providers/index.ts).
 */
export type { LabelProvider } from './types';
export { createLocalLabelProvider } from './local';
export { LABEL_SERVICE_TEXTS } from './texts';

export { loadLabelsConfig, type LabelsConfig } from '../../config';

/** The provider a config names; Shippo's SDK is imported on its first use. */
export function createLabelProvider(config: LabelsConfig, options: { timeoutMs?: number; log?: ProviderLog } = {}): LabelProvider {
  if (config.provider === 'local') return createLocalLabelProvider();
  let shippo: Promise<LabelProvider> | undefined;
  const load = () =>
    (shippo ??= import('./shippo').then(({ createShippoLabels }) =>
      createShippoLabels({ apiKey: config.apiKey, timeoutMs: options.timeoutMs, log: options.log }),
    ));
  return {
    name: 'shippo',
    createShipment: async (input) => (await load()).createShipment(input),
    purchase: async (input) => (await load()).purchase(input),
    cancel: async (input) => (await load()).cancel(input),
    track: async (input) => (await load()).track(input),
  };
}
