import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });
const unique = () => Math.random().toString(36).slice(2, 7);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

// Map tiles are blank images in the tests (support/test.ts), set up before any page opens.
test.use({ role: 'shipper' });

/** A `datetime-local` value `days` from now at `hour` o'clock (the browser's time zone). */
function at(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

/** Fills the load form with two stops: the first from the address book, the second typed in. */
async function fillTwoStopLoad(page: Page, commodity: string) {
  const address = page.getByLabel('Address (stop 1)');
  await expect(address.locator('option')).not.toHaveCount(1);
  const values = await address.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await address.selectOption(values[0]!);
  // The stop fills from the address book.
  await expect(page.getByLabel('City (stop 1)', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Window start (stop 1)').fill(at(2, 8));
  await page.getByLabel('Window end (stop 1)').fill(at(2, 12));

  await page.getByLabel('From (stop 2)').selectOption('typed');
  await page.getByLabel('Name (stop 2)', { exact: true }).fill('E2E Crossdock');
  await page.getByLabel('Street (stop 2)', { exact: true }).fill('100 Commerce St');
  await page.getByLabel('City (stop 2)', { exact: true }).fill('Dallas');
  await page.getByLabel('State or province (stop 2)', { exact: true }).fill('TX');
  await page.getByLabel('Postal code (stop 2)', { exact: true }).fill('75201');
  await page.getByLabel('Window start (stop 2)').fill(at(3, 8));
  await page.getByLabel('Window end (stop 2)').fill(at(3, 16));

  await page.getByLabel('Commodity', { exact: true }).fill(commodity);
  await page.getByLabel('Weight', { exact: true }).fill('12000');
  await page.getByLabel('Pallets', { exact: true }).fill('10');
  await page.getByLabel('Rate', { exact: true }).fill('1850');
}

test('create a two-stop load, find it under its tab, edit it, and see trucks near it', async ({ page }) => {
  const commodity = `E2E paper ${unique()}`;
  await page.goto('/loads');
  await expect(page.getByRole('heading', { name: 'Loads', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Loads by status' })).toBeVisible();

  await page.getByRole('link', { name: 'Add load' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add load' })).toBeVisible();
  // Adding a third stop and removing it again leaves the two stops in order.
  await page.getByRole('button', { name: 'Add delivery' }).click();
  await expect(page.getByRole('group', { name: 'Stop 3: Delivery' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Stop 3: Delivery' }).click();
  await expect(page.getByRole('group', { name: 'Stop 3: Delivery' })).toHaveCount(0);
  await fillTwoStopLoad(page, commodity);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Load Successfully Added')).toBeVisible();
  await expect(page).toHaveURL(/\/loads$/);

  // A new load is pending: it is listed under that tab.
  await page
    .getByRole('navigation', { name: 'Loads by status' })
    .getByRole('link', { name: /^Pending/ })
    .click();
  await expect(page).toHaveURL(/group=pending/);
  await page.getByLabel('Search', { exact: true }).fill(commodity);
  const row = page.getByTestId('table-row').filter({ hasText: 'Dallas, TX' });
  await expect(row).toHaveCount(1);
  const loadLink = row.getByRole('link', { name: /^L-\d+$/ });
  const loadId = (await loadLink.textContent())!;

  await loadLink.click();
  await expect(page.getByRole('heading', { name: `Edit load ${loadId}` })).toBeVisible();
  await expect(page.getByLabel('Commodity', { exact: true })).toHaveValue(commodity);
  await expect(page.getByLabel('City (stop 2)', { exact: true })).toHaveValue('Dallas');
  await page.getByLabel('Reference number', { exact: true }).fill(`REF-${unique()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Load Successfully Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/loads\?/);

  // Trucks near it: the list of free trucks, nearest first, on the map.
  await page.getByLabel('Search', { exact: true }).fill(commodity);
  await page
    .getByTestId('table-row')
    .filter({ hasText: loadId })
    .getByRole('link', { name: `Trucks nearby ${loadId}` })
    .click();
  await expect(page.getByRole('heading', { name: `Trucks near load ${loadId}` })).toBeVisible();
  await page.getByLabel('Within').selectOption('3000');
  await expect(page.getByTestId('near-truck').first()).toBeVisible();
  await expect(page.getByTestId('near-truck').first()).toContainText(/\d mi/);
  await expect(page.getByRole('region', { name: `Map of the trucks near load ${loadId}` })).toBeVisible();
});

test('a load past the point of editing shows why, and offers no Save', async ({ page }) => {
  await page.goto('/loads?group=active');
  const row = page.getByTestId('table-row').first();
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /^View L-\d+$/ }).click();
  await expect(page.getByTestId('not-editable')).toHaveText(/^The load can no longer be edited: it is (assigned|in transit)$/);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the load list, the load form and trucks near a load fit a 390 px screen', async ({ page }) => {
    const noSidewaysScroll = async (when: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `the page is ${width}px wide ${when}`).toBeLessThanOrEqual(PHONE.viewport.width);
    };
    await page.goto('/loads');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await noSidewaysScroll('on /loads');
    // A human id stays on one line (no break after "L-"): one line high.
    const idBox = await page.getByTestId('table-row').first().locator('.human-id').first().boundingBox();
    const fontSize = await page
      .getByTestId('table-row')
      .first()
      .locator('.human-id')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(idBox!.height).toBeLessThan(fontSize * 1.8);
    const trucksHref = await page
      .getByRole('link', { name: /^Trucks nearby L-\d+$/ })
      .first()
      .getAttribute('href');

    await page.goto('/loads/addload');
    await expect(page.getByLabel('Address (stop 1)')).toBeVisible();
    await noSidewaysScroll('on /loads/addload');

    await page.goto(trucksHref!);
    await expect(page.getByRole('heading', { name: /^Trucks near load L-\d+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Trucks near load L-\d+$/ }).locator('.human-id')).toHaveCSS('white-space', 'nowrap');
    await expect(
      page
        .getByTestId('near-truck')
        .first()
        .or(page.getByText(/^No free truck within/))
        .or(page.getByRole('alert')),
    ).toBeVisible();
    await noSidewaysScroll('on /loads/near-truck');
  });
});
