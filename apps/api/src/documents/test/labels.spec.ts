import crypto from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  LABEL_MESSAGES,
  type CreateShipmentRequest,
  type ParcelAddress,
  type ShipmentLabelView,
} from '@freight/contracts';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';
import { readPdf } from './pdf';

/**
 * shippo-shipment/ on a fresh copy of the demo world with the local provider (the default):
 * rates for a parcel, a label bought (a real 4×6 PDF), tracked (the simulated history), cancelled; the state
 * machine's 409s; who may see a label (the order's two parties, nobody else); idempotent and concurrent purchases.
 */

const SHIPPER = 'shipper@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';
const PARCEL = { length: 12, width: 9, height: 4, weight: 2.5 };
const DALLAS: ParcelAddress = { name: 'Dallas Parts Desk', street1: '4500 Irving Blvd', city: 'Dallas', state: 'TX', zip: '75247', country: 'USA' };
const BOSTON: ParcelAddress = { name: 'Harbor Receiving', street1: '1 Seaport Ln', city: 'Boston', state: 'MA', zip: '02210', country: 'USA' };

describe('shippo-shipment: shipping labels (local provider)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let interstate: string;
  /** An order of Demo Freight Co. (shipper) carried by another company, and an order Interstate is no party of. */
  let sharedOrder: { id: string; carrier: string };
  let foreignOrder: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const create = (token: string, body: CreateShipmentRequest) => call<ShipmentLabelView>(token, 'POST', 'shippo-shipment/create-shipment', body);
  const purchase = (token: string, _id: string, rateId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/api/shippo-shipment/purchase-label', headers: { ...auth(token), ...headers }, payload: { _id, rateId } });
  const cancel = (token: string, _id: string) => call<ShipmentLabelView>(token, 'POST', 'shippo-shipment/cancel-label', { _id });
  const track = (token: string, _id: string) => call<ShipmentLabelView>(token, 'POST', 'shippo-shipment/track-shipment', { _id });
  const list = (token: string, orderId: string) => call<ShipmentLabelView[]>(token, 'POST', 'shippo-shipment/label-list', { orderId });
  const file = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/v1/api/shippo-shipment/label-file/${id}`, headers: auth(token) });
  /** A label of the shared order, bought at its cheapest rate. */
  const bought = async () => {
    const created = (await create(shipper, { orderId: sharedOrder.id, parcel: PARCEL })).body.data!;
    const answer = await purchase(shipper, created._id, created.rates[0]!.rateId);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: ShipmentLabelView }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, interstate] = await Promise.all([t.login(SHIPPER), t.login(INTERSTATE)]);
    const [demo] = await sql<{ id: string }>(`select company_id as id from users where email = $1`, [SHIPPER]);
    const [other] = await sql<{ id: string }>(`select company_id as id from users where email = $1`, [INTERSTATE]);
    const [shared] = await sql<{ id: string; carrier: string }>(
      `select o.id, o.carrier_company_id as carrier from orders o
        where o.company_id = $1 and o.carrier_company_id = $2
          and exists (select 1 from load_stops s where s.load_id = o.load_id and s.type = 'pickup')
          and exists (select 1 from load_stops s where s.load_id = o.load_id and s.type = 'delivery')
        order by o.created_at limit 1`,
      [demo!.id, other!.id],
    );
    const [foreign] = await sql<{ id: string }>(`select id from orders where company_id <> $1 and carrier_company_id <> $1 order by created_at limit 1`, [
      other!.id,
    ]);
    if (!shared || !foreign) throw new Error('demo world: the orders this test needs are missing');
    sharedOrder = shared;
    foreignOrder = foreign.id;
  }, 60_000);
  afterAll(() => t.close());

  it('create-shipment: rates for the parcel, from the order’s first pickup to its last delivery, kept on a created label', async () => {
    const answer = await create(shipper, { orderId: sharedOrder.id, parcel: PARCEL });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(LABEL_MESSAGES.created);
    const label = answer.body.data!;
    const stops = await sql<{ type: string; name: string; city: string; postal_code: string }>(
      `select s.type, s.name, s.city, s.postal_code from load_stops s join orders o on o.load_id = s.load_id where o.id = $1 order by s.seq`,
      [sharedOrder.id],
    );
    const pickup = stops.find((stop) => stop.type === 'pickup')!;
    const delivery = [...stops].reverse().find((stop) => stop.type === 'delivery')!;
    expect(label).toMatchObject({
      orderId: sharedOrder.id,
      status: 'created',
      provider: 'local',
      carrier: null,
      trackingNumber: null,
      labelUrl: null,
      parcel: PARCEL,
      from: { name: pickup.name, city: pickup.city, zip: pickup.postal_code },
      to: { name: delivery.name, city: delivery.city, zip: delivery.postal_code },
    });
    expect(label.rates.length).toBeGreaterThanOrEqual(3);
    const amounts = label.rates.map((rate) => rate.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const rate of label.rates) {
      expect(Number.isInteger(rate.amountCents) && rate.amountCents > 0).toBe(true);
      expect(rate).toEqual({
        rateId: expect.any(String),
        carrier: expect.any(String),
        service: expect.any(String),
        amountCents: expect.any(Number),
        currency: expect.stringMatching(/^(USD|CAD)$/),
        estimatedDays: expect.any(Number),
      });
    }
    const [row] = await sql<{ status: string; company_id: string; rates: unknown[] }>(`select status, company_id, rates from shipment_labels where id = $1`, [
      label._id,
    ]);
    expect(row).toMatchObject({ status: 'created', rates: label.rates });
  });

  it('purchase-label: the chosen rate, a tracking number and a real 4×6 PDF label with both addresses, the service and the tracking number', async () => {
    const created = (await create(shipper, { orderId: sharedOrder.id, parcel: PARCEL })).body.data!;
    const rate = created.rates[1]!;
    const answer = await purchase(shipper, created._id, rate.rateId);
    expect(answer.statusCode).toBe(200);
    const label = answer.json<{ message: string; data: ShipmentLabelView }>();
    expect(label.message).toBe(LABEL_MESSAGES.purchased);
    expect(label.data).toMatchObject({
      status: 'purchased',
      selectedRateId: rate.rateId,
      carrier: rate.carrier,
      service: rate.service,
      amountCents: rate.amountCents,
      trackingStatus: 'pre_transit',
      labelUrl: `/v1/api/shippo-shipment/label-file/${created._id}`,
    });
    expect(label.data.trackingNumber).toMatch(/^[0-9A-Z]{12,22}$/);

    const pdf = await file(shipper, created._id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="label-${label.data.trackingNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await readPdf(pdf.rawPayload);
    expect(read.pages).toBe(1);
    expect(read.view).toEqual([0, 0, 288, 432]);
    for (const fact of [
      created.from.name,
      created.from.city,
      created.to.name,
      created.to.city,
      created.to.zip,
      rate.service.toUpperCase(),
      label.data.trackingNumber!,
      'SHIP TO',
    ]) {
      expect({ fact, found: read.text.includes(fact) }).toEqual({ fact, found: true });
    }
    const [row] = await sql<{ bytes: number }>(`select octet_length(label_pdf) as bytes from shipment_labels where id = $1`, [created._id]);
    expect(row!.bytes).toBe(pdf.rawPayload.length);
  });

  it('purchase-label refuses a rate the shipment did not get (400), a bought label (409) and is idempotent with a key', async () => {
    const created = (await create(shipper, { orderId: sharedOrder.id, parcel: PARCEL })).body.data!;
    const unknown = await purchase(shipper, created._id, 'rate_nobody_offered');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: false, errors: [{ field: 'body.rateId', message: LABEL_MESSAGES.unknownRate }] });

    const key = crypto.randomUUID();
    const first = await purchase(shipper, created._id, created.rates[0]!.rateId, { [IDEMPOTENCY_KEY_HEADER]: key });
    const replay = await purchase(shipper, created._id, created.rates[0]!.rateId, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());

    const again = await purchase(shipper, created._id, created.rates[0]!.rateId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, message: LABEL_MESSAGES.alreadyPurchased });
  });

  it('two purchases of one label at once: one is bought, the other is a 409', async () => {
    const created = (await create(shipper, { orderId: sharedOrder.id, parcel: PARCEL })).body.data!;
    const answers = await Promise.all([purchase(shipper, created._id, created.rates[0]!.rateId), purchase(shipper, created._id, created.rates[1]!.rateId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await sql<{ selected_rate_id: string }>(`select selected_rate_id from shipment_labels where id = $1`, [created._id]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ data: ShipmentLabelView }>().data;
    expect(row!.selected_rate_id).toBe(winner.selectedRateId);
  });

  it('track-shipment: the simulated history, from label created to delivered after the rate’s days, the same at every call', async () => {
    const label = await bought();
    const fresh = await track(shipper, label._id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body.message).toBe(LABEL_MESSAGES.tracked);
    expect(fresh.body.data!.trackingStatus).toBe('pre_transit');
    expect(fresh.body.data!.trackingEvents).toEqual([expect.objectContaining({ status: 'pre_transit', location: `${label.from.city}, ${label.from.state}` })]);

    // Ten days later: delivered at the recipient's city, after hub scans in transit.
    await sql(`update shipment_labels set purchased_at = purchased_at - interval '10 days' where id = $1`, [label._id]);
    const later = await track(shipper, label._id);
    const events = later.body.data!.trackingEvents;
    expect(later.body.data!.trackingStatus).toBe('delivered');
    expect(events[0]!.status).toBe('pre_transit');
    expect(events[events.length - 1]).toMatchObject({ status: 'delivered', location: `${label.to.city}, ${label.to.state}` });
    const transit = events.filter((event) => event.status === 'transit');
    expect(transit.length).toBeGreaterThanOrEqual(4);
    expect(new Set(transit.map((event) => event.location)).size).toBeGreaterThanOrEqual(3);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const purchasedAt = Date.parse(label.purchasedAt!) - 10 * 86_400_000;
    const days = label.rates.find((rate) => rate.rateId === label.selectedRateId)!.estimatedDays!;
    expect(times[times.length - 1]! - purchasedAt).toBeGreaterThanOrEqual(days * 86_400_000);
    expect((await track(shipper, label._id)).body.data!.trackingEvents).toEqual(events);
    const [row] = await sql<{ tracking_status: string; tracking_events: unknown[] }>(
      `select tracking_status, tracking_events from shipment_labels where id = $1`,
      [label._id],
    );
    expect(row).toEqual({ tracking_status: 'delivered', tracking_events: events });
  });

  it('cancel-label: created or purchased → cancelled with the spec’s message; then nothing more may happen to it', async () => {
    const label = await bought();
    const cancelled = await cancel(shipper, label._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.message).toBe('Shipment Label Successfully Deleted');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', labelUrl: null, cancelledAt: expect.any(String) });
    expect(await cancel(shipper, label._id)).toMatchObject({ statusCode: 409, body: { message: LABEL_MESSAGES.alreadyCancelled } });
    expect(await track(shipper, label._id)).toMatchObject({ statusCode: 409, body: { message: LABEL_MESSAGES.notTracked } });
    expect((await file(shipper, label._id)).statusCode).toBe(409);
    expect((await purchase(shipper, label._id, label.selectedRateId!)).statusCode).toBe(409);

    const created = (await create(shipper, { orderId: sharedOrder.id, parcel: PARCEL })).body.data!;
    expect(await track(shipper, created._id)).toMatchObject({ statusCode: 409, body: { message: LABEL_MESSAGES.notPurchased } });
    expect(await cancel(shipper, created._id)).toMatchObject({ statusCode: 200, body: { data: { status: 'cancelled' } } });
  });

  it('label-list: the order’s labels, newest first, for both parties; the carrier side may buy and cancel them too', async () => {
    const mine = (await create(shipper, { orderId: sharedOrder.id, parcel: { ...PARCEL, weight: 7 } })).body.data!;
    const forShipper = await list(shipper, sharedOrder.id);
    expect(forShipper.statusCode).toBe(200);
    expect(forShipper.body.message).toBe(LABEL_MESSAGES.listed);
    expect(forShipper.body.data![0]!._id).toBe(mine._id);
    const created = forShipper.body.data!.map((label) => Date.parse(label.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const forCarrier = await list(interstate, sharedOrder.id);
    expect(forCarrier.body.data!.map((label) => label._id)).toEqual(forShipper.body.data!.map((label) => label._id));
    const byCarrier = await purchase(interstate, mine._id, mine.rates[0]!.rateId);
    expect(byCarrier.statusCode).toBe(200);
    expect((await file(interstate, mine._id)).statusCode).toBe(200);
    expect((await cancel(interstate, mine._id)).statusCode).toBe(200);
  });

  it('a company that is no party of the order gets 404 for its labels, everywhere', async () => {
    const [demo] = await sql<{ id: string }>(`select company_id as id from users where email = $1`, [SHIPPER]);
    const [unrelated] = await sql<{ id: string }>(
      `select id from orders where company_id = $1 and carrier_company_id <> (select company_id from users where email = $2) order by created_at limit 1`,
      [demo!.id, INTERSTATE],
    );
    const label = (await create(shipper, { orderId: unrelated!.id, parcel: PARCEL })).body.data!;
    expect(await list(interstate, unrelated!.id)).toMatchObject({ statusCode: 404, body: { message: LABEL_MESSAGES.orderNotFound } });
    expect(await create(interstate, { orderId: foreignOrder, parcel: PARCEL })).toMatchObject({ statusCode: 404 });
    expect((await purchase(interstate, label._id, label.rates[0]!.rateId)).statusCode).toBe(404);
    expect(await cancel(interstate, label._id)).toMatchObject({ statusCode: 404, body: { message: LABEL_MESSAGES.notFound } });
    expect((await track(interstate, label._id)).statusCode).toBe(404);
    expect((await file(interstate, label._id)).statusCode).toBe(404);
    const [row] = await sql<{ status: string }>(`select status from shipment_labels where id = $1`, [label._id]);
    expect(row!.status).toBe('created');
  });

  it('without an order: both addresses are required, and the label is its company’s alone', async () => {
    const missing = await create(shipper, { parcel: PARCEL });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'body.from', message: LABEL_MESSAGES.addressRequired },
      { field: 'body.to', message: LABEL_MESSAGES.addressRequired },
    ]);
    const own = await create(shipper, { from: DALLAS, to: BOSTON, parcel: PARCEL });
    expect(own.statusCode).toBe(200);
    expect(own.body.data).toMatchObject({ orderId: null, from: DALLAS, to: BOSTON });
    // Dallas to Boston is farther than Dallas to Fort Worth: the same service costs more.
    const near = await create(shipper, { from: DALLAS, to: { ...BOSTON, city: 'Fort Worth', state: 'TX', zip: '76102' }, parcel: PARCEL });
    const priceOf = (label: ShipmentLabelView) => label.rates.find((rate) => rate.rateId.endsWith('ups_ground'))!.amountCents;
    expect(priceOf(own.body.data!)).toBeGreaterThan(priceOf(near.body.data!));
    expect((await cancel(interstate, own.body.data!._id)).statusCode).toBe(404);
    expect((await cancel(shipper, own.body.data!._id)).statusCode).toBe(200);
  });

  it('bad parcels and addresses are 400s with errors', async () => {
    const cases: Array<[unknown, string]> = [
      [{ orderId: sharedOrder.id, parcel: { ...PARCEL, weight: 0 } }, 'body.parcel.weight'],
      [{ orderId: sharedOrder.id, parcel: { ...PARCEL, weight: 151 } }, 'body.parcel.weight'],
      [{ orderId: sharedOrder.id, parcel: { ...PARCEL, length: 109 } }, 'body.parcel.length'],
      [{ orderId: sharedOrder.id, parcel: { length: 100, width: 20, height: 20, weight: 5 } }, 'body.parcel'],
      [{ orderId: 'not-a-uuid', parcel: PARCEL }, 'body.orderId'],
      [{ from: { ...DALLAS, zip: 'ABCDE' }, to: BOSTON, parcel: PARCEL }, 'body.from.zip'],
      [{ from: DALLAS, to: { ...BOSTON, country: 'MEXICO' }, parcel: PARCEL }, 'body.to.country'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(shipper, 'POST', 'shippo-shipment/create-shipment', body);
      expect({ field, status: answer.statusCode }).toEqual({ field, status: 400 });
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    }
  });

  it('a label made with Shippo keeps its provider: its file redirects to Shippo, and without SHIPPO_API_KEY it cannot be refunded (502)', async () => {
    const label = await bought();
    await sql(
      `update shipment_labels set provider = 'shippo', label_pdf = null, label_url = 'https://deliver.goshippo.com/txn_1.pdf', provider_transaction_id = 'txn_1' where id = $1`,
      [label._id],
    );
    const listed = (await list(shipper, sharedOrder.id)).body.data!.find((candidate) => candidate._id === label._id)!;
    expect(listed.labelUrl).toBe('https://deliver.goshippo.com/txn_1.pdf');
    const redirect = await file(shipper, label._id);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://deliver.goshippo.com/txn_1.pdf');
    expect(await cancel(shipper, label._id)).toMatchObject({ statusCode: 502, body: { message: LABEL_MESSAGES.unavailable } });
    const [row] = await sql<{ status: string }>(`select status from shipment_labels where id = $1`, [label._id]);
    expect(row!.status).toBe('purchased');
  });

  it('label-file draws a demo label stored without its PDF and keeps it', async () => {
    const [seeded] = await sql<{ id: string; tracking_number: string }>(
      `select id, tracking_number from shipment_labels where status = 'purchased' and label_pdf is null and company_id = (select company_id from users where email = $1) limit 1`,
      [SHIPPER],
    );
    const pdf = await file(shipper, seeded!.id);
    expect(pdf.statusCode).toBe(200);
    expect((await readPdf(pdf.rawPayload)).text).toContain(seeded!.tracking_number);
    const [row] = await sql<{ stored: boolean }>(`select label_pdf is not null as stored from shipment_labels where id = $1`, [seeded!.id]);
    expect(row!.stored).toBe(true);
  });
});
