import crypto from 'node:crypto';
import { LOAD_TRUCK_MESSAGES, LOAD_WRITE_MESSAGES, type AvailableTruckersData, type LoadAssignment, type LoadDetail, type LoadInput } from '@freight/contracts';
import { auth, type TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from './support';
import { LOAD_AWARD_MESSAGES } from '../../shipments/texts';

const { stop } = testCalendar('2027-06-07T08:00:00.000Z');
const MILES_PER_DEGREE = 69.05;

/** load-available-truckers and assign-load-to-truck. */
describe('load-manager: trucks for a load and the assignment', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let interstate: string;
  let demoId: string;
  let interstateId: string;
  let mapleId: string;
  let northwindId: string;
  let dryVan: string;
  let reefer: string;
  /** Trucks placed around Chicago for the test: name -> id. */
  const truck: Record<string, string> = {};

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);

  const addLoad = async (day: number, overrides: Partial<LoadInput> = {}) => {
    const answer = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', day, 'Chicago', 'IL', '60607'), stop('delivery', day + 2, 'Dallas', 'TX', '75247')],
      commodity: 'Paper products',
      weight: 20_000,
      equipmentTypeId: dryVan,
      rate: 1800,
      ...overrides,
    });
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  };
  const available = (token: string, body: Record<string, unknown>) => call<AvailableTruckersData>(token, 'POST', 'load-manager/load-available-truckers', body);
  const assign = (token: string, loadId: string, truckerId: string) =>
    call<LoadAssignment>(token, 'POST', 'load-manager/assign-load-to-truck', { loadId, truckerId });

  /** A truck of `companyId` `miles` north of the point, with the given equipment (a seeded one with no live load of the demo world, or a new one). */
  const placeTruck = async (
    name: string,
    companyId: string,
    point: { lat: number; lng: number },
    miles: number,
    equipment: string[],
    extra: { kind?: string; status?: string } = {},
  ) => {
    const [existing] = await sql<{ id: string }>(
      `select id::text as id from truckers where company_id = $1 and kind = $2 and not (id::text = any($3::text[]))
         and not exists (select 1 from order_details d where d.trucker_id = truckers.id and d.status in ('assigned', 'at_pickup', 'in_transit', 'at_delivery'))
       order by truck_number limit 1`,
      [companyId, extra.kind ?? 'truck', Object.values(truck)],
    );
    let id = existing?.id;
    if (!id) {
      [{ id } = { id: '' }] = await sql<{ id: string }>(
        `insert into truckers (company_id, kind, name, truck_number) values ($1, $2, $3, $4) returning id::text as id`,
        [companyId, extra.kind ?? 'truck', name, `T-${name}`],
      );
    }
    await sql(`update truckers set name = $2, status = $3, is_active = true, last_lat = $4, last_lng = $5 where id = $1`, [
      id,
      name,
      extra.status ?? 'available',
      point.lat + miles / MILES_PER_DEGREE,
      point.lng,
    ]);
    await sql('delete from trucker_equipment where trucker_id = $1', [id]);
    for (const type of equipment)
      await sql('insert into trucker_equipment (company_id, trucker_id, equipment_type_id) values ($1, $2, $3)', [companyId, id, type]);
    truck[name] = id!;
    return id!;
  };

  let chicago: { lat: number; lng: number };

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, interstate],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test']));
    const [ids] = await sql<{ demo: string; interstate: string; maple: string; northwind: string; dry_van: string; reefer: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as demo,
              (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate,
              (select company_id::text from users where email = 'dispatch@mapleleaf-freight.test') as maple,
              (select company_id::text from users where email = 'pending@demo.test') as northwind,
              (select id::text from equipment_types where key = 'dry_van') as dry_van,
              (select id::text from equipment_types where key = 'reefer') as reefer`,
    );
    ({ demo: demoId, interstate: interstateId, maple: mapleId, northwind: northwindId, dry_van: dryVan, reefer } = ids!);
    // Every seeded truck far from Chicago (Miami), then the test's own around it.
    await sql(`update truckers set last_lat = 25.76, last_lng = -80.19`);
    const probe = await addLoad(0);
    chicago = { lat: probe.stops[0]!.lat!, lng: probe.stops[0]!.lng! };
    await placeTruck('own-near', demoId, chicago, 10, [dryVan]);
    await placeTruck('own-oo-reefer', demoId, chicago, 30, [reefer], { kind: 'carrier' });
    await placeTruck('partner-ih', interstateId, chicago, 50, [dryVan]);
    await placeTruck('partner-ih-2', interstateId, chicago, 60, [dryVan, reefer]);
    await placeTruck('partner-maple', mapleId, chicago, 70, [dryVan]);
    await placeTruck('own-maintenance', demoId, chicago, 5, [dryVan], { status: 'maintenance' });
    await placeTruck('stranger', northwindId, chicago, 3, [dryVan]);
    await placeTruck('own-far', demoId, chicago, 400, [dryVan]);
  }, 60_000);
  afterAll(() => t.close());

  it('lists the free trucks the shipper may use, nearest to the first pickup first, with distance and equipment match', async () => {
    const load = await addLoad(10);
    const answer = await available(shipper, { loadId: load._id, radiusMiles: 100 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(LOAD_TRUCK_MESSAGES.truckersFetched);
    const data = answer.body.data!;
    // Own trucks and owner-operators, and active partners'; not another company's, not one in maintenance, not one
    // further than the radius.
    expect(data.items.map((item) => item.name)).toEqual(['own-near', 'own-oo-reefer', 'partner-ih', 'partner-ih-2', 'partner-maple']);
    expect(data.total).toBe(5);
    expect(data.items.map((item) => Math.round(item.distanceMiles))).toEqual([10, 30, 50, 60, 70]);
    expect(data.items.map((item) => [item.own, item.equipmentMatch])).toEqual([
      [true, true],
      [true, false],
      [false, true],
      [false, true],
      [false, true],
    ]);
    expect(data.items[1]).toMatchObject({ kind: 'carrier', companyId: demoId, equipment: [expect.objectContaining({ key: 'reefer' })] });
    expect(data.load).toMatchObject({
      _id: load._id,
      loadId: load.loadId,
      status: 'pending',
      pickup: { city: 'Chicago', state: 'IL', ...chicago },
      truckerId: null,
    });
    expect(data.load.equipment?.key).toBe('dry_van');

    // Radius, equipment filter and paging.
    expect((await available(shipper, { loadId: load._id, radiusMiles: 40 })).body.data!.items.map((item) => item.name)).toEqual(['own-near', 'own-oo-reefer']);
    expect((await available(shipper, { loadId: load._id, radiusMiles: 100, equipmentMatchOnly: true })).body.data!.total).toBe(4);
    const page2 = (await available(shipper, { loadId: load._id, radiusMiles: 100, page: 2, limit: 2 })).body.data!;
    expect({ names: page2.items.map((item) => item.name), total: page2.total, page: page2.page, limit: page2.limit }).toEqual({
      names: ['partner-ih', 'partner-ih-2'],
      total: 5,
      page: 2,
      limit: 2,
    });
    // The default radius (250 miles) leaves out the truck 400 miles away.
    expect((await available(shipper, { loadId: load._id })).body.data!.items.map((item) => item.name)).not.toContain('own-far');
    expect((await available(shipper, { loadId: load._id, radiusMiles: 500 })).body.data!.items.map((item) => item.name)).toContain('own-far');

    // A partner no longer active: its trucks are gone.
    await sql(`update carrier_partners set status = 'blocked' where company_id = $1 and carrier_company_id = $2`, [demoId, mapleId]);
    expect((await available(shipper, { loadId: load._id, radiusMiles: 100 })).body.data!.items.map((item) => item.name)).not.toContain('partner-maple');
    expect((await assign(shipper, load._id, truck['partner-maple']!)).statusCode).toBe(404);
    await sql(`update carrier_partners set status = 'active' where company_id = $1 and carrier_company_id = $2`, [demoId, mapleId]);
  });

  it("assigns the shipper's own truck: the order is made (accepted, then assigned), the assignment, the load assigned", async () => {
    const load = await addLoad(20);
    const answer = await assign(shipper, load._id, truck['own-near']!);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(LOAD_TRUCK_MESSAGES.assigned);
    const result = answer.body.data!;
    expect(result).toMatchObject({
      loadId: load._id,
      status: 'assigned',
      order: { status: 'assigned', carrierCompanyId: demoId, orderId: expect.stringMatching(/^O-\d+$/) },
      trucker: { _id: truck['own-near'], name: 'own-near' },
    });
    const [row] = await sql<{
      status: string;
      trucker_id: string;
      carrier_company_id: string;
      order_status: string;
      order_trucker: string;
      rate: string;
      detail_status: string;
    }>(
      `select l.status, l.trucker_id::text, l.carrier_company_id::text, o.status as order_status, o.trucker_id::text as order_trucker, o.rate::text,
              d.status as detail_status
         from loads l join orders o on o.load_id = l.id join order_details d on d.order_id = o.id where l.id = $1`,
      [load._id],
    );
    expect(row).toEqual({
      status: 'assigned',
      trucker_id: truck['own-near'],
      carrier_company_id: demoId,
      order_status: 'assigned',
      order_trucker: truck['own-near'],
      rate: expect.stringMatching(/^1800(\.0+)?$/),
      detail_status: 'assigned',
    });
    const history = await sql<{ from_status: string | null; to_status: string }>(
      `select h.from_status, h.to_status from order_status_history h join orders o on o.id = h.order_id where o.load_id = $1 order by h.created_at, array_position(array['new', 'accepted', 'assigned'], h.to_status)`,
      [load._id],
    );
    expect(history).toEqual([
      { from_status: null, to_status: 'new' },
      { from_status: 'new', to_status: 'accepted' },
      { from_status: 'accepted', to_status: 'assigned' },
    ]);
    const detail = await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail/${load._id}`);
    expect(detail.body.data).toMatchObject({ status: 'assigned', truckerId: truck['own-near'], editable: false });

    // The truck is no longer free while that load runs: not listed for an overlapping load, refused there (409);
    // free again for a load a week later.
    const overlapping = await addLoad(21);
    expect((await available(shipper, { loadId: overlapping._id, radiusMiles: 100 })).body.data!.items.map((item) => item.name)).not.toContain('own-near');
    const busy = await assign(shipper, overlapping._id, truck['own-near']!);
    expect({ status: busy.statusCode, message: busy.body.message }).toEqual({
      status: 409,
      message: LOAD_TRUCK_MESSAGES.truckBooked.replace('{loadId}', load.loadId),
    });
    const later = await addLoad(30);
    expect((await available(shipper, { loadId: later._id, radiusMiles: 100 })).body.data!.items.map((item) => item.name)).toContain('own-near');

    // The same truck again changes nothing; the assigned load lists its truck (the caller may reassign).
    const again = await assign(shipper, load._id, truck['own-near']!);
    expect(again.body.data!.orderDetailId).toBe(result.orderDetailId);
    expect((await available(shipper, { loadId: load._id, radiusMiles: 100 })).body.data!.load.truckerId).toBe(truck['own-near']);
  });

  it('an own-fleet load without a rate gets an order at 0; a partner needs a rate (409)', async () => {
    const own = await addLoad(40, { rate: null });
    expect((await assign(shipper, own._id, truck['own-near']!)).statusCode).toBe(200);
    const [order] = await sql<{ rate: string }>('select rate::text from orders where load_id = $1', [own._id]);
    expect(Number(order!.rate)).toBe(0);

    const partner = await addLoad(50, { rate: null });
    const refused = await assign(shipper, partner._id, truck['partner-ih']!);
    expect({ status: refused.statusCode, message: refused.body.message }).toEqual({ status: 409, message: LOAD_AWARD_MESSAGES.noRate });
    const [{ status }] = (await sql<{ status: string }>('select status from loads where id = $1', [partner._id])) as [{ status: string }];
    expect(status).toBe('pending');
  });

  it("a partner's truck: the order goes to the partner, which sees the load and reassigns among its own trucks only", async () => {
    const load = await addLoad(60);
    // Open quote requests end when the load is given to a truck.
    await sql(
      `insert into quotes (company_id, quote_id, load_id, recipient_name, recipient_email, passcode_hash, status)
       values ($1, $2, $3, 'Someone', 'someone@example.test', 'sha256$x$y', 'requested')`,
      [demoId, `Q-T${crypto.randomInt(1e9)}`, load._id],
    );
    const answer = await assign(shipper, load._id, truck['partner-ih']!);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.order.carrierCompanyId).toBe(interstateId);
    expect((await sql<{ status: string }>('select status from quotes where load_id = $1', [load._id])).map((row) => row.status)).toEqual(['cancelled']);

    // The shipper may not hand it to another carrier's truck now.
    const other = await assign(shipper, load._id, truck['partner-maple']!);
    expect({ status: other.statusCode, message: other.body.message }).toEqual({ status: 409, message: LOAD_TRUCK_MESSAGES.otherCarrier });

    // The partner sees its own trucks only, and reassigns: the first assignment is cancelled.
    const list = await available(interstate, { loadId: load._id, radiusMiles: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.body.data!.items.map((item) => item.name)).toEqual(['partner-ih', 'partner-ih-2']);
    expect(list.body.data!.items.every((item) => item.own)).toBe(true);
    const reassigned = await assign(interstate, load._id, truck['partner-ih-2']!);
    expect(reassigned.statusCode).toBe(200);
    const details = await sql<{ trucker_id: string; status: string }>(
      `select d.trucker_id::text, d.status from order_details d join orders o on o.id = d.order_id where o.load_id = $1 order by d.assigned_at`,
      [load._id],
    );
    expect(details).toEqual([
      { trucker_id: truck['partner-ih'], status: 'cancelled' },
      { trucker_id: truck['partner-ih-2'], status: 'assigned' },
    ]);
    // A truck the partner does not operate is not found for it.
    expect((await assign(interstate, load._id, truck['own-near']!)).statusCode).toBe(404);
  });

  it('refuses: 404 for a load or truck the caller may not see, 409 once the state machine forbids, 400 on equipment and bad input', async () => {
    const load = await addLoad(70);
    // Interstate is not this load's carrier: the load is not visible to it.
    expect((await available(interstate, { loadId: load._id })).statusCode).toBe(404);
    expect((await assign(interstate, load._id, truck['partner-ih']!)).statusCode).toBe(404);
    const unknownTruck = await assign(shipper, load._id, crypto.randomUUID());
    expect({ status: unknownTruck.statusCode, message: unknownTruck.body.message }).toEqual({ status: 404, message: LOAD_TRUCK_MESSAGES.truckNotFound });
    expect((await assign(shipper, load._id, truck.stranger!)).statusCode).toBe(404);
    expect((await assign(shipper, crypto.randomUUID(), truck['own-near']!)).body.message).toBe(LOAD_WRITE_MESSAGES.notFound);

    const mismatch = await assign(shipper, load._id, truck['own-oo-reefer']!);
    expect({ status: mismatch.statusCode, errors: mismatch.body.errors }).toEqual({
      status: 400,
      errors: [{ field: 'body.truckerId', message: LOAD_TRUCK_MESSAGES.equipmentMismatch }],
    });
    const maintenance = await assign(shipper, load._id, truck['own-maintenance']!);
    expect({ status: maintenance.statusCode, message: maintenance.body.message }).toEqual({ status: 409, message: LOAD_TRUCK_MESSAGES.truckUnavailable });

    await sql(`update loads set status = 'delivered' where id = $1`, [load._id]);
    const late = await available(shipper, { loadId: load._id });
    expect({ status: late.statusCode, message: late.body.message }).toEqual({
      status: 409,
      message: LOAD_TRUCK_MESSAGES.notSearchable.replace('{status}', 'delivered'),
    });
    const lateAssign = await assign(shipper, load._id, truck['own-near']!);
    expect({ status: lateAssign.statusCode, message: lateAssign.body.message }).toEqual({
      status: 409,
      message: LOAD_TRUCK_MESSAGES.notAssignable.replace('{status}', 'delivered'),
    });

    for (const [body, field] of [
      [{}, 'body.loadId'],
      [{ loadId: 'nope' }, 'body.loadId'],
      [{ loadId: load._id, radiusMiles: 0 }, 'body.radiusMiles'],
      [{ loadId: load._id, radiusMiles: 5000 }, 'body.radiusMiles'],
      [{ loadId: load._id, limit: 101 }, 'body.limit'],
    ] as const) {
      const bad = await available(shipper, body);
      expect({ body, status: bad.statusCode }).toEqual({ body, status: 400 });
      expect(bad.body.errors?.map((error) => error.field)).toContain(field);
    }
    const badAssign = await call(shipper, 'POST', 'load-manager/assign-load-to-truck', { loadId: load._id });
    expect(badAssign.statusCode).toBe(400);
    expect(badAssign.body.errors?.map((error) => error.field)).toContain('body.truckerId');
    expect((await call(undefined, 'POST', 'load-manager/load-available-truckers', { loadId: load._id })).statusCode).toBe(401);
    expect((await call(undefined, 'POST', 'load-manager/assign-load-to-truck', { loadId: load._id, truckerId: truck['own-near'] })).statusCode).toBe(401);
  });

  it('two concurrent assignments of one truck to overlapping loads: one wins, the other is refused', async () => {
    const [a, b] = await Promise.all([addLoad(80), addLoad(80)]);
    await placeTruck('racer', demoId, chicago, 20, [dryVan]);
    const answers = await Promise.all([assign(shipper, a._id, truck.racer!), assign(shipper, b._id, truck.racer!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // The refusal names the load that won the truck.
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect(answers.find((answer) => answer.statusCode === 409)!.body.message).toBe(LOAD_TRUCK_MESSAGES.truckBooked.replace('{loadId}', winner.loadId));
    const [{ count }] = (await sql<{ count: string }>(`select count(*)::text as count from order_details where trucker_id = $1 and status = 'assigned'`, [
      truck.racer,
    ])) as [{ count: string }];
    expect(count).toBe('1');
  });

  it('a truck with a load under way is busy until it is delivered, whatever the dates: not listed, refused naming the load, On a load in the fleet list', async () => {
    const roadId = await placeTruck('road-ih', interstateId, chicago, 15, [dryVan]);
    const first = await addLoad(100);
    const started = await assign(shipper, first._id, roadId);
    expect(started.statusCode).toBe(200);
    // The driver picked it up; its delivery window (day 102) is long before the next load (day 120).
    await sql(`update order_details set status = 'in_transit' where id = $1`, [started.body.data!.orderDetailId]);
    const next = await addLoad(120);
    const names = async () => (await available(shipper, { loadId: next._id, radiusMiles: 100 })).body.data!.items.map((item) => item.name);
    expect(await names()).not.toContain('road-ih');
    const refused = await assign(shipper, next._id, roadId);
    expect({ status: refused.statusCode, message: refused.body.message }).toEqual({
      status: 409,
      message: LOAD_TRUCK_MESSAGES.truckOnLoad.replace('{loadId}', first.loadId),
    });
    // In Spanish, with the load named.
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/v1/api/load-manager/assign-load-to-truck',
      headers: { ...auth(shipper), language: 'sp' },
      payload: { loadId: next._id, truckerId: roadId },
    });
    expect(spanish.json()).toMatchObject({ message: `Este camión está en la carga ${first.loadId} hasta que se entregue` });

    // The carrier's own list says so, whatever status the truck was given (placeTruck: available); its status filter too.
    const fleet = async (body: Record<string, unknown>) =>
      (await call<{ items: Array<{ _id: string; status: string }> }>(interstate, 'POST', 'user-manager/my-trucker-list', { search: 'road-ih', ...body })).body
        .data!.items;
    expect((await fleet({})).map((item) => item.status)).toEqual(['on_load']);
    expect((await fleet({ status: 'on_load' })).map((item) => item._id)).toEqual([roadId]);
    expect(await fleet({ status: 'available' })).toEqual([]);

    // Delivered: free again, and no longer On a load (a stored on_load with nothing under way reads available).
    await sql(`update order_details set status = 'delivered' where id = $1`, [started.body.data!.orderDetailId]);
    await sql(`update truckers set status = 'on_load' where id = $1`, [roadId]);
    expect(await names()).toContain('road-ih');
    expect((await fleet({})).map((item) => item.status)).toEqual(['available']);
    expect((await assign(shipper, next._id, roadId)).statusCode).toBe(200);
  });

  it("the order's own assignment (order-assign-by-fleet) follows the same rule: two orders to one truck at once, one wins", async () => {
    // Two loads at the same time given to Interstate (one truck each), then its dispatcher gives both to one truck.
    const [a, b] = await Promise.all([addLoad(140), addLoad(140)]);
    const holderA = await placeTruck('ih-a', interstateId, chicago, 25, [dryVan]);
    const holderB = await placeTruck('ih-b', interstateId, chicago, 26, [dryVan]);
    const racer = await placeTruck('ih-racer', interstateId, chicago, 27, [dryVan]);
    const orderA = (await assign(shipper, a._id, holderA)).body.data!.order._id;
    const orderB = (await assign(shipper, b._id, holderB)).body.data!.order._id;
    const answers = await Promise.all(
      [orderA, orderB].map((orderUuid) => call(interstate, 'POST', 'order-manager/order-assign-by-fleet', { _id: orderUuid, truckerId: racer })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect(answers.find((answer) => answer.statusCode === 409)!.body.message).toBe(LOAD_TRUCK_MESSAGES.truckBooked.replace('{loadId}', winner.loadId));
    expect(await sql(`select count(*)::int as n from order_details where trucker_id = $1 and status = 'assigned'`, [racer])).toEqual([{ n: 1 }]);
  });
});
