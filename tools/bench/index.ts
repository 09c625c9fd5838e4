/**
 * `npm run bench`: the figures of the design brief's budgets, one `name: value unit` a line.
 *   build_wall_time          full production build of every web app, no cache
 *   login_transfer_bytes     everything /login transfers (headers included) until the network is quiet, as sent
 *   login_js_gzip            JavaScript (gzip -9) fetched by /login before the form shows (_total: until quiet)
 *   lighthouse_login         Lighthouse mobile performance of /login (and _accessibility)
 *   lighthouse_dashboard     the same for /dashboard, signed in, from an empty HTTP cache
 *   remote_js_gzip.<remote>  a remote's own JavaScript (gzip) for its first route; shared libraries excluded (the
 *                            public pages' remote signed out on /confirmQuote: tools/bench/public-pages.ts)
 *   module_enter_ms.<remote> click on a module link on the dashboard → the remote's first screen
 *   load_list_p99_ms         POST load-manager/load-list, 20 of 100,000 loads, one client (BENCH_LOADS changes the count)
 *   api_list_vs_raw_ratio    the same list at 10 concurrent clients against its page query through pg (tools/bench/api-list.ts)
 *   load_board_search_p99_ms search-load-by-filter by origin radius, equipment and dates over 100,000 loads, one client
 *   add_load_p99_ms          POST load-manager/add-load, a two-stop load, one client (tools/bench/loads.ts)
 *   trucks_map_10k_ms        /trucks with 10,000 placed trucks: positions in → clustered markers drawn (tools/bench/trucks-map.ts)
 *   ws_fanout_ms             p99, update-trucker-location sent to one API instance → the event in a signed-in Chromium page
 *                            connected to a second instance on the same database (tools/bench/ws-fanout.ts)
 */
import { chromium, type Page } from 'playwright-core';
import path from 'node:path';
import { nx, workspaceRoot } from '../workspace';
import { benchListOverhead, benchLoadList, embeddedDatabaseUrl, loginToken, printListOverhead } from './api-list';
import { benchLoads } from './loads';
import { runLighthouse, printLighthouse } from './lighthouse';
import { BENCH_CHROMIUM_ARGS, measureLoginTransfer } from './login-transfer';
import { benchPublicPagesJs, PUBLIC_PAGE } from './public-pages';
import { ownRemoteBytes, recordScripts } from './remote-scripts';
import { startServer } from './server';
import { benchTrucksMap, TRUCKS_MAP_BUDGET_MS } from './trucks-map';
import { benchWsFanout, WS_FANOUT_BUDGET_MS } from './ws-fanout';

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The dashboard's module links and the remote each opens (dashboard itself is measured by /dashboard). */
const MODULE_LINKS = [
  { remote: 'loads', folder: 'loads', link: 'module-link-loads' },
  { remote: 'orders', folder: 'orders', link: 'module-link-order' },
  { remote: 'trucks', folder: 'trucks', link: 'module-link-trucks' },
  { remote: 'address', folder: 'address', link: 'module-link-address' },
  { remote: 'purchase_orders', folder: 'purchase-orders', link: 'module-link-purchase-orders' },
  { remote: 'settings', folder: 'settings', link: 'module-link-setting' },
];

const print = (name: string, value: number, unit: string) => console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`);

/**
 * In the page: click a module link and resolve with the milliseconds until the remote's footer
 * appears. A string, so the bundler's helpers (tsx adds __name) do not leak into the page.
 */
const enterModuleScript = (testId: string, remote: string) => `new Promise((resolve) => {
  const anchor = document.querySelector('[data-testid="${testId}"]');
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    const footer = document.querySelector('[data-testid="module-footer"]');
    if (footer && footer.textContent.startsWith('${remote}')) { observer.disconnect(); resolve(performance.now() - t0); }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  anchor.click();
})`;

async function logIn(page: Page, base: string) {
  if (!page.url().startsWith(`${base}/login`)) await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('module-footer').waitFor();
}

async function main() {
  const started = Date.now();
  await nx(['run-many', '-t', 'build', '--projects=tag:type:shell,tag:type:remote', '--parallel=2', '--skip-nx-cache', '--output-style=static'], {
    stdio: 'ignore',
  });
  print('build_wall_time', (Date.now() - started) / 1000, 's');

  const loads = Number(process.env.BENCH_LOADS ?? 100_000);
  const seeded = Date.now();
  const server = await startServer(PORT, { loads });
  print('seed_and_start', (Date.now() - seeded) / 1000, 's');
  const list = await benchLoadList({ baseUrl: server.url, token: await loginToken(server.url) });
  print('load_list_p50_ms', list.p50, 'ms');
  print(`load_list_p99_ms`, list.p99, `ms (${list.samples} pages of 20 out of ${loads} loads)`);
  // The API's own overhead: the list through the whole stack against the same page through pg (server.ts's DATA_DIR).
  const databaseUrl = embeddedDatabaseUrl(path.join(workspaceRoot, 'tmp/bench-postgres'));
  printListOverhead(await benchListOverhead({ baseUrl: server.url, token: await loginToken(server.url), databaseUrl }));
  // The load board's search and add-load, after the list figures: add-load grows the table.
  await benchLoads(server.url, print);
  await (await import('./orders')).benchOrders(server.url, print); // order_detail_p99_ms, invoice_pdf_ms (tools/bench/orders.ts)
  await (await import('./dashboard')).benchDashboard(server.url, print); // dashboard_p99_ms, report_p99_ms (tools/bench/dashboard.ts)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BENCH_CHROMIUM_ARGS });
  try {
    // /login: what a first visit transfers, and its JavaScript before the form shows and in all.
    const login = await measureLoginTransfer(browser, server.url);
    print('login_transfer_bytes', login.transferBytes, `bytes (${login.requests.length} requests; budget 204800)`);
    print('login_js_gzip', login.jsGzipBeforeForm, `bytes (${login.requests.filter((r) => r.beforeForm && r.gzip).length} files; budget 163840)`);
    print('login_js_gzip_total', login.jsGzipTotal, 'bytes');

    // Each remote cold, in a fresh context (empty cache): the dashboard is measured while login
    // lands on it; every other remote by a click on its module link on the dashboard.
    for (const { remote, folder, link } of [{ remote: 'dashboard', folder: 'dashboard', link: '' }, ...MODULE_LINKS]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      const scripts = recordScripts(page);
      await logIn(page, server.url);
      if (remote !== 'dashboard') {
        scripts.length = 0;
        const elapsed = (await page.evaluate(enterModuleScript(link, remote))) as number;
        print(`module_enter_ms.${remote}`, elapsed, 'ms');
      }
      await page.waitForLoadState('networkidle');
      print(`remote_js_gzip.${remote}`, await ownRemoteBytes(server.url, folder, scripts), 'bytes');
      await context.close();
    }
    // The public pages' remote, reached by a link (no module link): cold and signed out.
    print(`remote_js_gzip.${PUBLIC_PAGE.remote}`, await benchPublicPagesJs(browser, server.url), 'bytes');

    // The fleet map at scale: 10,000 trucks added to the bench's database, drawn clustered.
    const map = await benchTrucksMap(browser, server.url, databaseUrl);
    print(
      'trucks_map_10k_ms',
      map.median,
      `ms (median of ${map.samples.length}, max ${map.max.toFixed(1)}; ${map.trucks} trucks placed; budget ${TRUCKS_MAP_BUDGET_MS})`,
    );

    // Real time across two API instances: a second process on the bench's database serves the page.
    const fanout = await benchWsFanout(browser, server.url, databaseUrl, PORT + 1);
    print(
      'ws_fanout_ms',
      fanout.p99,
      `ms (p99 of ${fanout.samples}; p50 ${fanout.p50.toFixed(1)}, max ${fanout.max.toFixed(1)}; budget ${WS_FANOUT_BUDGET_MS})`,
    );
  } finally {
    await browser.close();
  }
  try {
    // Last, alone on the machine's CPU: Lighthouse's blocking time is the page's own task lengths, slowed down 4×.
    printLighthouse(await runLighthouse(server.url), print);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
