import type { Page } from '@playwright/test';
import type { LoadListItem, LoadListResponseData } from '@freight/contracts';
import { shipperApi, type ShipperApi } from './support/shipper-api';
import { expect, test } from './support/test';

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });
const unique = () => Math.random().toString(36).slice(2, 7);
const pad = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM-DD` of a local day (the browser runs in this machine's time zone too). */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test.use({ role: 'shipper' });

const COLUMNS = [
  'reference_number',
  'commodity',
  'weight',
  'equipment',
  'pickup_name',
  'pickup_street',
  'pickup_city',
  'pickup_state',
  'pickup_postal_code',
  'pickup_start',
  'pickup_end',
  'delivery_name',
  'delivery_street',
  'delivery_city',
  'delivery_state',
  'delivery_postal_code',
  'delivery_start',
  'delivery_end',
];

/** A file of 50 loads (Chicago → Indianapolis, one a day from in 10 days); rows 8 and 31 (counted under the header) are wrong. */
function csvOf50(prefix: string): string {
  const lines = [COLUMNS.join(',')];
  for (let row = 1; row <= 50; row += 1) {
    const pickup = new Date();
    pickup.setDate(pickup.getDate() + 10 + row);
    const day = localDay(pickup);
    const next = new Date(pickup);
    next.setDate(next.getDate() + 1);
    const values: Record<string, string> = {
      reference_number: `${prefix}-${pad(row)}`,
      commodity: 'E2E bulk paper',
      weight: '12000',
      equipment: 'dry_van',
      pickup_name: 'Chicago dock',
      pickup_street: '1 Industrial Way',
      pickup_city: 'Chicago',
      pickup_state: 'IL',
      pickup_postal_code: '60607',
      pickup_start: `${day} 08:00`,
      pickup_end: `${day} 12:00`,
      delivery_name: 'Indianapolis dock',
      delivery_street: '2 Market St',
      delivery_city: 'Indianapolis',
      delivery_state: 'IN',
      delivery_postal_code: '46204',
      delivery_start: `${localDay(next)} 08:00`,
      delivery_end: `${localDay(next)} 16:00`,
    };
    if (row === 8) values.pickup_postal_code = '';
    // Delivered the day before it is picked up.
    if (row === 31) values.delivery_start = `${localDay(new Date(pickup.getTime() - 86_400_000))} 08:00`;
    lines.push(COLUMNS.map((column) => values[column]).join(','));
  }
  return lines.join('\n');
}

/** The shipper's loads whose reference (or id, commodity, city) holds `search`, through the API. */
async function loadsMatching(api: ShipperApi, search: string): Promise<LoadListItem[]> {
  const page = await api.post<LoadListResponseData>('load-manager/load-list', { page: 1, limit: 100, search, sort: 'pickupDate' });
  return page.items;
}

test('a CSV of 50 loads with two bad rows: the rows and cells are shown, nothing is created; without them the 48 are created', async ({ page, request }) => {
  const api = await shipperApi(request);
  const prefix = `E2EBULK${unique()}`;
  await page.goto('/bulk-loads-schedule');
  await expect(page.getByRole('heading', { name: 'Bulk loads and schedules' })).toBeVisible();
  const input = page.getByLabel('Choose a CSV or Excel (.xlsx) file');
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name: 'loads.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf50(prefix)) });

  await expect(page.getByText('Rows: 50. Rows with errors: 2.')).toBeVisible();
  const errors = page.locator('.bulk-errors');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Row 8, pickup_postal_code: Required',
    'Row 31, delivery_start: The delivery starts before the pickup',
  ]);
  await expect(page.getByLabel('Row 8, pickup_postal_code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Row 31, delivery_start')).toHaveAccessibleDescription('The delivery starts before the pickup');
  await expect(page.getByRole('button', { name: 'Create all loads (50)' })).toBeDisabled();
  expect(await loadsMatching(api, prefix.toLowerCase())).toHaveLength(0);

  await page.getByRole('button', { name: 'Remove the rows with errors (2)' }).click();
  await expect(page.getByText('Rows: 48.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create all loads (48)' }).click();
  await expect(toast(page, '48 Loads Successfully Added')).toBeVisible();
  await expect(page.getByText('Loads created: 48')).toBeVisible();

  const created = await loadsMatching(api, prefix.toLowerCase());
  expect(created).toHaveLength(48);
  expect(created.every((load) => load.status === 'pending' && load.origin.city === 'Chicago' && load.destination.city === 'Indianapolis')).toBe(true);

  // They are in the loads list like any other load.
  await page.getByRole('link', { name: 'Go to the loads list' }).click();
  await expect(page).toHaveURL(/\/loads$/);
  // One of them, found by its load id (the 48 share one creation time, so their order on a page of 20 is not fixed).
  const one = created[0]!.loadId;
  await page.goto(`/loads?q=${one}`);
  await expect(page.getByRole('link', { name: new RegExp(`^(View|Edit) ${one}$`) })).toBeVisible();
});

test('a schedule "every Monday for 8 weeks" creates 8 loads on the right Mondays', async ({ page, request }) => {
  const api = await shipperApi(request);
  const reference = `E2ESCH${unique()}`;
  // The first Monday at least a week away.
  const monday = new Date();
  monday.setDate(monday.getDate() + 7 + ((8 - monday.getDay()) % 7));
  const mondays = Array.from({ length: 8 }, (_, week) => localDay(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7 * week)));

  await page.goto('/bulk-loads-schedule');
  const schedule = page.getByRole('region', { name: 'Schedule a recurring load' });
  const origin = schedule.getByLabel('Pickup address', { exact: true });
  // The address book's first page has arrived (the placeholder is option 1).
  await expect(origin.locator('option').nth(1)).toBeAttached();
  const values = await origin.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await origin.selectOption(values[0]!);
  const destination = schedule.getByLabel('Delivery address', { exact: true });
  await expect(destination.locator('option').nth(1)).toBeAttached();
  await destination.selectOption(values[1] ?? values[0]!);
  await schedule.getByLabel('Commodity', { exact: true }).fill('E2E weekly water');
  await schedule.getByLabel('Weight', { exact: true }).fill('30000');
  await schedule.getByLabel('Reference', { exact: true }).fill(reference);

  await expect(schedule.getByLabel('Monday')).toBeChecked();
  await schedule.getByLabel('Starting on').fill(mondays[0]!);
  await schedule.getByLabel('Number of loads (at most 104)').fill('8');
  const preview = schedule.getByRole('region', { name: 'Dates' });
  await expect(preview.getByText('Loads to create: 8')).toBeVisible();
  await expect(preview.locator('li[data-date]')).toHaveCount(8);
  expect(await preview.locator('li[data-date]').evaluateAll((items) => items.map((item) => item.getAttribute('data-date')))).toEqual(mondays);

  await schedule.getByRole('button', { name: 'Create the loads (8)' }).click();
  await expect(toast(page, 'Schedule created: 8 Loads Successfully Added')).toBeVisible();
  await expect(schedule.getByText('Loads created: 8')).toBeVisible();

  const created = await loadsMatching(api, reference.toLowerCase());
  expect(created).toHaveLength(8);
  expect(created.map((load) => localDay(new Date(load.pickupDate)))).toEqual(mondays);
  expect(created.every((load) => new Date(load.pickupDate).getHours() === 8 && new Date(load.pickupDate).getMinutes() === 0)).toBe(true);
});

test.describe('on a phone', () => {
  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
  test.use(PHONE);

  test('the preview of a file with a bad row and the schedule form fit a 390 px screen', async ({ page }) => {
    await page.goto('/bulk-loads-schedule');
    const input = page.getByLabel('Choose a CSV or Excel (.xlsx) file');
    await expect(input).toBeEnabled();
    const csv = csvOf50(`E2EPHONE${unique()}`).split('\n').slice(0, 9).join('\n');
    await input.setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Rows: 8. Rows with errors: 1.')).toBeVisible();
    await expect(page.getByLabel('Row 8, pickup_postal_code')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dates' }).getByText('Loads to create: 8')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the page is ${width}px wide`).toBeLessThanOrEqual(PHONE.viewport.width);
  });
});
