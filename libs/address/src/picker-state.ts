import { addressManager, warehouseManager } from '@freight/api-client';
import { createResourceCache, defineFeature, type ResourceCacheState } from '@freight/store';

/** How many matches a picker lists; the rest are reached by typing (the search covers the whole book). */
export const PICKER_LIMIT = 50;

const silent = { silent: true } as const;
const NOTHING_YET: ResourceCacheState = {};

/**
 * The pickers' look-ups, shared by every screen that picks an address or a warehouse (lanes, loads, orders, purchase
 * orders, settings): a page of matches per search text, and one record by id (the chosen one, which a search may not
 * list). Injected by the first picker that mounts (`useFeature`).
 */
const fetchers = {
  addresses: (search: string) => addressManager.list({ page: 1, limit: PICKER_LIMIT, ...(search ? { search } : {}) }, undefined, silent).then((r) => r.data),
  address: (id: string) => addressManager.detail(id, silent).then((r) => r.data),
  warehouses: (search: string) => warehouseManager.list({ page: 1, limit: PICKER_LIMIT, ...(search ? { search } : {}) }, undefined, silent).then((r) => r.data),
  warehouse: (id: string) => warehouseManager.detail(id, silent).then((r) => r.data),
};

export const pickerCache = createResourceCache({ name: 'addressPicker', fetchers, selectState: (root) => root.addressPicker ?? NOTHING_YET });

const PICKER_KEY = 'addressPicker';

declare module '@freight/store' {
  interface LazyLoadedSlices {
    addressPicker: ResourceCacheState;
  }
}

export const pickerFeature = defineFeature({ key: PICKER_KEY, reducer: pickerCache.reducer, saga: pickerCache.saga });
