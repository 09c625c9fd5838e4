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
