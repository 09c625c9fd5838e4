import pg from 'pg';
import { LOAD_STATUSES } from '@freight/contracts';
import { CARRIER_COMPANIES, WORLD_SIZE } from '../world';
import { createTestDatabase } from '../../../test/support/test-app';

/** The demo world made on first start (src/seed/world.ts), as seeded into the test template database. */
describe('demo world', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  let demoId: string;
  const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;
  const count = async (text: string, values: unknown[] = []) => Number((await one<{ n: string }>(text, values)).n);

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    demoId = (await one<{ id: string }>(`select id from companies where name = 'Demo Freight Co.'`)).id;
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('has the shipper (Demo Freight Co.), two carrier companies and the onboarding company', async () => {
    const rows = (await client.query(`select name, company_type from companies order by name`)).rows;
    expect(rows).toEqual([
      { name: 'Demo Freight Co.', company_type: 'both' },
      { name: CARRIER_COMPANIES.interstate.name, company_type: 'carrier' },
      { name: CARRIER_COMPANIES.maple.name, company_type: 'carrier' },
      { name: 'Northwind Onboarding Inc.', company_type: 'shipper' },
    ]);
    // The demo accounts are untouched; each carrier company has a dispatcher.
    expect(await count(`select count(*) n from users where email like '%@demo.test'`)).toBe(4);
    expect(await count(`select count(*) n from users where email in ($1, $2)`, [CARRIER_COMPANIES.interstate.email, CARRIER_COMPANIES.maple.email])).toBe(2);
  });

  it('has 40 trucks with positions in the USA and Canada', async () => {
    expect(await count(`select count(*) n from truckers`)).toBe(WORLD_SIZE.trucks);
    expect(await count(`select count(*) n from truckers where last_lat is null or last_lng is null`)).toBe(0);
    // Inside the USA + Canada bounding box (no trucks in the ocean or in Mexico's interior).
    expect(await count(`select count(*) n from truckers where last_lat not between 24.5 and 60 or last_lng not between -135 and -52`)).toBe(0);
    // The last position's name is the place only ("Mississauga, ON"): no English word a French screen would show.
    const names = (await client.query<{ name: string | null }>(`select last_location_name name from truckers`)).rows.map((row) => row.name);
    expect(names.filter((name) => !/^[^,]+, [A-Z]{2}$/.test(name ?? '') || /^near /i.test(name ?? ''))).toEqual([]);
    // Each fleet company has some; Demo Freight Co. runs its own (carrier@demo.test dispatches it).
    const perCompany = (await client.query(`select c.name, count(*)::int n from truckers t join companies c on c.id = t.company_id group by 1 order by 1`))
      .rows;
    expect(perCompany).toEqual([
      { name: 'Demo Freight Co.', n: 14 },
      { name: CARRIER_COMPANIES.interstate.name, n: 14 },
      { name: CARRIER_COMPANIES.maple.name, n: 12 },
    ]);
  });

  it('has 120 addresses and 15 warehouses of the shipper at real city coordinates', async () => {
    expect(await count(`select count(*) n from addresses where company_id = $1`, [demoId])).toBe(WORLD_SIZE.addresses);
    expect(await count(`select count(*) n from warehouses where company_id = $1`, [demoId])).toBe(WORLD_SIZE.warehouses);
    expect(await count(`select count(*) n from addresses where lat is null`)).toBe(0);
    // Chicago HQ is where Chicago is.
    const hq = await one<{ lat: number; lng: number; city: string; postal_code: string }>(
      `select lat, lng, city, postal_code from addresses where company_id = $1 and tag = 'business'`,
      [demoId],
    );
    expect(hq.city).toBe('Chicago');
    expect(hq.postal_code).toBe('60601');
    expect(Math.abs(hq.lat - 41.8781)).toBeLessThan(0.05);
    expect(Math.abs(hq.lng - -87.6298)).toBeLessThan(0.05);
    // One default address per tag.
    expect(await count(`select count(*) n from (select tag from addresses where is_default group by company_id, tag having count(*) > 1) s`)).toBe(0);
  });

  it('has 25 lanes with their users', async () => {
    expect(await count(`select count(*) n from lanes where company_id = $1`, [demoId])).toBe(WORLD_SIZE.lanes);
    expect(await count(`select count(*) n from lanes l where not exists (select 1 from lane_users u where u.lane_id = l.id)`)).toBe(0);
  });

  it('has 300 loads over every status and the last 90 days', async () => {
    expect(await count(`select count(*) n from loads where company_id = $1`, [demoId])).toBe(WORLD_SIZE.loads);
    const statuses = (await client.query(`select distinct status from loads`)).rows.map((row: { status: string }) => row.status).sort();
    expect(statuses).toEqual([...LOAD_STATUSES].sort());
    const spread = await one<{ oldest: number; newest: number; future: string }>(
      `select extract(epoch from now() - min(created_at)) / 86400 as oldest, extract(epoch from now() - max(created_at)) / 86400 as newest,
              count(*) filter (where created_at > now()) as future from loads`,
    );
    expect(Number(spread.oldest)).toBeGreaterThan(60);
    expect(Number(spread.oldest)).toBeLessThanOrEqual(90);
    expect(Number(spread.newest)).toBeLessThan(2);
    expect(Number(spread.future)).toBe(0);
    // Every week of the last 90 days has loads.
    expect(await count(`select count(distinct floor(extract(epoch from now() - created_at) / 604800)) n from loads`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*) n from loads where is_delayed`)).toBeGreaterThan(0);
    expect(await count(`select count(*) n from loads where is_at_risk`)).toBeGreaterThan(0);
    expect(await count(`select count(*) n from loads where parent_id is not null`)).toBeGreaterThan(0);
    // Two stops at least, each load.
    expect(await count(`select count(*) n from loads l where (select count(*) from load_stops s where s.load_id = l.id) < 2`)).toBe(0);
  });

  it('has quotes, orders and tracking coherent with the load statuses', async () => {
    // Every awarded load has exactly one live order, carried by the load's carrier.
    expect(
      await count(`select count(*) n from loads l where l.status in ('tendered','accepted','assigned','in_transit','delivered','invoiced','paid')
        and (select count(*) from orders o where o.load_id = l.id and o.status not in ('rejected','cancelled') and o.carrier_company_id = l.carrier_company_id) <> 1`),
    ).toBe(0);
    expect(await count(`select count(*) n from loads where status in ('pending','quoted','cancelled') and carrier_company_id is not null`)).toBe(0);
    // Quoted loads have a confirmed quote; every status of a quote appears.
    expect(
      await count(
        `select count(*) n from loads l where status = 'quoted' and not exists (select 1 from quotes q where q.load_id = l.id and q.status = 'confirmed')`,
      ),
    ).toBe(0);
    expect(await count(`select count(distinct status) n from quotes`)).toBe(6);
    // A truck in transit carries one load; in-transit loads have tracking points.
    expect(await count(`select count(*) n from (select trucker_id from loads where status = 'in_transit' group by 1 having count(*) > 1) s`)).toBe(0);
    expect(
      await count(`select count(*) n from loads l where status = 'in_transit' and not exists (select 1 from tracking_points t where t.load_id = l.id)`),
    ).toBe(0);
    // The three fleets carry loads; carrier@demo.test's own fleet too.
    expect(await count(`select count(distinct carrier_company_id) n from orders`)).toBe(3);
    expect(
      await count(`select count(*) n from orders where carrier_company_id = $1 and status in ('accepted','assigned','in_transit')`, [demoId]),
    ).toBeGreaterThan(5);
  });

  it('has 20 purchase orders with containers, positions and milestones; one split', async () => {
    expect(await count(`select count(*) n from purchase_orders where company_id = $1`, [demoId])).toBe(WORLD_SIZE.purchaseOrders);
    expect(await count(`select count(*) n from purchase_orders p where not exists (select 1 from containers c where c.purchase_order_id = p.id)`)).toBe(0);
    expect(await count(`select count(*) n from purchase_orders where parent_id is not null`)).toBe(1);
    expect(await count(`select count(*) n from container_positions`)).toBeGreaterThan(50);
    expect(await count(`select count(*) n from container_milestones where actual_at is not null`)).toBeGreaterThan(20);
    expect(await count(`select count(distinct status) n from purchase_orders`)).toBe(6);
  });

  it('has the rest of the screens filled: sales orders, chat, activity, labels, inventory, notifications', async () => {
    expect(await count(`select count(*) n from sales_orders where company_id = $1`, [demoId])).toBe(WORLD_SIZE.salesOrders);
    expect(await count(`select count(distinct trucker_id) n from chat_messages where company_id = $1`, [demoId])).toBeGreaterThanOrEqual(10);
    expect(await count(`select count(*) n from activity_logs where company_id = $1`, [demoId])).toBeGreaterThan(300);
    expect(await count(`select count(distinct status) n from shipment_labels`)).toBe(3);
    expect(await count(`select count(*) n from warehouse_inventory`)).toBeGreaterThan(60);
    expect(await count(`select count(*) n from notifications where read_at is null`)).toBeGreaterThan(0);
    expect(await count(`select count(*) n from plans`)).toBe(3);
    expect(await count(`select count(*) n from equipment_types`)).toBeGreaterThanOrEqual(10);
  });

  it('has load counters equal to the loads (shipper and carrier side)', async () => {
    const mismatches = await count(
      `select count(*) n from (
         select company_id, 'shipper' as side, status, count(*)::int as n from loads group by 1, 2, 3
         union all
         select carrier_company_id, 'carrier', status, count(*)::int from loads where carrier_company_id is not null group by 1, 2, 3
       ) actual full join load_counters c using (company_id, side, status)
       where coalesce(actual.n, 0) <> coalesce(c.count, 0)`,
    );
    expect(mismatches).toBe(0);
  });

  it('keeps every human id unique per company and every quote id unique', async () => {
    expect(await count(`select count(*) - count(distinct (company_id, load_id)) n from loads`)).toBe(0);
    expect(await count(`select count(*) - count(distinct quote_id) n from quotes`)).toBe(0);
    const counter = await one<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'load'`, [demoId]);
    expect(counter.value).toBe(100_000 + WORLD_SIZE.loads);
  });
});
