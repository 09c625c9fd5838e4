/**
 * The public pages' remote (no sign-in), cold, as a carrier opening a quote e-mail's link: the remote's own JavaScript
 * (gzip; the shared libraries excluded) until /confirmQuote has drawn its page, `remote_js_gzip.public_pages`. Its
 * pages are reached by links, not from the dashboard's module links, so `npm run bench` opens the page itself.
 * Alone, against a running build: `npx tsx tools/bench/public-pages.ts http://localhost:4200`.
 */
import { chromium, type Browser } from 'playwright-core';
import { ownRemoteBytes, recordScripts } from './remote-scripts';

export const PUBLIC_PAGE = { remote: 'public_pages', folder: 'public-pages', path: '/confirmQuote', heading: 'Your quote request' } as const;

export async function benchPublicPagesJs(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${base}${PUBLIC_PAGE.path}`);
    await page.getByRole('heading', { name: PUBLIC_PAGE.heading, level: 1 }).waitFor();
    await page.getByTestId('module-footer').waitFor();
    await page.waitForLoadState('networkidle');
    return await ownRemoteBytes(base, PUBLIC_PAGE.folder, scripts);
  } finally {
    await context.close();
  }
}

if (require.main === module) {
  const base = process.argv[2] ?? 'http://localhost:4200';
  void (async () => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      console.log(`remote_js_gzip.${PUBLIC_PAGE.remote}: ${await benchPublicPagesJs(browser, base)} bytes`);
    } finally {
      await browser.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
