import type { ModuleKey } from '@freight/contracts';
import type { RouteAccess } from '@freight/auth';

/** Federation names of the eight remotes. */
export const REMOTE_NAMES = ['dashboard', 'loads', 'orders', 'trucks', 'address', 'purchase_orders', 'settings', 'public_pages'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteRoute {
  /** Base path; the remote's route tree for this base is mounted below it (`${path}/*`). */
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  permission?: ModuleKey;
}

/**
 * Every route of spec section 2 that a remote serves: prefix → remote, guard, permission.
 * The most specific entry wins (react-router ranks them), which is how nested pages under
 * /setting/businessDetails get the address permission.
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/dashboard', remote: 'dashboard', access: 'auth', permission: 'dashboard' },
  { path: '/orders/delayed', remote: 'dashboard', access: 'auth' },
  { path: '/orders/risk-delayed', remote: 'dashboard', access: 'auth' },
  { path: '/reports', remote: 'dashboard', access: 'auth' },

  { path: '/loads', remote: 'loads', access: 'auth' },
  { path: '/searchload', remote: 'loads', access: 'auth' },
  { path: '/quotes', remote: 'loads', access: 'auth' },
  { path: '/quotelist', remote: 'loads', access: 'auth' },
  { path: '/bulk-loads-schedule', remote: 'loads', access: 'auth' },
  { path: '/carrierdetail', remote: 'loads', access: 'auth' },

  { path: '/order', remote: 'orders', access: 'auth', permission: 'salesOrders' },
  { path: '/calendar', remote: 'orders', access: 'auth', permission: 'schedule' },
  { path: '/delivery-schedule', remote: 'orders', access: 'auth', permission: 'schedule' },

  { path: '/trucks', remote: 'trucks', access: 'auth', permission: 'carrier' },
  { path: '/carrier', remote: 'trucks', access: 'auth', permission: 'carrier' },
  { path: '/search-trucks', remote: 'trucks', access: 'auth', permission: 'carrier' },
  { path: '/edit-truck/:truckID', remote: 'trucks', access: 'auth', permission: 'carrier' },
  { path: '/edit/carrier/:truckID', remote: 'trucks', access: 'auth', permission: 'carrier' },

  { path: '/address', remote: 'address', access: 'auth', permission: 'address' },

  { path: '/purchase-orders', remote: 'purchase_orders', access: 'auth', permission: 'purchaseOrders' },
  { path: '/mapbox', remote: 'purchase_orders', access: 'auth', permission: 'purchaseOrders' },
  { path: '/micro-view', remote: 'purchase_orders', access: 'auth', permission: 'purchaseOrders' },

  { path: '/setting', remote: 'settings', access: 'auth' },
  { path: '/setting/businessDetails/address', remote: 'settings', access: 'auth', permission: 'address' },
  { path: '/setting/businessDetails/add', remote: 'settings', access: 'auth', permission: 'address' },
  { path: '/setting/businessDetails/edit/:id', remote: 'settings', access: 'auth', permission: 'address' },

  // Pages opened without signing in, from a link: a carrier's quote, a load's tracking, a driver's page.
  { path: '/confirmQuote', remote: 'public_pages', access: 'public' },
  { path: '/orders/tracking/:loadId', remote: 'public_pages', access: 'public' },
  { path: '/tracking/share/:loadIdEncode', remote: 'public_pages', access: 'public' },
  { path: '/orderDelivery', remote: 'public_pages', access: 'public' },
  { path: '/orderPickup', remote: 'public_pages', access: 'public' },
];

/** The folder a remote is published under (`/remotes/<folder>/mf-manifest.json`). */
export const remoteFolder = (name: RemoteName) => name.replace(/_/g, '-');
