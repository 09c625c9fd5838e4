import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  LANGUAGE_CODES,
  type LanguageCode,
  type LoadStatus,
  type QuoteListData,
  type QuoteListRequest,
  type QuoteRecipientKind,
  type QuoteRecipientsData,
  type QuoteStatus,
  type SendQuoteUsersRequest,
  type SentQuote,
} from '@freight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { carrierPartners, companies, equipmentTypes, loads, quoteComments, quotes, truckers, users } from '../db/schema';
import { equipmentNameIn } from '../pdf/texts';
import { iso, isoOrNull } from '../http';
import { mailDate, quoteRequestMail } from '../mail/templates';
import { HttpError, badRequest, type FieldFailure } from '../plugins/envelope';
import { PROTOCOL } from '../texts/protocol';
import { carrierQuotePath } from './notify';
import { newPasscode, newQuoteId, type QuoteQueries, type QuoteRecord } from './quotes';
import { QUOTE_TEXTS } from './texts';

/**
 * send-quote-users, the send dialog's recipients and the quote list (docs/modules/loads.md, "Quotes").
 */

/** Loads that may still be offered for prices. */
const QUOTABLE: readonly LoadStatus[] = ['pending', 'quoted'];

/** A recipient once resolved: who gets a quote row and an e-mail. */
interface Recipient {
  kind: QuoteRecipientKind;
  name: string;
  email: string;
  language: LanguageCode;
  carrierCompanyId: string | null;
  truckerId: string | null;
}

const languageOr = (value: string | null | undefined, fallback: LanguageCode): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value ?? '') ? (value as LanguageCode) : fallback;

/** The status as shown: a confirmed price past its validity is expired (the rule of quotes.ts' shownStatus, in SQL). */
/** The carrier company of a quote; none for the shipper's own owner-operators (the recipient's name tells them). */
const carrierCompany = and(eq(companies.id, quotes.carrierCompanyId), sql`${quotes.carrierCompanyId} <> ${quotes.companyId}`);

const shownStatusSql = sql<string>`(case when ${quotes.status} = 'confirmed' and ${quotes.validUntil} <= now() then 'expired' else ${quotes.status} end)`;

export function createQuoteRequests(app: FastifyInstance, queries: QuoteQueries) {
  const db = app.db;

  /**
   * The recipients of a request, checked against the caller's company: partner users (an active carrier_partners
   * row), owner-operators (its truckers of kind `carrier` with an e-mail), bare addresses. 400 with every bad id.
   * The same address twice keeps the first.
   */
  async function resolve(companyId: string, body: SendQuoteUsersRequest): Promise<Recipient[]> {
    const errors: FieldFailure[] = [];
    const fallback = body.language ?? 'en';
    const userIds = body.userIds ?? [];
    const truckerIds = body.truckerIds ?? [];
    const partnerUsers = userIds.length
      ? await db
          .select({
            id: users.id,
            firstname: users.firstname,
            lastname: users.lastname,
            email: users.email,
            language: users.language,
            companyId: users.companyId,
          })
          .from(users)
          .innerJoin(
            carrierPartners,
            and(eq(carrierPartners.carrierCompanyId, users.companyId), eq(carrierPartners.companyId, companyId), eq(carrierPartners.status, 'active')),
          )
          .where(inArray(users.id, userIds))
      : [];
    const operators = truckerIds.length
      ? await db
          .select({ id: truckers.id, name: truckers.name, email: truckers.email, language: users.language })
          .from(truckers)
          .leftJoin(users, eq(users.id, truckers.userId))
          .where(
            and(
              inArray(truckers.id, truckerIds),
              eq(truckers.companyId, companyId),
              eq(truckers.kind, 'carrier'),
              eq(truckers.isActive, true),
              isNotNull(truckers.email),
            ),
          )
      : [];

    const recipients: Recipient[] = [];
    userIds.forEach((id, index) => {
      const user = partnerUsers.find((row) => row.id === id);
      if (!user) return errors.push({ field: `body.userIds.${index}`, message: QUOTE_TEXTS.requests.notPartnerUser() });
      recipients.push({
        kind: 'user',
        name: `${user.firstname} ${user.lastname}`.trim(),
        email: user.email,
        language: languageOr(user.language, 'en'),
        carrierCompanyId: user.companyId,
        truckerId: null,
      });
    });
    truckerIds.forEach((id, index) => {
      const operator = operators.find((row) => row.id === id);
      if (!operator) return errors.push({ field: `body.truckerIds.${index}`, message: QUOTE_TEXTS.requests.notOwnerOperator() });
      // An owner-operator works for the shipper's own company (as the seed's): the order, once approved, is its own.
      recipients.push({
        kind: 'ownerOperator',
        name: operator.name,
        email: operator.email!,
        language: languageOr(operator.language, fallback),
        carrierCompanyId: companyId,
        truckerId: operator.id,
      });
    });
    for (const entry of body.emails ?? []) {
      recipients.push({
        kind: 'email',
        name: entry.name.trim(),
        email: entry.email,
        language: entry.language ?? fallback,
        carrierCompanyId: null,
        truckerId: null,
      });
    }
    (body.emails ?? []).forEach((entry, index) => {
      if (!entry.name.trim()) errors.push({ field: `body.emails.${index}.name`, message: PROTOCOL.required() });
    });
    if (errors.length) throw badRequest(errors);
    if (recipients.length === 0) throw badRequest([{ field: 'body.userIds', message: QUOTE_TEXTS.requests.noRecipient() }], QUOTE_TEXTS.requests.noRecipient());

    const seen = new Set<string>();
    return recipients
      .map((recipient) => ({ ...recipient, email: recipient.email.trim().toLowerCase() }))
      .filter((recipient) => !seen.has(recipient.email) && seen.add(recipient.email));
  }

  return {
    /**
     * POST send-quote-users/:_id. In one transaction with the load locked: every recipient gets a quote (`requested`,
     * a new passcode) and an e-mail in its language. An open request to the same address on this load is sent again
     * (same quoteId, a new passcode; the old one stops working, its lock is lifted); an address whose price is
     * already confirmed (and still valid) makes the whole request a 409, nothing sent.
     * Returns the quotes and the quoteIds whose passcode lock must be cleared once committed.
     */
    async send(caller: { userId: string; companyId: string }, loadUuid: string, body: SendQuoteUsersRequest) {
      const recipients = await resolve(caller.companyId, body);
      return db.transaction(async (tx: Tx) => {
        const [load] = await tx
          .select({
            status: loads.status,
            loadId: loads.loadId,
            currency: loads.currency,
            originCity: loads.originCity,
            originState: loads.originState,
            destinationCity: loads.destinationCity,
            destinationState: loads.destinationState,
            pickupStart: loads.pickupStart,
            equipment: equipmentTypes.name,
            equipmentKey: equipmentTypes.key,
          })
          .from(loads)
          .leftJoin(equipmentTypes, eq(equipmentTypes.id, loads.equipmentTypeId))
          .where(and(eq(loads.id, loadUuid), eq(loads.companyId, caller.companyId)))
          .for('update', { of: loads });
        if (!load) throw new HttpError(404, QUOTE_TEXTS.quote.loadNotFound());
        if (!QUOTABLE.includes(load.status as LoadStatus)) throw new HttpError(409, QUOTE_TEXTS.requests.loadNotQuotable());

        const [shipper] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId));
        const open = await tx
          .select()
          .from(quotes)
          .where(
            and(
              eq(quotes.loadId, loadUuid),
              inArray(quotes.status, ['requested', 'confirmed']),
              inArray(
                sql`lower(${quotes.recipientEmail})`,
                recipients.map((r) => r.email),
              ),
            ),
          )
          .for('update');
        const existing = new Map<string, QuoteRecord>();
        for (const quote of open) {
          // A confirmed price past its validity: stored as expired (a quoted load with no valid price left goes back
          // to pending); the carrier is asked again with a new quote.
          if (await queries.expireIfDue(tx, quote, load.status)) continue;
          if (quote.status === 'confirmed') throw new HttpError(409, QUOTE_TEXTS.requests.alreadyQuoted({ email: quote.recipientEmail }));
          existing.set(quote.recipientEmail.toLowerCase(), quote);
        }

        const lane = `${load.originCity}, ${load.originState} → ${load.destinationCity}, ${load.destinationState}`;
        const sent: SentQuote[] = [];
        const now = new Date();
        for (const recipient of recipients) {
          const { passcode, hash } = newPasscode();
          const previous = existing.get(recipient.email);
          let quoteId: string;
          if (previous) {
            quoteId = previous.quoteId;
            await tx
              .update(quotes)
              .set({
                passcodeHash: hash,
                passcodeAttempts: 0,
                recipientName: recipient.name,
                carrierCompanyId: recipient.carrierCompanyId,
                truckerId: recipient.truckerId,
                language: recipient.language,
                requestedBy: caller.userId,
                updatedAt: now,
              })
              .where(eq(quotes.id, previous.id));
          } else {
            quoteId = newQuoteId();
            await tx.insert(quotes).values({
              companyId: caller.companyId,
              quoteId,
              loadId: loadUuid,
              carrierCompanyId: recipient.carrierCompanyId,
              truckerId: recipient.truckerId,
              recipientName: recipient.name,
              recipientEmail: recipient.email,
              // Kept for every later e-mail to this recipient (a bare address has no account to read it from).
              language: recipient.language,
              passcodeHash: hash,
              status: 'requested',
              currency: load.currency,
              requestedBy: caller.userId,
              createdAt: now,
              updatedAt: now,
            });
          }
          const mail = quoteRequestMail(recipient.language, {
            shipper: shipper?.name ?? '',
            name: recipient.name,
            quoteId,
            loadId: load.loadId,
            lane,
            pickup: mailDate(recipient.language, load.pickupStart),
            equipment: equipmentNameIn(recipient.language, { key: load.equipmentKey, name: load.equipment }),
            passcode,
            link: `${app.publicUrl}${carrierQuotePath(quoteId)}`,
            message: body.message?.trim() || undefined,
            resent: Boolean(previous),
          });
          // userId: the shipper's user who asked, so a carrier's reply to the e-mail reaches that person (Reply-To).
          await app.mailer.enqueue(tx, { ...mail, to: recipient.email, companyId: caller.companyId, userId: caller.userId, template: 'quote-request' });
          sent.push({
            quoteId,
            kind: recipient.kind,
            recipientName: recipient.name,
            recipientEmail: recipient.email,
            carrierCompanyId: recipient.carrierCompanyId,
            language: recipient.language,
            resent: Boolean(previous),
          });
        }
        // An expired price may have sent the load back to pending.
        const [after] = await tx.select({ status: loads.status }).from(loads).where(eq(loads.id, loadUuid));
        return { loadStatus: (after?.status ?? load.status) as LoadStatus, quotes: sent };
      });
    },

    /** GET quote-recipients: active partner carriers with their users, and the owner-operators with an e-mail. */
    async recipients(companyId: string): Promise<QuoteRecipientsData> {
      const rows = await db
        .select({
          companyId: companies.id,
          company: companies.name,
          userId: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          language: users.language,
        })
        .from(carrierPartners)
        .innerJoin(companies, eq(companies.id, carrierPartners.carrierCompanyId))
        .innerJoin(users, eq(users.companyId, carrierPartners.carrierCompanyId))
        .where(and(eq(carrierPartners.companyId, companyId), eq(carrierPartners.status, 'active')))
        .orderBy(asc(companies.name), asc(users.firstname), asc(users.lastname), asc(users.id));
      const partners: QuoteRecipientsData['partners'] = [];
      for (const row of rows) {
        let partner = partners.find((candidate) => candidate.companyId === row.companyId);
        if (!partner) partners.push((partner = { companyId: row.companyId, name: row.company, users: [] }));
        partner.users.push({ _id: row.userId, name: `${row.firstname} ${row.lastname}`.trim(), email: row.email, language: languageOr(row.language, 'en') });
      }
      const operators = await db
        .select({ _id: truckers.id, name: truckers.name, email: truckers.email, truckNumber: truckers.truckNumber })
        .from(truckers)
        .where(and(eq(truckers.companyId, companyId), eq(truckers.kind, 'carrier'), eq(truckers.isActive, true), isNotNull(truckers.email)))
        .orderBy(asc(truckers.name), asc(truckers.id));
      return { partners, ownerOperators: operators.map((operator) => ({ ...operator, email: operator.email! })) };
    },

    /**
     * POST quote-list: the company's quotes, newest first; for one load, side by side: confirmed prices first,
     * cheapest first, then the others by status and age.
     */
    async list(companyId: string, request: QuoteListRequest): Promise<QuoteListData> {
      const page = request.page ?? 1;
      const limit = request.limit ?? 20;
      const filters: Array<SQL | undefined> = [eq(quotes.companyId, companyId)];
      if (request.loadId) filters.push(eq(quotes.loadId, request.loadId));
      if (request.status) filters.push(sql`${shownStatusSql} = ${request.status}`);
      if (request.open) filters.push(sql`${shownStatusSql} in ('requested', 'confirmed')`);
      const search = request.search?.trim();
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        filters.push(
          or(
            ilike(quotes.quoteId, pattern),
            ilike(loads.loadId, pattern),
            ilike(companies.name, pattern),
            ilike(quotes.recipientName, pattern),
            ilike(quotes.recipientEmail, pattern),
          ),
        );
      }
      const where = and(...filters);
      const order = request.loadId
        ? [
            sql`(${shownStatusSql} = 'approved') desc`,
            sql`(${shownStatusSql} = 'confirmed') desc`,
            sql`${quotes.amount} asc nulls last`,
            desc(quotes.createdAt),
            asc(quotes.id),
          ]
        : [desc(quotes.createdAt), desc(quotes.id)];
      const commentCount = sql<number>`(select count(*)::int from ${quoteComments} where ${quoteComments.quoteId} = ${quotes.id})`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            quote: quotes,
            shown: shownStatusSql,
            loadId: loads.loadId,
            loadStatus: loads.status,
            originCity: loads.originCity,
            originState: loads.originState,
            destinationCity: loads.destinationCity,
            destinationState: loads.destinationState,
            carrierName: companies.name,
            commentCount,
          })
          .from(quotes)
          .innerJoin(loads, eq(loads.id, quotes.loadId))
          .leftJoin(companies, carrierCompany)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quotes)
          .innerJoin(loads, eq(loads.id, quotes.loadId))
          .leftJoin(companies, carrierCompany)
          .where(where),
      ]);
      return {
        items: rows.map(({ quote, ...row }) => ({
          _id: quote.id,
          quoteId: quote.quoteId,
          status: row.shown as QuoteStatus,
          loadUuid: quote.loadId,
          loadId: row.loadId,
          loadStatus: row.loadStatus as LoadStatus,
          origin: `${row.originCity}, ${row.originState}`,
          destination: `${row.destinationCity}, ${row.destinationState}`,
          carrierCompanyId: quote.carrierCompanyId,
          carrierName: row.carrierName,
          truckerId: quote.truckerId,
          recipientName: quote.recipientName,
          recipientEmail: quote.recipientEmail,
          amount: quote.amount,
          currency: quote.currency,
          transitDays: quote.transitDays,
          validUntil: isoOrNull(quote.validUntil),
          notes: quote.notes,
          declineReason: quote.declineReason,
          commentCount: row.commentCount,
          createdAt: iso(quote.createdAt),
          confirmedAt: isoOrNull(quote.confirmedAt),
        })),
        total: counted?.n ?? 0,
        page,
        limit,
      };
    },
  };
}
