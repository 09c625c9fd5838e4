import pg from 'pg';
import { CARRIER_COMPANIES } from '../../seed/world';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The demo world's delay and risk flags are the risk job's own computation at the end of seeding (no flag stored by
 * hand): both Demo Freight's sides and Interstate Haulers' have late and at-risk loads at once, each with its
 * reason, and every live order carries its load's flags.
 */
describe('risk flags of the demo world', () => {
  let t: TestApp;
  let client: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  const count = async (text: string, values: unknown[] = []) => Number((await client.query<{ n: string }>(text, values)).rows[0]!.n);

  it('has late and at-risk loads on the shipper side and on both carriers’ sides, computed by the job', async () => {
    const { rows } = await client.query<{ id: string; name: string }>(`select id::text as id, name from companies where name in ('Demo Freight Co.', $1)`, [
      CARRIER_COMPANIES.interstate.name,
    ]);
    const demo = rows.find((row) => row.name === 'Demo Freight Co.')!.id;
    const interstate = rows.find((row) => row.name === CARRIER_COMPANIES.interstate.name)!.id;
    for (const [column, company] of [
      ['company_id', demo],
      ['carrier_company_id', demo],
      ['carrier_company_id', interstate],
    ] as const) {
      expect(await count(`select count(*) n from loads where ${column} = $1 and is_delayed`, [company])).toBeGreaterThan(0);
      expect(await count(`select count(*) n from loads where ${column} = $1 and is_at_risk`, [company])).toBeGreaterThan(0);
    }
    // Every flag has its reason and was judged by the job; the reasons of both kinds appear.
    expect(await count(`select count(*) n from loads where (is_delayed or is_at_risk) and (delay_reason is null or risk_checked_at is null)`)).toBe(0);
    expect(await count(`select count(*) n from loads where is_delayed and delay_reason not in ('pickupMissed', 'deliveryMissed')`)).toBe(0);
    expect(await count(`select count(*) n from loads where is_at_risk and delay_reason not in ('pickupEta', 'deliveryEta', 'noTruck')`)).toBe(0);
    expect(await count(`select count(distinct delay_reason) n from loads where is_delayed or is_at_risk`)).toBeGreaterThanOrEqual(4);
    // Only live loads are flagged; their live orders carry the same flags.
    expect(
      await count(`select count(*) n from loads where (is_delayed or is_at_risk) and status not in ('tendered', 'accepted', 'assigned', 'in_transit')`),
    ).toBe(0);
    expect(
      await count(`select count(*) n from orders o join loads l on l.id = o.load_id
        where o.status not in ('rejected', 'cancelled') and (o.is_delayed <> l.is_delayed or o.is_at_risk <> l.is_at_risk)`),
    ).toBe(0);
  });

  it('leaves a few of the notices the job sends in the shipper’s bell', async () => {
    for (const [type, list] of [
      ['load_delayed', 'delayedorders'],
      ['load_at_risk', 'riskofdelay'],
    ]) {
      expect(
        await count(
          `select count(*) n from notifications n join users u on u.id = n.user_id where u.email = 'shipper@demo.test' and n.type = $1 and n.link like $2`,
          [type, `/dashboard/${list}?side=shipper&order=%`],
        ),
      ).toBeGreaterThan(0);
    }
  });
});
