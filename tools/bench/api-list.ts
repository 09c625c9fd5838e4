/**
 * API budget (design brief section 7): "a paginated list of 20 loads out of 100,000 answers in under 20 ms at p99,
 * single client".
 *
 *   benchLoadList({ baseUrl, token })  POST /v1/api/load-manager/load-list sequentially from one client, a random
 *                                      page each time (limit 20), and returns p50 / p99 in milliseconds
 *   loginToken(baseUrl)                a token of shipper@demo.test (the owner of the demo world's loads)
 *
 * Growing the database to 100,000 loads first (about a minute):
 *   - embedded PostgreSQL: `DATA_DIR=<dir> npx tsx apps/api/src/seed-cli.ts --loads 100000` BEFORE the API starts
 *     on that directory (a running API holds its lock);
 *   - any PostgreSQL: `seedLoads(databaseUrl, 100_000)` from apps/api/src/seed/bulk.ts, or
 *     `DATABASE_URL=<url> npx tsx apps/api/src/seed-cli.ts --loads 100000`, with or without an API running on it.
 *
 * Alone: `npx tsx tools/bench/api-list.ts --url http://127.0.0.1:4320 [--samples 1000]` prints
 * `api_load_list_p50_ms` and `api_load_list_p99_ms` lines.
 */

export interface BenchLoadListOptions {
  baseUrl: string;
  token: string;
  /** Measured requests (default 1000), after 50 warm-up requests. */
  samples?: number;
}

export interface BenchLoadListResult {
  p50: number;
  p99: number;
  samples: number;
  /** Loads the list reported (to check the database really holds 100,000). */
  total: number;
}

const LIMIT = 20;

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** A tiny deterministic generator: every run asks for the same pages. */
function pages(count: number, seed = 12_345): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return 1 + (state % Math.max(1, count));
  };
}

async function listPage(baseUrl: string, token: string, page: number): Promise<{ total: number; items: number }> {
  const response = await fetch(`${baseUrl}/v1/api/load-manager/load-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ page, limit: LIMIT }),
  });
  const body = (await response.json()) as { status: boolean; message: string; data?: { total: number; items: unknown[] } };
  if (!response.ok || !body.status || !body.data) throw new Error(`load-list page ${page}: ${response.status} ${body.message}`);
  return { total: body.data.total, items: body.data.items.length };
}

export async function benchLoadList(options: BenchLoadListOptions): Promise<BenchLoadListResult> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const samples = options.samples ?? 1_000;
  const { total } = await listPage(baseUrl, options.token, 1);
  const nextPage = pages(Math.ceil(total / LIMIT));
  for (let i = 0; i < 50; i++) await listPage(baseUrl, options.token, nextPage());

  const timings: number[] = [];
  for (let i = 0; i < samples; i++) {
    const page = nextPage();
    const started = performance.now();
    const result = await listPage(baseUrl, options.token, page);
    timings.push(performance.now() - started);
    if (result.items !== LIMIT && page < Math.ceil(total / LIMIT)) throw new Error(`load-list page ${page} had ${result.items} items`);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99), samples, total };
}

/** Logs in and returns the token (default: shipper@demo.test, who owns the demo world's loads). */
export async function loginToken(baseUrl: string, email = 'shipper@demo.test', password = 'demo1234'): Promise<string> {
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/api/user-manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberme: false }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) throw new Error(`login ${email}: ${response.status} ${body.message ?? ''}`);
  return body.data.token;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1]?.endsWith('api-list.ts')) {
  const baseUrl = argument('url') ?? 'http://127.0.0.1:4320';
  const samples = argument('samples') ? Number(argument('samples')) : undefined;
  loginToken(baseUrl)
    .then((token) => benchLoadList({ baseUrl, token, samples }))
    .then((result) => {
      console.log(`api_load_list_p50_ms: ${result.p50.toFixed(2)} ms`);
      console.log(`api_load_list_p99_ms: ${result.p99.toFixed(2)} ms (${result.samples} requests, ${result.total} loads, limit ${LIMIT})`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
