import type { ErpSalesOrderPage, SalesOrderPage } from '@freight/contracts';
import { expect, test } from './support/test';
import { shipperApi } from './support/shipper-api';

/**
 * Sales orders (/order/list, /order/add) as the demo shipper (module salesOrders): an ERP order imported from the
 * "Import from ERP" view appears in the company's list; "Create a quote" makes a sales order for a customer and the
 * load that ships it, then goes to the load's quote requests.
 */
test.use({ role: 'shipper' });

test('a sales order created from the ERP list is in the sales order list', async ({ page, request }) => {
  const api = await shipperApi(request);
  // An ERP order nobody imported yet (the ERP's orders are the local catalogue's).
  const erp = await api.get<ErpSalesOrderPage>('integration-manager/get-sap-orders?limit=50');
  const order = erp.items.find((candidate) => candidate.imported === null);
  expect(order, 'an ERP order still to import').toBeDefined();

  await page.goto('/order/list');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Import from ERP' }).click();
  await expect(page.getByRole('heading', { name: 'Import from ERP', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=erp(&|$)/);
  await page.getByLabel('Search', { exact: true }).fill(order!.erpOrderId);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order!.erpOrderId}(&|$)`));
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(order!.customer.name);

  await rows
    .first()
    .getByRole('button', { name: `Create a sales order from ERP order ${order!.erpOrderId} (${order!.customer.name})` })
    .click();
  const toast = page.getByRole('status').filter({ hasText: `ERP order ${order!.erpOrderId} is now sales order SO-` });
  await expect(toast).toBeVisible();
  const soNumber = /SO-\d+/.exec((await toast.textContent()) ?? '')![0];
  // The row now says which sales order it became, and links to it.
  await rows
    .first()
    .getByRole('link', { name: `ERP order ${order!.erpOrderId} imported as sales order ${soNumber}` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/order/list\\?q=${soNumber}$`));
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(soNumber);
  await expect(rows.first()).toContainText(order!.customer.name);
  await expect(rows.first().locator('.badge')).toHaveText('Open');
  await expect(rows.first().getByRole('link', { name: `Create a quote for sales order ${soNumber}` })).toBeVisible();

  const listed = await api.post<SalesOrderPage>('integration-manager/sales-order-list', { search: soNumber });
  expect(listed.items.map((item) => [item.soNumber, item.erpReference, item.totalCents])).toEqual([[soNumber, order!.erpOrderId, order!.totalCents]]);
});

test('/order/add makes a sales order for a customer and the load that ships it, then goes to its quote requests', async ({ page, request }) => {
  const api = await shipperApi(request);
  await page.goto('/order/add');
  await expect(page.getByRole('heading', { name: 'Create a quote', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'New sales order' })).toBeChecked();

  // The products from the ERP, the customer from the address book, the pickup warehouse.
  await page.getByLabel('Find a product (name, SKU or commodity)').fill('water');
  await page.getByRole('button', { name: 'Add Bottled Water 24 x 500 ml' }).click();
  await expect(page.getByLabel('Quantity (cases)')).toHaveValue('84');
  await page.getByLabel('Quantity (cases)').fill('168');
  const customer = page.getByLabel('Customer', { exact: true });
  await expect(customer.locator('option')).not.toHaveCount(1);
  await customer.selectOption({ index: 1 });
  const customerName = (await customer.locator('option:checked').textContent())!.split(' — ')[0]!.trim();
  const warehouse = page.getByLabel('Pickup warehouse', { exact: true });
  await expect(warehouse.locator('option')).not.toHaveCount(1);
  await warehouse.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Load created', level: 2 })).toBeVisible();
  const summary = await page.getByText(/Sales order SO-\d+ is shipped by load L-\d+/).textContent();
  const [, soNumber, loadId] = /(SO-\d+) is shipped by load (L-\d+)/.exec(summary ?? '')!;

  // The sales order and its pending load, as the API sees them: delivered to the customer, the water as commodity.
  const listed = await api.post<SalesOrderPage>('integration-manager/sales-order-list', { search: soNumber });
  expect(listed.items).toHaveLength(1);
  const so = listed.items[0]!;
  expect(so).toMatchObject({ status: 'confirmed', load: { loadId, status: 'pending' } });
  expect(so.customer.name).toBe(customerName);
  expect(so.lines.map((line) => [line.sku, line.quantity])).toEqual([['BW-24-500', 168]]);

  // Next step: the load's quote requests.
  await page.getByRole('link', { name: 'Send quote requests' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes\\?load=${so.load!._id}$`));
  await expect(page.getByRole('heading', { name: `Quotes of load ${loadId}`, level: 1 })).toBeVisible();

  // The sales order list shows the load that ships it, linked.
  await page.goto(`/order/list?q=${soNumber}`);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: new RegExp(`^${loadId} .+, load of sales order ${soNumber}$`) })).toHaveAttribute(
    'href',
    `/loads/editload/${so.load!._id}`,
  );
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sales order screens never scroll sideways', async ({ page }) => {
    const screens: Array<[string, string]> = [
      ['/order/list', 'Sales orders'],
      ['/order/list?view=erp', 'Import from ERP'],
      ['/order/list?view=new', 'New sales order'],
      ['/order/add', 'Create a quote'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (!path.includes('new') && !path.includes('add')) await expect(page.getByTestId('table-row').first()).toBeVisible();
      if (path === '/order/add') {
        await page.getByLabel('Find a product (name, SKU or commodity)').fill('frozen');
        await page.getByRole('button', { name: 'Add Frozen Peas 20 lb' }).click();
        await page.getByRole('radio', { name: 'A sales order still to ship' }).check();
        await expect(page.getByLabel('Sales order to ship').locator('option')).not.toHaveCount(1);
        await page.getByLabel('Sales order to ship').selectOption({ index: 1 });
        await page.getByRole('radio', { name: 'New sales order' }).check();
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 390 });
    }
  });
});
