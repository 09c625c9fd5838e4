import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { linkInMail, readMail } from './support/mail';
import { addTwoStopLoad, dayOf, farPickupDay, shipperApi, type ShipperApi } from './support/shipper-api';

/**
 * The public quote page (/confirmQuote), as a carrier opens it from the quote e-mail: signed out, on a phone. The
 * request is made through the API as the demo shipper (send-quote-users to a bare e-mail address); the link and the
 * passcode are read from the outbox, as the carrier reads them in the mail.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
test.use(PHONE);

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });

interface QuoteRequest {
  api: ShipperApi;
  loadId: string;
  quoteId: string;
  link: string;
  passcode: string;
}

/** A load of the demo shipper, and a quote request for it mailed to a new address in `language`. */
async function requestQuote(request: APIRequestContext, language: 'en' | 'sp'): Promise<QuoteRequest> {
  const api = await shipperApi(request);
  const load = await addTwoStopLoad(api, farPickupDay());
  const email = `carrier-${unique()}@e2e-carrier.test`;
  await api.post(`load-manager/send-quote-users/${load._id}`, { emails: [{ email, name: 'Carlos Ruiz', language }] });
  const link = await linkInMail(email, 'quote-request', '/confirmQuote');
  const mail = (await readMail(email)).find((candidate) => candidate.template === 'quote-request')!;
  const passcode = /(?:passcode|código de acceso|code d'accès)\s*:\s*([A-Za-z0-9]{4,32})/i.exec(mail.text)?.[1];
  if (!passcode) throw new Error(`No passcode in the mail:\n${mail.text}`);
  const quoteId = new URL(link, 'http://x').searchParams.get('quoteId')!;
  return { api, loadId: load.loadId, quoteId, link, passcode };
}

/** The quote as the shipper sees it (get-quote-detail-admin): the state the page's actions leave behind. */
const shipperView = (quote: QuoteRequest) =>
  quote.api.get<{
    status: string;
    amount: number | null;
    transitDays: number | null;
    passcodeAttempts: number;
    comments: Array<{ author: string; body: string }>;
  }>(`load-manager/get-quote-detail-admin/${quote.quoteId}`);

async function expectNoSidewaysScroll(page: Page, when: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is ${scrollWidth}px wide on a ${innerWidth}px screen ${when}`).toBeLessThanOrEqual(innerWidth);
}

test('a carrier confirms a price from the e-mailed link, in Spanish on a phone, and comments', async ({ page, request }) => {
  const quote = await requestQuote(request, 'sp');
  await page.goto(quote.link);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('sp');
  await expect(page.getByRole('heading', { level: 1, name: 'Su solicitud de cotización' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'on the passcode step');

  await page.getByLabel('Código de acceso', { exact: true }).fill(quote.passcode);
  await page.getByRole('button', { name: 'Abrir la cotización' }).click();
  await expect(page.getByRole('heading', { name: `Carga ${quote.loadId}` })).toBeVisible();
  await expect(page.getByTestId('quote-stop')).toHaveText([/Recolección\s+Chicago, IL 60607/, /Entrega\s+Indianapolis, IN 46204/]);
  await expect(page.getByTestId('quote-status')).toContainText('El cargador espera su precio');
  await expectNoSidewaysScroll(page, 'with the quote open');

  await page.getByLabel('Importe', { exact: true }).fill('1825');
  await page.getByLabel('Días de tránsito', { exact: true }).fill('2');
  await page.getByLabel('Válido hasta', { exact: true }).fill(dayOf(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000)));
  await page.getByLabel('Notas para el cargador', { exact: true }).fill('Equipo disponible el día de la recolección');
  await page.getByRole('button', { name: 'Confirmar cotización' }).click();
  // The API's own message, in the page's language (its catalogue).
  await expect(toast(page, 'La cotización está confirmada. Espere a que sea aprobada')).toBeVisible();
  await expect(page.getByTestId('quote-status')).toContainText('Su precio fue enviado. Espere a que el cargador lo apruebe.');
  await expect(page.getByTestId('quote-amount')).toContainText('1,825.00');
  await expect(page.getByRole('button', { name: 'Confirmar cotización' })).toHaveCount(0);

  await page.getByLabel('Su comentario', { exact: true }).fill('¿Pueden cargar a las 7?');
  await page.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(page.getByTestId('quote-comment').filter({ hasText: '¿Pueden cargar a las 7?' })).toContainText('Usted');
  await expectNoSidewaysScroll(page, 'after confirming and commenting');

  // The passcode never reached the address bar or the browser's storage.
  expect(page.url()).not.toContain(quote.passcode);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(quote.passcode);

  const seen = await shipperView(quote);
  expect(seen).toMatchObject({ status: 'confirmed', amount: 1825, transitDays: 2 });
  expect(seen.comments).toEqual([expect.objectContaining({ author: 'carrier', body: '¿Pueden cargar a las 7?' })]);
});

test('a wrong passcode five times locks the quote: the fifth try says so, and even the right passcode is refused', async ({ page, request }) => {
  const quote = await requestQuote(request, 'en');
  const wrong = quote.passcode === '000000' ? '999999' : '000000';
  await page.goto(quote.link);
  const passcode = page.getByLabel('Passcode', { exact: true });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await passcode.fill(wrong);
    await page.getByRole('button', { name: 'Open the quote' }).click();
    // Each wrong passcode is counted by the API before the next one is typed.
    await expect.poll(async () => (await shipperView(quote)).passcodeAttempts).toBe(attempt);
    // …and the carrier is told how many tries are left before the lock.
    const left = 5 - attempt;
    await expect(passcode).toHaveAccessibleDescription(`Wrong passcode: ${left} ${left === 1 ? 'try' : 'tries'} left before this quote is locked for 24 hours`);
  }

  // The fifth wrong try is told the lock at once (not one more 'Wrong passcode').
  await passcode.fill(wrong);
  await page.getByRole('button', { name: 'Open the quote' }).click();
  const locked = page.getByRole('alert').filter({ hasText: 'This quote is locked' });
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('send you a new quote request');
  await expect(page.getByLabel('Passcode', { exact: true })).toHaveCount(0);
  expect((await shipperView(quote)).passcodeAttempts).toBe(5);

  // A new visit with the right passcode meets the same lock.
  await page.reload();
  await page.getByLabel('Passcode', { exact: true }).fill(quote.passcode);
  await page.getByRole('button', { name: 'Open the quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This quote is locked' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Load ${quote.loadId}` })).toHaveCount(0);
  const direct = await request.post(`/v1/api/load-manager/validate-quote-passcode/${quote.quoteId}`, { data: { passcode: quote.passcode } });
  expect(direct.status()).toBe(429);
});

test.describe('signed in', () => {
  test.use({ role: 'shipper' });

  test('a wrong passcode on the public page signs no one out', async ({ page, request }) => {
    const quote = await requestQuote(request, 'en');
    const wrong = quote.passcode === '000000' ? '999999' : '000000';
    await page.goto(quote.link);
    await page.getByLabel('Passcode', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Open the quote' }).click();
    await expect(page.getByLabel('Passcode', { exact: true })).toHaveAccessibleDescription(/^Wrong passcode: 4 tries left/);
    // Still signed in: a signed-in page opens, with no detour to the login.
    await page.goto('/quotelist');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes of your company' })).toBeVisible();
    await expect(page).toHaveURL(/\/quotelist$/);
  });
});
