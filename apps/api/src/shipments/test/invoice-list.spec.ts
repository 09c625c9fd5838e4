import crypto from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  ORDER_MESSAGES,
  type NextPreviousResponse,
  type OrderDetailView,
  type OrderListResponseData,
} from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import { auth, type TestApp } from '../../../test/support/test-app';
import { pdfText } from '../../../test/support/pdf-text';
import { newTruck, orderWorld, tenderedOrder, type OrderWorld } from './support';

/**
 * send-invoice (the carrier's INV numbers: unique, never given twice, past the seeded ones; the mail with its PDF in
 * the outbox, in the shipper's language; idempotent), order-list and next-previous-orders.
 */
describe('order-manager: send-invoice, order-list, next-previous-orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let admin: string;
  let stranger: string;
  let world: OrderWorld;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const post = <T = OrderDetailView>(token: string, path: string, body: unknown) => call<T>(token, 'POST', `order-manager/${path}`, body);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, admin, stranger],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test', 'admin@demo.test', 'dispatch@mapleleaf-freight.test']));
    world = await orderWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  async function deliveredOrder() {
    const order = await tenderedOrder(t, call, shipper, world);
    await post(carrier, 'order-accept-by-fleet', { _id: order.orderUuid });
    await post(carrier, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId: await newTruck(t, world.interstateId) });
    for (const status of ['at_pickup', 'in_transit', 'at_delivery', 'delivered'])
      await post(carrier, `orderdetail-update-status/${order.orderUuid}`, { status });
    return order;
  }

  it('the seeds leave every carrier its invoice counter at or past its highest seeded invoice number', async () => {
    const rows = await sql<{ carrier: string; seeded: number; counter: number | null }>(
      `select o.carrier_company_id::text as carrier, max(substring(o.invoice_number from 5)::int) as seeded,
              (select value from id_counters c where c.company_id = o.carrier_company_id and c.kind = 'invoice') as counter
       from orders o where o.invoice_number like 'INV-%' group by o.carrier_company_id`,
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect({ carrier: row.carrier, ok: row.counter !== null && row.counter >= row.seeded }).toEqual({ carrier: row.carrier, ok: true });
  });

  it('send-invoice: delivered and decided only; numbered from the carrier’s counter, never twice; mailed with the PDF', async () => {
    const early = await tenderedOrder(t, call, shipper, world);
    await post(carrier, 'order-accept-by-fleet', { _id: early.orderUuid });
    expect(await post(carrier, 'send-invoice', { _id: early.orderUuid })).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.notDelivered } });

    const order = await deliveredOrder();
    expect(await post(admin, 'send-invoice', { _id: order.orderUuid })).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.carrierOnly } });
    expect((await post(stranger, 'send-invoice', { _id: order.orderUuid })).statusCode).toBe(404);
    // An accessorial waiting for the shipper holds the invoice back; approved, it is invoiced to the cent.
    const requested = await post(carrier, 'update-accessorial', { action: 'request', orderId: order.orderUuid, code: 'lumper', amountCents: 12_345 });
    expect(await post(carrier, 'send-invoice', { _id: order.orderUuid })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.accessorialsPending },
    });
    await post(shipper, 'update-accessorial', { action: 'approve', orderId: order.orderUuid, accessorialId: requested.body.data!.accessorials[0]!._id });

    const [seeded] = await sql<{ max: number }>(
      `select max(substring(invoice_number from 5)::int) as max from orders where carrier_company_id = $1 and invoice_number like 'INV-%'`,
      [world.interstateId],
    );
    const sent = await post(carrier, 'send-invoice', { _id: order.orderUuid, note: 'Thank you for your business' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.message).toBe('Invoice sent successfully');
    const view = sent.body.data!;
    expect(view).toMatchObject({ status: 'invoiced', load: { status: 'invoiced' }, documents: expect.arrayContaining(['invoice']) });
    expect(view.invoice).toMatchObject({ amountCents: 192_345 });
    const number = Number(view.invoice!.number.replace('INV-', ''));
    expect(number).toBeGreaterThan(seeded!.max);
    expect(await post(carrier, 'send-invoice', { _id: order.orderUuid })).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.alreadyInvoiced } });

    // The mail: to the shipper's contact, with the invoice PDF attached.
    const [mail] = await sql<{ id: string; to_address: string; subject: string; body_text: string }>(
      `select id::text, to_address, subject, body_text from email_outbox where template = 'order-invoice' and subject like $1`,
      [`%${view.invoice!.number}%`],
    );
    expect(mail!.to_address).toBe(view.invoice!.sentTo);
    expect(mail!.body_text).toContain(order.orderId);
    expect(mail!.body_text).toContain('Thank you for your business');
    const files = await sql<{ filename: string; content_type: string; size: number; head: string }>(
      `select filename, content_type, length(bytes) as size, encode(substring(bytes from 1 for 5), 'escape') as head from email_attachments where outbox_id = $1`,
      [mail!.id],
    );
    expect(files).toEqual([expect.objectContaining({ content_type: 'application/pdf', head: '%PDF-' })]);
    expect(files[0]!.filename).toContain(view.invoice!.number);

    // The next invoice of the same carrier takes the next number; the shipper's own counter is not used.
    const second = await deliveredOrder();
    const next = await post(carrier, 'send-invoice', { _id: second.orderUuid, email: 'ap@demo.test' });
    expect(next.body.data!.invoice).toMatchObject({ number: `INV-${number + 1}`, sentTo: 'ap@demo.test' });
    const numbers = await sql<{ n: string; count: number }>(
      `select invoice_number as n, count(*)::int as count from orders where carrier_company_id = $1 and invoice_number is not null group by 1 having count(*) > 1`,
      [world.interstateId],
    );
    expect(numbers).toEqual([]);
  });

  it('a charge with a quantity costs quantity × amount everywhere: the detail, the stored total, the list, the invoice and its PDF, the report facts', async () => {
    const order = await deliveredOrder();
    // 2 hours of detention at $75.25, 1.5 stops at $100.05 (150.075, rounded to the cent: 150.08), a lumper once.
    const charges = [
      { code: 'detention', quantity: 2, amountCents: 7_525 },
      { code: 'extra_stop', quantity: 1.5, amountCents: 10_005 },
      { code: 'lumper', amountCents: 4_000 },
    ];
    for (const charge of charges)
      expect((await post(carrier, 'update-accessorial', { action: 'request', orderId: order.orderUuid, ...charge })).statusCode).toBe(200);
    const requested = (await call<OrderDetailView>(shipper, 'GET', `order-manager/get-order-detail/${order.orderUuid}`)).body.data!;
    expect(requested.accessorials.map((charge) => [charge.code, charge.quantity, charge.amountCents, charge.lineCents])).toEqual([
      ['detention', 2, 7_525, 15_050],
      ['extra_stop', 1.5, 10_005, 15_008],
      ['lumper', 1, 4_000, 4_000],
    ]);
    const lines = 15_050 + 15_008 + 4_000;
    expect(requested.amounts).toMatchObject({ pendingAccessorialCents: lines, accessorialCents: 0 });
    for (const charge of requested.accessorials)
      await post(shipper, 'update-accessorial', { action: 'approve', orderId: order.orderUuid, accessorialId: charge._id });

    const approved = (await call<OrderDetailView>(carrier, 'GET', `order-manager/get-order-detail/${order.orderUuid}`)).body.data!;
    expect(approved.amounts).toMatchObject({ rateCents: 180_000, accessorialCents: lines, pendingAccessorialCents: 0, totalCents: 180_000 + lines });
    const [stored] = await sql<{ total: string }>(`select accessorial_total::text as total from orders where id = $1`, [order.orderUuid]);
    expect(stored!.total).toBe('340.58');
    const listed = (await post<OrderListResponseData>(shipper, 'order-list', { search: order.orderId })).body.data!.items;
    expect(listed.map((item) => item.totalCents)).toEqual([180_000 + lines]);

    const sent = await post(carrier, 'send-invoice', { _id: order.orderUuid });
    expect(sent.body.data!.invoice).toMatchObject({ amountCents: 180_000 + lines });
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v1/api/order-manager/invoice-order-confirmation-pdf',
      headers: auth(carrier),
      payload: { _id: order.orderUuid, language: 'en' },
    });
    const { text } = await pdfText(pdf.rawPayload);
    // Each line: quantity, one unit's price, the line; and the total due.
    expect(text).toContain('Detention 2 $75.25 $150.50');
    expect(text).toContain('Extra stop 1.5 $100.05 $150.08');
    expect(text).toContain('Total due $2,140.58');
    // The delivered shipment's facts (what the reports sum) carry the same accessorials.
    const [fact] = await sql<{ accessorials: string }>(`select accessorials::text from shipment_facts where order_id = $1`, [order.orderUuid]);
    expect(fact!.accessorials).toBe('340.58');
  });

  it('send-invoice mails the shipper in its reader’s language', async () => {
    const order = await deliveredOrder();
    await sql(`update users set language = 'sp' where email = 'shipper@demo.test'`);
    try {
      const sent = await post(carrier, 'send-invoice', { _id: order.orderUuid, email: 'shipper@demo.test' });
      expect(sent.statusCode).toBe(200);
      const [mail] = await sql<{ subject: string; body_text: string }>(
        `select subject, body_text from email_outbox where template = 'order-invoice' and subject like $1`,
        [`%${sent.body.data!.invoice!.number}%`],
      );
      expect(mail!.subject).toBe(`Factura ${sent.body.data!.invoice!.number} de Interstate Haulers LLC: pedido ${order.orderId}`);
      expect(mail!.body_text).toContain('La factura va adjunta en PDF.');
    } finally {
      await sql(`update users set language = 'en' where email = 'shipper@demo.test'`);
    }
  });

  it('send-invoice is idempotent: a retry with the same key answers the first answer, no second number', async () => {
    const order = await deliveredOrder();
    const key = crypto.randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/api/order-manager/send-invoice',
        headers: { ...auth(carrier), [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { _id: order.orderUuid },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(second.json()).toEqual(first.json());
    const [count] = await sql<{ n: number }>(`select count(*)::int as n from email_outbox where template = 'order-invoice' and body_text like $1`, [
      `%${order.orderId}%`,
    ]);
    expect(count!.n).toBe(1);
  });

  it('order-list: a delivered order’s delivery is when it was delivered (deliveredAt), which the delivery filter uses; before, the planned end', async () => {
    const delivered = await deliveredOrder();
    const waiting = await tenderedOrder(t, call, shipper, world);
    const [days] = await sql<{ delivered_at: Date; day: string; planned: string }>(
      `select o.delivered_at, o.delivered_at::date::text as day, l.delivery_end::date::text as planned from orders o join loads l on l.id = o.load_id where o.id = $1`,
      [delivered.orderUuid],
    );
    expect(days!.day).not.toBe(days!.planned);
    const one = async (orderId: string, body: Record<string, unknown> = {}) =>
      (await post<OrderListResponseData>(shipper, 'order-list', { search: orderId, ...body })).body.data!.items;
    const [item] = await one(delivered.orderId);
    expect(item!.deliveredAt).toBe(days!.delivered_at.toISOString());
    expect(item!.deliveryEnd.slice(0, 10)).toBe(days!.planned);
    expect((await one(waiting.orderId))[0]!.deliveredAt).toBeNull();
    // The delivery filter reads the same time as the list shows: the day it was delivered, not the planned one.
    expect(await one(delivered.orderId, { from: days!.day, to: days!.day })).toHaveLength(1);
    expect(await one(delivered.orderId, { from: days!.planned, to: days!.planned })).toHaveLength(0);
    const [waitingDay] = await sql<{ planned: string }>(
      `select l.delivery_end::date::text as planned from orders o join loads l on l.id = o.load_id where o.id = $1`,
      [waiting.orderUuid],
    );
    expect(await one(waiting.orderId, { from: waitingDay!.planned, to: waitingDay!.planned })).toHaveLength(1);
  });

  it('order-list: the caller’s orders of both sides, scope, side, search, paging; next-previous-orders walks it', async () => {
    const mine = [await tenderedOrder(t, call, shipper, world), await tenderedOrder(t, call, shipper, world), await tenderedOrder(t, call, shipper, world)];
    const list = (token: string, body: Record<string, unknown>) => post<OrderListResponseData>(token, 'order-list', body);

    const page = await list(carrier, { scope: 'open', side: 'carrier', limit: 2 });
    expect(page.statusCode).toBe(200);
    expect(page.body.message).toBe(ORDER_MESSAGES.listFetched);
    expect(page.body.data!.items.map((item) => item._id)).toEqual([mine[2]!.orderUuid, mine[1]!.orderUuid]);
    expect(page.body.data!.items[0]).toMatchObject({
      side: 'carrier',
      status: 'new',
      counterparty: { companyId: world.demoId },
      origin: 'Chicago, IL',
      destination: 'Dallas, TX',
      totalCents: 180_000,
    });
    const [open] = await sql<{ n: number }>(
      `select count(*)::int as n from orders where carrier_company_id = $1 and status in ('new','accepted','assigned','in_transit','delivered','invoiced')`,
      [world.interstateId],
    );
    expect(page.body.data!.total).toBe(open!.n);
    const page2 = await list(carrier, { scope: 'open', side: 'carrier', limit: 2, page: 2 });
    expect(page2.body.data!.items[0]!._id).toBe(mine[0]!.orderUuid);

    // The shipper finds its order by its O-number; a stranger's list holds none of them.
    const found = await list(shipper, { search: mine[1]!.orderId.toLowerCase() });
    expect(found.body.data!.items.map((item) => item._id)).toEqual([mine[1]!.orderUuid]);
    expect(found.body.data!.items[0]).toMatchObject({ side: 'shipper', counterparty: { companyId: world.interstateId } });
    const foreign = await list(stranger, { search: mine[1]!.orderId });
    expect(foreign.body.data!.total).toBe(0);
    const history = await list(shipper, { scope: 'history', limit: 100 });
    expect(history.body.data!.items.every((item) => ['paid', 'rejected', 'cancelled'].includes(item.status))).toBe(true);
    expect((await list(shipper, { sort: 'pickup', limit: 3 })).statusCode).toBe(200);

    // Every filter and sort against the same rows read straight from the database.
    const all = async (body: Record<string, unknown>) => {
      const items: Array<{ _id: string; status: string; pickupStart: string; totalCents: number }> = [];
      for (let page = 1; ; page++) {
        const found = (await list(carrier, { ...body, page, limit: 100 })).body.data!;
        items.push(...found.items);
        if (items.length >= found.total || found.items.length === 0) {
          expect(items.length).toBe(found.total);
          return items;
        }
      }
    };
    const [counts] = await sql<{ delivered: number; open_new: number; dallas: number; window: number; demo: number }>(
      `select count(*) filter (where o.status = 'delivered')::int as delivered,
              count(*) filter (where o.status = 'new')::int as open_new,
              count(*) filter (where l.search_text like '%dallas%')::int as dallas,
              count(*) filter (where coalesce(o.delivered_at, l.delivery_end) >= '2027-09-01' and coalesce(o.delivered_at, l.delivery_end) < '2027-12-31')::int as window,
              count(*) filter (where o.company_id = $2)::int as demo
       from orders o join loads l on l.id = o.load_id where o.carrier_company_id = $1`,
      [world.interstateId, world.demoId],
    );
    const delivered = await all({ status: 'delivered', scope: 'open' });
    expect(delivered.length).toBe(counts!.delivered);
    expect(delivered.every((item) => item.status === 'delivered')).toBe(true);
    expect((await list(carrier, { status: 'delivered', scope: 'history' })).body.data!.total).toBe(0);
    expect((await all({ scope: 'open', status: 'new', sort: 'oldest' })).length).toBe(counts!.open_new);
    expect((await all({ search: 'Dallas' })).length).toBe(counts!.dallas);
    expect((await all({ from: '2027-09-01', to: '2027-12-30' })).length).toBe(counts!.window);
    expect((await all({ counterpartyId: world.demoId })).length).toBe(counts!.demo);
    expect((await all({ search: 'demo freight' })).length).toBe(counts!.demo);
    const byPickup = await all({ sort: 'pickup', scope: 'open' });
    expect(byPickup.map((item) => item.pickupStart)).toEqual([...byPickup.map((item) => item.pickupStart)].sort());
    const byAmount = await all({ sort: 'amount' });
    expect(byAmount.map((item) => item.totalCents)).toEqual([...byAmount.map((item) => item.totalCents)].sort((a, b) => b - a));
    const newest = await all({ scope: 'open' });
    expect(new Set(newest.map((item) => item._id)).size).toBe(newest.length);

    // next-previous-orders: the neighbours in the same list, its place, the total.
    const walk = await post<NextPreviousResponse>(carrier, 'next-previous-orders', { _id: mine[1]!.orderUuid, list: { scope: 'open', side: 'carrier' } });
    expect(walk.statusCode).toBe(200);
    expect(walk.body.data).toEqual({
      previous: { _id: mine[2]!.orderUuid, orderId: mine[2]!.orderId },
      next: { _id: mine[0]!.orderUuid, orderId: mine[0]!.orderId },
      position: 2,
      total: open!.n,
    });
    const first = await post<NextPreviousResponse>(carrier, 'next-previous-orders', { _id: mine[2]!.orderUuid, list: { scope: 'open', side: 'carrier' } });
    expect(first.body.data).toMatchObject({ previous: null, position: 1 });
    // Out of the list (history holds no new order): no place.
    expect(
      (await post<NextPreviousResponse>(carrier, 'next-previous-orders', { _id: mine[1]!.orderUuid, list: { scope: 'history' } })).body.data!.position,
    ).toBeNull();
    expect((await post(stranger, 'next-previous-orders', { _id: mine[1]!.orderUuid, list: {} })).statusCode).toBe(404);
  });
});
