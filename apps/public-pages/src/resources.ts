import { proofOfDelivery } from '@freight/api-client';
import { createResourceCache, featurePartSelector, type ResourceCacheState, type RootState } from '@freight/store';
import { FEATURE_KEY } from './module-state';

declare module './module-state' {
  interface PublicPagesState {
    resources: ResourceCacheState;
  }
}

/** For a look-up whose screen says itself that it failed (an error panel): no toast repeats it. */
const ownErrors = { silent: true, quietErrors: true } as const;

/** The module's read-only look-ups, kept by `resource:id` in the module's state: screens call `useResource(...)`. */
const fetchers = {
  /** A load's proof of delivery for its shipper or carrier (the tracking page's panel), by the load's uuid (404: none yet, or not a party). */
  proofOfDelivery: (loadUuid: string) => proofOfDelivery.get(loadUuid, ownErrors).then((r) => r.data),
};

export const resources = createResourceCache({ name: 'publicPages/resources', fetchers, selectState: (root) => selectResources(root) });
export const useResource = resources.useResource;
const selectResources: (root: RootState) => ResourceCacheState = featurePartSelector(FEATURE_KEY, 'resources', resources.reducer);
