import type { LaneHistoryResponse } from '@freight/contracts';
import { DEMO } from './support/env';
import { truckOnLiveLoad } from './support/fleet-api';
import { shipperApi } from './support/shipper-api';
import { expect, test } from './support/test';

/**
 * Lane history and the driver schedule. A demo lane's figures on /dashboard/lanehistory/:id are
 * those of its loads, as the API lists them; a truck's assigned load shows on its day of the driver schedule and
 * opens its order. Also: both screens at 390 px without sideways scroll.
 */

/** How the screen writes a count, a rate and money in English. */
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const percent = (value: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(value);
const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
/** The lists of the answer hold at most this many loads (dashboard-manager's LANE_LIST_LIMIT). */
const LIST_LIMIT = 50;

test.describe('a lane of the demo shipper', () => {
  test.use({ role: 'shipper' });

  test("shows the figures of its loads: delivered and current, on-time delivery, rates; each load's order opens", async ({ page, request }) => {
    const shipper = await shipperApi(request, DEMO.shipper);
    // The demo lane with the most deliveries whose loads the answer lists in full (so the figures can be counted).
    const lanes = await shipper.get<Array<{ _id: string; name: string }>>('lane-manager/lanes');
    const histories = await Promise.all(lanes.map((lane) => shipper.get<LaneHistoryResponse>(`dashboard-manager/lane-history/${lane._id}`)));
    const complete = histories.filter(
      (history) => history.summary.deliveredLoads > 0 && history.summary.deliveredLoads <= LIST_LIMIT && history.summary.currentLoads <= LIST_LIMIT,
    );
    expect(complete.length, 'a demo lane with deliveries this year').toBeGreaterThan(0);
    const history = complete.sort((a, b) => b.summary.deliveredLoads - a.summary.deliveredLoads)[0]!;
    const { lane, pastLoads, currentLoads, summary } = history;
    // The API's figures are those of its loads.
    expect(pastLoads).toHaveLength(summary.deliveredLoads);
    expect(currentLoads).toHaveLength(summary.currentLoads);
    expect(summary.onTimeDeliveryRate).toBeCloseTo(pastLoads.filter((load) => load.onTime).length / pastLoads.length, 4);

    await page.goto(`/dashboard/lanehistory/${lane._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Lane history: ${lane.name}` })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Summary' });
    const figure = (name: string) =>
      figures
        .locator('.lane-figure')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    await expect(figure('Delivered loads')).toHaveText(count(pastLoads.length));
    await expect(figure('Current loads')).toHaveText(count(currentLoads.length));
    await expect(figure('On-time delivery')).toHaveText(percent(pastLoads.filter((load) => load.onTime).length / pastLoads.length));
    await expect(figure('Average rate')).toHaveText(summary.averageRateCents === null ? '—' : money(summary.averageRateCents, lane.currency));

    // Each past load is a row with its rate and whether it was on time.
    const past = page.getByRole('table', { name: 'Past loads' });
    await expect(past.locator('tbody tr')).toHaveCount(pastLoads.length);
    const first = pastLoads[0]!;
    const row = past.locator('tbody tr').filter({ hasText: first.loadId });
    await expect(row).toContainText(money(first.rateCents, lane.currency));
    await expect(row).toContainText(first.onTime ? 'On time' : 'Late');
    // The rates by month add up to the delivered loads in the lane's currency.
    const rateRows = page.getByRole('table', { name: 'Rates by month' }).locator('tbody tr');
    await expect(rateRows).toHaveCount(history.rates.length);

    // A load with an order opens it over the page (the shared order detail).
    const withOrder = pastLoads.find((load) => load.orderUuid);
    if (withOrder) {
      await past.getByRole('button', { name: `Open the order of load ${withOrder.loadId}` }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]order=${withOrder.orderUuid}`));
      await expect(page.getByRole('dialog')).toContainText(withOrder.loadId);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // A phone: the tables are cards and the chart follows the width; the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(figure('Delivered loads')).toHaveText(count(pastLoads.length));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('an unknown lane says so', async ({ page }) => {
    await page.goto('/dashboard/lanehistory/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Lane not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  });
});

test.describe('the driver schedule of the demo carrier', () => {
  test.use({ role: 'carrier' });

  test("shows a truck's assigned load on its day, as a bar that opens its order; a list at 390 px", async ({ page, request }) => {
    const live = await truckOnLiveLoad(request, { unitPrefix: 'SCH', driverName: 'Sky Schedule', pickupInDays: 2, deliveryInDays: 3 });
    const detail = await live.carrier.post<{ items: Array<{ _id: string; loadId: string }> }>('order-manager/order-list', {
      page: 1,
      limit: 5,
      scope: 'all',
      search: live.load.loadId,
    });
    const pickupDay = await page.evaluate((days) => {
      const at = new Date(Date.now() + days * 86_400_000);
      return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    }, 2);

    await page.goto(`/dashboard/driverschedule?view=day&date=${pickupDay}&q=${live.unit}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Driver schedule' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Sky Schedule.*Truck ${live.unit}`) });
    const bar = row.locator('.schedule-track').getByRole('button', { name: new RegExp(`^${live.load.loadId}( · .+)? · Chicago, IL → Dallas, TX`) });
    await expect(bar).toBeVisible();
    // The next day has no pickup of it: the load (delivered on day 3) is still on the road on day 3, not before day 2.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(/view=day/);
    await expect(row.locator('.schedule-track').getByRole('button')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(bar).toBeVisible();
    // Keyboard: the bar is reached and opened with Enter.
    await bar.focus();
    await page.keyboard.press('Enter');
    if (detail.items[0]) await expect(page).toHaveURL(new RegExp(`[?&]order=${detail.items[0]._id}`));
    await expect(page.getByRole('dialog')).toContainText(live.load.loadId);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The week view shows it too, and a phone gets the truck's list without sideways scroll.
    await page.getByRole('radio', { name: 'Week' }).check();
    await expect(page).toHaveURL(/view=week/);
    await expect(bar).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      row.locator('.schedule-list').getByRole('button', { name: new RegExp(`^${live.load.loadId}( · .+)? · Chicago, IL → Dallas, TX`) }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
