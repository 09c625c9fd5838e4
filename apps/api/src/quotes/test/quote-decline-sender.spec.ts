import { type QuoteListData, type QuoteStateData, type SendQuoteUsersData } from '@freight/contracts';
import { CARRIER_COMPANIES } from '../../seed/world';
import { QUOTE_MESSAGES } from '../texts';
import { PUBLIC_URL, freshLoads, inDays, mailsTo, passcodeIn, quoteCall, rowsOf, useQuoteWorld } from './support';

const PRICE = { amount: 1990, transitDays: 2, validUntil: inDays(5) };

/** POST decline-quote-sender/:quoteId: the shipper declines one quote (docs/modules/loads.md, "Quotes"). */
describe('decline-quote-sender (the shipper declines one quote)', () => {
  const w = useQuoteWorld();

  const sql = <T>(text: string, values: unknown[] = []) => rowsOf<T>(w.db, text, values);
  const post = <T = unknown>(path: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
    quoteCall<T>(w.t, 'POST', path, { payload, token, headers });
  const declineMails = (address: string) => mailsTo(w.db, address, 'quote-declined-by-shipper');
  const quoteRow = async (quoteId: string) =>
    (await sql<{ status: string; decline_reason: string | null }>(`select status, decline_reason from quotes where quote_id = $1`, [quoteId]))[0]!;
  const loadStatus = async (loadUuid: string) => (await sql<{ status: string }>(`select status from loads where id = $1`, [loadUuid]))[0]!.status;

  const freshLoad = freshLoads(w);

  /** Quote requests for a fresh load; answers the load and the quotes made, in the order of the request's lists. */
  async function requestQuotes(body: Record<string, unknown>) {
    const loadUuid = (await freshLoad()).id;
    const response = await post<SendQuoteUsersData>(`send-quote-users/${loadUuid}`, body, w.shipper);
    expect(response.statusCode).toBe(200);
    return { loadUuid, quotes: response.body.data!.quotes };
  }
  const passcodeOf = async (address: string) => passcodeIn((await mailsTo(w.db, address, 'quote-request')).at(-1)!)!;

  it('declines a requested quote with a reason and e-mails its carrier in the carrier user’s language (French for Maple)', async () => {
    const { loadUuid, quotes } = await requestQuotes({ userIds: [w.mapleUserId] });
    const quoteId = quotes[0]!.quoteId;
    const response = await post<QuoteStateData>(`decline-quote-sender/${quoteId}`, { reason: '  Plans changed  ' }, w.shipper);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({
      status: true,
      message: 'Quote is now declined. Thank You',
      data: { quoteId, status: 'declined', loadStatus: 'pending' },
    });
    expect(await quoteRow(quoteId)).toEqual({ status: 'declined', decline_reason: 'Plans changed' });
    expect(await loadStatus(loadUuid)).toBe('pending');

    const mails = await declineMails(CARRIER_COMPANIES.maple.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Demo Freight Co\. a refusé votre devis pour le chargement L-\d{6}$/);
    expect(mail.body_text).toContain(`a refusé le devis ${quoteId}`);
    expect(mail.body_text).toContain('Motif\u202F: Plans changed');
    expect(mail.body_text).toContain(`${PUBLIC_URL}/confirmQuote?quoteId=${quoteId}`);
    // Sent on behalf of the shipper's user who declined (the carrier's reply goes to that person).
    expect(mail.user_id).toBe(w.shipperUserId);

    // A declined quote cannot be declined again: 409, translated into the caller's language.
    const again = await post(`decline-quote-sender/${quoteId}`, {}, w.shipper);
    expect(again).toMatchObject({ statusCode: 409, body: { status: false, message: QUOTE_MESSAGES.cannotDecline } });
    const spanish = await post(`decline-quote-sender/${quoteId}`, {}, w.shipper, { language: 'sp' });
    expect(spanish).toMatchObject({ statusCode: 409, body: { message: 'Esta cotización ya no se puede rechazar' } });
    expect(await declineMails(CARRIER_COMPANIES.maple.email)).toHaveLength(1);
  });

  it('declines a confirmed quote without a reason: the quoted load with no confirmed price left goes back to pending', async () => {
    const first = 'rates@decline-one.test';
    const second = 'rates@decline-two.test';
    const { loadUuid, quotes } = await requestQuotes({
      emails: [
        { email: first, name: 'One Haulage' },
        { email: second, name: 'Two Haulage' },
      ],
    });
    const [one, two] = quotes.map((quote) => quote.quoteId) as [string, string];
    for (const [quoteId, address] of [
      [one, first],
      [two, second],
    ] as const) {
      const confirmed = await post(`confirm-quote/${quoteId}`, { passcode: await passcodeOf(address), ...PRICE });
      expect(confirmed.statusCode).toBe(200);
    }
    expect(await loadStatus(loadUuid)).toBe('quoted');

    // One confirmed price is left: the load stays quoted.
    const firstDecline = await post<QuoteStateData>(`decline-quote-sender/${one}`, {}, w.shipper);
    expect(firstDecline).toMatchObject({ statusCode: 200, body: { data: { quoteId: one, status: 'declined', loadStatus: 'quoted' } } });
    expect(await loadStatus(loadUuid)).toBe('quoted');
    // The last one: back to pending.
    const lastDecline = await post<QuoteStateData>(`decline-quote-sender/${two}`, { reason: '   ' }, w.shipper);
    expect(lastDecline).toMatchObject({ statusCode: 200, body: { data: { quoteId: two, status: 'declined', loadStatus: 'pending' } } });
    expect(await loadStatus(loadUuid)).toBe('pending');
    expect(await quoteRow(two)).toEqual({ status: 'declined', decline_reason: null });

    // A bare address (no account) is written to in English, without a reason line when none was given.
    const [mail] = await declineMails(second);
    expect(mail!.subject).toMatch(/^Demo Freight Co\. declined your quote for load L-\d{6}$/);
    expect(mail!.body_text).toContain(`declined quote ${two}`);
    expect(mail!.body_text).not.toContain('Reason:');
  });

  it('refuses an approved or cancelled quote with a 409 and changes nothing', async () => {
    const address = 'rates@decline-approved.test';
    const { loadUuid, quotes } = await requestQuotes({
      emails: [
        { email: address, name: 'Approved Haulage' },
        { email: 'rates@decline-cancelled.test', name: 'Cancelled Haulage' },
      ],
    });
    const [approvedId, cancelledId] = quotes.map((quote) => quote.quoteId) as [string, string];
    expect((await post(`confirm-quote/${approvedId}`, { passcode: await passcodeOf(address), ...PRICE })).statusCode).toBe(200);
    expect((await post(`approve-quote/${approvedId}`, {}, w.shipper)).statusCode).toBe(200);
    // Approving declined the other open quote; cancel-all on another load makes a cancelled one.
    const approved = await post(`decline-quote-sender/${approvedId}`, {}, w.shipper);
    expect(approved).toMatchObject({ statusCode: 409, body: { message: QUOTE_MESSAGES.cannotDecline } });
    expect(await quoteRow(approvedId)).toMatchObject({ status: 'approved' });
    expect(await loadStatus(loadUuid)).toBe('tendered');
    expect(await quoteRow(cancelledId)).toMatchObject({ status: 'declined' });

    const other = await requestQuotes({ emails: [{ email: 'rates@decline-cancel-all.test', name: 'Cancel Haulage' }] });
    expect((await post(`cancel-all-quote/${other.loadUuid}`, {}, w.shipper)).statusCode).toBe(200);
    const cancelled = await post(`decline-quote-sender/${other.quotes[0]!.quoteId}`, { reason: 'late' }, w.shipper);
    expect(cancelled).toMatchObject({ statusCode: 409, body: { message: QUOTE_MESSAGES.cannotDecline } });
    expect(await quoteRow(other.quotes[0]!.quoteId)).toEqual({ status: 'cancelled', decline_reason: null });
    expect(await declineMails(address)).toEqual([]);
  });

  it("another company's quote is a 404, no token a 401, a bad id or a long reason a 400", async () => {
    const { quotes } = await requestQuotes({ emails: [{ email: 'rates@decline-guarded.test', name: 'Guarded Haulage' }] });
    const quoteId = quotes[0]!.quoteId;
    const foreign = await post(`decline-quote-sender/${quoteId}`, {}, w.stranger);
    expect(foreign).toMatchObject({ statusCode: 404, body: { status: false, message: QUOTE_MESSAGES.notFound } });
    expect((await post(`decline-quote-sender/${quoteId}`, {})).statusCode).toBe(401);
    expect((await post('decline-quote-sender/Q-nope', {}, w.shipper)).statusCode).toBe(400);
    const long = await post(`decline-quote-sender/${quoteId}`, { reason: 'x'.repeat(501) }, w.shipper);
    expect(long.statusCode).toBe(400);
    expect(long.body.errors?.[0]?.field).toBe('body.reason');
    expect(await quoteRow(quoteId)).toEqual({ status: 'requested', decline_reason: null });
    expect(await declineMails('rates@decline-guarded.test')).toEqual([]);
  });

  it("quote-list carries the owner-operator's truckerId (null for a carrier company's user or a bare address)", async () => {
    const [operator] = await sql<{ id: string }>(
      `select id from truckers where company_id = $1 and kind = 'carrier' and email is not null and is_active order by id limit 1`,
      [w.shipperCompanyId],
    );
    const { loadUuid } = await requestQuotes({
      truckerIds: [operator!.id],
      userIds: [w.mapleUserId],
      emails: [{ email: 'rates@decline-list.test', name: 'List Haulage' }],
    });
    const list = await post<QuoteListData>('quote-list', { loadId: loadUuid }, w.shipper);
    expect(list.statusCode).toBe(200);
    const items = list.body.data!.items;
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.truckerId === operator!.id)).toHaveLength(1);
    expect(items.filter((item) => item.truckerId === null)).toHaveLength(2);
  });
});
