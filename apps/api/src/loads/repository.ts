import { containsPattern } from '../db/search';
import { and, asc, count, desc, eq, like, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LoadListItem, LoadSort, LoadStatus, LoadView, Page } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { pageOf } from '../db/paging';
import { loadCounters, loadListVersions, loads } from '../db/schema';
import { selectLoadListItems, toLoadListItem, type LoadListRow } from './list-projection';

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

/** Every ANCHOR_EVERY-th key of a list is remembered, so a deep page reads at most that many index entries. */
const ANCHOR_EVERY = 500;
const CACHE_MAX = 10_000;

/** A row of a prepared page: the item, with the list's total and version (the same on every row). */
type PageRow = LoadListRow & { total: number; version: number | string };

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
 *     rows are read, with their equipment and company names joined (list-projection.ts); every query shape is a
 *     named prepared statement, so the joins are planned once per connection;
 *   - `total` comes from `load_counters` (kept exact by triggers); only a search counts its matches;
 *   - deep pages do not skip their offset row by row: every 500th key of a list is kept in memory ("anchors",
 *     computed once per change of the company's loads, seen through `load_list_versions`), and the scan starts at
 *     the nearest anchor, so any page reads at most 500 + limit index entries.
 */
export function createLoadRepository(db: DbOrTx, options: { anchorEvery?: number } = {}) {
  const anchorEvery = options.anchorEvery ?? ANCHOR_EVERY;
  const anchorCache = new Map<string, Anchors>();
  const preparedPages = new Map<string, PreparedPage>();
  const preparedStats = new Map<string, PreparedStats>();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= CACHE_MAX) map.clear();
    map.set(key, value);
  };

  return {
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
      const pageIds = (
        anchored: boolean,
        filter: SQL,
        skip: number | ReturnType<typeof sql.placeholder>,
        take: number | ReturnType<typeof sql.placeholder>,
      ) => {
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
        selectLoadListItems(db)
          .innerJoin(ids, eq(ids.id, loads.id))
          .orderBy(...order);
      // The list's total and version ride along on every row of a prepared page: one round trip for a page.
      const statsOfList = {
        total: sql<number>`(select coalesce(${sum(loadCounters.count)}, 0)::int from ${loadCounters}
          where ${loadCounters.companyId} = ${sql.placeholder('companyId')} and ${loadCounters.side} = ${sql.placeholder('side')}
          ${query.status ? sql`and ${loadCounters.status} = ${sql.placeholder('status')}` : sql``})`.as('total'),
        version:
          sql<number>`coalesce((select ${loadListVersions.version} from ${loadListVersions} where ${loadListVersions.companyId} = ${sql.placeholder('companyId')}), 0)::bigint`.as(
            'version',
          ),
      };
      const selectWithStats = (ids: ReturnType<typeof pageIds>) =>
        selectLoadListItems(db, statsOfList)
          .innerJoin(ids, eq(ids.id, loads.id))
          .orderBy(...order);

      // Without a search, every query shape (view, status or not, sort, from an anchor or not) is a named
      // prepared statement: parsed and planned once per connection.
      const shape = `${query.view}_${query.status ? 'status' : 'all'}_${sort.replace('-', 'desc_')}`;
      const preparedFilter = and(eq(owner, sql.placeholder('companyId')), query.status ? eq(loads.status, sql.placeholder('status')) : undefined)!;
      const preparedPage = (anchored: boolean) => {
        const name = `load_list_${shape}_${anchored ? 'anchored' : 'offset'}`;
        let statement = preparedPages.get(name);
        if (!statement) {
          statement = selectWithStats(pageIds(anchored, preparedFilter, sql.placeholder('offset'), sql.placeholder('limit'))).prepare(name) as PreparedPage;
          preparedPages.set(name, statement);
        }
        return statement;
      };
      const read = (skip: number, from?: { value: string; id: string }): Promise<PageRow[]> =>
        preparedPage(Boolean(from)).execute({
          companyId,
          side: query.view,
          status: query.status,
          offset: skip,
          limit: query.limit,
          anchorValue: from?.value,
          anchorId: from?.id,
        });

      if (query.search) {
        // A search counts its matches (trigram index) and skips its offset: matches are few next to a whole list.
        return pageOf(query, {
          rows: (limit, skip) => select(pageIds(false, where, skip, limit)),
          count: () => db.select({ total: count() }).from(loads).where(where),
          map: toLoadListItem,
        });
      }
      let rows: LoadListRow[];
      let total: number;
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
      /** The list's total and version: from the page's rows, or asked for when the page is empty. */
      const countedOf = async (found: PageRow[]) => (found[0] ? { total: found[0].total, version: Number(found[0].version) } : stats());
      const cached = anchorCache.get(cacheKey);
      if (offset < anchorEvery || cached) {
        // Cached anchors are checked against the version the page came with.
        const found = offset < anchorEvery ? await read(offset) : await fromAnchors(cached!);
        const counted = await countedOf(found);
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

      return {
        items: rows.map(toLoadListItem),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type LoadRepository = ReturnType<typeof createLoadRepository>;
