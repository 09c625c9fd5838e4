import * as runtimeCore from '@module-federation/runtime-core';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import fetchTimeoutPlugin from './fetch-timeout-plugin';
import { hostShared } from './host-shared';

/**
 * The shell's federation runtime, created the first time a remote is needed (a chunk of its own, so `/login` never
 * loads it). Remotes built for production leave the runtime out (`externalRuntime`) and use this one, which they find
 * as the global `_FEDERATION_RUNTIME_CORE`; it must be there before the first remote entry runs.
 */
export function createHostRuntime(): ModuleFederation {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    plugins: [fetchTimeoutPlugin()],
  });
}
