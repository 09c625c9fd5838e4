import pg from 'pg';
import { createTestDatabase } from '../../../test/support/test-app';

/**
 * The figures the database keeps by itself (migration 0014): order_counters agree with counting orders, and
 * shipment_facts hold exactly the delivered shipments with the loads' and orders' values, after the seed and after
 * changes made by ordinary statements.
 */
describe('dashboard figures kept by the database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

  const counterMismatches = () =>
    rows(`
      with actual as (
        select company_id, 'shipper' side, status, count(*)::int n from orders group by 1, 2, 3
        union all
        select carrier_company_id, 'carrier', status, count(*)::int from orders group by 1, 2, 3
      )
      select coalesce(a.company_id, c.company_id) company_id, coalesce(a.side, c.side) side, coalesce(a.status, c.status) status,
             a.n actual, c.count kept
      from actual a full join (select * from order_counters where count <> 0) c
        on c.company_id = a.company_id and c.side = a.side and c.status = a.status
      where a.n is distinct from c.count`);

  const factMismatches = () =>
    rows(`
      select l.id, l.status, f.load_id from loads l full join shipment_facts f on f.load_id = l.id
      where (l.status in ('delivered', 'invoiced', 'paid') and l.delivered_at is not null) is distinct from (f.load_id is not null)`);

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('counts every order of the demo world by company, side and status', async () => {
    expect((await rows(`select count(*)::int n from orders`))[0]).toEqual({ n: expect.any(Number) });
    expect(await counterMismatches()).toEqual([]);
  });

  it('keeps the counts exact through updates and deletes', async () => {
    const [order] = await rows<{ id: string; status: string }>(`select id, status from orders where status = 'paid' limit 1`);
    await client.query(`update orders set status = 'cancelled' where id = $1`, [order!.id]);
    expect(await counterMismatches()).toEqual([]);
    await client.query(`update orders set status = $2 where id = $1`, [order!.id, order!.status]);
    await client.query(`delete from orders where id in (select id from orders where status = 'new' limit 3)`);
    expect(await counterMismatches()).toEqual([]);
  });

  it('has one fact per delivered shipment, with the order rate, accessorials and CO2e', async () => {
    expect(await factMismatches()).toEqual([]);
    const [sample] = await rows<{ n: number; co2: number; rated: number }>(
      `select count(*)::int n, count(*) filter (where co2e_kg > 0)::int co2, count(*) filter (where rating is not null)::int rated from shipment_facts`,
    );
    expect(sample!.n).toBeGreaterThan(0);
    expect(sample!.co2).toBe(sample!.n);
    const wrong = await rows(`
      select f.load_id from shipment_facts f join orders o on o.id = f.order_id
      where f.rate <> o.rate or f.accessorials <> o.accessorial_total or f.rating is distinct from o.rating`);
    expect(wrong).toEqual([]);
  });

  it('follows a delivery, a changed rate and an emission factor', async () => {
    const [live] = await rows<{ id: string; load_id: string }>(
      `select o.id, o.load_id from orders o join loads l on l.id = o.load_id where l.status = 'in_transit' limit 1`,
    );
    await client.query(`update loads set status = 'delivered', delivered_at = delivery_end - interval '1 hour' where id = $1`, [live!.load_id]);
    await client.query(`update orders set status = 'delivered', rate = 1234.56 where id = $1`, [live!.id]);
    const [fact] = await rows<{ rate: string; delivery_on_time: boolean; co2e_kg: string }>(
      `select rate, delivery_on_time, co2e_kg from shipment_facts where load_id = $1`,
      [live!.load_id],
    );
    expect(fact).toMatchObject({ rate: '1234.56', delivery_on_time: true });
    // A doubled factor doubles the CO2e (within rounding).
    const before = Number(fact!.co2e_kg);
    await client.query(`update emission_factors set empty_kg_per_km = empty_kg_per_km * 2, full_kg_per_km = full_kg_per_km * 2`);
    const [after] = await rows<{ co2e_kg: string }>(`select co2e_kg from shipment_facts where load_id = $1`, [live!.load_id]);
    expect(Number(after!.co2e_kg)).toBeCloseTo(before * 2, 0);
    expect(await factMismatches()).toEqual([]);
  });
});
