/**
 * Every route of spec section 2 resolves, in the shell's table, to a shell page or to a
 * remote with the spec's guard and permission, and the remote's own route tree has a screen for it.
 */
import { matchRoutes, type RouteObject } from '@freight/router';
import { links, type LinkName } from '@freight/contracts';
import { REMOTE_ROUTES, type RemoteName } from '@freight/frame';
import type { RemoteModule } from '@freight/store';
import { SHELL_PAGES } from '../../apps/shell/src/routes/shell-pages';
import dashboard from '../../apps/dashboard/src/module';
import loads from '../../apps/loads/src/module';
import orders from '../../apps/orders/src/module';
import trucks from '../../apps/trucks/src/module';
import address from '../../apps/address/src/module';
import purchaseOrders from '../../apps/purchase-orders/src/module';
import settings from '../../apps/settings/src/module';
import publicPages from '../../apps/public-pages/src/module';

const MODULES: Record<RemoteName, RemoteModule> = {
  dashboard,
  loads,
  orders,
  trucks,
  address,
  purchase_orders: purchaseOrders,
  settings,
  public_pages: publicPages,
};

type Expectation = [path: string, owner: 'shell' | RemoteName, access: 'public' | 'guest' | 'auth' | 'checkout', permission?: string];

/** Spec section 2, one concrete path per route. */
const SPEC_ROUTES: Expectation[] = [
  ['/', 'shell', 'public'],
  ['/orders/tracking/L-1001', 'public_pages', 'public'],
  ['/tracking/share/abc123', 'public_pages', 'public'],
  ['/confirmQuote', 'public_pages', 'public'],
  ['/verify-email', 'shell', 'public'],
  ['/payment', 'shell', 'public'],
  ['/payment/success', 'shell', 'public'],
  ['/payment/failure', 'shell', 'public'],
  ['/stripe-callback', 'shell', 'public'],
  ['/comingSoon', 'shell', 'public'],
  ['/terms-and-conditions', 'shell', 'public'],
  ['/orderDelivery', 'public_pages', 'public'],
  ['/orderPickup', 'public_pages', 'public'],
  ['/login', 'shell', 'guest'],
  ['/login/a@b.c/secret1', 'shell', 'guest'],
  ['/forgot-password', 'shell', 'guest'],
  ['/reset-password', 'shell', 'guest'],
  ['/register', 'shell', 'guest'],
  ['/checkout', 'shell', 'checkout'],
  ['/orders/delayed', 'dashboard', 'auth'],
  ['/orders/risk-delayed', 'dashboard', 'auth'],
  ['/chat', 'shell', 'auth'],
  ['/contactus', 'shell', 'auth'],
  ['/searchload', 'loads', 'auth'],
  ['/carrierdetail', 'loads', 'auth'],
  ['/quotelist', 'loads', 'auth'],
  ['/reports', 'dashboard', 'auth'],
  ['/versions', 'shell', 'auth'],
  ['/bulk-loads-schedule', 'loads', 'auth'],
  ['/quotes', 'loads', 'auth'],
  ['/quotes/viewQuote', 'loads', 'auth'],
  ['/loads', 'loads', 'auth'],
  ['/loads/addload', 'loads', 'auth'],
  ['/loads/editload/7', 'loads', 'auth'],
  ['/loads/near-truck/7', 'loads', 'auth'],
  ['/dashboard', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/lanehistory/3', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/calendar', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/driverschedule', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/currentorderslist', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/pendingorderslist', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/neworderslist', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/quotedorderslist', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/activeorderslist', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/completedorderslist', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/riskofdelay', 'dashboard', 'auth', 'dashboard'],
  ['/dashboard/delayedorders', 'dashboard', 'auth', 'dashboard'],
  ['/purchase-orders', 'purchase_orders', 'auth', 'purchaseOrders'],
  ['/purchase-orders/add', 'purchase_orders', 'auth', 'purchaseOrders'],
  ['/purchase-orders/track', 'purchase_orders', 'auth', 'purchaseOrders'],
  ['/purchase-orders/edit/9', 'purchase_orders', 'auth', 'purchaseOrders'],
  ['/mapbox', 'purchase_orders', 'auth', 'purchaseOrders'],
  ['/micro-view', 'purchase_orders', 'auth', 'purchaseOrders'],
  ['/address', 'address', 'auth', 'address'],
  ['/address/add', 'address', 'auth', 'address'],
  ['/address/add-lanes', 'address', 'auth', 'address'],
  ['/address/edit-lanes/4', 'address', 'auth', 'address'],
  ['/address/edit/4', 'address', 'auth', 'address'],
  ['/address/add-warehouse', 'address', 'auth', 'address'],
  ['/address/edit-warehouse/4', 'address', 'auth', 'address'],
  ['/trucks', 'trucks', 'auth', 'carrier'],
  ['/trucks/add', 'trucks', 'auth', 'carrier'],
  ['/carrier', 'trucks', 'auth', 'carrier'],
  ['/carrier/add', 'trucks', 'auth', 'carrier'],
  ['/search-trucks', 'trucks', 'auth', 'carrier'],
  ['/edit-truck/5', 'trucks', 'auth', 'carrier'],
  ['/edit/carrier/5', 'trucks', 'auth', 'carrier'],
  ['/calendar', 'orders', 'auth', 'schedule'],
  ['/calendar/confirm-order-date-update/6', 'orders', 'auth', 'schedule'],
  ['/delivery-schedule', 'orders', 'auth', 'schedule'],
  ['/order', 'orders', 'auth', 'salesOrders'],
  ['/order/add', 'orders', 'auth', 'salesOrders'],
  ['/order/list', 'orders', 'auth', 'salesOrders'],
  ['/order/purchase-orders/list', 'orders', 'auth', 'salesOrders'],
  ['/order/history', 'orders', 'auth', 'salesOrders'],
  ['/setting', 'settings', 'auth'],
  ['/setting/profile', 'settings', 'auth'],
  ['/setting/businessDetails', 'settings', 'auth'],
  ['/setting/businessDetails/address', 'settings', 'auth', 'address'],
  ['/setting/businessDetails/add', 'settings', 'auth', 'address'],
  ['/setting/businessDetails/edit/8', 'settings', 'auth', 'address'],
  ['/setting/default', 'settings', 'auth'],
  ['/setting/favourites', 'settings', 'auth'],
];

type Tagged = RouteObject & { handle: { owner: 'shell' | RemoteName; access: string; permission?: string; base: string } };

const table: Tagged[] = [
  ...SHELL_PAGES.map((page) => ({ path: page.path, handle: { owner: 'shell' as const, access: page.access, base: page.path } })),
  ...REMOTE_ROUTES.map((entry) => ({
    path: `${entry.path}/*`,
    handle: { owner: entry.remote, access: entry.access, permission: entry.permission, base: entry.path },
  })),
];

describe('the route table covers spec section 2', () => {
  const rows = SPEC_ROUTES.map(([path, owner, access, permission]) => ({ path, owner, access, permission }));
  it.each(rows)('$path → $owner ($access $permission)', ({ path, owner, access, permission }) => {
    const matches = matchRoutes(table, path);
    expect(matches).not.toBeNull();
    const { route, params } = matches!.at(-1)!;
    const { handle } = route as Tagged;
    expect(handle.owner).toBe(owner);
    expect(handle.access).toBe(access);
    expect(handle.permission).toBe(permission);
    if (owner !== 'shell') {
      const tree = MODULES[owner].routes[handle.base];
      expect(tree).toBeDefined();
      const rest = `/${params['*'] ?? ''}`;
      const inner = matchRoutes(tree!, rest);
      expect(inner?.at(-1)?.route.element).toBeTruthy();
    }
  });

  it('gives every remote entry a route tree in its module', () => {
    const missing = REMOTE_ROUTES.filter((entry) => !MODULES[entry.remote].routes[entry.path]).map((e) => e.path);
    expect(missing).toEqual([]);
  });

  it('has each module named as the shell loads it', () => {
    for (const [name, module] of Object.entries(MODULES)) expect(module.name).toBe(name);
  });
});

/** Every link of the links table (libs/contracts/src/links.ts), with sample values, and the module whose page it opens. */
const LINKS: { [K in LinkName]: [href: string, owner: 'shell' | RemoteName] } = {
  login: [links.login(), 'shell'],
  forgotPassword: [links.forgotPassword(), 'shell'],
  verifyEmail: [links.verifyEmail('t', 'a@b.c'), 'shell'],
  resetPassword: [links.resetPassword('t', 'a@b.c'), 'shell'],
  chat: [links.chat(), 'shell'],
  dashboard: [links.dashboard(), 'dashboard'],
  dashboardList: [links.dashboardList('riskofdelay', { side: 'shipper', order: 'o1' }), 'dashboard'],
  laneHistory: [links.laneHistory('lane1'), 'dashboard'],
  loads: [links.loads(), 'loads'],
  orderDetail: [links.orderDetail('o1', 'carrier'), 'loads'],
  editLoad: [links.editLoad('l1'), 'loads'],
  loadQuotes: [links.loadQuotes('l1'), 'loads'],
  viewQuote: [links.viewQuote('Q-AbCdE12345'), 'loads'],
  carrierDetail: [links.carrierDetail('c1'), 'loads'],
  confirmQuote: [links.confirmQuote('Q-AbCdE12345'), 'public_pages'],
  tracking: [links.tracking('L-100015'), 'public_pages'],
  sharedTracking: [links.sharedTracking('code1'), 'public_pages'],
  driverPage: [links.driverPage('a.b.c'), 'public_pages'],
  salesOrders: [links.salesOrders(), 'orders'],
  calendar: [links.calendar(), 'orders'],
  deliverySchedule: [links.deliverySchedule(), 'orders'],
  confirmDateChange: [links.confirmDateChange('r1'), 'orders'],
  trucks: [links.trucks(), 'trucks'],
  editTruck: [links.editTruck('t1'), 'trucks'],
  editCarrier: [links.editCarrier('t1'), 'trucks'],
  addressBook: [links.addressBook(), 'address'],
  purchaseOrders: [links.purchaseOrders(), 'purchase_orders'],
  editPurchaseOrder: [links.editPurchaseOrder('p1'), 'purchase_orders'],
  trackContainer: [links.trackContainer('MSCU1234565'), 'purchase_orders'],
  profile: [links.profile('companyInfo'), 'settings'],
  businessDetails: [links.businessDetails(), 'settings'],
  companyDefaults: [links.companyDefaults(), 'settings'],
};

describe('every link of the links table opens a screen of the module that owns the page', () => {
  it.each(Object.entries(LINKS).map(([name, [href, owner]]) => ({ name, href, owner })))('links.$name → $owner ($href)', ({ href, owner }) => {
    const { pathname } = new URL(href, 'http://app.test');
    const matches = matchRoutes(table, pathname);
    expect(matches).not.toBeNull();
    const { route, params } = matches!.at(-1)!;
    const { handle } = route as Tagged;
    expect(handle.owner).toBe(owner);
    if (owner !== 'shell') {
      const inner = matchRoutes(MODULES[owner].routes[handle.base] ?? [], `/${params['*'] ?? ''}`);
      expect(inner?.at(-1)?.route.element).toBeTruthy();
    }
  });
});
