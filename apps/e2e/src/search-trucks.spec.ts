import type { APIRequestContext, Page } from '@playwright/test';
import type { ApiEnvelope, Locality, Page as ListPage, Trucker } from '@freight/contracts';
import { DEMO, DEMO_PASSWORD } from './support/env';
import { expect, test } from './support/test';

/**
 * The whole journey of /search-trucks, as the demo carrier (module `carrier`): a truck with two equipment types
 * added through the /trucks/add form, its position reported (update-trucker-location: what the driver's phone or GPS
 * does), found near a place by radius and one of its equipment types, favourited (the API's message as a toast), the
 * star still filled after a reload, then unfavourited.
 */
test.use({ role: 'carrier' });

const DRY_VAN = 'Dry Van 53 ft';
const REEFER = 'Reefer 53 ft';

/** The demo carrier through the API with a token of its own (the shared browser session is left alone). */
async function carrierApi(request: APIRequestContext) {
  const login = await request.post('/v1/api/user-manager/login', { data: { email: DEMO.carrier, password: DEMO_PASSWORD, rememberme: false } });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as ApiEnvelope<{ token: string }>).data!;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: async <T>(path: string, body: unknown): Promise<T> => {
      const response = await request.post(`/v1/api/${path}`, { headers, data: body });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return ((await response.json()) as ApiEnvelope<T>).data!;
    },
    remove: (path: string) => request.delete(`/v1/api/${path}`, { headers }),
  };
}

/** The star of a truck found in the list. */
const star = (page: Page, unit: string) =>
  page
    .getByTestId('truck-result')
    .filter({ hasText: unit })
    .getByRole('button', { name: `Favourite truck ${unit}` });

test('adds a truck with two equipment types, finds it near a place by equipment, favourites it and unfavourites it', async ({ page, request }) => {
  const unit = `E2E-${Date.now().toString(36).toUpperCase().slice(-7)}`;
  const api = await carrierApi(request);

  // 1. The truck, through the form.
  await page.goto('/trucks/add');
  await page.getByLabel('Unit number', { exact: true }).fill(unit);
  await page.getByLabel('Driver name', { exact: true }).fill('Ana Search');
  const equipment = page.getByRole('group', { name: 'Equipment types' });
  await equipment.getByLabel(DRY_VAN, { exact: true }).check();
  await equipment.getByLabel(REEFER, { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Truck Successfully Added')).toBeVisible();

  // 2. Its position, a mile from Chicago's 60607, as the driver's phone would report it.
  const found = await api.post<ListPage<Trucker>>('user-manager/my-trucker-list', { search: unit, kind: 'truck' });
  const truck = found.items.find((item) => item.truckNumber === unit);
  expect(truck, `the truck ${unit} added through the form`).toBeDefined();
  try {
    const chicago = await api.post<Locality>('getlocation-bypostalcode-json', { postalCode: '60607' });
    await api.post(`user-manager/update-trucker-location/${truck!._id}`, { lat: chicago.lat + 0.01, lng: chicago.lng, speedMph: 0 });

    // 3. Found near the place, within 25 mi, by one of its equipment types; the search is in the URL.
    await page.goto('/search-trucks');
    await expect(page.getByRole('heading', { level: 1, name: 'Search trucks' })).toBeVisible();
    await expect(page.getByText(/Type a city \(Chicago, IL\)/)).toBeVisible();
    await page.getByLabel('Near', { exact: true }).fill('60607');
    await page.getByRole('search', { name: 'Where to look' }).getByRole('button', { name: 'Find' }).click();
    await expect(page.getByLabel('Near', { exact: true })).toHaveValue('Chicago, IL 60607');
    await page.getByLabel('Within', { exact: true }).selectOption({ label: 'Within 25 mi' });
    const filters = page.locator('summary', { hasText: 'Filters' });
    if (!(await page.getByRole('group', { name: 'Equipment (any of)' }).isVisible())) await filters.click();
    await page.getByRole('group', { name: 'Equipment (any of)' }).getByLabel(REEFER, { exact: true }).check();
    await expect(page).toHaveURL(/place=Chicago.*radius=25/);
    await expect(page).toHaveURL(/equipment=[0-9a-f-]{36}/);
    const row = page.getByTestId('truck-result').filter({ hasText: unit });
    await expect(row).toContainText('Ana Search');
    await expect(row).toContainText(`${DRY_VAN}, ${REEFER}`);
    await expect(row).toContainText('(your fleet)');
    await expect(page.getByRole('region', { name: 'Trucks found on the map' })).toBeVisible();

    // 4. Favourited: the API's message, the star filled, still after a reload (the search comes back from the URL).
    await expect(star(page, unit)).toHaveAttribute('aria-pressed', 'false');
    await star(page, unit).click();
    await expect(page.getByText('User is now Favourite Successfully')).toBeVisible();
    await expect(star(page, unit)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByLabel('Near', { exact: true })).toHaveValue('Chicago, IL 60607');
    await expect(star(page, unit)).toHaveAttribute('aria-pressed', 'true');

    // Only favourites: the truck is one.
    await page.getByLabel('My favourites only', { exact: true }).check();
    await expect(page).toHaveURL(/favourites=1/);
    await expect(page.getByTestId('truck-result').filter({ hasText: unit })).toBeVisible();
    await page.getByLabel('My favourites only', { exact: true }).uncheck();

    // 5. Unfavourited.
    await star(page, unit).click();
    await expect(page.getByText('User is now Unfavourite')).toBeVisible();
    await expect(star(page, unit)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(star(page, unit)).toHaveAttribute('aria-pressed', 'false');
  } finally {
    // The demo world stays as it was for the other specs.
    await api.remove(`user-manager/remove-trucker/${truck!._id}`);
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the search fits the screen with its filters folded, and a star works from the keyboard', async ({ page }) => {
    await page.goto('/search-trucks?place=Chicago%2C+IL&lat=41.8781&lng=-87.6298&radius=500');
    await expect(page.getByRole('heading', { level: 1, name: 'Search trucks' })).toBeVisible();
    const first = page.getByTestId('truck-result').first();
    await expect(first).toBeVisible();
    // The place stays in view; the other filters are folded (none is set).
    await expect(page.getByLabel('Near', { exact: true })).toHaveValue('Chicago, IL');
    await expect(page.getByRole('group', { name: 'Equipment (any of)' })).toBeHidden();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `the page is ${scrollWidth}px wide`).toBeLessThanOrEqual(390);
    expect(innerWidth).toBe(390);

    // Keyboard: focus the first truck's star, Enter favourites it, Enter again takes it back.
    const firstStar = first.getByRole('button', { name: /^Favourite truck / });
    const was = await firstStar.getAttribute('aria-pressed');
    await firstStar.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(was === 'true' ? 'User is now Unfavourite' : 'User is now Favourite Successfully')).toBeVisible();
    await expect(firstStar).toHaveAttribute('aria-pressed', was === 'true' ? 'false' : 'true');
    // The focus stayed on the star: Enter again.
    await expect(firstStar).toBeFocused();
    await expect(firstStar).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(firstStar).toHaveAttribute('aria-pressed', was ?? 'false');
  });
});
