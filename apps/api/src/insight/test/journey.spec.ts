import type { ActivityGraphResponse, OrderDetailView, OrdersCountResponse, ReportResponse } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import { newTruck, orderWorld, tenderedOrder, type OrderWorld } from '../../shipments/test/support';
import type { TestApp } from '../../../test/support/test-app';

/**
 * The reports follow an order driven through the actions the screens use (accept, assign, the dispatcher's steps to
 * delivery, an accessorial requested and approved, the invoice sent, marked paid): at every state the report agrees
 * with the dashboard's figures and with a count in SQL of the orders themselves (not of shipment_facts).
 */
describe('reports follow every way an order reaches its states', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let world: OrderWorld;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const day = (value: Date) => value.toISOString().slice(0, 10);
  const today = day(new Date());
  const from = day(new Date(Date.now() - 730 * 86_400_000));

  const post = async <T>(token: string, path: string, body: unknown) => {
    const answer = await call<T>(token, 'POST', path, body);
    expect({ path, status: answer.statusCode, message: answer.statusCode === 200 ? '' : answer.body.message }).toEqual({ path, status: 200, message: '' });
    return answer.body.data!;
  };
  const get = async <T>(token: string, path: string) => {
    const answer = await call<T>(token, 'GET', path);
    expect({ path, status: answer.statusCode }).toEqual({ path, status: 200 });
    return answer.body.data!;
  };

  /** The shipper's report of its shipments carried by Interstate, by day, over the last 731 days. */
  const report = () =>
    post<ReportResponse>(shipper, 'report-manager/report', {
      side: 'shipper',
      groupBy: 'period',
      period: 'day',
      from,
      to: today,
      carrierId: world.interstateId,
    });
  /**
   * The same, counted from the orders: Demo's orders carried by Interstate that were delivered in the range, and the
   * money of those in US dollars (the figure compared; a demo order in Canadian dollars falls in the range some days).
   */
  const counted = async () => {
    const [row] = await sql<{ loads: number; today: number; cents: string }>(
      `select count(*)::int as loads, count(*) filter (where (delivered_at at time zone 'UTC')::date = $3::date)::int as today,
              coalesce(round(sum(rate + accessorial_total) filter (where currency = 'USD') * 100), 0)::text as cents
       from orders
       where company_id = $1 and carrier_company_id = $2 and status in ('delivered', 'invoiced', 'paid')
         and (delivered_at at time zone 'UTC')::date between $4::date and $3::date`,
      [world.demoId, world.interstateId, today, from],
    );
    return { loads: row!.loads, today: row!.today, cents: Number(row!.cents) };
  };
  /** What the dashboard shows the shipper: its completed orders, and the loads delivered today on the activity graph. */
  const dashboard = async () => {
    const counts = await get<OrdersCountResponse>(shipper, 'dashboard-manager/orders-count/completed?side=shipper');
    const graph = await post<ActivityGraphResponse>(shipper, 'order-manager/activity-graph', { side: 'shipper', from: today, to: today });
    return { completed: counts.counts.completed!, deliveredToday: graph.points.find((point) => point.date === today)?.delivered ?? 0 };
  };
  /** Every figure at once; `delta` against a previous reading. */
  const figures = async () => {
    const answer = await report();
    const usd = answer.totals.money.find((money) => money.currency === 'USD');
    const todayRow = answer.rows.find((row) => row.key === today);
    return {
      report: { loads: answer.totals.loads, today: todayRow?.loads ?? 0, cents: usd?.amountCents ?? 0 },
      sql: await counted(),
      dashboard: await dashboard(),
    };
  };

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test']));
    world = await orderWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('counts the order delivered, invoiced and paid (with its approved accessorial) as the dashboard and SQL do', async () => {
    const before = await figures();
    // The demo world agrees with itself before anything moves.
    expect(before.report).toEqual({ loads: before.sql.loads, today: before.sql.today, cents: before.sql.cents });

    const order = await tenderedOrder(t, call, shipper, world);
    await post(carrier, 'order-manager/order-accept-by-fleet', { _id: order.orderUuid });
    await post(carrier, 'order-manager/order-assign-by-fleet', { _id: order.orderUuid, truckerId: await newTruck(t, world.interstateId) });
    for (const status of ['at_pickup', 'in_transit', 'at_delivery'])
      await post(carrier, `order-manager/orderdetail-update-status/${order.orderUuid}`, { status });
    // Not delivered yet: nothing changed.
    expect(await figures()).toEqual(before);

    const expectOneMore = async (cents: number) => {
      const now = await figures();
      expect(now.report).toEqual({ loads: before.report.loads + 1, today: before.report.today + 1, cents: before.report.cents + cents });
      expect(now.report).toEqual({ loads: now.sql.loads, today: now.sql.today, cents: now.sql.cents });
      expect(now.dashboard).toEqual({ completed: before.dashboard.completed + 1, deliveredToday: before.dashboard.deliveredToday + 1 });
    };

    await post(carrier, `order-manager/orderdetail-update-status/${order.orderUuid}`, { status: 'delivered' });
    await expectOneMore(180_000);

    const requested = await post<OrderDetailView>(carrier, 'order-manager/update-accessorial', {
      action: 'request',
      orderId: order.orderUuid,
      code: 'detention',
      amountCents: 7_525,
    });
    await expectOneMore(180_000);
    await post(shipper, 'order-manager/update-accessorial', { action: 'approve', orderId: order.orderUuid, accessorialId: requested.accessorials[0]!._id });
    await expectOneMore(187_525);

    expect((await post<OrderDetailView>(carrier, 'order-manager/send-invoice', { _id: order.orderUuid })).status).toBe('invoiced');
    await expectOneMore(187_525);
    expect((await post<OrderDetailView>(shipper, 'order-manager/rate-paid-order/shipper', { _id: order.orderUuid, rating: 5 })).status).toBe('paid');
    await expectOneMore(187_525);

    // The load keeps its own delivery time (the order's), so every reader of the load sees it delivered then.
    const [times] = await sql<{ load: Date | null; order: Date | null; fact: Date | null }>(
      `select l.delivered_at as load, o.delivered_at as order, f.delivered_at as fact
       from loads l join orders o on o.load_id = l.id left join shipment_facts f on f.load_id = l.id where l.id = $1`,
      [order.loadUuid],
    );
    expect(times!.order).not.toBeNull();
    expect(times).toEqual({ load: times!.order, order: times!.order, fact: times!.order });
  });

  it("a load recorded delivered without a time takes its order's, or the moment it is recorded", async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    await sql(`update orders set status = 'delivered', delivered_at = '2026-11-02T15:00:00Z', picked_up_at = '2026-11-01T09:00:00Z' where id = $1`, [
      order.orderUuid,
    ]);
    await sql(`update loads set status = 'delivered' where id = $1`, [order.loadUuid]);
    const [load] = await sql<{ picked_up_at: Date; delivered_at: Date; delivered_on: string | null }>(
      `select l.picked_up_at, l.delivered_at, f.delivered_on::text as delivered_on from loads l left join shipment_facts f on f.load_id = l.id where l.id = $1`,
      [order.loadUuid],
    );
    expect(load).toEqual({ picked_up_at: new Date('2026-11-01T09:00:00Z'), delivered_at: new Date('2026-11-02T15:00:00Z'), delivered_on: '2026-11-02' });

    const [bare] = await sql<{ id: string }>(
      `select id::text from loads where company_id = $1 and status = 'pending' and not exists (select 1 from orders o where o.load_id = loads.id) limit 1`,
      [world.demoId],
    );
    const [stamped] = await sql<{ recent: boolean }>(
      `update loads set status = 'delivered' where id = $1 returning delivered_at > now() - interval '1 minute' as recent`,
      [bare!.id],
    );
    expect(stamped!.recent).toBe(true);
    expect((await sql(`select 1 from shipment_facts where load_id = $1`, [bare!.id])).length).toBe(1);
  });
});
