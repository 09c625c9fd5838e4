import {
  QUOTE_PASSCODE_HEADER,
  type CarrierQuoteView,
  type QuoteCommentsData,
  type QuoteListData,
  type QuoteRecipientsData,
  type SendQuoteUsersData,
  type ShipperQuoteView,
} from '@freight/contracts';
import { QUOTE_MESSAGES } from '../texts';
import { notificationTexts } from '../../texts/notices';
import { CARRIER_COMPANIES } from '../../seed/world';
import { PUBLIC_URL, freshLoads, inDays, mailsTo as outbox, passcodeIn, quoteCall, rowsOf, useQuoteWorld } from './support';

const PRICE = { amount: 1875, transitDays: 2, validUntil: inDays(5), notes: 'Tarps included' };

/** send-quote-users, quote-recipients, quote-list, the comment thread, the shipper's notices, expiry. */
describe('quote requests, the list, comments and expiry', () => {
  const w = useQuoteWorld();

  const sql = <T>(text: string, values: unknown[] = []) => rowsOf<T>(w.db, text, values);
  const request = <T = unknown>(method: 'GET' | 'POST', path: string, options: { payload?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
    quoteCall<T>(w.t, method, path, options);
  const post = <T = unknown>(path: string, payload: unknown, token?: string, headers?: Record<string, string>) =>
    request<T>('POST', path, { payload, token, headers });
  const mailsTo = (address: string, template: string) => outbox(w.db, address, template);
  const freshLoad = freshLoads(w);

  /** Sends a request to one bare address and returns its quoteId and passcode (read from the e-mail). */
  async function requestQuote(email: string, loadUuid?: string, language?: 'sp' | 'en' | 'fr') {
    const load = loadUuid ?? (await freshLoad()).id;
    const response = await post<SendQuoteUsersData>(
      `send-quote-users/${load}`,
      { emails: [{ email, name: 'Rosa Transportes', ...(language ? { language } : {}) }] },
      w.shipper,
    );
    expect(response.statusCode).toBe(200);
    const quoteId = response.body.data!.quotes[0]!.quoteId;
    const mails = await mailsTo(email, 'quote-request');
    const passcode = passcodeIn(mails[mails.length - 1]!)!;
    return { loadUuid: load, quoteId, passcode };
  }

  describe('quote-recipients', () => {
    it("lists the active partner carriers with their users and the company's owner-operators with an e-mail; 401 without a token", async () => {
      const response = await request<QuoteRecipientsData>('GET', 'quote-recipients', { token: w.shipper });
      expect(response.statusCode).toBe(200);
      expect(response.body.message).toBe(QUOTE_MESSAGES.recipientsFetched);
      const { partners, ownerOperators } = response.body.data!;
      expect(partners.map((partner) => partner.name)).toEqual([CARRIER_COMPANIES.interstate.name, CARRIER_COMPANIES.maple.name]);
      expect(partners[1]!.users).toEqual([
        {
          _id: w.mapleUserId,
          name: `${CARRIER_COMPANIES.maple.firstname} ${CARRIER_COMPANIES.maple.lastname}`,
          email: CARRIER_COMPANIES.maple.email,
          language: 'fr',
        },
      ]);
      const operators = await sql<{ id: string }>(`select id from truckers where company_id = $1 and kind = 'carrier' and email is not null and is_active`, [
        w.shipperCompanyId,
      ]);
      expect(ownerOperators.map((operator) => operator._id).sort()).toEqual(operators.map((row) => row.id).sort());
      expect(ownerOperators.length).toBeGreaterThan(0);

      expect((await request('GET', 'quote-recipients')).statusCode).toBe(401);
      // The carrier company has no partners of its own: nothing of the shipper's.
      const theirs = await request<QuoteRecipientsData>('GET', 'quote-recipients', { token: w.stranger });
      expect(theirs.body.data!.partners).toEqual([]);
    });
  });

  describe('send-quote-users', () => {
    it('makes a quote per recipient and e-mails each one in its language with the absolute link and the passcode', async () => {
      const load = await freshLoad();
      const [operator] = await sql<{ id: string; name: string; email: string }>(
        `select id, name, email from truckers where company_id = $1 and kind = 'carrier' and email is not null order by name limit 1`,
        [w.shipperCompanyId],
      );
      const response = await post<SendQuoteUsersData>(
        `send-quote-users/${load.id}`,
        {
          userIds: [w.mapleUserId],
          truckerIds: [operator!.id],
          emails: [
            { email: 'Ventas@Transportes-Rosa.test', name: 'Transportes Rosa', language: 'sp' },
            { email: 'ventas@transportes-rosa.test', name: 'Twice the same address' },
            { email: 'ops@plain-carrier.test', name: 'Plain Carrier' },
          ],
          message: 'Dock 4, call ahead',
        },
        w.shipper,
      );
      expect(response.statusCode).toBe(200);
      expect(response.body.message).toBe('Quote Successfully Send to Users');
      const sent = response.body.data!.quotes;
      expect(
        sent.map(({ kind, recipientEmail, language, carrierCompanyId, resent }) => ({ kind, recipientEmail, language, carrierCompanyId, resent })),
      ).toEqual([
        { kind: 'user', recipientEmail: CARRIER_COMPANIES.maple.email, language: 'fr', carrierCompanyId: w.mapleCompanyId, resent: false },
        { kind: 'ownerOperator', recipientEmail: operator!.email, language: 'en', carrierCompanyId: w.shipperCompanyId, resent: false },
        { kind: 'email', recipientEmail: 'ventas@transportes-rosa.test', language: 'sp', carrierCompanyId: null, resent: false },
        { kind: 'email', recipientEmail: 'ops@plain-carrier.test', language: 'en', carrierCompanyId: null, resent: false },
      ]);
      for (const quote of sent) expect(quote.quoteId).toMatch(/^Q-[A-Za-z0-9]{10}$/);
      expect(JSON.stringify(response.body)).not.toMatch(/passcode/i);

      const rows = await sql<{ quote_id: string; status: string; trucker_id: string | null; requested_by: string; passcode_hash: string; currency: string }>(
        `select quote_id, status, trucker_id::text, requested_by::text, passcode_hash, currency from quotes where load_id = $1 order by created_at, quote_id`,
        [load.id],
      );
      expect(rows).toHaveLength(4);
      expect(rows.every((row) => row.status === 'requested' && row.requested_by === w.shipperUserId && row.passcode_hash.startsWith('sha256$'))).toBe(true);
      expect(rows.find((row) => row.trucker_id)?.trucker_id).toBe(operator!.id);

      // The e-mails: the link to /confirmQuote (absolute, the app's public URL), the passcode, the language.
      const french = (await mailsTo(CARRIER_COMPANIES.maple.email, 'quote-request')).at(-1)!;
      const spanish = (await mailsTo('ventas@transportes-rosa.test', 'quote-request')).at(-1)!;
      const english = (await mailsTo('ops@plain-carrier.test', 'quote-request')).at(-1)!;
      const byEmail = new Map(sent.map((quote) => [quote.recipientEmail, quote.quoteId]));
      expect(french.body_text).toContain(`${PUBLIC_URL}/confirmQuote?quoteId=${byEmail.get(CARRIER_COMPANIES.maple.email)}`);
      expect(french.subject).toContain('vous demande votre prix');
      expect(french.subject).toContain(load.loadId);
      expect(french.body_text).toContain("Votre code d'accès");
      expect(spanish.subject).toContain('le pide su precio');
      expect(spanish.body_text).toContain('Dock 4, call ahead');
      expect(english.subject).toContain('asks for your price');
      expect(english.user_id).toBe(w.shipperUserId); // the mailer's Reply-To: the shipper who asked
      expect(await mailsTo(operator!.email, 'quote-request')).toHaveLength(1);

      // The passcode of the e-mail opens the quote; it is stored only hashed.
      const passcode = passcodeIn(spanish)!;
      expect(passcode).toMatch(/^\d{8}$/);
      expect(rows.some((row) => row.passcode_hash.includes(passcode))).toBe(false);
      const opened = await post<CarrierQuoteView>(`validate-quote-passcode/${byEmail.get('ventas@transportes-rosa.test')}`, { passcode });
      expect(opened.statusCode).toBe(200);
      expect(opened.body.data).toMatchObject({ status: 'requested', recipientName: 'Transportes Rosa', load: { loadId: load.loadId } });
    });

    it('sends an open request to the same address again: same quoteId, a new passcode, the old one refused, a lock lifted', async () => {
      const first = await requestQuote('again@carrier.test');
      for (let attempt = 0; attempt < 5; attempt++) await post(`validate-quote-passcode/${first.quoteId}`, { passcode: '00000000' });
      expect((await post(`validate-quote-passcode/${first.quoteId}`, { passcode: first.passcode })).statusCode).toBe(429);

      const again = await post<SendQuoteUsersData>(
        `send-quote-users/${first.loadUuid}`,
        { emails: [{ email: 'again@carrier.test', name: 'Again' }] },
        w.shipper,
      );
      expect(again.statusCode).toBe(200);
      expect(again.body.data!.quotes[0]).toMatchObject({ quoteId: first.quoteId, resent: true });
      expect(await sql(`select quote_id from quotes where load_id = $1`, [first.loadUuid])).toHaveLength(1);
      const mails = await mailsTo('again@carrier.test', 'quote-request');
      expect(mails).toHaveLength(2);
      expect(mails[1]!.body_text).toContain('only this passcode works now');
      const fresh = passcodeIn(mails[1]!)!;
      expect((await post(`validate-quote-passcode/${first.quoteId}`, { passcode: fresh })).statusCode).toBe(200);
      if (fresh !== first.passcode) expect((await post(`validate-quote-passcode/${first.quoteId}`, { passcode: first.passcode })).statusCode).toBe(400);
    });

    it('refuses (409) an address that already confirmed a price on the load, sending nothing; and a load no longer open to prices', async () => {
      const { loadUuid, quoteId, passcode } = await requestQuote('priced@carrier.test');
      expect((await post(`confirm-quote/${quoteId}`, { passcode, ...PRICE })).statusCode).toBe(200);
      const before = (await mailsTo('other@carrier.test', 'quote-request')).length;
      const refused = await post(
        `send-quote-users/${loadUuid}`,
        {
          emails: [
            { email: 'other@carrier.test', name: 'Other' },
            { email: 'PRICED@carrier.test', name: 'Priced' },
          ],
        },
        w.shipper,
      );
      expect(refused).toMatchObject({ statusCode: 409, body: { status: false, message: 'priced@carrier.test has already sent a price for this load' } });
      expect(await mailsTo('other@carrier.test', 'quote-request')).toHaveLength(before);
      // Translated, the address carried over.
      const french = await post(`send-quote-users/${loadUuid}`, { emails: [{ email: 'priced@carrier.test', name: 'Priced' }] }, w.shipper, { language: 'fr' });
      expect(french.body.message).toBe('priced@carrier.test a déjà envoyé un prix pour ce chargement');

      const [tendered] = await sql<{ id: string }>(`select id from loads where company_id = $1 and status = 'tendered' limit 1`, [w.shipperCompanyId]);
      const closed = await post(`send-quote-users/${tendered!.id}`, { emails: [{ email: 'late@carrier.test', name: 'Late' }] }, w.shipper);
      expect(closed).toMatchObject({ statusCode: 409, body: { message: QUOTE_MESSAGES.loadNotQuotable } });
    });

    it('answers bad input with 400 and errors, and another company’s load with 404', async () => {
      const load = await freshLoad();
      const [truck] = await sql<{ id: string }>(`select id from truckers where company_id = $1 and kind = 'truck' limit 1`, [w.shipperCompanyId]);
      const cases: Array<[unknown, string]> = [
        [{}, 'body.userIds'],
        [{ userIds: [w.shipperUserId] }, 'body.userIds.0'],
        [{ truckerIds: [truck!.id] }, 'body.truckerIds.0'],
        [{ emails: [{ email: 'not-an-address', name: 'X' }] }, 'body.emails.0.email'],
        [{ emails: [{ email: 'a@b.test', name: '   ' }] }, 'body.emails.0.name'],
        [{ emails: [{ email: 'a@b.test', name: 'A' }], language: 'de' }, 'body.language'],
      ];
      for (const [payload, field] of cases) {
        const response = await post(`send-quote-users/${load.id}`, payload, w.shipper);
        expect({ field, statusCode: response.statusCode }).toEqual({ field, statusCode: 400 });
        expect(response.body.errors?.map((error) => error.field)).toContain(field);
      }
      expect(await sql(`select id from quotes where load_id = $1`, [load.id])).toEqual([]);
      const foreign = await post(`send-quote-users/${load.id}`, { emails: [{ email: 'a@b.test', name: 'A' }] }, w.stranger);
      expect(foreign).toMatchObject({ statusCode: 404, body: { message: QUOTE_MESSAGES.loadNotFound } });
      expect((await post(`send-quote-users/${load.id}`, { emails: [{ email: 'a@b.test', name: 'A' }] })).statusCode).toBe(401);
    });

    it('is idempotent by Idempotency-Key: a retry answers the first result and sends nothing twice', async () => {
      const load = await freshLoad();
      const payload = { emails: [{ email: 'retry@carrier.test', name: 'Retry' }] };
      const first = await post<SendQuoteUsersData>(`send-quote-users/${load.id}`, payload, w.shipper, { 'idempotency-key': 'quotes-api-send-1' });
      const retry = await post<SendQuoteUsersData>(`send-quote-users/${load.id}`, payload, w.shipper, { 'idempotency-key': 'quotes-api-send-1' });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await mailsTo('retry@carrier.test', 'quote-request')).toHaveLength(1);
    });
  });

  describe('the shipper is told when a carrier confirms or declines', () => {
    it('confirm: a notification and an e-mail (in the shipper user’s language) with the price', async () => {
      await w.db.query(`update users set language = 'sp' where id = $1`, [w.shipperUserId]);
      try {
        const { quoteId, passcode } = await requestQuote('confirms@carrier.test');
        const confirmed = await post(`confirm-quote/${quoteId}`, { passcode, ...PRICE });
        expect(confirmed.statusCode).toBe(200);
        const [notice] = await sql<{ type: string; title: string; body: string; link: string }>(
          `select type, title, body, link from notifications where user_id = $1 and link like $2`,
          [w.shipperUserId, `%${quoteId}`],
        );
        expect(notice).toEqual({
          type: 'quote_confirmed',
          title: 'New quote received',
          body: expect.stringMatching(/^Rosa Transportes quoted L-\d+$/),
          link: `/quotes/viewQuote?quoteId=${quoteId}`,
        });
        const [mail] = (await mailsTo('shipper@demo.test', 'quote-confirmed')).filter((row) => row.body_text.includes(quoteId));
        expect(mail!.subject).toContain('envió un precio');
        expect(mail!.body_text).toContain('1,875.00');
        expect(mail!.body_text).toContain(`${PUBLIC_URL}/quotes/viewQuote?quoteId=${quoteId}`);
      } finally {
        await w.db.query(`update users set language = 'en' where id = $1`, [w.shipperUserId]);
      }
    });

    it('decline: a notification and an e-mail with the reason', async () => {
      const { quoteId, passcode } = await requestQuote('declines@carrier.test');
      expect((await post(`decline-quote/${quoteId}`, { passcode, reason: 'No reefer that week' })).statusCode).toBe(200);
      const notices = await sql<{ type: string; body: string }>(`select type, body from notifications where link like $1`, [`%${quoteId}`]);
      expect(notices).toEqual([{ type: 'quote_declined', body: expect.stringMatching(/^Rosa Transportes declined L-\d+$/) }]);
      const [mail] = (await mailsTo('shipper@demo.test', 'quote-declined')).filter((row) => row.body_text.includes(quoteId));
      expect(mail!.body_text).toContain('Reason: No reefer that week');
      // Stored in English, read in the reader's language (texts/notices.ts).
      expect(notificationTexts.translate('Quote declined', 'fr')).toBe('Devis refusé');
      expect(notificationTexts.translate(notices[0]!.body, 'sp')).toMatch(/^Rosa Transportes rechazó L-\d+$/);
      expect(notificationTexts.translate(`Rosa Transportes commented on ${quoteId}`, 'fr')).toBe(`Rosa Transportes a commenté ${quoteId}`);
    });
  });

  describe('the comment thread', () => {
    it('goes both ways: the carrier with its passcode, the shipper signed in; each side is told; both views show it in order', async () => {
      const load = await freshLoad();
      const sent = await post<SendQuoteUsersData>(`send-quote-users/${load.id}`, { userIds: [w.mapleUserId] }, w.shipper);
      const quoteId = sent.body.data!.quotes[0]!.quoteId;
      const passcode = passcodeIn((await mailsTo(CARRIER_COMPANIES.maple.email, 'quote-request')).at(-1)!)!;

      const fromCarrier = await post<QuoteCommentsData>(`send-quote-comment/${quoteId}`, { passcode, body: '  Is the dock open on Saturday?  ' });
      expect(fromCarrier.statusCode).toBe(200);
      expect(fromCarrier.body).toMatchObject({
        status: true,
        message: QUOTE_MESSAGES.commentSent,
        data: { quoteId, comments: [{ author: 'carrier', authorName: 'Élodie Tremblay', body: 'Is the dock open on Saturday?' }] },
      });
      const notices = await sql<{ type: string; body: string }>(`select type, body from notifications where link like $1`, [`%${quoteId}`]);
      expect(notices).toEqual([{ type: 'quote_comment', body: `${CARRIER_COMPANIES.maple.name} commented on ${quoteId}` }]);
      const toShipper = (await mailsTo('shipper@demo.test', 'quote-comment')).filter((row) => row.subject.includes(quoteId));
      expect(toShipper).toHaveLength(1);
      expect(toShipper[0]!.body_text).toContain('Is the dock open on Saturday?');

      const fromShipper = await post<QuoteCommentsData>(`send-quote-comment-sender/${quoteId}`, { body: 'Yes, 8 to 12.' }, w.shipper);
      expect(fromShipper.statusCode).toBe(200);
      expect(fromShipper.body.data!.comments.map((comment) => [comment.author, comment.body])).toEqual([
        ['carrier', 'Is the dock open on Saturday?'],
        ['shipper', 'Yes, 8 to 12.'],
      ]);
      // The carrier's e-mail: in its user's language (fr), with the link to its quote page, no passcode.
      const [toCarrier] = await mailsTo(CARRIER_COMPANIES.maple.email, 'quote-comment');
      expect(toCarrier!.subject).toContain('Nouveau commentaire');
      expect(toCarrier!.body_text).toContain('Yes, 8 to 12.');
      expect(toCarrier!.body_text).toContain(`${PUBLIC_URL}/confirmQuote?quoteId=${quoteId}`);
      expect(toCarrier!.body_text).not.toContain(passcode);

      const carrierView = await request<CarrierQuoteView>('GET', `get-quote-detail/${quoteId}`, { headers: { [QUOTE_PASSCODE_HEADER]: passcode } });
      expect(carrierView.body.data!.comments.map((comment) => comment.author)).toEqual(['carrier', 'shipper']);
      const adminView = await request<ShipperQuoteView>('GET', `get-quote-detail-admin/${quoteId}`, { token: w.shipper });
      expect(adminView.body.data!.comments.map((comment) => comment.body)).toEqual(['Is the dock open on Saturday?', 'Yes, 8 to 12.']);
    });

    it('refuses a wrong passcode (counted in the lock), a blank body, another company and a closed quote', async () => {
      const { quoteId, passcode } = await requestQuote('talks@carrier.test');
      const wrong = await post(`send-quote-comment/${quoteId}`, { passcode: '00000000', body: 'hi' });
      expect(wrong).toMatchObject({ statusCode: 400, body: { message: QUOTE_MESSAGES.wrongPasscode } });
      expect((await sql<{ passcode_attempts: number }>(`select passcode_attempts from quotes where quote_id = $1`, [quoteId]))[0]!.passcode_attempts).toBe(1);
      expect((await post(`send-quote-comment/${quoteId}`, { passcode, body: '   ' })).statusCode).toBe(400);
      expect((await post(`send-quote-comment/${quoteId}`, { passcode })).statusCode).toBe(400);
      expect((await post(`send-quote-comment-sender/${quoteId}`, { body: 'Hello' }, w.stranger)).statusCode).toBe(404);
      expect((await post(`send-quote-comment-sender/${quoteId}`, { body: 'Hello' })).statusCode).toBe(401);

      expect((await post(`decline-quote/${quoteId}`, { passcode, reason: 'Full' })).statusCode).toBe(200);
      const closed = await post(`send-quote-comment-sender/${quoteId}`, { body: 'Are you sure?' }, w.shipper);
      expect(closed).toMatchObject({ statusCode: 409, body: { message: QUOTE_MESSAGES.closedForComments } });
      expect(await sql(`select id from quote_comments where quote_id = (select id from quotes where quote_id = $1)`, [quoteId])).toEqual([]);
    });

    it('limits a carrier to 30 comments per quote and hour (429, translated)', async () => {
      const { quoteId, passcode } = await requestQuote('chatty@carrier.test');
      for (let index = 1; index <= 30; index++) {
        const response = await post(`send-quote-comment/${quoteId}`, { passcode, body: `Note ${index}` });
        expect({ index, statusCode: response.statusCode }).toEqual({ index, statusCode: 200 });
      }
      const refused = await post(`send-quote-comment/${quoteId}`, { passcode, body: 'One more' }, undefined, { language: 'sp' });
      expect(refused.statusCode).toBe(429);
      expect(refused.body.message).toMatch(/^Demasiados mensajes/);
      // The shipper's side is not limited by it.
      expect((await post(`send-quote-comment-sender/${quoteId}`, { body: 'Noted' }, w.shipper)).statusCode).toBe(200);
    });
  });

  describe('expiry', () => {
    it('a confirmed quote past its validity shows as expired, cannot be approved (409) and is stored so; the load goes back to pending', async () => {
      const { loadUuid, quoteId, passcode } = await requestQuote('late-price@carrier.test');
      expect((await post(`confirm-quote/${quoteId}`, { passcode, ...PRICE })).statusCode).toBe(200);
      await w.db.query(`update quotes set valid_until = now() - interval '1 minute' where quote_id = $1`, [quoteId]);

      const admin = await request<ShipperQuoteView>('GET', `get-quote-detail-admin/${quoteId}`, { token: w.shipper });
      expect(admin.body.data!.status).toBe('expired');
      const carrier = await post<CarrierQuoteView>(`validate-quote-passcode/${quoteId}`, { passcode });
      expect(carrier.body.data!.status).toBe('expired');
      const listed = await post<QuoteListData>('quote-list', { loadId: loadUuid, status: 'expired' }, w.shipper);
      expect(listed.body.data!.items.map((item) => item.quoteId)).toEqual([quoteId]);
      expect((await post<QuoteListData>('quote-list', { loadId: loadUuid, status: 'confirmed' }, w.shipper)).body.data!.total).toBe(0);

      const approve = await post(`approve-quote/${quoteId}`, {}, w.shipper);
      expect(approve).toMatchObject({ statusCode: 409, body: { status: false, message: 'This quote has expired: please ask the carrier for a new price' } });
      expect((await sql(`select status from quotes where quote_id = $1`, [quoteId]))[0]).toEqual({ status: 'expired' });
      expect((await sql(`select status from loads where id = $1`, [loadUuid]))[0]).toEqual({ status: 'pending' });
      expect(await sql(`select id from orders where load_id = $1`, [loadUuid])).toEqual([]);
      const again = await post(`approve-quote/${quoteId}`, {}, w.shipper, { language: 'sp' });
      expect(again).toMatchObject({ statusCode: 409, body: { message: 'Esta cotización ha caducado: pida al transportista un precio nuevo' } });

      // Asking the same carrier again makes a new quote (the expired one stays as history).
      const renewed = await post<SendQuoteUsersData>(
        `send-quote-users/${loadUuid}`,
        { emails: [{ email: 'late-price@carrier.test', name: 'Late' }] },
        w.shipper,
      );
      expect(renewed.body.data!.quotes[0]).toMatchObject({ resent: false });
      expect(renewed.body.data!.quotes[0]!.quoteId).not.toBe(quoteId);
    });

    it('send-quote-users to a carrier whose price expired stores the expiry, puts the load back to pending and asks again', async () => {
      const { loadUuid, quoteId, passcode } = await requestQuote('stale@carrier.test');
      expect((await post(`confirm-quote/${quoteId}`, { passcode, ...PRICE })).statusCode).toBe(200);
      await w.db.query(`update quotes set valid_until = now() - interval '1 minute' where quote_id = $1`, [quoteId]);
      const renewed = await post<SendQuoteUsersData>(`send-quote-users/${loadUuid}`, { emails: [{ email: 'stale@carrier.test', name: 'Stale' }] }, w.shipper);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.body.data).toMatchObject({ loadStatus: 'pending', quotes: [{ resent: false }] });
      expect((await sql(`select status from quotes where quote_id = $1`, [quoteId]))[0]).toEqual({ status: 'expired' });
    });
  });

  describe('quote-list', () => {
    it("pages the company's quotes newest first; for one load, side by side: confirmed prices cheapest first", async () => {
      const all = await post<QuoteListData>('quote-list', { page: 1, limit: 5 }, w.shipper);
      expect(all.statusCode).toBe(200);
      expect(all.body.message).toBe(QUOTE_MESSAGES.listFetched);
      const [count] = await sql<{ n: number }>(`select count(*)::int as n from quotes where company_id = $1`, [w.shipperCompanyId]);
      expect(all.body.data).toMatchObject({ total: count!.n, page: 1, limit: 5 });
      expect(all.body.data!.items).toHaveLength(5);
      const times = all.body.data!.items.map((item) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const load = await freshLoad();
      const sent = await post<SendQuoteUsersData>(
        `send-quote-users/${load.id}`,
        { emails: ['a', 'b', 'c'].map((letter) => ({ email: `${letter}@side.test`, name: `Carrier ${letter.toUpperCase()}` })) },
        w.shipper,
      );
      const [a, b, c] = sent.body.data!.quotes.map((quote) => quote.quoteId) as [string, string, string];
      const code = async (email: string) => passcodeIn((await mailsTo(email, 'quote-request')).at(-1)!)!;
      await post(`confirm-quote/${a}`, { passcode: await code('a@side.test'), ...PRICE, amount: 2100 });
      await post(`confirm-quote/${b}`, { passcode: await code('b@side.test'), ...PRICE, amount: 1900 });
      await post(`send-quote-comment/${a}`, { passcode: await code('a@side.test'), body: 'Flexible on pickup' });
      const side = await post<QuoteListData>('quote-list', { loadId: load.id }, w.shipper);
      expect(side.body.data!.items.map((item) => [item.quoteId, item.status, item.amount, item.commentCount])).toEqual([
        [b, 'confirmed', 1900, 0],
        [a, 'confirmed', 2100, 1],
        [c, 'requested', null, 0],
      ]);
      expect(side.body.data!.items[0]).toMatchObject({
        loadId: load.loadId,
        loadStatus: 'quoted',
        transitDays: 2,
        carrierName: null,
        recipientName: 'Carrier B',
      });

      const open = await post<QuoteListData>('quote-list', { open: true, limit: 100 }, w.shipper);
      const [openCount] = await sql<{ n: number }>(
        `select count(*)::int as n from quotes where company_id = $1 and (status = 'requested' or (status = 'confirmed' and valid_until > now()))`,
        [w.shipperCompanyId],
      );
      expect(open.body.data!.total).toBe(openCount!.n);
      expect(open.body.data!.items.every((item) => item.status === 'requested' || item.status === 'confirmed')).toBe(true);

      const searched = await post<QuoteListData>('quote-list', { search: c.toLowerCase() }, w.shipper);
      expect(searched.body.data!.items.map((item) => item.quoteId)).toEqual([c]);
      const foreign = await post<QuoteListData>('quote-list', { loadId: load.id }, w.stranger);
      expect(foreign.body.data!.total).toBe(0);
      const bad = await post('quote-list', { page: 0, status: 'lost' }, w.shipper);
      expect(bad.statusCode).toBe(400);
      expect(bad.body.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(['body.page', 'body.status']));
    });
  });
});
