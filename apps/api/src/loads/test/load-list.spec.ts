import pg from 'pg';
import type { ApiEnvelope, LoadListItem, Page } from '@freight/contracts';
import { CARRIER_COMPANIES } from '../../seed/world';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

const LIST = '/v1/api/load-manager/load-list';

describe('POST /v1/api/load-manager/load-list', () => {
  let t: TestApp;
  let shipper: string;
  let carrier: string;
  let interstate: string;
  let pending: string;
  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.login('shipper@demo.test');
    carrier = await t.login('carrier@demo.test');
    interstate = await t.login(CARRIER_COMPANIES.interstate.email);
    pending = await t.login('pending@demo.test');
  });
  afterAll(() => t.close());

  const list = async (token: string, body: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: LIST, headers: auth(token), payload: body });
    return { statusCode: response.statusCode, body: response.json<ApiEnvelope<Page<LoadListItem>>>() };
  };

  it("pages the shipper's 300 loads, newest first", async () => {
    const first = await list(shipper, { page: 1, limit: 20 });
    expect(first.statusCode).toBe(200);
    expect(first.body.status).toBe(true);
    expect(first.body.data!.total).toBe(300);
    expect(first.body.data!.items).toHaveLength(20);
    const created = first.body.data!.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const item = first.body.data!.items[0]!;
    expect(item).toMatchObject({ _id: expect.any(String), loadId: expect.stringMatching(/^L-\d{6}$/), shipper: { name: 'Demo Freight Co.' } });

    const second = await list(shipper, { page: 2, limit: 20 });
    const ids = new Set(first.body.data!.items.map((row) => row._id));
    expect(second.body.data!.items.some((row) => ids.has(row._id))).toBe(false);

    const last = await list(shipper, { page: 15, limit: 20 });
    expect(last.body.data!.items).toHaveLength(20);
    const beyond = await list(shipper, { page: 16, limit: 20 });
    expect(beyond.body.data).toEqual({ items: [], total: 300, page: 16, limit: 20 });
  });

  it('filters by status, searches and sorts', async () => {
    const inTransit = await list(shipper, { page: 1, limit: 100, status: 'in_transit' });
    expect(inTransit.body.data!.total).toBe(24);
    expect(inTransit.body.data!.items.every((item) => item.status === 'in_transit' && item.carrier !== null)).toBe(true);

    const one = (await list(shipper, { page: 1, limit: 1 })).body.data!.items[0]!;
    const byId = await list(shipper, { page: 1, limit: 10, search: one.loadId.toLowerCase() });
    expect(byId.body.data!.items.map((item) => item.loadId)).toContain(one.loadId);
    const byCity = await list(shipper, { page: 1, limit: 100, search: one.origin.city.slice(0, 5).toUpperCase() });
    expect(byCity.body.data!.total).toBeGreaterThan(0);
    // LIKE wildcards in the search are literal.
    expect((await list(shipper, { page: 1, limit: 10, search: '%' })).body.data!.total).toBe(0);
    expect((await list(shipper, { page: 1, limit: 10, search: '_' })).body.data!.total).toBe(0);

    const byPickup = (await list(shipper, { page: 1, limit: 50, sort: 'pickupDate' })).body.data!.items.map((item) => item.pickupDate);
    expect([...byPickup].sort()).toEqual(byPickup);
    const byLoadId = (await list(shipper, { page: 1, limit: 50, sort: '-loadId' })).body.data!.items.map((item) => item.loadId);
    expect([...byLoadId].sort().reverse()).toEqual(byLoadId);
  });

  it("a carrier company sees the loads awarded to it; Demo's fleet view shows its own fleet's loads", async () => {
    const carried = await list(interstate, { page: 1, limit: 100 });
    expect(carried.statusCode).toBe(200);
    expect(carried.body.data!.total).toBeGreaterThan(10);
    expect(carried.body.data!.items.every((item) => item.carrier?.name === CARRIER_COMPANIES.interstate.name)).toBe(true);

    const ownFleet = await list(carrier, { page: 1, limit: 100, view: 'carrier' });
    expect(ownFleet.body.data!.total).toBeGreaterThan(10);
    expect(ownFleet.body.data!.items.every((item) => item.carrier?.name === 'Demo Freight Co.')).toBe(true);
  });

  it('a company with no loads gets an empty page (once it has the portal: before, 403)', async () => {
    expect((await list(pending, { page: 1, limit: 20 })).statusCode).toBe(403);
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query(`update users set can_access_portal = true where email = 'pending@demo.test'`);
    } finally {
      await client.end();
    }
    const response = await list(pending, { page: 1, limit: 20 });
    expect(response.body.data).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it('keeps the totals exact through inserts, status changes, carrier changes and deletes (load_counters triggers)', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const actual = async () =>
        (
          await client.query(
            `select status, count(*)::int as n from loads where company_id = (select id from companies where name = 'Demo Freight Co.') group by 1 order by 1`,
          )
        ).rows as Array<{ status: string; n: number }>;
      const reported = async () => {
        const out: Array<{ status: string; n: number }> = [];
        for (const { status } of await actual()) out.push({ status, n: (await list(shipper, { page: 1, limit: 1, status })).body.data!.total });
        return out;
      };
      const carrierTotal = async () => (await list(interstate, { page: 1, limit: 1 })).body.data!.total;
      const carriedBefore = await carrierTotal();
      expect(await reported()).toEqual(await actual());

      // One statement changing many loads, one moving a load to another carrier, one deleting.
      await client.query(`update loads set status = 'cancelled', carrier_company_id = null where status = 'pending' and parent_id is null`);
      const moved = await client.query(
        `update loads set carrier_company_id = (select id from companies where name = $1)
         where id = (select id from loads where status = 'paid' and carrier_company_id <> (select id from companies where name = $1) limit 1) returning id`,
        [CARRIER_COMPANIES.interstate.name],
      );
      expect(moved.rowCount).toBe(1);
      await client.query(`delete from loads where id in (select id from loads where status = 'cancelled' and parent_id is null limit 3)`);
      expect(await reported()).toEqual(await actual());
      expect(await carrierTotal()).toBe(carriedBefore + 1);
      expect((await list(shipper, { page: 1, limit: 1 })).body.data!.total).toBe((await actual()).reduce((sum, row) => sum + row.n, 0));
    } finally {
      await client.end();
    }
  });

  it('rejects bad input with the fields named', async () => {
    const response = await list(shipper, { page: 0, limit: 500, status: 'lost', sort: 'price', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.body.errors!.map((error) => error.field).sort()).toEqual(['body.extra', 'body.limit', 'body.page', 'body.sort', 'body.status']);
  });
});
