import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });
const unique = () => Math.random().toString(36).slice(2, 7);

// Map tiles are blank images in the tests (support/test.ts), set up before any page opens.
test.use({ role: 'shipper' });

async function fillAddress(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test('add, edit and delete an address, with the zip check failing then passing', async ({ page }) => {
  const name = `E2E Dock ${unique()}`;
  await page.goto('/address');
  await expect(page.getByRole('heading', { name: 'Address book' })).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByTestId('map')).toBeVisible();

  await page.getByRole('link', { name: 'Add address' }).click();
  await fillAddress(page, {
    Name: name,
    Street: '9641 Sunset Blvd',
    City: 'Chicago',
    'State or province': 'CA',
    'Postal code': '90210',
    'Contact phone': '+1 (310) 555-0134',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, "Postal Zipcode doesn't match with Locality City")).toBeVisible();
  await expect(page.locator('#field-postalCode-error')).toHaveText("Postal Zipcode doesn't match with Locality City");
  await expect(page).toHaveURL(/\/address\/add$/);

  await page.getByLabel('City', { exact: true }).fill('Beverly Hills');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address Successfully Added')).toBeVisible();
  await expect(page).toHaveURL(/\/address$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/address\/edit\//);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Beverly Hills');
  await page.getByLabel('Contact name', { exact: true }).fill('Rosa Diaz');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address Successfully Updated')).toBeVisible();

  await page.getByLabel('Search').fill(name);
  await expect(page.getByTestId('table-row').filter({ hasText: 'Rosa Diaz' })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Address Successfully Removed')).toBeVisible();
  await expect(page.getByTestId('table-row').filter({ hasText: name })).toHaveCount(0);
});

test('add a lane and see its route on the map', async ({ page }) => {
  const name = `E2E Lane ${unique()}`;
  await page.goto('/address?tab=lanes');
  await page.getByRole('link', { name: 'Add lane' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  const origin = page.getByLabel('Origin');
  await expect(origin.locator('option')).not.toHaveCount(1);
  const values = await origin.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await origin.selectOption(values[0]!);
  await page.getByLabel('Destination').selectOption(values[values.length - 1]!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Lane Successfully Added')).toBeVisible();
  await expect(page).toHaveURL(/\/address\?tab=lanes$/);

  await page.getByLabel('Search').fill(name);
  await page.getByTestId('table-row').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  // Miles: the shipper is in the USA and has not chosen another unit.
  await expect(page.getByTestId('lane-distance')).toContainText(/^\d{1,3}(,\d{3})*\.\d mi by road/);
  const routeMap = page.getByRole('region', { name: `Route of ${name}` });
  await expect(routeMap).toHaveAttribute('data-routes', '1');
  await expect(routeMap.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Users and loads' })).toBeVisible();
});

test('add a warehouse and see its availability', async ({ page }) => {
  const name = `E2E Warehouse ${unique()}`;
  await page.goto('/address?tab=warehouses');
  await page.getByRole('link', { name: 'Add warehouse' }).click();
  await fillAddress(page, {
    Name: name,
    Code: `E2E-${unique()}`,
    Street: '233 S Wacker Dr',
    City: 'Chicago',
    'State or province': 'IL',
    'Postal code': '60606',
    'Capacity (pallets)': '500',
    'Available pallets': '600',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cannot exceed the capacity')).toBeVisible();
  await page.getByLabel('Available pallets', { exact: true }).fill('120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Warehouse Successfully Added')).toBeVisible();
  await page.getByLabel('Search').fill(name);
  await page.getByTestId('table-row').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByTestId('availability')).toHaveText('120 of 500 pallets free (76% used)');
});

test('the address book in Spanish: add an address', async ({ page }) => {
  const name = `E2E Andén ${unique()}`;
  await page.goto('/dashboard');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('sp');
  await page.goto('/address/add');
  await expect(page.getByRole('heading', { name: 'Agregar dirección' })).toBeVisible();
  await fillAddress(page, { Nombre: name, Calle: '1 Yonge St', Ciudad: 'Chicago', 'Estado o provincia': 'ON', 'Código postal': 'M5E 1W7' });
  await page.getByLabel('País').selectOption('CANADA');
  // Saved straight from the postal code: the save is stopped and says why, in Spanish, as a warning and on the field.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'El código postal no coincide con la ciudad de la localidad')).toBeVisible();
  await expect(page.locator('#field-postalCode-error')).toHaveText('El código postal no coincide con la ciudad de la localidad');
  await expect(page).toHaveURL(/\/address\/add$/);
  await page.getByLabel('Ciudad', { exact: true }).fill('Toronto');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Dirección agregada correctamente')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Directorio' })).toBeVisible();
});
