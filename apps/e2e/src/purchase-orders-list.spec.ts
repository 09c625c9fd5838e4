import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  containerCheckDigit,
  type CreatePurchaseOrderRequest,
  type ErpPurchaseOrder,
  type ErpPurchaseOrderPage,
  type OpenBoardData,
  type PurchaseOrderDetail,
  type PurchaseOrderListResponseData,
  type PurchaseOrderSearchRequest,
} from '@freight/contracts';
import { E2E_DATA_DIR } from './support/env';
import { expect, test } from './support/test';
import { shipperApi, type ShipperApi } from './support/shipper-api';

/**
 * /purchase-orders (the module's list: search and filters in the URL against the API's totals; the ERP import opens
 * the new-order form prefilled) and /micro-view (the wall board), as the demo shipper (module purchaseOrders).
 */
test.use({ role: 'shipper' });

const search = (api: ShipperApi, body: Omit<PurchaseOrderSearchRequest, 'page' | 'limit'>) =>
  api.post<PurchaseOrderListResponseData>('purchase-manager/purchase-orders', { page: 1, limit: 100, ...body });

test('the purchase orders: search, filters and sort in the URL, the counts the API gives, a row opens its order', async ({ page, request }) => {
  const api = await shipperApi(request);
  const all = await search(api, {});
  const open = await search(api, { openOnly: true });
  const inTransit = await search(api, { status: 'in_transit' });
  // The demo world: 20 purchase orders in every status.
  expect(all.total).toBeGreaterThan(open.total);
  expect(inTransit.total).toBeGreaterThan(0);

  await page.goto('/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  const total = page.getByTestId('list-total');
  await expect(total).toHaveAttribute('data-total', String(all.total));
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(Math.min(all.total, 20));

  // Open only: closed and cancelled orders leave, the count is the API's.
  await page.getByLabel('Open or closed').selectOption('1');
  await expect(page).toHaveURL(/[?&]open=1(&|$)/);
  await expect(total).toHaveAttribute('data-total', String(open.total));
  await expect(rows).toHaveCount(Math.min(open.total, 20));
  for (const row of await rows.all()) await expect(row.locator('.badge').first()).not.toHaveText(/^(Closed|Cancelled)$/);

  // A status on top, and the sort by arrival: the API's first in-transit order by ETA comes first.
  await page.getByLabel('Status').selectOption('in_transit');
  await page.getByLabel('Sort by').selectOption('eta');
  await expect(page).toHaveURL(/[?&]status=in_transit(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=eta(&|$)/);
  const byEta = await search(api, { openOnly: true, status: 'in_transit', sort: 'eta' });
  await expect(total).toHaveAttribute('data-total', String(byEta.total));
  for (const row of await rows.all()) await expect(row.locator('.badge').first()).toHaveText('In transit');
  await expect(rows.first()).toContainText(byEta.items[0]!.poNumber);

  // A reload (or a shared link) shows the same list.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('in_transit');
  await expect(page.getByLabel('Open or closed')).toHaveValue('1');
  await expect(page.getByLabel('Sort by')).toHaveValue('eta');
  await expect(total).toHaveAttribute('data-total', String(byEta.total));

  // A search nothing matches says so, and Clear brings the whole list back (the sort stays).
  await page.getByLabel('Search', { exact: true }).fill('no-such-purchase-order');
  await expect(page.getByText('Nothing matches your search or filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(total).toHaveAttribute('data-total', String(all.total));

  // The search, by a PO number: its row, with its ports and supplier.
  const sample = inTransit.items[0]!;
  await page.getByLabel('Search', { exact: true }).fill(sample.poNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${sample.poNumber}(&|$)`));
  const found = await search(api, { search: sample.poNumber });
  await expect(total).toHaveAttribute('data-total', String(found.total));
  const row = rows.filter({ hasText: sample.poNumber }).first();
  await expect(row).toContainText(`${sample.originPort} → ${sample.destinationPort}`);
  await expect(row).toContainText(sample.supplier.name);

  // A row opens its order's page.
  await page.getByRole('link', { name: `Open purchase order ${sample.poNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/edit/${sample._id}$`));
});

test('the destination port and ETA range filters give the API totals', async ({ page, request }) => {
  const api = await shipperApi(request);
  const all = await search(api, {});
  const port = all.items.find((po) => po.eta)!.destinationPort;
  const byPort = await search(api, { destinationPort: port });
  expect(byPort.total).toBeGreaterThan(0);

  await page.goto('/purchase-orders');
  const total = page.getByTestId('list-total');
  await expect(total).toHaveAttribute('data-total', String(all.total));
  await page.getByLabel('Destination port').selectOption(port);
  await expect(total).toHaveAttribute('data-total', String(byPort.total));
  for (const row of await page.getByTestId('table-row').all()) await expect(row).toContainText(`→ ${port}`);

  // The ETA range: from the earliest ETA of the port's orders to the same day.
  const etas = byPort.items
    .filter((po) => po.eta)
    .map((po) => po.eta!.slice(0, 10))
    .sort();
  const day = etas[0]!;
  const range = await search(api, { destinationPort: port, etaFrom: day, etaTo: day });
  await page.getByLabel('ETA from').fill(day);
  await page.getByLabel('ETA to').fill(day);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${day}(&|$)`));
  await expect(total).toHaveAttribute('data-total', String(range.total));
  expect(range.total).toBeGreaterThan(0);
});

/** The purchase order the form makes of an ERP order (lines by the ERP's product number, no container yet). */
const fromErp = (order: ErpPurchaseOrder): CreatePurchaseOrderRequest => ({
  supplierName: order.supplier.name,
  supplierCountry: order.supplier.country,
  incoterm: order.incoterm,
  originPort: order.originPort,
  destinationPort: order.destinationPort,
  destinationWarehouseId: null,
  orderDate: order.orderDate,
  currency: order.currency,
  erpReference: order.erpOrderId,
  lines: order.lines.map((line) => ({
    sku: line.erpProductId.slice(0, 40),
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
  })),
  containers: [],
});

test('import from the ERP: the dialog lists the ERP orders (imported ones linked), Import opens the form prefilled', async ({ page, request }) => {
  const api = await shipperApi(request);
  const erp = await api.get<ErpPurchaseOrderPage>('integration-manager/get-sap-purchase-orders?limit=50');
  const [candidate, another] = erp.items.filter((order) => !order.imported);
  expect(candidate).toBeDefined();
  // Another one imported through the API (as the form saves it): the dialog links it to its purchase order.
  const imported = await api.post<PurchaseOrderDetail>('purchase-manager/create-purchase-order', fromErp(another!));

  await page.goto('/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import from ERP' }).click();
  await expect(page).toHaveURL(/[?&]import=erp(&|$)/);
  const dialog = page.getByRole('dialog', { name: 'Import from ERP' });
  await expect(dialog.getByLabel('Search the ERP')).toBeFocused();
  await expect(dialog.getByTestId('table-row').first()).toBeVisible();
  await expect(dialog.getByTestId('table-row')).toHaveCount(Math.min(erp.total, 10));
  if (erp.total > 10) await expect(dialog.getByRole('navigation')).toBeVisible();

  // Esc closes it (and Back would too: it is in the URL).
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]import=/);
  await page.getByRole('button', { name: 'Import from ERP' }).click();

  await dialog.getByLabel('Search the ERP').fill(another!.erpOrderId);
  const importedLink = dialog.getByRole('link', { name: `Imported as ${imported.poNumber}: ERP order ${another!.erpOrderId}` });
  await expect(importedLink).toHaveAttribute('href', `/purchase-orders/edit/${imported._id}`);
  await expect(dialog.getByRole('link', { name: /^Import ERP order/ })).toHaveCount(0);

  await dialog.getByLabel('Search the ERP').fill(candidate!.erpOrderId);
  const importLink = dialog.getByRole('link', { name: `Import ERP order ${candidate!.erpOrderId} (${candidate!.supplier.name})` });
  await expect(importLink).toBeVisible();
  await expect(dialog.getByTestId('table-row')).toHaveCount(1);
  await importLink.click();
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/add\\?erp=${candidate!.erpOrderId}$`));
  // The form (another part of the module) prefills from the ERP's order.
  await expect(page.getByLabel('Supplier', { exact: true })).toHaveValue(candidate!.supplier.name);
});

test('the wall board: every open order with its containers, slipped ETAs counted, live and full screen', async ({ page, request }) => {
  const api = await shipperApi(request);
  const board = await api.get<OpenBoardData>('purchase-manager/open-board');
  const containers = board.rows.reduce((sum, row) => sum + row.containers.length, 0);
  const slipped = board.rows.reduce((sum, row) => sum + row.containers.filter((container) => container.slipped).length, 0);
  expect(board.rows.length).toBeGreaterThan(0);

  await page.goto('/micro-view');
  await expect(page.getByRole('heading', { name: 'Container detail view', level: 1 })).toBeVisible();
  const summary = page.getByTestId('board-summary');
  await expect(summary).toHaveAttribute('data-orders', String(board.rows.length));
  await expect(summary).toHaveAttribute('data-containers', String(containers));
  const orders = page.getByRole('list', { name: 'Open purchase orders' });
  await expect(orders.getByRole('article')).toHaveCount(board.rows.length);
  await expect(page.getByText('ETA slipped', { exact: true })).toHaveCount(slipped);
  const first = board.rows[0]!;
  const card = orders.getByRole('article').filter({ hasText: first.poNumber });
  if (first.containers[0]) await expect(card.getByRole('list', { name: `Containers of ${first.poNumber}` })).toContainText(first.containers[0].containerNumber);

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Leave full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');

  await card.getByRole('link', { name: `Open purchase order ${first.poNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/edit/${first._id}$`));
});

const root = path.resolve(__dirname, '../../..');
/** Time passes for one purchase order (`npm run containers -- advance`, on the server's database): the tracking job's tick, its events. */
async function advance(poNumber: string, until: string): Promise<void> {
  await promisify(execFile)(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/containers-cli.ts', 'advance', '--po', poNumber, '--until', until, '--json'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
      timeout: 120_000,
    },
  );
}

/** A container number of the test's own (ISO 6346, its check digit right). */
const containerNumber = () => {
  const firstTen = `FHLU${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

test('the list and the board follow the tracking live: a container moves, both show it without a reload', async ({ page, request }) => {
  test.slow();
  const api = await shipperApi(request);
  const number = containerNumber();
  const po = await api.post<PurchaseOrderDetail>('purchase-manager/create-purchase-order', {
    supplierName: 'Live Refresh Trading Co.',
    supplierCountry: 'CN',
    incoterm: 'FOB',
    originPort: 'Shanghai',
    destinationPort: 'Los Angeles / Long Beach',
    destinationWarehouseId: null,
    orderDate: new Date().toISOString().slice(0, 10),
    currency: 'USD',
    lines: [{ sku: 'E2E-LIVE-1', description: 'E2E desk lamps', quantity: 100, unitPriceCents: 1_250, containerNumber: number }],
    containers: [{ containerNumber: number, sizeType: '40HC' }],
  } satisfies CreatePurchaseOrderRequest);
  // With a bill of lading the order is booked and its container tracked.
  await api.post<PurchaseOrderDetail>(`purchase-manager/update-bill-of-lading/${po._id}`, { billOfLading: `E2E${number.slice(4)}`, oceanCarrier: 'MAEU' });

  await page.goto(`/purchase-orders?q=${po.poNumber}`);
  const row = page.getByTestId('table-row').filter({ hasText: po.poNumber });
  await expect(row.locator('.badge').first()).toHaveText('Booked');
  await advance(po.poNumber, 'vessel_departed');
  // No reload: containers.updated brings the new status.
  await expect(row.locator('.badge').first()).toHaveText('In transit', { timeout: 15_000 });

  await page.goto('/micro-view');
  const card = page.getByRole('list', { name: 'Open purchase orders' }).getByRole('article').filter({ hasText: po.poNumber });
  const line = card
    .getByRole('list', { name: `Containers of ${po.poNumber}` })
    .getByRole('listitem')
    .filter({ hasText: number });
  await expect(line).toContainText('At sea');
  await advance(po.poNumber, 'discharged');
  await expect(line).toContainText('Discharged', { timeout: 15_000 });
  await expect(card.locator('.badge').first()).toHaveText('At port');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/purchase-orders shows cards, the ERP dialog fits, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/purchase-orders');
    await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await expect(page.locator('table.table-cards')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Import from ERP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from ERP' });
    await expect(dialog.getByTestId('table-row').first()).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('/micro-view is one column and never scrolls sideways', async ({ page }) => {
    await page.goto('/micro-view');
    await expect(page.getByRole('heading', { name: 'Container detail view', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open purchase orders' }).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('without the purchaseOrders module', () => {
  test.use({ role: 'carrier' });

  for (const path of ['/purchase-orders', '/micro-view']) {
    test(`${path} shows Access Denied`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    });
  }
});
