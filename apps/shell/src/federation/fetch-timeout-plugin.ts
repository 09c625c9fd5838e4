import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The federation runtime fetches manifests with no time limit of its own; this gives it one. */
export const MANIFEST_TIMEOUT_MS = 30_000;

export default function fetchTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'freight-fetch-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
