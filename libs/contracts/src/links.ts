/**
 * The product's in-app addresses, for whoever links to a page it does not own: a remote to another remote's page, the
 * shell and the libs (navigation, guards, the order panel), and the API (the links of its e-mails, notifications and
 * pushes; prefix the public URL for an e-mail). One typed table, so a page that moves or is renamed is changed here
 * once, and no code elsewhere writes another module's path as a literal (lint refuses it: eslint.config.mjs,
 * "links of another module").
 *
 * Each link is a relative address (path and query, values encoded). The page's owner declares its route in its own
 * `paths.ts` and in the shell's route table (libs/frame/src/route-table.ts); `tools/checks/route-coverage.spec.tsx`
 * opens every link of this table there and checks that it lands on a screen of the module named beside it below.
 */

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `path?name=value&…`, in the order given, leaving out empty values. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query).filter((pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== '');
  return pairs.length === 0 ? path : `${path}?${pairs.map(([name, value]) => `${name}=${segment(value)}`).join('&')}`;
}

/** The dashboard's order lists (one screen, `/dashboard/<list>`). */
export const DASHBOARD_LISTS = [
  'currentorderslist',
  'pendingorderslist',
  'neworderslist',
  'quotedorderslist',
  'activeorderslist',
  'completedorderslist',
  'riskofdelay',
  'delayedorders',
] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

/** The side of a load or an order a list shows: the shipper's own, or the loads the company carries. */
export type LinkSide = 'shipper' | 'carrier';

export const links = {
  // The shell's pages the API's e-mails link to.
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  /** The e-mail verification link (a new account, or a changed address). */
  verifyEmail: (token: string, email: string) => withQuery('/verify-email', { token, email }),
  resetPassword: (token: string, email: string) => withQuery('/reset-password', { token, email }),
  chat: () => '/chat',

  // dashboard
  dashboard: () => '/dashboard',
  /** An order list of the dashboard, on a side, with an order's panel open over it (`?order=`). */
  dashboardList: (list: DashboardList, query: { side?: LinkSide; order?: string } = {}) => withQuery(`/dashboard/${list}`, query),
  laneHistory: (laneId: string) => `/dashboard/lanehistory/${segment(laneId)}`,

  // loads
  loads: () => '/loads',
  /** The shared order panel over the loads list, on the reader's side of it ("Loads we carry" for the carrier). */
  orderDetail: (orderUuid: string, side: LinkSide = 'shipper') => withQuery('/loads', { view: side === 'carrier' ? 'carrier' : undefined, order: orderUuid }),
  editLoad: (loadUuid: string) => `/loads/editload/${segment(loadUuid)}`,
  /** A load's quotes: the requests, the prices received side by side, "Request quotes". */
  loadQuotes: (loadUuid: string) => withQuery('/quotes', { load: loadUuid }),
  /** One quote as the shipper sees it (its comment thread, approve, decline). */
  viewQuote: (quoteId: string) => withQuery('/quotes/viewQuote', { quoteId }),
  carrierDetail: (carrierCompanyId: string) => withQuery('/carrierdetail', { id: carrierCompanyId }),

  // public pages (no sign-in)
  /** The carrier's quote page, opened from the quote request's e-mail (the passcode is asked there). */
  confirmQuote: (quoteId: string) => withQuery('/confirmQuote', { quoteId }),
  /** A load's tracking page for its parties, by its uuid or its number (L-100015). */
  tracking: (loadId: string) => `/orders/tracking/${segment(loadId)}`,
  /** The tracking link anyone holding it may open (`share` code of tracking-share). */
  sharedTracking: (code: string) => `/tracking/share/${segment(code)}`,
  /** The driver's page of one load; without a token, the page takes the last link's token kept on the phone. */
  driverPage: (token?: string) => withQuery('/orderPickup', { token }),

  // orders
  salesOrders: () => '/order/list',
  calendar: () => '/calendar',
  deliverySchedule: () => '/delivery-schedule',
  /** A date change request's page (the notification's and the e-mail's link). */
  confirmDateChange: (requestId: string) => `/calendar/confirm-order-date-update/${segment(requestId)}`,

  // trucks
  trucks: () => '/trucks',
  editTruck: (truckId: string) => `/edit-truck/${segment(truckId)}`,
  editCarrier: (truckerId: string) => `/edit/carrier/${segment(truckerId)}`,

  // address
  addressBook: () => '/address',

  // purchase orders
  purchaseOrders: () => '/purchase-orders',
  editPurchaseOrder: (purchaseOrderId: string) => `/purchase-orders/edit/${segment(purchaseOrderId)}`,
  /** A container's track screen (the ETA notice's and its e-mail's link). */
  trackContainer: (containerNumber: string) => withQuery('/purchase-orders/track', { container: containerNumber }),

  // settings
  profile: (tab?: 'companyInfo' | 'password') => withQuery('/setting/profile', { tab }),
  businessDetails: () => '/setting/businessDetails',
  companyDefaults: () => '/setting/default',
} as const;

export type LinkName = keyof typeof links;
