import pg from 'pg';
import { createTestDatabase } from '../../../test/support/test-app';

/**
 * shipment_days (migration 0015): the delivered shipments summed per (shipper, day, carrier, lane, currency), kept by
 * triggers on shipment_facts. After the seed and after every kind of change, the table equals the facts grouped.
 */
describe('shipment_days kept by the database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

  /** Groups where the table and the facts grouped by hand disagree (either side missing, or any sum differing). */
  const mismatches = () =>
    rows(`
      with expected as (
        select company_id, delivered_on, carrier_company_id, lane_id, currency, count(*)::int loads, coalesce(sum(miles), 0) miles,
               count(*) filter (where pickup_on_time)::int pickups_on_time, count(*) filter (where delivery_on_time)::int deliveries_on_time,
               sum(delivery_delay_minutes)::bigint delivery_delay_minutes, sum(co2e_kg) co2e_kg,
               coalesce(sum(weight_kg * miles) filter (where miles > 0), 0) kg_miles, sum(rate) rate, sum(accessorials) accessorials,
               coalesce(sum(rate + accessorials) filter (where miles > 0), 0) amount_with_miles
        from shipment_facts group by 1, 2, 3, 4, 5
      )
      select e.*, d.* from expected e full join shipment_days d
        on d.company_id = e.company_id and d.delivered_on = e.delivered_on and d.carrier_company_id is not distinct from e.carrier_company_id
       and d.lane_id is not distinct from e.lane_id and d.currency = e.currency
      where (e.loads, e.miles, e.pickups_on_time, e.deliveries_on_time, e.delivery_delay_minutes, e.co2e_kg, e.kg_miles, e.rate, e.accessorials, e.amount_with_miles)
            is distinct from
            (d.loads, d.miles, d.pickups_on_time, d.deliveries_on_time, d.delivery_delay_minutes, d.co2e_kg, d.kg_miles, d.rate, d.accessorials, d.amount_with_miles)
      limit 5`);

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('sums every delivered shipment of the demo world', async () => {
    const [count] = await rows<{ days: number; facts: number }>(
      `select (select count(*)::int from shipment_days) days, (select coalesce(sum(loads), 0)::int from shipment_days) facts`,
    );
    const [facts] = await rows<{ n: number }>(`select count(*)::int n from shipment_facts`);
    expect(facts!.n).toBeGreaterThan(0);
    expect(count!.facts).toBe(facts!.n);
    expect(await mismatches()).toEqual([]);
  });

  it('follows a delivery, a new rate, accessorials, a cancelled order, a deleted load and a new emission factor', async () => {
    const [live] = await rows<{ id: string; load_id: string }>(
      `select o.id, o.load_id from orders o join loads l on l.id = o.load_id where l.status = 'in_transit' limit 1`,
    );
    await client.query(`update loads set status = 'delivered', delivered_at = delivery_end + interval '3 hours' where id = $1`, [live!.load_id]);
    await client.query(`update orders set status = 'delivered', rate = 2345.67, accessorial_total = 120.5 where id = $1`, [live!.id]);
    expect(await mismatches()).toEqual([]);
    // Delivered another day: the sums move from one day to the other.
    await client.query(`update loads set delivered_at = delivered_at - interval '2 days' where id = $1`, [live!.load_id]);
    expect(await mismatches()).toEqual([]);
    // No longer delivered: the fact goes, and with it the day's sums (the group is deleted when empty).
    await client.query(`update loads set status = 'in_transit', delivered_at = null where id = $1`, [live!.load_id]);
    expect(await mismatches()).toEqual([]);
    const [paid] = await rows<{ id: string }>(`select load_id as id from shipment_facts order by delivered_at desc limit 1`);
    await client.query(`delete from loads where id = $1`, [paid!.id]);
    expect(await mismatches()).toEqual([]);
    await client.query(`update emission_factors set full_kg_per_km = full_kg_per_km * 1.1 where equipment_key in ('dry_van', 'reefer')`);
    expect(await mismatches()).toEqual([]);
    const [empty] = await rows<{ n: number }>(`select count(*)::int n from shipment_days where loads <= 0`);
    expect(empty!.n).toBe(0);
  });
});
