import type { Locator, Page } from '@playwright/test';
import type { OrderDetailView } from '@freight/contracts';
import { tenderedOrder } from './support/order-api';
import { expect, test } from './support/test';

/**
 * Shipping labels in the shared order detail: on an order of the demo company (made through the
 * API), the carrier creates a label for a parcel, buys one of the rates (local provider: a real PDF to download),
 * tracks it and cancels it after the confirmation ('Shipment Label Successfully Deleted'); at 390 px, nothing
 * scrolls sideways.
 */
test.use({ role: 'carrier' });

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });

async function openLabels(page: Page, orderUuid: string, orderId: string): Promise<{ detail: Locator; labels: Locator }> {
  await page.goto(`/loads?order=${orderUuid}`);
  const detail = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(detail).toBeVisible();
  const labels = detail.getByRole('region', { name: 'Shipping labels' });
  await labels.scrollIntoViewIfNeeded();
  return { detail, labels };
}

test('a label bought (its PDF downloaded, its tracking read) and cancelled through the order detail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const order = await tenderedOrder(request);
  const { _id: orderUuid } = await order.carrier.get<OrderDetailView>(`order-manager/get-order-detail/${order.orderId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  const { detail, labels } = await openLabels(page, orderUuid, order.orderId);
  await expect(labels.getByText('No shipping label for this order yet.')).toBeVisible();

  // Create: the form checks the parcel first, then the rates come.
  await labels.getByRole('button', { name: 'Create label' }).click();
  await labels.getByRole('button', { name: 'Get rates' }).click();
  await expect(labels.getByText('Required')).toHaveCount(4);
  await labels.getByLabel('Length (in)').fill('12');
  await labels.getByLabel('Width (in)').fill('9');
  await labels.getByLabel('Height (in)').fill('4');
  await labels.getByLabel('Weight (lb)').fill('2.5');
  await labels.getByRole('button', { name: 'Get rates' }).click();
  const rates = labels.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rates' }) });
  await expect(rates).toBeVisible();
  const buy = rates.getByRole('button', { name: /^Buy UPS Ground for \$/ });
  await expect(buy).toHaveCount(1);
  const buyName = (await buy.getAttribute('aria-label'))!;
  const amount = /for (\$[\d,.]+)$/.exec(buyName)![1]!;

  // Buy, after the confirmation.
  await buy.click();
  const confirmBuy = page.getByRole('dialog', { name: 'Buy this label?' });
  await expect(confirmBuy).toContainText(`UPS Ground for ${amount}`);
  await confirmBuy.getByRole('button', { name: 'Buy label' }).click();
  await expect(toast(page, 'Shipment label purchased')).toBeVisible();
  const label = labels.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'UPS Ground' }) });
  await expect(label.getByText('Purchased', { exact: true })).toBeVisible();
  await expect(label.getByText(amount)).toBeVisible();
  await expect(label.getByText(/^1Z[0-9A-Z]{16}$/)).toBeVisible();
  const tracking = (await label.getByText(/^1Z[0-9A-Z]{16}$/).textContent())!;

  // The PDF, with the session's cookie.
  const href = (await label.getByRole('link', { name: 'Download label (PDF)' }).getAttribute('href'))!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="label-${tracking}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Track: just bought, the label is created at the carrier.
  await label.getByRole('button', { name: 'Track' }).click();
  const history = label.getByRole('listitem').filter({ hasText: 'Label created' });
  await expect(history.first()).toBeVisible();
  await expect(label.getByRole('heading', { name: 'Tracking history' })).toBeVisible();

  // Nothing wider than the phone.
  const widths = await detail.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    page: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(widths.page).toBeLessThanOrEqual(widths.inner);

  // Cancel: asked first; Cancel keeps it.
  await label.getByRole('button', { name: 'Cancel label' }).click();
  const confirmCancel = page.getByRole('dialog', { name: 'Cancel this label?' });
  await expect(confirmCancel).toContainText(`Label ${tracking} will be voided`);
  await confirmCancel.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirmCancel).toHaveCount(0);
  await expect(label.getByText('Purchased', { exact: true })).toBeVisible();
  await label.getByRole('button', { name: 'Cancel label' }).click();
  await page.getByRole('dialog', { name: 'Cancel this label?' }).getByRole('button', { name: 'Cancel label' }).click();
  await expect(toast(page, 'Shipment Label Successfully Deleted')).toBeVisible();
  await expect(label.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(label.getByRole('link', { name: 'Download label (PDF)' })).toHaveCount(0);
  await expect(label.getByRole('button', { name: 'Cancel label' })).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(409);

  // After a reload, the order's labels are as the server keeps them.
  await page.reload();
  const again = page.getByRole('dialog', { name: `Order ${order.orderId}` }).getByRole('region', { name: 'Shipping labels' });
  await expect(
    again
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'UPS Ground' }) })
      .getByText('Cancelled', { exact: true }),
  ).toBeVisible();
});
