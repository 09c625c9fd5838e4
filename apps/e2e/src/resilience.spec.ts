import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { followNavLink, logIn, moduleFooter } from './support/app';
import { DEMO } from './support/env';

/** The panel a remote that cannot load shows in its area: a sentence naming the module as the navigation does. */
const failurePanel = (page: Page, module: string) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: `${module} could not be loaded.` }) });

test.describe('signed in as the admin', () => {
  test.use({ role: 'admin' });

  test('a remote whose files fail shows its retry panel, the rest keeps working, and retry brings it back', async ({ page, context }) => {
    // Set up before the first page loads (interception switched on mid-flight loses request events); failing until
    // the files "come back".
    let addressFilesFail = true;
    await context.route('**/remotes/address/**', (route) => (addressFilesFail ? route.abort('failed') : route.fallback()));
    await page.goto('/dashboard');
    await expect(moduleFooter(page)).toContainText('dashboard');

    await followNavLink(page, 'Address book');
    await expect(failurePanel(page, 'Address book')).toBeVisible();
    await expect(failurePanel(page, 'Address book').getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the app keeps working.
    await followNavLink(page, 'Loads');
    await expect(moduleFooter(page)).toContainText('loads');
    await followNavLink(page, 'Address book');
    await expect(failurePanel(page, 'Address book')).toBeVisible();

    // The files come back; retry really reloads the remote.
    addressFilesFail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(moduleFooter(page)).toContainText('address');
    await expect(page.getByText('Address book', { exact: true }).last()).toBeVisible();
  });

  test('a chunk that never arrives fails after 120 s with an error naming the chunk', async ({ page, context }) => {
    // The trucks remote's exposed chunk hangs (never answered); nothing else is touched.
    await context.route('**/remotes/trucks/__federation_expose_Module*.js', () => undefined);
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(moduleFooter(page)).toContainText('dashboard');
    await followNavLink(page, 'Trucks');
    // The remote's entry has run (its container is global); only the exposed chunk is outstanding.
    await page.waitForFunction(() => 'trucks' in window);
    // The chunks loaded beside it have arrived (the runtime removes a script's tag once it completes), so the
    // clock below can only time out the hung one.
    await page.waitForFunction(() => {
      const pending = [...document.querySelectorAll<HTMLScriptElement>('script[src*="/remotes/trucks/"]')];
      return pending.length > 0 && pending.every((script) => script.src.includes('__federation_expose_Module'));
    });
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await page.clock.runFor(119_000);
    await expect(failurePanel(page, 'Trucks')).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(failurePanel(page, 'Trucks')).toBeVisible();
    // The runtime's message, folded under the panel's technical details, names the chunk.
    await expect(failurePanel(page, 'Trucks')).toContainText(/__federation_expose_Module/);
  });
});

test("an API answering 504 shows 'API services are currently Offline'", async ({ page, context }) => {
  await context.route('**/v1/api/user-manager/login', (route) => route.fulfill({ status: 504, body: 'Gateway Timeout' }));
  await page.goto('/login');
  await logIn(page, DEMO.shipper);
  await expect(page.getByText('API services are currently Offline')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('pointer input is blocked while a request runs', async ({ page, context }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/v1/api/user-manager/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await logIn(page, DEMO.shipper);
  await expect(page.locator('body')).toHaveClass(/api-busy/);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('body')).not.toHaveClass(/api-busy/);
});
