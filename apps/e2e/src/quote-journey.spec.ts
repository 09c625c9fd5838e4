import type { Browser, Page } from '@playwright/test';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@freight/contracts';
import { linkInMail, readMail } from './support/mail';
import { expect, prepareContext, test } from './support/test';

/**
 * The quote journey, as its people live it: the shipper posts a two-stop load through the form,
 * asks two carriers by e-mail, carrier A opens the e-mailed link, enters the passcode and confirms a price on the public
 * /confirmQuote page, carrier B declines, a comment goes both ways, and the shipper compares and approves A: the load
 * is tendered, its order exists and B's quote is declined (checked through the API as well as on screen).
 */
test.use({ role: 'shipper' });

const unique = Math.random().toString(36).slice(2, 7);
const CARRIER_A = { name: `Carrier A ${unique}`, email: `quotes-a-${unique}@carrier.test` };
const CARRIER_B = { name: `Carrier B ${unique}`, email: `quotes-b-${unique}@carrier.test` };
const REFERENCE = `E2E-Q-${unique}`;

const toast = (page: Page, text: string) => page.locator('.toaster .toast').filter({ hasText: text });
/** Calls of the API as the signed-in page's user (its session cookie), as the web client makes them. */
const apiHeaders = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };

/** A day `days` from now, as a date input takes it. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The link and passcode of the quote request e-mailed to `email` (read from the outbox, as `npm run mail` shows it). */
async function quoteRequestOf(email: string): Promise<{ link: string; passcode: string }> {
  await expect.poll(async () => (await readMail(email)).filter((mail) => mail.template === 'quote-request').length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = (await readMail(email)).find((candidate) => candidate.template === 'quote-request')!;
  const passcode = /Your passcode: (\S+)/.exec(mail.text)?.[1];
  if (!passcode) throw new Error(`No passcode in the quote request to ${email}:\n${mail.text}`);
  return { link: await linkInMail(email, 'quote-request', '/confirmQuote'), passcode };
}

/** A carrier's own browser (not signed in) on the public quote page, past the passcode. */
async function openAsCarrier(browser: Browser, link: string, passcode: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await prepareContext(context);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Passcode' }).fill(passcode);
  await page.getByRole('button', { name: 'Open the quote' }).click();
  await expect(page.getByTestId('quote-status')).toBeVisible();
  return page;
}

async function fillStop(page: Page, n: number, stop: { name: string; street: string; city: string; state: string; postalCode: string }) {
  const field = (label: string) => page.getByLabel(`${label} (stop ${n})`, { exact: true });
  await field('From').selectOption({ label: 'Typed in' });
  await field('Name').fill(stop.name);
  await field('Street').fill(stop.street);
  await field('City').fill(stop.city);
  await field('State or province').fill(stop.state);
  await field('Postal code').fill(stop.postalCode);
}

test('a load from the form to two carriers by e-mail, a price confirmed, one declined, a comment both ways, approved and tendered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // 1. The shipper posts a load with two stops.
  await page.goto('/loads/addload');
  await fillStop(page, 1, { name: `Wacker Dock ${unique}`, street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', postalCode: '60606' });
  await fillStop(page, 2, { name: `Elm Street DC ${unique}`, street: '1500 Marilla St', city: 'Dallas', state: 'TX', postalCode: '75201' });
  await page.getByLabel('Commodity', { exact: true }).fill('Paper products');
  await page.getByLabel('Weight', { exact: true }).fill('32000');
  await page.getByLabel('Rate', { exact: true }).fill('1900');
  await page.getByLabel('Reference number', { exact: true }).fill(REFERENCE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Load Successfully Added')).toBeVisible();
  await expect(page).toHaveURL(/\/loads(\?|$)/);

  // 2. From the load list to the load's quotes.
  await page.getByLabel('Search', { exact: true }).fill(REFERENCE);
  const row = page.getByTestId('table-row').filter({ hasText: 'Chicago' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Request quotes for L-\d+$/ }).click();
  await expect(page).toHaveURL(/\/quotes\?load=[0-9a-f-]{36}$/);
  const loadUuid = new URL(page.url()).searchParams.get('load')!;
  const heading = page.getByRole('heading', { level: 1, name: /^Quotes of load L-\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText('No quotes yet.', { exact: false })).toBeVisible();

  // 3. Two carriers are asked by e-mail.
  await page.getByRole('button', { name: 'Request quotes' }).click();
  const request = page.getByRole('region', { name: 'Request quotes' });
  for (const [index, carrier] of [CARRIER_A, CARRIER_B].entries()) {
    await request.getByRole('button', { name: 'Add recipient' }).click();
    await request.getByLabel(`Name ${index + 1}`, { exact: true }).fill(carrier.name);
    await request.getByLabel(`E-mail ${index + 1}`, { exact: true }).fill(carrier.email);
  }
  await request.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Quote Successfully Send to Users')).toBeVisible();
  const cardOf = (name: string) => page.getByTestId('quote-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(cardOf(CARRIER_A.name)).toContainText('Requested');
  await expect(cardOf(CARRIER_B.name)).toContainText('Requested');

  // 4. Carrier A opens the e-mailed link, enters the passcode, confirms a price and writes to the shipper.
  const mailA = await quoteRequestOf(CARRIER_A.email);
  expect(mailA.link).toMatch(/^\/confirmQuote\?quoteId=Q-[A-Za-z0-9]{10}/);
  const carrierA = await openAsCarrier(browser, mailA.link, mailA.passcode);
  await carrierA.getByLabel('Amount', { exact: true }).fill('1850');
  await carrierA.getByLabel('Transit days', { exact: true }).fill('2');
  await carrierA.getByLabel('Valid until', { exact: true }).fill(dayFromNow(10));
  await carrierA.getByLabel('Notes for the shipper', { exact: true }).fill('Team drivers, no touch freight');
  await carrierA.getByRole('button', { name: 'Confirm quote' }).click();
  await expect(toast(carrierA, 'Quote is now confirmed. Please wait for Quote to be Approved')).toBeVisible();
  await expect(carrierA.getByTestId('quote-status')).toHaveAttribute('data-status', 'confirmed');
  await carrierA.getByLabel('Your comment', { exact: true }).fill('Can we pick up at 7 am?');
  await carrierA.getByRole('button', { name: 'Send comment' }).click();
  await expect(carrierA.getByRole('list', { name: 'Comments' })).toContainText('Can we pick up at 7 am?');

  // 5. Carrier B declines, with a reason.
  const mailB = await quoteRequestOf(CARRIER_B.email);
  const carrierB = await openAsCarrier(browser, mailB.link, mailB.passcode);
  await carrierB.getByLabel('Reason', { exact: true }).fill('No truck free that week');
  await carrierB.getByRole('button', { name: 'Decline quote' }).click();
  await carrierB.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(carrierB, 'Quote is now declined. Thank You')).toBeVisible();
  await carrierB.context().close();

  // 6. The shipper compares: A's price beside the lane's figures, B declined with its reason.
  await page.reload();
  await expect(cardOf(CARRIER_A.name)).toContainText('Confirmed');
  await expect(cardOf(CARRIER_A.name)).toContainText('$1,850.00');
  await expect(cardOf(CARRIER_A.name)).toContainText('2 days');
  await expect(cardOf(CARRIER_A.name)).toContainText('Team drivers, no touch freight');
  await expect(cardOf(CARRIER_B.name)).toContainText('Declined');
  await expect(cardOf(CARRIER_B.name)).toContainText('No truck free that week');
  await expect(cardOf(CARRIER_B.name).getByRole('button', { name: /Approve/ })).toHaveCount(0);

  // 7. The comment goes back: the shipper reads A's question on the quote and answers.
  await cardOf(CARRIER_A.name)
    .getByRole('link', { name: /^Open quote Q-/ })
    .click();
  await expect(page).toHaveURL(/\/quotes\/viewQuote\?quoteId=Q-/);
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${quoteId}` })).toBeVisible();
  await expect(page.getByText('Can we pick up at 7 am?')).toBeVisible();
  await page.getByLabel('Your comment to the carrier').fill('Yes, 7 am works: dock 4.');
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(toast(page, 'Comment sent')).toBeVisible();
  await expect(page.getByText('Yes, 7 am works: dock 4.')).toBeVisible();

  // 8. The shipper approves A, after the confirmation.
  await page.getByRole('link', { name: /^Back to the quotes of load L-\d+$/ }).click();
  await page.getByRole('button', { name: `Approve the quote of ${CARRIER_A.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this quote?' });
  await expect(dialog).toContainText('$1,850.00');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Quote is now Approved')).toBeVisible();
  await expect(page.getByTestId('quotes-tendered')).toHaveText(new RegExp(`^This load is tendered to ${CARRIER_A.name} with order O-\\d+\\.$`));
  await expect(cardOf(CARRIER_A.name)).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Cancel all quotes' })).toHaveCount(0);

  // 9. The API says the same: the load is tendered, its order exists, A is approved and B declined.
  const load = await page.request.get(`/v1/api/load-manager/load-detail/${loadUuid}`, { headers: apiHeaders });
  expect(load.ok()).toBe(true);
  expect((await load.json()).data).toMatchObject({ _id: loadUuid, status: 'tendered', editable: false });
  // Removing a load is refused exactly when it has an order.
  const remove = await page.request.delete(`/v1/api/load-manager/remove-load/${loadUuid}`, { headers: apiHeaders });
  expect(remove.status()).toBe(409);
  expect((await remove.json()).message).toBe('The load has an order and cannot be removed');
  const quotes = await page.request.post('/v1/api/load-manager/quote-list', { headers: apiHeaders, data: { loadId: loadUuid, page: 1, limit: 10 } });
  const byName = Object.fromEntries(
    ((await quotes.json()).data.items as Array<{ recipientName: string; status: string }>).map((q) => [q.recipientName, q.status]),
  );
  expect(byName).toEqual({ [CARRIER_A.name]: 'approved', [CARRIER_B.name]: 'declined' });

  // 10. Carrier A, back on its page, finds the price approved and the shipper's answer.
  await carrierA.reload();
  await carrierA.getByRole('textbox', { name: 'Passcode' }).fill(mailA.passcode);
  await carrierA.getByRole('button', { name: 'Open the quote' }).click();
  await expect(carrierA.getByTestId('quote-status')).toHaveAttribute('data-status', 'approved');
  await expect(carrierA.getByRole('list', { name: 'Comments' })).toContainText('Yes, 7 am works: dock 4.');
  await carrierA.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  /** The page is no wider than the phone (measured against the phone, not `innerWidth`: see phone.spec.ts). */
  const noSidewaysScroll = async (page: Page, when: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the page is ${width}px wide ${when}`).toBeLessThanOrEqual(390);
  };

  test("the quote list, a load's quotes with the request section, a quote and a carrier profile fit a 390 px screen", async ({ page }) => {
    // The demo's confirmed quotes of a partner carrier (the search matches the carrier's name).
    await page.goto('/quotelist?status=confirmed&q=Interstate');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes of your company' })).toBeVisible();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('confirmed');
    await noSidewaysScroll(page, 'on /quotelist');

    await page
      .getByTestId('table-row')
      .first()
      .getByRole('link', { name: /^Quotes of L-\d+$/ })
      .click();
    await expect(page).toHaveURL(/\/quotes\?load=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('quote-card').first()).toBeVisible();
    await noSidewaysScroll(page, 'on /quotes');
    await page.getByRole('button', { name: 'Request quotes' }).click();
    await page.getByRole('region', { name: 'Request quotes' }).getByRole('button', { name: 'Add recipient' }).click();
    await expect(page.getByLabel('E-mail 1', { exact: true })).toBeVisible();
    await noSidewaysScroll(page, 'with the request section open');

    const card = page
      .getByTestId('quote-card')
      .filter({ has: page.getByRole('link', { name: 'Carrier profile' }) })
      .first();
    const quoteHref = await card.getByRole('link', { name: /^Open quote Q-/ }).getAttribute('href');
    await card.getByRole('link', { name: 'Carrier profile' }).click();
    await expect(page).toHaveURL(/\/carrierdetail\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Carrier / })).toBeVisible();
    await expect(page.getByTestId('carrier-on-time')).toBeVisible();
    await noSidewaysScroll(page, 'on /carrierdetail');

    await page.goto(quoteHref!);
    await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-/ })).toBeVisible();
    await expect(page.getByLabel('Your comment to the carrier')).toBeVisible();
    await noSidewaysScroll(page, 'on /quotes/viewQuote');
  });
});
