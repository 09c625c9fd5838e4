import type { Page } from '@playwright/test';
import { containerCheckDigit, type PurchaseOrderDetail, type PurchaseOrderListResponseData } from '@freight/contracts';
import { advanceUntil, showContainers } from './support/containers';
import { expect, test } from './support/test';
import { shipperApi } from './support/shipper-api';

/**
 * The importer's journey, as the demo shipper (module purchaseOrders): a purchase order with two
 * containers, its bill of lading, tracking, the simulated provider advancing a milestone (time moved forward with
 * `npm run containers -- advance`), a split into a child order, both orders in the list, the drayage load made from a
 * discharged container, and the order closed (read-only).
 */
test.use({ role: 'shipper' });
// One long story: the steps build on each other.
test.setTimeout(240_000);

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });

/** A container number nobody has (owner code, category U, a random serial, its ISO 6346 check digit). */
function freshContainerNumber(owner: string): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `${owner}${serial}${containerCheckDigit(`${owner}${serial}`)}`;
}

test('a purchase order from creation to split, tracking, drayage load and closing', async ({ page, request }) => {
  const api = await shipperApi(request);
  const first = freshContainerNumber('MSKU');
  const second = freshContainerNumber('TGHU');
  const billOfLading = `MEDU${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;

  // ---------------------------------------------------------------- create, with two containers and two lines
  await page.goto('/purchase-orders/add');
  await expect(page.getByRole('heading', { name: 'New purchase order', level: 1 })).toBeVisible();
  await page.getByLabel('Supplier', { exact: true }).fill('Ningbo Bright Housewares Co.');
  await page.getByLabel('Supplier country (2-letter code)').fill('CN');
  await page.getByLabel('Port of loading').fill('Shanghai');
  await page.getByLabel('Port of discharge').fill('Los Angeles / Long Beach');
  const warehouse = page.getByLabel('Destination warehouse', { exact: true });
  await expect(warehouse.locator('option')).not.toHaveCount(1);
  await warehouse.selectOption({ index: 1 });

  await page.getByRole('button', { name: 'Add a container' }).click();
  await page.getByRole('button', { name: 'Add a container' }).click();
  const box1 = page.getByRole('group', { name: 'Container 1' });
  const box2 = page.getByRole('group', { name: 'Container 2' });
  // A wrong check digit is said on the field before anything is sent.
  const wrongDigit = `${first.slice(0, 10)}${(Number(first[10]) + 1) % 10}`;
  await box1.getByLabel('Container number').fill(wrongDigit);
  await box1.getByLabel('Container number').blur();
  await expect(box1.getByRole('alert')).toContainText(`${first[10]} expected`);
  await box1.getByLabel('Container number').fill(first);
  await box1.getByLabel('Size and type').selectOption('40HC');
  await box2.getByLabel('Container number').fill(second);
  await box2.getByLabel('Size and type').selectOption('20GP');

  const line1 = page.getByRole('group', { name: 'Line 1' });
  await line1.getByLabel('SKU').fill('KT-220-SS');
  await line1.getByLabel('Description').fill('Stainless kettle 2.2 l');
  await line1.getByLabel('Quantity').fill('600');
  await line1.getByLabel(/^Unit price/).fill('8.40');
  await line1.getByLabel('Container', { exact: true }).selectOption(first);
  await page.getByRole('button', { name: 'Add a line' }).click();
  const line2 = page.getByRole('group', { name: 'Line 2' });
  await line2.getByLabel('SKU').fill('TS-4-CH');
  await line2.getByLabel('Description').fill('Toaster 4 slices, chrome');
  await line2.getByLabel('Quantity').fill('240');
  await line2.getByLabel(/^Unit price/).fill('12.50');
  await line2.getByLabel('Container', { exact: true }).selectOption(second);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Purchase Order created successfully')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Purchase order PO-\d+$/, level: 1 });
  await expect(heading).toBeVisible();
  const poNumber = /PO-\d+/.exec((await heading.textContent()) ?? '')![0];
  const orderId = /\/purchase-orders\/edit\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByTestId('po-status')).toHaveText('Open');
  const created = await api.get<PurchaseOrderDetail>(`purchase-manager/get-purchase-order-detail/${orderId}`);
  expect(created.containers.map((container) => container.containerNumber).sort()).toEqual([first, second].sort());
  expect(created.totalCents).toBe(600 * 840 + 240 * 1250);

  // ---------------------------------------------------------------- the bill of lading: open → booked
  await page.getByRole('button', { name: 'Add bill of lading' }).click();
  const bolDialog = page.getByRole('dialog', { name: `Bill of lading of ${poNumber}` });
  await bolDialog.getByLabel('Bill of lading', { exact: true }).fill(billOfLading);
  await bolDialog.getByLabel('Ocean carrier (SCAC)').fill('MSCU');
  await bolDialog.getByLabel('Vessel').fill('MSC Aurora');
  await bolDialog.getByLabel('Voyage').fill('047E');
  await bolDialog.getByRole('button', { name: 'Save bill of lading' }).click();
  await expect(page.getByTestId('po-status')).toHaveText('Booked');
  await expect(page.getByTestId('po-bill-of-lading')).toContainText(billOfLading);

  // ---------------------------------------------------------------- track it by its bill of lading
  await page.goto(`/purchase-orders/track?bol=${billOfLading}`);
  await expect(page.getByRole('heading', { name: 'Track purchase orders', level: 1 })).toBeVisible();
  await expect(page.getByTestId('track-bill')).toContainText(poNumber);
  await expect(page.getByRole('article', { name: `Container ${first}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Container ${second}` })).toBeVisible();

  // ---------------------------------------------------------------- time passes: the vessel departs
  // The e2e API's tracking job plans a booked order within seconds; the CLI then moves the order's story back in time.
  await advanceUntil(poNumber, 'vessel_departed');
  const firstBox = page.getByRole('article', { name: `Container ${first}` });
  // The track screen follows `containers.updated` live: the departure shows as done without a reload.
  await expect(firstBox.getByTestId('milestone-vessel_departed')).toContainText('Done:');
  await expect(firstBox.getByTestId('vessel-voyage')).toContainText('MSC Aurora');
  await expect(firstBox.getByTestId('eta')).not.toBeEmpty();
  const afterDeparture = await showContainers(poNumber);
  expect(afterDeparture.every((container) => container.milestones.some((m) => m.event === 'vessel_departed' && m.actualAt !== null))).toBe(true);
  expect(afterDeparture[0]!.purchaseOrder.status).toBe('in_transit');

  // ---------------------------------------------------------------- split: the second container moves to a child order
  await page.goto(`/purchase-orders/edit/${orderId}`);
  await expect(page.getByTestId('po-status')).toHaveText('In transit');
  await page.getByRole('button', { name: 'Split order…' }).click();
  const splitDialog = page.getByRole('dialog', { name: `Split ${poNumber}` });
  await splitDialog.getByLabel(`Move container ${second}`).check();
  await splitDialog.getByRole('button', { name: 'Split order' }).click();
  await expect(toast(page, 'Order has been split successfully')).toBeVisible();
  const childNumber = `${poNumber}-A`;
  await expect(page.getByText(`The order was split into ${childNumber}.`)).toBeVisible();

  // Both orders in the list: the parent keeps the kettles and the first container, the child has the toasters.
  await page.goto(`/purchase-orders?q=${poNumber}`);
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: `Open purchase order ${poNumber}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open purchase order ${childNumber}`, exact: true })).toBeVisible();
  const listed = await api.post<PurchaseOrderListResponseData>('purchase-manager/purchase-orders', { search: poNumber });
  const child = listed.items.find((item) => item.poNumber === childNumber)!;
  expect(child.parentId).toBe(orderId);
  const [parentDetail, childDetail] = await Promise.all([
    api.get<PurchaseOrderDetail>(`purchase-manager/get-purchase-order-detail/${orderId}`),
    api.get<PurchaseOrderDetail>(`purchase-manager/get-purchase-order-detail/${child._id}`),
  ]);
  expect(parentDetail.containers.map((container) => container.containerNumber)).toEqual([first]);
  expect(childDetail.containers.map((container) => container.containerNumber)).toEqual([second]);
  expect(parentDetail.lines.map((line) => [line.sku, line.quantity])).toEqual([['KT-220-SS', 600]]);
  expect(childDetail.lines.map((line) => [line.sku, line.quantity])).toEqual([['TS-4-CH', 240]]);

  // ---------------------------------------------------------------- discharged: one click makes the drayage load
  await advanceUntil(poNumber, 'discharged');
  await page.goto(`/purchase-orders/edit/${orderId}`);
  await page.getByRole('button', { name: `Create drayage load for container ${first}` }).click();
  await expect(toast(page, 'Drayage load created')).toBeVisible();
  const loadLink = page.getByRole('link', { name: new RegExp(`^Open load L-\\d+ of container ${first}$`) });
  await expect(loadLink).toBeVisible();
  const withLoad = await api.get<PurchaseOrderDetail>(`purchase-manager/get-purchase-order-detail/${orderId}`);
  const drayage = withLoad.containers[0]!.load!;
  expect(drayage.status).toBe('pending');
  await expect(loadLink).toHaveAttribute('href', new RegExp(`${drayage._id}$`));

  // ---------------------------------------------------------------- close: read-only from now on
  await page.getByRole('button', { name: 'Close order…' }).click();
  await page
    .getByRole('dialog', { name: `Close ${poNumber}?` })
    .getByRole('button', { name: 'Close order' })
    .click();
  await expect(page.getByTestId('po-status')).toHaveText('Closed');
  await expect(page.getByTestId('read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Split order…' })).toHaveCount(0);
  const closed = await api.get<PurchaseOrderDetail>(`purchase-manager/get-purchase-order-detail/${orderId}`);
  expect(closed.status).toBe('closed');
  expect(closed.actions).toEqual([]);
});
