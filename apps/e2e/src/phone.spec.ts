import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Role } from './support/env';

/**
 * Every real screen on a phone (390×844, a common phone size): the page never scrolls sideways (tables
 * scroll inside their own box), the signed-in header leaves the screen to the content, and "Log out" can be reached,
 * after opening the header's menu where it is collapsed.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

interface Screen {
  name: string;
  path: string;
  /** The screen's own heading (level 1), which says it is drawn. */
  heading: string | RegExp;
  /** More content to wait for before measuring (table rows: widest part of a list). */
  ready?: (page: Page) => Locator;
  /** Reached by following a link from `path` (an edit form opened from its list). */
  open?: (page: Page) => Promise<void>;
}

const firstRow = (page: Page) => page.getByTestId('table-row').first();
const openFirstRow = async (page: Page) => {
  await firstRow(page).getByRole('link').first().click();
};

const SCREENS: Array<{ role: Role | undefined; screens: Screen[] }> = [
  {
    role: undefined,
    screens: [
      { name: 'home', path: '/', heading: 'Freight, simplified' },
      { name: 'login', path: '/login', heading: 'Log in' },
      { name: 'register', path: '/register', heading: 'Create your company account' },
      { name: 'forgot password', path: '/forgot-password', heading: 'Forgot your password?' },
      { name: 'reset password (incomplete link)', path: '/reset-password', heading: 'Choose a new password' },
      { name: 'verify e-mail (incomplete link)', path: '/verify-email', heading: 'E-mail verification' },
      { name: 'terms and conditions', path: '/terms-and-conditions', heading: 'Terms and conditions' },
      { name: 'not found', path: '/no/such/page', heading: 'Page not found' },
    ],
  },
  {
    role: 'pending',
    screens: [
      { name: 'checkout (plans)', path: '/checkout', heading: 'Choose your plan' },
      { name: 'payment', path: '/payment?plan=pro', heading: 'Payment' },
    ],
  },
  {
    role: 'shipper',
    screens: [
      { name: 'dashboard', path: '/dashboard', heading: /Welcome/ },
      { name: 'contact', path: '/contactus', heading: 'Contact us' },
      { name: 'address book: addresses', path: '/address', heading: 'Address book', ready: firstRow },
      { name: 'address book: lanes', path: '/address?tab=lanes', heading: 'Address book', ready: firstRow },
      { name: 'address book: warehouses', path: '/address?tab=warehouses', heading: 'Address book', ready: firstRow },
      { name: 'add address', path: '/address/add', heading: 'Add address' },
      { name: 'edit address', path: '/address', heading: 'Edit address', open: openFirstRow },
      { name: 'add lane', path: '/address/add-lanes', heading: 'Add lane' },
      { name: 'edit lane', path: '/address?tab=lanes', heading: 'Edit lane', open: openFirstRow },
      { name: 'add warehouse', path: '/address/add-warehouse', heading: 'Add warehouse' },
      { name: 'edit warehouse', path: '/address?tab=warehouses', heading: 'Edit warehouse', open: openFirstRow },
      { name: 'settings: profile', path: '/setting/profile', heading: 'Profile', ready: (page) => page.getByLabel('First name') },
      { name: 'versions', path: '/versions', heading: 'Versions', ready: (page) => page.getByRole('row', { name: /address/ }) },
      { name: 'not found, signed in', path: '/no/such/page', heading: 'Page not found' },
    ],
  },
  {
    role: 'carrier',
    screens: [{ name: 'unauthorized', path: '/address', heading: 'Access Denied' }],
  },
];

/**
 * The page is no wider than the phone. Measured against the phone's width, not `innerWidth`: a mobile browser zooms
 * out to fit content wider than the screen, which widens its layout viewport (`innerWidth`) along with it.
 */
async function expectNoSidewaysScroll(page: Page, when: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const phone = PHONE.viewport.width;
  expect(scrollWidth, `the page is ${scrollWidth}px wide on a ${phone}px screen ${when}`).toBeLessThanOrEqual(phone);
  expect(innerWidth, `the browser zoomed out to fit ${innerWidth}px ${when}`).toBe(phone);
}

for (const { role, screens } of SCREENS) {
  test.describe(`on a phone, ${role ? `signed in as ${role}` : 'signed out'}`, () => {
    test.use({ ...PHONE, role });

    for (const screen of screens) {
      test(`${screen.name} (${screen.path}) fits the screen${role ? ' and can log out' : ''}`, async ({ page }) => {
        await page.goto(screen.path);
        if (screen.open) {
          await expect(firstRow(page)).toBeVisible();
          await screen.open(page);
        }
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        if (screen.ready) await expect(screen.ready(page)).toBeVisible();
        await expectNoSidewaysScroll(page, 'with the menu closed');
        if (!role) return;

        // The header leaves most of the screen to the content.
        const header = (await page.getByRole('banner').boundingBox())!;
        expect(header.height, 'the header takes more than a quarter of the screen').toBeLessThanOrEqual(PHONE.viewport.height / 4);

        const logOut = page.getByRole('button', { name: 'Log out' });
        const menu = page.getByRole('button', { name: 'Menu' });
        // Where the header collapses, its menu button shows; open it (wide screens show the actions as they are).
        if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
        await expect(logOut).toBeVisible();
        await logOut.scrollIntoViewIfNeeded();
        await expect(logOut).toBeInViewport({ ratio: 1 });
        await expectNoSidewaysScroll(page, 'with the menu open');
      });
    }
  });
}
