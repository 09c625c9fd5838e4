import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** Signs in through the login form, as a user would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logInToDashboard(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The footer every remote screen carries: '<remote> · <version>'. */
export const moduleFooter = (page: Page) => page.getByTestId('module-footer');

/**
 * Follows a link of the header's navigation as a user would: in the row when it fits, else under "More" (Más, Plus),
 * where the header puts the items a desktop row has no room for. The row is measured after the first paint, so a link
 * may move under "More" while the test looks for it: the attempt is repeated until one click lands.
 */
export async function followNavLink(page: Page, name: string) {
  const nav = page.getByRole('navigation');
  const link = nav.getByRole('link', { name, exact: true });
  await expect(async () => {
    if (!(await link.isVisible())) {
      const more = nav.getByRole('button', { name: /^(More|Más|Plus)$/ });
      if ((await more.getAttribute('aria-expanded', { timeout: 1_000 })) !== 'true') await more.click({ timeout: 1_000 });
    }
    await link.click({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
