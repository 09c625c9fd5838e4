import { ORDER_MESSAGES, type ApiEnvelope, type OrderDetailView } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import { auth, type TestApp } from '../../../test/support/test-app';
import { DRIVER_MESSAGES } from '@freight/contracts';
import { newTruck, orderWorld, tenderedOrder, type OrderWorld } from './support';

/**
 * order-manager's detail and actions: get-order-detail, order-accept-by-fleet (also concurrent), order-assign-by-fleet,
 * update-order-status, update-orderdetail-status, orderdetail-update-status, reject-orderdetail, reset-order,
 * update-accessorial (cents), rate-paid-order. Demo Freight Co. ships (shipper@demo.test; admin@demo.test holds the
 * carrier module too, so it shows the 409 of the wrong side), Interstate Haulers carries, Maple Leaf is a stranger.
 */
describe('order-manager: the order detail and its actions', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let admin: string;
  let stranger: string;
  let world: OrderWorld;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const detail = (token: string, id: string) => call<OrderDetailView>(token, 'GET', `order-manager/get-order-detail/${id}`);
  const post = (token: string, path: string, body: unknown) => call<OrderDetailView>(token, 'POST', `order-manager/${path}`, body);
  const history = (orderUuid: string) =>
    sql<{ from_status: string | null; to_status: string; changed_by: string | null; detail: boolean; note: string | null }>(
      `select from_status, to_status, changed_by::text, order_detail_id is not null as detail, note from order_status_history where order_id = $1 order by created_at, id`,
      [orderUuid],
    );
  const events = (orderUuid: string) =>
    sql<{ topics: string[]; payload: { orderId: string; status: string } }>(
      `select topics, payload from realtime_events where type = 'order.updated' and payload->>'orderId' = $1 order by id`,
      [orderUuid],
    );

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, admin, stranger],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test', 'admin@demo.test', 'dispatch@mapleleaf-freight.test']));
    world = await orderWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  /** An order accepted and assigned to a new Interstate truck. */
  async function assignedOrder() {
    const order = await tenderedOrder(t, call, shipper, world);
    expect((await post(carrier, 'order-accept-by-fleet', { _id: order.orderUuid })).statusCode).toBe(200);
    const truckerId = await newTruck(t, world.interstateId);
    const assigned = await post(carrier, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId });
    expect(assigned.statusCode).toBe(200);
    return { ...order, truckerId, detailId: assigned.body.data!.assignment!._id };
  }

  /** An order moved to delivered by the dispatcher. */
  async function deliveredOrder() {
    const order = await assignedOrder();
    for (const status of ['at_pickup', 'in_transit', 'at_delivery', 'delivered']) {
      const moved = await post(carrier, `orderdetail-update-status/${order.orderUuid}`, { status });
      expect({ status, code: moved.statusCode }).toEqual({ status, code: 200 });
    }
    return order;
  }

  it('get-order-detail: by uuid or O-number, for both parties only, with each side its actions', async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    const asShipper = await detail(shipper, order.orderUuid);
    expect(asShipper.statusCode).toBe(200);
    expect(asShipper.body.message).toBe(ORDER_MESSAGES.fetched);
    const view = asShipper.body.data!;
    expect(view).toMatchObject({
      _id: order.orderUuid,
      orderId: order.orderId,
      status: 'new',
      side: 'shipper',
      actions: ['cancel'],
      load: { _id: order.loadUuid, loadId: order.loadId, status: 'tendered', commodity: 'Paper products' },
      shipper: { companyId: world.demoId },
      carrier: { companyId: world.interstateId },
      amounts: { currency: 'USD', rateCents: 180_000, accessorialCents: 0, pendingAccessorialCents: 0, totalCents: 180_000 },
      assignment: null,
      invoice: null,
      payment: { isPaid: false, isDriverPaid: false, rating: null },
    });
    expect(view.stops.map((stop) => [stop.type, stop.city])).toEqual([
      ['pickup', 'Chicago'],
      ['delivery', 'Dallas'],
    ]);
    expect(view.timeline.map((entry) => entry.to)).toEqual(['new']);
    expect(view.timeline[0]!.by?.name).toBeTruthy();

    const asCarrier = await detail(carrier, order.orderId);
    expect(asCarrier.statusCode).toBe(200);
    expect(asCarrier.body.data).toMatchObject({ _id: order.orderUuid, side: 'carrier', actions: ['accept', 'reject'] });
    expect((await detail(stranger, order.orderUuid)).statusCode).toBe(404);
    expect((await detail(stranger, order.orderId)).statusCode).toBe(404);
    expect((await detail(shipper, '00000000-0000-4000-8000-000000000000')).body.message).toBe(ORDER_MESSAGES.notFound);
    expect((await detail(shipper, 'not-an-id')).statusCode).toBe(400);
  });

  it("get-order-detail names the load's equipment by its key as well as its stored name (a screen translates the key)", async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    expect((await detail(shipper, order.orderUuid)).body.data!.load).toMatchObject({ equipment: null, equipmentKey: null });
    await sql(`update loads set equipment_type_id = (select id from equipment_types where key = 'reefer') where id = $1`, [order.loadUuid]);
    expect((await detail(carrier, order.orderUuid)).body.data!.load).toMatchObject({ equipment: 'Reefer 53 ft', equipmentKey: 'reefer' });
  });

  it('order-accept-by-fleet: the carrier only; two concurrent accepts give exactly one 200 and one 409', async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    // The shipper's side (admin@demo.test holds the carrier module): a 409; a stranger: 404; no carrier module: 403.
    expect(await post(admin, 'order-accept-by-fleet', { _id: order.orderUuid })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.carrierOnly },
    });
    expect((await post(stranger, 'order-accept-by-fleet', { _id: order.orderUuid })).statusCode).toBe(404);
    expect((await post(shipper, 'order-accept-by-fleet', { _id: order.orderUuid })).statusCode).toBe(403);

    const answers = await Promise.all([
      post(carrier, 'order-accept-by-fleet', { _id: order.orderUuid }),
      post(carrier, 'order-accept-by-fleet', { _id: order.orderUuid }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)!;
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(won.body.message).toBe('Order has been successfully Confirmed');
    expect(won.body.data).toMatchObject({ status: 'accepted', load: { status: 'accepted' } });
    expect(won.body.data!.acceptedAt).not.toBeNull();
    expect(lost.body.message).toBe(ORDER_MESSAGES.alreadyAccepted);
    const [carrierUser] = await sql<{ id: string }>(`select id::text from users where email = 'dispatch@interstate-haulers.test'`);
    expect(await history(order.orderUuid)).toEqual([
      { from_status: null, to_status: 'new', changed_by: world.shipperUserId, detail: false, note: null },
      { from_status: 'new', to_status: 'accepted', changed_by: carrierUser!.id, detail: false, note: null },
    ]);
    // The shipper is told; both companies get order.updated.
    const notices = await sql<{ company_id: string; type: string; link: string }>(
      `select company_id::text, type, link from notifications where type = 'order_accepted' and body = $1`,
      [order.orderId],
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.company_id === world.demoId && notice.link.includes(order.orderUuid))).toBe(true);
    // The shipper's notice opens the order over its own loads list (login only: every user of the company can open it).
    expect(notices.every((notice) => notice.link === `/loads?order=${order.orderUuid}`)).toBe(true);
    expect(await events(order.orderUuid)).toEqual([
      { topics: [`company:${world.demoId}`, `company:${world.interstateId}`], payload: { orderId: order.orderUuid, status: 'accepted' } },
    ]);
    // In Spanish, the refusal is translated.
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/v1/api/order-manager/order-accept-by-fleet',
      headers: { ...auth(carrier), language: 'sp' },
      payload: { _id: order.orderUuid },
    });
    expect(spanish.json<ApiEnvelope>().message).toBe('Este pedido ya fue aceptado');
  });

  it('order-assign-by-fleet reuses the truck assignment: the carrier’s truck only, the same truck again changes nothing', async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    const truckerId = await newTruck(t, world.interstateId);
    const demoTruck = await newTruck(t, world.demoId);
    expect(await post(admin, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId: demoTruck })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.carrierOnly },
    });
    // Another company's truck is not the carrier's to assign.
    expect((await post(carrier, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId: demoTruck })).statusCode).toBe(404);
    expect((await post(carrier, 'order-accept-by-fleet', { _id: order.orderUuid })).statusCode).toBe(200);

    const assigned = await post(carrier, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.body.message).toBe('Order has been successfully Assigned');
    expect(assigned.body.data).toMatchObject({
      status: 'assigned',
      load: { status: 'assigned' },
      assignment: { status: 'assigned', truck: { _id: truckerId } },
    });
    expect(assigned.body.data!.actions).toEqual(expect.arrayContaining(['assign', 'reset', 'updateAssignment', 'rejectAssignment', 'requestAccessorial']));
    const rows = (await history(order.orderUuid)).length;
    const again = await post(carrier, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId });
    expect(again.statusCode).toBe(200);
    expect((await history(order.orderUuid)).length).toBe(rows);
    expect((await events(order.orderUuid)).map((event) => event.payload.status)).toEqual(['accepted', 'assigned']);
  });

  it('the dispatcher moves the driver’s steps with the driver page’s effects; off the flow is a 409; the shipper may not', async () => {
    const order = await assignedOrder();
    expect(await post(shipper, `orderdetail-update-status/${order.orderUuid}`, { status: 'at_pickup' })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.carrierOnly },
    });
    expect((await post(stranger, `orderdetail-update-status/${order.orderUuid}`, { status: 'at_pickup' })).statusCode).toBe(404);
    expect(await post(carrier, `update-orderdetail-status/${order.detailId}`, { status: 'in_transit' })).toMatchObject({
      statusCode: 409,
      body: { message: DRIVER_MESSAGES.stepFirst },
    });

    const atPickup = await post(carrier, `orderdetail-update-status/${order.orderUuid}`, { status: 'at_pickup', note: 'At the gate' });
    expect(atPickup.statusCode).toBe(200);
    expect(atPickup.body.message).toBe('Order Status Successfully Updated');
    expect(atPickup.body.data!.assignment).toMatchObject({ status: 'at_pickup' });
    // The same step again: 200, no second effect.
    const rows = (await history(order.orderUuid)).length;
    expect((await post(carrier, `orderdetail-update-status/${order.orderUuid}`, { status: 'at_pickup' })).statusCode).toBe(200);
    expect((await history(order.orderUuid)).length).toBe(rows);

    const picked = await post(carrier, `update-orderdetail-status/${order.detailId}`, { status: 'in_transit' });
    expect(picked.body.data).toMatchObject({ status: 'in_transit', load: { status: 'in_transit' } });
    expect(picked.body.data!.actions).not.toContain('reset');
    const [truck] = await sql<{ status: string }>(`select status from truckers where id = $1`, [order.truckerId]);
    expect(truck!.status).toBe('on_load');
    expect(await post(carrier, `update-orderdetail-status/${order.detailId}`, { status: 'delivered' })).toMatchObject({
      statusCode: 409,
      body: { message: DRIVER_MESSAGES.arriveFirst },
    });
    await post(carrier, `update-orderdetail-status/${order.detailId}`, { status: 'at_delivery' });
    const delivered = await post(carrier, `update-orderdetail-status/${order.detailId}`, { status: 'delivered' });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', load: { status: 'delivered' }, assignment: { status: 'delivered' } });
    expect(delivered.body.data!.actions).toContain('sendInvoice');
    // The driver is paid once the run is invoiced, not before.
    expect(delivered.body.data!.actions).not.toContain('markDriverPaid');

    // The history says who: the dispatcher's user (not 'driver'), with its note; the stops got their times, the
    // shipper its milestone notices, the truck is free again.
    const [carrierUser] = await sql<{ id: string }>(`select id::text from users where email = 'dispatch@interstate-haulers.test'`);
    const steps = (await history(order.orderUuid)).filter((row) => row.detail && row.from_status !== null && row.to_status !== 'assigned');
    expect(steps.map((row) => [row.to_status, row.changed_by])).toEqual([
      ['at_pickup', carrierUser!.id],
      ['in_transit', carrierUser!.id],
      ['at_delivery', carrierUser!.id],
      ['delivered', carrierUser!.id],
    ]);
    expect(steps[0]!.note).toBe('At the gate');
    const [stops] = await sql<{ arrived: number; departed: number }>(
      `select count(arrived_at)::int as arrived, count(departed_at)::int as departed from load_stops where load_id = $1`,
      [order.loadUuid],
    );
    expect(stops).toEqual({ arrived: 2, departed: 2 });
    const notices = await sql<{ type: string }>(`select type from notifications where company_id = $1 and link like $2 order by created_at`, [
      world.demoId,
      `%${order.loadUuid}%`,
    ]);
    expect(notices.map((notice) => notice.type)).toEqual(expect.arrayContaining(['load_at_pickup', 'load_in_transit', 'load_at_delivery', 'load_delivered']));
    expect((await sql<{ status: string }>(`select status from truckers where id = $1`, [order.truckerId]))[0]!.status).toBe('available');
    const timeline = (await detail(shipper, order.orderUuid)).body.data!.timeline;
    expect(timeline.filter((entry) => entry.detail).map((entry) => entry.by?.company)).toContain('Interstate Haulers LLC');
  });

  it('concurrent writers of one order queue (load, then order, then assignment): no deadlock, no server error', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await assignedOrder();
      const answers = await Promise.all([
        post(shipper, `update-order-status/${order.orderUuid}`, { status: 'cancelled' }),
        post(carrier, `orderdetail-update-status/${order.orderUuid}`, { status: 'at_pickup' }),
        post(carrier, 'update-accessorial', { action: 'request', orderId: order.orderUuid, code: 'detention', amountCents: 100 }),
        post(carrier, `reject-orderdetail/${order.detailId}`, { reason: 'Both at once' }),
      ]);
      for (const answer of answers) expect([200, 404, 409]).toContain(answer.statusCode);
    }
  });

  it('reject-orderdetail: the truck refused: the order and load go back to accepted, the same call again changes nothing', async () => {
    const order = await assignedOrder();
    expect(await post(admin, `reject-orderdetail/${order.detailId}`, { reason: 'No' })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.carrierOnly },
    });
    const rejected = await post(carrier, `reject-orderdetail/${order.detailId}`, { reason: 'Driver sick' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'accepted', load: { status: 'accepted' }, assignment: null });
    const rows = (await history(order.orderUuid)).length;
    expect((await post(carrier, `reject-orderdetail/${order.detailId}`, { reason: 'Driver sick' })).statusCode).toBe(200);
    expect((await history(order.orderUuid)).length).toBe(rows);
    // A new truck can be assigned.
    expect((await post(carrier, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId: await newTruck(t, world.interstateId) })).statusCode).toBe(200);
  });

  it('reset-order: an assigned order back to new (assignment cancelled, load tendered); reset again changes nothing', async () => {
    const order = await assignedOrder();
    expect(await post(admin, 'reset-order', { _id: order.orderUuid })).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.carrierOnly } });
    const reset = await post(carrier, 'reset-order', { _id: order.orderUuid, reason: 'Wrong truck class' });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.message).toBe('Order Status Reset Successfully.');
    expect(reset.body.data).toMatchObject({ status: 'new', load: { status: 'tendered' }, assignment: null, acceptedAt: null });
    const [detailRow] = await sql<{ status: string }>(`select status from order_details where id = $1`, [order.detailId]);
    expect(detailRow!.status).toBe('cancelled');
    const rows = (await history(order.orderUuid)).length;
    expect((await post(carrier, 'reset-order', { _id: order.orderUuid })).statusCode).toBe(200);
    expect((await history(order.orderUuid)).length).toBe(rows);
    // Delivered orders cannot be reset.
    const delivered = await deliveredOrder();
    expect(await post(carrier, 'reset-order', { _id: delivered.orderUuid })).toMatchObject({
      statusCode: 409,
      body: { message: 'This order is delivered and cannot become new' },
    });
  });

  it('update-order-status: the carrier rejects a tender, the shipper cancels; wrong side 409, in_transit 409, same status 200', async () => {
    const tender = await tenderedOrder(t, call, shipper, world);
    expect(await post(shipper, `update-order-status/${tender.orderUuid}`, { status: 'rejected' })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.carrierOnly },
    });
    expect(await post(carrier, `update-order-status/${tender.orderUuid}`, { status: 'in_transit' })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.followsAssignment },
    });
    const rejected = await post(carrier, `update-order-status/${tender.orderUuid}`, { status: 'rejected', reason: 'No trucks that week' });
    expect(rejected.body).toMatchObject({ message: 'Order Status Successfully Updated', data: { status: 'rejected', rejectReason: 'No trucks that week' } });
    const [load] = await sql<{ status: string; carrier: string | null }>(`select status, carrier_company_id::text as carrier from loads where id = $1`, [
      tender.loadUuid,
    ]);
    expect(load).toEqual({ status: 'pending', carrier: null });
    // The carrier no longer carries the load but still reads its rejected order; the same status again: 200.
    expect((await post(carrier, `update-order-status/${tender.orderUuid}`, { status: 'rejected' })).statusCode).toBe(200);
    // With another carrier's confirmed price still standing, the load goes back to quoted.
    const quoted = await tenderedOrder(t, call, shipper, world);
    await sql(
      `insert into quotes (company_id, load_id, quote_id, recipient_name, recipient_email, passcode_hash, status, amount)
       values ($1, $2, 'Q-T' || floor(random() * 1e9)::text, 'Other carrier', 'other@carrier.test', 'x', 'confirmed', 1750)`,
      [world.demoId, quoted.loadUuid],
    );
    await post(carrier, `update-order-status/${quoted.orderUuid}`, { status: 'rejected', reason: 'No' });
    expect((await sql<{ status: string }>(`select status from loads where id = $1`, [quoted.loadUuid]))[0]!.status).toBe('quoted');

    const assigned = await assignedOrder();
    expect(await post(carrier, `update-order-status/${assigned.orderUuid}`, { status: 'cancelled' })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.shipperOnly },
    });
    const cancelled = await post(shipper, `update-order-status/${assigned.orderUuid}`, { status: 'cancelled', reason: 'Customer cancelled' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', load: { status: 'cancelled' }, actions: [] });
    const [detailRow] = await sql<{ status: string }>(`select status from order_details where id = $1`, [assigned.detailId]);
    expect(detailRow!.status).toBe('cancelled');
    expect(await post(shipper, `update-order-status/${assigned.orderUuid}`, { status: 'accepted' })).toMatchObject({
      statusCode: 409,
      body: { message: 'This order is cancelled and cannot become accepted' },
    });
  });

  it('update-accessorial: the carrier requests, the shipper decides; cents add up exactly (2 × 10 + 20 + 1 = 41, no float rounding)', async () => {
    const order = await assignedOrder();
    const request = (token: string, amountCents: number, extra: Record<string, unknown> = {}) =>
      post(token, 'update-accessorial', { action: 'request', orderId: order.orderUuid, code: 'detention', amountCents, ...extra });
    expect(await request(shipper, 10)).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.carrierOnly } });
    expect((await request(stranger, 10)).statusCode).toBe(404);
    const first = await request(carrier, 10, { description: 'Two hours at the dock', quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Order Successfully Updated');
    await request(carrier, 20, { code: 'lumper' });
    await request(carrier, 1, { code: 'fuel_surcharge' });
    const pending = (await detail(shipper, order.orderUuid)).body.data!;
    // A charge costs its quantity × its amount (two hours at 10 cents: 20).
    expect(pending.amounts).toMatchObject({ rateCents: 180_000, accessorialCents: 0, pendingAccessorialCents: 41, totalCents: 180_000 });
    expect(pending.actions).toContain('decideAccessorial');
    expect(pending.accessorials[0]).toMatchObject({
      code: 'detention',
      description: 'Two hours at the dock',
      quantity: 2,
      amountCents: 10,
      lineCents: 20,
      status: 'requested',
    });

    const [a, b, c] = pending.accessorials.map((charge) => charge._id);
    const decide = (token: string, action: 'approve' | 'decline', accessorialId: string, reason?: string) =>
      post(token, 'update-accessorial', { action, orderId: order.orderUuid, accessorialId, ...(reason ? { reason } : {}) });
    expect(await decide(carrier, 'approve', a!)).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.shipperOnly } });
    for (const id of [a!, b!, c!]) expect((await decide(shipper, 'approve', id)).statusCode).toBe(200);
    const approved = (await detail(carrier, order.orderUuid)).body.data!;
    expect(approved.amounts).toMatchObject({ accessorialCents: 41, pendingAccessorialCents: 0, totalCents: 180_041 });
    const [stored] = await sql<{ total: string }>(`select accessorial_total::text as total from orders where id = $1`, [order.orderUuid]);
    expect(stored!.total).toBe('0.41');
    // Decided: approving again changes nothing; declining or changing an approved charge is a 409.
    expect((await decide(shipper, 'approve', a!)).statusCode).toBe(200);
    expect(await decide(shipper, 'decline', a!, 'Too late')).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.accessorialDecided } });
    expect(await request(carrier, 99, { accessorialId: a })).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.accessorialDecided } });

    // A declined charge may be changed by the carrier, which asks again; approving the declined one is a 409.
    const d = (await request(carrier, 33_333, { code: 'layover' })).body.data!.accessorials.find((charge) => charge.code === 'layover')!;
    expect((await decide(shipper, 'decline', d._id, 'Not agreed')).body.data!.accessorials.find((charge) => charge._id === d._id)).toMatchObject({
      status: 'declined',
      declineReason: 'Not agreed',
    });
    expect(await decide(shipper, 'approve', d._id)).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.accessorialDeclined } });
    const changed = await request(carrier, 33_334, { accessorialId: d._id, code: 'layover' });
    expect(changed.body.data!.accessorials.find((charge) => charge._id === d._id)).toMatchObject({
      status: 'requested',
      amountCents: 33_334,
      declineReason: null,
    });
    await decide(shipper, 'approve', d._id);
    expect((await detail(shipper, order.orderUuid)).body.data!.amounts).toMatchObject({ accessorialCents: 33_375, totalCents: 213_375 });
    expect(
      await post(shipper, 'update-accessorial', { action: 'approve', orderId: order.orderUuid, accessorialId: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({
      statusCode: 404,
      body: { message: ORDER_MESSAGES.accessorialNotFound },
    });
  });

  it('rate-paid-order/driver: the carrier marks its driver paid once invoiced (409 before, even delivered); again changes nothing; not the shipper', async () => {
    const order = await assignedOrder();
    expect(await post(carrier, 'rate-paid-order/driver', { _id: order.orderUuid })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.driverNotInvoiced },
    });
    for (const status of ['at_pickup', 'in_transit', 'at_delivery', 'delivered'])
      await post(carrier, `orderdetail-update-status/${order.orderUuid}`, { status });
    expect(await post(carrier, 'rate-paid-order/driver', { _id: order.orderUuid })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.driverNotInvoiced },
    });
    expect((await detail(carrier, order.orderUuid)).body.data!.actions).not.toContain('markDriverPaid');
    // The shipper pays only an invoiced order.
    expect(await post(shipper, 'rate-paid-order/shipper', { _id: order.orderUuid, rating: 5 })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.notInvoiced },
    });
    // Invoiced as send-invoice leaves it (send-invoice itself: invoice.spec.ts).
    await sql(
      `update orders set status = 'invoiced', invoice_number = 'INV-T' || floor(random() * 1e9)::text, invoice_amount = rate, invoiced_at = now() where id = $1`,
      [order.orderUuid],
    );
    await sql(`update loads set status = 'invoiced' where id = $1`, [order.loadUuid]);
    expect((await detail(carrier, order.orderUuid)).body.data!.actions).toContain('markDriverPaid');
    expect(await post(shipper, 'rate-paid-order/driver', { _id: order.orderUuid })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.carrierOnly },
    });
    expect((await post(carrier, 'rate-paid-order/driver', { _id: order.orderUuid, rating: 5 })).statusCode).toBe(400);
    const paid = await post(carrier, 'rate-paid-order/driver', { _id: order.orderUuid });
    expect(paid.body).toMatchObject({ message: 'Order Successfully Updated', data: { payment: { isDriverPaid: true } } });
    const at = paid.body.data!.payment.driverPaidAt;
    expect((await post(carrier, 'rate-paid-order/driver', { _id: order.orderUuid })).body.data!.payment.driverPaidAt).toBe(at);
  });

  it('rate-paid-order/shipper on an invoiced order: paid and rated once; again changes nothing', async () => {
    const order = await deliveredOrder();
    // Invoiced as send-invoice leaves it (send-invoice itself: invoice.spec.ts).
    await sql(
      `update orders set status = 'invoiced', invoice_number = 'INV-T' || floor(random() * 1e9)::text, invoice_amount = rate, invoiced_at = now() where id = $1`,
      [order.orderUuid],
    );
    await sql(`update loads set status = 'invoiced' where id = $1`, [order.loadUuid]);
    expect(await post(carrier, 'rate-paid-order/shipper', { _id: order.orderUuid, rating: 5 })).toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.shipperOnly },
    });
    expect((await post(shipper, 'rate-paid-order/shipper', { _id: order.orderUuid, rating: 6 })).statusCode).toBe(400);
    const paid = await post(shipper, 'rate-paid-order/shipper', { _id: order.orderUuid, rating: 4, comment: 'On time' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', load: { status: 'paid' }, payment: { isPaid: true, rating: 4, ratingComment: 'On time' } });
    const rows = (await history(order.orderUuid)).length;
    const again = await post(shipper, 'rate-paid-order/shipper', { _id: order.orderUuid, rating: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.body.data!.payment.rating).toBe(4);
    expect((await history(order.orderUuid)).length).toBe(rows);
    const notices = await sql<{ title: string; link: string }>(
      `select title, link from notifications where company_id = $1 and type = 'order_paid' and body = $2`,
      [world.interstateId, order.orderId],
    );
    expect(notices.length).toBeGreaterThan(0);
    // The carrier's notice opens the order over the loads it carries.
    expect(notices.every((notice) => notice.link === `/loads?view=carrier&order=${order.orderUuid}`)).toBe(true);
  });

  it('rate-paid-order/shipper keeps a comment sent without stars; a rating given later keeps it too; the driver call refuses one', async () => {
    const order = await deliveredOrder();
    await sql(
      `update orders set status = 'invoiced', invoice_number = 'INV-T' || floor(random() * 1e9)::text, invoice_amount = rate, invoiced_at = now() where id = $1`,
      [order.orderUuid],
    );
    await sql(`update loads set status = 'invoiced' where id = $1`, [order.loadUuid]);
    expect((await post(carrier, 'rate-paid-order/driver', { _id: order.orderUuid, comment: 'Paid' })).body).toMatchObject({
      status: false,
      errors: [{ field: 'body.comment' }],
    });
    const paid = await post(shipper, 'rate-paid-order/shipper', { _id: order.orderUuid, comment: '  Paid by wire  ' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', payment: { isPaid: true, rating: null, ratingComment: 'Paid by wire' } });
    const rated = await post(shipper, 'rate-paid-order/shipper', { _id: order.orderUuid, rating: 5 });
    expect(rated.body.data!.payment).toMatchObject({ rating: 5, ratingComment: 'Paid by wire' });
  });
});
