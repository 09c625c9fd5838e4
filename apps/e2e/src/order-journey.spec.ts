import type { Browser, Locator, Page } from '@playwright/test';
import { readMail } from './support/mail';
import { interstateOrder, tenderedOrder, trucksNotFreeFor, type TenderedOrder } from './support/order-api';
import { storageStateFile, type Role } from './support/env';
import { expect, prepareContext, test } from './support/test';

/**
 * The order journey, on the shared order detail (@freight/order-detail) opened from the loads
 * list, between two companies: the demo shipper's load is tendered to Interstate Haulers LLC (through the API: a price
 * asked of its dispatcher by e-mail, confirmed with the passcode and approved); Interstate's dispatcher (role
 * `interstate`) finds it under "Loads we carry" (/loads?view=carrier), accepts it, gives it one of Interstate's
 * trucks, moves it to delivered and sends the invoice (the e-mail to the shipper with its PDF is in the outbox); the
 * shipper (role `shipper`) opens it from its own /loads, marks it paid and rates the carrier.
 * A second journey, on the demo company's own fleet (role `carrier`): an accessorial charge requested by the carrier
 * and approved by the shipper, the total following on both screens. And both at 390 px.
 */
test.use({ role: 'carrier' });

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });

/** The loads list (our loads, or with `?view=carrier` the loads we carry), searched for the load, and its order opened over it. */
async function openOrderFromLoads(page: Page, order: TenderedOrder, view: 'shipper' | 'carrier' = 'shipper'): Promise<Locator> {
  await page.goto(`/loads?${view === 'carrier' ? 'view=carrier&' : ''}q=${encodeURIComponent(order.load.loadId)}`);
  const row = page.getByTestId('table-row').filter({ hasText: order.load.loadId });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Open the order of ${order.load.loadId}` }).click();
  return orderPanel(page, order);
}

/** The order's panel, open over the list. */
async function orderPanel(page: Page, order: TenderedOrder): Promise<Locator> {
  const detail = page.getByRole('dialog', { name: `Order ${order.orderId}` });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/[?&]order=[0-9a-f-]{36}/);
  return detail;
}

/** A page of another demo account in its own browser context (its own signed-in session). */
async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateFile(role) });
  await prepareContext(context);
  return context.newPage();
}

async function moveTruck(page: Page, detail: Locator, button: string, status: string) {
  await detail.getByRole('button', { name: button }).click();
  const confirm = page.getByRole('dialog', { name: "Update the truck's status?" });
  await confirm.getByRole('button', { name: button }).click();
  await expect(detail.getByTestId('assignment-status')).toHaveText(status);
}

test.describe('between two companies', () => {
  test.use({ role: 'interstate' });

  test('Interstate Haulers finds the order under the loads it carries, accepts, assigns its truck, delivers and invoices (the PDF mailed to the shipper); the shipper marks it paid and rates the carrier', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const order = await interstateOrder(request);

    // 1. Interstate's dispatcher: its own loads first; the switch shows the loads it carries, kept in the URL.
    await page.goto('/loads');
    const views = page.getByRole('group', { name: 'Whose loads' });
    await expect(views.getByRole('radio', { name: 'Our loads' })).toBeChecked();
    await views.getByRole('radio', { name: 'Loads we carry' }).check();
    await expect(page).toHaveURL(/\/loads\?view=carrier$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(order.load.loadId);
    const row = page.getByTestId('table-row').filter({ hasText: order.load.loadId });
    await expect(row).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.load.loadId}`));
    // A carrier's row: the shipper's name, the order to open; none of the shipper's actions.
    await expect(row).toContainText('Demo Freight Co.');
    await expect(row).toContainText('Tendered');
    await expect(row.getByRole('link', { name: new RegExp(`^(Edit|View|Request quotes for|Trucks near) ${order.load.loadId}$`) })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Broadcast|Delete/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Open the order of ${order.load.loadId}` }).click();
    const detail = await orderPanel(page, order);
    await expect(page).toHaveURL(/[?&]view=carrier/);
    await expect(detail.getByTestId('order-status')).toHaveText('New');
    await expect(detail.getByTestId('money-total')).toHaveText('$1,750.00');
    // Only what the state and the side allow: nothing to invoice yet, and paying is the shipper's.
    await expect(detail.getByRole('button', { name: 'Send the invoice' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

    // 2. Accept.
    await detail.getByRole('button', { name: 'Accept the order' }).click();
    await expect(toast(page, 'Order has been successfully Confirmed')).toBeVisible();
    await expect(detail.getByTestId('order-status')).toHaveText('Accepted');
    // The list behind follows (OrderDetailHost's onChanged): the load is accepted too.
    await expect(row).toContainText('Accepted');

    // 3. Assign Interstate's free truck near the pickup.
    await detail.getByRole('button', { name: 'Assign a truck' }).click();
    const truck = detail.getByRole('combobox', { name: 'Truck' });
    const option = truck.locator('option', { hasText: order.truck.truckNumber });
    await expect(option).toHaveCount(1);
    await truck.selectOption((await option.getAttribute('value'))!);
    await detail.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toast(page, 'Order has been successfully Assigned')).toBeVisible();
    await expect(detail.getByTestId('order-assignment')).toContainText(order.truck.truckNumber);
    await expect(detail.getByRole('link', { name: '+13125550143' })).toHaveAttribute('href', 'tel:+13125550143');

    // 4. The dispatcher moves the truck through pickup and delivery.
    await moveTruck(page, detail, 'Mark at pickup', 'At pickup');
    await moveTruck(page, detail, 'Mark picked up', 'In transit');
    await expect(detail.getByRole('region', { name: 'The truck on the map' })).toBeVisible();
    await moveTruck(page, detail, 'Mark at delivery', 'At delivery');
    await moveTruck(page, detail, 'Mark delivered', 'Delivered');
    await expect(detail.getByTestId('order-status')).toHaveText('Delivered');
    await expect(detail.getByTestId('order-timeline')).toContainText('Truck: At delivery → Delivered');

    // 5. The invoice, e-mailed to the shipper (its address prefilled) with its PDF.
    await detail.getByRole('button', { name: 'Send the invoice' }).click();
    const email = detail.getByLabel('Send to (e-mail)');
    await expect(email).not.toHaveValue('');
    const invoiceTo = await email.inputValue();
    await detail.getByLabel('Note for the shipper (optional)').fill('Thank you for the load.');
    await detail.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Invoice sent successfully')).toBeVisible();
    await expect(detail.getByTestId('order-status')).toHaveText('Invoiced');
    await expect(detail.getByTestId('invoice-state')).toContainText(/INV-\d+, \$1,750\.00/);
    const invoiceNumber = /INV-\d+/.exec((await detail.getByTestId('invoice-state').textContent()) ?? '')![0];
    // The invoice's PDF downloads (the api-client's downloadFile, saved under the server's file name).
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Invoice (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect
      .poll(async () => (await readMail(invoiceTo)).find((mail) => mail.template === 'order-invoice' && mail.text.includes(invoiceNumber))?.attachments ?? [], {
        timeout: 30_000,
      })
      .toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/), sizeBytes: expect.any(Number) })]);

    // 6. The shipper opens it from its own loads, sees it invoiced, marks it paid and rates Interstate.
    const shipperPage = await pageAs(browser, 'shipper');
    const shipperDetail = await openOrderFromLoads(shipperPage, order);
    await expect(shipperDetail.getByTestId('order-status')).toHaveText('Invoiced');
    await expect(shipperDetail.getByTestId('invoice-state')).toContainText(invoiceNumber);
    // Invoicing and moving the truck are the carrier's: not offered to the shipper.
    await expect(shipperDetail.getByRole('button', { name: 'Send the invoice' })).toHaveCount(0);
    await shipperDetail.getByRole('button', { name: 'Mark paid' }).click();
    const stars = shipperDetail.getByRole('group', { name: /^Rate .+ \(optional\)$/ });
    await expect(stars).toHaveAccessibleName(/Interstate Haulers LLC/);
    await stars.getByRole('radio', { name: '5 of 5 stars' }).check();
    await shipperDetail.getByLabel('Comment (optional)').fill('On time, careful driver.');
    await shipperDetail.getByRole('button', { name: 'Mark paid' }).last().click();
    await expect(toast(shipperPage, 'Order Successfully Updated')).toBeVisible();
    await expect(shipperDetail.getByTestId('order-status')).toHaveText('Paid');
    await expect(shipperDetail.getByTestId('order-rating')).toContainText('5 of 5 stars');
    await expect(shipperDetail.getByTestId('payment-state')).toContainText('Paid');
    await shipperPage.context().close();

    // Interstate's open panel follows (order.updated), and Esc closes it, back to the loads it carries.
    await expect(detail.getByTestId('order-status')).toHaveText('Paid');
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]order=/);
    await expect(page).toHaveURL(/[?&]view=carrier/);
    await expect(row).toContainText('Paid');
  });

  test("the truck picker offers only the trucks the assignment takes: not one on a load under way (On a load on /trucks), not one without the load's equipment", async ({
    page,
    request,
  }) => {
    const order = await interstateOrder(request);
    const { onLoad, reefer } = await trucksNotFreeFor(order);
    // The fleet list says the busy truck is on a load (its other load ends long before this order's pickup).
    await page.goto(`/trucks?q=${encodeURIComponent(onLoad.truckNumber)}`);
    await expect(page.getByTestId('table-row').filter({ hasText: onLoad.truckNumber })).toContainText('On a load');

    const detail = await openOrderFromLoads(page, order, 'carrier');
    await detail.getByRole('button', { name: 'Accept the order' }).click();
    await expect(detail.getByTestId('order-status')).toHaveText('Accepted');
    await detail.getByRole('button', { name: 'Assign a truck' }).click();
    const truck = detail.getByRole('combobox', { name: 'Truck' });
    await expect(truck.locator('option', { hasText: order.truck.truckNumber })).toHaveCount(1);
    await expect(truck.locator('option', { hasText: onLoad.truckNumber })).toHaveCount(0);
    await expect(truck.locator('option', { hasText: reefer.truckNumber })).toHaveCount(0);
    await expect(detail.getByText("Only your trucks with the load's equipment and no other load under way or at the same time are listed.")).toBeVisible();
  });
});

test('an accessorial charge requested by the carrier and approved by the shipper: the total follows on both sides', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const order = await tenderedOrder(request, 1_200);
  const carrierDetail = await openOrderFromLoads(page, order);
  await carrierDetail.getByRole('button', { name: 'Accept the order' }).click();
  await expect(toast(page, 'Order has been successfully Confirmed')).toBeVisible();

  await carrierDetail.getByRole('button', { name: 'Request an accessorial charge' }).click();
  const form = carrierDetail.getByRole('form', { name: 'Request an accessorial charge' });
  await form.getByLabel('Charge').selectOption({ label: 'Detention' });
  await form.getByLabel('Description').fill('Two hours at the dock');
  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Unit price (USD)').fill('75.25');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(toast(page, 'Order Successfully Updated')).toBeVisible();
  const charge = carrierDetail.getByTestId('accessorial').filter({ hasText: 'Detention' });
  await expect(charge).toContainText('Requested');
  // Two hours at $75.25: the charge is their product.
  await expect(charge).toContainText('2 × $75.25 = $150.50');
  await expect(carrierDetail.getByTestId('money-total')).toHaveText('$1,200.00');

  const shipperPage = await pageAs(browser, 'shipper');
  const shipperDetail = await openOrderFromLoads(shipperPage, order);
  await expect(shipperDetail.getByTestId('money-total')).toHaveText('$1,200.00');
  await shipperDetail.getByRole('button', { name: 'Approve the Detention charge' }).click();
  await expect(toast(shipperPage, 'Order Successfully Updated')).toBeVisible();
  await expect(shipperDetail.getByTestId('accessorial').filter({ hasText: 'Detention' })).toContainText('Approved');
  await expect(shipperDetail.getByTestId('money-total')).toHaveText('$1,350.50');
  await shipperPage.context().close();

  // The carrier's panel shows the new total without a reload (order.updated).
  await expect(carrierDetail.getByTestId('money-total')).toHaveText('$1,350.50');
  await expect(charge).toContainText('Approved');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the order detail takes the whole screen with no sideways scroll', async ({ page, request }) => {
    const order = await tenderedOrder(request);
    const detail = await openOrderFromLoads(page, order);
    await expect(detail.getByRole('button', { name: 'Accept the order' })).toBeVisible();
    const box = await detail.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    const widths = await detail.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, `the panel is ${widths.scroll}px wide inside ${widths.client}px`).toBeLessThanOrEqual(widths.client);
    expect(widths.page).toBeLessThanOrEqual(widths.inner);
  });

  test.describe('as the carrier of another company', () => {
    test.use({ role: 'interstate' });

    test('the loads we carry fit the phone: the switch, the cards and the order', async ({ page, request }) => {
      const order = await interstateOrder(request);
      await page.goto('/loads');
      await page.getByRole('group', { name: 'Whose loads' }).getByRole('radio', { name: 'Loads we carry' }).check();
      await expect(page).toHaveURL(/[?&]view=carrier/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(order.load.loadId);
      const row = page.getByTestId('table-row').filter({ hasText: order.load.loadId });
      await expect(row).toHaveCount(1);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.page, `the list is ${widths.page}px wide in ${widths.inner}px`).toBeLessThanOrEqual(widths.inner);
      await row.getByRole('button', { name: `Open the order of ${order.load.loadId}` }).click();
      const detail = await orderPanel(page, order);
      await expect(detail.getByRole('button', { name: 'Accept the order' })).toBeVisible();
    });
  });
});
