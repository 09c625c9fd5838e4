import { HTTPClient } from 'shippo/lib/http';
import type { ParcelAddress } from '@freight/contracts';
import { createShippoLabels } from './shippo';
import { createLabelProvider, loadLabelsConfig } from './index';

/**
 * The Shippo provider against the official SDK's own requests (no network): an HTTPClient whose fetcher records
 * each request and answers with Shippo's JSON, as stripe.spec.ts does for Stripe.
 */

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

function fakeShippo(answer: (request: SentRequest) => { status?: number; body: unknown }) {
  const sent: SentRequest[] = [];
  const httpClient = new HTTPClient({
    fetcher: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      const record: SentRequest = { method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : undefined };
      sent.push(record);
      const { status = 200, body } = answer(record);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { sent, httpClient };
}

const DALLAS: ParcelAddress = {
  name: 'Dallas Parts Desk',
  street1: '4500 Irving Blvd',
  city: 'Dallas',
  state: 'TX',
  zip: '75247',
  country: 'USA',
  phone: '+1 214 555 0100',
};
const TORONTO: ParcelAddress = {
  name: 'King West Receiving',
  street1: '250 Front St W',
  street2: 'Dock 4',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 2T6',
  country: 'CANADA',
};
const PARCEL = { length: 12, width: 9, height: 4.5, weight: 2.5 };
const LABEL = '3f1c2a5e-7b8d-4c9e-a0f1-2b3c4d5e6f70';
const NOW = '2026-11-24T10:00:00Z';

const rate = (objectId: string, provider: string, service: string, token: string, amount: string, currency: string, days: number) => ({
  object_id: objectId,
  object_created: NOW,
  object_owner: 'ops@acme.test',
  shipment: 'shp_123',
  attributes: [],
  amount,
  currency,
  amount_local: amount,
  currency_local: currency,
  provider,
  servicelevel: { name: service, token },
  estimated_days: days,
  carrier_account: 'ca_1',
});

const SHIPMENT = {
  object_id: 'shp_123',
  object_created: NOW,
  object_updated: NOW,
  object_owner: 'ops@acme.test',
  status: 'SUCCESS',
  metadata: `label ${LABEL}`,
  messages: [],
  carrier_accounts: [],
  address_from: { country: 'US' },
  address_to: { country: 'CA' },
  parcels: [],
  rates: [
    rate('rate_ups', 'UPS', 'Standard', 'ups_standard', '31.25', 'USD', 4),
    rate('rate_cp', 'Canada Post', 'Expedited Parcel', 'canada_post_expedited_parcel', '24.10', 'USD', 5),
    rate('rate_eur', 'DHL Express', 'Worldwide', 'dhl_express_worldwide', '60.00', 'EUR', 2),
  ],
};

const provider = (answer: Parameters<typeof fakeShippo>[0]) => {
  const fake = fakeShippo(answer);
  const logged: object[] = [];
  return {
    ...fake,
    logged,
    labels: createShippoLabels({ apiKey: 'shippo_test_abc123', httpClient: fake.httpClient, log: { warn: (details) => void logged.push(details) } }),
  };
};

describe('the Shippo label provider', () => {
  it('creates a shipment with both addresses (ISO countries) and the parcel in inches and pounds, and reads its rates in cents', async () => {
    const { sent, labels } = provider(() => ({ status: 201, body: SHIPMENT }));
    const quote = await labels.createShipment({ labelId: LABEL, from: DALLAS, to: TORONTO, parcel: PARCEL });

    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(`${request!.url.host}${request!.url.pathname}`).toBe('api.goshippo.com/shipments');
    expect(request!.headers.get('authorization')).toBe('ShippoToken shippo_test_abc123');
    expect(request!.body).toEqual({
      address_from: {
        name: 'Dallas Parts Desk',
        street1: '4500 Irving Blvd',
        city: 'Dallas',
        state: 'TX',
        zip: '75247',
        country: 'US',
        phone: '+1 214 555 0100',
      },
      address_to: { name: 'King West Receiving', street1: '250 Front St W', street2: 'Dock 4', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' },
      parcels: [{ length: '12', width: '9', height: '4.5', distance_unit: 'in', weight: '2.5', mass_unit: 'lb' }],
      metadata: `label ${LABEL}`,
      async: false,
    });
    // Cheapest first; a currency the app does not keep (EUR) is left out.
    expect(quote).toEqual({
      providerShipmentId: 'shp_123',
      rates: [
        { rateId: 'rate_cp', carrier: 'canada_post', service: 'Expedited Parcel', amountCents: 2410, currency: 'USD', estimatedDays: 5 },
        { rateId: 'rate_ups', carrier: 'ups', service: 'Standard', amountCents: 3125, currency: 'USD', estimatedDays: 4 },
      ],
    });
  });

  it('a shipment without a rate is a 502 saying so', async () => {
    const { labels, logged } = provider(() => ({
      status: 201,
      body: { ...SHIPMENT, rates: [], messages: [{ source: 'UPS', code: 'address_invalid', text: 'Invalid ZIP for key shippo_test_abc123' }] },
    }));
    await expect(labels.createShipment({ labelId: LABEL, from: DALLAS, to: TORONTO, parcel: PARCEL })).rejects.toMatchObject({
      statusCode: 502,
      message: 'No carrier offered a rate for this parcel',
    });
    expect(logged).toEqual([{ provider: 'shippo', operation: 'shipments.create', codes: ['address_invalid'] }]);
  });

  it('buys a rate as a 4×6 PDF label (a transaction) and keeps its tracking number and label URL', async () => {
    const { sent, labels } = provider(() => ({
      status: 201,
      body: {
        object_id: 'txn_9',
        object_state: 'VALID',
        status: 'SUCCESS',
        tracking_number: '1Z999AA10123456784',
        label_url: 'https://deliver.goshippo.com/txn_9.pdf',
        tracking_status: 'UNKNOWN',
        rate: 'rate_ups',
        messages: [],
      },
    }));
    const bought = await labels.purchase({
      labelId: LABEL,
      from: DALLAS,
      to: TORONTO,
      parcel: PARCEL,
      providerShipmentId: 'shp_123',
      rate: { rateId: 'rate_ups', carrier: 'ups', service: 'Standard', amountCents: 3125, currency: 'USD', estimatedDays: 4 },
      purchasedAt: new Date(NOW),
    });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.pathname).toBe('/transactions');
    expect(sent[0]!.body).toEqual({ rate: 'rate_ups', label_file_type: 'PDF_4x6', async: false, metadata: `label ${LABEL}` });
    expect(bought).toEqual({
      providerTransactionId: 'txn_9',
      trackingNumber: '1Z999AA10123456784',
      labelPdf: null,
      labelUrl: 'https://deliver.goshippo.com/txn_9.pdf',
    });
  });

  it('a transaction Shippo could not make is a 502, its messages logged by code only', async () => {
    const { labels, logged } = provider(() => ({
      status: 201,
      body: { object_id: 'txn_bad', status: 'ERROR', messages: [{ source: 'USPS', code: 'rate_expired', text: 'Rate rate_ups expired' }] },
    }));
    const purchase = labels.purchase({
      labelId: LABEL,
      from: DALLAS,
      to: TORONTO,
      parcel: PARCEL,
      providerShipmentId: 'shp_123',
      rate: { rateId: 'rate_ups', carrier: 'ups', service: 'Standard', amountCents: 3125, currency: 'USD', estimatedDays: 4 },
      purchasedAt: new Date(NOW),
    });
    await expect(purchase).rejects.toMatchObject({ statusCode: 502, message: 'The shipping label service is unavailable. Please try again.' });
    expect(logged).toEqual([{ provider: 'shippo', operation: 'transactions.create', codes: ['rate_expired'] }]);
  });

  it('cancels a bought label with a refund of its transaction, and does not call Shippo for one never bought', async () => {
    const { sent, labels } = provider(() => ({ status: 201, body: { object_id: 'ref_1', status: 'QUEUED', transaction: 'txn_9' } }));
    await labels.cancel({ providerTransactionId: 'txn_9' });
    expect(sent.map((request) => [request.method, request.url.pathname, request.body])).toEqual([['POST', '/refunds', { transaction: 'txn_9', async: false }]]);
    await labels.cancel({ providerTransactionId: null });
    expect(sent).toHaveLength(1);
  });

  it('reads the carrier’s tracking: the status and the history, oldest first, with the cities', async () => {
    const status = (id: string, value: string, details: string, date: string, city?: string, state?: string) => ({
      object_id: id,
      object_created: date,
      object_updated: date,
      status: value,
      status_details: details,
      status_date: date,
      ...(city ? { location: { city, state, zip: '', country: 'US' } } : {}),
    });
    const { sent, labels } = provider(() => ({
      body: {
        carrier: 'ups',
        tracking_number: '1Z999AA10123456784',
        messages: [],
        tracking_status: status('ts_3', 'TRANSIT', 'Departed facility', '2026-11-25T08:00:00Z', 'Memphis', 'TN'),
        tracking_history: [
          status('ts_3', 'TRANSIT', 'Departed facility', '2026-11-25T08:00:00Z', 'Memphis', 'TN'),
          status('ts_1', 'PRE_TRANSIT', 'Label created', '2026-11-24T10:00:00Z'),
          status('ts_2', 'TRANSIT', 'Picked up', '2026-11-24T18:00:00Z', 'Dallas', 'TX'),
        ],
      },
    }));
    const tracked = await labels.track({
      labelId: LABEL,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      purchasedAt: new Date(NOW),
      estimatedDays: 4,
      from: DALLAS,
      to: TORONTO,
      now: new Date(),
    });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url.pathname).toBe('/tracks/ups/1Z999AA10123456784');
    expect(tracked).toEqual({
      status: 'transit',
      events: [
        { status: 'pre_transit', details: 'Label created', location: null, at: '2026-11-24T10:00:00.000Z' },
        { status: 'transit', details: 'Picked up', location: 'Dallas, TX', at: '2026-11-24T18:00:00.000Z' },
        { status: 'transit', details: 'Departed facility', location: 'Memphis, TN', at: '2026-11-25T08:00:00.000Z' },
      ],
    });
  });

  it('turns a Shippo error into a 502 with a safe text, and logs no key', async () => {
    const { labels, logged } = provider(() => ({ status: 401, body: { detail: 'Invalid token shippo_test_abc123' } }));
    const failure = await labels.createShipment({ labelId: LABEL, from: DALLAS, to: TORONTO, parcel: PARCEL }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 502, message: 'The shipping label service is unavailable. Please try again.' });
    expect(logged).toEqual([{ provider: 'shippo', operation: 'shipments.create', error: expect.any(String), statusCode: 401 }]);
    expect(JSON.stringify(logged)).not.toContain('shippo_test');
  });
});

describe('the label provider configuration', () => {
  it('is local without SHIPPO_API_KEY and Shippo with it; a malformed key stops the start-up', () => {
    expect(loadLabelsConfig({})).toEqual({ provider: 'local' });
    expect(createLabelProvider(loadLabelsConfig({})).name).toBe('local');
    expect(loadLabelsConfig({ SHIPPO_API_KEY: ' shippo_test_abc123 ' })).toEqual({ provider: 'shippo', apiKey: 'shippo_test_abc123' });
    expect(createLabelProvider(loadLabelsConfig({ SHIPPO_API_KEY: 'shippo_live_abc' })).name).toBe('shippo');
    expect(() => loadLabelsConfig({ SHIPPO_API_KEY: 'sk_test_abc' })).toThrow(/SHIPPO_API_KEY must be a Shippo API token/);
  });
});
