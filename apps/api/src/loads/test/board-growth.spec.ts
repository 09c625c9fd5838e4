import type { Database } from '../../db/client';
import { createBoardQueries } from '../board';
import { createLoadRepository } from '../repository';
import { growLoads } from '../../seed/bulk';
import { openTestDatabase } from '../../../test/support/database';

/**
 * The benchmark's growth (`npm run seed -- --loads N`, src/seed/bulk.ts) gives every load its origin and destination
 * positions (its first and last stop's), broadcasts some of the open ones, and the board's indexes survive the index
 * rebuild: the partner carrier's radius search finds what the rule says, through the board index.
 */
describe('the load board on a grown demo world', () => {
  let handle: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const rows = async <R>(text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows as R[];

  it('grown loads carry positions; the board search over them matches the rule and uses the board index', async () => {
    await growLoads(handle, 2_300, { rebuildIndexesFrom: 500 });
    const [positions] = await rows<{ missing: number; mismatched: number; broadcast: number }>(
      `select count(*) filter (where l.origin_lat is null or l.destination_lat is null)::int as missing,
              count(*) filter (where o.lat <> l.origin_lat or o.lng <> l.origin_lng or d.lat <> l.destination_lat or d.lng <> l.destination_lng)::int as mismatched,
              count(*) filter (where l.is_broadcast and l.status in ('pending', 'quoted'))::int as broadcast
       from loads l
       join lateral (select lat, lng from load_stops s where s.load_id = l.id order by seq limit 1) o on true
       join lateral (select lat, lng from load_stops s where s.load_id = l.id order by seq desc limit 1) d on true`,
    );
    expect(positions).toEqual({ missing: 0, mismatched: 0, broadcast: expect.any(Number) });
    expect(positions!.broadcast).toBeGreaterThan(100);
    const indexes = (await rows<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'loads'`)).map((row) => row.indexname);
    expect(indexes).toEqual(expect.arrayContaining(['loads_board_origin_idx', 'loads_tendered_origin_idx', 'loads_company_origin_state_idx']));

    const [carrier] = await rows<{ id: string }>(`select company_id::text as id from users where email = 'dispatch@interstate-haulers.test'`);
    const [hub] = await rows<{ lat: number; lng: number }>(
      `select origin_lat as lat, origin_lng as lng from loads where is_broadcast and status in ('pending', 'quoted') group by 1, 2 order by count(*) desc limit 1`,
    );
    const origin = { lat: hub!.lat, lng: hub!.lng, radiusMiles: 200 };
    const board = createBoardQueries(handle.db, createLoadRepository(handle.db));
    const found = await board.search(carrier!.id, { scope: 'broadcast', origin, limit: 100 });
    const expected = await rows<{ id: string }>(
      `select id::text as id from loads
       where is_broadcast and status in ('pending', 'quoted')
         and 3958.7613 * 2 * asin(least(1, sqrt(power(sin(radians(origin_lat - $1) / 2), 2) + cos(radians($1)) * cos(radians(origin_lat)) * power(sin(radians(origin_lng - $2) / 2), 2)))) <= 200`,
      [hub!.lat, hub!.lng],
    );
    expect(found.total).toBe(expected.length);
    expect(found.total).toBeGreaterThan(0);
    if (found.total <= 100) expect(found.items.map((item) => item._id).sort()).toEqual(expected.map((row) => row.id).sort());

    // The planner takes the board index for the broadcast side (the statistics are fresh after the growth).
    const plan = await rows<{ 'QUERY PLAN': string }>(
      `explain select id from loads where is_broadcast and status in ('pending', 'quoted') and origin_lat between $1::float8 - 3 and $1::float8 + 3 and origin_lng between $2::float8 - 4 and $2::float8 + 4`,
      [hub!.lat, hub!.lng],
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('loads_board_origin_idx');
  });
});
