import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addTwoStopLoad, farPickupDay, shipperApi } from './support/shipper-api';

/**
 * The load board (/searchload) as a partner carrier's dispatcher uses it (Interstate Haulers LLC): a load the demo
 * shipper broadcast (through the API, in the test's setup) is found near its origin on its pickup day, and accepted.
 */
test.use({ role: 'interstate' });

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });

test('a broadcast load is found near its origin on /searchload and accepted by a carrier', async ({ page, request }) => {
  const shipper = await shipperApi(request);
  const day = farPickupDay();
  const load = await addTwoStopLoad(shipper, day);
  await shipper.post(`load-manager/broadcast-load/${load._id}`, {});

  await page.goto('/searchload');
  await expect(page.getByRole('heading', { level: 1, name: 'Load board' })).toBeVisible();
  await page.getByLabel('Origin', { exact: true }).fill('60607');
  await page.getByRole('search', { name: 'Near the origin' }).getByRole('button', { name: 'Find' }).click();
  await expect(page.getByLabel('Origin', { exact: true })).toHaveValue('Chicago, IL 60607');
  await page.getByLabel('Origin radius').selectOption({ label: 'Within 25 mi' });
  await page.getByLabel('Pickup from').fill(day);
  await page.getByLabel('Pickup until').fill(day);
  // The search lives in the address: a reload or a shared link shows the same board.
  await expect(page).toHaveURL(/fromLat=41\.\d+&fromLng=-87\.\d+&fromRadius=25&pickupFrom=/);
  await expect(page).toHaveURL(new RegExp(`pickupFrom=${day}&pickupTo=${day}`));

  const row = page.getByTestId('table-row').filter({ hasText: load.loadId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Chicago, IL');
  await expect(row).toContainText(/\(\d+\.\d mi away\)/);
  await expect(row).toContainText('$1,750.00');
  await expect(page.getByRole('region', { name: 'Loads on the map' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('table-row').filter({ hasText: load.loadId })).toHaveCount(1);

  await page.getByRole('button', { name: `Accept load ${load.loadId}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Accept load ${load.loadId} from Chicago, IL to Indianapolis, IN at $1,750.00?`);
  await dialog.getByRole('button', { name: 'Accept load' }).click();
  await expect(toast(page, 'Load has been successfully accepted')).toBeVisible();
  // Taken: it leaves the board, and the shipper's load has its carrier.
  await expect(page.getByTestId('table-row').filter({ hasText: load.loadId })).toHaveCount(0);
  const after = await shipper.get<{ status: string; carrierCompanyId?: string | null }>(`load-manager/load-detail/${load._id}`);
  expect(after.status).toBe('accepted');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the board fits a 390 px screen: the loads as cards, no sideways scroll', async ({ page }) => {
    await page.goto('/searchload');
    await expect(page.getByRole('heading', { level: 1, name: 'Load board' })).toBeVisible();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    // The search is folded under "Filters": the first load shows on the first screen.
    await expect(page.getByLabel('Origin', { exact: true })).toBeHidden();
    const firstRow = await page.getByTestId('table-row').first().boundingBox();
    expect(firstRow?.y ?? Infinity).toBeLessThan(844);
    await page.getByText('Filters', { exact: true }).click();
    await expect(page.getByLabel('Origin', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loads on the map' })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `the page is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  });
});
