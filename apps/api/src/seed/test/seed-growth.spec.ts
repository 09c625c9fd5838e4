import type { Database } from '../../db/client';
import { createLoadRepository } from '../../loads/repository';
import { growLoads } from '../bulk';
import { openTestDatabase } from '../../../test/support/database';

/** `npm run seed -- --loads N` (src/seed/bulk.ts), on a small N; the index rebuild path forced. */
describe('growing the demo world for benchmarks', () => {
  let handle: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const scalar = async (text: string) => Number((await handle.pool.query(text)).rows[0].n);

  it('adds loads with stops, quotes, orders and assignments, keeps ids unique, indexes and counters intact', async () => {
    const indexesBefore = await scalar(`select count(*) as n from pg_indexes where schemaname = 'public'`);
    const result = await growLoads(handle, 1_300, { rebuildIndexesFrom: 500 });
    expect(result).toMatchObject({ before: 300, created: 1_000, total: 1_300 });

    const demo = `(select id from companies where name = 'Demo Freight Co.')`;
    expect(await scalar(`select count(*) as n from loads where company_id = ${demo}`)).toBe(1_300);
    expect(await scalar(`select count(distinct status) as n from loads`)).toBe(10);
    expect(await scalar(`select count(*) as n from loads l where not exists (select 1 from load_stops s where s.load_id = l.id)`)).toBe(0);
    expect(
      await scalar(`select count(*) as n from loads l where status in ('tendered','accepted','assigned','in_transit','delivered','invoiced','paid')
        and not exists (select 1 from orders o where o.load_id = l.id and o.status not in ('rejected','cancelled'))`),
    ).toBe(0);
    expect(await scalar(`select count(*) - count(distinct load_id) as n from loads`)).toBe(0);
    expect(await scalar(`select value as n from id_counters where kind = 'load' and company_id = ${demo}`)).toBe(101_300);
    expect(await scalar(`select count(*) as n from pg_indexes where schemaname = 'public'`)).toBe(indexesBefore);
    expect(await scalar(`select coalesce(sum(count), 0) as n from load_counters where side = 'shipper' and company_id = ${demo}`)).toBe(1_300);

    const companyId = (await handle.pool.query(`select id from companies where name = 'Demo Freight Co.'`)).rows[0].id as string;
    const page = await createLoadRepository(handle.db).list(companyId, { page: 60, limit: 20, view: 'shipper' });
    expect(page.total).toBe(1_300);
    expect(page.items).toHaveLength(20);

    // Growing to a size already reached does nothing.
    expect(await growLoads(handle, 1_000)).toMatchObject({ created: 0, total: 1_300 });
  }, 60_000);
});
