import type { Page, Response } from '@playwright/test';
import type { Address, Page as ListPage, Warehouse } from '@freight/contracts';
import { DEMO } from './support/env';
import { addTwoStopLoad, dayOf, shipperApi } from './support/shipper-api';
import { expect, test } from './support/test';

/**
 * The carrier (carrier@demo.test: dashboard, carrier and schedule, neither the address book nor sales orders) opens
 * the screens it may open without one refused call: a screen asks only for what its user may read.
 */
test.use({ role: 'carrier' });

const DAY = 24 * 60 * 60 * 1000;

/** Every API answer 403 while the page is open, as "METHOD path". */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/v1/api/') && response.status() === 403) refused.push(`${response.request().method()} ${url.pathname}`);
  });
  return refused;
}

async function expectNoRefusal(page: Page, refused: string[]) {
  // Every call the screen starts has been answered once the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await expect(page.locator('.toaster .toast')).toHaveCount(0);
}

test('the load form, new and edited, asks only for what the carrier may read', async ({ page, request }) => {
  // A load of the company (the carrier's too) whose stops come from the address book and a warehouse.
  const shipper = await shipperApi(request, DEMO.shipper);
  const addresses = await shipper.post<ListPage<Address>>('address-manager/address-list', { page: 1, limit: 1 });
  const warehouses = await shipper.post<ListPage<Warehouse>>('warehouse-manager/warehouse-list', { page: 1, limit: 1 });
  const first = await addTwoStopLoad(shipper, dayOf(new Date(Date.now() + 5 * DAY)));
  const load = await addTwoStopLoad(shipper, dayOf(new Date(Date.now() + 5 * DAY)), {
    stops: first.stops.map((stop, index) => ({
      type: stop.type,
      name: stop.name,
      street1: stop.street1,
      city: stop.city,
      state: stop.state,
      postalCode: stop.postalCode,
      windowStart: stop.windowStart,
      windowEnd: stop.windowEnd,
      ...(index === 0 ? { addressId: addresses.items[0]!._id } : { warehouseId: warehouses.items[0]!._id }),
    })),
  });

  const refused = refusedCalls(page);
  await page.goto('/loads/addload');
  await expect(page.getByRole('heading', { name: 'Add load' })).toBeVisible();
  // The carrier types its stops in (the address book needs the address permission).
  await expect(page.getByLabel('From (stop 2)')).toHaveValue('typed');
  await expectNoRefusal(page, refused);

  await page.goto(`/loads/editload/${load._id}`);
  await expect(page.getByLabel('City (stop 1)', { exact: true })).toHaveValue('Chicago');
  await expectNoRefusal(page, refused);
});

test('bulk loads and their schedule ask only for what the carrier may read', async ({ page }) => {
  const refused = refusedCalls(page);
  await page.goto('/bulk-loads-schedule');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoRefusal(page, refused);
});

test('the defaults ask only for what the carrier may read', async ({ page }) => {
  const refused = refusedCalls(page);
  await page.goto('/setting/default');
  await expect(page.getByRole('heading', { name: 'Defaults', level: 1 })).toBeVisible();
  // The default pickup is chosen among the company's addresses the settings options list.
  await expect(page.getByLabel('Default pickup address').locator('option')).not.toHaveCount(1);
  await expectNoRefusal(page, refused);
});
