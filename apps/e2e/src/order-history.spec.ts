import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { OrderListItem, OrderListRequest, OrderListResponseData, PurchaseOrderListResponseData } from '@freight/contracts';
import { expect, test } from './support/test';
import { shipperApi, type ShipperApi } from './support/shipper-api';

/**
 * /order/history (closed orders: filters in the URL, the CSV export of the whole filtered list, a row opening the
 * shared order detail) and /order/purchase-orders/list, as the demo shipper (module salesOrders).
 */
test.use({ role: 'shipper' });

const DAY = 24 * 60 * 60 * 1000;
/** A day well in the past: the orders other specs mark paid while this one runs are delivered later than it. */
const PAST_DAY = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);

/** Every order of the list `request` describes, page after page (what the export must hold). */
async function wholeList(api: ShipperApi, request: OrderListRequest): Promise<OrderListItem[]> {
  const items: OrderListItem[] = [];
  for (let page = 1; page < 200; page++) {
    const data = await api.post<OrderListResponseData>('order-manager/order-list', { ...request, page, limit: 100 });
    items.push(...data.items);
    if (items.length >= data.total || data.items.length === 0) break;
  }
  return items;
}

/** The browser's today (the export names its file with it). */
const browserDay = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

test('filter the order history, export the whole filtered list to CSV, and open an order from a row', async ({ page, request }) => {
  const api = await shipperApi(request);
  const expected = await wholeList(api, { scope: 'history', status: 'paid', to: PAST_DAY });
  // More than one page of 10: the file must hold every page, not only the one on screen.
  expect(expected.length).toBeGreaterThan(10);

  await page.goto('/order/history?limit=10');
  await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();

  // The filters go to the URL (a reload or a shared link shows the same list).
  await page.getByLabel('Status').selectOption('paid');
  await page.getByLabel('Delivered to').fill(PAST_DAY);
  await expect(page).toHaveURL(new RegExp(`[?&]status=paid(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${PAST_DAY}(&|$)`));
  await expect(page).toHaveURL(/[?&]limit=10(&|$)/);
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(`(${expected.length} in all)`, { exact: false })).toBeVisible();
  for (const row of await rows.all()) await expect(row.locator('.badge').first()).toHaveText('Paid');
  const onScreen = await rows.evaluateAll((elements) => elements.map((row) => row.querySelector('.human-id')?.textContent ?? ''));

  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('paid');
  await expect(page.getByLabel('Delivered to')).toHaveValue(PAST_DAY);
  await expect(rows).toHaveCount(10);

  // The export: one file named with the day, every order of the filtered list (all pages), and nothing else.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`order-history-${await browserDay(page)}.csv`);
  await expect(page.getByText(`Orders exported: ${expected.length}. File: ${download.suggestedFilename()}`)).toBeVisible();
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(header).toEqual([
    'Order',
    'Load',
    'Status',
    'Counterparty',
    'Origin',
    'Destination',
    'Pickup',
    'Delivery',
    'Total',
    'Currency',
    'Invoice',
    'Paid',
    'Truck',
  ]);
  expect(lines.map((line) => line[0]).sort()).toEqual(expected.map((order) => order.orderId).sort());
  expect(lines.every((line) => line[2] === 'Paid' && line[11] === 'Yes')).toBe(true);
  // Delivered on or before the chosen day, and the screen's first page is in it.
  expect(lines.every((line) => line[7]!.slice(0, 10) <= PAST_DAY)).toBe(true);
  expect(lines.map((line) => line[0])).toEqual(expect.arrayContaining(onScreen));
  // Amounts are exact decimals of the API's cents.
  const byId = new Map(expected.map((order) => [order.orderId, order]));
  for (const line of lines.slice(0, 20)) expect(Math.round(Number(line[8]) * 100)).toBe(byId.get(line[0]!)!.totalCents);

  // A row opens the shared order detail over the list; closing it keeps the list's filters.
  const first = onScreen[0]!;
  await page.getByRole('button', { name: `Open order ${first}` }).click();
  await expect(page).toHaveURL(/[?&]order=[0-9a-f-]{36}/);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toContainText(first);
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]order=/);
  await expect(page).toHaveURL(/[?&]status=paid(&|$)/);
});

test('the purchase orders list: search and status in the URL, each with its containers and ports', async ({ page, request }) => {
  const api = await shipperApi(request);
  const inTransit = await api.post<PurchaseOrderListResponseData>('purchase-manager/purchase-order-list', { status: 'in_transit', limit: 100 });
  expect(inTransit.total).toBeGreaterThan(0);

  await page.goto('/order/purchase-orders/list');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  await page.getByLabel('Status').selectOption('in_transit');
  await expect(page).toHaveURL(/[?&]status=in_transit(&|$)/);
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(Math.min(inTransit.total, 20));
  for (const row of await rows.all()) await expect(row.locator('.badge').first()).toHaveText('In transit');

  const sample = inTransit.items[0]!;
  await page.getByLabel('Search').fill(sample.poNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${sample.poNumber}(&|$)`));
  const row = rows.filter({ hasText: sample.poNumber }).first();
  await expect(row).toContainText(`${sample.originPort} → ${sample.destinationPort}`);
  await expect(row).toContainText(sample.supplier.name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { path, heading } of [
    { path: '/order/history', heading: 'Order history' },
    { path: '/order/purchase-orders/list', heading: 'Purchase orders' },
  ]) {
    test(`${path} shows cards and never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('table-row').first()).toBeVisible();
      await expect(page.locator('table.table-cards')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
