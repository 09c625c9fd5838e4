import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { argument, percentile } from './timing';

/**
 * API budgets (design brief section 7):
 *   - "a paginated list of 20 loads out of 100,000 answers in under 20 ms at p99, single client";
 *   - the API's own overhead: POST load-manager/load-list through the whole stack (auth, validation, database,
 *     serialization, logging) at 10 concurrent clients reaches at least half the rate of the same page query run
 *     through `pg` directly, measured side by side in one run.
 *
 *   benchLoadList({ baseUrl, token })  POST /v1/api/load-manager/load-list sequentially from one client, a random
 *                                      page each time (limit 20), and returns p50 / p99 in milliseconds
 *   benchListOverhead({ baseUrl, token, databaseUrl })
 *                                      10 clients in a closed loop for the same duration against the API and
 *                                      against PostgreSQL through a `pg` Pool with the page query the API runs
 *                                      (the page's rows with their equipment and company names, and the list's
 *                                      total), alternating in slices, the same pages in the same order; returns
 *                                      both rates and their ratio
 *   embeddedDatabaseUrl(dataDir)       the connection string of the embedded PostgreSQL an API runs in DATA_DIR
 *   loginToken(baseUrl)                a token of shipper@demo.test (the owner of the demo world's loads)
 *
 * Growing the database to 100,000 loads first (about a minute):
 *   - embedded PostgreSQL: `DATA_DIR=<dir> npx tsx apps/api/src/seed-cli.ts --loads 100000` BEFORE the API starts
 *     on that directory (a running API holds its lock);
 *   - any PostgreSQL: `seedLoads(databaseUrl, 100_000)` from apps/api/src/seed/bulk.ts, or
 *     `DATABASE_URL=<url> npx tsx apps/api/src/seed-cli.ts --loads 100000`, with or without an API running on it.
 *
 * Alone: `npx tsx tools/bench/api-list.ts --url http://127.0.0.1:4320 [--samples 1000]
 *   [--database-url <url> | --data-dir <DATA_DIR>] [--seconds 10]` prints `api_load_list_p50_ms`,
 * `api_load_list_p99_ms` and, given the database, `api_list_rps`, `raw_list_rps` and `api_list_vs_raw_ratio`.
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

// ---------------------------------------------------------------------------------------------------------------
// The API's own overhead: the API against the same page query through `pg`, 10 clients each, side by side.

export interface BenchListOverheadOptions {
  baseUrl: string;
  token: string;
  /** The API's database (the raw side connects to it directly). */
  databaseUrl: string;
  /** Concurrent clients on each side (default 10). */
  concurrency?: number;
  /** Measured time per side (default 10 s, in ROUNDS alternating slices), after a 2 s warm-up of each. */
  durationMs?: number;
}

export interface BenchListOverheadResult {
  /** Answered requests per second through the API. */
  apiRate: number;
  /** Page queries per second through `pg`. */
  rawRate: number;
  ratio: number;
  concurrency: number;
  durationMs: number;
}

/** Slices each side's time is cut into, alternating. */
const ROUNDS = 5;

/** Pages asked for: the first 25 of the list (below the first anchor, so both sides do the same work). */
const OVERHEAD_PAGES = 25;

/**
 * The page the API answers for the default list (shipper view, newest first), in one statement: the page's ids from
 * the index, their rows with equipment and company names, and the total from `load_counters`.
 */
const RAW_PAGE_SQL = `
  select l.id, l.load_id, l.status, l.is_delayed, l.is_at_risk, l.origin_city, l.origin_state, l.origin_country,
         l.destination_city, l.destination_state, l.destination_country, l.pickup_start, l.delivery_start,
         e.key as equipment_key, e.name as equipment_name, l.weight, l.weight_unit, l.commodity, l.rate, l.currency,
         l.distance_miles, l.company_id, s.name as shipper_name, l.carrier_company_id, c.name as carrier_name, l.created_at,
         (select coalesce(sum(count), 0)::int from load_counters where company_id = $1 and side = 'shipper') as total
  from (select id from loads where company_id = $1 order by created_at desc, id desc limit $2 offset $3) page
  join loads l on l.id = page.id
  join companies s on s.id = l.company_id
  left join equipment_types e on e.id = l.equipment_type_id
  left join companies c on c.id = l.carrier_company_id
  order by l.created_at desc, l.id desc`;

/** Runs `once` from `concurrency` clients in a closed loop for `durationMs`; returns the calls completed and the time taken. */
async function closedLoop(concurrency: number, durationMs: number, once: (page: number) => Promise<void>): Promise<{ completed: number; ms: number }> {
  const nextPage = pages(OVERHEAD_PAGES);
  const started = performance.now();
  const deadline = started + durationMs;
  let completed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await once(nextPage());
        completed++;
      }
    }),
  );
  return { completed, ms: performance.now() - started };
}

/** The company id in a token (its `cid` claim): the raw side lists that company's loads, as the API does. */
function companyOfToken(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { cid?: string };
  if (!payload.cid) throw new Error('The token has no company (cid)');
  return payload.cid;
}

export async function benchListOverhead(options: BenchListOverheadOptions): Promise<BenchListOverheadResult> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const concurrency = options.concurrency ?? 10;
  const durationMs = options.durationMs ?? 10_000;
  const companyId = companyOfToken(options.token);

  // An autocannon-like client: node:http on 10 kept-alive sockets (fetch costs the client about three times the CPU,
  // which on a small machine would be counted against the API).
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(`${baseUrl}/v1/api/load-manager/load-list`);
  const api = async (page: number) => {
    const { status, body } = await postJson(agent, target, options.token, { page, limit: LIMIT });
    const parsed = JSON.parse(body) as { data?: { items: unknown[] } };
    if (status !== 200 || parsed.data?.items.length !== LIMIT) throw new Error(`load-list page ${page}: ${status} ${body.slice(0, 200)}`);
  };
  // The raw side gets what the API gets: a pool of 10 connections, a named (prepared once) statement.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, application_name: 'bench-raw-list' });
  const raw = async (page: number) => {
    const result = await pool.query({ name: 'bench_raw_list', text: RAW_PAGE_SQL, values: [companyId, LIMIT, (page - 1) * LIMIT] });
    if (result.rows.length !== LIMIT) throw new Error(`raw page ${page} had ${result.rows.length} rows`);
  };
  try {
    await closedLoop(concurrency, 2_000, api);
    await closedLoop(concurrency, 2_000, raw);
    // Side by side: the two alternate in ROUNDS slices, so a machine that gets busier or quieter during the run
    // weighs on both alike.
    const totals = { api: { completed: 0, ms: 0 }, raw: { completed: 0, ms: 0 } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [side, once] of [
        ['api', api],
        ['raw', raw],
      ] as const) {
        const slice = await closedLoop(concurrency, durationMs / ROUNDS, once);
        totals[side].completed += slice.completed;
        totals[side].ms += slice.ms;
      }
    }
    const apiRate = totals.api.completed / (totals.api.ms / 1000);
    const rawRate = totals.raw.completed / (totals.raw.ms / 1000);
    return { apiRate, rawRate, ratio: apiRate / rawRate, concurrency, durationMs };
  } finally {
    agent.destroy();
    await pool.end();
  }
}

function postJson(agent: http.Agent, url: URL, token: string, payload: unknown): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The connection string of the embedded PostgreSQL running in an API's DATA_DIR (apps/api/src/db/embedded.ts):
 * the superuser's password from `credentials.json`, the port from the cluster's `postmaster.pid`.
 */
export function embeddedDatabaseUrl(dataDir: string, database = 'freight'): string {
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'credentials.json'), 'utf8')) as { user?: string; password: string };
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number(fs.readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No running PostgreSQL in ${dataDir}`);
  const user = encodeURIComponent(credentials.user ?? 'postgres');
  return `postgres://${user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

/** `api_list_rps`, `raw_list_rps` and `api_list_vs_raw_ratio` lines. */
export function printListOverhead(result: BenchListOverheadResult, print: (line: string) => void = console.log): void {
  const seconds = result.durationMs / 1000;
  print(`api_list_rps: ${result.apiRate.toFixed(0)} requests/s (POST load-manager/load-list, ${result.concurrency} clients, ${seconds} s)`);
  print(`raw_list_rps: ${result.rawRate.toFixed(0)} queries/s (the same page through pg, ${result.concurrency} clients, ${seconds} s)`);
  print(`api_list_vs_raw_ratio: ${result.ratio.toFixed(2)} (budget at least 0.5)`);
}

if (process.argv[1]?.endsWith('api-list.ts')) {
  const baseUrl = argument('url') ?? 'http://127.0.0.1:4320';
  const samples = argument('samples') ? Number(argument('samples')) : undefined;
  const dataDir = argument('data-dir');
  const databaseUrl = argument('database-url') ?? (dataDir ? embeddedDatabaseUrl(dataDir) : undefined);
  const seconds = argument('seconds') ? Number(argument('seconds')) : undefined;
  (async () => {
    const token = await loginToken(baseUrl);
    if (samples !== 0) {
      const result = await benchLoadList({ baseUrl, token, samples });
      console.log(`api_load_list_p50_ms: ${result.p50.toFixed(2)} ms`);
      console.log(`api_load_list_p99_ms: ${result.p99.toFixed(2)} ms (${result.samples} requests, ${result.total} loads, limit ${LIMIT})`);
    }
    if (databaseUrl) {
      printListOverhead(await benchListOverhead({ baseUrl, token, databaseUrl, durationMs: seconds === undefined ? undefined : seconds * 1000 }));
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
