import {
  DASHBOARD_GROUPS,
  ORDER_GROUPS,
  type DashboardGroup,
  type LoadListResponseData,
  type NextPreviousResponse,
  type OrderListResponseData,
  type OrdersCountResponse,
} from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import type { TestApp } from '../../../test/support/test-app';

/**
 * orders-count (every group, each side) against order-list's and load-list's totals for the same group and side, and
 * against counting the rows by hand; order-list's `group` (statuses, flags) and next-previous-orders in a group.
 */
describe('dashboard-manager/orders-count and order-list groups', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let interstate: string;
  let ids: { demo: string; interstate: string };
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, interstate],
    } = await openApi(['shipper@demo.test', 'carrier@demo.test', 'dispatch@interstate-haulers.test']));
    const [row] = await sql<{ demo: string; interstate: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as demo,
              (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate`,
    );
    ids = row!;
    // The risk job has not run on the template: flag a few live orders (and one closed order, which no group counts)
    // of each company by hand, on both sides.
    await sql(`update orders set is_at_risk = true where id in (select id from orders where status in ('new', 'accepted') order by order_id limit 4)`);
    await sql(`update orders set is_delayed = true where id in (select id from orders where status in ('assigned', 'in_transit') order by order_id limit 3)`);
    await sql(`update orders set is_delayed = true, is_at_risk = true where id in (select id from orders where status = 'paid' order by order_id limit 2)`);
  }, 60_000);
  afterAll(() => t.close());

  const counts = async (token: string, side?: string) => {
    const answer = await call<OrdersCountResponse>(token, 'GET', `dashboard-manager/orders-count/all${side ? `?side=${side}` : ''}`);
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  };
  const orderTotal = async (token: string, side: string, group: string, extra: Record<string, unknown> = {}) => {
    const answer = await call<OrderListResponseData>(token, 'POST', 'order-manager/order-list', { side, group, limit: 5, ...extra });
    expect(answer.statusCode).toBe(200);
    return answer.body.data!.total;
  };
  const loadTotal = async (token: string, view: string, status: string) => {
    const answer = await call<LoadListResponseData>(token, 'POST', 'load-manager/load-list', { view, status, limit: 5 });
    expect(answer.statusCode).toBe(200);
    return answer.body.data!.total;
  };

  /** The group's rows counted by hand. */
  async function handCount(companyId: string, side: 'shipper' | 'carrier', group: DashboardGroup): Promise<number> {
    const owner = side === 'shipper' ? 'company_id' : 'carrier_company_id';
    const statuses: Record<DashboardGroup, string> = {
      pending: '',
      quoted: '',
      new: `status = 'new'`,
      current: `status = 'accepted'`,
      active: `status in ('assigned', 'in_transit')`,
      completed: `status in ('delivered', 'invoiced', 'paid')`,
      riskOfDelay: `status in ('new', 'accepted', 'assigned', 'in_transit') and is_at_risk`,
      delayed: `status in ('new', 'accepted', 'assigned', 'in_transit') and is_delayed`,
    };
    if (group === 'pending' || group === 'quoted') {
      if (side === 'carrier') return 0;
      const [row] = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1 and status = $2`, [companyId, group]);
      return row!.n;
    }
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from orders where ${owner} = $1 and ${statuses[group]}`, [companyId]);
    return row!.n;
  }

  const cases = [
    { who: 'shipper@demo.test, shipper side', token: () => shipper, side: 'shipper' as const, company: () => ids.demo },
    { who: 'carrier@demo.test, carrier side', token: () => carrier, side: 'carrier' as const, company: () => ids.demo },
    { who: 'Interstate, carrier side', token: () => interstate, side: 'carrier' as const, company: () => ids.interstate },
  ];

  it.each(cases)('$who: every group equals its list total and the hand count', async ({ token, side, company }) => {
    const answer = await counts(token(), side);
    expect(answer.side).toBe(side);
    expect(Object.keys(answer.counts).sort()).toEqual([...DASHBOARD_GROUPS].sort());
    for (const group of DASHBOARD_GROUPS) {
      const listed = group === 'pending' || group === 'quoted' ? await loadTotal(token(), side, group) : await orderTotal(token(), side, group);
      const hand = await handCount(company(), side, group);
      expect({ group, count: answer.counts[group] }).toEqual({ group, count: listed });
      expect({ group, count: answer.counts[group] }).toEqual({ group, count: hand });
    }
    // The demo world has orders in every order group of the shipper and of Interstate.
    if (side === 'shipper' || company() === ids.interstate) {
      for (const group of ['new', 'current', 'active', 'completed'] as const) expect(answer.counts[group]).toBeGreaterThan(0);
    }
  });

  it('the side defaults to the company type (carrier for Interstate, shipper for a shipper) and a single group answers alone', async () => {
    expect((await counts(interstate)).side).toBe('carrier');
    const [type] = await sql<{ type: string }>(`select company_type as type from companies where id = $1`, [ids.demo]);
    expect((await counts(shipper)).side).toBe(type!.type === 'carrier' ? 'carrier' : 'shipper');
    const one = await call<OrdersCountResponse>(shipper, 'GET', 'dashboard-manager/orders-count/delayed?side=shipper');
    expect(one.body.data).toEqual({ side: 'shipper', counts: { delayed: await handCount(ids.demo, 'shipper', 'delayed') } });
  });

  it('the flagged groups hold the live flagged orders only, and follow a new flag at once', async () => {
    const before = (await counts(shipper, 'shipper')).counts;
    expect(before.riskOfDelay! + before.delayed!).toBeGreaterThan(0);
    const list = await call<OrderListResponseData>(shipper, 'POST', 'order-manager/order-list', { side: 'shipper', group: 'delayed', limit: 100 });
    for (const item of list.body.data!.items) {
      expect(['new', 'accepted', 'assigned', 'in_transit']).toContain(item.status);
    }
    const [live] = await sql<{ id: string }>(
      `select id::text as id from orders where company_id = $1 and status = 'in_transit' and not is_delayed order by order_id limit 1`,
      [ids.demo],
    );
    await sql(`update orders set is_delayed = true where id = $1`, [live!.id]);
    expect((await counts(shipper, 'shipper')).counts.delayed).toBe(before.delayed! + 1);
    expect(await orderTotal(shipper, 'shipper', 'delayed')).toBe(before.delayed! + 1);
    const after = await call<OrderListResponseData>(shipper, 'POST', 'order-manager/order-list', { side: 'shipper', group: 'delayed', limit: 100 });
    expect(after.body.data!.items.map((item) => item._id)).toContain(live!.id);
  });

  it('order-list with a group lists exactly the group, in every sort, combined with scope, status and search', async () => {
    for (const group of ORDER_GROUPS) {
      const all = await call<OrderListResponseData>(shipper, 'POST', 'order-manager/order-list', { side: 'shipper', group, limit: 100, sort: 'pickup' });
      expect(all.statusCode).toBe(200);
      expect(all.body.data!.items.length).toBe(Math.min(100, all.body.data!.total));
      expect(all.body.data!.total).toBe(await handCount(ids.demo, 'shipper', group));
    }
    // status inside the group narrows it; outside it, nothing.
    expect(await orderTotal(shipper, 'shipper', 'active', { status: 'in_transit' })).toBe(
      (await sql<{ n: number }>(`select count(*)::int as n from orders where company_id = $1 and status = 'in_transit'`, [ids.demo]))[0]!.n,
    );
    expect(await orderTotal(shipper, 'shipper', 'active', { status: 'paid' })).toBe(0);
    expect(await orderTotal(shipper, 'shipper', 'completed', { scope: 'history' })).toBe(
      (await sql<{ n: number }>(`select count(*)::int as n from orders where company_id = $1 and status = 'paid'`, [ids.demo]))[0]!.n,
    );
    // A search is counted on the rows (not the counters) and stays inside the group.
    const [paid] = await sql<{ order_id: string }>(`select order_id from orders where company_id = $1 and status = 'paid' order by order_id limit 1`, [
      ids.demo,
    ]);
    expect(await orderTotal(shipper, 'shipper', 'completed', { search: paid!.order_id })).toBe(1);
    expect(await orderTotal(shipper, 'shipper', 'active', { search: paid!.order_id })).toBe(0);
  });

  it('next-previous-orders walks the same group', async () => {
    const list = { side: 'shipper', group: 'completed', limit: 20 } as const;
    const page = await call<OrderListResponseData>(shipper, 'POST', 'order-manager/order-list', list);
    const items = page.body.data!.items;
    expect(items.length).toBeGreaterThan(2);
    const walked = await call<NextPreviousResponse>(shipper, 'POST', 'order-manager/next-previous-orders', { _id: items[1]!._id, list });
    expect(walked.body.data).toMatchObject({
      previous: { _id: items[0]!._id },
      next: { _id: items[2]!._id },
      position: 2,
      total: page.body.data!.total,
    });
    // An order outside the group has no place in it.
    const [outside] = await sql<{ id: string }>(`select id::text as id from orders where company_id = $1 and status = 'new' limit 1`, [ids.demo]);
    const away = await call<NextPreviousResponse>(shipper, 'POST', 'order-manager/next-previous-orders', { _id: outside!.id, list });
    expect(away.body.data!.position).toBeNull();
  });

  it('counts follow an order moving between groups (the counters are kept by the database)', async () => {
    const before = (await counts(interstate, 'carrier')).counts;
    const [order] = await sql<{ id: string }>(`select id::text as id from orders where carrier_company_id = $1 and status = 'new' limit 1`, [ids.interstate]);
    await sql(`update orders set status = 'accepted' where id = $1`, [order!.id]);
    const after = (await counts(interstate, 'carrier')).counts;
    expect(after.new).toBe(before.new! - 1);
    expect(after.current).toBe(before.current! + 1);
    expect(await orderTotal(interstate, 'carrier', 'current')).toBe(after.current);
  });
});
