/**
 * Routes each domain's own tests name, so that the global harnesses (authorization matrix, bad input, idempotency)
 * assert they walk them: a route dropped from the table, or one that stops taking input, fails there by name. The
 * harnesses themselves cover every route of the table; the domains' tests do not run them again on their subsets.
 */
const under = (prefix: string, method: 'GET' | 'POST', paths: string[]) => paths.map((path) => `${method} /v1/api/${prefix}/${path}`);

export const DOMAIN_ROUTES: Readonly<Record<string, readonly string[]>> = {
  // shipments (order-manager)
  orders: [
    'GET /v1/api/order-manager/get-order-detail/:orderId',
    'POST /v1/api/order-manager/order-list',
    'POST /v1/api/order-manager/send-invoice',
    'POST /v1/api/order-manager/rate-paid-order/:type',
  ],
  // documents: the shipping labels
  labels: [
    'GET /v1/api/shippo-shipment/label-file/:_id',
    'POST /v1/api/shippo-shipment/cancel-label',
    'POST /v1/api/shippo-shipment/create-shipment',
    'POST /v1/api/shippo-shipment/label-list',
    'POST /v1/api/shippo-shipment/purchase-label',
    'POST /v1/api/shippo-shipment/track-shipment',
  ],
  // insight: the reports
  reports: ['POST /v1/api/report-manager/report', 'GET /v1/api/report-manager/report-filters'],
  // purchase orders: the po-api, the list, drayage and expected arrivals, containers
  purchaseOrders: [
    'POST /v1/api/purchase-manager/purchase-orders',
    'GET /v1/api/purchase-manager/get-purchase-order-detail/:_id',
    'POST /v1/api/purchase-manager/create-purchase-order',
    'POST /v1/api/purchase-manager/edit-purchase-order',
    'POST /v1/api/purchase-manager/update-bill-of-lading/:_id',
    'POST /v1/api/purchase-manager/update-container-details/:_id',
    'POST /v1/api/purchase-manager/split-purchase-order',
    'GET /v1/api/integration-manager/get-sap-purchase-orders',
    'GET /v1/api/integration-manager/get-purchase-order/:_id',
    'GET /v1/api/integration-manager/close-purchase-order/:_id',
    'POST /v1/api/purchase-manager/purchase-order-list',
    'POST /v1/api/purchase-manager/create-drayage-load/:_id',
    'GET /v1/api/warehouse-manager/expected-arrivals/:_id',
  ],
  containers: [
    'POST /v1/api/purchase-manager/get-vizion-container',
    'GET /v1/api/purchase-manager/get-vizion-container-location/:_id',
    'POST /v1/api/purchase-manager/container-locations',
    'GET /v1/api/purchase-manager/open-board',
    'GET /v1/api/integration-manager/purchase-order-tracking/:bill_of_lading',
    'POST /v1/api/purchase-manager/vizion-webhook',
  ],
  // sales
  salesOrders: [
    'GET /v1/api/integration-manager/get-sap-orders',
    ...under('integration-manager', 'POST', ['sales-order-list', 'create-sales-order', 'create-sales-order-load']),
  ],
  // schedule
  schedule: [
    ...under('load-manager', 'POST', ['calendar-events', 'update-calendar-date/:_id']),
    'GET /v1/api/load-manager/date-change-request/:_id',
    ...under('load-manager', 'POST', [
      'confirm-date-change/:_id',
      'decline-date-change/:_id',
      'get-all-delivery-schedule',
      'update-trucker-calendar-date/:_id',
    ]),
  ],
};

/** Every route of DOMAIN_ROUTES, once. */
export const NAMED_ROUTES: readonly string[] = [...new Set(Object.values(DOMAIN_ROUTES).flat())];

/** The create routes of the labels: idempotent by key (the idempotency harness replays every one). */
export const LABEL_CREATES = ['POST /v1/api/shippo-shipment/create-shipment', 'POST /v1/api/shippo-shipment/purchase-label'];
