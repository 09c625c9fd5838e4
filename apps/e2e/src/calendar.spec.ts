import type { Page } from '@playwright/test';
import { addDays, type DeliveryScheduleData } from '@freight/contracts';
import { DEMO, storageStateFile } from './support/env';
import { readMail } from './support/mail';
import { addTwoStopLoad, dayOf, farPickupDay, shipperApi } from './support/shipper-api';
import { expect, prepareContext, test } from './support/test';

/**
 * The calendar (/calendar) and a moved date confirmed by the other party: the demo shipper's load is carried by
 * Interstate Haulers (broadcast, then accepted by its dispatcher, through the API); the shipper moves its delivery on
 * the calendar with a reason; the carrier's dispatcher opens the confirm page from the link of its e-mail and
 * confirms; the shipper's calendar shows the new date. Also: the delivery schedule's weeks, and both screens at 390 px.
 */
test.use({ role: 'shipper' });

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });
/** How the grid names a day in English ("Friday, June 4, 2027"). */
const dayName = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A new load of the demo shipper carried by Interstate Haulers: its pickup day, delivery day and human id. */
async function loadCarriedByInterstate(request: Parameters<typeof shipperApi>[0]) {
  const shipper = await shipperApi(request);
  const carrier = await shipperApi(request, DEMO.interstate);
  const pickupDay = farPickupDay();
  const load = await addTwoStopLoad(shipper, pickupDay);
  await shipper.post(`load-manager/broadcast-load/${load._id}`, {});
  await carrier.post('load-manager/load-accept-by-fleet', { loadId: load._id });
  return { load, pickupDay, deliveryDay: addDays(pickupDay, 1) };
}

test('the shipper moves a delivery on the calendar; the carrier confirms from its link; the calendar shows the new date', async ({
  page,
  request,
  browser,
}) => {
  const { load, deliveryDay } = await loadCarriedByInterstate(request);
  const newDay = addDays(deliveryDay, 2);

  await page.goto(`/calendar?view=week&date=${deliveryDay}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const grid = page.getByRole('grid');
  const delivery = grid
    .getByRole('gridcell', { name: new RegExp(dayName(deliveryDay)) })
    .getByRole('button', { name: new RegExp(`^Delivery ${load.loadId}, Indianapolis, IN`) });
  await delivery.click();
  const dialog = page.getByRole('dialog', { name: `Delivery of load ${load.loadId}` });
  await expect(dialog).toContainText('Interstate Haulers LLC will be asked to confirm the new date.');
  await dialog.getByLabel('New date').fill(newDay);
  await dialog.getByLabel('Reason (optional)').fill('Receiver closed that day');
  await dialog.getByRole('button', { name: 'Move date' }).click();
  await expect(toast(page, 'Date change requested: the other party will confirm it')).toBeVisible();
  // Not moved yet: the request waits for the carrier.
  const pending = page.getByRole('region', { name: 'Date changes waiting for a confirmation' });
  await expect(pending).toContainText(`Delivery of ${load.loadId}`);
  await expect(pending).toContainText('waiting for Interstate Haulers LLC to confirm');
  await expect(
    grid.getByRole('gridcell', { name: new RegExp(dayName(deliveryDay)) }).getByRole('button', { name: new RegExp(`Delivery ${load.loadId}`) }),
  ).toBeVisible();

  // The carrier's dispatcher got an e-mail with the link to the confirm page.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readMail(DEMO.interstate)).find((entry) => entry.template === 'date-change-requested' && entry.text.includes(load.loadId));
      link = /https?:\/\/[^\s"<>]+(\/calendar\/confirm-order-date-update\/[0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    })
    .toMatch(/^\/calendar\/confirm-order-date-update\//);

  const carrierContext = await browser.newContext({ storageState: storageStateFile('interstate') });
  await prepareContext(carrierContext);
  try {
    const carrierPage = await carrierContext.newPage();
    await carrierPage.goto(link);
    await expect(carrierPage.getByRole('heading', { level: 1, name: 'Confirm date change' })).toBeVisible();
    const card = carrierPage.getByRole('article', { name: 'Date change request' });
    await expect(card).toContainText(`asks to move the delivery of load ${load.loadId}`);
    await expect(card).toContainText(dayName(newDay));
    await expect(card).toContainText('Receiver closed that day');
    await card.getByRole('button', { name: 'Confirm' }).click();
    const confirm = carrierPage.getByRole('dialog', { name: 'Confirm the new date?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(carrierPage, 'Date change confirmed')).toBeVisible();
    await expect(card).toContainText('Confirmed by');
    await expect(card.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  } finally {
    await carrierContext.close();
  }

  // The shipper's calendar: the delivery on its new day, nothing pending.
  await page.goto(`/calendar?view=week&date=${newDay}`);
  await expect(
    page
      .getByRole('grid')
      .getByRole('gridcell', { name: new RegExp(dayName(newDay)) })
      .getByRole('button', { name: new RegExp(`^Delivery ${load.loadId}`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Date changes waiting for a confirmation' })).toHaveCount(0);
});

test('the delivery schedule lists the load under its ordinal week', async ({ page, request }) => {
  const shipper = await shipperApi(request);
  const pickupDay = farPickupDay();
  const load = await addTwoStopLoad(shipper, pickupDay);
  const deliveryDay = addDays(pickupDay, 1);
  await page.goto(`/delivery-schedule?from=${deliveryDay}&to=${addDays(deliveryDay, 13)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery schedule' })).toBeVisible();
  const firstWeek = page.getByRole('region', { name: /^1st week/ });
  await expect(firstWeek.getByTestId('schedule-row').filter({ hasText: load.loadId })).toContainText('Indianapolis');
  await expect(page.getByRole('heading', { level: 2, name: /^2nd week/ })).toBeVisible();
});

test("the delivery schedule's warehouse filter finds the deliveries at that warehouse, named in its column", async ({ page, request }) => {
  const shipper = await shipperApi(request);
  const today = dayOf(new Date());
  const range = { from: addDays(today, -20), to: addDays(today, 20) };
  // The demo world's loads off their lanes deliver to the company's DC in their destination city.
  const all = await shipper.post<DeliveryScheduleData>('load-manager/get-all-delivery-schedule', { ...range, limit: 13 });
  // One in the screen's first page of weeks (four).
  const atWarehouse = all.weeks
    .slice(0, 4)
    .flatMap((week) => week.rows)
    .find((row) => row.warehouseId !== null);
  expect(atWarehouse).toBeDefined();
  const warehouse = all.warehouses.find((option) => option._id === atWarehouse!.warehouseId)!;
  const filtered = await shipper.post<DeliveryScheduleData>('load-manager/get-all-delivery-schedule', { ...range, warehouseId: warehouse._id, limit: 13 });
  expect(filtered.totalRows).toBeGreaterThan(0);

  await page.goto(`/delivery-schedule?from=${range.from}&to=${range.to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery schedule' })).toBeVisible();
  await page.getByLabel('Warehouse').selectOption(warehouse._id);
  await expect(page).toHaveURL(new RegExp(`[?&]warehouse=${warehouse._id}(&|$)`));
  await expect(page.getByRole('status').filter({ hasText: /deliver/ })).toContainText(
    `${filtered.totalRows} ${filtered.totalRows === 1 ? 'delivery' : 'deliveries'}`,
  );
  const rows = page.getByTestId('schedule-row');
  await expect(rows.filter({ hasText: atWarehouse!.loadId })).toContainText(warehouse.name);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(rows.nth(index).locator('td').nth(3)).toHaveText(warehouse.name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the calendar is an agenda list at 390 px, and the schedule fits: no sideways scroll', async ({ page, request }) => {
    const shipper = await shipperApi(request);
    const pickupDay = farPickupDay();
    const load = await addTwoStopLoad(shipper, pickupDay);
    await page.goto(`/calendar?view=week&date=${pickupDay}`);
    const agenda = page.getByRole('region', { name: 'Pickups and deliveries, day by day' });
    await expect(agenda.getByRole('button', { name: new RegExp(`^Pickup ${load.loadId}`) })).toBeVisible();
    await expect(page.getByRole('grid')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    await page.goto(`/delivery-schedule?from=${pickupDay}&to=${addDays(pickupDay, 6)}`);
    await expect(page.getByTestId('schedule-row').filter({ hasText: load.loadId })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
