import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { containerCheckDigit, type ContainerLocation, type ContainerTracking, type PurchaseOrderDetail } from '@freight/contracts';
import { E2E_DATA_DIR } from './support/env';
import { expect, test } from './support/test';
import { shipperApi } from './support/shipper-api';

const root = path.resolve(__dirname, '../../..');
/** `npm run containers -- …` against the server under test's database (as support/mail.ts reads the outbox). */
const containersCli = (...args: string[]) =>
  promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/containers-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    timeout: 120_000,
  });

/**
 * /mapbox (the demo containers at sea and in port, clustered, a popup per container) and /purchase-orders/track (by
 * container number or bill of lading, from the URL), as the demo shipper (module purchaseOrders).
 */
test.use({ role: 'shipper' });

/** What the map draws now: the clusters' counts and the single containers' pins (each a Leaflet marker). */
async function drawn(page: Page) {
  const map = page.getByTestId('map');
  const clusters = await map.locator('.map-cluster').allInnerTexts();
  const pins = await map.locator('.map-pin').count();
  return { clusters: clusters.map(Number), pins, total: clusters.map(Number).reduce((sum, count) => sum + count, 0) + pins };
}

test('the map shows every container at sea and in port, clustered; a popup opens its track', async ({ page, request }) => {
  const api = await shipperApi(request);
  const located = await api.post<ContainerLocation[]>('purchase-manager/container-locations', {});
  // The demo world has containers on the ocean lanes and in port.
  expect(located.length).toBeGreaterThan(1);

  await page.goto('/mapbox');
  await expect(page.getByRole('heading', { name: 'Container map', level: 1 })).toBeVisible();
  await expect(page.getByTestId('container-map-summary')).toHaveText(`${located.length} containers on the map`);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-points', String(located.length));
  // Every container is on the map once: the clusters' counts and the single pins add up to the API's total.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect.poll(async () => (await drawn(page)).total).toBe(located.length);

  // The list alternative: the same containers, each with its Track link.
  const list = page.getByRole('region', { name: 'The same containers as a list' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(located.length);
  await expect(list.getByRole('link', { name: `Track ${located[0]!.containerNumber}` })).toHaveAttribute(
    'href',
    `/purchase-orders/track?container=${located[0]!.containerNumber}`,
  );

  // Zoom into clusters (a click zooms to where they split) until a single container's pin shows; its popup.
  for (let step = 0; step < 12 && (await map.locator('.map-pin').count()) === 0; step += 1) {
    await map.locator('.map-cluster').first().click();
    await expect.poll(async () => (await drawn(page)).clusters.length + (await drawn(page)).pins).toBeGreaterThan(0);
  }
  const pin = map.locator('.map-pin').first();
  await pin.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  const track = popup.getByRole('link', { name: /^Track [A-Z]{4}\d{7}$/ });
  const number = ((await track.getAttribute('aria-label')) ?? '').replace('Track ', '');
  const item = located.find((container) => container.containerNumber === number)!;
  expect(item).toBeDefined();
  await expect(popup.getByRole('link', { name: item.purchaseOrder.poNumber })).toBeVisible();
  await expect(popup).toContainText(item.vessel ?? '—');

  // From the keyboard: the popup may still be panning into view, and a pointer aimed before it settles lands on the map.
  await track.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/track\\?container=${number}$`));
  await expect(page.getByRole('heading', { name: 'Track purchase orders', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: `Container ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: 'Milestones' })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Estimated arrival (ETA)' })).toBeVisible();
  await expect(card.getByRole('region', { name: `Map of container ${number}` })).toBeVisible();
});

test("the status filter is in the URL and its count is the API's", async ({ page, request }) => {
  const api = await shipperApi(request);
  const atSea = await api.post<ContainerLocation[]>('purchase-manager/container-locations', { statuses: ['in_transit'] });
  await page.goto('/mapbox');
  await page.getByLabel('Status').selectOption('in_transit');
  await expect(page).toHaveURL(/\/mapbox\?status=in_transit$/);
  if (atSea.length === 0) {
    await expect(page.getByText('No container of an open purchase order has the status “At sea”.')).toBeVisible();
  } else {
    await expect(page.getByTestId('container-map-summary')).toHaveText(atSea.length === 1 ? '1 container on the map' : `${atSea.length} containers on the map`);
    await expect(page.getByTestId('map')).toHaveAttribute('data-points', String(atSea.length));
  }
});

test('tracking by container number and by bill of lading, with the check digit checked before asking', async ({ page, request }) => {
  const api = await shipperApi(request);
  const located = await api.post<ContainerLocation[]>('purchase-manager/container-locations', {});
  const number = located.find((container) => container.status === 'in_transit')?.containerNumber ?? located[0]!.containerNumber;
  const tracking = await api.post<ContainerTracking>('purchase-manager/get-vizion-container', { containerNumber: number });

  await page.goto('/purchase-orders/track');
  await expect(page.getByText('Type a container number or a bill of lading to see where it is.')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Container number' });

  // A wrong check digit: the page says which one is expected, and asks nothing.
  const wrong = `${number.slice(0, 10)}${(Number(number[10]) + 1) % 10}`;
  await field.fill(`${wrong.slice(0, 4).toLowerCase()} ${wrong.slice(4)}`);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?container=${wrong}$`));
  await expect(page.getByRole('alert')).toHaveText(`The check digit of ${wrong} is wrong: the last digit should be ${number[10]} (${number}).`);
  await expect(page.getByRole('article')).toHaveCount(0);

  // The right number, typed with spaces and a dash.
  await field.fill(`${number.slice(0, 4)} ${number.slice(4, 10)}-${number[10]}`);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?container=${number}$`));
  const card = page.getByRole('article', { name: `Container ${number}` });
  await expect(card.getByTestId('container-status')).toBeVisible();
  await expect(card.getByRole('link', { name: tracking.purchaseOrder.poNumber })).toBeVisible();
  const milestones = card.getByRole('region', { name: 'Milestones' }).getByRole('listitem');
  await expect(milestones).toHaveCount(tracking.milestones.length);
  if (tracking.vessel) await expect(card.getByTestId('vessel-voyage')).toContainText(tracking.vessel);

  // A number on none of the company's orders (its check digit right): the server's no-match, translated.
  const unknown = `ZZZU000001${containerCheckDigit('ZZZU000001')}`;
  await page.goto(`/purchase-orders/track?container=${unknown}`);
  await expect(page.getByTestId('track-not-found')).toHaveText(`No container with this number is on your purchase orders (${unknown}).`);

  // By its bill of lading: every container under it.
  if (tracking.billOfLading) {
    const bill = await api.get<{ containers: ContainerTracking[] }>(`integration-manager/purchase-order-tracking/${encodeURIComponent(tracking.billOfLading)}`);
    await page.goto('/purchase-orders/track');
    await page.getByRole('radio', { name: 'Bill of lading' }).check();
    await page.getByRole('textbox', { name: 'Bill of lading' }).fill(tracking.billOfLading.toLowerCase());
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?bol=${tracking.billOfLading}$`));
    await expect(page.getByRole('article')).toHaveCount(bill.containers.length);
    await expect(page.getByRole('article', { name: `Container ${number}` })).toBeVisible();
  }
});

test('the track screen follows the simulated provider live: a milestone reached shows without a reload', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await shipperApi(request);
  const located = await api.post<ContainerLocation[]>('purchase-manager/container-locations', { statuses: ['in_transit'] });
  // An order with one container at sea: moving its time forward moves that container.
  let chosen: ContainerLocation | undefined;
  for (const item of located) {
    const detail = await api.get<PurchaseOrderDetail>(`purchase-manager/get-purchase-order-detail/${item.purchaseOrder._id}`);
    if (detail.containers.length === 1) {
      chosen = item;
      break;
    }
  }
  chosen ??= located[0];
  expect(chosen).toBeDefined();
  const before = await api.post<ContainerTracking>('purchase-manager/get-vizion-container', { containerNumber: chosen!.containerNumber });
  const next = before.nextMilestone!.event;

  await page.goto(`/purchase-orders/track?container=${chosen!.containerNumber}`);
  const card = page.getByRole('article', { name: `Container ${chosen!.containerNumber}` });
  const row = card.getByTestId(`milestone-${next}`);
  await expect(row).toContainText('Planned:');

  await containersCli('advance', '--po', chosen!.purchaseOrder.poNumber, '--until', next);
  // containers.updated reaches the open page, which asks again: the milestone is done, with its actual time.
  await expect(row).toContainText('Done:', { timeout: 30_000 });
  await expect(row).toContainText('Actual');
  const after = await api.post<ContainerTracking>('purchase-manager/get-vizion-container', { containerNumber: chosen!.containerNumber });
  expect(after.milestones.find((milestone) => milestone.event === next)?.actualAt).toBeTruthy();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the map, its list and a container's track never scroll sideways", async ({ page, request }) => {
    const api = await shipperApi(request);
    const located = await api.post<ContainerLocation[]>('purchase-manager/container-locations', {});
    await page.goto('/mapbox');
    await expect(page.getByTestId('map')).toBeVisible();
    await expect(page.getByRole('region', { name: 'The same containers as a list' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/purchase-orders/track?container=${located[0]!.containerNumber}`);
    await expect(page.getByRole('article', { name: `Container ${located[0]!.containerNumber}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('without the purchaseOrders module', () => {
  test.use({ role: 'carrier' });

  for (const path of ['/mapbox', '/purchase-orders/track']) {
    test(`${path} shows Access Denied`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    });
  }
});
