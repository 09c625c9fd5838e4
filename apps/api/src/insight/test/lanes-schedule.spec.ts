import crypto from 'node:crypto';
import {
  DASHBOARD_MESSAGES,
  DRIVER_SCHEDULE_MAX_LOADS,
  SCHEDULE_MESSAGES,
  type CalendarEventsData,
  type DriverScheduleResponse,
  type LaneHistoryResponse,
} from '@freight/contracts';
import { DRIVER_SCHEDULE_LOAD_MAX_DAYS } from '../driver-schedule';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import type { TestApp } from '../../../test/support/test-app';

/**
 * lane-history (a lane of the caller's only; figures against the lane's loads counted by hand), driver-schedule (the
 * company's trucks and the loads overlapping the range), the dashboard's calendar (load-manager/calendar-events'
 * answer, kept to one side), and who is refused: no token, a portal-less account, a user without `dashboard`.
 */
describe('dashboard-manager: lane history, driver schedule, calendar, refusals', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let interstate: string;
  let ids: { demo: string; interstate: string };
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);

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

  /** The demo company's lane with the most delivered loads. */
  async function busiestLane() {
    const [lane] = await sql<{ id: string; currency: string }>(
      `select n.id::text as id, n.currency from lanes n join loads l on l.lane_id = n.id
       where n.company_id = $1 and l.status in ('delivered', 'invoiced', 'paid') group by n.id order by count(*) desc, n.id limit 1`,
      [ids.demo],
    );
    return lane!;
  }

  it('lane-history: the lane’s delivered loads of the period, rates per month, carriers, on-time rates and its live loads', async () => {
    const lane = await busiestLane();
    const answer = await call<LaneHistoryResponse>(shipper, 'GET', `dashboard-manager/lane-history/${lane.id}?months=24`);
    expect(answer.statusCode).toBe(200);
    const history = answer.body.data!;
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1)).toISOString().slice(0, 10);
    const delivered = await sql<{
      id: string;
      rate: string;
      currency: string;
      carrier: string | null;
      on_time: boolean;
      picked_on_time: boolean;
      month: string;
      order_uuid: string | null;
    }>(
      `select l.id::text as id, coalesce(o.rate, l.rate, 0)::text as rate, coalesce(o.currency, l.currency) as currency,
              coalesce(o.carrier_company_id, l.carrier_company_id)::text as carrier, l.delivered_at <= l.delivery_end as on_time,
              coalesce(l.picked_up_at, o.picked_up_at, l.pickup_end) <= l.pickup_end as picked_on_time,
              to_char(l.delivered_at at time zone 'UTC', 'YYYY-MM-01') as month, o.id::text as order_uuid
       from loads l left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
       where l.lane_id = $1 and l.status in ('delivered', 'invoiced', 'paid') and l.delivered_at is not null
         and (l.delivered_at at time zone 'UTC')::date >= $2::date`,
      [lane.id, from],
    );
    expect(delivered.length).toBeGreaterThan(0);
    const live = await sql<{ id: string }>(
      `select id::text as id from loads where lane_id = $1 and status in ('tendered', 'accepted', 'assigned', 'in_transit')`,
      [lane.id],
    );
    const cents = (value: string) => Math.round(Number(value) * 100);
    const inCurrency = delivered.filter((row) => row.currency === lane.currency);
    const average = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
    const share = (values: boolean[]) => Math.round((values.filter(Boolean).length / values.length) * 10_000) / 10_000;

    expect(history.lane).toMatchObject({ _id: lane.id, currency: lane.currency });
    expect(history.summary).toMatchObject({
      deliveredLoads: delivered.length,
      currentLoads: live.length,
      onTimeDeliveryRate: share(delivered.map((row) => row.on_time)),
      onTimePickupRate: share(delivered.map((row) => row.picked_on_time)),
      averageRateCents: inCurrency.length ? average(inCurrency.map((row) => cents(row.rate))) : null,
    });
    const months = [...new Set(inCurrency.map((row) => row.month))].sort();
    expect(history.rates.map((entry) => entry.month)).toEqual(months);
    for (const entry of history.rates) {
      const rates = inCurrency.filter((row) => row.month === entry.month).map((row) => cents(row.rate));
      expect(entry).toEqual({
        month: entry.month,
        loads: rates.length,
        averageRateCents: average(rates),
        minRateCents: Math.min(...rates),
        maxRateCents: Math.max(...rates),
      });
    }
    const carriers = new Map<string, number>();
    for (const row of delivered) if (row.carrier) carriers.set(row.carrier, (carriers.get(row.carrier) ?? 0) + 1);
    expect(history.carriers.map((entry) => [entry.companyId, entry.loads]).sort()).toEqual([...carriers.entries()].sort());
    for (const entry of history.carriers)
      expect(entry.onTimeDeliveryRate).toBe(share(delivered.filter((row) => row.carrier === entry.companyId).map((row) => row.on_time)));
    expect(history.currentLoads.map((entry) => entry._id).sort()).toEqual(
      live
        .map((row) => row.id)
        .sort()
        .slice(0, 50),
    );
    expect(history.pastLoads.length).toBe(Math.min(50, delivered.length));
    for (const past of history.pastLoads) {
      const row = delivered.find((entry) => entry.id === past._id)!;
      expect(past).toMatchObject({ rateCents: cents(row.rate), onTime: row.on_time, orderUuid: row.order_uuid });
    }
  });

  it('lane-history: a live load added to the lane counts as current at once; a shorter period holds fewer months', async () => {
    const lane = await busiestLane();
    const before = (await call<LaneHistoryResponse>(shipper, 'GET', `dashboard-manager/lane-history/${lane.id}`)).body.data!;
    const [load] = await sql<{ id: string }>(
      `select id::text as id from loads where company_id = $1 and status = 'in_transit' and (lane_id is null or lane_id <> $2) limit 1`,
      [ids.demo, lane.id],
    );
    await sql(`update loads set lane_id = $1 where id = $2`, [lane.id, load!.id]);
    const after = (await call<LaneHistoryResponse>(shipper, 'GET', `dashboard-manager/lane-history/${lane.id}`)).body.data!;
    expect(after.summary.currentLoads).toBe(before.summary.currentLoads + 1);
    expect(after.currentLoads.map((entry) => entry._id)).toContain(load!.id);
    const short = (await call<LaneHistoryResponse>(shipper, 'GET', `dashboard-manager/lane-history/${lane.id}?months=1`)).body.data!;
    expect(short.rates.length).toBeLessThanOrEqual(1);
    expect(short.summary.deliveredLoads).toBeLessThanOrEqual(before.summary.deliveredLoads);
  });

  it('lane-history: another company’s lane, or none, is 404 Lane not found; a bad id or period is 400', async () => {
    const lane = await busiestLane();
    expect(await call(interstate, 'GET', `dashboard-manager/lane-history/${lane.id}`)).toMatchObject({
      statusCode: 404,
      body: { message: DASHBOARD_MESSAGES.laneNotFound },
    });
    expect(await call(shipper, 'GET', `dashboard-manager/lane-history/${crypto.randomUUID()}`)).toMatchObject({
      statusCode: 404,
      body: { message: DASHBOARD_MESSAGES.laneNotFound },
    });
    expect((await call(shipper, 'GET', 'dashboard-manager/lane-history/not-a-lane')).statusCode).toBe(400);
    expect((await call(shipper, 'GET', `dashboard-manager/lane-history/${lane.id}?months=25`)).statusCode).toBe(400);
  });

  it('driver-schedule: the company’s trucks, paged and searched, each with its loads meeting the range', async () => {
    const from = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const trucks = await sql<{ id: string; truck_number: string }>(
      `select id::text as id, truck_number from truckers where company_id = $1 and is_active order by name, truck_number, id`,
      [ids.interstate],
    );
    const loads = await sql<{ id: string; trucker_id: string }>(
      `select id::text as id, trucker_id::text as trucker_id from loads
       where trucker_id in (select id from truckers where company_id = $1) and status <> 'cancelled'
         and pickup_start < $3::date + 1 and delivery_end >= $2::date`,
      [ids.interstate, from, to],
    );
    expect(loads.length).toBeGreaterThan(0);
    const first = await call<DriverScheduleResponse>(interstate, 'POST', 'dashboard-manager/driver-schedule', { from, to, page: 1, limit: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ total: trucks.length, page: 1, limit: 3 });
    const all = await call<DriverScheduleResponse>(interstate, 'POST', 'dashboard-manager/driver-schedule', { from, to, limit: 100 });
    expect(all.body.data!.items.map((row) => row.trucker._id)).toEqual(trucks.map((row) => row.id).slice(0, 100));
    expect(first.body.data!.items.map((row) => row.trucker._id)).toEqual(trucks.slice(0, 3).map((row) => row.id));
    for (const row of all.body.data!.items) {
      expect(row.moreLoads).toBeUndefined();
      expect(row.loads.map((load) => load._id).sort()).toEqual(
        loads
          .filter((load) => load.trucker_id === row.trucker._id)
          .map((load) => load.id)
          .sort(),
      );
      for (const load of row.loads) expect(load.pickupStart <= `${to}T23:59:59.999Z` && load.deliveryEnd >= `${from}T00:00:00.000Z`).toBe(true);
    }
    const number = trucks[0]!.truck_number;
    const searched = await call<DriverScheduleResponse>(interstate, 'POST', 'dashboard-manager/driver-schedule', { from, to, search: number });
    expect(searched.body.data!.items.map((row) => row.trucker.truckNumber)).toContain(number);
    expect(
      searched.body.data!.items.every(
        (row) => row.trucker.truckNumber.toLowerCase().includes(number.toLowerCase()) || row.trucker.name.toLowerCase().includes(number.toLowerCase()),
      ),
    ).toBe(true);
    // Another company's trucks never show.
    const demo = await call<DriverScheduleResponse>(shipper, 'POST', 'dashboard-manager/driver-schedule', { from, to, limit: 100 });
    const foreign = new Set(trucks.map((row) => row.id));
    expect(demo.body.data!.items.some((row) => foreign.has(row.trucker._id))).toBe(false);
  });

  it('driver-schedule: a truck lists its first DRIVER_SCHEDULE_MAX_LOADS loads of the range by pickup and counts the rest', async () => {
    const truckNumber = `DS-${crypto.randomInt(1e6)}`;
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ($1, 'truck', 'Aaron Busy', $2) returning id::text as id`,
      [ids.interstate, truckNumber],
    );
    // The range runs to the next day: copies picked up a minute apart may cross midnight (UTC).
    const [model] = await sql<{ id: string; day: string; next: string }>(
      `select id::text as id, to_char(pickup_start at time zone 'UTC', 'YYYY-MM-DD') as day,
              to_char((pickup_start at time zone 'UTC') + interval '1 day', 'YYYY-MM-DD') as next
       from loads where carrier_company_id = $1 and status = 'assigned' order by pickup_start limit 1`,
      [ids.interstate],
    );
    // 105 copies of one of Interstate's loads, on the new truck, picked up a minute apart.
    const columns = (
      await sql<{ name: string }>(
        `select column_name as name from information_schema.columns where table_name = 'loads' and is_generated = 'NEVER' and column_default is distinct from 'generated' order by ordinal_position`,
      )
    )
      .map((row) => row.name)
      .filter((name) => name !== 'search_text');
    const values: Record<string, string> = {
      id: 'gen_random_uuid()',
      load_id: `'DS-' || $3 || '-' || g`,
      trucker_id: '$2::uuid',
      pickup_start: `l.pickup_start + g * interval '1 minute'`,
      share_code: `l.share_code || '-' || g`,
    };
    await sql(
      `insert into loads (${columns.join(', ')})
       select ${columns.map((name) => values[name] ?? `l.${name}`).join(', ')}
       from loads l, generate_series(1, ${DRIVER_SCHEDULE_MAX_LOADS + 5}) g where l.id = $1`,
      [model!.id, truck!.id, truckNumber],
    );
    const answer = await call<DriverScheduleResponse>(interstate, 'POST', 'dashboard-manager/driver-schedule', {
      from: model!.day,
      to: model!.next,
      search: truckNumber,
    });
    expect(answer.statusCode).toBe(200);
    const row = answer.body.data!.items[0]!;
    expect(row.trucker._id).toBe(truck!.id);
    expect(row.loads).toHaveLength(DRIVER_SCHEDULE_MAX_LOADS);
    expect(row.moreLoads).toBe(5);
    expect(row.loads.map((load) => load.pickupStart)).toEqual([...row.loads.map((load) => load.pickupStart)].sort());
    expect(row.loads[0]!.loadId).toBe(`DS-${truckNumber}-1`);
  });

  it('driver-schedule: a load picked up before the range and delivered in it is drawn, if picked up at most DRIVER_SCHEDULE_LOAD_MAX_DAYS before', async () => {
    const truckNumber = `DL-${crypto.randomInt(1e6)}`;
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ($1, 'truck', 'Aaron Long', $2) returning id::text as id`,
      [ids.interstate, truckNumber],
    );
    const [model] = await sql<{ id: string }>(
      `select id::text as id from loads where carrier_company_id = $1 and status = 'assigned' order by pickup_start limit 1`,
      [ids.interstate],
    );
    const columns = (
      await sql<{ name: string }>(
        `select column_name as name from information_schema.columns where table_name = 'loads' and is_generated = 'NEVER' order by ordinal_position`,
      )
    )
      .map((row) => row.name)
      .filter((name) => name !== 'search_text');
    const from = '2027-09-10';
    // Picked up 20 days (g = 1), 31 days (g = 2) and 32 days (g = 3) before the range's first day, each delivered on it.
    const days = `(case g when 1 then 20 when 2 then ${DRIVER_SCHEDULE_LOAD_MAX_DAYS} else ${DRIVER_SCHEDULE_LOAD_MAX_DAYS + 1} end)`;
    const values: Record<string, string> = {
      id: 'gen_random_uuid()',
      load_id: `'DL-' || $3 || '-' || g`,
      trucker_id: '$2::uuid',
      share_code: `l.share_code || '-DL-' || g`,
      pickup_start: `$4::timestamptz - ${days} * interval '1 day'`,
      pickup_end: `$4::timestamptz - ${days} * interval '1 day' + interval '2 hours'`,
      delivery_start: `$4::timestamptz + interval '10 hours'`,
      delivery_end: `$4::timestamptz + interval '12 hours'`,
    };
    await sql(
      `insert into loads (${columns.join(', ')})
       select ${columns.map((name) => values[name] ?? `l.${name}`).join(', ')}
       from loads l, generate_series(1, 3) g where l.id = $1`,
      [model!.id, truck!.id, truckNumber, `${from}T00:00:00.000Z`],
    );
    const answer = await call<DriverScheduleResponse>(interstate, 'POST', 'dashboard-manager/driver-schedule', { from, to: '2027-09-16', search: truckNumber });
    expect(answer.statusCode).toBe(200);
    const row = answer.body.data!.items[0]!;
    expect(row.trucker._id).toBe(truck!.id);
    expect(row.loads.map((load) => load.loadId)).toEqual([`DL-${truckNumber}-2`, `DL-${truckNumber}-1`]);
    expect(row.moreLoads).toBeUndefined();
  });

  it('driver-schedule: at most 35 days, in order, real days', async () => {
    const post = (body: unknown) => call(interstate, 'POST', 'dashboard-manager/driver-schedule', body);
    expect((await post({ from: '2026-11-01', to: '2026-12-05' })).statusCode).toBe(200);
    expect(await post({ from: '2026-11-01', to: '2026-12-06' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ field: 'body.to', message: 'The range may cover at most 35 days' }] },
    });
    expect(await post({ from: '2026-11-10', to: '2026-11-01' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ field: 'body.to', message: DASHBOARD_MESSAGES.rangeOrder }] },
    });
    expect((await post({ from: '2026-11-31', to: '2026-12-02' })).statusCode).toBe(400);
    expect((await post({ from: '2026-11-01' })).statusCode).toBe(400);
    expect((await post({ from: '2026-11-01', to: '2026-11-02', search: '' })).statusCode).toBe(400);
  });

  it('calendar-events: load-manager/calendar-events’ answer; with a side, that side’s events only', async () => {
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const schedule = await call<CalendarEventsData>(shipper, 'POST', 'load-manager/calendar-events', { from, to });
    const dashboard = await call<CalendarEventsData>(shipper, 'POST', 'dashboard-manager/calendar-events', { from, to });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body.data).toEqual(schedule.body.data);
    expect(dashboard.body.data!.events.length).toBeGreaterThan(0);
    const carrierOnly = await call<CalendarEventsData>(shipper, 'POST', 'dashboard-manager/calendar-events', { from, to, side: 'carrier' });
    const shipperOnly = await call<CalendarEventsData>(shipper, 'POST', 'dashboard-manager/calendar-events', { from, to, side: 'shipper' });
    expect(carrierOnly.body.data!.events.every((event) => event.side !== 'shipper')).toBe(true);
    expect(shipperOnly.body.data!.events.every((event) => event.side !== 'carrier')).toBe(true);
    expect(shipperOnly.body.data!.events.length).toBeGreaterThan(0);
    const both = schedule.body.data!.events.filter((event) => event.side === 'both').length;
    expect(carrierOnly.body.data!.events.length + shipperOnly.body.data!.events.length).toBe(schedule.body.data!.events.length + both);
    expect(await call(shipper, 'POST', 'dashboard-manager/calendar-events', { from: to, to: from })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ message: SCHEDULE_MESSAGES.rangeOrder }] },
    });
  });

  const everyRoute: Array<[string, string, unknown?]> = [
    ['GET', 'dashboard-manager/orders-count/all'],
    ['GET', 'dashboard-manager/my-truker-count/all'],
    ['GET', 'dashboard-manager/top-rated-trucks'],
    ['GET', 'dashboard-manager/latest-orders-list'],
    ['GET', 'dashboard-manager/trucker-not-on-time'],
    ['GET', 'dashboard-manager/popular-routes'],
    ['GET', `dashboard-manager/lane-history/${crypto.randomUUID()}`],
    ['POST', 'dashboard-manager/driver-schedule', { from: '2026-11-01', to: '2026-11-07' }],
    ['POST', 'dashboard-manager/calendar-events', { from: '2026-11-01', to: '2026-11-07' }],
    ['POST', 'order-manager/activity-graph', { from: '2026-11-01', to: '2026-11-07' }],
    ['GET', 'logs-manager/logs-list'],
  ];

  it('every dashboard call: 401 without a token, 403 for a portal-less account (pending@demo.test) and for a user without `dashboard`', async () => {
    const pending = await t.login('pending@demo.test');
    for (const [method, path, body] of everyRoute) {
      expect({ path, status: (await call(undefined, method as 'GET', path, body)).statusCode }).toEqual({ path, status: 401 });
      expect({ path, status: (await call(pending, method as 'GET', path, body)).statusCode }).toEqual({ path, status: 403 });
    }
    await sql(
      `update user_permissions set is_granted = false
       where user_id = (select id from users where email = 'shipper@demo.test') and module_id = (select id from modules where module_key = 'dashboard')`,
    );
    for (const [method, path, body] of everyRoute) {
      expect({ path, status: (await call(shipper, method as 'GET', path, body)).statusCode }).toEqual({ path, status: 403 });
    }
    // Interstate's dispatcher keeps every module: the same calls answer (the lane is not its: 404).
    for (const [method, path, body] of everyRoute) {
      expect({ path, status: (await call(interstate, method as 'GET', path, body)).statusCode }).toEqual({
        path,
        status: path.includes('lane-history') ? 404 : 200,
      });
    }
  });
});
