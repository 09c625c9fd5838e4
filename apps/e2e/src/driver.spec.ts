import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ApiEnvelope, DriverAssignment } from '@freight/contracts';
import { driverLinkFor, truckOnLiveLoad } from './support/fleet-api';
import { expect, prepareContext, test } from './support/test';

/**
 * The driver's pages: a carrier's dispatcher makes a driver link through the API for a truck carrying a
 * load; the driver opens it signed out on a phone (390 px), confirms arrival and pickup, then delivery with a
 * signature drawn with the mouse and the receiver's name; the shipper then sees the proof of delivery. And a step
 * confirmed offline is queued on the phone and sent once back online, exactly once.
 */
test.use({ role: 'shipper' });

const PHONE = { width: 390, height: 844 };
/**
 * A new truck of the demo company carrying a new load of the demo shipper (assign-load-to-truck), and the driver
 * link the dispatcher makes for it (send-driver-link): the path of the driver's page and the load's ids.
 */
async function assignmentWithLink(request: APIRequestContext) {
  const live = await truckOnLiveLoad(request, { unitPrefix: 'DRV', driverName: 'Dana Driver', pickupInDays: 3, deliveryInDays: 5 });
  const { url, token } = await driverLinkFor(live);
  const assignment = async () => {
    const response = await request.get('/v1/api/driver-manager/assignment', { headers: { 'X-Driver-Token': token } });
    return ((await response.json()) as ApiEnvelope<DriverAssignment>).data!;
  };
  return { path: `${url.pathname}${url.search}`, load: live.load, unit: live.unit, assignment, shipper: live.shipper };
}

/** A signed-out phone: a fresh context at 390 px (service workers blocked, as in the whole suite, unless asked). */
async function driverPhone(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: PHONE, serviceWorkers });
  await prepareContext(context);
  return { context, page: await context.newPage() };
}

/** No sideways scroll on the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('the driver confirms pickup and delivery with a drawn signature; the shipper sees the proof of delivery', async ({ browser, request, page }) => {
  const { path, load } = await assignmentWithLink(request);
  const { context, page: driver } = await driverPhone(browser);
  try {
    await driver.goto(path);
    await expect(driver.getByRole('heading', { level: 1, name: 'Pickup' })).toBeVisible();
    await expect(driver.getByText(load.loadId)).toBeVisible();
    await expect(driver.getByText('Chicago dock')).toBeVisible();
    await expect(driver.getByTestId('driver-status')).toHaveText('Assigned');
    await fitsThePhone(driver);

    await driver.getByRole('button', { name: 'Arrived at pickup' }).click();
    await expect(driver.getByTestId('driver-status')).toHaveText('At pickup');
    await expect(driver.getByTestId('driver-queue-entry').filter({ hasText: 'Arrived at pickup' })).toContainText('Sent');

    // Loaded: the page moves on to the delivery page, location sharing shows with its stop button.
    await driver.getByRole('button', { name: 'Loaded — start trip' }).click();
    await expect(driver.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    await expect(driver).toHaveURL(/\/orderDelivery\?token=/);
    await expect(driver.getByTestId('driver-status')).toHaveText('In transit');
    // On the road the location control shows: sharing, not yet, or blocked by the browser (this context grants no permission).
    await expect(driver.getByRole('button', { name: /Stop sharing|Share my location|Try again/ })).toBeVisible();

    await driver.getByRole('button', { name: 'Arrived at delivery' }).click();
    await expect(driver.getByTestId('driver-status')).toHaveText('At delivery');

    // The proof: nothing signed yet is refused on the page.
    await driver.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(driver.getByText("Enter the receiver's name")).toBeVisible();
    await expect(driver.getByText('Ask the receiver to sign', { exact: true })).toBeVisible();

    await driver.getByLabel("Receiver's name").fill('Rosa Receiver');
    const pad = driver.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await driver.mouse.move(box.x + 30, box.y + box.height / 2);
    await driver.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await driver.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 === 0 ? -30 : 30), { steps: 3 });
    }
    await driver.mouse.up();
    await expect(pad).toHaveAttribute('aria-label', 'Signature drawn');
    await fitsThePhone(driver);
    await driver.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(driver.getByRole('heading', { name: 'Delivered' })).toBeVisible();
    await expect(driver.getByText(/Signed by Rosa Receiver/)).toBeVisible();
    await expect(driver.getByTestId('driver-status')).toHaveText('Delivered');
  } finally {
    await context.close();
  }

  // The shipper, signed in: the load's tracking page shows the proof of delivery, the receiver and the signature.
  await page.goto(`/orders/tracking/${load._id}`);
  await expect(page.getByTestId('pod-receiver')).toHaveText('Rosa Receiver');
  const signature = page.getByRole('img', { name: 'Signature of Rosa Receiver' });
  await expect(signature).toBeVisible();
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(50);
});

test('a step confirmed offline is queued on the phone and sent once back online', async ({ browser, request }) => {
  const { path, assignment } = await assignmentWithLink(request);
  const { context, page: driver } = await driverPhone(browser);
  try {
    await driver.goto(path);
    await expect(driver.getByTestId('driver-status')).toHaveText('Assigned');

    await context.setOffline(true);
    await expect(driver.getByText('You are offline.', { exact: false })).toBeVisible();
    await driver.getByRole('button', { name: 'Arrived at pickup' }).click();
    const entry = driver.getByTestId('driver-queue-entry').filter({ hasText: 'Arrived at pickup' });
    await expect(entry).toContainText('Waiting to send');
    // The page shows the step done, the server does not have it yet.
    await expect(driver.getByTestId('driver-status')).toHaveText('At pickup');
    expect((await assignment()).status).toBe('assigned');

    await context.setOffline(false);
    await expect(entry).toContainText('Sent');
    await expect(driver.getByText('You are offline.', { exact: false })).toHaveCount(0);
    const after = await assignment();
    expect(after.status).toBe('at_pickup');
    expect(after.arrivedPickupAt).not.toBeNull();

    // Exactly once: a reload sends nothing again, and the next step follows from the server's state.
    await driver.reload();
    await expect(driver.getByRole('button', { name: 'Loaded — start trip' })).toBeVisible();
    await expect(driver.getByTestId('driver-queue-entry').filter({ hasText: 'Arrived at pickup' })).toContainText('Sent');
    expect((await assignment()).arrivedPickupAt).toBe(after.arrivedPickupAt);
  } finally {
    await context.close();
  }
});

test('the driver page speaks Spanish and French, and a broken or withdrawn link says what to do', async ({ browser, request }) => {
  const { path } = await assignmentWithLink(request);
  const { context, page: driver } = await driverPhone(browser);
  try {
    await driver.goto(path);
    await expect(driver.getByRole('button', { name: 'Arrived at pickup' })).toBeVisible();
    await driver.getByRole('combobox', { name: 'Language' }).selectOption('sp');
    await expect(driver.getByRole('heading', { level: 1, name: 'Recogida' })).toBeVisible();
    await expect(driver.getByRole('button', { name: 'Llegué a la recogida' })).toBeVisible();
    await driver.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
    await expect(driver.getByRole('button', { name: "Arrivé à l'enlèvement" })).toBeVisible();
    await fitsThePhone(driver);

    await driver.goto('/orderPickup?token=not.a.token');
    await expect(driver.getByRole('heading', { name: 'Ce lien ne fonctionne plus' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the driver page is an installable app that opens again without a network', async ({ browser, request }) => {
  const { path } = await assignmentWithLink(request);
  // The worker itself is under test here (the other tests block workers, as the whole suite does).
  const { context, page: driver } = await driverPhone(browser, 'allow');
  try {
    await driver.goto(path);
    await expect(driver.getByRole('button', { name: 'Arrived at pickup' })).toBeVisible();
    // The manifest is linked on the driver's page, and its worker runs for the two driver pages (the shell's push
    // worker keeps its own scope, /).
    await expect(driver.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');
    const manifest = await request.get('/driver.webmanifest');
    expect(await manifest.json()).toMatchObject({ start_url: '/orderPickup', display: 'standalone' });
    await expect
      .poll(() =>
        driver.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname).sort()),
      )
      .toEqual(expect.arrayContaining(['/orderDelivery', '/orderPickup']));
    // Its copy of the page and of what the page loaded is kept.
    await expect
      .poll(() => driver.evaluate(async () => (await caches.open('freight-driver-v1').then((cache) => cache.keys())).length), { timeout: 20_000 })
      .toBeGreaterThan(5);

    await context.setOffline(true);
    await driver.reload();
    await expect(driver.getByRole('heading', { level: 1, name: 'Pickup' })).toBeVisible();
    await expect(driver.getByText('You are offline.', { exact: false })).toBeVisible();
    // Back online, the page reads the load again by itself.
    await context.setOffline(false);
    await expect(driver.getByRole('button', { name: 'Arrived at pickup' })).toBeVisible();
  } finally {
    await context.close();
  }
});
