/**
 * End-to-end tests: builds the web apps if needed (Nx cache), then runs Playwright in Debian's
 * Chromium against the production build and the API on a fresh embedded database.
 * Extra arguments go to Playwright (e.g. `npm run test:e2e -- login.spec.ts`).
 */
import { existsSync } from 'node:fs';
import { bin, buildWebApps, run } from './workspace';

async function main() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}. Install Debian's package: apt-get install -y chromium`);
    process.exit(1);
  }
  await buildWebApps();
  const code = await run(bin('playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts', ...process.argv.slice(2)]);
  process.exit(code);
}

void main();
