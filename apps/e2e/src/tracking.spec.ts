import type { APIRequestContext } from '@playwright/test';
import { driverLinkFor, truckOnLiveLoad } from './support/fleet-api';
import { expect, prepareContext, test } from './support/test';

/**
 * Tracking: the shipper makes a share link on /orders/tracking/{loadId} of a load in transit; a fresh,
 * signed-out phone opens /tracking/share/{code} and sees the truck move when the carrier sends a position
 * (update-trucker-location), rounded to ~1 km; once the shipper revokes the link, it says it is no longer valid.
 */
test.use({ role: 'shipper' });

const PHONE = { width: 390, height: 844 };

/** A new truck of the demo company carrying a new load of the demo shipper, picked up (in transit) through the driver's link. */
async function loadInTransit(request: APIRequestContext) {
  const live = await truckOnLiveLoad(request, { unitPrefix: 'TRK', driverName: 'Tracy Trucker', pickupInDays: 0, deliveryInDays: 1, to: 'indianapolis' });
  const { token } = await driverLinkFor(live);
  for (const status of ['at_pickup', 'in_transit']) {
    const step = await request.post('/v1/api/driver-manager/update-status', { headers: { 'X-Driver-Token': token }, data: { status } });
    expect(step.status(), await step.text()).toBe(200);
  }
  const moveTo = (lat: number, lng: number) =>
    live.carrier.post(`user-manager/update-trucker-location/${live.truck._id}`, { lat, lng, speedMph: 57, heading: 150 });
  return { load: live.load, moveTo };
}

test('a signed-out viewer of a share link sees the truck move at ~1 km precision, until the link is revoked', async ({ browser, request, page }) => {
  const { load, moveTo } = await loadInTransit(request);
  await moveTo(41.234567, -87.345678);

  // The shipper's tracking page: the full view, then a new share link.
  await page.goto(`/orders/tracking/${load._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tracking ${load.loadId}` })).toBeVisible();
  await expect(page.getByTestId('truck-position')).toContainText('41.2346, -87.3457');
  await expect(page.getByText('Tracy Trucker')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Share tracking' });
  await panel.getByRole('button', { name: 'Create a tracking link' }).click();
  const linkField = panel.getByRole('textbox', { name: 'Tracking link' });
  await expect(linkField).toHaveValue(/\/tracking\/share\/[A-Za-z0-9_-]{22}$/);
  const shareUrl = new URL(await linkField.inputValue());
  // The full view fits a phone too.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('truck-position')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A fresh, signed-out phone opens the link.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: PHONE });
  await prepareContext(context);
  try {
    const viewer = await context.newPage();
    await viewer.goto(shareUrl.pathname);
    await expect(viewer.getByRole('heading', { level: 1, name: `Tracking ${load.loadId}` })).toBeVisible();
    await expect(viewer.getByTestId('truck-position')).toContainText('Last position: 41.23, -87.35');
    await expect(viewer.getByTestId('milestone-picked_up')).toHaveClass(/done/);
    await expect(viewer.getByText('Tracy Trucker')).toHaveCount(0);
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The carrier's next position reaches the viewer's page, rounded, without a reload.
    await moveTo(41.567891, -87.012345);
    await expect(viewer.getByTestId('truck-position')).toContainText('Last position: 41.57, -87.01', { timeout: 30_000 });
    await expect(viewer.getByTestId('truck-position')).not.toContainText('41.5679');

    // The shipper revokes the link (confirmed): the viewer's next visit says it is no longer valid.
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(panel.getByText(/Revoked/)).toBeVisible();
    await viewer.reload();
    await expect(viewer.getByText('This tracking link is no longer valid')).toBeVisible();
    await expect(viewer.getByTestId('truck-position')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
