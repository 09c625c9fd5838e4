import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import {
  addDays,
  type OrderDetailView,
  type OrdersCountResponse,
  type ReportFiltersResponse,
  type ReportRequest,
  type ReportResponse,
} from '@freight/contracts';
import { expect, test } from './support/test';
import { interstateOrder } from './support/order-api';
import { shipperApi } from './support/shipper-api';
import { DEMO } from './support/env';

/**
 * /reports (login only) as the demo shipper: a report by lane filtered to one lane (the choice in the URL), its
 * figures equal to the API's, and its CSV export holding exactly the figures on screen; an order driven to paid counted
 * by day with its carrier; the printable view; the screen at 390 px.
 */
test.use({ role: 'shipper' });

const DAY = 24 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

/** The browser's today and the 90 days up to it: the report's default range. */
const defaultRange = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const to = day(now);
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return { from, to };
  });

/** Every cell of a table row as the reader sees it. */
const cellsOf = (row: Locator) => row.locator('th, td').allTextContents();

/** A figure as the screen writes it ("$5,550.01", "66.7%", "2,345.7", "—"), read as the CSV's plain number. */
const numberOf = (text: string) => (text.trim() === '—' ? '' : String(Number(text.replace(/[^0-9.-]/g, ''))));
const csvNumber = (cell: string) => (cell === '' ? '' : String(Number(cell)));

test('a report by lane, filtered to one lane, matches the API and its CSV export matches the screen', async ({ page, request }) => {
  const api = await shipperApi(request);
  await page.goto('/reports?group=lane');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const range = await defaultRange(page);

  // The lane with the most delivered loads in the range (the demo world delivers on its lanes every week).
  const all = await api.post<ReportResponse>('report-manager/report', { side: 'shipper', groupBy: 'lane', ...range } satisfies ReportRequest);
  const filters = await api.get<ReportFiltersResponse>('report-manager/report-filters?side=shipper');
  const lanes = all.rows.filter((row) => filters.lanes.some((lane) => lane._id === row.key)).sort((a, b) => b.loads - a.loads);
  expect(lanes.length).toBeGreaterThan(1);
  const lane = lanes[0]!;
  const laneName = filters.lanes.find((choice) => choice._id === lane.key)!.name;

  // The whole report first: one row per lane, then the filter narrows it to the chosen lane, in the URL.
  await expect(page.getByTestId('report-row')).toHaveCount(all.rows.length);
  await page.getByRole('combobox', { name: 'Lane' }).selectOption(lane.key);
  await expect(page).toHaveURL(new RegExp(`[?&]lane=${lane.key}(&|$)`));
  const rows = page.getByTestId('report-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('th')).toHaveText(lane.label);
  await expect(page.getByText(`Lane: ${laneName}`, { exact: false })).toBeVisible();

  // The screen's figures are the API's for that lane.
  const filtered = await api.post<ReportResponse>('report-manager/report', {
    side: 'shipper',
    groupBy: 'lane',
    ...range,
    laneId: lane.key,
  } satisfies ReportRequest);
  expect(filtered.rows).toHaveLength(1);
  expect(filtered.rows[0]!.loads).toBe(lane.loads);
  const headers = await page.locator('.report-table thead th').allTextContents();
  const screenRow = await cellsOf(rows.first());
  const screenTotals = await cellsOf(page.getByTestId('report-totals'));
  expect(headers.slice(0, 2)).toEqual(['Lane', 'Loads']);
  expect(screenRow[1]).toBe(String(lane.loads));
  const usd = filtered.rows[0]!.money.find((money) => money.currency === 'USD');
  if (usd) expect(numberOf(screenRow[headers.indexOf('Spend (USD)')]!)).toBe(String(usd.amountCents / 100));
  expect(headers).toEqual(expect.arrayContaining(['CO2e (kg)', 'g CO2e/t-km', 'On-time pickup (%)', 'On-time delivery (%)', 'Average delay (min)']));

  // A reload shows the same report (every choice is in the URL).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Lane' })).toHaveValue(lane.key);
  await expect(rows).toHaveCount(1);

  // The export: exactly the table on screen, the row then the totals, the same headers.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-lane-${range.from}-${range.to}.csv`);
  await expect(page.getByText(`Lines exported: 2. File: ${download.suggestedFilename()}`)).toBeVisible();
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(header).toEqual(headers);
  expect(lines).toHaveLength(2);
  for (const [line, onScreen] of [
    [lines[0]!, screenRow],
    [lines[1]!, screenTotals],
  ] as const) {
    expect(line[0]).toBe(onScreen[0]);
    expect(line.slice(1).map(csvNumber)).toEqual(onScreen.slice(1).map(numberOf));
  }
});

test('an order driven to paid (with an approved accessorial) counts in the report by day with its carrier, as on the dashboard', async ({ page, request }) => {
  const order = await interstateOrder(request);
  const { shipper, carrier } = order;
  const utcToday = new Date().toISOString().slice(0, 10);
  const range = { from: addDays(utcToday, -1), to: addDays(utcToday, 1) };
  const filters = await shipper.get<ReportFiltersResponse>('report-manager/report-filters?side=shipper');
  const interstate = filters.carriers.find((choice) => choice.name.startsWith('Interstate'))!;
  const byDay = () =>
    shipper.post<ReportResponse>('report-manager/report', {
      side: 'shipper',
      groupBy: 'period',
      period: 'day',
      ...range,
      carrierId: interstate._id,
    } satisfies ReportRequest);
  const completed = async () => (await shipper.get<OrdersCountResponse>('dashboard-manager/orders-count/completed?side=shipper')).counts.completed!;
  const before = { report: await byDay(), completed: await completed() };

  // The calls the order's screens make, in order: accept, assign, the driver's steps, an accessorial, invoice, paid.
  const { _id } = await carrier.get<OrderDetailView>(`order-manager/get-order-detail/${order.orderId}`);
  await carrier.post('order-manager/order-accept-by-fleet', { _id });
  await carrier.post('order-manager/order-assign-by-fleet', { _id, truckerId: order.truck._id });
  for (const status of ['at_pickup', 'in_transit', 'at_delivery', 'delivered'])
    await carrier.post(`order-manager/orderdetail-update-status/${_id}`, { status });
  const requested = await carrier.post<OrderDetailView>('order-manager/update-accessorial', {
    action: 'request',
    orderId: _id,
    code: 'detention',
    amountCents: 7_525,
  });
  await shipper.post('order-manager/update-accessorial', { action: 'approve', orderId: _id, accessorialId: requested.accessorials[0]!._id });
  await carrier.post('order-manager/send-invoice', { _id });
  await shipper.post('order-manager/rate-paid-order/shipper', { _id, rating: 5 });

  const after = await byDay();
  const usd = (report: ReportResponse) => report.totals.money.find((money) => money.currency === 'USD')?.amountCents ?? 0;
  expect(after.totals.loads).toBe(before.report.totals.loads + 1);
  expect(usd(after)).toBe(usd(before.report) + order.rate * 100 + 7_525);
  expect(await completed()).toBe(before.completed + 1);

  // The screen shows the API's figures.
  await page.goto(`/reports?group=period&period=day&from=${range.from}&to=${range.to}&carrier=${interstate._id}`);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-row')).toHaveCount(after.rows.length);
  await expect(page.getByTestId('report-totals').locator('td').first()).toHaveText(String(after.totals.loads));
});

test('the printable view: the report alone, the whole table on paper', async ({ page }) => {
  await page.goto('/reports?group=period&period=month');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.topbar')).toBeHidden();
  await expect(page.locator('.reports-controls')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.locator('.report-table')).toBeVisible();
  // On paper the table is not cut to a scrolling box.
  expect(await page.locator('.report-table-box').evaluate((box) => getComputedStyle(box).overflowX)).toBe('visible');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.topbar')).toBeVisible();
});

test('a range whose end is before its start is named, not asked for', async ({ page }) => {
  const today = new Date();
  const to = `${today.getUTCFullYear()}-${two(today.getUTCMonth() + 1)}-${two(today.getUTCDate())}`;
  const from = new Date(today.getTime() + 2 * DAY).toISOString().slice(0, 10);
  await page.goto(`/reports?from=${from}&to=${to}`);
  await expect(page.getByRole('alert')).toHaveText('The end of the range must not be before its start.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test.describe('as the carrier (carrier@demo.test: the same company, the carrier side)', () => {
  test.use({ role: 'carrier' });

  test('the revenue of the loads it carried, by customer, as the API counts them', async ({ page, request }) => {
    const api = await shipperApi(request, DEMO.carrier);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Loads we carry' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Customer' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Carrier' })).toHaveCount(0);
    const range = await defaultRange(page);
    const report = await api.post<ReportResponse>('report-manager/report', { side: 'carrier', groupBy: 'customer', ...range } satisfies ReportRequest);
    expect(report.rows.length).toBeGreaterThan(0);
    await expect(page.getByTestId('report-row')).toHaveCount(report.rows.length);
    const headers = await page.locator('.report-table thead th').allTextContents();
    expect(headers[0]).toBe('Customer');
    expect(headers.some((header) => header.startsWith('Revenue ('))).toBe(true);
    await expect(page.getByTestId('report-totals').locator('td').first()).toHaveText(String(report.totals.loads));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/reports never scrolls sideways: the table scrolls inside its own box', async ({ page }) => {
    await page.goto('/reports?group=lane');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = page.locator('.report-table-box');
    await expect(box).toHaveAttribute('role', 'region');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});
