import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { logIn } from './support/app';
import { expect, prepareContext, test } from './support/test';
import { DEMO, storageStateFile } from './support/env';
import { shipperApi } from './support/shipper-api';
import { linkInMail } from './support/mail';

/**
 * The settings screens in the running app. The name, language, password and logo changes are made by a
 * user of our own (registered here, so its company has no plan yet: a portal-less account), never by a shared role;
 * the carrier details and the default pickup are the demo company's, each test restoring what it changed.
 */

const run = Date.now().toString(36);
const ME = {
  firstname: 'Noor',
  lastname: 'Haddad',
  email: `noor.${run}@settings-e2e.test`,
  password: 'first-pass-1',
  company: `Haddad Haulage ${run}`,
};
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const header = (page: Page) => page.getByRole('banner');

/** A real PNG of `width`×`height` pixels (one colour), built here: signature, IHDR, IDAT, IEND with their CRCs. */
function pngOf(width: number, height = width): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers the person and the company through the API and verifies the e-mail from the outbox, as a newcomer does. */
async function registerMe(request: APIRequestContext, page: Page) {
  const person = await request.post('/v1/api/user-manager/register', {
    data: { firstname: ME.firstname, lastname: ME.lastname, email: ME.email, password: ME.password, acceptTerms: true },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const { registrationToken } = ((await person.json()) as { data: { registrationToken: string } }).data;
  const company = await request.post('/v1/api/company-manager/register-company', {
    data: { registrationToken, name: ME.company, companyType: 'shipper', country: 'USA', contactEmail: ME.email, contactPhone: '+1 (312) 555-0142' },
  });
  expect(company.ok(), await company.text()).toBe(true);
  await page.goto(await linkInMail(ME.email, 'verify-email', '/verify-email'));
  await expect(page.getByText(`Your e-mail ${ME.email} is verified. You can now log in.`)).toBeVisible();
}

/** Signs our user in: without a plan it lands on the checkout. */
async function logInAsMe(page: Page, password = ME.password) {
  await page.goto('/login');
  await logIn(page, ME.email, password);
  await expect(page).toHaveURL(/\/checkout$/);
}

test.describe.serial('a user of our own changes their settings', () => {
  test('registers (a company without a plan yet)', async ({ request, page }) => {
    await registerMe(request, page);
    await logInAsMe(page);
  });

  test('a portal-less account reaches exactly the profile (and its tabs), the business details, the defaults and the checkout', async ({ page }) => {
    await logInAsMe(page);
    const reachable: Array<[string, string]> = [
      ['/setting/profile', 'Profile'],
      ['/setting/profile?tab=companyInfo', 'Profile'],
      ['/setting/profile?tab=password', 'Profile'],
      ['/setting/businessDetails', 'Business details'],
      ['/setting/businessDetails?type=carrier', 'Carrier details'],
      ['/setting/default', 'Defaults'],
    ];
    for (const [path, heading] of reachable) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      // The way on to a plan is on every settings screen.
      await expect(page.getByRole('link', { name: 'Choose a plan' }).first()).toBeVisible();
    }
    // The settings sections it may open, and nothing else in the navigation.
    await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link')).toHaveText(['Profile', 'Business details', 'Defaults']);
    for (const blocked of ['/setting/favourites', '/setting', '/dashboard', '/loads', '/carrierdetail']) {
      await page.goto(blocked);
      await expect(page).toHaveURL(/\/checkout$/);
    }
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  });

  test('changes the name and the language: the header follows at once', async ({ page }) => {
    await logInAsMe(page);
    await page.goto('/setting/profile');
    await expect(header(page).getByText(`${ME.firstname} ${ME.lastname}`)).toBeVisible();
    await page.getByLabel('First name').fill('Nora');
    await page.locator('#profile-form').getByLabel('Language', { exact: true }).selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profil mis à jour avec succès')).toBeVisible();
    await expect(header(page).getByText(`Nora ${ME.lastname}`)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(page.locator('#profile-form').getByLabel('Langue', { exact: true })).toHaveValue('fr');

    // After a reload too (the header reads the profile again).
    await page.reload();
    await expect(header(page).getByText(`Nora ${ME.lastname}`)).toBeVisible();

    // And back to English.
    await page.locator('#profile-form').getByLabel('Langue', { exact: true }).selectOption('en');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('uploads a logo and sees it in the header; a script named .png is refused', async ({ page }) => {
    await logInAsMe(page);
    await page.goto('/setting/profile?tab=companyInfo');
    await expect(page.getByRole('tab', { name: 'Company', selected: true })).toBeVisible();
    await expect(header(page).getByRole('img', { name: ME.company })).toHaveCount(0);

    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(document.cookie)</script>') });
    await page.getByRole('button', { name: 'Upload the logo' }).click();
    await expect(page.getByRole('group', { name: 'Logo' }).getByRole('alert')).toHaveText('Only PNG, JPEG or WebP images are accepted');
    await expect(header(page).getByRole('img', { name: ME.company })).toHaveCount(0);

    await page.getByLabel('Choose an image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(64) });
    await page.getByRole('button', { name: 'Upload the logo' }).click();
    await expect(toast(page, 'Logo Successfully Uploaded')).toBeVisible();
    const logo = header(page).getByRole('img', { name: ME.company });
    await expect(logo).toBeVisible();
    // The image really loads (served by the API with an image type).
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await expect(page.getByText('Current logo: 64×64 pixels', { exact: false })).toBeVisible();

    // A wide logo keeps its shape in the header (28 px high, not squashed into a square).
    await page.getByLabel('Choose an image').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: pngOf(160, 40) });
    await page.getByRole('button', { name: 'Upload the logo' }).click();
    await expect(page.getByText('Current logo: 160×40 pixels', { exact: false })).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    const box = await logo.boundingBox();
    expect(box && { height: Math.round(box.height), width: Math.round(box.width) }).toEqual({ height: 28, width: 112 });
  });

  test('changes the password: the new one signs in, the old one no longer does; another browser is told why it was signed out', async ({ page, browser }) => {
    // Another browser of the same user, signed in before the change.
    const elsewhere = await browser.newContext();
    await prepareContext(elsewhere);
    const other = await elsewhere.newPage();
    await logInAsMe(other);
    await logInAsMe(page);
    await page.goto('/setting/profile');
    await page.getByRole('tab', { name: 'My profile' }).focus();
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\/setting\/profile\?tab=password$/);
    await expect(page.getByText('Changing your password signs you out on every other device and browser.', { exact: false })).toBeVisible();
    await page.getByLabel('Current password').fill(ME.password);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm the new password').fill('abc');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Too Short!')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm the new password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password Successfully Changed. You were signed out on your other devices.', { exact: true }).first()).toBeVisible();

    // The other browser's next page ends its session on the login page, which says why.
    await other.goto('/setting/default');
    await expect(other).toHaveURL(/\/login$/);
    await expect(
      other.getByRole('status').filter({ hasText: 'Your password was changed, so you were signed out. Log in with the new password.' }),
    ).toBeVisible();
    await elsewhere.close();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await logIn(page, ME.email, ME.password);
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await logIn(page, ME.email, 'second-pass-2');
    await expect(page).toHaveURL(/\/checkout$/);
  });
  test('changes the e-mail: a link goes to the new address, and once it is opened the new address signs in', async ({ page }) => {
    const newEmail = `noor.new.${run}@settings-e2e.test`;
    await logInAsMe(page, 'second-pass-2');
    await page.goto('/setting/profile');
    await page.locator('#profile-form').getByLabel('E-mail', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `We sent a verification link to ${newEmail}.`)).toBeVisible();
    await expect(page.getByTestId('pending-email')).toContainText(newEmail);
    // Until the link is opened, the current address stays the account's.
    await expect(page.locator('#profile-form').getByLabel('E-mail', { exact: true })).toHaveValue(ME.email);

    await page.goto(await linkInMail(newEmail, 'verify-new-email', '/verify-email'));
    await expect(page.getByText(newEmail).first()).toBeVisible();
    await page.goto('/setting/profile');
    await expect(page.locator('#profile-form').getByLabel('E-mail', { exact: true })).toHaveValue(newEmail);
    await expect(page.getByTestId('pending-email')).toHaveCount(0);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await logIn(page, newEmail, 'second-pass-2');
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe('signed in as a carrier company (Interstate Haulers)', () => {
  test.use({ role: 'interstate' });

  test('carrier details saved on /setting/businessDetails?type=carrier are shown to its shipper on /carrierdetail', async ({ page, browser }) => {
    const dot = String(1_000_000 + (Date.now() % 8_999_999));
    // MC numbers are digits (typed here with their prefix, stored and shown as digits).
    const mc = String(100_000 + (Date.now() % 899_999));
    await page.goto('/setting/businessDetails');
    await page.getByRole('radio', { name: 'Carrier details' }).check();
    await expect(page).toHaveURL(/\/setting\/businessDetails\?type=carrier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carrier details' })).toBeVisible();
    await page.getByLabel('USDOT number').fill(dot);
    await page.getByLabel('MC number').fill(`MC-${mc}`);
    await page.getByLabel('Insurer').fill('Great Lakes Mutual');
    await page.getByLabel('Insurance expires on').fill('2027-06-30');
    // The demo world leaves IL out of the service area; a second run on the same database finds it there: take it out first.
    await expect(page.getByRole('list', { name: 'Service area' })).toBeVisible();
    const removeIl = page.getByRole('button', { name: 'Remove IL from the service area' });
    if ((await removeIl.count()) > 0) await removeIl.click();
    await page.getByLabel('State or province', { exact: true }).selectOption('IL');
    await page.getByRole('button', { name: 'Add to the service area' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Business Details Successfully Updated')).toBeVisible();

    // Read again: the page shows what was stored.
    await page.reload();
    await expect(page.getByLabel('USDOT number')).toHaveValue(dot);
    await expect(page.getByRole('list', { name: 'Service area' })).toContainText('IL');
    const access = (await (await page.request.get('/v1/api/user-manager/get-user-detail')).json()) as { data: { companyId: string } };

    // The demo shipper works with this carrier: its page of the carrier shows the new numbers.
    const shipper = await browser.newContext({ storageState: storageStateFile('shipper') });
    await prepareContext(shipper);
    try {
      const shipperPage = await shipper.newPage();
      await shipperPage.goto(`/carrierdetail?id=${access.data.companyId}`);
      await expect(shipperPage.getByText(`DOT ${dot} · MC ${mc}`)).toBeVisible();
      // ... and the declared insurance, in the carrier's business details (the seed's insurer is another one).
      await expect(shipperPage.getByRole('region', { name: 'Business details' })).toContainText('Great Lakes Mutual');
    } finally {
      await shipper.close();
    }
  });
});

test.describe('signed in as the carrier (its own fleet)', () => {
  test.use({ role: 'carrier' });

  test('a favourite truck opens its page, and is removed after asking', async ({ page, request }) => {
    // The setup through the API with a token of its own (the browser's session is not touched).
    const api = await shipperApi(request, DEMO.carrier);
    const { items } = await api.post<{ items: Array<{ _id: string; name: string }> }>('user-manager/my-trucker-list', { page: 1, limit: 1, kind: 'truck' });
    const truck = items[0]!;
    await api.post('favourite-manager/add-fav', { truckerId: truck._id });
    try {
      await page.goto('/setting/favourites?kind=trucks');
      const link = page.getByRole('link', { name: `Open ${truck.name}`, exact: true });
      await expect(link).toHaveAttribute('href', `/edit-truck/${truck._id}`);
      await page.getByRole('button', { name: `Remove ${truck.name} from favourites`, exact: true }).click();
      await expect(page.getByRole('dialog')).toContainText(`Remove ${truck.name} from favourites? You can mark it again at any time.`);
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(page, 'User is now Unfavourite')).toBeVisible();
      await expect(link).toHaveCount(0);
    } finally {
      await api.post('favourite-manager/remove-fav', { truckerId: truck._id });
    }
  });
});

test.describe('signed in as the shipper', () => {
  test.use({ role: 'shipper' });

  test("the default pickup chosen on /setting/default is a new load's first pickup", async ({ page }) => {
    const before = (await (await page.request.get('/v1/api/settings-manager/defaults')).json()) as { data: { pickupAddressId: string | null } };
    try {
      await page.goto('/setting/default');
      const picker = page.getByLabel('Default pickup address', { exact: true });
      await expect(picker.locator('option').nth(1)).toBeAttached();
      // Another address than the one in effect now.
      const options = await picker
        .locator('option')
        .evaluateAll((list: HTMLOptionElement[]) => list.map((o) => ({ value: o.value, label: o.textContent ?? '' })));
      const current = await picker.inputValue();
      const chosen = options.find((o) => o.value && o.value !== current)!;
      await picker.selectOption(chosen.value);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Defaults Successfully Updated')).toBeVisible();

      await page.goto('/loads/addload');
      await expect(page.getByLabel('Address (stop 1)', { exact: true })).toHaveValue(chosen.value);
      const city = chosen.label.split(' — ')[1]!.split(',')[0]!.trim();
      await expect(page.getByLabel('City (stop 1)', { exact: true })).toHaveValue(city);
      await expect(page.getByLabel('Address (stop 2)', { exact: true })).toHaveValue('');
    } finally {
      await page.request.post('/v1/api/settings-manager/update-defaults', { data: { pickupAddressId: before.data.pickupAddressId } });
    }
  });

  test("the company's plan and renewal; Manage billing opens the billing portal, which leads back", async ({ page }) => {
    await page.goto('/setting/profile?tab=companyInfo');
    const plan = page.getByRole('region', { name: 'Plan and billing' });
    await expect(plan.getByText('Renews on')).toBeVisible();
    await plan.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page).toHaveURL(/\/v1\/api\/payments-sandbox\/portal\//);
    await expect(page.getByRole('heading', { name: 'Billing (sandbox)' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to the app' }).click();
    await expect(page).toHaveURL(/\/setting\/profile\?tab=companyInfo$/);
    await expect(page.getByRole('tab', { name: 'Company', selected: true })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('every settings screen fits 390 px without sideways scrolling', async ({ page }) => {
      for (const path of [
        '/setting/profile',
        '/setting/profile?tab=companyInfo',
        '/setting/profile?tab=password',
        '/setting/businessDetails',
        '/setting/businessDetails?type=carrier',
        '/setting/default',
        '/setting/favourites',
        '/setting/businessDetails/address',
        '/setting/businessDetails/add',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(PHONE.viewport.width);
      }
    });
  });

  test('/setting opens the profile; favourites list the ones marked on the truck search', async ({ page }) => {
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/setting\/profile$/);
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Favourites' }).or(page.getByText('You have no favourites yet.', { exact: false }))).toBeVisible();
  });
});
