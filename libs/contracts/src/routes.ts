import type { ModuleKey } from './modules';

/**
 * The API's route catalogue: every call of spec section 7 (paths under /v1/api, Fastify's `:param` syntax) with
 * the access policy it is designed to have. The server declares the policy again on each route
 * (`config: access.module('address')`); the API's authorization matrix (apps/api/test/harness) compares the two
 * and fails for a route that is missing here or whose policy differs, then checks the refusals the policy implies.
 *
 * How the policies were chosen (spec sections 2 and 6):
 *   - public: the guest pages (login, register, password reset, e-mail verification, plans, checkout) and the
 *     public quote and tracking pages (/confirmQuote: the quoteId plus a passcode; /tracking/share: the load's
 *     share code stands in for `_id`);
 *   - a module key: the call serves only screens guarded by that permission (address book, lanes and warehouses:
 *     address; trucks and carriers: carrier; calendar and delivery schedule: schedule; sales orders and the ERP:
 *     salesOrders; purchase orders and containers: purchaseOrders; dashboard figures: dashboard);
 *   - account: signed in, portal access not required: the calls of the pages an account without portal access
 *     (`canAccessPortal` false) can open (spec section 2: /setting/profile, /setting/businessDetails, /setting/default,
 *     /checkout) and of the frame around them (access record, permissions, logout);
 *   - user: everything else that needs a signed-in user (loads and quotes are login-only in the spec); it needs
 *     portal access, as every module level does (point 4: a portal-less account gets 403 there).
 * A route's policy may change when its screens are built; change it here and on the route together.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiAccess = 'public' | 'account' | 'user' | ModuleKey;

export interface ApiRouteSpec {
  method: ApiMethod;
  /** Path below /v1/api, e.g. `load-manager/load-detail/:_id`. */
  path: string;
  access: 'public' | 'account' | 'user' | 'module';
  module?: ModuleKey;
}

type Row = readonly [ApiMethod, string, ApiAccess];

const ROWS: readonly Row[] = [
  // Server
  ['GET', 'health', 'public'],
  ['POST', 'subscribe', 'user'],
  // Our addition: the product's public configuration (company settings, demo mode, web push key; spec section 1).
  ['GET', 'app-config', 'public'],
  // Our addition: the API's own description (OpenAPI 3.1) and Swagger UI with its assets (apps/api/src/plugins/openapi.ts).
  ['GET', 'openapi.json', 'public'],
  ['GET', 'docs', 'public'],
  ['GET', 'docs/json', 'public'],
  ['GET', 'docs/yaml', 'public'],
  ['GET', 'docs/static/index.html', 'public'],
  ['GET', 'docs/static/swagger-initializer.js', 'public'],
  ['GET', 'docs/static/*', 'public'],
  // Our addition: the real-time WebSocket; public in the table because it authenticates itself (the session
  // cookie, a driver's token or a share code) and refuses with a close code (apps/api/src/realtime/routes.ts).
  ['GET', 'realtime', 'public'],

  // Auth and user
  ['POST', 'user-manager/login', 'public'],
  // Our addition: revokes the caller's session and clears the token cookie.
  ['POST', 'user-manager/logout', 'account'],
  ['POST', 'user-manager/register', 'public'],
  ['POST', 'user-manager/forgot-password', 'public'],
  ['POST', 'user-manager/reset-password', 'public'],
  ['GET', 'user-manager/verify-email', 'public'],
  // The access record and the profile page (tabs companyInfo and password) are open to a portal-less account.
  ['GET', 'user-manager/get-user-detail', 'account'],
  ['POST', 'user-manager/update-user', 'account'],
  ['POST', 'user-manager/change-password', 'account'],
  ['GET', 'user-manager/read-notification', 'user'],
  ['POST', 'user-manager/contact-us', 'user'],
  // Read by the frame after every sign-in, portal or not (the permission guards of /setting/businessDetails need it).
  ['GET', 'company-permissions/resource/allowed/:userId', 'account'],

  // Maps helpers
  ['GET', 'getdirection-json/:origin/:destination', 'user'],
  ['POST', 'getlocation-bylatlng-json', 'user'],
  ['POST', 'getdistance-by-distancematrix', 'user'],
  // Our additions for the address module: the maps provider's config (tile URL) and forward geocoding (zip check).
  ['GET', 'maps-config', 'user'],
  ['POST', 'getlocation-bypostalcode-json', 'user'],

  // Company
  ['POST', 'company-manager/register-company', 'public'],
  // Our addition: the same step signed in, for an account that left registration before its company.
  ['POST', 'company-manager/company/register', 'account'],
  // The caller's own company pays: signed in (a portal-less account reaches /checkout).
  ['POST', 'company-manager/company/checkout', 'account'],
  ['POST', 'company-manager/verify-stripe-payment', 'public'],
  ['GET', 'company-manager/plans', 'public'],
  ['GET', 'company-manager/plans/:planKey', 'public'],
  // The billing portal (payment method), from the profile's companyInfo tab and the payment pages.
  ['GET', 'company-manager/portal/:companyId', 'account'],
  // Our additions: Stripe's webhook (signature-checked) and the local sandbox's hosted checkout page.
  ['POST', 'company-manager/stripe-webhook', 'public'],
  ['GET', 'payments-sandbox/checkout/:sessionId', 'public'],
  ['POST', 'payments-sandbox/checkout/:sessionId', 'public'],
  ['GET', 'payments-sandbox/portal/:portalToken', 'public'],

  // Dashboard
  ['GET', 'dashboard-manager/orders-count/:type', 'dashboard'],
  ['GET', 'dashboard-manager/my-truker-count/:type', 'dashboard'],
  ['GET', 'dashboard-manager/top-rated-trucks', 'dashboard'],
  ['GET', 'dashboard-manager/latest-orders-list', 'dashboard'],
  ['GET', 'dashboard-manager/trucker-not-on-time', 'dashboard'],
  ['GET', 'dashboard-manager/popular-routes', 'dashboard'],
  ['GET', 'logs-manager/logs-list', 'dashboard'],
  ['POST', 'order-manager/activity-graph', 'dashboard'],
  // Our additions: lane history, the driver schedule and the dashboard's calendar (docs/modules/dashboard.md).
  ['GET', 'dashboard-manager/lane-history/:_id', 'dashboard'],
  ['POST', 'dashboard-manager/driver-schedule', 'dashboard'],
  ['POST', 'dashboard-manager/calendar-events', 'dashboard'],
  // Reports (/reports needs a login only).
  ['POST', 'report-manager/report', 'user'],
  ['GET', 'report-manager/report-filters', 'user'],

  // Truckers
  ['POST', 'user-manager/my-trucker-list', 'carrier'],
  // The trucks remote's lane filter (module carrier, the company's lanes only).
  ['POST', 'user-manager/trucker-list-lane', 'carrier'],
  // Our additions: the fleet map's compact positions and the carrier form's lanes.
  ['POST', 'user-manager/trucker-positions', 'carrier'],
  ['GET', 'user-manager/trucker-lanes', 'carrier'],
  ['POST', 'user-manager/add-trucker', 'carrier'],
  ['POST', 'user-manager/update-trucker/:_id', 'carrier'],
  ['POST', 'user-manager/update-trucker-location/:_id', 'carrier'],
  ['GET', 'user-manager/my-trucker-detail/:_id', 'carrier'],
  ['DELETE', 'user-manager/remove-trucker/:_id', 'carrier'],
  ['POST', 'user-manager/trucker-update-list', 'carrier'],
  ['POST', 'user-manager/search-for-truck', 'carrier'],
  ['GET', 'equipment-manager/equipment-list', 'user'],

  // Favourites
  ['POST', 'favourite-manager/add-fav', 'user'],
  ['POST', 'favourite-manager/remove-fav', 'user'],

  // Addresses
  ['POST', 'address-manager/address-list', 'address'],
  ['POST', 'integration-manager/get-sap-customer', 'address'],
  ['GET', 'address-manager/address-detail/:_id', 'address'],
  ['POST', 'address-manager/add-address', 'address'],
  ['POST', 'address-manager/update-address/:_id', 'address'],
  ['DELETE', 'address-manager/remove-address/:_id', 'address'],
  // The company's default address: /setting/default, open to a portal-less account.
  ['GET', 'address-manager/default-address', 'account'],

  // Our additions (docs/modules/settings.md): the settings screens. Account level where a portal-less
  // account needs them (/setting/profile with its tabs, /setting/businessDetails, /setting/default); the favourites
  // list is user level. The profile and password themselves are user-manager/update-user and change-password.
  ['GET', 'settings-manager/profile', 'account'],
  ['GET', 'settings-manager/company', 'account'],
  ['POST', 'settings-manager/update-company', 'account'],
  ['GET', 'settings-manager/company-logo', 'account'],
  ['POST', 'settings-manager/company-logo', 'account'],
  ['DELETE', 'settings-manager/company-logo', 'account'],
  ['GET', 'settings-manager/business-details', 'account'],
  ['POST', 'settings-manager/update-business-details', 'account'],
  ['GET', 'settings-manager/defaults', 'account'],
  ['POST', 'settings-manager/update-defaults', 'account'],
  ['GET', 'settings-manager/options', 'account'],
  ['GET', 'settings-manager/favourites', 'user'],

  // Lanes
  ['POST', 'lane-manager/lane-list', 'address'],
  ['POST', 'lane-manager/add-lane', 'address'],
  ['PUT', 'lane-manager/update-lane/:_id', 'address'],
  ['DELETE', 'lane-manager/remove-lane/:_id', 'address'],
  ['GET', 'lane-manager/lanes', 'address'],
  ['GET', 'lane-manager/detail-lane/:_id', 'address'],
  ['GET', 'lane-manager/get-lane-users/:_id', 'address'],
  ['GET', 'lane-manager/get-pastloads-lane/:_id', 'address'],
  ['GET', 'lane-manager/get-currentloads-lane/:_id', 'address'],

  // Warehouses
  ['POST', 'warehouse-manager/warehouse-list', 'address'],
  ['POST', 'warehouse-manager/add-warehouse', 'address'],
  ['POST', 'warehouse-manager/update-warehouse/:_id', 'address'],
  ['DELETE', 'warehouse-manager/delete-warehouse/:_id', 'address'],
  ['GET', 'warehouse-manager/warehouse-detail/:_id', 'address'],
  ['POST', 'warehouse-manager/availability', 'address'],
  ['POST', 'warehouse-manager/products', 'address'],
  // Our addition (docs/modules/purchase-orders.md "From ship to truck"): the containers heading to a warehouse.
  ['GET', 'warehouse-manager/expected-arrivals/:_id', 'address'],

  // Loads
  ['POST', 'load-manager/load-list', 'user'],
  ['POST', 'load-manager/add-load', 'user'],
  // Our addition (/bulk-loads-schedule): many loads from a file, and the loads of a recurring schedule; all or nothing.
  ['POST', 'load-manager/add-bulk-loads', 'user'],
  ['POST', 'load-manager/add-load-schedule', 'user'],
  ['DELETE', 'load-manager/remove-load/:_id', 'user'],
  ['GET', 'load-manager/load-detail/:_id', 'user'],
  ['GET', 'load-manager/load-detail-loadId/:_id', 'user'],
  // Public: a signed-in party (shipper or carrier company) gets the full view, anyone else 404 (docs/modules/fleet.md, "Tracking").
  ['GET', 'load-manager/track-detail/:_id', 'public'],
  ['GET', 'load-manager/tracking-location/:_id', 'public'],
  // Our addition: tracking share links made by a party, and the public reads by their code (rounded positions).
  ['POST', 'load-manager/create-tracking-share/:loadId', 'user'],
  ['POST', 'load-manager/tracking-share-list/:loadId', 'user'],
  ['POST', 'load-manager/revoke-tracking-share/:_id', 'user'],
  ['GET', 'load-manager/shared-track-detail/:code', 'public'],
  ['GET', 'load-manager/shared-tracking-location/:code', 'public'],
  ['GET', 'load-manager/subload-detail/:_id', 'user'],
  ['POST', 'load-manager/add-subload/:_id', 'user'],
  ['POST', 'load-manager/load-update/:_id', 'user'],
  ['POST', 'load-manager/load-details-update/:_id', 'user'],
  ['POST', 'load-manager/assign-load-to-truck', 'user'],
  ['POST', 'load-manager/load-available-truckers', 'user'],
  ['POST', 'load-manager/get-all-loads-details', 'user'],
  ['POST', 'load-manager/broadcast-load/:_id', 'user'],
  ['POST', 'load-manager/send-quote-users/:_id', 'user'],
  ['POST', 'load-manager/update-calendar-date/:_id', 'schedule'],
  ['POST', 'load-manager/search-load-by-filter', 'user'],
  ['POST', 'load-manager/load-accept-by-fleet', 'user'],
  ['POST', 'load-manager/get-all-delivery-schedule', 'schedule'],
  ['POST', 'load-manager/update-trucker-calendar-date/:_id', 'schedule'],
  // Our additions (/calendar): the calendar's events, and a date change request read, confirmed or declined by the other party.
  ['POST', 'load-manager/calendar-events', 'schedule'],
  ['GET', 'load-manager/date-change-request/:_id', 'schedule'],
  ['POST', 'load-manager/confirm-date-change/:_id', 'schedule'],
  ['POST', 'load-manager/decline-date-change/:_id', 'schedule'],
  ['POST', 'integration-manager/get-sap-products', 'user'],

  // Quotes (the carrier's side is the public /confirmQuote page: quoteId plus passcode)
  ['POST', 'load-manager/confirm-quote/:quoteId', 'public'],
  ['POST', 'load-manager/decline-quote/:quoteId', 'public'],
  ['POST', 'load-manager/approve-quote/:quoteId', 'user'],
  ['GET', 'load-manager/get-quote-detail/:quoteId', 'public'],
  ['GET', 'load-manager/get-quote-detail-admin/:quoteId', 'user'],
  ['POST', 'load-manager/validate-quote-passcode/:quoteId', 'public'],
  ['POST', 'load-manager/send-quote-comment/:quoteId', 'public'],
  ['POST', 'load-manager/send-quote-comment-sender/:quoteId', 'user'],
  ['POST', 'load-manager/decline-quote-sender/:quoteId', 'user'],
  ['POST', 'load-manager/cancel-all-quote/:loadId', 'user'],
  // Our additions: the send dialog's recipients and the quote list of /quotes and /quotelist.
  ['GET', 'load-manager/quote-recipients', 'user'],
  ['POST', 'load-manager/quote-list', 'user'],
  // Our addition: price and carrier insight from the company's own history, /carrierdetail.
  ['POST', 'load-manager/price-insight', 'user'],
  ['GET', 'load-manager/price-insight-load/:_id', 'user'],
  ['POST', 'load-manager/carrier-insight', 'user'],
  ['GET', 'load-manager/carrier-detail/:_id', 'user'],

  // Our additions (/chat): chat between a company and its trucks. The company's side needs a signed-in user
  // (the spec puts /chat under login, no permission); the driver's side is public, authorized by the driver link's
  // token in X-Driver-Token (docs/modules/fleet.md, "Chat").
  ['POST', 'chat-manager/thread-list', 'user'],
  ['POST', 'chat-manager/message-list/:truckerId', 'user'],
  ['POST', 'chat-manager/send-message/:truckerId', 'user'],
  ['POST', 'chat-manager/mark-read/:truckerId', 'user'],
  ['POST', 'driver-chat/message-list', 'public'],
  ['POST', 'driver-chat/send-message', 'public'],
  ['POST', 'driver-chat/mark-read', 'public'],
  ['POST', 'driver-chat/push-subscribe', 'public'],

  // Our additions (the driver's pages /orderPickup and /orderDelivery): the carrier makes and revokes a
  // driver's link; the driver's calls are public, authorized by the link's token in X-Driver-Token; the proof of
  // delivery is read by the load's two companies (a party check in the handler). docs/modules/fleet.md, "Driver pages".
  ['POST', 'user-manager/send-driver-link/:truckerId', 'carrier'],
  ['POST', 'user-manager/revoke-driver-link/:_id', 'carrier'],
  ['GET', 'driver-manager/assignment', 'public'],
  ['POST', 'driver-manager/update-status', 'public'],
  ['POST', 'driver-manager/deliver', 'public'],
  ['POST', 'driver-manager/update-location', 'public'],
  ['GET', 'load-manager/proof-of-delivery/:loadId', 'user'],
  ['GET', 'load-manager/proof-of-delivery-file/:_id', 'user'],

  // Orders
  ['POST', 'order-manager/update-accessorial', 'user'],
  ['POST', 'order-manager/order-accept-by-fleet', 'carrier'],
  ['POST', 'order-manager/order-assign-by-fleet', 'carrier'],
  ['POST', 'order-manager/send-invoice', 'carrier'],
  ['POST', 'order-manager/rate-paid-order/:type', 'user'],
  ['POST', 'order-manager/update-orderdetail-status/:_id', 'user'],
  ['POST', 'order-manager/reject-orderdetail/:_id', 'carrier'],
  ['POST', 'order-manager/update-order-status/:_id', 'user'],
  ['POST', 'order-manager/orderdetail-update-status/:_id', 'user'],
  ['POST', 'order-manager/order-confirmation-pdf', 'user'],
  ['POST', 'order-manager/invoice-order-confirmation-pdf', 'user'],
  ['POST', 'order-manager/bol-order-confirmation-pdf', 'user'],
  ['POST', 'order-manager/reset-order', 'carrier'],
  ['POST', 'order-manager/next-previous-orders', 'user'],
  ['GET', 'order-manager/get-order-detail/:orderId', 'user'],
  // Our addition: the generic list fetch of the order lists (/order/history, the loads list's orders, the
  // dashboard's order lists); next-previous-orders walks the same list.
  ['POST', 'order-manager/order-list', 'user'],
  ['GET', 'integration-manager/get-sap-orders', 'salesOrders'],
  ['POST', 'integration-manager/create-sales-order', 'salesOrders'],
  // Our additions: /order/list's generic list fetch, and the load that ships a sales order (/order/add).
  ['POST', 'integration-manager/sales-order-list', 'salesOrders'],
  ['POST', 'integration-manager/create-sales-order-load', 'salesOrders'],

  // Shipments (labels)
  ['POST', 'shippo-shipment/cancel-label', 'user'],
  ['POST', 'shippo-shipment/create-shipment', 'user'],
  ['POST', 'shippo-shipment/purchase-label', 'user'],
  ['POST', 'shippo-shipment/track-shipment', 'user'],
  // Our additions: an order's labels and a label's PDF (docs/modules/orders.md, "Shipping labels").
  ['POST', 'shippo-shipment/label-list', 'user'],
  ['GET', 'shippo-shipment/label-file/:_id', 'user'],

  // Purchase orders
  // Our addition: the generic list fetch of purchase orders for /order/purchase-orders/list (permission
  // salesOrders, the screen's; purchase orders extend the module).
  ['POST', 'purchase-manager/purchase-order-list', 'salesOrders'],
  ['POST', 'purchase-manager/update-bill-of-lading/:_id', 'purchaseOrders'],
  ['GET', 'purchase-manager/get-purchase-order-detail/:_id', 'purchaseOrders'],
  ['GET', 'purchase-manager/get-vizion-container-location/:_id', 'purchaseOrders'],
  ['POST', 'purchase-manager/get-vizion-container', 'purchaseOrders'],
  ['POST', 'purchase-manager/update-container-details/:_id', 'purchaseOrders'],
  ['POST', 'purchase-manager/create-purchase-order', 'purchaseOrders'],
  ['POST', 'purchase-manager/edit-purchase-order', 'purchaseOrders'],
  ['POST', 'purchase-manager/split-purchase-order', 'purchaseOrders'],
  ['GET', 'integration-manager/get-sap-purchase-orders', 'purchaseOrders'],
  ['GET', 'integration-manager/close-purchase-order/:_id', 'purchaseOrders'],
  ['GET', 'integration-manager/purchase-order-tracking/:bill_of_lading', 'purchaseOrders'],
  ['GET', 'integration-manager/get-purchase-order/:_id', 'purchaseOrders'],
  // Our additions (docs/modules/purchase-orders.md): the module's generic list fetch (/purchase-orders), the
  // containers on the map (/mapbox), the wall board (/micro-view), and the drayage load made from a discharged container.
  ['POST', 'purchase-manager/purchase-orders', 'purchaseOrders'],
  ['POST', 'purchase-manager/container-locations', 'purchaseOrders'],
  ['GET', 'purchase-manager/open-board', 'purchaseOrders'],
  ['POST', 'purchase-manager/create-drayage-load/:_id', 'purchaseOrders'],
  // Vizion's update posts (public, verified by the x-vizion-secret header; docs/modules/purchase-orders.md, "Container tracking").
  ['POST', 'purchase-manager/vizion-webhook', 'public'],
];

export const API_ROUTES: readonly ApiRouteSpec[] = ROWS.map(([method, path, accessKey]) =>
  accessKey === 'public' || accessKey === 'account' || accessKey === 'user'
    ? { method, path, access: accessKey }
    : { method, path, access: 'module' as const, module: accessKey },
);

/** The catalogue entry of `method` + full URL (`/v1/api/...`), if any. */
export function findApiRoute(method: string, url: string): ApiRouteSpec | undefined {
  const path = url.replace(/^\/v1\/api\//, '');
  return API_ROUTES.find((route) => route.method === method && route.path === path);
}
