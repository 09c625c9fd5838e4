import { ConfigError } from '../../config';
import type { FetchLike } from '../http';
import { createSimulatedContainerProvider } from './simulated';
import type { ContainerTrackingProvider } from './types';
import { VIZION_BASE_URL, createVizionProvider } from './vizion';

/**
 * The container tracking provider, chosen by environment (docs/modules/purchase-orders.md, "Container tracking"):
 *
 *   VIZION_API_KEY        set: Vizion's API (VIZION_URL, default https://prod.vizionapi.com; VIZION_CALLBACK_URL,
 *                         where Vizion may post updates); unset: the simulated provider (the default)
 */

export type { ContainerTrackingProvider, ContainerUpdate, TrackedContainer, MilestoneUpdate, StoredMilestone, TrackingSource } from './types';

export type ContainerTrackingConfig =
  | { provider: 'simulated' }
  | { provider: 'vizion'; apiKey: string; baseUrl: string; callbackUrl?: string; timeoutMs: number };

const value = (env: NodeJS.ProcessEnv, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const httpUrl = (name: string, raw: string) => {
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw;
};

export function loadContainerTrackingConfig(env: NodeJS.ProcessEnv = process.env, timeoutMs = 10_000): ContainerTrackingConfig {
  const apiKey = value(env, 'VIZION_API_KEY');
  if (!apiKey) return { provider: 'simulated' };
  const callback = value(env, 'VIZION_CALLBACK_URL');
  return {
    provider: 'vizion',
    apiKey,
    baseUrl: httpUrl('VIZION_URL', value(env, 'VIZION_URL') ?? VIZION_BASE_URL),
    ...(callback ? { callbackUrl: httpUrl('VIZION_CALLBACK_URL', callback) } : {}),
    timeoutMs,
  };
}

export function createContainerTrackingProvider(config: ContainerTrackingConfig, fetch?: FetchLike): ContainerTrackingProvider {
  return config.provider === 'vizion'
    ? createVizionProvider({ apiKey: config.apiKey, baseUrl: config.baseUrl, callbackUrl: config.callbackUrl, timeoutMs: config.timeoutMs, fetch })
    : createSimulatedContainerProvider();
}
