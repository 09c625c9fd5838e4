import crypto from 'node:crypto';
import {
  DASHBOARD_MESSAGES,
  type ActivityGraphResponse,
  type LatestOrder,
  type LateTrucker,
  type LogsListResponse,
  type PopularRoute,
  type TopRatedTruck,
  type TruckerCountResponse,
} from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import type { TestApp } from '../../../test/support/test-app';

/**
 * The dashboard's cards against the demo world counted by hand (from loads and orders, not from shipment_facts), on
 * the shipper side (shipper@demo.test) and the carrier side (Interstate), and on crafted rows: latest orders, truck
 * counts, top-rated trucks, truckers not on time, popular routes, the activity graph and the activity log.
 */
describe('dashboard-manager cards, activity graph and logs', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let interstate: string;
  let ids: { demo: string; interstate: string };
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const get = async <T>(token: string, path: string) => {
    const answer = await call<T>(token, 'GET', path);
    expect({ path, status: answer.statusCode }).toEqual({ path, status: 200 });
    return answer.body.data!;
  };
  const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
  const daysAgo = (days: number) => day(new Date(Date.now() - days * 86_400_000));

  interface Delivered extends Record<string, unknown> {
    company_id: string;
    carrier: string | null;
    trucker: string | null;
    rating: number | null;
    delivered_at: Date;
    delivery_end: Date;
    pickup_end: Date;
    picked: Date;
    origin: string;
    destination: string;
  }
  /** Every delivered shipment, read from loads and orders (what shipment_facts should hold). */
  const delivered = () =>
    sql<Delivered>(`
      select l.company_id::text as company_id, coalesce(o.carrier_company_id, l.carrier_company_id)::text as carrier,
             coalesce(o.trucker_id, l.trucker_id)::text as trucker, o.rating, l.delivered_at, l.delivery_end, l.pickup_end,
             coalesce(l.picked_up_at, o.picked_up_at, l.pickup_end) as picked,
             l.origin_city || ', ' || l.origin_state as origin, l.destination_city || ', ' || l.destination_state as destination
      from loads l left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
      where l.status in ('delivered', 'invoiced', 'paid') and l.delivered_at is not null`);
  const ofSide = (rows: Delivered[], side: 'shipper' | 'carrier', companyId: string, days: number) =>
    rows.filter((row) => (side === 'shipper' ? row.company_id : row.carrier) === companyId && day(row.delivered_at) >= daysAgo(days - 1));

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, interstate],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test']));
    const [row] = await sql<{ demo: string; interstate: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as demo,
              (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate`,
    );
    ids = row!;
  }, 60_000);
  afterAll(() => t.close());

  const sides = [
    { who: 'shipper side (shipper@demo.test)', token: () => shipper, side: 'shipper' as const, company: () => ids.demo },
    { who: 'carrier side (Interstate)', token: () => interstate, side: 'carrier' as const, company: () => ids.interstate },
  ];

  it.each(sides)('latest-orders-list, $who: the newest orders of the side', async ({ token, side, company }) => {
    const owner = side === 'shipper' ? 'company_id' : 'carrier_company_id';
    const hand = await sql<{ id: string }>(`select id::text as id from orders where ${owner} = $1 order by created_at desc, id desc limit 7`, [company()]);
    const answer = await get<LatestOrder[]>(token(), `dashboard-manager/latest-orders-list?side=${side}&limit=7`);
    expect(answer.map((order) => order._id)).toEqual(hand.map((row) => row.id));
    expect((await get<LatestOrder[]>(token(), `dashboard-manager/latest-orders-list?side=${side}`)).length).toBe(5);
    const [first] = await sql<{ total: string; other: string }>(
      `select ((o.rate + o.accessorial_total) * 100)::bigint::text as total, c.name as other from orders o join companies c on c.id = o.${side === 'shipper' ? 'carrier_company_id' : 'company_id'} where o.id = $1`,
      [hand[0]!.id],
    );
    expect(answer[0]).toMatchObject({ totalCents: Number(first!.total), counterparty: first!.other });
  });

  it('my-truker-count: the active trucks of the company by status', async () => {
    // The status a truck shows: on a load while an assignment is under way, a stored on_load without one is available.
    const hand = await sql<{ status: string; n: number }>(
      `select case when exists (select 1 from order_details d where d.trucker_id = t.id and d.status in ('at_pickup', 'in_transit', 'at_delivery')) then 'on_load'
                   when t.status = 'on_load' then 'available' else t.status end as status, count(*)::int as n
         from truckers t where t.company_id = $1 and t.is_active group by 1`,
      [ids.interstate],
    );
    const all = await get<TruckerCountResponse>(interstate, 'dashboard-manager/my-truker-count/all');
    expect(all.total).toBe(hand.reduce((sum, row) => sum + row.n, 0));
    expect(all.total).toBeGreaterThan(0);
    for (const row of hand) expect(all.counts[row.status]).toBe(row.n);
    expect(Object.keys(all.counts).sort()).toEqual(['available', 'inactive', 'maintenance', 'off_duty', 'on_load']);
    const one = await get<TruckerCountResponse>(interstate, 'dashboard-manager/my-truker-count/available');
    expect(one).toEqual({ total: all.total, counts: { available: all.counts.available } });
  });

  it.each(sides)('top-rated-trucks, $who: rated deliveries of the period by truck, best first', async ({ token, side, company }) => {
    const rows = ofSide(await delivered(), side, company(), 90);
    const byTruck = new Map<string, { ratings: number[]; deliveries: number }>();
    for (const row of rows) {
      if (!row.trucker) continue;
      const entry = byTruck.get(row.trucker) ?? { ratings: [], deliveries: 0 };
      entry.deliveries += 1;
      if (row.rating !== null) entry.ratings.push(Number(row.rating));
      byTruck.set(row.trucker, entry);
    }
    const rated = [...byTruck.entries()].filter(([, entry]) => entry.ratings.length > 0);
    const answer = await get<TopRatedTruck[]>(token(), `dashboard-manager/top-rated-trucks?side=${side}&days=90&limit=50`);
    expect(answer.length).toBe(Math.min(50, rated.length));
    expect(answer.length).toBeGreaterThan(0);
    for (const truck of answer) {
      const entry = byTruck.get(truck._id)!;
      const average = entry.ratings.reduce((sum, value) => sum + value, 0) / entry.ratings.length;
      expect(truck).toMatchObject({ ratings: entry.ratings.length, deliveries: entry.deliveries, rating: Math.round(average * 100) / 100 });
    }
    for (let i = 1; i < answer.length; i++) expect(answer[i - 1]!.rating).toBeGreaterThanOrEqual(answer[i]!.rating);
  });

  it.each(sides)('trucker-not-on-time, $who: trucks with late stops in the period, most late first', async ({ token, side, company }) => {
    const rows = ofSide(await delivered(), side, company(), 30);
    const byTruck = new Map<string, { deliveries: number; lateDeliveries: number; latePickups: number; delays: number[] }>();
    for (const row of rows) {
      if (!row.trucker) continue;
      const entry = byTruck.get(row.trucker) ?? { deliveries: 0, lateDeliveries: 0, latePickups: 0, delays: [] };
      entry.deliveries += 1;
      if (new Date(row.delivered_at) > new Date(row.delivery_end)) {
        entry.lateDeliveries += 1;
        entry.delays.push(Math.ceil((new Date(row.delivered_at).getTime() - new Date(row.delivery_end).getTime()) / 60_000));
      }
      if (new Date(row.picked) > new Date(row.pickup_end)) entry.latePickups += 1;
      byTruck.set(row.trucker, entry);
    }
    const late = [...byTruck.entries()].filter(([, entry]) => entry.lateDeliveries + entry.latePickups > 0);
    const answer = await get<LateTrucker[]>(token(), `dashboard-manager/trucker-not-on-time?side=${side}&days=30&limit=50`);
    expect(answer.length).toBe(Math.min(50, late.length));
    expect(answer.length).toBeGreaterThan(0);
    for (const truck of answer) {
      const entry = byTruck.get(truck._id)!;
      const average = entry.delays.length ? Math.round(entry.delays.reduce((sum, value) => sum + value, 0) / entry.delays.length) : 0;
      expect(truck).toMatchObject({
        deliveries: entry.deliveries,
        lateDeliveries: entry.lateDeliveries,
        latePickups: entry.latePickups,
        averageDelayMinutes: average,
        onTimeRate: Math.round(((entry.deliveries - entry.lateDeliveries) / entry.deliveries) * 10_000) / 10_000,
      });
    }
  });

  it.each(sides)('popular-routes, $who: city pairs by deliveries of the period', async ({ token, side, company }) => {
    const rows = ofSide(await delivered(), side, company(), 180);
    const pairs = new Map<string, number>();
    for (const row of rows) pairs.set(`${row.origin} → ${row.destination}`, (pairs.get(`${row.origin} → ${row.destination}`) ?? 0) + 1);
    const answer = await get<PopularRoute[]>(token(), `dashboard-manager/popular-routes?side=${side}&days=180&limit=50`);
    expect(answer.length).toBe(Math.min(50, pairs.size));
    expect(answer.length).toBeGreaterThan(0);
    for (const route of answer) {
      expect(route.loads).toBe(pairs.get(`${route.origin.city}, ${route.origin.state} → ${route.destination.city}, ${route.destination.state}`));
    }
    const counts = [...pairs.values()].sort((a, b) => b - a);
    expect(answer.map((route) => route.loads)).toEqual(counts.slice(0, answer.length));
    // A lane is named only when it is one of the caller's.
    for (const route of answer.filter((entry) => entry.laneId)) {
      const [lane] = await sql<{ company_id: string }>(`select company_id::text as company_id from lanes where id = $1`, [route.laneId]);
      expect(lane!.company_id).toBe(company());
    }
  });

  it('crafted: a new truck rated 5, 5 and 4 on three deliveries, one of them three hours late', async () => {
    const truckNumber = `DASH-${crypto.randomInt(1e6)}`;
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ($1, 'truck', 'Zelda Crafted', $2) returning id::text as id`,
      [ids.interstate, truckNumber],
    );
    const orders = await sql<{ id: string; load_id: string }>(
      `select o.id::text as id, o.load_id::text as load_id from orders o join loads l on l.id = o.load_id
       where o.company_id = $1 and o.carrier_company_id = $2 and l.status = 'delivered' and l.delivered_at > now() - interval '20 days'
       order by o.order_id limit 3`,
      [ids.demo, ids.interstate],
    );
    expect(orders.length).toBe(3);
    await sql(
      `update loads set trucker_id = $1, delivered_at = delivery_end - interval '1 hour', picked_up_at = pickup_end - interval '1 hour' where id = any($2::uuid[])`,
      [truck!.id, orders.map((order) => order.load_id)],
    );
    await sql(`update loads set delivered_at = delivery_end + interval '3 hours' where id = $1`, [orders[0]!.load_id]);
    for (const [index, order] of orders.entries())
      await sql(`update orders set trucker_id = $1, rating = $2 where id = $3`, [truck!.id, [5, 5, 4][index], order.id]);

    for (const [token, side] of [
      [shipper, 'shipper'],
      [interstate, 'carrier'],
    ] as const) {
      const top = await get<TopRatedTruck[]>(token, `dashboard-manager/top-rated-trucks?side=${side}&days=30&limit=50`);
      expect(top.find((entry) => entry._id === truck!.id)).toEqual({
        _id: truck!.id,
        name: 'Zelda Crafted',
        truckNumber,
        company: expect.any(String),
        rating: 4.67,
        ratings: 3,
        deliveries: 3,
      });
      const late = await get<LateTrucker[]>(token, `dashboard-manager/trucker-not-on-time?side=${side}&days=30&limit=50`);
      expect(late.find((entry) => entry._id === truck!.id)).toMatchObject({
        deliveries: 3,
        lateDeliveries: 1,
        latePickups: 0,
        onTimeRate: 0.6667,
        averageDelayMinutes: 180,
      });
    }
    // Maple Leaf never carried these loads: it does not see the truck.
    const maple = await t.login('dispatch@mapleleaf-freight.test');
    const answer = await call<TopRatedTruck[]>(maple, 'GET', 'dashboard-manager/top-rated-trucks?side=carrier&days=30&limit=50');
    if (answer.statusCode === 200) expect(answer.body.data!.map((entry) => entry._id)).not.toContain(truck!.id);
  });

  it.each(sides)('activity-graph, $who: loads created and delivered per day, week and month', async ({ token, side, company }) => {
    const from = daysAgo(40);
    const to = daysAgo(0);
    const owner = side === 'shipper' ? 'company_id' : 'carrier_company_id';
    const created = await sql<{ d: string; n: number }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as d, count(*)::int as n from loads where ${owner} = $1 group by 1`,
      [company()],
    );
    const deliveredRows = (await delivered()).filter((row) => (side === 'shipper' ? row.company_id : row.carrier) === company());
    const answer = await call<ActivityGraphResponse>(token(), 'POST', 'order-manager/activity-graph', { side, from, to });
    expect(answer.statusCode).toBe(200);
    const points = answer.body.data!.points;
    expect(points.length).toBe(41);
    expect(points[0]!.date).toBe(from);
    for (const point of points) {
      expect({ date: point.date, created: point.created }).toEqual({ date: point.date, created: created.find((row) => row.d === point.date)?.n ?? 0 });
      expect({ date: point.date, delivered: point.delivered }).toEqual({
        date: point.date,
        delivered: deliveredRows.filter((row) => day(row.delivered_at) === point.date).length,
      });
    }
    const sum = (list: typeof points, key: 'created' | 'delivered') => list.reduce((total, point) => total + point[key], 0);
    expect(sum(points, 'created') + sum(points, 'delivered')).toBeGreaterThan(0);
    for (const bucket of ['week', 'month'] as const) {
      const grouped = await call<ActivityGraphResponse>(token(), 'POST', 'order-manager/activity-graph', { side, from, to, bucket });
      expect(grouped.body.data!.bucket).toBe(bucket);
      expect(sum(grouped.body.data!.points, 'created')).toBe(sum(points, 'created'));
      expect(sum(grouped.body.data!.points, 'delivered')).toBe(sum(points, 'delivered'));
      expect(grouped.body.data!.points[0]!.date <= from).toBe(true);
    }
  });

  it('activity-graph refuses a range out of order, too long, or of days that do not exist', async () => {
    const post = (body: unknown) => call(shipper, 'POST', 'order-manager/activity-graph', body);
    expect(await post({ from: '2026-10-10', to: '2026-10-01' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ field: 'body.to', message: DASHBOARD_MESSAGES.rangeOrder }] },
    });
    expect(await post({ from: '2025-01-01', to: '2026-01-02' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ field: 'body.to', message: 'The range may cover at most 366 days' }] },
    });
    expect((await post({ from: '2025-01-01', to: '2025-12-31' })).statusCode).toBe(200);
    expect((await post({ from: '2026-02-30', to: '2026-03-02' })).statusCode).toBe(400);
    expect((await post({ from: 'yesterday', to: '2026-03-02' })).statusCode).toBe(400);
    expect((await post({ from: '2026-03-01', to: '2026-03-02', bucket: 'year' })).statusCode).toBe(400);
  });

  it.each(sides)('logs-list, $who: the company log, newest first, paged with hasMore, with links', async ({ token, company }) => {
    const hand = await sql<{ id: string }>(`select id::text as id from activity_logs where company_id = $1 order by created_at desc, id desc limit 21`, [
      company(),
    ]);
    const first = await get<LogsListResponse>(token(), 'logs-manager/logs-list?limit=10');
    const second = await get<LogsListResponse>(token(), 'logs-manager/logs-list?limit=10&page=2');
    expect([...first.items, ...second.items].map((item) => item._id)).toEqual(hand.slice(0, 20).map((row) => row.id));
    expect(first).toMatchObject({ page: 1, limit: 10, hasMore: true });
    expect(second.hasMore).toBe(hand.length > 20);
    for (const item of [...first.items, ...second.items].filter((entry) => entry.entityType === 'order')) {
      const [order] = await sql<{ company_id: string }>(`select company_id::text as company_id from orders where id = $1`, [item.entityId]);
      expect(item.link).toBe(order!.company_id === company() ? `/loads?order=${item.entityId}` : `/loads?view=carrier&order=${item.entityId}`);
    }
    const orders = await get<LogsListResponse>(token(), 'logs-manager/logs-list?limit=50&entityType=order');
    expect(orders.items.length).toBeGreaterThan(0);
    expect(orders.items.every((item) => item.entityType === 'order' && item.link !== null)).toBe(true);
  });

  it('logs-list: a load of the company links to its edit page; the log is the company’s own', async () => {
    const loads = await get<LogsListResponse>(shipper, 'logs-manager/logs-list?limit=5&entityType=load');
    expect(loads.items.length).toBeGreaterThan(0);
    for (const item of loads.items) expect(item.link).toBe(`/loads/editload/${item.entityId}`);
    const theirs = await sql<{ id: string }>(`select id::text as id from activity_logs where company_id <> $1`, [ids.interstate]);
    const all = await get<LogsListResponse>(interstate, 'logs-manager/logs-list?limit=50');
    const foreign = new Set(theirs.map((row) => row.id));
    expect(all.items.some((item) => foreign.has(item._id))).toBe(false);
  });

  it('refuses bad query values with 400 and errors', async () => {
    for (const path of [
      'dashboard-manager/top-rated-trucks?days=0',
      'dashboard-manager/top-rated-trucks?days=367',
      'dashboard-manager/popular-routes?limit=abc',
      'dashboard-manager/trucker-not-on-time?side=both',
      'dashboard-manager/latest-orders-list?limit=21',
      'dashboard-manager/orders-count/everything',
      'dashboard-manager/my-truker-count/parked',
      'logs-manager/logs-list?entityType=invoice',
      'logs-manager/logs-list?page=0',
    ]) {
      const answer = await call(shipper, 'GET', path);
      expect({ path, status: answer.statusCode, errors: Array.isArray(answer.body.errors) && answer.body.errors.length > 0 }).toEqual({
        path,
        status: 400,
        errors: true,
      });
    }
  });
});
