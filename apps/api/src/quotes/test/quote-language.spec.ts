import fs from 'node:fs';
import path from 'node:path';
import type { QuoteStateData, SendQuoteUsersData } from '@freight/contracts';
import { CARRIER_COMPANIES } from '../../seed/world';
import { PUBLIC_URL, freshLoads, inDays, mailsTo, passcodeIn, quoteCall, rowsOf, useQuoteWorld } from './support';

const PRICE = { amount: 2130, transitDays: 2, validUntil: inDays(6) };
const WINNER_PRICE = { amount: 1777, transitDays: 3, validUntil: inDays(6) };

/**
 * The e-mails around an approval and the language a quote keeps (docs/modules/loads.md, "Quotes"): the carriers
 * whose open quotes an approval declines are told the load went to another carrier; `quotes.language` (chosen when
 * the request is sent) is the language of every later e-mail to a bare address, a platform user's own current
 * language still winning.
 */
describe('quote e-mails: the load given to another carrier, the language a quote keeps', () => {
  const w = useQuoteWorld();

  const sql = <T>(text: string, values: unknown[] = []) => rowsOf<T>(w.db, text, values);
  const post = <T = unknown>(route: string, payload: unknown, token?: string) => quoteCall<T>(w.t, 'POST', route, { payload, token });
  const freshLoad = freshLoads(w);
  const languageOf = async (quoteId: string) => (await sql<{ language: string }>(`select language from quotes where quote_id = $1`, [quoteId]))[0]!.language;
  const passcodeOf = async (address: string) => passcodeIn((await mailsTo(w.db, address, 'quote-request')).at(-1)!)!;

  async function send(loadUuid: string, body: Record<string, unknown>) {
    const response = await post<SendQuoteUsersData>(`send-quote-users/${loadUuid}`, body, w.shipper);
    expect(response.statusCode).toBe(200);
    return response.body.data!.quotes;
  }
  async function confirm(quoteId: string, address: string, price = PRICE) {
    expect((await post(`confirm-quote/${quoteId}`, { passcode: await passcodeOf(address), ...price })).statusCode).toBe(200);
  }

  describe('approve-quote tells the carriers whose quotes it declined', () => {
    it('e-mails each other open quote, in its language, that the load went to another carrier (no price, no winner), with its link', async () => {
      const load = await freshLoad();
      const winner = 'rates@winner-haulage.test';
      const spanish = 'ventas@otra-linea.test';
      const gaveUp = 'rates@gave-up.test';
      const quotes = await send(load.id, {
        userIds: [w.mapleUserId],
        emails: [
          { email: winner, name: 'Winner Haulage' },
          { email: spanish, name: 'Otra Línea', language: 'sp' },
          { email: gaveUp, name: 'Gave Up Haulage' },
        ],
      });
      const quoteOf = (address: string) => quotes.find((quote) => quote.recipientEmail === address)!.quoteId;
      const mapleQuote = quoteOf(CARRIER_COMPANIES.maple.email);
      await confirm(quoteOf(winner), winner, WINNER_PRICE);
      await confirm(quoteOf(spanish), spanish);
      // A quote the carrier itself declined before the approval is not open any more: no e-mail for it.
      expect((await post(`decline-quote/${quoteOf(gaveUp)}`, { passcode: await passcodeOf(gaveUp), reason: 'No truck' })).statusCode).toBe(200);

      const approved = await post<QuoteStateData>(`approve-quote/${quoteOf(winner)}`, {}, w.shipper);
      expect(approved).toMatchObject({ statusCode: 200, body: { data: { status: 'approved', loadStatus: 'tendered' } } });
      const statuses = await sql<{ quote_id: string; status: string }>(`select quote_id, status from quotes where load_id = $1`, [load.id]);
      expect(Object.fromEntries(statuses.map((row) => [row.quote_id, row.status]))).toEqual({
        [quoteOf(winner)]: 'approved',
        [mapleQuote]: 'declined',
        [quoteOf(spanish)]: 'declined',
        [quoteOf(gaveUp)]: 'declined',
      });

      // Maple's user reads French (its account's language); the bare address the Spanish chosen for it.
      const [french] = await mailsTo(w.db, CARRIER_COMPANIES.maple.email, 'quote-awarded-elsewhere');
      expect(french!.subject).toBe(`Le chargement ${load.loadId} a été confié à un autre transporteur`);
      expect(french!.body_text).toContain(
        `Demo Freight Co. a confié le chargement ${load.loadId} à un autre transporteur\u202F: votre devis ${mapleQuote} est clos.`,
      );
      expect(french!.body_text).toContain(`${PUBLIC_URL}/confirmQuote?quoteId=${mapleQuote}`);
      const [otra] = await mailsTo(w.db, spanish, 'quote-awarded-elsewhere');
      expect(otra!.subject).toBe(`La carga ${load.loadId} se asignó a otro transportista`);
      expect(otra!.body_text).toContain(`Hola Otra Línea:`);
      expect(otra!.body_text).toContain(`${PUBLIC_URL}/confirmQuote?quoteId=${quoteOf(spanish)}`);
      for (const mail of [french!, otra!]) {
        // Nothing of the winner: not its name, its address, its quote or its price.
        expect(mail.body_text).not.toMatch(/Winner|winner-haulage|1[,.\s ]?777/);
        expect(mail.body_text).not.toContain(quoteOf(winner));
        expect(mail.body_text).not.toContain(approved.body.data!.orderId!);
        // Sent on behalf of the shipper's user who approved (a reply reaches that person).
        expect(mail.user_id).toBe(w.shipperUserId);
      }
      expect(await mailsTo(w.db, gaveUp, 'quote-awarded-elsewhere')).toEqual([]);
      expect(await mailsTo(w.db, winner, 'quote-awarded-elsewhere')).toEqual([]);
      expect(await mailsTo(w.db, winner, 'quote-approved')).toHaveLength(1);
    });

    it('a refused approval (a second one on the same load) sends nothing more', async () => {
      const load = await freshLoad();
      const [first, second] = await send(load.id, {
        emails: [
          { email: 'rates@first-approval.test', name: 'First' },
          { email: 'rates@second-approval.test', name: 'Second' },
        ],
      });
      await confirm(first!.quoteId, 'rates@first-approval.test');
      await confirm(second!.quoteId, 'rates@second-approval.test');
      expect((await post(`approve-quote/${first!.quoteId}`, {}, w.shipper)).statusCode).toBe(200);
      expect((await post(`approve-quote/${second!.quoteId}`, {}, w.shipper)).statusCode).toBe(409);
      expect(await mailsTo(w.db, 'rates@second-approval.test', 'quote-awarded-elsewhere')).toHaveLength(1);
      expect(await mailsTo(w.db, 'rates@first-approval.test', 'quote-awarded-elsewhere')).toEqual([]);
    });
  });

  describe('quotes.language', () => {
    it('keeps the language chosen for a bare address: the comment, decline and approval e-mails go out in it', async () => {
      const load = await freshLoad();
      const [french, spanish, english] = await send(load.id, {
        language: 'sp',
        emails: [
          { email: 'devis@transport-quebec.test', name: 'Transport Québec', language: 'fr' },
          { email: 'ventas@sin-idioma.test', name: 'Sin Idioma' },
          { email: 'rates@plain-english.test', name: 'Plain English', language: 'en' },
        ],
      });
      // The entry's language, else the request's.
      expect([await languageOf(french!.quoteId), await languageOf(spanish!.quoteId), await languageOf(english!.quoteId)]).toEqual(['fr', 'sp', 'en']);

      expect((await post(`send-quote-comment-sender/${french!.quoteId}`, { body: 'Pouvez-vous charger lundi ?' }, w.shipper)).statusCode).toBe(200);
      const [comment] = await mailsTo(w.db, 'devis@transport-quebec.test', 'quote-comment');
      expect(comment!.subject).toBe(`Nouveau commentaire de Grace Hopper (Demo Freight Co.) sur le devis ${french!.quoteId} (chargement ${load.loadId})`);

      expect((await post(`decline-quote-sender/${english!.quoteId}`, {}, w.shipper)).statusCode).toBe(200);
      expect((await mailsTo(w.db, 'rates@plain-english.test', 'quote-declined-by-shipper'))[0]!.subject).toBe(
        `Demo Freight Co. declined your quote for load ${load.loadId}`,
      );

      await confirm(spanish!.quoteId, 'ventas@sin-idioma.test');
      expect((await post(`approve-quote/${spanish!.quoteId}`, {}, w.shipper)).statusCode).toBe(200);
      expect((await mailsTo(w.db, 'ventas@sin-idioma.test', 'quote-approved'))[0]!.subject).toBe(
        `Demo Freight Co. aprobó su precio para la carga ${load.loadId}`,
      );
      // The French one was still open: declined by the approval, told in French.
      expect((await mailsTo(w.db, 'devis@transport-quebec.test', 'quote-awarded-elsewhere'))[0]!.subject).toBe(
        `Le chargement ${load.loadId} a été confié à un autre transporteur`,
      );
    });

    it("the request names the load's equipment in the recipient's language (the stored name is English)", async () => {
      const load = await freshLoad();
      await sql(`update loads set equipment_type_id = (select id from equipment_types where key = 'reefer') where id = $1`, [load.id]);
      await send(load.id, {
        emails: [
          { email: 'tarifas@frio-norte.test', name: 'Frío Norte', language: 'sp' },
          { email: 'rates@cold-chain.test', name: 'Cold Chain', language: 'en' },
        ],
      });
      const [spanish] = await mailsTo(w.db, 'tarifas@frio-norte.test', 'quote-request');
      expect(spanish!.body_text).toContain('(Caja refrigerada 53 pies).');
      expect(spanish!.body_text).not.toContain('Reefer');
      expect((await mailsTo(w.db, 'rates@cold-chain.test', 'quote-request'))[0]!.body_text).toContain('(Reefer 53 ft).');
    });

    it('a request sent again takes the new language', async () => {
      const load = await freshLoad();
      const [first] = await send(load.id, { emails: [{ email: 'rates@changes-mind.test', name: 'Changes Mind' }] });
      expect(await languageOf(first!.quoteId)).toBe('en');
      const [again] = await send(load.id, { emails: [{ email: 'rates@changes-mind.test', name: 'Changes Mind', language: 'fr' }] });
      expect(again).toMatchObject({ quoteId: first!.quoteId, resent: true, language: 'fr' });
      expect(await languageOf(first!.quoteId)).toBe('fr');
    });

    it("a platform user's own current language wins over the stored one", async () => {
      const load = await freshLoad();
      const [maple] = await send(load.id, { userIds: [w.mapleUserId] });
      expect(await languageOf(maple!.quoteId)).toBe('fr');
      await sql(`update users set language = 'sp' where id = $1`, [w.mapleUserId]);
      try {
        expect((await post(`send-quote-comment-sender/${maple!.quoteId}`, { body: '¿Puede cargar el lunes?' }, w.shipper)).statusCode).toBe(200);
        const mails = await mailsTo(w.db, CARRIER_COMPANIES.maple.email, 'quote-comment');
        expect(mails.at(-1)!.subject).toBe(`Nuevo comentario de Grace Hopper (Demo Freight Co.) en la cotización ${maple!.quoteId} (carga ${load.loadId})`);
      } finally {
        await sql(`update users set language = 'fr' where id = $1`, [w.mapleUserId]);
      }
    });

    it("migration 0009's data step gives quotes sent before the column the recipient user's language", async () => {
      const load = await freshLoad();
      const [maple, bare] = await send(load.id, { userIds: [w.mapleUserId], emails: [{ email: 'ventas@antes.test', name: 'Antes', language: 'sp' }] });
      // As before the column: the default everywhere.
      await sql(`update quotes set language = 'en' where load_id = $1 and quote_id = $2`, [load.id, maple!.quoteId]);
      const migration = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'drizzle', '0009_quote_language.sql'), 'utf8');
      const dataStep = migration.split('--> statement-breakpoint').at(-1)!;
      expect(dataStep).toMatch(/UPDATE "quotes"/);
      await sql(dataStep);
      expect(await languageOf(maple!.quoteId)).toBe('fr');
      // A bare address has no account to read: its language stays.
      expect(await languageOf(bare!.quoteId)).toBe('sp');
      // The column refuses a language the platform does not have.
      await expect(sql(`update quotes set language = 'de' where quote_id = $1`, [bare!.quoteId])).rejects.toThrow(/quotes_language_check/);
    });
  });
});
