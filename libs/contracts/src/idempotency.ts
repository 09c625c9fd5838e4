/**
 * Idempotent creates: the one rule the API and the client share. A create call carries an
 * `Idempotency-Key`; the API keeps the first answer per (caller, key) for 24 hours and answers a retry with it
 * (marked `Idempotent-Replayed: true`) instead of creating a second row. Kept free of schema code: the browser's
 * API client imports it.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 255 visible ASCII characters (a UUID is what the client sends). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{1,255}$';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key's first answer is kept; after that the key is free again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A create by its name: the last segment of the path starts with one of these. */
const CREATE_NAME = /^(add|create)-/;

/**
 * Creates whose names do not say so (paths below /v1/api, `:name` a path parameter). Each one writes something a
 * retry must not write twice:
 *   register, register-company       the account, the company (a retry would answer 'already registered');
 *   company/register                 the company's details, signed in (the same)
 *   company/checkout                 a payment session with the provider
 *   contact-us                       a message to support (an e-mail)
 *   split-purchase-order             new purchase orders
 *   purchase-label                   a shipping label, paid for
 *   send-invoice                     an invoice sent to the shipper
 *   broadcast-load, send-quote-users quote requests (rows and e-mails) to carriers
 *   send-quote-comment(-sender)      a comment on a quote
 *   chat send-message                a chat message (and its real-time event and push)
 *   send-driver-link                 a driver link (and its e-mail)
 *   driver update-status, deliver    a driver's step or proof of delivery (the page's offline queue retries them)
 */
export const NAMED_CREATES: readonly string[] = [
  'user-manager/register',
  'user-manager/contact-us',
  'company-manager/register-company',
  'company-manager/company/register',
  'company-manager/company/checkout',
  'purchase-manager/split-purchase-order',
  'shippo-shipment/purchase-label',
  'order-manager/send-invoice',
  'load-manager/broadcast-load/:_id',
  'load-manager/send-quote-users/:_id',
  'load-manager/send-quote-comment/:quoteId',
  'load-manager/send-quote-comment-sender/:quoteId',
  // Chat (docs/modules/fleet.md, "Chat"): a message, from the company's side or the driver's.
  'chat-manager/send-message/:truckerId',
  'driver-chat/send-message',
  // Tracking (docs/modules/fleet.md, "Tracking"): a share link (its last segment is the load id).
  'load-manager/create-tracking-share/:loadId',
  // Driver pages (docs/modules/fleet.md, "Driver pages"): a driver link (a row and an e-mail); the driver's status
  // changes and proof of delivery, which the page's offline queue may send more than once.
  'user-manager/send-driver-link/:truckerId',
  'driver-manager/update-status',
  'driver-manager/deliver',
  // Orders (docs/modules/orders.md, "API"): an accessorial charge requested (a row, unless it changes one).
  'order-manager/update-accessorial',
  // Purchase orders (docs/modules/purchase-orders.md): the drayage load of a discharged container (a load).
  'purchase-manager/create-drayage-load/:_id',
];

const segmentsOf = (path: string) =>
  (path.split('?')[0] ?? '')
    .replace(/^\/?(v1\/api\/)?/, '')
    .replace(/\/+$/, '')
    .split('/');

const matches = (pattern: string, segments: string[]) => {
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
};

/**
 * Whether a call is a create that carries an `Idempotency-Key`: a POST whose last path segment starts with `add-` or
 * `create-`, or one of `NAMED_CREATES`. `path` is below /v1/api or the full `/v1/api/...`, a route's pattern
 * (`load-manager/send-quote-comment/:quoteId`) or a concrete path (`.../send-quote-comment/Q-1`).
 */
export function isIdempotentCreate(method: string, path: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const segments = segmentsOf(path);
  return CREATE_NAME.test(segments[segments.length - 1] ?? '') || NAMED_CREATES.some((pattern) => matches(pattern, segments));
}

/**
 * A new key: a random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); a page served
 * over plain http elsewhere gets one made from `crypto.getRandomValues`, which every context has.
 */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
