import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { followNavLink, logInToDashboard } from './support/app';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD } from './support/env';

/**
 * The session (docs/security.md, section 1): the token lives in an HttpOnly cookie page scripts
 * cannot read, a session the server ends is noticed by the open page, and a logout kills the token for good.
 *
 * Every test signs in through the form in its own fresh context: the demo roles' saved sessions (auth.setup.ts) are
 * shared by the other tests and are never logged out here, nor is the password of their accounts changed.
 */

const SESSION_KEY = 'freight.session';
/** A seeded account no other test signs in with: its password is changed (and changed back) by the test below. */
const DISPATCHER = 'dispatch@mapleleaf-freight.test';

const tokenCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'token');

/** Signed out, as the user sees it: the front page with its "Log in" link, and nothing of the session left in the page. */
async function expectSignedOutAtRoot(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
}

/** Signs in through the API, as an API client would (the token in the answer's body). */
async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/v1/api/user-manager/login', { data: { email, password, rememberme: false } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function changePassword(request: APIRequestContext, email: string, from: string, to: string) {
  const token = await apiLogin(request, email, from);
  const response = await request.post('/v1/api/user-manager/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: from, newPassword: to },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('the session cookie', () => {
  test('after sign-in, no page script can read the token: the cookie is HttpOnly and SameSite=Strict', async ({ page, context }) => {
    await logInToDashboard(page, DEMO.shipper);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

    const cookie = await tokenCookie(context);
    expect(cookie, 'the login sets the token cookie').toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Strict');
    expect(cookie!.path).toBe('/');
    // Served over plain http here, so not Secure (over https it is: apps/api/test covers the attribute).
    expect(cookie!.secure).toBe(false);

    const seenByScripts = await page.evaluate(() => ({
      cookie: document.cookie,
      stored: Object.keys(localStorage)
        .map((key) => `${key}=${localStorage.getItem(key)}`)
        .join('\n'),
      session: Object.keys(sessionStorage)
        .map((key) => `${key}=${sessionStorage.getItem(key)}`)
        .join('\n'),
    }));
    expect(seenByScripts.cookie).not.toMatch(/(^|;\s*)token=/);
    expect(seenByScripts.cookie).not.toContain(cookie!.value);
    // The JWT's payload and signature appear nowhere a script reads; the app keeps only the user and the expiry.
    for (const part of cookie!.value.split('.').slice(1)) {
      expect(seenByScripts.stored).not.toContain(part);
      expect(seenByScripts.session).not.toContain(part);
    }
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? 'null') as {
      user: { email: string };
      expiresAt: number;
    } | null;
    expect(stored?.user.email).toBe(DEMO.shipper);
    expect(stored!.expiresAt).toBeGreaterThan(Date.now());

    // The app works on the cookie alone: a module's screen loads its data.
    await followNavLink(page, 'Address book');
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a session the server ended (password changed elsewhere) is noticed by the open page: signed out, on the login page saying why', async ({
    page,
    context,
    request,
  }) => {
    await logInToDashboard(page, DISPATCHER);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    expect(await tokenCookie(context)).toBeDefined();
    await page.evaluate(() => {
      document.cookie = 'rememberme=v1.remembered; path=/; SameSite=Strict';
    });

    // Another session of the same user (an API client here) changes the password: every other token of the user dies.
    const temporary = `temporary-${Date.now()}`;
    await changePassword(request, DISPATCHER, DEMO_PASSWORD, temporary);
    try {
      // The open page's next call ('Password changed') ends its session: the user lands on the login page, signed out,
      // told why.
      await followNavLink(page, 'Address book');
      await expect(page).toHaveURL(/\/login$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Your password was changed, so you were signed out. Log in with the new password.' }),
      ).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
      // Spec section 4: the token cookie (cleared by the server's answer) and the remember-me cookie are gone.
      expect(await tokenCookie(context)).toBeUndefined();
      expect((await context.cookies()).find((cookie) => cookie.name === 'rememberme')).toBeUndefined();
      // And it stays signed out: a protected page asks for the login.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await changePassword(request, DISPATCHER, temporary, DEMO_PASSWORD);
    }
  });

  test('after a logout the old token is dead: replayed as the cookie (or as a bearer token) it gets 401', async ({ page, context, request }) => {
    await logInToDashboard(page, DEMO.shipper);
    const cookie = await tokenCookie(context);
    expect(cookie).toBeDefined();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expectSignedOutAtRoot(page);
    // The server's answer to the logout clears the cookie: once it is gone, the session has been revoked.
    await expect.poll(() => tokenCookie(context)).toBeUndefined();

    // A copy of the old cookie (taken before the logout) no longer opens anything (`request` shares no cookie with the page).
    const replays: Array<Record<string, string>> = [{ Cookie: `token=${cookie!.value}` }, { Authorization: `Bearer ${cookie!.value}` }];
    for (const headers of replays) {
      const response = await request.get('/v1/api/user-manager/get-user-detail', { headers });
      expect(response.status()).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe('Invalid auth token');
    }
  });
});
