import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logIn } from './support/app';
import { DEMO, DEMO_PASSWORD, E2E_PORT } from './support/env';

/**
 * The app under its Content-Security-Policy (docs/security.md, section 5): signing in, a remote's screens, the map
 * with its tiles and the API's own reference page raise no `securitypolicyviolation` and log no error. Every other
 * spec runs under the same policy too; this one counts the violations.
 */

interface Violation {
  directive: string;
  blocked: string;
  url: string;
}

/** Collects every CSP violation of every page of the context, reported through a binding before any page exists. */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => void violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: unknown) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, url: document.location.href });
    });
  });
  return violations;
}

/** Console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Scripts from the app's origin only (its page's own inline scripts by hash); nothing inline at all unless said. */
function expectPolicy(header: string | undefined, { inlineStyles = false } = {}) {
  expect(header).toBeDefined();
  expect(header).toMatch(/(^|; )script-src 'self'( 'sha256-[^' ]+')*(;|$)/);
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).not.toContain('unsafe-eval');
  if (inlineStyles) expect(header).toContain("style-src 'self' 'unsafe-inline';");
  else expect(header).not.toContain('unsafe-inline');
}

test('signing in, a remote, the map and the API reference run under the policy with no violation', async ({ context }) => {
  const violations = await watchViolations(context);
  const page = await context.newPage();
  const errors = watchErrors(page);

  const loginPage = await page.goto('/login');
  expectPolicy(loginPage?.headers()['content-security-policy']);
  expect(loginPage?.headers()['x-content-type-options']).toBe('nosniff');
  expect(loginPage?.headers()['referrer-policy']).toBe('no-referrer');
  await logIn(page, DEMO.shipper);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('module-footer')).toBeVisible();

  // The address remote: its list and its map, whose tiles load (blank images here, support/test.ts).
  await page.getByRole('link', { name: 'Address book' }).first().click();
  await expect(page.getByRole('heading', { name: 'Address book' })).toBeVisible();
  const map = page.getByTestId('map');
  await expect(map).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await map.locator('img.leaflet-tile').count()).toBeGreaterThan(0);

  // A remote's files and the API carry the policy too.
  const remoteEntry = await page.request.get('/remotes/address/remoteEntry.js');
  expect(remoteEntry.ok()).toBe(true);
  expectPolicy(remoteEntry.headers()['content-security-policy']);
  expect(remoteEntry.headers()['access-control-allow-origin']).toBe('*');
  expectPolicy((await page.request.get('/v1/api/health')).headers()['content-security-policy']);

  // Swagger UI, served by the API: the same scripts policy; its bundle injects <style>, allowed on that page alone.
  const docs = await page.goto('/v1/api/docs');
  expectPolicy(docs?.headers()['content-security-policy'], { inlineStyles: true });
  await expect(page.getByRole('heading', { name: /FreightHub API/ })).toBeVisible();

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the auto-login link opened from another site shows the login form and signs no one in', async ({ context }) => {
  const page = await context.newPage();
  // localhost and 127.0.0.1 are different sites: a page on one sends the browser to the other's auto-login link.
  await page.goto(`http://localhost:${E2E_PORT}/remotes.json`);
  const link = `http://127.0.0.1:${E2E_PORT}/login/${encodeURIComponent(DEMO.shipper)}/${DEMO_PASSWORD}`;
  const answer = page.waitForResponse((response) => response.url() === link);
  await page.evaluate((url) => {
    window.location.href = url;
  }, link);
  expect((await answer).status()).toBe(303);
  await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}/login`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  const cookies = await context.cookies(`http://127.0.0.1:${E2E_PORT}`);
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();

  // Typed in the address bar, the same link signs in (the spec's behaviour).
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the production build publishes no source map', async ({ page }) => {
  const dist = path.resolve(__dirname, '../../../dist');
  const published = fs.readdirSync(path.join(dist, 'apps'), { recursive: true }).map(String);
  expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);
  // They are written beside the published folder, for whoever debugs a production error.
  expect(fs.readdirSync(path.join(dist, 'sourcemaps', 'shell')).some((file) => file.endsWith('.js.map'))).toBe(true);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await page.request.get(script)).text();
    expect(body).not.toContain('sourceMappingURL');
    expect((await page.request.get(`${script}.map`)).status()).toBe(404);
  }
});
