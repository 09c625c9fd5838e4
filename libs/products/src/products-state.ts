import { integrationManager } from '@freight/api-client';
import { createResourceCache, defineFeature, type ResourceCacheState } from '@freight/store';

/** How many products a look-up lists; the rest are reached by typing more. */
const PRODUCT_LOOKUP_LIMIT = 10;

const silent = { silent: true } as const;
const NOTHING_YET: ResourceCacheState = {};

/**
 * The ERP's product catalogue (integration-manager/get-sap-products) by search text, shared by every form that adds
 * lines of products (sales orders and their quotes, purchase orders). Injected by the first look-up that mounts
 * (`useFeature`), like the address pickers' cache.
 */
const fetchers = {
  products: (search: string) => integrationManager.products(search, PRODUCT_LOOKUP_LIMIT, silent).then((r) => r.data ?? []),
};

export const productCache = createResourceCache({ name: 'productLookup', fetchers, selectState: (root) => root.productLookup ?? NOTHING_YET });

declare module '@freight/store' {
  interface LazyLoadedSlices {
    productLookup: ResourceCacheState;
  }
}

export const productLookupFeature = defineFeature({ key: 'productLookup', reducer: productCache.reducer, saga: productCache.saga });
