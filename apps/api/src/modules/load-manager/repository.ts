import { containsPattern } from '../../db/search';
import { and, asc, count, desc, eq, inArray, like, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LoadListItem, LoadSort, LoadStatus, LoadView, Page } from '@freight/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, equipmentTypes, loadCounters, loadListVersions, loads } from '../../db/schema';

export interface LoadListQuery {
  page: number;
  limit: number;
  status?: LoadStatus;
  search?: string;
  sort?: LoadSort;
  view: LoadView;
}

/** The sort keys of the list, with the SQL type their text form casts back to (for anchors). */
const SORT_KEYS: Record<string, { column: PgColumn; type: 'timestamptz' | 'text' }> = {
  createdAt: { column: loads.createdAt, type: 'timestamptz' },
  pickupDate: { column: loads.pickupStart, type: 'timestamptz' },
  deliveryDate: { column: loads.deliveryStart, type: 'timestamptz' },
  loadId: { column: loads.loadId, type: 'text' },
};

/** `%term%` for LIKE, with the caller's %, _ and \ taken literally. */

/** How long a company's default view is remembered (its type changes rarely: registration, plan change). */
const VIEW_CACHE_MS = 60_000;
/** Every ANCHOR_EVERY-th key of a list is remembered, so a deep page reads at most that many index entries. */
export const ANCHOR_EVERY = 500;
const CACHE_MAX = 10_000;
const NAME_CACHE_MS = 60_000;

/** One row of a page, as read from `loads`. */
interface PageRow {
  id: string;
  loadId: string;
  status: string;
  isDelayed: boolean;
  isAtRisk: boolean;
  originCity: string;
  originState: string;
  originCountry: string;
  destinationCity: string;
  destinationState: string;
  destinationCountry: string;
  pickupStart: Date;
  deliveryStart: Date;
  equipmentTypeId: string | null;
  weight: number;
  weightUnit: string;
  commodity: string;
  rate: number | null;
  currency: string;
  distanceMiles: number | null;
  companyId: string;
  carrierCompanyId: string | null;
  createdAt: Date;
}

interface PreparedPage {
  execute(values: Record<string, unknown>): Promise<PageRow[]>;
}

interface PreparedStats {
  execute(values: Record<string, unknown>): Promise<Array<{ total: number; version: number }>>;
}

interface Anchors {
  version: number;
  /** keys[j - 1] is the key at position j * anchorEvery (0-based) of the list, as text. */
  keys: Array<{ value: string; id: string }>;
}

/**
 * Loads of one company. `shipper` view: the loads the company owns (`company_id`); `carrier` view: the loads
 * awarded to it (`carrier_company_id`). Every method takes the caller's company first and never returns rows
 * of a load that company neither owns nor carries.
 *
 * Pagination is by page number (spec: lists use limit and page) over 100,000 loads and more:
 *   - a page's ids come from the index (company, [status,] sort key, id) alone (index-only scan), then only those
 *     rows are read; equipment and company names come from small caches (a five-table join cost more to plan than
 *     to run);
 *   - `total` comes from `load_counters` (kept exact by triggers); only a search counts its matches;
 *   - deep pages do not skip their offset row by row: every 500th key of a list is kept in memory ("anchors",
 *     computed once per change of the company's loads, seen through `load_list_versions`), and the scan starts at
 *     the nearest anchor, so any page reads at most 500 + limit index entries.
 */
export function createLoadRepository(db: DbOrTx, options: { anchorEvery?: number } = {}) {
  const anchorEvery = options.anchorEvery ?? ANCHOR_EVERY;
  const views = new Map<string, { view: LoadView; until: number }>();
  const anchorCache = new Map<string, Anchors>();
  const preparedPages = new Map<string, PreparedPage>();
  const preparedStats = new Map<string, PreparedStats>();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= CACHE_MAX) map.clear();
    map.set(key, value);
  };

  // Names for a page, from small caches: equipment types are reference data; a company's name is kept a minute.
  let equipmentCache = new Map<string, { key: string; name: string }>();
  let equipmentLoadedAt = 0;
  async function equipmentNames(ids: ReadonlyArray<string | null>): Promise<Map<string, { key: string; name: string }>> {
    const stale = Date.now() - equipmentLoadedAt > NAME_CACHE_MS;
    if (stale || ids.some((id) => id !== null && !equipmentCache.has(id))) {
      const rows = await db.select({ id: equipmentTypes.id, key: equipmentTypes.key, name: equipmentTypes.name }).from(equipmentTypes);
      equipmentCache = new Map(rows.map((row) => [row.id, { key: row.key, name: row.name }]));
      equipmentLoadedAt = Date.now();
    }
    return equipmentCache;
  }
  const companyCache = new Map<string, { name: string; until: number }>();
  async function companyNames(ids: readonly string[]): Promise<Map<string, string>> {
    const now = Date.now();
    const missing = [...new Set(ids)].filter((id) => (companyCache.get(id)?.until ?? 0) <= now);
    if (missing.length > 0) {
      const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, missing));
      for (const row of rows) remember(companyCache, row.id, { name: row.name, until: now + NAME_CACHE_MS });
    }
    return new Map(ids.map((id) => [id, companyCache.get(id)?.name ?? '']));
  }

  return {
    /** The view a company sees by default: carriers see what they carry, everyone else what they own. */
    async defaultView(companyId: string): Promise<LoadView> {
      const cached = views.get(companyId);
      if (cached && cached.until > Date.now()) return cached.view;
      const rows = await db.select({ type: companies.companyType }).from(companies).where(eq(companies.id, companyId)).limit(1);
      const view: LoadView = rows[0]?.type === 'carrier' ? 'carrier' : 'shipper';
      remember(views, companyId, { view, until: Date.now() + VIEW_CACHE_MS });
      return view;
    },

    async list(companyId: string, query: LoadListQuery): Promise<Page<LoadListItem>> {
      const owner = query.view === 'carrier' ? loads.carrierCompanyId : loads.companyId;
      const filters: Array<SQL | undefined> = [eq(owner, companyId)];
      if (query.status) filters.push(eq(loads.status, query.status));
      if (query.search) filters.push(like(loads.searchText, containsPattern(query.search.toLowerCase())));
      const where = and(...filters)!;

      const sort = query.sort ?? '-createdAt';
      const descending = sort.startsWith('-');
      const key = SORT_KEYS[descending ? sort.slice(1) : sort]!;
      const direction = descending ? desc : asc;
      const order = [direction(key.column), direction(loads.id)];
      const offset = (query.page - 1) * query.limit;

      /** The page's ids: from `offset`, or from an anchor and the rest of the offset past it. */
      const pageIds = (anchored: boolean, filter: SQL, skip: number | ReturnType<typeof sql.placeholder>, take: number | ReturnType<typeof sql.placeholder>) => {
        const start = anchored
          ? descending
            ? sql`(${key.column}, ${loads.id}) <= (${sql.placeholder('anchorValue')}::${sql.raw(key.type)}, ${sql.placeholder('anchorId')}::uuid)`
            : sql`(${key.column}, ${loads.id}) >= (${sql.placeholder('anchorValue')}::${sql.raw(key.type)}, ${sql.placeholder('anchorId')}::uuid)`
          : undefined;
        return db
          .select({ id: loads.id })
          .from(loads)
          .where(and(filter, start))
          .orderBy(...order)
          .limit(take as number)
          .offset(skip as number)
          .as('page_ids');
      };
      const select = (ids: ReturnType<typeof pageIds>) =>
        db
          .select({
            id: loads.id,
            loadId: loads.loadId,
            status: loads.status,
            isDelayed: loads.isDelayed,
            isAtRisk: loads.isAtRisk,
            originCity: loads.originCity,
            originState: loads.originState,
            originCountry: loads.originCountry,
            destinationCity: loads.destinationCity,
            destinationState: loads.destinationState,
            destinationCountry: loads.destinationCountry,
            pickupStart: loads.pickupStart,
            deliveryStart: loads.deliveryStart,
            equipmentTypeId: loads.equipmentTypeId,
            weight: loads.weight,
            weightUnit: loads.weightUnit,
            commodity: loads.commodity,
            rate: loads.rate,
            currency: loads.currency,
            distanceMiles: loads.distanceMiles,
            companyId: loads.companyId,
            carrierCompanyId: loads.carrierCompanyId,
            createdAt: loads.createdAt,
          })
          .from(loads)
          .innerJoin(ids, eq(ids.id, loads.id))
          .orderBy(...order);

      // Without a search, every query shape (view, status or not, sort, from an anchor or not) is a named
      // prepared statement: parsed and planned once per connection.
      const shape = `${query.view}_${query.status ? 'status' : 'all'}_${sort.replace('-', 'desc_')}`;
      const preparedFilter = and(
        eq(owner, sql.placeholder('companyId')),
        query.status ? eq(loads.status, sql.placeholder('status')) : undefined,
      )!;
      const preparedPage = (anchored: boolean) => {
        const name = `load_list_${shape}_${anchored ? 'anchored' : 'offset'}`;
        let statement = preparedPages.get(name);
        if (!statement) {
          statement = select(pageIds(anchored, preparedFilter, sql.placeholder('offset'), sql.placeholder('limit'))).prepare(name) as PreparedPage;
          preparedPages.set(name, statement);
        }
        return statement;
      };
      const read = (skip: number, from?: { value: string; id: string }): Promise<PageRow[]> =>
        query.search
          ? select(pageIds(false, where, skip, query.limit))
          : preparedPage(Boolean(from)).execute({
              companyId,
              status: query.status,
              offset: skip,
              limit: query.limit,
              anchorValue: from?.value,
              anchorId: from?.id,
            });

      let rows: PageRow[];
      let total: number;
      if (query.search) {
        // A search counts its matches (trigram index) and skips its offset: matches are few next to a whole list.
        const [found, totals] = await Promise.all([read(offset), db.select({ total: count() }).from(loads).where(where)]);
        rows = found;
        total = totals[0]?.total ?? 0;
      } else {
        const statsName = `load_list_stats_${query.status ? 'status' : 'all'}`;
        let statsStatement = preparedStats.get(statsName);
        if (!statsStatement) {
          statsStatement = db
            .select({
              total: sql<number>`coalesce(${sum(loadCounters.count)}, 0)::int`,
              version: sql<number>`coalesce((select ${loadListVersions.version} from ${loadListVersions} where ${loadListVersions.companyId} = ${sql.placeholder('companyId')}), 0)::bigint`,
            })
            .from(loadCounters)
            .where(
              and(
                eq(loadCounters.companyId, sql.placeholder('companyId')),
                eq(loadCounters.side, sql.placeholder('side')),
                query.status ? eq(loadCounters.status, sql.placeholder('status')) : undefined,
              ),
            )
            .prepare(statsName) as PreparedStats;
          preparedStats.set(statsName, statsStatement);
        }
        const prepared = statsStatement;
        const stats = () =>
          prepared
            .execute({ companyId, side: query.view, status: query.status })
            .then(([row]) => ({ total: row?.total ?? 0, version: Number(row?.version ?? 0) }));
        const cacheKey = `${companyId}|${query.view}|${query.status ?? ''}|${sort}`;
        const fromAnchors = (anchors: Anchors) => {
          const j = Math.min(Math.floor(offset / anchorEvery), anchors.keys.length);
          return j === 0 ? read(offset) : read(offset - j * anchorEvery, anchors.keys[j - 1]);
        };
        const cached = anchorCache.get(cacheKey);
        if (offset < anchorEvery || cached) {
          // Page and totals together; cached anchors are checked against the version afterwards.
          const [found, counted] = await Promise.all([offset < anchorEvery ? read(offset) : fromAnchors(cached!), stats()]);
          total = counted.total;
          rows = found;
          if (offset >= anchorEvery && cached!.version !== counted.version) {
            rows = offset >= total ? [] : await fromAnchors(await computeAnchors(cacheKey, counted.version));
          }
        } else {
          const counted = await stats();
          total = counted.total;
          rows = offset >= total ? [] : await fromAnchors(await computeAnchors(cacheKey, counted.version));
        }
      }

      /** Every anchorEvery-th key of this list, in order. */
      async function computeAnchors(cacheKey: string, version: number): Promise<Anchors> {
        const keys = await db.execute<{ value: string; id: string }>(
          sql`select value, id from (
                select ${key.column}::text as value, ${loads.id}::text as id,
                       row_number() over (order by ${key.column} ${sql.raw(descending ? 'desc' : 'asc')}, ${loads.id} ${sql.raw(descending ? 'desc' : 'asc')}) as rn
                from ${loads} where ${where}
              ) ranked
              where rn % ${anchorEvery} = 1 and rn > 1
              order by rn`,
        );
        const anchors = { version, keys: keys.rows };
        remember(anchorCache, cacheKey, anchors);
        return anchors;
      }

      const [equipment, names] = await Promise.all([
        equipmentNames(rows.map((row) => row.equipmentTypeId)),
        companyNames(rows.flatMap((row) => (row.carrierCompanyId ? [row.companyId, row.carrierCompanyId] : [row.companyId]))),
      ]);

      return {
        items: rows.map((row) => ({
          _id: row.id,
          loadId: row.loadId,
          status: row.status as LoadStatus,
          isDelayed: row.isDelayed,
          isAtRisk: row.isAtRisk,
          origin: { city: row.originCity, state: row.originState, country: row.originCountry },
          destination: { city: row.destinationCity, state: row.destinationState, country: row.destinationCountry },
          pickupDate: row.pickupStart.toISOString(),
          deliveryDate: row.deliveryStart.toISOString(),
          equipment: (row.equipmentTypeId && equipment.get(row.equipmentTypeId)) || null,
          weight: row.weight,
          weightUnit: row.weightUnit,
          commodity: row.commodity,
          rate: row.rate,
          currency: row.currency as LoadListItem['currency'],
          distanceMiles: row.distanceMiles,
          carrier: row.carrierCompanyId ? { _id: row.carrierCompanyId, name: names.get(row.carrierCompanyId) ?? '' } : null,
          shipper: { _id: row.companyId, name: names.get(row.companyId) ?? '' },
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type LoadRepository = ReturnType<typeof createLoadRepository>;
