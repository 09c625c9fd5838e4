import { addressManager, laneManager, maps, warehouseManager } from '@freight/api-client';
import { createResourceCache, type ResourceCacheState, type RootState } from '@freight/store';

const silent = { silent: true } as const;

/**
 * The module's read-only look-ups by id (details, lane users and loads, routes, warehouse stock), kept by
 * `resource:id` in the module's state: screens call `useResource('lane', id)`.
 */
const fetchers = {
  address: (id: string) => addressManager.detail(id, silent).then((r) => r.data),
  lane: (id: string) => laneManager.detail(id, silent).then((r) => r.data),
  laneUsers: (id: string) => laneManager.users(id, silent).then((r) => r.data),
  lanePastLoads: (id: string) => laneManager.pastLoads(id, silent).then((r) => r.data),
  laneCurrentLoads: (id: string) => laneManager.currentLoads(id, silent).then((r) => r.data),
  /** id = "lat,lng|lat,lng" */
  direction: (id: string) => {
    const [origin = '', destination = ''] = id.split('|');
    return maps.direction(origin, destination, silent).then((r) => r.data);
  },
  warehouse: (id: string) => warehouseManager.detail(id, silent).then((r) => r.data),
  warehouseAvailability: (id: string) => warehouseManager.availability(id, silent).then((r) => r.data),
  warehouseProducts: (id: string) => warehouseManager.products(id, undefined, silent).then((r) => r.data),
};

export const createAddressResources = (selectState: (root: RootState) => ResourceCacheState) =>
  createResourceCache({ name: 'address/resources', fetchers, selectState });
