/**
 * The `test` every spec imports. Each browser context is prepared before its first page exists, so no test switches
 * request interception on while requests are in flight (Playwright then loses their events):
 * - nothing leaves the machine: map tiles get a blank image, any other outside request is aborted;
 * - the page keeps every resource-timing entry, which the tests read as the record of what a page fetched;
 * - `test.use({ role: 'shipper' })` starts signed in as that demo account (the storage state auth.setup.ts saved).
 * After a test that passed, every page of ours it left open is checked for accessibility (support/axe.ts);
 * `test.use({ accessibilityCheck: false })` leaves that out where a test breaks the page on purpose.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { E2E_PORT, storageStateFile, type Role } from './env';

/** A 1×1 transparent PNG: what every map tile is in the tests. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const TILE = /\/\d+\/\d+\/\d+(@2x)?\.png(\?|$)/;

/** Prepares a context before any navigation (also for contexts a test launches itself). */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith('http'),
    (route) =>
      TILE.test(route.request().url()) ? route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }) : route.abort('internetdisconnected'),
  );
  // The default buffer holds 250 entries; a walk through eight remotes fetches more.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
}

/** The app's own pages: not the API's documents (PDFs, JSON, the OpenAPI viewer) nor a blank or closed page. */
function isAppPage(url: string): boolean {
  const { hostname, port, pathname } = new URL(url);
  return LOCAL_HOSTS.has(hostname) && Number(port) === E2E_PORT && !pathname.startsWith('/v1/') && !/\.\w+$/.test(pathname);
}

export const test = base.extend<{ role: Role | undefined; accessibilityCheck: boolean; checkAccessibility: void }>({
  role: [undefined, { option: true }],
  accessibilityCheck: [true, { option: true }],
  checkAccessibility: [
    async ({ context, accessibilityCheck }, provide, testInfo) => {
      await provide();
      if (!accessibilityCheck || testInfo.status !== 'passed') return;
      for (const page of context.pages()) {
        if (page.isClosed() || !isAppPage(page.url())) continue;
        // A test may end as its last click navigates: the check waits for the screen drawn (its main landmark, nothing
        // loading), and checks what is there if it never settles.
        await page
          .waitForFunction(
            () => document.querySelector('main, [role="main"]') !== null && !document.querySelector('.state-loading, [aria-busy="true"]'),
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
        expect(describeViolations(await axeViolations(page)), `accessibility of ${new URL(page.url()).pathname}`).toBe('');
      }
    },
    { auto: true },
  ],
  // (Playwright's `use` is named `provide` here: the React hooks lint rule would take `use` for React's.)
  storageState: async ({ role, storageState }, provide) => {
    await provide(role ? storageStateFile(role) : storageState);
  },
  context: async ({ context }, provide) => {
    await prepareContext(context);
    await provide(context);
  },
});

export { expect } from '@playwright/test';
