/**
 * A load pushed past its pickup window: the risk job (every RISK_JOB_INTERVAL_MS on the e2e server, a minute by
 * default) flags it delayed; the shipper sees it in /dashboard/delayedorders with its reason and how late it is, and
 * is told (the header's notifications, the e-mail outbox), the notice opening the order over the same list.
 */
import type { APIRequestContext } from '@playwright/test';
import type { LoadDetail, LoadStopInput, Trucker } from '@freight/contracts';
import { DEMO } from './support/env';
import { uniqueSuffix } from './support/fleet-api';
import { readMail } from './support/mail';
import { shipperApi } from './support/shipper-api';
import { expect, test } from './support/test';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** The risk job runs at most once a minute: what the user sees may take that long (and a little more). */
const JOB_WAIT = 120_000;
/** The pickup window closes this soon after the load is moved (15 s). */
const WINDOW_CLOSES_IN_HOURS = 15 / 3_600;

/**
 * A load of the demo shipper (Chicago → Indianapolis, picked up tomorrow), then moved by the load update call (while
 * it is still pending, the only time its windows may change) so that its pickup window, open for hours already,
 * closes in a few seconds (a window that has already ended is refused), then given to a new truck of the demo
 * company's own fleet: an assigned order whose load is not picked up before its window closes.
 */
async function loadPastItsWindow(request: APIRequestContext) {
  const shipper = await shipperApi(request, DEMO.shipper);
  const carrier = await shipperApi(request, DEMO.carrier);
  const suffix = uniqueSuffix();
  const equipment = await shipper.get<Array<{ _id: string; key: string }>>('equipment-manager/equipment-list');
  const dryVan = equipment.find((type) => type.key === 'dry_van') ?? equipment[0]!;
  const stop = (type: 'pickup' | 'delivery', start: string, end: string, city: string, state: string, postalCode: string): LoadStopInput => ({
    type,
    name: `${city} dock`,
    street1: '1 Industrial Way',
    city,
    state,
    postalCode,
    country: 'USA',
    windowStart: start,
    windowEnd: end,
  });
  const body = (pickup: [number, number], delivery: [number, number]) => ({
    stops: [
      stop('pickup', at(pickup[0]), at(pickup[1]), 'Chicago', 'IL', '60607'),
      stop('delivery', at(delivery[0]), at(delivery[1]), 'Indianapolis', 'IN', '46204'),
    ],
    equipmentTypeId: dryVan._id,
    commodity: `Late paper rolls ${suffix}`,
    weight: 20_000,
    weightUnit: 'lbs',
    rate: 1_650,
    currency: 'USD',
  });
  const load = await shipper.post<LoadDetail>('load-manager/add-load', body([24, 28], [48, 52]));
  // Pushed to the end of its window: the pickup closes in a few seconds, the delivery is tomorrow.
  await shipper.post<LoadDetail>(`load-manager/load-update/${load._id}`, body([-8, WINDOW_CLOSES_IN_HOURS], [20, 24]));
  const truck = await carrier.post<Trucker>('user-manager/add-trucker', {
    kind: 'truck',
    name: `Late Driver ${suffix}`,
    truckNumber: `LATE-${suffix}`,
    equipmentIds: [dryVan._id],
  });
  await shipper.post('load-manager/assign-load-to-truck', { loadId: load._id, truckerId: truck._id });
  return { loadUuid: load._id, loadId: load.loadId };
}

test.describe('a load past its window', () => {
  test.use({ role: 'shipper' });

  test('appears in the delayed orders with its reason, and the shipper is notified', async ({ page, request }) => {
    test.setTimeout(4 * 60_000);
    const { loadId } = await loadPastItsWindow(request);

    // The list searched for the load: empty until the job flags it, then its row (the list refetches on its own when
    // the job says orders were flagged; no reload).
    await page.goto(`/dashboard/delayedorders?q=${loadId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delayed orders' })).toBeVisible();
    await expect(page).toHaveURL(/side=shipper/);
    const row = page.getByTestId('table-row').filter({ hasText: loadId });
    await expect(row).toBeVisible({ timeout: JOB_WAIT });
    await expect(row.getByText('Late', { exact: true })).toBeVisible();
    await expect(row.getByText('Pickup window missed')).toBeVisible();
    // Minutes past the window (at least 1 once late at all).
    await expect(row.getByText(/^\d+ min late$/)).toBeVisible();
    await expect(page.getByTestId('list-total')).toHaveText('1 order matches');

    // The bell: the notice of the delay, which opens the order over the delayed orders.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const panel = page.getByRole('region', { name: 'Notifications' });
    const notice = panel.getByRole('listitem').filter({ hasText: loadId });
    await expect(async () => {
      if (await panel.isVisible()) await bell.click();
      await bell.click();
      await expect(notice).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(notice.getByRole('link', { name: 'Load delayed' })).toBeVisible();
    await expect(notice).toContainText('not picked up');
    await notice.getByRole('link', { name: 'Load delayed' }).click();
    await expect(page).toHaveURL(/\/dashboard\/delayedorders\?.*order=[0-9a-f-]{36}/);
    await expect(page.getByTestId('order-detail').getByText(loadId).first()).toBeVisible();

    // And the e-mail, as the shipper chose by default.
    await expect
      .poll(async () => (await readMail(DEMO.shipper)).some((mail) => mail.text.includes(loadId)), { timeout: 30_000, intervals: [2_000] })
      .toBe(true);
  });

  test('the list fits a phone (390 px) without sideways scroll, and /orders/risk-delayed is the same screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders/risk-delayed');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders at risk of delay' })).toBeVisible();
    await page.goto('/dashboard/delayedorders');
    await expect(page.getByRole('heading', { level: 1, name: 'Delayed orders' })).toBeVisible();
    await expect(page.getByTestId('list-total')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
