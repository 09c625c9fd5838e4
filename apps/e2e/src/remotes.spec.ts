import { expect, test } from '@playwright/test';
import { logInToDashboard, moduleFooter } from './support/app';
import { DEMO } from './support/env';

/** One route per remote, as the admin (who holds every module) sees them. */
const REMOTE_PAGES = [
  { remote: 'dashboard', folder: 'dashboard', path: '/dashboard/calendar', title: 'Calendar' },
  { remote: 'loads', folder: 'loads', path: '/loads/addload', title: 'Add load' },
  { remote: 'orders', folder: 'orders', path: '/order/list', title: 'Sales orders' },
  { remote: 'trucks', folder: 'trucks', path: '/trucks', title: 'Trucks' },
  { remote: 'address', folder: 'address', path: '/address/add-warehouse', heading: 'Add warehouse' },
  { remote: 'purchase_orders', folder: 'purchase-orders', path: '/purchase-orders/track', title: 'Track purchase orders' },
  { remote: 'settings', folder: 'settings', path: '/setting/favourites', title: 'Favourites' },
];

test('each of the seven remotes is loaded at run time from its manifest, with one React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });

  await logInToDashboard(page, DEMO.admin);
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
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
    // The page's own resource timing is the record of what it fetched; Playwright's request events may arrive late.
    await expect
      .poll(async () =>
        manifests.includes(`/remotes/${folder}/mf-manifest.json`) ||
        (await page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path), `/remotes/${folder}/mf-manifest.json`)),
      )
      .toBe(true);
    // Response events arrive asynchronously: wait for the remote's scripts to be recorded.
    await expect.poll(() => scripts.some((s) => s.startsWith(`/remotes/${folder}/`))).toBe(true);
  }

  // The shell's build has none of the remotes' code: it only knows /remotes.json.
  expect(scripts.filter((s) => !s.startsWith('/remotes/')).every((s) => !/expose_Module/.test(s))).toBe(true);

  // Exactly one copy of React and of react-dom was fetched, however many remotes ran.
  const react = scripts.filter((s) => /node_modules_react_index_js/.test(s));
  const reactDom = scripts.filter((s) => /node_modules_react-dom_index_js/.test(s));
  expect(react).toHaveLength(1);
  expect(reactDom).toHaveLength(1);
  const reactVersions = await page.evaluate(() => {
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }).__FEDERATION__;
    const loaded: string[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [version, entry] of Object.entries(scopes.default?.react ?? {})) if (entry.loaded) loaded.push(version);
    }
    return [...new Set(loaded)];
  });
  expect(reactVersions).toHaveLength(1);
});

test('a public remote route works signed out', async ({ page }) => {
  await page.goto('/orders/tracking/L-1001');
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  await expect(moduleFooter(page)).toContainText('loads');
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
