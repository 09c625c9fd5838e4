import type { ContainerTrackingConfig } from '../../config';
import type { FetchLike } from '../http';
import { createSimulatedContainerProvider } from './simulated';
import type { ContainerTrackingProvider } from './types';
import { createVizionProvider } from './vizion';

/**
 * The container tracking provider, chosen by the configuration (config.ts; docs/modules/purchase-orders.md, "Container tracking"):
 *
 *   VIZION_API_KEY        set: Vizion's API (VIZION_URL, default https://prod.vizionapi.com; VIZION_CALLBACK_URL,
 *                         where Vizion may post updates); unset: the simulated provider (the default)
 */

export type { ContainerTrackingProvider, ContainerUpdate, TrackedContainer, StoredMilestone } from './types';

export { loadContainerTrackingConfig, type ContainerTrackingConfig } from '../../config';

export function createContainerTrackingProvider(config: ContainerTrackingConfig, fetch?: FetchLike): ContainerTrackingProvider {
  return config.provider === 'vizion'
    ? createVizionProvider({ apiKey: config.apiKey, baseUrl: config.baseUrl, callbackUrl: config.callbackUrl, timeoutMs: config.timeoutMs, fetch })
    : createSimulatedContainerProvider();
}
