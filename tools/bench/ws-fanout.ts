/**
 * ws_fanout_ms: a truck's position, from the moment `POST user-manager/update-trucker-location/{id}` is sent to API
 * instance A, until a signed-in page in Chromium connected to instance B (another process on the same database) has
 * the `truck.position` event from its WebSocket. p50 and p99 of BENCH_WS_SAMPLES (default 200) updates, one at a
 * time, after a warm-up. Budget 250 ms (p99).
 *
 * The page is the real app served by instance B (signed in through its login form as admin@demo.test, so the socket
 * authenticates with the session cookie like any screen); it opens the socket itself and records the arrival time
 * (`performance.timeOrigin + performance.now()`, the same clock as Node's on this machine), which Node reads after the
 * run. So the figure covers: the route on A (its reverse geocoding and transaction), the NOTIFY at commit, B's hub
 * reading the row, the socket, and the browser's event dispatch.
 *
 * Alone, with the bench's server running (`npm run bench` starts it; the database URL from tmp/bench-postgres):
 *   npx tsx tools/bench/ws-fanout.ts --url http://127.0.0.1:4320
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import pg from 'pg';
import { tsxBin, webRoot, workspaceRoot } from '../workspace';
import { percentile } from './timing';

export const WS_FANOUT_BUDGET_MS = 250;
const EMAIL = 'admin@demo.test';
const PASSWORD = 'demo1234';

export interface WsFanoutResult {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

/** A second API process on `databaseUrl` (instance B), serving the built apps too. */
async function startSecondInstance(port: number, databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(tsxBin, ['apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: 'off',
      SIMULATE_TRUCKS: 'false',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/v1/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('bench: the second API instance did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function token(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/api/user-manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, rememberme: false }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) throw new Error(`bench: login ${EMAIL}: ${response.status} ${body.message ?? ''}`);
  return body.data.token;
}

async function demoTruck(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-ws-fanout' });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select t.id::text as id from truckers t join users u on u.company_id = t.company_id
       where u.email = $1 and t.truck_number not like 'BENCH-%' order by t.truck_number limit 1`,
      [EMAIL],
    );
    if (!rows[0]) throw new Error('bench: the demo company has no truck');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/**
 * In the page: a WebSocket to this origin's real-time address that records, for each `truck.position` of `truckerId`,
 * its latitude and arrival time. A string, so the bundler's helpers do not leak into the page.
 */
const listenScript = (truckerId: string) => `new Promise((resolve, reject) => {
  window.__fanout = [];
  const socket = new WebSocket(location.origin.replace(/^http/, 'ws') + '/v1/api/realtime');
  socket.onmessage = (event) => {
    const at = performance.timeOrigin + performance.now();
    const message = JSON.parse(event.data);
    if (message.type === 'hello') resolve(true);
    if (message.type === 'truck.position' && message.payload.truckerId === '${truckerId}') window.__fanout.push([message.payload.lat, at]);
  };
  socket.onclose = (event) => reject(new Error('socket closed ' + event.code));
  window.__fanoutSocket = socket;
})`;

export async function benchWsFanout(
  browser: Browser,
  urlA: string,
  databaseUrl: string,
  portB: number,
  samples = Number(process.env.BENCH_WS_SAMPLES ?? 200),
): Promise<WsFanoutResult> {
  const b = await startSecondInstance(portB, databaseUrl);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${b.url}/login`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    const truckerId = await demoTruck(databaseUrl);
    await page.evaluate(listenScript(truckerId));

    const bearer = await token(urlA);
    const warmUp = 20;
    const sent = new Map<number, number>();
    for (let i = 0; i < warmUp + samples; i++) {
      // A latitude of its own per update (41.0001, 41.0002, ...): the page's record names the update.
      const lat = Math.round((41 + (i + 1) / 10_000) * 10_000) / 10_000;
      const started = performance.timeOrigin + performance.now();
      const response = await fetch(`${urlA}/v1/api/user-manager/update-trucker-location/${truckerId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ lat, lng: -87.6, speedMph: 55, heading: 180 }),
      });
      if (!response.ok) throw new Error(`bench: update-trucker-location answered ${response.status}`);
      if (i >= warmUp) sent.set(lat, started);
      // Polled from here (the page's CSP forbids the eval behind waitForFunction's string predicates); the arrival
      // time is the page's own record, so the polling does not count.
      const deadline = Date.now() + 10_000;
      while (!(await page.evaluate(`window.__fanout.some(([lat]) => lat === ${lat})`))) {
        if (Date.now() > deadline) throw new Error(`bench: the position ${lat} did not reach the page within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    const arrivals = (await page.evaluate('window.__fanout')) as Array<[number, number]>;
    const timings = arrivals.filter(([lat]) => sent.has(lat)).map(([lat, at]) => at - sent.get(lat)!);
    if (timings.length !== samples) throw new Error(`bench: ${timings.length} of ${samples} positions arrived`);
    timings.sort((x, y) => x - y);
    return { p50: percentile(timings, 50), p99: percentile(timings, 99), max: timings[timings.length - 1]!, samples };
  } finally {
    await context.close();
    await b.stop();
  }
}

// Alone: npx tsx tools/bench/ws-fanout.ts --url http://127.0.0.1:4320
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  void (async () => {
    const { embeddedDatabaseUrl } = await import('./api-list');
    const { BENCH_CHROMIUM_ARGS } = await import('./login-transfer');
    const at = process.argv.indexOf('--url');
    const url = at > 0 ? process.argv[at + 1]! : 'http://127.0.0.1:4320';
    const databaseUrl = embeddedDatabaseUrl(path.join(workspaceRoot, 'tmp/bench-postgres'));
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BENCH_CHROMIUM_ARGS });
    try {
      const result = await benchWsFanout(browser, url, databaseUrl, Number(new URL(url).port) + 1);
      console.log(
        `ws_fanout_ms: ${result.p99.toFixed(1)} ms (p99 of ${result.samples}; p50 ${result.p50.toFixed(1)}, max ${result.max.toFixed(1)}; budget ${WS_FANOUT_BUDGET_MS})`,
      );
    } finally {
      await browser.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
