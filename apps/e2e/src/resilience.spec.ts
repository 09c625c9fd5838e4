import { expect, test } from '@playwright/test';
import { logIn, logInToDashboard, moduleFooter } from './support/app';
import { DEMO } from './support/env';

test('a remote whose files fail shows its retry panel, the rest keeps working, and retry brings it back', async ({ page }) => {
  await logInToDashboard(page, DEMO.admin);
  await page.route('**/remotes/address/**', (route) => route.abort('failed'));

  await page.getByRole('navigation').getByRole('link', { name: 'Address book' }).click();
  await expect(page.getByText('The address module could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The rest of the app keeps working.
  await page.getByRole('navigation').getByRole('link', { name: 'Loads' }).click();
  await expect(moduleFooter(page)).toContainText('loads');
  await page.getByRole('navigation').getByRole('link', { name: 'Address book' }).click();
  await expect(page.getByText('The address module could not be loaded.')).toBeVisible();

  // The files come back; retry really reloads the remote.
  await page.unroute('**/remotes/address/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(moduleFooter(page)).toContainText('address');
  await expect(page.getByText('Address book', { exact: true }).last()).toBeVisible();
});

test('a chunk that never arrives fails after 120 s with an error naming the chunk', async ({ page }) => {
  await page.clock.install();
  await logInToDashboard(page, DEMO.admin);
  // The exposed module's chunk hangs; nothing else is touched.
  await page.route('**/remotes/trucks/__federation_expose_Module*.js', () => undefined);
  await page.getByRole('navigation').getByRole('link', { name: 'Trucks' }).click();
  // The remote's entry has run (its container is global); only the exposed chunk is outstanding.
  await page.waitForFunction(() => 'trucks' in window);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await page.clock.runFor(119_000);
  await expect(page.getByText('The trucks module could not be loaded.')).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(page.getByText('The trucks module could not be loaded.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /__federation_expose_Module/ })).toBeVisible();
});

test("an API answering 504 shows 'API services are currently Offline'", async ({ page }) => {
  await page.route('**/v1/api/user-manager/login', (route) => route.fulfill({ status: 504, body: 'Gateway Timeout' }));
  await page.goto('/login');
  await logIn(page, DEMO.shipper);
  await expect(page.getByText('API services are currently Offline')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('pointer input is blocked while a request runs', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/api/user-manager/login', async (route) => {
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
