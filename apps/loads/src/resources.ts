import { loadInsight, loadManager, quoteManager } from '@freight/api-client';
import { fetchCarrierInsight, fetchLoadQuotes, fetchRecipients } from './quotes/api';
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
  // quotes/ and carrier/ (the quote screens and /carrierdetail):
  /** The quotes of one load, by the load's uuid. */
  loadQuotes: (loadUuid: string) => fetchLoadQuotes(loadUuid),
  /** One quote as the shipper sees it (get-quote-detail-admin), by quoteId. */
  quoteAdmin: (quoteId: string) => quoteManager.adminDetail(quoteId, silent).then((r) => r.data),
  /** Who may be asked for a price (partner carriers' users, owner-operators); id ignored: `'all'`. */
  quoteRecipients: (all: string) => fetchRecipients(all),
  /** The lane's suggested price for a load, by its uuid (null when it cannot be had: the screens show nothing). */
  priceInsight: (loadUuid: string) =>
    loadInsight.priceForLoad(loadUuid, { ...silent, quietErrors: true }).then((r) => r.data ?? null, () => null),
  /** Carriers' on-time and acceptance rates: `carrierInsightKey(quotes)` of quotes/api.ts. */
  carrierInsight: (key: string) => fetchCarrierInsight(key),
  /** A carrier company's profile with a page of its history: `carrierDetailKey(id, page, limit)`. */
  carrierDetail: (key: string) => {
    const [id = '', page = '1', limit = '10'] = key.split('|');
    return loadInsight.carrierDetail(id, { page: Number(page), limit: Number(limit) }, silent).then((r) => r.data);
  },
};

export const createLoadResources = (selectState: (root: RootState) => ResourceCacheState) =>
  createResourceCache({ name: 'loads/resources', fetchers, selectState });
