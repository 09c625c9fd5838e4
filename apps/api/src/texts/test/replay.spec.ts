import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { beverlyHills } from '../../address-book/test/support';
import { riskNoticeBody } from '../../insight/risk-job';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The answers the API sends, replayed: a set of calls (validation failures, not-founds, refusals, login failures,
 * successes, notifications, the activity feed, delays written in days/hours/minutes), each asked in en, sp and fr,
 * whose status and body bytes were recorded once in replay.fixture.json. Any change of wording in any language
 * fails here.
 *
 * Record again (only when a text is meant to change): `RECORD=1 npx jest -c apps/api/jest.config.ts texts/test/replay`.
 *
 * Normalised before comparing, because they differ from run to run and say nothing about texts: UUIDs, ISO dates
 * and times, JSON web tokens, the push key generated per server, and the demo data's dates relative to today (written as "YYYY-MM-DD").
 */

const FIXTURE = path.join(__dirname, 'replay.fixture.json');
const RECORD = process.env['RECORD'] === '1';
const LANGUAGES = ['en', 'sp', 'fr'] as const;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Role = 'shipper' | 'carrier' | 'admin';
interface Call {
  name: string;
  method: InjectOptions['method'];
  /** Under /v1/api/ unless it starts with '/'; `{name}` is a value the setup found in the demo data. */
  url: string;
  as?: Role;
  payload?: unknown;
  /** A raw body sent as JSON (malformed on purpose). */
  raw?: string;
}

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2027-03-01T08:00:00.000Z');
const at = (days: number, hours = 0) => new Date(BASE + days * DAY + hours * 60 * 60 * 1000).toISOString();
const stop = (type: 'pickup' | 'delivery', day: number, city: string, state: string, postalCode: string) => ({
  type,
  name: `${city} dock`,
  street1: '100 Main St',
  city,
  state,
  postalCode,
  country: 'USA',
  windowStart: at(day),
  windowEnd: at(day, 4),
});
const loadInput = {
  stops: [stop('pickup', 0, 'Dallas', 'TX', '75201'), stop('delivery', 3, 'Denver', 'CO', '80202')],
  mode: 'FTL',
  commodity: 'Frozen berries',
  weight: 38_500,
  weightUnit: 'lbs',
  pallets: 22,
  isHazmat: false,
  rate: 2450.5,
  currency: 'USD',
};

const CALLS: Call[] = [
  // Accounts and the protocol
  {
    name: 'login: wrong password',
    method: 'POST',
    url: 'user-manager/login',
    payload: {
      email: 'shipper@demo.test',
      password: 'wrong-password',
      rememberme: false,
    },
  },
  {
    name: 'login: unknown e-mail',
    method: 'POST',
    url: 'user-manager/login',
    payload: {
      email: 'nobody@demo.test',
      password: 'wrong-password',
      rememberme: false,
    },
  },
  {
    name: 'login: invalid body',
    method: 'POST',
    url: 'user-manager/login',
    payload: { email: 'not-an-email', password: '123' },
  },
  {
    name: 'login: malformed JSON',
    method: 'POST',
    url: 'user-manager/login',
    raw: '{"email":',
  },
  {
    name: 'login: empty body',
    method: 'POST',
    url: 'user-manager/login',
    raw: '',
  },
  {
    name: 'register: invalid body',
    method: 'POST',
    url: 'user-manager/register',
    payload: { email: 'x' },
  },
  {
    name: 'forgot-password',
    method: 'POST',
    url: 'user-manager/forgot-password',
    payload: { email: 'nobody@demo.test' },
  },
  {
    name: 'contact-us: invalid body',
    method: 'POST',
    url: 'user-manager/contact-us',
    as: 'shipper',
    payload: {},
  },
  {
    name: 'change-password: wrong current',
    method: 'POST',
    url: 'user-manager/change-password',
    as: 'shipper',
    payload: {
      currentPassword: 'not-it-at-all',
      newPassword: 'Another-password-1',
    },
  },
  {
    name: 'get-user-detail',
    method: 'GET',
    url: 'user-manager/get-user-detail',
    as: 'shipper',
  },
  {
    name: 'read-notification (shipper, risk notices)',
    method: 'GET',
    url: 'user-manager/read-notification?limit=50',
    as: 'shipper',
  },
  {
    name: 'read-notification (carrier)',
    method: 'GET',
    url: 'user-manager/read-notification?limit=20',
    as: 'carrier',
  },
  { name: 'no token', method: 'GET', url: 'address-manager/default-address' },
  { name: 'no such route', method: 'GET', url: 'no-such-route' },
  {
    name: 'malformed URL',
    method: 'GET',
    url: 'address-manager/address-detail/%E0%A4%A',
    as: 'shipper',
  },
  {
    name: 'parameter too long',
    method: 'GET',
    url: `address-manager/address-detail/${'a'.repeat(120)}`,
    as: 'shipper',
  },
  {
    name: 'forbidden module',
    method: 'POST',
    url: 'purchase-manager/purchase-order-list',
    as: 'carrier',
    payload: {},
  },
  // Address book
  {
    name: 'address-detail: not found',
    method: 'GET',
    url: `address-manager/address-detail/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'add-address: invalid body',
    method: 'POST',
    url: 'address-manager/add-address',
    as: 'shipper',
    payload: { tag: 'nowhere', name: '' },
  },
  {
    name: 'add-address: zip mismatch',
    method: 'POST',
    url: 'address-manager/add-address',
    as: 'shipper',
    payload: beverlyHills({ city: 'Chicago' }),
  },
  {
    name: 'add-address: success',
    method: 'POST',
    url: 'address-manager/add-address',
    as: 'shipper',
    payload: beverlyHills({ name: 'Replay dock' }),
  },
  {
    name: 'remove-address: not found',
    method: 'DELETE',
    url: `address-manager/remove-address/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'detail-lane: not found',
    method: 'GET',
    url: `lane-manager/detail-lane/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'warehouse-detail: not found',
    method: 'GET',
    url: `warehouse-manager/warehouse-detail/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'getdirection: unknown place',
    method: 'GET',
    url: `getdirection-json/${encodeURIComponent('Gotham, NY')}/60601`,
    as: 'shipper',
  },
  // Loads
  {
    name: 'load-detail: not found',
    method: 'GET',
    url: `load-manager/load-detail/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'add-load: invalid body',
    method: 'POST',
    url: 'load-manager/add-load',
    as: 'shipper',
    payload: { mode: 'boat', weight: -1 },
  },
  {
    name: 'load-update: not editable (status)',
    method: 'POST',
    url: 'load-manager/load-update/{deliveredLoad}',
    as: 'shipper',
    payload: loadInput,
  },
  {
    name: 'remove-load: has an order',
    method: 'DELETE',
    url: 'load-manager/remove-load/{loadWithOrder}',
    as: 'shipper',
  },
  {
    name: 'load-available-truckers: not searchable (status)',
    method: 'POST',
    url: 'load-manager/load-available-truckers',
    as: 'shipper',
    payload: { loadId: '{deliveredLoad}' },
  },
  {
    name: 'load-details-update: unknown field',
    method: 'POST',
    url: 'load-manager/load-details-update/{deliveredLoad}',
    as: 'shipper',
    payload: { commodity: 'Gravel' },
  },
  {
    name: 'subload-detail: not found',
    method: 'GET',
    url: `load-manager/subload-detail/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'broadcast-load: delivered',
    method: 'POST',
    url: 'load-manager/broadcast-load/{deliveredLoad}',
    as: 'shipper',
    payload: {},
  },
  {
    name: 'equipment-list',
    method: 'GET',
    url: 'equipment-manager/equipment-list',
    as: 'shipper',
  },
  // Quotes
  {
    name: 'get-quote-detail: not found',
    method: 'GET',
    url: `load-manager/get-quote-detail-admin/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'confirm-quote: not found',
    method: 'POST',
    url: `load-manager/confirm-quote/${NO_SUCH_ID}`,
    as: 'carrier',
    payload: {},
  },
  {
    name: 'send-quote-users: delivered load',
    method: 'POST',
    url: 'load-manager/send-quote-users/{deliveredLoad}',
    as: 'shipper',
    payload: { users: ['someone@carrier.test'] },
  },
  // Shipments
  {
    name: 'get-order-detail: not found',
    method: 'GET',
    url: `order-manager/get-order-detail/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'update-order-status: not found',
    method: 'POST',
    url: `order-manager/update-order-status/${NO_SUCH_ID}`,
    as: 'shipper',
    payload: { status: 'delivered' },
  },
  {
    name: 'reset-order: invalid',
    method: 'POST',
    url: 'order-manager/reset-order',
    as: 'shipper',
    payload: {},
  },
  // Fleet and tracking
  {
    name: 'my-trucker-detail: not found',
    method: 'GET',
    url: `user-manager/my-trucker-detail/${NO_SUCH_ID}`,
    as: 'carrier',
  },
  {
    name: 'add-trucker: invalid body',
    method: 'POST',
    url: 'user-manager/add-trucker',
    as: 'carrier',
    payload: { truckNumber: '' },
  },
  {
    name: 'track-detail: not found',
    method: 'GET',
    url: `load-manager/track-detail/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'shared-track-detail: unknown code',
    method: 'GET',
    url: 'load-manager/shared-track-detail/not-a-code',
  },
  {
    name: 'add-fav: invalid',
    method: 'POST',
    url: 'favourite-manager/add-fav',
    as: 'shipper',
    payload: {},
  },
  // Purchase and sales orders
  {
    name: 'get-purchase-order-detail: not found',
    method: 'GET',
    url: `purchase-manager/get-purchase-order-detail/${NO_SUCH_ID}`,
    as: 'admin',
  },
  {
    name: 'sales-order-list: invalid',
    method: 'POST',
    url: 'integration-manager/sales-order-list',
    as: 'admin',
    payload: { limit: 'many' },
  },
  // Schedule
  {
    name: 'date-change-request: not found',
    method: 'GET',
    url: `load-manager/date-change-request/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'update-calendar-date: not found',
    method: 'POST',
    url: `load-manager/update-calendar-date/${NO_SUCH_ID}`,
    as: 'shipper',
    payload: { type: 'pickup', date: at(1) },
  },
  // Insight
  {
    name: 'logs-list (activity feed)',
    method: 'GET',
    url: 'logs-manager/logs-list?limit=15',
    as: 'shipper',
  },
  {
    name: 'orders-count: bad type',
    method: 'GET',
    url: 'dashboard-manager/orders-count/nonsense',
    as: 'shipper',
  },
  {
    name: 'price-insight-load: not found',
    method: 'GET',
    url: `load-manager/price-insight-load/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  // Chat
  {
    name: 'message-list: unknown trucker',
    method: 'POST',
    url: `chat-manager/message-list/${NO_SUCH_ID}`,
    as: 'carrier',
    payload: {},
  },
  // Documents
  {
    name: 'label-file: not found',
    method: 'GET',
    url: `shippo-shipment/label-file/${NO_SUCH_ID}`,
    as: 'shipper',
  },
  {
    name: 'purchase-label: invalid',
    method: 'POST',
    url: 'shippo-shipment/purchase-label',
    as: 'shipper',
    payload: {},
  },
  // Settings and companies
  {
    name: 'settings profile',
    method: 'GET',
    url: 'settings-manager/profile',
    as: 'shipper',
  },
  {
    name: 'update-defaults: invalid',
    method: 'POST',
    url: 'settings-manager/update-defaults',
    as: 'shipper',
    payload: { currency: 12 },
  },
  { name: 'plans', method: 'GET', url: 'company-manager/plans' },
  {
    name: 'plans: not found',
    method: 'GET',
    url: 'company-manager/plans/no-such-plan',
  },
  {
    name: 'register-company: already registered',
    method: 'POST',
    url: 'company-manager/register-company',
    as: 'shipper',
    payload: {},
  },
  { name: 'app-config', method: 'GET', url: 'app-config' },
];

interface Recorded {
  name: string;
  language: string;
  statusCode: number;
  body: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_DATE = /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** What differs between runs: ids, dates and tokens (see the top of this file). */
const VAPID_KEY = /"vapidPublicKey":"[\w-]+"/g;
const normalise = (body: string) =>
  body.replace(VAPID_KEY, '"vapidPublicKey":"<key>"').replace(JWT, '<token>').replace(UUID, '<uuid>').replace(ISO_DATE, 'YYYY-MM-DD');

describe('the API answers the same texts in en, sp and fr (replay of recorded answers)', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const values: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    tokens.shipper = await t.login('shipper@demo.test');
    tokens.carrier = await t.login('carrier@demo.test');
    tokens.admin = await t.login('admin@demo.test');
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const one = async (text: string, params: unknown[] = []) => {
        const { rows } = await client.query<{ value: string }>(text, params);
        if (!rows[0]) throw new Error(`the demo data has no answer to: ${text}`);
        return rows[0].value;
      };
      const company = `(select company_id from users where email = 'shipper@demo.test')`;
      values['deliveredLoad'] = await one(
        `select id::text as value from loads where company_id = ${company} and status = 'delivered' order by load_id limit 1`,
      );
      values['loadWithOrder'] = await one(
        `select l.id::text as value from loads l join orders o on o.load_id = l.id where l.company_id = ${company} order by l.load_id limit 1`,
      );
      // The seed's own delay notices count minutes from the time it ran: replaced by fixed ones, whose delay is
      // written in days, hours and minutes (one, several, none of a unit).
      // The seed draws its demo data at random: the shipper's notifications and its company's activity are
      // replaced by fixed ones, so the lists say the same every run.
      await client.query(`delete from notifications where user_id = (select id from users where email = 'shipper@demo.test')`);
      await client.query(`delete from activity_logs where company_id = ${company}`);
      for (const [index, [title, body]] of [
        ['New quote received', 'Acme Freight quoted L-100001'],
        ['Quote declined', 'Acme Freight declined L-100002'],
        ['Date change requested', 'Acme Freight asks to move the delivery of L-100003 to Mar 3'],
        ['Payment Verified Successfully', 'Your company now has full access to the portal.'],
        ['Something nobody wrote', 'L-100004: kept as it is'],
      ].entries()) {
        await client.query(
          `insert into notifications (company_id, user_id, type, title, body, link, created_at)
           select company_id, id, 'info', $1, $2, null, now() - interval '1 hour' * $3 from users where email = 'shipper@demo.test'`,
          [title, body, index + 1],
        );
      }
      for (const [index, [key, params, message]] of (
        [
          ['order.paid', { order: 'O-1', load: 'L-1' }, 'Order O-1 (L-1) marked paid'],
          ['order.status', { order: 'O-2', load: 'L-2', status: 'in_transit' }, 'Order O-2 (L-2): in_transit'],
          ['order.truck_assigned', { truck: 'T-9', driver: 'Ana Ruiz', order: 'O-3' }, 'Truck T-9 (Ana Ruiz) assigned to O-3'],
          ['purchase_order.split_into', { po: 'PO-1', child: 'PO-1-B' }, 'Purchase order PO-1 split into PO-1-B'],
          ['no.such.key', { order: 'O-4' }, 'An old line kept in English'],
        ] as const
      ).entries()) {
        await client.query(
          `insert into activity_logs (company_id, entity_type, action, message, meta, created_at)
           values (${company}, 'order', 'status_changed', $1, $2, now() - interval '1 hour' * $3)`,
          [message, JSON.stringify({ key, params }), index + 1],
        );
      }
      for (const [reason, minutes] of [
        ['deliveryMissed', 2880],
        ['pickupMissed', 1575],
        ['deliveryEta', 135],
        ['pickupEta', 1],
        ['pickupMissed', 61],
      ] as const) {
        await client.query(
          `insert into notifications (company_id, user_id, type, title, body, link, created_at)
           select company_id, id, 'load_delayed', 'Load at risk of delay', $1, '/dashboard/delayedorders', now() + interval '1 day' * $2 from users where email = 'shipper@demo.test'`,
          [riskNoticeBody(reason, 'L-REPLAY', minutes), minutes],
        );
      }
    } finally {
      await client.end();
    }
  }, 120_000);
  afterAll(() => t?.close());

  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

  const answer = async (call: Call, language: string): Promise<Recorded> => {
    const headers: Record<string, string> = { language };
    if (call.as) Object.assign(headers, auth(tokens[call.as]));
    if (call.raw !== undefined) headers['content-type'] = 'application/json';
    const payload = call.raw ?? (call.payload === undefined ? undefined : JSON.parse(fill(JSON.stringify(call.payload))));
    const response = await t.app.inject({
      method: call.method,
      url: call.url.startsWith('/') ? fill(call.url) : `/v1/api/${fill(call.url)}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      name: call.name,
      language,
      statusCode: response.statusCode,
      body: normalise(response.body),
    };
  };

  it('covers enough calls, each in three languages', () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CALLS.map((call) => call.name)).size).toBe(CALLS.length);
  });

  it('answers every recorded call with the same status and bytes', async () => {
    const answers: Recorded[] = [];
    // In order: some calls write (an address added), and the recording was made in this order.
    for (const call of CALLS) for (const language of LANGUAGES) answers.push(await answer(call, language));
    if (RECORD) {
      writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
      return;
    }
    expect(existsSync(FIXTURE)).toBe(true);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded[];
    expect(answers.map(({ name, language }) => `${name} [${language}]`)).toEqual(recorded.map(({ name, language }) => `${name} [${language}]`));
    for (const [index, expected] of recorded.entries()) expect(answers[index]).toEqual(expected);
  }, 240_000);
});
