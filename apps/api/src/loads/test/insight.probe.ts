// Manual probe (not a test: *.probe.ts is outside testMatch). Run:
//   npx jest -c apps/api/jest.config.ts --testMatch '<rootDir>/src/loads/test/insight.probe.ts'
import { createTestDatabase } from '../../../test/support/test-app';
import { seedLoads } from '../../seed/bulk';
import { createDatabase } from '../../db/client';
import { createInsightQueries } from '../../insight/price-insight';
it('insight at 100,000 loads', async () => {
  const database = await createTestDatabase();
  try {
    await seedLoads(database.url, 100_000);
    const d = createDatabase(database.url, { max: 2 });
    const one = async (text: string, v: unknown[] = []) => (await d.pool.query(text, v)).rows;
    const [demo] = await one(`select company_id from users where email = 'shipper@demo.test'`);
    const company = demo.company_id;
    const [lane] = await one(`select lane_id from loads where company_id = $1 and lane_id is not null group by 1 order by count(*) desc limit 1`, [company]);
    const [pair] = await one(
      `select id, origin_city, origin_state, destination_city, destination_state, origin_lat, origin_lng, destination_lat, destination_lng from loads where company_id = $1 and lane_id is null limit 1`,
      [company],
    );
    const carriers = (await one(`select carrier_company_id from carrier_partners where company_id = $1`, [company])).map((r) => r.carrier_company_id);
    const captured: Array<{ text: string; values: unknown[] }> = [];
    const original = d.pool.query.bind(d.pool) as (...args: unknown[]) => Promise<unknown>;
    let capture = false;
    (d.pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const config = args[0] as { text?: string; values?: unknown[] } | string;
      if (capture && typeof config === 'object' && config.text) captured.push({ text: config.text, values: config.values ?? (args[1] as unknown[]) ?? [] });
      return original(...args);
    };
    const q = createInsightQueries(d.db);
    const time = async (label: string, run: () => Promise<unknown>, explain = false) => {
      const ms: number[] = [];
      let out: unknown;
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        out = await run();
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      console.log(`TIMING ${label}: median ${ms[3]!.toFixed(1)} ms, max ${ms[6]!.toFixed(1)} ms ${JSON.stringify(out).slice(0, 200)}`);
      if (explain) {
        captured.length = 0;
        capture = true;
        await run();
        capture = false;
        for (const c of captured) {
          const plan = (await one(`explain (analyze, costs off) ${c.text}`, c.values)).map((r) => r['QUERY PLAN']).join('\n');
          console.log(`PLAN ${label}\n${plan}`);
        }
      }
    };
    await time('price lane', () => q.price(company, { place: { basis: 'lane', laneId: lane.lane_id } }));
    await time(
      'price city',
      () =>
        q.price(company, {
          place: {
            basis: 'city',
            originCity: pair.origin_city,
            originState: pair.origin_state,
            destinationCity: pair.destination_city,
            destinationState: pair.destination_state,
          },
        }),
      true,
    );
    await time('price radius', () =>
      q.price(company, {
        place: {
          basis: 'radius',
          originLat: pair.origin_lat,
          originLng: pair.origin_lng,
          destinationLat: pair.destination_lat,
          destinationLng: pair.destination_lng,
          radiusMiles: 50,
        },
      }),
    );
    await time('price load (no lane)', () => q.priceForLoad(company, pair.id));
    await time('carriers', () => q.carriers(company, carriers, []), true);
    await time('carrier detail', () => q.carrierDetail(company, carriers[0], { page: 1, limit: 20 }));
    await d.close();
  } finally {
    await database.drop();
  }
}, 900_000);
