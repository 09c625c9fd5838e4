import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { logIn } from './support/app';
import { expect, prepareContext, test } from './support/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, E2E_PORT } from './support/env';
import { linkInMail, readMail } from './support/mail';

/**
 * The newcomer's journey: register the person and the company, verify the e-mail from the outbox, log in
 * without portal access, choose a plan, pay by card on the sandbox's hosted checkout, come back to success and
 * reach the dashboard. Then a declined card, a password reset, remember-me across a browser restart and the
 * auto-login link.
 */

const NEWCOMER = {
  firstname: 'Lucía',
  lastname: 'Fernández',
  email: `lucia.${Date.now()}@acme-freight.test`,
  password: 'first-pass-1',
  company: 'Acme Freight Lines',
  phone: '+1 (312) 555-0188',
};

const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/** Fills the sandbox's hosted checkout page (served by the API) and pays. */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/v1\/api\/payments-sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(`${NEWCOMER.firstname} ${NEWCOMER.lastname}`);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe.serial('a newcomer becomes a paying company', () => {
  test('registers the person, then the company', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);

    // The form checks before calling the server.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();

    await page.getByLabel('First name').fill(NEWCOMER.firstname);
    await page.getByLabel('Last name').fill(NEWCOMER.lastname);
    await page.getByLabel('Email').fill(NEWCOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
    await page.getByLabel('Confirm password').fill('not-the-same');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(NEWCOMER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'User Succesfully Registered. Please verify your Email')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'About your company' })).toBeVisible();
    await expect(page.getByLabel('Company e-mail')).toHaveValue(NEWCOMER.email);
    await page.getByLabel('Company name').fill(NEWCOMER.company);
    await page.getByLabel('Company phone').fill(NEWCOMER.phone);
    await page.getByRole('button', { name: 'Register company' }).click();
    await expect(toast(page, 'Company Successfully Registered')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We sent a verification link to ${NEWCOMER.email}.`)).toBeVisible();
  });

  test('cannot log in before verifying, then verifies through the e-mailed link', async ({ page }) => {
    await logIn(page, NEWCOMER.email, NEWCOMER.password);
    await expect(toast(page, 'Please verify your Email before logging in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const link = await linkInMail(NEWCOMER.email, 'verify-email', '/verify-email');
    await page.goto(link);
    await expect(page.getByText(`Your e-mail ${NEWCOMER.email} is verified. You can now log in.`)).toBeVisible();
    // The link works once; opening it again says the e-mail is verified already rather than failing.
    await page.goto(link);
    await expect(page.getByText(/is verified/)).toBeVisible();
  });

  test('logs in without portal access: only settings and checkout, then pays and reaches the dashboard', async ({ page }) => {
    await logIn(page, NEWCOMER.email, NEWCOMER.password);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    for (const blocked of ['/dashboard', '/address', '/contactus']) {
      await page.goto(blocked);
      await expect(page).toHaveURL(/\/checkout$/);
    }
    await page.goto('/setting/profile');
    await expect(page.getByTestId('module-footer')).toContainText('settings');
    await page.goto('/checkout');

    await page.getByRole('link', { name: 'Choose the Professional plan' }).click();
    await expect(page).toHaveURL(/\/payment\?plan=pro$/);
    await expect(page.getByText(`Company: ${NEWCOMER.company}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay $149.00 by card' }).click();

    // The sandbox refuses a card number that fails the Luhn check and says why, next to the field.
    await payOnSandbox(page, '4242 4242 4242 4241');
    await expect(
      page
        .getByText(/card number/i)
        .and(page.locator('.error, [role="alert"]'))
        .first(),
    ).toBeVisible();
    await payOnSandbox(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
    await expect(toast(page, 'Payment Verified Successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    const success = new URL(page.url());
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('module-footer')).toContainText('dashboard');

    // Coming back to the provider's return page verifies again without charging or failing.
    await page.goto(`/stripe-callback?session_id=${success.searchParams.get('session_id')}`);
    await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  });

  test('forgets the password and sets a new one from the e-mailed link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(NEWCOMER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${NEWCOMER.email}, a password reset link is on its way.`, { exact: false })).toBeVisible();

    const link = await linkInMail(NEWCOMER.email, 'reset-password', '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Password Successfully Reset')).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-pass-3');
    await page.getByLabel('Confirm password').fill('third-pass-3');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'This reset link cannot be used' })).toBeVisible();

    await logIn(page, NEWCOMER.email, NEWCOMER.password);
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await logIn(page, NEWCOMER.email, 'second-pass-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a newcomer who left after the first step gives the company on /checkout once signed in, then picks a plan', async ({ page }) => {
  const quitter = { email: `quit.${Date.now()}@acme-freight.test`, password: 'first-pass-1', company: 'Quitter Logistics' };
  await page.goto('/register');
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email').fill(quitter.email);
  await page.getByLabel('Password', { exact: true }).fill(quitter.password);
  await page.getByLabel('Confirm password').fill(quitter.password);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'About your company' })).toBeVisible();
  // Leaves before the company's step; the e-mail is verified later from the link.
  await page.goto(await linkInMail(quitter.email, 'verify-email', '/verify-email'));
  await expect(page.getByText(/is verified/)).toBeVisible();

  await logIn(page, quitter.email, quitter.password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText("Your company's details are still missing: give them here, then pick a plan.")).toBeVisible();
  await expect(page.getByRole('link', { name: /^Choose the / })).toHaveCount(0);
  await expect(page.getByLabel('Company e-mail')).toHaveValue(quitter.email);
  await page.getByLabel('Company name').fill(quitter.company);
  await page.getByLabel('Company phone').fill('+1 (312) 555-0199');
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(toast(page, 'Company Successfully Registered')).toBeVisible();
  await expect(page.getByText(`Pick a plan for ${quitter.company} to open the portal to your whole team.`)).toBeVisible();
  await page.getByRole('link', { name: 'Choose the Professional plan' }).click();
  await expect(page.getByText(`Company: ${quitter.company}`)).toBeVisible();
});

test.describe('signed in as the pending account', () => {
  test.use({ role: 'pending' });

  test('a declined card lands on the failure page and the portal stays closed', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await page.getByRole('link', { name: 'Choose the Starter plan' }).click();
    await page.getByRole('button', { name: 'Pay $49.00 by card' }).click();
    await payOnSandbox(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment\/failure\?/);
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test('remember-me prefills the login form after the browser restarts, and the cookie is not plain text', async () => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'freight-e2e-profile-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: `http://127.0.0.1:${E2E_PORT}`,
      locale: 'en-US',
    });
    await prepareContext(context);
    return context;
  };
  try {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.carrier);
    await page.getByLabel('Password').fill('demo1234');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const remembered = (await context.cookies()).find((cookie) => cookie.name === 'rememberme');
    expect(remembered?.value).toMatch(/^v1\./);
    expect(remembered?.value).not.toContain('demo1234');
    expect(decodeURIComponent(remembered!.value)).not.toContain(DEMO.carrier);
    expect(remembered?.sameSite).toBe('Strict');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();

    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.carrier);
    await expect(page.getByLabel('Password')).toHaveValue('demo1234');
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the auto-login link leaves no password in the address bar or the session history', async ({ page }) => {
  await page.goto('/');
  await page.goto(`/login/${encodeURIComponent(DEMO.shipper)}/demo1234`);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cdp = await page.context().newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: Array<{ url: string }> };
  expect(entries.length).toBeGreaterThan(1);
  for (const entry of entries) expect(entry.url).not.toContain('demo1234');
  await page.goBack();
  expect(page.url()).not.toContain('demo1234');
  // Remember-me is off for the link: nothing is kept for the next visit.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'rememberme')).toBeUndefined();
});

test.describe('signed in as a shipper', () => {
  test.use({ role: 'shipper' });

  test('contact us sends the message to support and confirms it', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await page.getByLabel('Subject').fill('Invoice question');
    await page.getByLabel('Message').fill('Please resend the invoice for load L-100123.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you for contacting us. We will get back to you soon.').first()).toBeVisible();
    const copies = await readMail(DEMO.shipper);
    expect(copies.some((mail) => mail.template === 'contact-us-copy' && mail.text.includes('Please resend the invoice for load L-100123.'))).toBe(true);
  });
});

test('the account pages speak Spanish and French', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'sp', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Cree la cuenta de su empresa' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Elija su plan' })).toBeVisible();
  await context.addCookies([{ name: 'lang', value: 'fr', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Conditions générales', level: 1 })).toBeVisible();
});

test('a page load neither asks for the position nor says a denied one is denied', async ({ page, context, browser }) => {
  // The browser itself denies the permission for this test's context (Chromium's DevTools protocol).
  const { targetInfo } = (await (await context.newCDPSession(page)).send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } };
  await (
    await browser.newBrowserCDPSession()
  ).send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin: `http://127.0.0.1:${E2E_PORT}`,
    browserContextId: targetInfo.browserContextId,
  });
  // Counts every question the page puts about the position.
  await page.addInitScript(() => {
    (window as unknown as { positionAsked: number }).positionAsked = 0;
    const count = () => void ((window as unknown as { positionAsked: number }).positionAsked += 1);
    const { geolocation, permissions } = navigator;
    const getCurrentPosition = geolocation.getCurrentPosition.bind(geolocation);
    const watchPosition = geolocation.watchPosition.bind(geolocation);
    const query = permissions.query.bind(permissions);
    geolocation.getCurrentPosition = (...args) => (count(), getCurrentPosition(...args));
    geolocation.watchPosition = (...args) => (count(), watchPosition(...args));
    permissions.query = (descriptor) => (descriptor.name === 'geolocation' && count(), query(descriptor));
  });
  await page.clock.install();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Well past the five seconds after which the old start-up check asked.
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { positionAsked: number }).positionAsked)).toBe(0);
  await expect(page.getByText('Geolocation Permission denied')).toHaveCount(0);
});

test.describe('the push worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('is registered at /webpushworker.js when the app starts', async ({ page }) => {
    await page.goto('/login');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`http://127.0.0.1:${E2E_PORT}/webpushworker.js`);
  });
});
