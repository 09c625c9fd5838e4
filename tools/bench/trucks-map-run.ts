/**
 * The trucks map bench alone (`npx tsx tools/bench/trucks-map-run.ts`, under the build lock): the built apps (run
 * `nx run-many -t build` first), a fresh bench database with the demo world and 10,000 more trucks, then
 * trucks_map_10k_ms as `npm run bench` prints it.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { workspaceRoot } from '../workspace';
import { embeddedDatabaseUrl } from './api-list';
import { BENCH_CHROMIUM_ARGS } from './login-transfer';
import { startServer } from './server';
import { benchTrucksMap, TRUCKS_MAP_BUDGET_MS } from './trucks-map';

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4321));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BENCH_CHROMIUM_ARGS });
  try {
    const map = await benchTrucksMap(browser, server.url, embeddedDatabaseUrl(path.join(workspaceRoot, 'tmp/bench-postgres')));
    console.log(
      `trucks_map_10k_ms: ${map.median.toFixed(1)} ms (median of ${map.samples.length}, max ${map.max.toFixed(1)}; ${map.trucks} trucks placed; budget ${TRUCKS_MAP_BUDGET_MS})`,
    );
    console.log(`samples: ${map.samples.map((s) => s.toFixed(1)).join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
