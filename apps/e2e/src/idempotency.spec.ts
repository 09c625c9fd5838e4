import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Idempotent creates in the real app (docs/security.md section 7): the server makes the address but its answer never
 * reaches the browser; the API client sends the create again with the same Idempotency-Key and the API answers with
 * the first answer. The user sees one success and the book holds one address.
 */

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.use({ role: 'shipper' });

test('an add-address whose answer is lost is sent again with the same key: one address, one success', async ({ page }) => {
  const name = `E2E Retry ${Math.random().toString(36).slice(2, 7)}`;
  const keys: string[] = [];
  let answerLost = false;
  await page.route('**/v1/api/address-manager/add-address', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!answerLost) {
      answerLost = true;
      // The server makes the address...
      await route.fetch();
      // ...and its answer never arrives.
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.goto('/address/add');
  const fields = { Name: name, Street: '9641 Sunset Blvd', City: 'Beverly Hills', 'State or province': 'CA', 'Postal code': '90210' };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  const replayed = page.waitForResponse((response) => response.url().includes('/add-address') && response.status() === 200);
  await page.getByRole('button', { name: 'Save' }).click();

  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  await expect(toast(page, 'Address Successfully Added')).toBeVisible();
  await expect(page).toHaveURL(/\/address$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toBe(keys[0]);

  await page.getByLabel('Search').fill(name);
  await expect(page.getByTestId('table-row').filter({ hasText: name })).toHaveCount(1);
});
