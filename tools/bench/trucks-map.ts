/**
 * trucks_map_10k_ms: the built /trucks screen with 10,000 trucks placed on the map, measured in the browser from
 * data-ready (the positions answer is in, `performance.mark('trucks-map:data')`, apps/trucks/src/fleet/sagas.ts) to
 * the clustered markers drawn (the first `performance.mark('trucks-map:drawn')` after it, MapView's `drawnMark`, set a
 * frame after the markers are on the map: converting the rows, indexing them with supercluster, the React markers and
 * the paint all count; the map opens on the trucks' bounds, so there is no second draw). Budget 200 ms.
 *
 * The 10,000 trucks are added to the bench's own database (BENCH_TRUCKS changes the count), to the demo company,
 * spread over North America, in one statement; a second run reuses them.
 */
import type { Browser } from 'playwright-core';
import pg from 'pg';

export const TRUCKS_MAP_BUDGET_MS = 200;
const DATA_MARK = 'trucks-map:data';
const DRAWN_MARK = 'trucks-map:drawn';

/** Adds `count` placed trucks (units BENCH-1…) to the demo company; returns how many trucks it has on the map. */
async function growFleet(databaseUrl: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-trucks-map' });
  await client.connect();
  try {
    const [company] = (await client.query<{ id: string }>(`select company_id::text as id from users where email = 'admin@demo.test'`)).rows;
    if (!company) throw new Error('bench: admin@demo.test missing');
    await client.query(
      `insert into truckers (company_id, kind, name, truck_number, status, country, home_city, home_state, last_lat, last_lng, last_location_name, last_location_at)
       select $1, 'truck', 'Bench Driver ' || n, 'BENCH-' || n,
              (array['available','on_load','off_duty','maintenance'])[1 + n % 4], 'USA', 'Chicago', 'IL',
              -- a deterministic spread over the continental US and southern Canada
              26 + ((n * 7919) % 2400) / 100.0, -123 + ((n * 104729) % 5000) / 100.0, null, now() - (n % 600) * interval '1 minute'
       from generate_series(1, $2::int) as n
       on conflict (company_id, truck_number) do nothing`,
      [company.id, count],
    );
    await client.query(
      `insert into trucker_equipment (company_id, trucker_id, equipment_type_id)
       select t.company_id, t.id, (select id from equipment_types order by sort_order limit 1)
       from truckers t where t.company_id = $1 and t.truck_number like 'BENCH-%'
         and not exists (select 1 from trucker_equipment e where e.trucker_id = t.id)`,
      [company.id],
    );
    const [placed] = (
      await client.query<{ n: number }>(`select count(*)::int as n from truckers where company_id = $1 and is_active and last_lat is not null`, [company.id])
    ).rows;
    return placed?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** In the page: resolves with [data mark, last drawn mark, draws, first drawn mark] once the drawn marks stop coming (two quiet checks 250 ms apart). */
const settledMarksScript = (dataMark: string, drawnMark: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  let last = -1, quiet = 0;
  const check = () => {
    const data = performance.getEntriesByName('${dataMark}', 'mark');
    const drawn = performance.getEntriesByName('${drawnMark}', 'mark').filter((m) => data.length > 0 && m.startTime >= data[data.length - 1].startTime);
    if (drawn.length > 0 && drawn.length === last) quiet += 1; else quiet = 0;
    last = drawn.length;
    if (quiet >= 2) return resolve([data[data.length - 1].startTime, drawn[drawn.length - 1].startTime, drawn.length, drawn[0].startTime]);
    if (performance.now() - started > 60000) return reject(new Error('the map drew nothing in 60 s'));
    setTimeout(check, 250);
  };
  check();
})`;

export interface TrucksMapBench {
  samples: number[];
  median: number;
  max: number;
  trucks: number;
}

/** Opens /trucks signed in as the demo admin `runs` times (fresh page each time) and measures each map draw. */
export async function benchTrucksMap(
  browser: Browser,
  baseUrl: string,
  databaseUrl: string,
  options: { trucks?: number; runs?: number } = {},
): Promise<TrucksMapBench> {
  const trucks = await growFleet(databaseUrl, options.trucks ?? Number(process.env.BENCH_TRUCKS ?? 10_000));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const samples: number[] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    for (let run = 0; run < (options.runs ?? Number(process.env.BENCH_MAP_RUNS ?? 5)); run += 1) {
      await page.goto(`${baseUrl}/trucks`);
      const [data, drawn, draws, firstDrawn] = (await page.evaluate(settledMarksScript(DATA_MARK, DRAWN_MARK))) as [number, number, number, number];
      if (process.env.BENCH_VERBOSE)
        console.log(`trucks map: first draw ${(firstDrawn - data).toFixed(1)} ms, settled ${(drawn - data).toFixed(1)} ms after ${draws} draws`);
      const markers = await page.locator('[data-testid="map"] .leaflet-marker-icon').count();
      if (markers === 0) throw new Error('bench: the trucks map shows no marker');
      // The first draw after the data is the whole fleet clustered (MapView opens on the trucks' bounds); later draws
      // are live positions of the demo's moving trucks, not this figure.
      samples.push(firstDrawn - data);
    }
  } finally {
    await context.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]!, trucks };
}
