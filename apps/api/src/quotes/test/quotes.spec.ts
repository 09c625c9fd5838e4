import pg from 'pg';
import { QUOTE_PASSCODE_HEADER, type ApiEnvelope, type CarrierQuoteView, type ShipperQuoteView } from '@freight/contracts';
import { QUOTE_MESSAGES } from '../texts';
import { CARRIER_COMPANIES, DEMO_QUOTE_PASSCODE } from '../../seed/world';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

const API = '/v1/api/load-manager';
const WRONG = '000000';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const PRICE = { amount: 2450.5, transitDays: 3, validUntil: inDays(7), notes: 'Team drivers' };

describe('load-manager quote calls', () => {
  let t: TestApp;
  let db: pg.Client;
  let shipper: string;
  /** A user of another company (a carrier of the demo world). */
  let stranger: string;
  let shipperCompanyId: string;

  const sql = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const quoteRow = async (quoteId: string) =>
    (
      await sql<{
        status: string;
        amount: string | null;
        transit_days: number | null;
        decline_reason: string | null;
        load_id: string;
        passcode_attempts: number;
      }>(`select status, amount, transit_days, decline_reason, load_id, passcode_attempts from quotes where quote_id = $1`, [quoteId])
    )[0]!;
  const loadStatus = async (loadUuid: string) => (await sql<{ status: string }>(`select status from loads where id = $1`, [loadUuid]))[0]!.status;

  /**
   * How many pending loads carry quote requests depends on the moment the demo world was made (its times follow the
   * clock): when the tests need more than the world has, another pending load of the shipper gets `count` requests,
   * copies of a seeded request (the same passcode), as send-quote-users would have made them.
   */
  async function pendingLoadWithRequests(count: number): Promise<{ load_id: string; quote_ids: string[] } | undefined> {
    const [load] = await sql<{ id: string }>(
      `select l.id from loads l where l.company_id = $1 and l.status = 'pending' and l.parent_id is null
          and not exists (select 1 from quotes q where q.load_id = l.id) and not (l.id = any($2::uuid[]))
        order by l.id limit 1`,
      [shipperCompanyId, [...used]],
    );
    if (!load) return undefined;
    const quoteIds: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const [made] = await sql<{ quote_id: string }>(
        `insert into quotes (company_id, quote_id, load_id, carrier_company_id, trucker_id, recipient_name, recipient_email, passcode_hash,
                             passcode_attempts, status, currency, valid_until, requested_by, created_at, updated_at)
         select company_id, 'Q-T' || substr(md5(random()::text), 1, 9), $2, carrier_company_id, trucker_id, recipient_name, recipient_email, passcode_hash,
                0, 'requested', currency, now() + interval '3 days', requested_by, now(), now()
           from quotes where company_id = $1 and status = 'requested' order by quote_id limit 1
         returning quote_id`,
        [shipperCompanyId, load.id],
      );
      if (made) quoteIds.push(made.quote_id);
    }
    return quoteIds.length === count ? { load_id: load.id, quote_ids: quoteIds.sort() } : undefined;
  }

  /** A load of the demo shipper in `status` with at least `count` quotes in `quoteStatus`, not used by another test. */
  const used = new Set<string>();
  async function loadWithQuotes(status: string, quoteStatus: string, count: number): Promise<{ loadUuid: string; quoteIds: string[] }> {
    const rows = await sql<{ load_id: string; quote_ids: string[] }>(
      `select q.load_id, array_agg(q.quote_id order by q.quote_id) as quote_ids
         from quotes q join loads l on l.id = q.load_id
        where l.company_id = $1 and l.status = $2 and q.status = $3 and l.parent_id is null
          -- a confirmed price past its validity shows as expired (docs/modules/loads.md, "Quotes")
          and (q.status <> 'confirmed' or q.valid_until > now() + interval '1 hour')
        group by q.load_id having count(*) >= $4
        order by q.load_id`,
      [shipperCompanyId, status, quoteStatus, count],
    );
    const row =
      rows.find((candidate) => !used.has(candidate.load_id)) ??
      (status === 'pending' && quoteStatus === 'requested' ? await pendingLoadWithRequests(count) : undefined);
    if (!row) throw new Error(`no ${status} load with ${count} ${quoteStatus} quotes in the demo world`);
    used.add(row.load_id);
    return { loadUuid: row.load_id, quoteIds: row.quote_ids };
  }

  const post = async <T = unknown>(path: string, payload?: Record<string, unknown>, token?: string) => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/${path}`, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
    return { statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>(), headers: response.headers };
  };
  const get = async <T = unknown>(path: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/${path}`, headers });
    return { statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    shipper = await t.login('shipper@demo.test');
    stranger = await t.login(CARRIER_COMPANIES.interstate.email);
    shipperCompanyId = (await sql<{ company_id: string }>(`select company_id from users where email = 'shipper@demo.test'`))[0]!.company_id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('validate-quote-passcode and get-quote-detail (public)', () => {
    it('with the right passcode answers the quote and what the carrier needs of the load, nothing of other carriers', async () => {
      const { quoteIds } = await loadWithQuotes('quoted', 'confirmed', 2);
      const [mine, other] = quoteIds as [string, string];
      const otherAmount = (await quoteRow(other)).amount;
      const response = await post<CarrierQuoteView>(`validate-quote-passcode/${mine}`, { passcode: DEMO_QUOTE_PASSCODE });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ status: true, message: QUOTE_MESSAGES.passcodeValid, data: { quoteId: mine, status: 'confirmed' } });
      const load = response.body.data!.load;
      expect(load.loadId).toMatch(/^L-\d{6}$/);
      expect(load.shipperName).toBe('Demo Freight Co.');
      expect(load.stops.length).toBeGreaterThanOrEqual(2);
      expect(load.stops[0]!.type).toBe('pickup');
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(other);
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i); // no internal ids
      expect(text).not.toContain('passcode');
      // The other carrier's price is nowhere in the answer (unless it happens to equal this one's).
      if (otherAmount !== null && Number(otherAmount) !== response.body.data!.amount) expect(text).not.toContain(String(Number(otherAmount)));

      const detail = await get<CarrierQuoteView>(`get-quote-detail/${mine}`, { [QUOTE_PASSCODE_HEADER]: DEMO_QUOTE_PASSCODE });
      expect(detail.statusCode).toBe(200);
      expect(detail.body).toMatchObject({ status: true, message: QUOTE_MESSAGES.fetched, data: response.body.data });
    });

    it("names the load's equipment by its key as well as its stored name (the carrier's page translates the key)", async () => {
      const { loadUuid, quoteIds } = await loadWithQuotes('quoted', 'confirmed', 1);
      await sql(`update loads set equipment_type_id = (select id from equipment_types where key = 'flatbed') where id = $1`, [loadUuid]);
      const detail = await get<CarrierQuoteView>(`get-quote-detail/${quoteIds[0]}`, { [QUOTE_PASSCODE_HEADER]: DEMO_QUOTE_PASSCODE });
      expect(detail.statusCode).toBe(200);
      expect(detail.body.data!.load).toMatchObject({ equipment: 'Flatbed 48 ft', equipmentKey: 'flatbed' });
    });

    it('refuses a wrong passcode (400, on the body field or the GET header that carried it), a missing one (400 with errors) and an unknown quote (404)', async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const wrong = await post(`validate-quote-passcode/${quoteIds[0]}`, { passcode: WRONG });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toEqual({
        status: false,
        message: QUOTE_MESSAGES.wrongPasscode,
        errors: [{ field: 'body.passcode', message: 'Wrong passcode: 4 tries left before this quote is locked for 24 hours' }],
      });
      expect((await quoteRow(quoteIds[0]!)).passcode_attempts).toBe(1);

      const missing = await get(`get-quote-detail/${quoteIds[0]}`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.body.errors?.length).toBeGreaterThan(0);
      // The GET carries the passcode in its header: a wrong one is reported there, as a missing or short one is.
      const wrongHeader = await get(`get-quote-detail/${quoteIds[0]}`, { [QUOTE_PASSCODE_HEADER]: WRONG });
      expect(wrongHeader).toMatchObject({
        statusCode: 400,
        body: {
          message: QUOTE_MESSAGES.wrongPasscode,
          errors: [{ field: `headers.${QUOTE_PASSCODE_HEADER}`, message: 'Wrong passcode: 3 tries left before this quote is locked for 24 hours' }],
        },
      });
      expect((await get(`get-quote-detail/${quoteIds[0]}`, { [QUOTE_PASSCODE_HEADER]: 'abc' })).body.errors).toEqual([
        { field: `headers.${QUOTE_PASSCODE_HEADER}`, message: 'Too Short!' },
      ]);

      const unknown = await post('validate-quote-passcode/Q-ZZZZZZZZZZ', { passcode: DEMO_QUOTE_PASSCODE });
      expect(unknown).toMatchObject({ statusCode: 404, body: { status: false, message: QUOTE_MESSAGES.notFound } });
      const malformed = await post('validate-quote-passcode/not-a-quote', { passcode: DEMO_QUOTE_PASSCODE });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body.errors?.[0]?.field).toMatch(/^params/);
    });

    it('locks the quote at the 5th wrong passcode (answered with the lock), for every public call and even for the right passcode', async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const quoteId = quoteIds[0]!;
      // Each wrong one says how many tries are left before the lock.
      const left = ['4 tries left', '3 tries left', '2 tries left', '1 try left'];
      for (let attempt = 1; attempt <= 4; attempt++) {
        const wrong = await post(`validate-quote-passcode/${quoteId}`, { passcode: WRONG });
        expect({ attempt, statusCode: wrong.statusCode, field: wrong.body.errors?.[0]?.message }).toEqual({
          attempt,
          statusCode: 400,
          field: `Wrong passcode: ${left[attempt - 1]} before this quote is locked for 24 hours`,
        });
      }
      // The fifth wrong one is told the lock at once (not one more 'Wrong passcode'), and still counted for the shipper.
      const fifth = await post(`validate-quote-passcode/${quoteId}`, { passcode: WRONG });
      expect(fifth).toMatchObject({ statusCode: 429, body: { status: false, message: QUOTE_MESSAGES.locked } });
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect((await quoteRow(quoteId)).passcode_attempts).toBe(5);
      const locked = await post(`validate-quote-passcode/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE });
      expect(locked).toMatchObject({ statusCode: 429, body: { status: false, message: QUOTE_MESSAGES.locked } });
      const detail = await get(`get-quote-detail/${quoteId}`, { [QUOTE_PASSCODE_HEADER]: DEMO_QUOTE_PASSCODE });
      expect(detail.statusCode).toBe(429);
      const confirm = await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...PRICE });
      expect(confirm.statusCode).toBe(429);
      expect((await quoteRow(quoteId)).status).toBe('requested');
    });

    it("says the tries left in the caller's language", async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const wrong = (language: string) => get(`get-quote-detail/${quoteIds[0]}`, { [QUOTE_PASSCODE_HEADER]: WRONG, language });
      expect((await wrong('sp')).body.errors?.[0]?.message).toBe(
        'Código de acceso incorrecto: le quedan 4 intentos antes de que esta cotización se bloquee durante 24 horas',
      );
      expect((await wrong('fr')).body.errors?.[0]?.message).toBe(
        "Code d'accès incorrect : il vous reste 3 essais avant que ce devis soit verrouillé pendant 24 heures",
      );
      await wrong('en');
      expect((await wrong('sp')).body).toMatchObject({
        message: 'Código de acceso incorrecto',
        errors: [{ message: 'Código de acceso incorrecto: le queda 1 intento antes de que esta cotización se bloquee durante 24 horas' }],
      });
    });

    it('parallel wrong guesses cannot get past the limit', async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(`validate-quote-passcode/${quoteIds[0]}`, { passcode: WRONG })));
      // Four 'Wrong passcode'; the fifth counted one locks, and it and every later one answer the lock.
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(4);
    });

    it('a right passcode does not use up an attempt', async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      for (let attempt = 0; attempt < 8; attempt++) {
        expect((await post(`validate-quote-passcode/${quoteIds[0]}`, { passcode: DEMO_QUOTE_PASSCODE })).statusCode).toBe(200);
      }
      expect((await post(`validate-quote-passcode/${quoteIds[0]}`, { passcode: WRONG })).statusCode).toBe(400);
    });
  });

  describe('get-quote-detail-admin (the shipper)', () => {
    it("answers the shipper's quote and 404 for another company", async () => {
      const { loadUuid, quoteIds } = await loadWithQuotes('quoted', 'confirmed', 1);
      const mine = await get<ShipperQuoteView>(`get-quote-detail-admin/${quoteIds[0]}`, auth(shipper));
      expect(mine.statusCode).toBe(200);
      expect(mine.body).toMatchObject({
        status: true,
        message: QUOTE_MESSAGES.fetched,
        data: { quoteId: quoteIds[0], loadUuid, status: 'confirmed', loadStatus: 'quoted' },
      });
      expect(mine.body.data!.amount).toEqual(expect.any(Number));
      const foreign = await get(`get-quote-detail-admin/${quoteIds[0]}`, auth(stranger));
      expect(foreign).toMatchObject({ statusCode: 404, body: { status: false, message: QUOTE_MESSAGES.notFound } });
    });
  });

  describe('confirm-quote and decline-quote (public + passcode)', () => {
    it('confirms a requested quote: stored price, the load becomes quoted; a second confirm is a 409', async () => {
      const { loadUuid, quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const quoteId = quoteIds[0]!;
      const response = await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...PRICE });
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({
        status: true,
        message: 'Quote is now confirmed. Please wait for Quote to be Approved',
        data: { quoteId, status: 'confirmed', loadStatus: 'quoted' },
      });
      const row = await quoteRow(quoteId);
      expect(row).toMatchObject({ status: 'confirmed', amount: '2450.50', transit_days: 3 });
      expect(await loadStatus(loadUuid)).toBe('quoted');

      const again = await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...PRICE });
      expect(again).toMatchObject({ statusCode: 409, body: { status: false, message: QUOTE_MESSAGES.cannotConfirm } });
    });

    it('refuses a bad price with 400 and errors, and a wrong passcode, storing nothing', async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const quoteId = quoteIds[0]!;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...PRICE, amount: -5 }, 'body.amount'],
        [{ ...PRICE, transitDays: 0 }, 'body.transitDays'],
        [{ ...PRICE, validUntil: 'tomorrow' }, 'body.validUntil'],
        [{ ...PRICE, validUntil: inDays(-1) }, 'body.validUntil'],
        [{ amount: 100, transitDays: 2 }, 'body.validUntil'],
      ];
      for (const [price, field] of cases) {
        const response = await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...price });
        expect({ field, statusCode: response.statusCode }).toEqual({ field, statusCode: 400 });
        expect(response.body.errors?.map((error) => error.field)).toContain(field);
      }
      const wrong = await post(`confirm-quote/${quoteId}`, { passcode: WRONG, ...PRICE });
      expect(wrong.statusCode).toBe(400);
      expect(await quoteRow(quoteId)).toMatchObject({ status: 'requested', amount: null });
    });

    it('declines with a reason; the load with no confirmed price left goes back to pending; a second decline is a 409', async () => {
      const { loadUuid, quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const quoteId = quoteIds[0]!;
      await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...PRICE });
      const others = await sql<{ n: number }>(`select count(*)::int as n from quotes where load_id = $1 and status = 'confirmed' and quote_id <> $2`, [
        loadUuid,
        quoteId,
      ]);
      const response = await post(`decline-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, reason: '  No truck that week  ' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ status: true, message: 'Quote is now declined. Thank You', data: { quoteId, status: 'declined' } });
      expect(await quoteRow(quoteId)).toMatchObject({ status: 'declined', decline_reason: 'No truck that week' });
      expect(await loadStatus(loadUuid)).toBe(others[0]!.n === 0 ? 'pending' : 'quoted');

      const again = await post(`decline-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, reason: 'again' });
      expect(again).toMatchObject({ statusCode: 409, body: { status: false, message: QUOTE_MESSAGES.cannotDecline } });
      const confirm = await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...PRICE });
      expect(confirm.statusCode).toBe(409);
      const blank = await post(`decline-quote/${quoteIds[0]}`, { passcode: DEMO_QUOTE_PASSCODE, reason: '   ' });
      expect(blank.statusCode).toBe(400);
    });
  });

  describe('approve-quote (the shipper)', () => {
    it('approves a confirmed quote: the others are declined and the load is tendered to its carrier', async () => {
      const { loadUuid, quoteIds } = await loadWithQuotes('quoted', 'confirmed', 1);
      const quoteId = quoteIds[0]!;
      const foreign = await post(`approve-quote/${quoteId}`, {}, stranger);
      expect(foreign).toMatchObject({ statusCode: 404, body: { message: QUOTE_MESSAGES.notFound } });

      const response = await post(`approve-quote/${quoteId}`, {}, shipper);
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({
        status: true,
        message: 'Quote is now Approved',
        data: { quoteId, status: 'approved', loadStatus: 'tendered', orderId: expect.stringMatching(/^O-\d+$/) },
      });
      const states = await sql<{ quote_id: string; status: string }>(`select quote_id, status from quotes where load_id = $1`, [loadUuid]);
      expect(states.find((row) => row.quote_id === quoteId)!.status).toBe('approved');
      expect(states.filter((row) => row.quote_id !== quoteId).every((row) => !['requested', 'confirmed', 'approved'].includes(row.status))).toBe(true);
      const [load] = await sql<{ status: string; carrier_company_id: string | null }>(`select l.status, l.carrier_company_id from loads l where l.id = $1`, [
        loadUuid,
      ]);
      const [quote] = await sql<{ carrier_company_id: string | null }>(`select carrier_company_id from quotes where quote_id = $1`, [quoteId]);
      // A carrier known only by its e-mail: the shipper runs the order itself (award.ts).
      expect(load).toEqual({ status: 'tendered', carrier_company_id: quote!.carrier_company_id ?? shipperCompanyId });

      const again = await post(`approve-quote/${quoteId}`, {}, shipper);
      expect(again).toMatchObject({ statusCode: 409, body: { message: QUOTE_MESSAGES.cannotApprove } });
    });

    it('refuses a quote that is only requested (409)', async () => {
      const { quoteIds } = await loadWithQuotes('pending', 'requested', 1);
      const response = await post(`approve-quote/${quoteIds[0]}`, {}, shipper);
      expect(response).toMatchObject({ statusCode: 409, body: { status: false, message: QUOTE_MESSAGES.cannotApprove } });
      expect((await quoteRow(quoteIds[0]!)).status).toBe('requested');
    });

    it('two approvals of two quotes of one load at once: one 200, one 409, one approved quote', async () => {
      const { loadUuid, quoteIds } = await loadWithQuotes('pending', 'requested', 2);
      const [a, b] = quoteIds as [string, string];
      for (const quoteId of [a, b]) expect((await post(`confirm-quote/${quoteId}`, { passcode: DEMO_QUOTE_PASSCODE, ...PRICE })).statusCode).toBe(200);
      const answers = await Promise.all([post(`approve-quote/${a}`, {}, shipper), post(`approve-quote/${b}`, {}, shipper)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const approved = await sql<{ quote_id: string }>(`select quote_id from quotes where load_id = $1 and status = 'approved'`, [loadUuid]);
      expect(approved).toHaveLength(1);
      expect(await loadStatus(loadUuid)).toBe('tendered');
    });
  });

  describe('cancel-all-quote (the shipper)', () => {
    it("cancels every open quote of the load; the quoted load goes back to pending; another company's load is a 404", async () => {
      const { loadUuid } = await loadWithQuotes('quoted', 'confirmed', 1);
      const foreign = await post(`cancel-all-quote/${loadUuid}`, {}, stranger);
      expect(foreign).toMatchObject({ statusCode: 404, body: { status: false, message: QUOTE_MESSAGES.loadNotFound } });

      const open = await sql<{ n: number }>(`select count(*)::int as n from quotes where load_id = $1 and status in ('requested', 'confirmed')`, [loadUuid]);
      const response = await post(`cancel-all-quote/${loadUuid}`, {}, shipper);
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({ status: true, message: 'All Quotes are cancelled. Thank You', data: { cancelled: open[0]!.n, loadStatus: 'pending' } });
      const left = await sql<{ n: number }>(`select count(*)::int as n from quotes where load_id = $1 and status in ('requested', 'confirmed')`, [loadUuid]);
      expect(left[0]!.n).toBe(0);
      expect(await loadStatus(loadUuid)).toBe('pending');

      const again = await post(`cancel-all-quote/${loadUuid}`, {}, shipper);
      expect(again).toMatchObject({ statusCode: 409, body: { status: false, message: QUOTE_MESSAGES.noOpenQuotes } });
      const malformed = await post('cancel-all-quote/not-a-uuid', {}, shipper);
      expect(malformed.statusCode).toBe(400);
    });
  });
});
