import { loadManager } from '@freight/api-client';
import { createResourceCache, type ResourceCacheState, type RootState } from '@freight/store';

const silent = { silent: true } as const;

/**
 * The module's read-only look-ups, kept by `resource:id` in the module's state: screens call
 * `useResource('load', id)`. Each screen folder adds the look-ups it needs here (one cache for the module).
 */
const fetchers = {
  load: (loadUuid: string) => loadManager.detail(loadUuid, silent).then((r) => r.data),
  /** id is ignored (one catalogue): `useResource('equipment', 'all')`. */
  equipment: (_all: string) => loadManager.equipmentList(silent).then((r) => r.data ?? []),
};

export const createLoadResources = (selectState: (root: RootState) => ResourceCacheState) =>
  createResourceCache({ name: 'loads/resources', fetchers, selectState });
