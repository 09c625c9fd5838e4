import type { Database } from '../../db/client';
import { growLoads } from '../../seed/bulk';
import { raiseCarrierInvoiceCounters } from '../../seed/world';
import { openTestDatabase } from '../../../test/support/database';

/**
 * Invoice numbers are per carrier (send-invoice takes the carrier's `id_counters` kind `invoice`): the seeds number
 * their invoices from one counter, so every carrier's counter must stand at or past its highest seeded number, after
 * the demo world (world.ts) and after growing it (bulk.ts), even when a carrier's counter already ran ahead.
 */
describe('seeded invoice numbers and the carriers’ invoice counters', () => {
  let handle: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const behind = async () =>
    (
      await handle.pool.query<{ carrier: string; seeded: number; counter: number | null }>(
        `select o.carrier_company_id::text as carrier, max(substring(o.invoice_number from 5)::int) as seeded,
                (select value from id_counters c where c.company_id = o.carrier_company_id and c.kind = 'invoice') as counter
         from orders o where o.invoice_number ~ '^INV-[0-9]+$' group by o.carrier_company_id`,
      )
    ).rows.filter((row) => row.counter === null || row.counter < row.seeded);
  const carriers = async () =>
    Number((await handle.pool.query(`select count(distinct carrier_company_id) as n from orders where invoice_number is not null`)).rows[0].n);

  it('the demo world: every carrier with seeded invoices has its counter past them', async () => {
    expect(await carriers()).toBeGreaterThan(1);
    expect(await behind()).toEqual([]);
  });

  it('growing the world numbers past every counter and raises the carriers’ counters again; never lowers one', async () => {
    // A carrier that already invoiced far ahead (its counter past the demo one).
    const [ahead] = (
      await handle.pool.query<{ id: string }>(
        `select carrier_company_id::text as id from orders where invoice_number is not null and carrier_company_id <> company_id limit 1`,
      )
    ).rows;
    await handle.pool.query(`update id_counters set value = value + 5000 where company_id = $1 and kind = 'invoice'`, [ahead!.id]);
    const [{ value: raised }] = (
      await handle.pool.query<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'invoice'`, [ahead!.id])
    ).rows as [{ value: number }];

    await growLoads(handle, 700);
    expect(await behind()).toEqual([]);
    // The grown world's invoices are numbered past that counter: none is a number the carrier already gave.
    const [{ low }] = (
      await handle.pool.query<{ low: number | null }>(
        `select min(substring(invoice_number from 5)::int) as low from orders o join loads l on l.id = o.load_id
         where l.load_id >= 'L-100301' and o.invoice_number ~ '^INV-[0-9]+$'`,
      )
    ).rows as [{ low: number | null }];
    expect(low).not.toBeNull();
    expect(low!).toBeGreaterThan(raised);
    // Raising again changes nothing and never lowers a counter.
    await raiseCarrierInvoiceCounters(handle.db);
    const [{ value: after }] = (
      await handle.pool.query<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'invoice'`, [ahead!.id])
    ).rows as [{ value: number }];
    expect(after).toBeGreaterThanOrEqual(raised);
    // Unique per carrier, as the database's index says.
    const [{ dup }] = (
      await handle.pool.query<{ dup: number }>(
        `select count(*)::int as dup from (select 1 from orders where invoice_number is not null group by carrier_company_id, invoice_number having count(*) > 1) d`,
      )
    ).rows as [{ dup: number }];
    expect(dup).toBe(0);
  }, 120_000);
});
