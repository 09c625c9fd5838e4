/**
 * What `/login` costs a first-time visitor, measured in Chromium from the DevTools protocol's own byte counts:
 *
 *   transferBytes   every byte on the wire (headers included) for everything the page fetched until the network went
 *                   quiet: HTML, scripts, styles, fonts, images and API calls, also what loads after the first paint
 *   jsGzipBytes     the page's JavaScript as gzip -9 of each script's body (the budget's unit, whatever the server sent),
 *                   split into what arrived before the form was on screen and everything until the network went quiet
 *
 * Service workers are blocked, as in the end-to-end tests: the push worker's own script (`/webpushworker.js`, 0.5 KB
 * compressed) is the one byte count of a first visit left out.
 *
 * Alone: `npx tsx tools/bench/login-transfer.ts --url http://127.0.0.1:4200` prints the lines `npm run bench` prints,
 * and every request with its size (`--list`).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

interface LoginRequest {
  url: string;
  type: string;
  /** Bytes on the wire (headers and encoded body). */
  transfer: number;
  encoding: string;
  /** gzip -9 of the decoded body, scripts only. */
  gzip?: number;
  /** Finished before the login form was visible. */
  beforeForm: boolean;
}

export interface LoginTransfer {
  transferBytes: number;
  jsGzipBeforeForm: number;
  jsGzipTotal: number;
  requests: LoginRequest[];
}

export const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function measureLoginTransfer(browser: Browser, baseUrl: string): Promise<LoginTransfer> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, { url: string; type: string; encoding: string }>();
  const finished: Array<{ requestId: string; transfer: number }> = [];
  let formShown = false;
  const beforeForm = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    responses.set(event.requestId, { url: event.response.url, type: event.type, encoding: headers['content-encoding'] ?? '' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    finished.push({ requestId: event.requestId, transfer: event.encodedDataLength });
    if (!formShown) beforeForm.add(event.requestId);
  });
  const scriptBodies = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    try {
      scriptBodies.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // the page went away before the body was read
    }
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  formShown = true;
  await page.waitForLoadState('networkidle');
  // The response handlers above are asynchronous: let the last bodies be read.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await context.close();

  const requests: LoginRequest[] = finished
    .filter(({ requestId }) => responses.has(requestId))
    .map(({ requestId, transfer }) => {
      const response = responses.get(requestId)!;
      return {
        url: response.url,
        type: response.type,
        transfer,
        encoding: response.encoding,
        gzip: response.type === 'Script' ? scriptBodies.get(response.url) : undefined,
        beforeForm: beforeForm.has(requestId),
      };
    });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    transferBytes: sum(requests.map((request) => request.transfer)),
    jsGzipBeforeForm: sum(requests.filter((r) => r.beforeForm).map((r) => r.gzip ?? 0)),
    jsGzipTotal: sum(requests.map((r) => r.gzip ?? 0)),
    requests,
  };
}

async function main() {
  const index = process.argv.indexOf('--url');
  const baseUrl = index > 0 ? process.argv[index + 1]! : 'http://127.0.0.1:4200';
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BENCH_CHROMIUM_ARGS });
  try {
    const result = await measureLoginTransfer(browser, baseUrl);
    if (process.argv.includes('--list')) {
      for (const r of result.requests) {
        console.log(
          `${String(r.transfer).padStart(8)} ${String(r.gzip ?? '').padStart(7)} ${r.beforeForm ? 'form ' : 'after'} ${r.encoding.padEnd(4)} ${r.type.padEnd(10)} ${new URL(r.url).pathname}`,
        );
      }
    }
    console.log(`login_transfer_bytes: ${result.transferBytes} bytes`);
    console.log(`login_js_gzip: ${result.jsGzipBeforeForm} bytes`);
    console.log(`login_js_gzip_total: ${result.jsGzipTotal} bytes`);
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
