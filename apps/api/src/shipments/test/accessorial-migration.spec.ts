import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { withSql } from '../../address-book/test/support';

/**
 * Migration 0025: a charge costs quantity × amount. A database made before kept each order's total as the sum of the
 * amounts, and the demo world wrote its detention already multiplied by the hours; both are put right.
 */
describe('migration 0025 (accessorials priced per unit)', () => {
  let t: TestApp;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const migrate = async () => {
    const migration = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'drizzle', '0025_accessorial_unit_price.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await sql(statement);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("prices an older database's seeded detention per hour and makes every order's total quantity × amount again", async () => {
    const [order] = await sql<{ id: string; company_id: string; carrier: string }>(
      `select o.id::text as id, o.company_id::text as company_id, o.carrier_company_id::text as carrier from orders o where o.status = 'paid' order by o.created_at limit 1`,
    );
    await sql(`delete from order_accessorials where order_id = $1`, [order!.id]);
    // As an older version stored them: the seed's 3 h of detention at 225 (75 × 3), a typed charge of 2 × 75.25, a
    // declined one, and the total as the sum of the approved amounts.
    await sql(
      `insert into order_accessorials (company_id, carrier_company_id, order_id, code, description, quantity, amount, status)
       values ($1, $3, $2, 'detention', '3 h detention at the receiver', 3, 225, 'approved'),
              ($1, $3, $2, 'lumper', 'Lumper, two crews', 2, 75.25, 'approved'),
              ($1, $3, $2, 'layover', 'Declined night', 1, 300, 'declined')`,
      [order!.company_id, order!.id, order!.carrier],
    );
    await sql(`update orders set accessorial_total = 300.25 where id = $1`, [order!.id]);

    await migrate();

    const charges = await sql<{ code: string; amount: string }>(
      `select code, amount::text as amount from order_accessorials where order_id = $1 order by code`,
      [order!.id],
    );
    expect(charges).toEqual([
      { code: 'detention', amount: '75.00' },
      { code: 'layover', amount: '300.00' },
      { code: 'lumper', amount: '75.25' },
    ]);
    // 3 × 75 + 2 × 75.25; the declined charge does not count.
    const [total] = await sql<{ total: string }>(`select accessorial_total::text as total from orders where id = $1`, [order!.id]);
    expect(total!.total).toBe('375.50');

    // Run again, it changes nothing.
    await migrate();
    const [again] = await sql<{ total: string }>(`select accessorial_total::text as total from orders where id = $1`, [order!.id]);
    expect(again!.total).toBe('375.50');
  });
});
