import * as errorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import fetchTimeoutPlugin from './fetch-timeout-plugin';
import { hostShared } from './host-shared';

/**
 * The shell's federation runtime, created the first time a remote is needed (a chunk of its own, so `/login` never
 * loads it). Remotes built for production leave the runtime out (`externalRuntime`) and use this one, which they find
 * (and its helper packages) as globals; they must be there before the first remote entry runs.
 */
export function createHostRuntime(): ModuleFederation {
  // The globals named in tools/rspack/app-config.ts (externalRuntime and HOST_RUNTIME_GLOBALS).
  Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore, _FEDERATION_SDK: sdk, _FEDERATION_ERROR_CODES: errorCodes });
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    plugins: [fetchTimeoutPlugin()],
  });
}
