/**
 * /dashboard: each group's figure is the total of the list it links to, for the shipper, for the demo company's
 * carrier dispatcher (its carrier side) and for Interstate Haulers' dispatcher (a carrier company); the page fits a
 * phone; an account without portal access gets 403 from the dashboard's calls.
 */
import type { Page } from '@playwright/test';
import { DASHBOARD_GROUPS, type DashboardGroup, type DashboardSide } from '@freight/contracts';
import { DEMO, DEMO_PASSWORD, type Role } from './support/env';
import { expect, test } from './support/test';

/** The figure a group shows on the dashboard (its link's data), once the counts have loaded. */
async function figureOf(page: Page, group: DashboardGroup): Promise<number> {
  const figure = page.getByTestId(`count-${group}`).locator('.home-count-figure');
  await expect(figure).toHaveAttribute('data-count', /^\d+$/);
  return Number(await figure.getAttribute('data-count'));
}

/**
 * Opens /dashboard, reads the group's figure, follows its link like a user and reads the list's total. Other specs
 * and the risk job (every 2 s here) may change a figure between the two readings: the pair is read again until a
 * reading agrees (a wrong count never agrees).
 */
async function expectFigureMatchesList(page: Page, group: DashboardGroup, side: DashboardSide) {
  await expect(async () => {
    await page.goto('/dashboard');
    const figure = await figureOf(page, group);
    await page.getByTestId(`count-${group}`).click();
    await expect(page).toHaveURL(new RegExp(`[?&]side=${side}(&|$)`));
    const total = page.getByTestId('list-total');
    await expect(total).toBeVisible();
    expect(Number(await total.getAttribute('data-total'))).toBe(figure);
  }).toPass({ timeout: 60_000 });
}

const ROLES: Array<{ role: Role; side: DashboardSide; name: string }> = [
  { role: 'shipper', side: 'shipper', name: 'the shipper' },
  { role: 'carrier', side: 'carrier', name: "the demo company's carrier dispatcher (carrier side by default)" },
  { role: 'interstate', side: 'carrier', name: "Interstate Haulers' dispatcher (a carrier company)" },
];

for (const { role, side, name } of ROLES) {
  test.describe(`signed in as ${name}`, () => {
    test.use({ role });

    test("each group's figure is the total of the list it links to", async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      const counts = page.getByTestId('card-counts');
      // The side's groups: pending and quoted loads are the shipper's only.
      const groups = DASHBOARD_GROUPS.filter((group) => side === 'shipper' || (group !== 'pending' && group !== 'quoted'));
      await expect(counts.getByRole('link')).toHaveCount(groups.length);
      for (const group of groups) await expect(page.getByTestId(`count-${group}`)).toHaveAttribute('href', new RegExp(`side=${side}`));
      for (const group of groups) await expectFigureMatchesList(page, group, side);
    });
  });
}

test.describe('signed in as the shipper, the cards', () => {
  test.use({ role: 'shipper' });

  test('the activity is drawn by uPlot (its table on demand, 30 or 90 days), the routes on the map, the latest order opens its detail', async ({ page }) => {
    await page.goto('/dashboard');
    const activity = page.getByTestId('card-activity');
    await expect(activity.getByTestId('time-chart')).toHaveAttribute('data-canvas', 'drawn');
    await expect(activity.locator('canvas')).toBeVisible();
    await activity.getByRole('button', { name: 'Show the figures as a table' }).click();
    // The figures' table (uPlot's legend is a table too, inside the chart's image).
    const table = activity.getByRole('table', { name: /per day over the last 30 days/ });
    await expect(table).toBeVisible();
    // A header row and the days (the API may leave out empty days).
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await activity.getByText('90 days').click();
    await expect(page).toHaveURL(/[?&]days=90/);
    await expect(activity.getByRole('table', { name: /per week over the last 90 days/ })).toBeVisible();
    await expect(activity.getByTestId('time-chart')).toHaveAttribute('data-canvas', 'drawn');

    const routes = page.getByTestId('card-routes');
    // The map is drawn when its card comes near the screen (WhenVisible): scrolled to, as a reader would.
    await routes.scrollIntoViewIfNeeded();
    await expect(routes.getByTestId('map')).toHaveAttribute('data-routes', /^[1-9]/);

    const latest = page.getByTestId('card-latest');
    const first = latest.getByRole('button', { name: /^Open order O-/ }).first();
    const orderId = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/[?&]order=/);
    await expect(page.getByTestId('order-detail')).toContainText(orderId);
  });
});

test.describe('signed in as the carrier dispatcher, on a phone', () => {
  test.use({ role: 'carrier', viewport: { width: 390, height: 844 } });

  test('the cards fit 390 px without sideways scroll, the trucks shown, the figures reachable by keyboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('card-trucks')).toBeVisible();
    await figureOf(page, 'new');
    await expect(page.getByTestId('card-latest').getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A keyboard user reaches a figure and opens its list with Enter.
    const link = page.getByTestId('count-new');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/neworderslist\?side=carrier/);
  });
});

test('an account without portal access gets 403 from the dashboard calls', async ({ request }) => {
  const login = await request.post('/v1/api/user-manager/login', { data: { email: DEMO.pending, password: DEMO_PASSWORD, rememberme: false } });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  for (const path of ['dashboard-manager/orders-count/all', 'dashboard-manager/latest-orders-list', 'logs-manager/logs-list']) {
    const response = await request.get(`/v1/api/${path}`, { headers });
    expect(response.status(), path).toBe(403);
  }
});
