import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { expect, test } from './support/test';

/** The signed-in frame on a laptop: the header on one row, toasts clear of it, and each screen's own document title. */
test.use({ role: 'admin', viewport: { width: 1366, height: 768 } });

const setLanguage = (page: Page, lang: 'en' | 'sp' | 'fr') => page.context().addCookies([{ name: 'lang', value: lang, url: `http://127.0.0.1:${E2E_PORT}` }]);

for (const [lang, more] of [
  ['en', 'More'],
  ['sp', 'Más'],
  ['fr', 'Plus'],
] as const) {
  test(`the header is one row at 1366 px in ${lang}, the items that do not fit under "${more}"`, async ({ page }) => {
    await setLanguage(page, lang);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation').first();
    const header = page.getByRole('banner');
    await expect(nav.getByRole('link').first()).toBeVisible();
    const navBox = (await nav.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    const link = (await nav.getByRole('link').first().boundingBox())!;
    const logOut = (await header.getByRole('button', { name: /./ }).last().boundingBox())!;
    // One row: the header is less than two of its tallest controls high, the navigation one link high.
    expect(headerBox.height, 'the header wraps').toBeLessThan(logOut.height * 2);
    expect(navBox.height, 'the navigation wraps').toBeLessThan(link.height * 1.5);
    // Nothing of the header, its measuring copy included, widens the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      'the page scrolls sideways',
    ).toBeLessThanOrEqual(0);
    // The administrator's ten modules do not all fit: the rest are one click away.
    const moreButton = nav.getByRole('button', { name: more });
    await moreButton.click();
    await expect(moreButton).toHaveAttribute('aria-expanded', 'true');
    const hidden = nav.getByRole('list').getByRole('link');
    expect(await hidden.count()).toBeGreaterThan(0);
    await hidden.last().click();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await expect(moreButton).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a toast shows below the header, clear of the language switch and "Log out"', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByLabel('Subject').fill('Header test');
  await page.getByLabel('Message').fill('The toast must not cover the header.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const toast = page.locator('.toaster .toast').filter({ hasText: 'Thank you for contacting us' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  expect(toastBox.y, 'the toast overlaps the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  // Both controls still take the click (nothing lies on top of them).
  await page.getByRole('button', { name: 'Log out' }).click({ trial: true });
  await page.getByRole('combobox', { name: 'Language' }).click({ trial: true });
});

test("a module's sub-pages title the document with their own name, in the user's language", async ({ page }) => {
  await page.goto('/address/add');
  await expect(page.getByRole('heading', { name: 'Add address', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Add address · FreightHub');
  await page.goto('/address/add-lanes');
  await expect(page).toHaveTitle(/^Add lane · /);
  await page.goto('/trucks/add');
  await expect(page).toHaveTitle(/^Add truck · /);
  await setLanguage(page, 'fr');
  await page.goto('/address/add-warehouse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page).toHaveTitle(`${heading} · FreightHub`);
  expect(heading).not.toBe("Carnet d'adresses");
});
