import {
  addressManager,
  integrationManager,
  laneManager,
  loadInsight,
  loadManager,
  loadTrucks,
  maps,
  quoteManager,
  settings,
  warehouseManager,
} from '@freight/api-client';
import type { PriceInsightRequest } from '@freight/contracts';
import { fetchCarrierInsight, fetchLoadQuotes, fetchRecipients } from './quotes/api';
import { createResourceCache, featurePartSelector, type ResourceCacheState, type RootState } from '@freight/store';
import { FEATURE_KEY } from './module-state';

declare module './module-state' {
  interface LoadsModuleState {
    resources: ResourceCacheState;
  }
}

const silent = { silent: true } as const;
/** For a look-up whose screen says itself that it failed (a not-found page, an error panel): no toast repeats it. */
const ownErrors = { silent: true, quietErrors: true } as const;

/**
 * The module's read-only look-ups, kept by `resource:id` in the module's state: screens call
 * `useResource('load', id)`. Each screen folder adds the look-ups it needs here (one cache for the module).
 */
const fetchers = {
  /** Every screen of it shows its own not-found page or error panel. */
  load: (loadUuid: string) => loadManager.detail(loadUuid, ownErrors).then((r) => r.data),
  /** id is ignored (one catalogue): `useResource('equipment', 'all')`. */
  equipment: (_all: string) => loadManager.equipmentList(silent).then((r) => r.data ?? []),
  // loads/ (the list, the load form, trucks near a load):
  /** Free trucks for a load: `trucksKey(loadUuid, radiusMiles, equipmentMatchOnly)` of loads/near-truck.ts. */
  availableTrucks: (key: string) => {
    const [loadId = '', radius = '', match = ''] = key.split('|');
    return loadTrucks
      .availableTruckers(
        { loadId, limit: 50, ...(radius ? { radiusMiles: Number(radius) } : {}), ...(match === '1' ? { equipmentMatchOnly: true } : {}) },
        ownErrors,
      )
      .then((r) => r.data);
  },
  /** A load's sub-loads and what is left of its totals, by the parent's uuid. */
  subloads: (loadUuid: string) => loadTrucks.subloads(loadUuid, silent).then((r) => r.data),
  /** The ERP's products matching a text (the load form's commodity look-up). */
  products: (search: string) => integrationManager.products(search, 10, silent).then((r) => r.data ?? []),
  /** The company's lanes for the list's lane filter (id ignored: 'all'), the first 100; none without the address permission. */
  laneOptions: (_all: string) =>
    laneManager.list({ page: 1, limit: 100 }, { ...silent, quietErrors: true }).then(
      (r) => r.data?.items ?? [],
      () => [],
    ),
  /**
   * The company's default pickup (address-manager/default-address: the one chosen on /setting/default, else the
   * default business address), which a new load's first pickup starts from; null when there is none or it cannot be read.
   */
  defaultPickup: (_all: string) =>
    addressManager.defaultAddress({ ...silent, quietErrors: true }).then(
      (r) => r.data ?? null,
      () => null,
    ),
  /** The company's defaults (/setting/default): a new load's equipment, weight unit and currency; null when unread. */
  companyDefaults: (_all: string) =>
    settings.defaults({ ...silent, quietErrors: true }).then(
      (r) => r.data ?? null,
      () => null,
    ),
  /** An address or a warehouse of the book picked for a stop (its fields fill the stop). */
  stopAddress: (id: string) => addressManager.detail(id, silent).then((r) => r.data),
  stopWarehouse: (id: string) => warehouseManager.detail(id, silent).then((r) => r.data),
  /** The suggested price of the form's lane: `JSON.stringify(PriceInsightRequest)` (null when it cannot be had). */
  lanePrice: (key: string) =>
    loadInsight.price(JSON.parse(key) as PriceInsightRequest, { ...silent, quietErrors: true }).then(
      (r) => r.data ?? null,
      () => null,
    ),
  /** The road route through placed stops, id = "lat,lng|lat,lng|…" (leg by leg; null when a leg has none). */
  stopsRoute: (key: string) => {
    const places = key.split('|');
    const legs = places.slice(1).map((to, index) => maps.direction(places[index]!, to, { ...silent, quietErrors: true }).then((r) => r.data ?? null));
    return Promise.all(legs).then(
      (found) =>
        found.every((leg) => leg !== null)
          ? { points: found.flatMap((leg) => leg!.points), distanceKm: found.reduce((sum, leg) => sum + leg!.distanceKm, 0) }
          : null,
      () => null,
    );
  },
  // quotes/ and carrier/ (the quote screens and /carrierdetail):
  /** The quotes of one load, by the load's uuid. */
  loadQuotes: (loadUuid: string) => fetchLoadQuotes(loadUuid),
  /** One quote as the shipper sees it (get-quote-detail-admin), by quoteId. */
  quoteAdmin: (quoteId: string) => quoteManager.adminDetail(quoteId, silent).then((r) => r.data),
  /** Who may be asked for a price (partner carriers' users, owner-operators); id ignored: `'all'`. */
  quoteRecipients: (all: string) => fetchRecipients(all),
  /** The lane's suggested price for a load, by its uuid (null when it cannot be had: the screens show nothing). */
  priceInsight: (loadUuid: string) =>
    loadInsight.priceForLoad(loadUuid, { ...silent, quietErrors: true }).then(
      (r) => r.data ?? null,
      () => null,
    ),
  /** Carriers' on-time and acceptance rates: `carrierInsightKey(quotes)` of quotes/api.ts. */
  carrierInsight: (key: string) => fetchCarrierInsight(key),
  /** A carrier company's profile with a page of its history: `carrierDetailKey(id, page, limit)`. */
  carrierDetail: (key: string) => {
    const [id = '', page = '1', limit = '10'] = key.split('|');
    return loadInsight.carrierDetail(id, { page: Number(page), limit: Number(limit) }, silent).then((r) => r.data);
  },
};

export const resources = createResourceCache({ name: 'loads/resources', fetchers, selectState: (root) => selectResources(root) });
export const useResource = resources.useResource;
const selectResources: (root: RootState) => ResourceCacheState = featurePartSelector(FEATURE_KEY, 'resources', resources.reducer);
