/**
 * Load budgets, on the benchmark's database (the demo world grown to 100,000 loads):
 *   load_board_search_p99_ms  POST load-manager/search-load-by-filter as a partner carrier of the shipper
 *                             (dispatch@interstate-haulers.test), filtered by an origin radius (150 miles around one
 *                             of eight freight hubs, in turn), one equipment type and a pickup date range (the next
 *                             10 days), limit 20, one client; budget 30 ms
 *   add_load_p99_ms           POST load-manager/add-load, a two-stop load (a pickup and a delivery between two of the
 *                             same hubs), one client; budget 50 ms
 *
 * Both measure the whole stack over HTTP (auth, validation, database, serialization, logging), after a warm-up, and
 * report nearest-rank percentiles. Each add-load makes a real load (the benchmark's database is thrown away).
 *
 * Alone, against a running server whose database holds the grown demo world:
 *   npx tsx tools/bench/loads.ts --url http://127.0.0.1:4320 [--samples 500]
 */
import { loginToken } from './api-list';
import { argument, measure } from './timing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Freight hubs of the demo world's geography: [city, state, postal code, lat, lng]. */
const HUBS = [
  ['Chicago', 'IL', '60601', 41.8781, -87.6298],
  ['Dallas', 'TX', '75201', 32.7767, -96.797],
  ['Atlanta', 'GA', '30303', 33.749, -84.388],
  ['Los Angeles', 'CA', '90012', 34.0522, -118.2437],
  ['Columbus', 'OH', '43215', 39.9612, -82.9988],
  ['Memphis', 'TN', '38103', 35.1495, -90.049],
  ['Denver', 'CO', '80202', 39.7392, -104.9903],
  ['Harrisburg', 'PA', '17101', 40.2732, -76.8867],
] as const;

interface Percentiles {
  p50: number;
  p99: number;
  samples: number;
}

async function post<T>(baseUrl: string, token: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/v1/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status: boolean; message: string; data?: T };
  if (!response.ok || !answer.status || answer.data === undefined) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

async function equipmentId(baseUrl: string, token: string, key: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/api/equipment-manager/equipment-list`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: Array<{ _id: string; key: string }> };
  const found = body.data?.find((type) => type.key === key);
  if (!found) throw new Error(`equipment-list: no ${key}`);
  return found._id;
}

interface LoadBoardBench extends Percentiles {
  /** Loads the searches found on average (to see the filters are not empty). */
  meanTotal: number;
  /** Open broadcast loads on the whole board of that carrier (no filter). */
  boardTotal: number;
}

/** search-load-by-filter: origin radius, equipment and pickup dates; one client. */
async function benchLoadBoard(options: { baseUrl: string; samples?: number }): Promise<LoadBoardBench> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const token = await loginToken(baseUrl, 'dispatch@interstate-haulers.test');
  const dryVan = await equipmentId(baseUrl, token, 'dry_van');
  const whole = await post<{ total: number }>(baseUrl, token, 'load-manager/search-load-by-filter', { scope: 'broadcast', limit: 1 });
  const now = Date.now();
  const body = (i: number) => {
    const hub = HUBS[i % HUBS.length]!;
    return {
      origin: { lat: hub[3], lng: hub[4], radiusMiles: 150 },
      equipmentTypeIds: [dryVan],
      pickupFrom: new Date(now).toISOString(),
      pickupTo: new Date(now + 10 * DAY).toISOString(),
      limit: 20,
    };
  };
  let found = 0;
  let counted = 0;
  const result = await measure(options.samples ?? 500, 50, async (i) => {
    const data = await post<{ total: number }>(baseUrl, token, 'load-manager/search-load-by-filter', body(i));
    found += data.total;
    counted++;
  });
  return { ...result, meanTotal: found / Math.max(1, counted), boardTotal: whole.total };
}

/** add-load: a two-stop load through the API; one client. */
async function benchAddLoad(options: { baseUrl: string; samples?: number }): Promise<Percentiles> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const token = await loginToken(baseUrl, 'shipper@demo.test');
  const dryVan = await equipmentId(baseUrl, token, 'dry_van');
  const start = Math.ceil(Date.now() / HOUR) * HOUR + 3 * DAY;
  const stop = (type: 'pickup' | 'delivery', hub: (typeof HUBS)[number], at: number) => ({
    type,
    name: `${hub[0]} distribution center`,
    street1: '100 Main St',
    city: hub[0],
    state: hub[1],
    postalCode: hub[2],
    country: 'USA',
    windowStart: new Date(at).toISOString(),
    windowEnd: new Date(at + 4 * HOUR).toISOString(),
  });
  return measure(options.samples ?? 300, 20, async (i) => {
    const from = HUBS[i % HUBS.length]!;
    const to = HUBS[(i + 3) % HUBS.length]!;
    await post(baseUrl, token, 'load-manager/add-load', {
      stops: [stop('pickup', from, start + (i % 20) * HOUR), stop('delivery', to, start + 2 * DAY + (i % 20) * HOUR)],
      mode: 'FTL',
      equipmentTypeId: dryVan,
      commodity: 'Benchmark freight',
      weight: 30_000,
      weightUnit: 'lbs',
      pallets: 20,
      rate: 2_000,
      currency: 'USD',
      referenceNumber: `BENCH-${i}`,
    });
  });
}

/** Runs both and prints their lines (`name: value unit`). */
export async function benchLoads(
  baseUrl: string,
  print: (name: string, value: number, unit: string) => void,
  samples?: { board?: number; add?: number },
): Promise<void> {
  const board = await benchLoadBoard({ baseUrl, samples: samples?.board });
  print('load_board_search_p50_ms', board.p50, 'ms');
  print(
    'load_board_search_p99_ms',
    board.p99,
    `ms (${board.samples} searches: 150 mi origin radius, dry van, next 10 days; ${Math.round(board.meanTotal)} matches on average of ${board.boardTotal} broadcast loads; budget 30)`,
  );
  const add = await benchAddLoad({ baseUrl, samples: samples?.add });
  print('add_load_p50_ms', add.p50, 'ms');
  print('add_load_p99_ms', add.p99, `ms (${add.samples} two-stop loads; budget 50)`);
}

if (process.argv[1]?.endsWith('loads.ts')) {
  const baseUrl = argument('url') ?? 'http://127.0.0.1:4320';
  const samples = argument('samples') ? Number(argument('samples')) : undefined;
  const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(2)} ${unit}`);
  benchLoads(baseUrl, print, { board: samples, add: samples }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
