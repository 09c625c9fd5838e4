import { PURCHASE_ORDER_STATUSES, type PurchaseOrderListItem, type PurchaseOrderListRequest, type PurchaseOrderListResponseData } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';
import { PURCHASE_ORDER_MESSAGES } from '../texts';

/**
 * POST purchase-manager/purchase-order-list (/order/purchase-orders/list) on a fresh copy of the demo
 * world: Demo Freight Co. has 20 purchase orders with containers; Interstate Haulers has none.
 */

const SHIPPER = 'shipper@demo.test';
const CARRIER = 'carrier@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';
const ROUTE = 'purchase-manager/purchase-order-list';

describe('purchase-manager/purchase-order-list', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let demoId: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const list = (body: PurchaseOrderListRequest, token = shipper) => call<PurchaseOrderListResponseData>(token, 'POST', ROUTE, body);

  /** Every purchase order of the list for `body`, page after page. */
  async function whole(body: PurchaseOrderListRequest, token = shipper): Promise<PurchaseOrderListItem[]> {
    const items: PurchaseOrderListItem[] = [];
    for (let page = 1; page < 50; page++) {
      const answer = await list({ ...body, page, limit: 7 }, token);
      expect(answer.statusCode).toBe(200);
      items.push(...answer.body.data!.items);
      if (items.length >= answer.body.data!.total) break;
    }
    return items;
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    shipper = await t.login(SHIPPER);
    const [row] = await sql<{ id: string }>(`select company_id::text as id from users where email = $1`, [SHIPPER]);
    demoId = row!.id;
  });
  afterAll(() => t.close());

  it("lists the company's purchase orders newest first, with their supplier, ports, dates and containers count", async () => {
    const answer = await list({});
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PURCHASE_ORDER_MESSAGES.listFetched);
    const data = answer.body.data!;
    const rows = await sql<{
      id: string;
      po_number: string;
      supplier_name: string;
      origin_port: string;
      destination_port: string;
      eta: Date | null;
      containers: number;
    }>(
      `select p.id::text as id, p.po_number, p.supplier_name, p.origin_port, p.destination_port, p.eta,
              (select count(*)::int from containers c where c.purchase_order_id = p.id) as containers
       from purchase_orders p where p.company_id = $1 order by p.created_at desc, p.id desc`,
      [demoId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(data.total).toBe(rows.length);
    expect(data.page).toBe(1);
    expect(data.limit).toBe(20);
    expect(data.items.map((item) => item._id)).toEqual(rows.slice(0, 20).map((row) => row.id));
    for (const item of data.items) {
      const row = rows.find((candidate) => candidate.id === item._id)!;
      expect(item.poNumber).toBe(row.po_number);
      expect(item.supplier.name).toBe(row.supplier_name);
      expect(item.originPort).toBe(row.origin_port);
      expect(item.destinationPort).toBe(row.destination_port);
      expect(item.eta).toBe(row.eta ? new Date(row.eta).toISOString() : null);
      expect(item.containerCount).toBe(row.containers);
    }
    expect(data.items.some((item) => item.containerCount > 0)).toBe(true);
  });

  it('filters by status, searches, sorts and pages', async () => {
    for (const status of PURCHASE_ORDER_STATUSES) {
      const [expected] = await sql<{ n: number }>(`select count(*)::int as n from purchase_orders where company_id = $1 and status = $2`, [demoId, status]);
      const items = await whole({ status });
      expect([status, items.length]).toEqual([status, expected!.n]);
      expect(items.every((item) => item.status === status)).toBe(true);
    }

    // Search: the PO number, the supplier (any case, part of a word), the bill of lading.
    const [sample] = await sql<{ po_number: string; supplier_name: string; bill_of_lading: string }>(
      `select po_number, supplier_name, bill_of_lading from purchase_orders where company_id = $1 and bill_of_lading is not null and parent_id is null order by created_at limit 1`,
      [demoId],
    );
    const byNumber = await whole({ search: sample!.po_number });
    expect(byNumber.map((item) => item.poNumber)).toContain(sample!.po_number);
    expect(byNumber.every((item) => item.poNumber.startsWith(sample!.po_number))).toBe(true);
    const bySupplier = await whole({ search: sample!.supplier_name.slice(1, 6).toUpperCase() });
    expect(bySupplier.some((item) => item.supplier.name === sample!.supplier_name)).toBe(true);
    expect((await whole({ search: sample!.bill_of_lading })).map((item) => item.billOfLading)).toContain(sample!.bill_of_lading);
    const none = await list({ search: 'no such purchase order %_' });
    expect(none.body.data).toMatchObject({ items: [], total: 0 });

    // Sorts: ETA soonest first (none last), PO number.
    const byEta = await whole({ sort: 'eta' });
    const etas = byEta.map((item) => (item.eta ? Date.parse(item.eta) : Number.POSITIVE_INFINITY));
    expect(etas).toEqual([...etas].sort((a, b) => a - b));
    const byNumberSort = (await whole({ sort: 'po_number' })).map((item) => item.poNumber);
    expect(byNumberSort).toEqual([...byNumberSort].sort());

    // Pages: distinct, and together the whole list.
    const all = await whole({});
    const [total] = await sql<{ n: number }>(`select count(*)::int as n from purchase_orders where company_id = $1`, [demoId]);
    expect(new Set(all.map((item) => item._id)).size).toBe(total!.n);
    const second = await list({ page: 2, limit: 5 });
    expect(second.body.data!.items.map((item) => item._id)).toEqual(all.slice(5, 10).map((item) => item._id));
  });

  it('names the load that ships a purchase order (its PO number on the load, a live load before a cancelled one) and sends exact cents', async () => {
    const [target] = await sql<{ id: string; po_number: string }>(
      `select id::text as id, po_number from purchase_orders where company_id = $1 and status = 'at_port' order by created_at limit 1`,
      [demoId],
    );
    const loadsOfDemo = await sql<{ id: string; load_id: string; status: string }>(
      `select id::text as id, load_id, status from loads where company_id = $1 and status in ('pending', 'cancelled') and po_number is null order by status, created_at limit 10`,
      [demoId],
    );
    const live = loadsOfDemo.find((load) => load.status === 'pending')!;
    const cancelled = loadsOfDemo.find((load) => load.status === 'cancelled')!;
    expect(live && cancelled).toBeTruthy();
    // The cancelled one is the newer: still the live one ships it.
    await sql(`update loads set po_number = $2, created_at = now() - interval '2 days' where id = $1`, [live.id, target!.po_number]);
    await sql(`update loads set po_number = $2, created_at = now() where id = $1`, [cancelled.id, target!.po_number]);
    await sql(`update purchase_orders set total_amount = 1234567.89 where id = $1`, [target!.id]);

    const [item] = (await whole({ search: target!.po_number })).filter((candidate) => candidate._id === target!.id);
    expect(item!.load).toEqual({ _id: live.id, loadId: live.load_id, status: 'pending' });
    expect(item!.totalCents).toBe(123456789);
    // Without a load naming it: null.
    const others = (await whole({ status: 'open' })).filter((candidate) => candidate.poNumber !== target!.po_number);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((candidate) => candidate.load === null)).toBe(true);
  });

  it('needs the salesOrders module and shows each company only its own purchase orders', async () => {
    const carrier = await t.login(CARRIER); // same company, without salesOrders
    expect((await list({}, carrier)).statusCode).toBe(403);
    expect((await call(undefined, 'POST', ROUTE, {})).statusCode).toBe(401);

    const interstate = await t.login(INTERSTATE);
    const theirs = await list({}, interstate);
    expect(theirs.statusCode).toBe(200);
    const [expected] = await sql<{ n: number }>(
      `select count(*)::int as n from purchase_orders p join users u on u.company_id = p.company_id where u.email = $1`,
      [INTERSTATE],
    );
    expect(theirs.body.data!.total).toBe(expected!.n);
    const demoIds = new Set((await whole({})).map((item) => item._id));
    expect(theirs.body.data!.items.some((item) => demoIds.has(item._id))).toBe(false);

    // Bad input: 400 with the field named.
    const bad = await list({ status: 'lost' as never, limit: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
  });
});
