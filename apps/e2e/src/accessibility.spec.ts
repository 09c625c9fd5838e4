import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type {
  Address,
  LoadListResponseData,
  OrderListResponseData,
  Page as ListPage,
  PurchaseOrderListResponseData,
  Trucker,
  Warehouse,
} from '@freight/contracts';
import { axeViolations, describeViolations } from './support/axe';
import { DEMO, type Role } from './support/env';
import { shipperApi } from './support/shipper-api';
import { expect, test } from './support/test';

/**
 * Every route of the product, as each kind of user reaches it, passes axe-core (support/axe.ts): no serious or
 * critical violation, no repeated or misplaced landmark. The routes are the shell's route table (its own pages and
 * the remotes' base paths) and every screen the remotes declare below them; the first test keeps this list whole.
 */

/** The demo world's records that the screens with an id in their path open. */
interface Ids {
  address: string;
  lane: string;
  warehouse: string;
  load: string;
  loadId: string;
  order: string;
  purchaseOrder: string;
  truck: string;
  carrier: string;
}

type Route = string | ((ids: Ids) => string);

/** Pattern → the address visited (a route with parameters gets the demo world's records). */
const ROUTES: Record<string, Route> = {
  // The shell's own pages.
  '/': '/',
  '/login': '/login',
  '/forgot-password': '/forgot-password',
  '/reset-password': '/reset-password',
  '/register': '/register',
  '/checkout': '/checkout',
  '/verify-email': '/verify-email',
  '/payment': '/payment?plan=pro',
  '/payment/success': '/payment/success',
  '/payment/failure': '/payment/failure',
  '/stripe-callback': '/stripe-callback',
  '/comingSoon': '/comingSoon',
  '/terms-and-conditions': '/terms-and-conditions',
  '/unauthorized': '/unauthorized',
  '/contactus': '/contactus',
  '/versions': '/versions',
  '/chat': '/chat',
  // dashboard
  '/dashboard': '/dashboard',
  '/dashboard/lanehistory/:id': (ids) => `/dashboard/lanehistory/${ids.lane}`,
  '/dashboard/calendar': '/dashboard/calendar',
  '/dashboard/driverschedule': '/dashboard/driverschedule',
  '/dashboard/currentorderslist': '/dashboard/currentorderslist',
  '/dashboard/pendingorderslist': '/dashboard/pendingorderslist',
  '/dashboard/neworderslist': '/dashboard/neworderslist',
  '/dashboard/quotedorderslist': '/dashboard/quotedorderslist',
  '/dashboard/activeorderslist': '/dashboard/activeorderslist',
  '/dashboard/completedorderslist': '/dashboard/completedorderslist',
  '/dashboard/riskofdelay': '/dashboard/riskofdelay',
  '/dashboard/delayedorders': '/dashboard/delayedorders',
  '/orders/delayed': '/orders/delayed',
  '/orders/risk-delayed': '/orders/risk-delayed',
  '/reports': '/reports',
  // loads
  '/loads': '/loads',
  '/loads/addload': '/loads/addload',
  '/loads/editload/:id': (ids) => `/loads/editload/${ids.load}`,
  '/loads/near-truck/:id': (ids) => `/loads/near-truck/${ids.load}`,
  '/searchload': '/searchload',
  '/quotes': '/quotes',
  '/quotes/viewQuote': '/quotes/viewQuote',
  '/quotelist': '/quotelist',
  '/bulk-loads-schedule': '/bulk-loads-schedule',
  '/carrierdetail': '/carrierdetail',
  '/confirmQuote': '/confirmQuote',
  '/orders/tracking/:loadId': (ids) => `/orders/tracking/${ids.loadId}`,
  '/tracking/share/:loadIdEncode': '/tracking/share/AAAAAAAAAAAAAAAAAAAAAA',
  '/orderDelivery': '/orderDelivery',
  '/orderPickup': '/orderPickup',
  // orders
  '/order': '/order',
  '/order/add': '/order/add',
  '/order/list': '/order/list',
  '/order/purchase-orders/list': '/order/purchase-orders/list',
  '/order/history': '/order/history',
  '/calendar': '/calendar',
  '/calendar/confirm-order-date-update/:id': (ids) => `/calendar/confirm-order-date-update/${ids.load}`,
  '/delivery-schedule': '/delivery-schedule',
  // an order opened over a list (the order panel)
  '/loads?order': (ids) => `/loads?order=${ids.order}`,
  // trucks
  '/trucks': '/trucks',
  '/trucks/add': '/trucks/add',
  '/carrier': '/carrier',
  '/carrier/add': '/carrier/add',
  '/search-trucks': '/search-trucks',
  '/edit-truck/:truckID': (ids) => `/edit-truck/${ids.truck}`,
  '/edit/carrier/:truckID': (ids) => `/edit/carrier/${ids.carrier}`,
  // address
  '/address': '/address',
  '/address?tab=lanes': '/address?tab=lanes',
  '/address?tab=warehouses': '/address?tab=warehouses',
  '/address/add': '/address/add',
  '/address/edit/:id': (ids) => `/address/edit/${ids.address}`,
  '/address/add-lanes': '/address/add-lanes',
  '/address/edit-lanes/:id': (ids) => `/address/edit-lanes/${ids.lane}`,
  '/address/add-warehouse': '/address/add-warehouse',
  '/address/edit-warehouse/:id': (ids) => `/address/edit-warehouse/${ids.warehouse}`,
  // purchase orders
  '/purchase-orders': '/purchase-orders',
  '/purchase-orders/add': '/purchase-orders/add',
  '/purchase-orders/track': '/purchase-orders/track',
  '/purchase-orders/edit/:id': (ids) => `/purchase-orders/edit/${ids.purchaseOrder}`,
  '/mapbox': '/mapbox',
  '/micro-view': '/micro-view',
  // settings
  '/setting': '/setting',
  '/setting/profile': '/setting/profile',
  '/setting/businessDetails': '/setting/businessDetails',
  '/setting/default': '/setting/default',
  '/setting/favourites': '/setting/favourites',
  '/setting/businessDetails/address': '/setting/businessDetails/address',
  '/setting/businessDetails/add': '/setting/businessDetails/add',
  '/setting/businessDetails/edit/:id': (ids) => `/setting/businessDetails/edit/${ids.address}`,
  // not found
  '*': '/no/such/page',
};

/** Routes with no screen of their own: they sign in and move on. */
const NOT_A_SCREEN = new Set(['/login/:email/:password']);

const PUBLIC = [
  '/',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/register',
  '/checkout',
  '/verify-email',
  '/payment',
  '/payment/success',
  '/payment/failure',
  '/stripe-callback',
  '/comingSoon',
  '/terms-and-conditions',
  '/confirmQuote',
  '/orders/tracking/:loadId',
  '/tracking/share/:loadIdEncode',
  '/orderDelivery',
  '/orderPickup',
  '*',
];
const PUBLIC_SET = new Set(PUBLIC);

/** Who visits what: a visitor the public pages, the administrator every other, the others the screens their modules show them. */
const VISITS: Array<{ role: Role | undefined; patterns: string[] }> = [
  { role: undefined, patterns: PUBLIC },
  { role: 'admin', patterns: Object.keys(ROUTES).filter((pattern) => !PUBLIC_SET.has(pattern)) },
  {
    role: 'shipper',
    patterns: [
      '/dashboard',
      '/loads',
      '/loads/addload',
      '/quotes',
      '/order/list',
      '/calendar',
      '/delivery-schedule',
      '/address',
      '/purchase-orders',
      '/setting/profile',
      '/chat',
      '/loads?order',
      '/trucks',
    ],
  },
  {
    role: 'carrier',
    patterns: [
      '/dashboard',
      '/dashboard/driverschedule',
      '/loads',
      '/searchload',
      '/trucks',
      '/carrier',
      '/search-trucks',
      '/calendar',
      '/delivery-schedule',
      '/setting/profile',
      '/address',
    ],
  },
  { role: 'interstate', patterns: ['/dashboard', '/loads', '/searchload', '/quotelist', '/trucks', '/setting/profile'] },
  { role: 'pending', patterns: ['/checkout', '/payment', '/setting', '/setting/profile', '/dashboard'] },
];

const root = path.resolve(__dirname, '../../..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The patterns the shell's route table and the remotes' path declarations hold. */
function declaredPatterns(): string[] {
  const shell = [...source('apps/shell/src/routes/shell-pages.tsx').matchAll(/\{ path: '([^']+)'/g)].map((match) => match[1]!);
  const remotes = [...source('libs/frame/src/route-table.ts').matchAll(/\{ path: '([^']+)'/g)].map((match) => match[1]!);
  const screens = ['address', 'dashboard', 'loads', 'orders', 'public-pages', 'purchase-orders', 'settings', 'trucks'].flatMap((app) =>
    [...source(`apps/${app}/src/paths.ts`).matchAll(/modulePath\('([^']+)'(?:, '([^']+)')?\)/g)].map(([, base, child]) => (child ? `${base}/${child}` : base!)),
  );
  return [...new Set([...shell, ...remotes, ...screens])];
}

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const admin = await shipperApi(request, DEMO.admin);
  const page = { page: 1, limit: 1 };
  const [addresses, lanes, warehouses, loads, orders, purchaseOrders, trucks, carriers] = await Promise.all([
    admin.post<ListPage<Address>>('address-manager/address-list', page),
    admin.get<Array<{ _id: string }>>('lane-manager/lanes'),
    admin.post<ListPage<Warehouse>>('warehouse-manager/warehouse-list', page),
    admin.post<LoadListResponseData>('load-manager/load-list', page),
    admin.post<OrderListResponseData>('order-manager/order-list', { ...page, scope: 'all' }),
    admin.post<PurchaseOrderListResponseData>('purchase-manager/purchase-order-list', page),
    admin.post<ListPage<Trucker>>('user-manager/my-trucker-list', { ...page, kind: 'truck' }),
    admin.post<ListPage<Trucker>>('user-manager/my-trucker-list', { ...page, kind: 'carrier' }),
  ]);
  return {
    address: addresses.items[0]!._id,
    lane: lanes[0]!._id,
    warehouse: warehouses.items[0]!._id,
    load: loads.items[0]!._id,
    loadId: loads.items[0]!.loadId,
    order: orders.items[0]!._id,
    purchaseOrder: purchaseOrders.items[0]!._id,
    truck: trucks.items[0]!._id,
    carrier: carriers.items[0]!._id,
  };
}

/** The screen is drawn: its heading shows and nothing on it says it is loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.state-loading, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `address` inside the running app, as its own links do (the router follows the history), which spares each
 * route a page load. True once a new screen's heading shows; false when the screen kept its heading element (a
 * route drawn by the same component), which the caller then loads in full, so no route is checked on a stale screen.
 */
async function navigateInApp(page: Page, address: string): Promise<boolean> {
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-walk-previous', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
  return page
    .locator('h1:not([data-walk-previous])')
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
}

test('the list visits every route of the route table and of the remotes', () => {
  const visited = new Set(Object.keys(ROUTES).map((pattern) => pattern.replace(/\?.*$/, '')));
  const missing = declaredPatterns().filter((pattern) => !visited.has(pattern) && !NOT_A_SCREEN.has(pattern));
  expect(missing).toEqual([]);
});

for (const { role, patterns } of VISITS) {
  test.describe(`accessibility ${role ? `as ${role}` : 'signed out'}`, () => {
    test.use({ role, accessibilityCheck: false });

    // One test per user, the routes in turn: a browser and a sign-in per route would take minutes more.
    test(`every route ${role ? `${role} opens` : 'open to visitors'} has no serious accessibility violation`, async ({ page, playwright }) => {
      test.setTimeout(30_000 + patterns.length * 20_000);
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const ids = await demoIds(request);
      await request.dispose();
      let loaded = false;
      for (const pattern of patterns) {
        const route = ROUTES[pattern]!;
        await test.step(pattern, async () => {
          const address = typeof route === 'string' ? route : route(ids);
          if (!loaded || !(await navigateInApp(page, address))) await page.goto(address);
          loaded = true;
          await settled(page);
          expect.soft(describeViolations(await axeViolations(page)), `violations on ${pattern}`).toBe('');
        });
      }
    });
  });
}
