import type { Page } from '@freight/contracts';

/** A list's page and limit (1-based page). */
export interface PageQuery {
  page: number;
  limit: number;
}

/** The rows to skip for a page. */
const offsetOf = (query: PageQuery) => (query.page - 1) * query.limit;

/**
 * Every repository's page-plus-total: the page's rows (the caller's query, given its limit and offset) and the count
 * of rows matching the same filter, read together, as a `Page` of mapped items.
 *
 *   pageOf(query, {
 *     rows: (limit, offset) => db.select().from(addresses).where(where).orderBy(...).limit(limit).offset(offset),
 *     count: () => db.select({ total: count() }).from(addresses).where(where),
 *     map: toAddress,
 *   })
 */
export async function pageOf<Row, Item>(
  query: PageQuery,
  source: {
    rows: (limit: number, offset: number) => PromiseLike<Row[]>;
    count: () => PromiseLike<Array<{ total: number }>>;
    map: (row: Row) => Item;
  },
): Promise<Page<Item>> {
  const [rows, totals] = await Promise.all([source.rows(query.limit, offsetOf(query)), source.count()]);
  return { items: rows.map(source.map), total: totals[0]?.total ?? 0, page: query.page, limit: query.limit };
}
