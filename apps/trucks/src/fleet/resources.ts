import { fleetManager, loadManager } from '@freight/api-client';
import { createResourceCache, type ResourceCacheState, type RootState } from '@freight/store';

const silent = { silent: true } as const;

/** The fleet screens' read-only look-ups, kept by `resource:id`: `useResource('trucker', id)`. */
const fetchers = {
  /** The equipment catalogue (equipment-manager/equipment-list; id ignored: 'all'). */
  equipment: (_all: string) => loadManager.equipmentList(silent).then((r) => r.data ?? []),
  trucker: (id: string) => fleetManager.detail(id, silent).then((r) => r.data),
  /** The company's lanes (id ignored: 'all'), for the carrier form's lanes served. */
  lanes: (_all: string) => fleetManager.lanes(silent).then((r) => r.data ?? []),
};

export const createFleetResources = (selectState: (root: RootState) => ResourceCacheState) =>
  createResourceCache({ name: 'trucks/resources', fetchers, selectState });
