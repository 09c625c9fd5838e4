import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { moduleFooter } from './support/app';

/** One route per remote, as the admin (who holds every module) sees them. */
/** A remote's page: its heading, or the title of a screen still coming soon. */
type RemotePage = { remote: string; folder: string; path: string } & ({ heading: string } | { title: string });
const REMOTE_PAGES: RemotePage[] = [
  { remote: 'dashboard', folder: 'dashboard', path: '/dashboard/calendar', heading: 'Calendar' },
  { remote: 'loads', folder: 'loads', path: '/loads/addload', heading: 'Add load' },
  { remote: 'orders', folder: 'orders', path: '/order/list', heading: 'Sales orders' },
  { remote: 'trucks', folder: 'trucks', path: '/trucks', heading: 'Trucks' },
  { remote: 'address', folder: 'address', path: '/address/add-warehouse', heading: 'Add warehouse' },
  { remote: 'purchase_orders', folder: 'purchase-orders', path: '/purchase-orders/track', heading: 'Track purchase orders' },
  { remote: 'settings', folder: 'settings', path: '/setting/favourites', heading: 'Favourites' },
  { remote: 'public_pages', folder: 'public-pages', path: '/confirmQuote', heading: 'Your quote request' },
];

/** The paths of the scripts (or of everything) this page has fetched, from its own resource timing. */
const fetchedPaths = (page: Page, scriptsOnly = true) =>
  page.evaluate(
    (scriptsOnly) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => !scriptsOnly || (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    scriptsOnly,
  );

test('the walk below visits every remote the shell lists in /remotes.json', async ({ request }) => {
  const listed = Object.keys((await (await request.get('/remotes.json')).json()) as Record<string, string>);
  expect(REMOTE_PAGES.map((page) => page.remote).sort()).toEqual(listed.sort());
});

test.describe('signed in as the admin', () => {
  test.use({ role: 'admin' });

  test('each of the eight remotes is loaded at run time from its manifest, with one React', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(moduleFooter(page)).toContainText('dashboard');
    for (const { remote, folder, path, ...screen } of REMOTE_PAGES) {
      // Navigate inside the app (no reload), as a user following links does.
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // A built screen shows its heading; a screen of a later release its coming-soon text.
      if ('heading' in screen) await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      else await expect(page.getByText(`${screen.title} is on its way.`)).toBeVisible();
      await expect(moduleFooter(page)).toContainText(remote);
      // The page's own record of what it fetched: the remote's manifest and its scripts.
      await expect.poll(() => fetchedPaths(page, false)).toContain(`/remotes/${folder}/mf-manifest.json`);
      await expect.poll(async () => (await fetchedPaths(page)).some((script) => script.startsWith(`/remotes/${folder}/`))).toBe(true);
    }

    const scripts = await fetchedPaths(page);
    // The shell's build has none of the remotes' code: it only knows /remotes.json.
    expect(scripts.filter((s) => !s.startsWith('/remotes/')).every((s) => !/expose_Module/.test(s))).toBe(true);

    // One copy of React and of react-dom, however many remotes ran: the shell's (inside its own bundle, handed to
    // the remotes through the federation runtime); no remote fetched one of its own.
    expect(scripts.filter((s) => s.startsWith('/remotes/') && /node_modules_react(-dom)?_(index|client)_js/.test(s))).toEqual([]);
    // And the federation runtime holds one loaded React version.
    const reactVersions = await page.evaluate(() => {
      const federation = (
        globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }
      ).__FEDERATION__;
      const loaded: string[] = [];
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [version, entry] of Object.entries(scopes.default?.react ?? {})) if (entry.loaded) loaded.push(version);
      }
      return [...new Set(loaded)];
    });
    expect(reactVersions).toHaveLength(1);
  });
});

test("a public remote route works signed out, from the public pages' own remote", async ({ page }) => {
  await page.goto('/orders/tracking/L-1001');
  await expect(page.getByRole('heading', { name: 'Shipment tracking', level: 1 })).toBeVisible();
  await expect(page.getByText('Sign in to track this shipment')).toBeVisible();
  await expect(moduleFooter(page)).toContainText('public_pages');
  await expect.poll(() => fetchedPaths(page, false)).toContain('/remotes/public-pages/mf-manifest.json');
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
