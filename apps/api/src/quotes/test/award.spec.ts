import pg from 'pg';
import { type ApiEnvelope, type QuoteStateData } from '@freight/contracts';
import { awardLoad, type AwardInput } from '../../shipments/award';
import { LOAD_AWARD_MESSAGES } from '../../shipments/texts';
import { CARRIER_COMPANIES } from '../../seed/world';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/** award.ts: the one function that turns a load into an order (approve-quote, load-accept-by-fleet). */
describe('awarding a load (award.ts)', () => {
  let t: TestApp;
  let db: pg.Client;
  let shipper: string;
  let shipperCompanyId: string;
  let shipperUserId: string;
  let carrierCompanyId: string;

  const sql = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const award = (input: AwardInput) => t.app.db.transaction((tx) => awardLoad(tx, input));

  /** A load of the demo shipper in `status` with no order, not used by another test. */
  const used = new Set<string>();
  async function freeLoad(status: string, extra = ''): Promise<string> {
    const rows = await sql<{ id: string }>(
      `select l.id from loads l
        where l.company_id = $1 and l.status = $2 and l.parent_id is null ${extra}
          and not exists (select 1 from orders o where o.load_id = l.id)
        order by l.load_id limit 50`,
      [shipperCompanyId, status],
    );
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`no free ${status} load`);
    used.add(row.id);
    return row.id;
  }
  const orderCounter = async () =>
    (await sql<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'order'`, [shipperCompanyId]))[0]?.value ?? 100_000;

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    shipper = await t.login('shipper@demo.test');
    const [me] = await sql<{ company_id: string; id: string }>(`select company_id, id from users where email = 'shipper@demo.test'`);
    [shipperCompanyId, shipperUserId] = [me!.company_id, me!.id];
    carrierCompanyId = (await sql<{ company_id: string }>(`select company_id from users where email = $1`, [CARRIER_COMPANIES.interstate.email]))[0]!
      .company_id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('tenders a pending load: an order O-… (next id_counters number) in state new, with its history; the load is tendered to the carrier', async () => {
    const loadUuid = await freeLoad('pending', 'and l.rate is not null');
    const before = await orderCounter();
    const result = await award({ loadUuid, carrierCompanyId, rate: 1234.5, currency: 'CAD', byUserId: shipperUserId });
    expect(result).toMatchObject({ orderId: `O-${before + 1}`, orderStatus: 'new', loadStatus: 'tendered', fromLoadStatus: 'pending', carrierCompanyId });
    const [order] = await sql<Record<string, unknown>>(`select * from orders where id = $1`, [result.orderUuid]);
    expect(order).toMatchObject({
      order_id: `O-${before + 1}`,
      company_id: shipperCompanyId,
      carrier_company_id: carrierCompanyId,
      load_id: loadUuid,
      quote_id: null,
      status: 'new',
      rate: '1234.50',
      currency: 'CAD',
      accepted_at: null,
    });
    const history = await sql<{ from_status: string | null; to_status: string; changed_by: string }>(
      `select from_status, to_status, changed_by from order_status_history where order_id = $1`,
      [result.orderUuid],
    );
    expect(history).toEqual([{ from_status: null, to_status: 'new', changed_by: shipperUserId }]);
    const [load] = await sql(`select status, carrier_company_id from loads where id = $1`, [loadUuid]);
    expect(load).toEqual({ status: 'tendered', carrier_company_id: carrierCompanyId });
    expect(await orderCounter()).toBe(before + 1);
  });

  it("falls back to the load's posted rate and currency, and lets the carrier take the load itself (to: accepted)", async () => {
    const loadUuid = await freeLoad('pending', 'and l.rate is not null');
    const [posted] = await sql<{ rate: string; currency: string }>(`select rate, currency from loads where id = $1`, [loadUuid]);
    const result = await award({ loadUuid, carrierCompanyId, to: 'accepted' });
    expect(result).toMatchObject({ orderStatus: 'accepted', loadStatus: 'accepted' });
    const [order] = await sql<{ status: string; rate: string; currency: string; accepted_at: Date | null }>(
      `select status, rate, currency, accepted_at from orders where id = $1`,
      [result.orderUuid],
    );
    expect(order).toMatchObject({ status: 'accepted', rate: posted!.rate, currency: posted!.currency });
    expect(order!.accepted_at).toBeInstanceOf(Date);
    const history = await sql<{ from_status: string | null; to_status: string }>(
      `select from_status, to_status from order_status_history where order_id = $1 order by to_status = 'accepted'`,
      [result.orderUuid],
    );
    expect(history).toEqual([
      { from_status: null, to_status: 'new' },
      { from_status: 'new', to_status: 'accepted' },
    ]);
    expect((await sql(`select status from loads where id = $1`, [loadUuid]))[0]).toEqual({ status: 'accepted' });
  });

  it('refuses (409) a load that already has a live order, one the state machine does not allow, and one with no rate; nothing is written', async () => {
    const [withOrder] = await sql<{ load_id: string }>(
      `select o.load_id from orders o join loads l on l.id = o.load_id where o.company_id = $1 and l.status = 'tendered' and o.status = 'new' limit 1`,
      [shipperCompanyId],
    );
    await expect(award({ loadUuid: withOrder!.load_id, carrierCompanyId, rate: 100, to: 'accepted' })).rejects.toMatchObject({
      statusCode: 409,
      message: LOAD_AWARD_MESSAGES.hasOrder,
    });

    const delivered = (await sql<{ id: string }>(`select id from loads where company_id = $1 and status = 'delivered' limit 1`, [shipperCompanyId]))[0]!.id;
    await expect(award({ loadUuid: delivered, carrierCompanyId, rate: 100 })).rejects.toMatchObject({
      statusCode: 409,
      message: LOAD_AWARD_MESSAGES.cannotAward,
    });

    const unpriced = await freeLoad('pending');
    await db.query(`update loads set rate = null where id = $1`, [unpriced]);
    const before = await orderCounter();
    await expect(award({ loadUuid: unpriced, carrierCompanyId })).rejects.toMatchObject({ statusCode: 409, message: LOAD_AWARD_MESSAGES.noRate });
    expect(await sql(`select id from orders where load_id = $1`, [unpriced])).toEqual([]);
    expect((await sql(`select status, carrier_company_id from loads where id = $1`, [unpriced]))[0]).toEqual({ status: 'pending', carrier_company_id: null });
    expect(await orderCounter()).toBe(before);
  });

  it('two awards of one load at once: one order, the other a 409', async () => {
    const loadUuid = await freeLoad('pending', 'and l.rate is not null');
    const outcomes = await Promise.allSettled([
      award({ loadUuid, carrierCompanyId, rate: 500 }),
      award({ loadUuid, carrierCompanyId: shipperCompanyId, rate: 600 }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ statusCode: 409 });
    expect(await sql(`select id from orders where load_id = $1`, [loadUuid])).toHaveLength(1);
  });

  describe('approve-quote creates the order', () => {
    const approve = async (quoteId: string) => {
      const response = await t.app.inject({ method: 'POST', url: `/v1/api/load-manager/approve-quote/${quoteId}`, headers: auth(shipper), payload: {} });
      return { statusCode: response.statusCode, body: response.json<ApiEnvelope<QuoteStateData>>() };
    };
    async function confirmedQuote(platform: boolean) {
      const [row] = await sql<{ id: string; quote_id: string; load_id: string; amount: string; currency: string; carrier_company_id: string | null }>(
        `select q.id, q.quote_id, q.load_id, q.amount, q.currency, q.carrier_company_id
           from quotes q join loads l on l.id = q.load_id
          where l.company_id = $1 and l.status = 'quoted' and q.status = 'confirmed' and l.parent_id is null
            and q.carrier_company_id is ${platform ? 'not null' : 'null'} and q.valid_until > now() + interval '1 hour'
            and not (q.load_id = any($2::uuid[]))
          order by q.quote_id limit 1`,
        [shipperCompanyId, [...used]],
      );
      if (!row) throw new Error('no confirmed quote');
      used.add(row.load_id);
      return row;
    }

    it("the quote's carrier, amount and currency; the order names the quote; the answer gives its O- id", async () => {
      const quote = await confirmedQuote(true);
      const response = await approve(quote.quote_id);
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toMatchObject({
        quoteId: quote.quote_id,
        status: 'approved',
        loadStatus: 'tendered',
        orderId: expect.stringMatching(/^O-\d+$/),
      });
      const orders = await sql<Record<string, unknown>>(
        `select order_id, carrier_company_id, quote_id, rate, currency, status from orders where load_id = $1 and status not in ('rejected', 'cancelled')`,
        [quote.load_id],
      );
      expect(orders).toEqual([
        {
          order_id: response.body.data!.orderId,
          carrier_company_id: quote.carrier_company_id,
          quote_id: quote.id,
          rate: quote.amount,
          currency: quote.currency,
          status: 'new',
        },
      ]);
      // The carrier is told: its recipient by e-mail (the link to its quote page), its company's users in the app.
      const [recipient] = await sql<{ recipient_email: string }>(`select recipient_email from quotes where id = $1`, [quote.id]);
      const mails = await sql<{ subject: string; body_text: string }>(
        `select subject, body_text from email_outbox where to_address = $1 and template = 'quote-approved'`,
        [recipient!.recipient_email],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body_text).toContain(response.body.data!.orderId!);
      expect(mails[0]!.body_text).toContain(`/confirmQuote?quoteId=${quote.quote_id}`);
      const notices = await sql<{ company_id: string; title: string }>(`select company_id, title from notifications where type = 'order_new' and body = $1`, [
        `${response.body.data!.orderId} from Demo Freight Co.`,
      ]);
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.every((notice) => notice.company_id === quote.carrier_company_id && notice.title === 'New order')).toBe(true);
    });

    it('a carrier known only by its e-mail: the shipper runs the order itself', async () => {
      const quote = await confirmedQuote(false);
      const response = await approve(quote.quote_id);
      expect(response.statusCode).toBe(200);
      const [order] = await sql<{ carrier_company_id: string; quote_id: string }>(
        `select carrier_company_id, quote_id from orders where load_id = $1 and status not in ('rejected', 'cancelled')`,
        [quote.load_id],
      );
      expect(order).toEqual({ carrier_company_id: shipperCompanyId, quote_id: quote.id });
      expect((await sql(`select carrier_company_id from loads where id = $1`, [quote.load_id]))[0]).toEqual({ carrier_company_id: shipperCompanyId });
      // The carrier learns it by e-mail (it has no account to be notified in).
      const [mail] = await sql<{ body_text: string }>(`select body_text from email_outbox where template = 'quote-approved' and body_text like $1`, [
        `%${quote.quote_id}%`,
      ]);
      expect(mail!.body_text).toContain(response.body.data!.orderId!);
    });
  });
});
