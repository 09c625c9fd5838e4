import { expect, test } from './support/test';
import { logIn, logInToDashboard } from './support/app';
import { DEMO } from './support/env';

test.describe('login and guards', () => {
  for (const email of [DEMO.admin, DEMO.shipper, DEMO.carrier]) {
    test(`${email} logs in and lands on the dashboard`, async ({ page }) => {
      await logInToDashboard(page, email);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      await expect(page.getByTestId('module-footer')).toContainText('dashboard');
    });
  }

  test('pending@demo.test only reaches settings and checkout', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO.pending);
    await expect(page).toHaveURL(/\/checkout$/);
    for (const blocked of ['/dashboard', '/loads', '/address', '/versions']) {
      await page.goto(blocked);
      await expect(page).toHaveURL(/\/checkout$/);
    }
    await page.goto('/setting/profile?tab=password');
    await expect(page).toHaveURL(/\/setting\/profile\?tab=password$/);
    await expect(page.getByTestId('module-footer')).toContainText('settings');
    await page.goto('/setting/businessDetails?type=carrier');
    await expect(page).toHaveURL(/\/setting\/businessDetails\?type=carrier$/);
    await page.goto('/setting/default');
    await expect(page.getByTestId('module-footer')).toContainText('settings');
  });

  test('a signed-out deep link goes to /login and returns there after login', async ({ page }) => {
    await page.goto('/address/edit/123');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO.shipper);
    await expect(page).toHaveURL(/\/address\/edit\/123$/);
    await expect(page.getByTestId('module-footer')).toContainText('address');
  });

  test('wrong credentials show the server message and keep the user on /login', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO.shipper, 'wrong-password');
    // Inside the form, as an alert both fields point to; not a toast over the header.
    const reason = page.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await expect(reason).toBeVisible();
    const reasonId = await reason.getAttribute('id');
    for (const label of ['Email', 'Password']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-describedby', new RegExp(`(^| )${reasonId}( |$)`));
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.locator('.toaster .toast')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form validates before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Too Short!')).toBeVisible();
  });

  test('the auto-login link signs in and leaves no password in the address bar', async ({ page }) => {
    await page.goto(`/login/${encodeURIComponent(DEMO.shipper)}/demo1234`);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain('demo1234');
  });

  test.describe('signed in as a carrier', () => {
    test.use({ role: 'carrier' });

    test('a missing permission shows Access Denied', async ({ page }) => {
      await page.goto('/address');
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText('You do not have permission to access this page. Please contact your administrator if you believe this is an error.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Return to Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });

  // A sign-in of its own: a logout revokes the session on the server, and the role's saved session is shared.
  test('logging out returns to the home page and guards apply again', async ({ page }) => {
    await logInToDashboard(page, DEMO.shipper);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('signed in as a shipper', () => {
    test.use({ role: 'shipper' });

    test("a token the server rejects ('Invalid auth token') logs out to the root", async ({ page, context }) => {
      // The HttpOnly cookie, as the role's saved state holds it, with its signature replaced (in this context only).
      const token = (await context.cookies()).find((c) => c.name === 'token')!;
      expect(token.httpOnly).toBe(true);
      await context.addCookies([{ ...token, value: `${token.value.split('.').slice(0, 2).join('.')}.tampered` }]);
      await page.goto('/versions');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    });
  });
});
