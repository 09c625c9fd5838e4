import type { APIRequestContext } from '@playwright/test';
import type { ApiEnvelope, SendDriverLinkResult, Trucker } from '@freight/contracts';
import { DEMO, DEMO_PASSWORD } from './support/env';
import { expect, prepareContext, test } from './support/test';

/**
 * Tracking (issue 12): the shipper makes a share link on /orders/tracking/{loadId} of a load in transit; a fresh,
 * signed-out phone opens /tracking/share/{code} and sees the truck move when the carrier sends a position
 * (update-trucker-location), rounded to ~1 km; once the shipper revokes the link, it says it is no longer valid.
 */
test.use({ role: 'shipper' });

const PHONE = { width: 390, height: 844 };
const day = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
const unique = () => Date.now().toString(36).toUpperCase().slice(-6);

/** A demo account through the API with a token of its own (the shared browser sessions are left alone). */
async function api(request: APIRequestContext, email: string) {
  const login = await request.post('/v1/api/user-manager/login', { data: { email, password: DEMO_PASSWORD, rememberme: false } });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as ApiEnvelope<{ token: string }>).data!;
  const headers = { Authorization: `Bearer ${token}` };
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, path: string) => {
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as ApiEnvelope<T>).data!;
  };
  return {
    post: async <T>(path: string, body: unknown = {}, extra: Record<string, string> = {}) => read<T>(await request.post(`/v1/api/${path}`, { headers: { ...headers, ...extra }, data: body }), path),
    get: async <T>(path: string) => read<T>(await request.get(`/v1/api/${path}`, { headers }), path),
  };
}

/** A new truck of the demo company carrying a new load of the demo shipper, picked up (in transit) through the driver's link. */
async function loadInTransit(request: APIRequestContext) {
  const carrier = await api(request, DEMO.carrier);
  const shipper = await api(request, DEMO.shipper);
  const equipment = await carrier.get<Array<{ _id: string }> | { items: Array<{ _id: string }> }>('equipment-manager/equipment-list');
  const first = (Array.isArray(equipment) ? equipment : equipment.items)[0]!;
  const unit = `TRK-${unique()}`;
  const truck = await carrier.post<Trucker>('user-manager/add-trucker', { kind: 'truck', name: 'Tracy Trucker', truckNumber: unit, equipmentIds: [first._id] });
  const stop = (type: 'pickup' | 'delivery', days: number, city: string, state: string, postalCode: string) => ({
    type,
    name: `${city} dock`,
    street1: '1 Industrial Way',
    city,
    state,
    postalCode,
    country: 'USA',
    windowStart: day(days),
    windowEnd: day(days, 4),
  });
  const load = await shipper.post<{ _id: string; loadId: string }>('load-manager/add-load', {
    stops: [stop('pickup', 0, 'Chicago', 'IL', '60607'), stop('delivery', 1, 'Indianapolis', 'IN', '46204')],
    commodity: `Paper products ${unit}`,
    weight: 20_000,
    rate: 1800,
  });
  await shipper.post('load-manager/assign-load-to-truck', { loadId: load._id, truckerId: truck._id });
  const { link } = await carrier.post<SendDriverLinkResult>(`user-manager/send-driver-link/${truck._id}`);
  const token = new URL(link.url).searchParams.get('token')!;
  for (const status of ['at_pickup', 'in_transit']) await carrier.post('driver-manager/update-status', { status }, { 'X-Driver-Token': token });
  const moveTo = (lat: number, lng: number) => carrier.post(`user-manager/update-trucker-location/${truck._id}`, { lat, lng, speedMph: 57, heading: 150 });
  return { load, moveTo };
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
