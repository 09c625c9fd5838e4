import { links } from '@freight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { companies, loads, notifications, truckers, users } from '../db/schema';
import {
  mailDate,
  mailMoney,
  quoteApprovedMail,
  quoteAwardedElsewhereMail,
  quoteCommentMail,
  quoteConfirmedMail,
  quoteDeclinedMail,
  quoteShipperDeclinedMail,
  type MailLanguage,
} from '../mail/templates';
import type { QuoteRecord } from './quotes';
import { publishNotifications } from '../realtime/publish';

/**
 * Telling the other side of a quote (docs/modules/loads.md, "Quotes"):
 *   - the shipper, when its carrier confirms, declines or comments: an in-app notification (stored in English,
 *     read by id in the reader's language: texts/notices.ts) and an e-mail in the shipper user's language, both to the user who
 *     sent the request (else the load's author);
 *   - the carrier, when the shipper comments on, approves or declines its quote, or approves another carrier's: an
 *     e-mail with the link to its /confirmQuote page, in the language of the platform user behind the address, else
 *     the quote's stored language (carrierLanguage); on approval the users of a carrier company on the platform also
 *     get a "New order" notification.
 * Everything is written in the caller's transaction (the outbox row commits with the change); the route flushes the
 * mailer after the commit.
 */

const LANGUAGES: readonly MailLanguage[] = ['sp', 'en', 'fr'];
const languageOf = (value: string | null | undefined): MailLanguage => (LANGUAGES.includes(value as MailLanguage) ? (value as MailLanguage) : 'en');

/** The in-app link of a quote for the shipper (the /quotes screen's viewQuote child, as the seed's notifications). */
const shipperQuotePath = links.viewQuote;
/** The public page a carrier opens (the passcode is asked there, never in the link). */
export const carrierQuotePath = links.confirmQuote;

export function createQuoteNotifier(app: FastifyInstance) {
  const absolute = (path: string) => `${app.publicUrl}${path}`;

  /** The shipper user to tell: who sent the request, else who posted the load. */
  async function shipperUser(db: DbOrTx, quote: QuoteRecord) {
    const pick = async (userId: string | null) => {
      if (!userId) return undefined;
      const [user] = await db
        .select({ id: users.id, firstname: users.firstname, email: users.email, language: users.language, companyId: users.companyId })
        .from(users)
        .where(eq(users.id, userId));
      return user && user.companyId === quote.companyId ? user : undefined;
    };
    const [load] = await db.select({ loadId: loads.loadId, createdBy: loads.createdBy }).from(loads).where(eq(loads.id, quote.loadId));
    const user = (await pick(quote.requestedBy)) ?? (await pick(load?.createdBy ?? null));
    return { user, loadId: load?.loadId ?? '' };
  }

  /** The carrier's name as the shipper knows it: its company on the platform, else the recipient's name. */
  async function carrierName(db: DbOrTx, quote: QuoteRecord): Promise<string> {
    if (quote.carrierCompanyId && quote.carrierCompanyId !== quote.companyId) {
      const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, quote.carrierCompanyId));
      if (company) return company.name;
    }
    return quote.recipientName;
  }

  /**
   * The language of a mail to a quote's carrier: the platform user's own current language when there is one (the
   * account behind the address, else the owner-operator's login: what they chose since wins), else the language the
   * quote was sent in (`quotes.language`, chosen by the shipper for a bare address).
   */
  async function carrierLanguage(db: DbOrTx, quote: QuoteRecord): Promise<MailLanguage> {
    const [account] = await db.select({ language: users.language }).from(users).where(eq(users.email, quote.recipientEmail.toLowerCase()));
    if (account) return languageOf(account.language);
    if (quote.truckerId) {
      const [login] = await db
        .select({ language: users.language })
        .from(truckers)
        .innerJoin(users, eq(users.id, truckers.userId))
        .where(eq(truckers.id, quote.truckerId));
      if (login) return languageOf(login.language);
    }
    return languageOf(quote.language);
  }

  /** What a mail to the carrier needs: its language (carrierLanguage), the load, the shipper. */
  async function carrierSide(db: DbOrTx, quote: QuoteRecord) {
    const [load] = await db.select({ loadId: loads.loadId }).from(loads).where(eq(loads.id, quote.loadId));
    const [shipper] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, quote.companyId));
    return { language: await carrierLanguage(db, quote), loadId: load?.loadId ?? '', shipper: shipper?.name ?? '' };
  }

  async function tellShipper(
    db: DbOrTx,
    quote: QuoteRecord,
    notice: { type: string; title: string; body: (carrier: string, loadId: string) => string },
    mail: (language: MailLanguage, name: string, carrier: string, loadId: string, link: string) => { subject: string; text: string; html: string },
    template: string,
  ): Promise<void> {
    const { user, loadId } = await shipperUser(db, quote);
    if (!user) return;
    const carrier = await carrierName(db, quote);
    const recorded = {
      companyId: quote.companyId,
      userId: user.id,
      type: notice.type,
      title: notice.title,
      body: notice.body(carrier, loadId),
      link: shipperQuotePath(quote.quoteId),
    };
    await db.insert(notifications).values(recorded);
    await publishNotifications(db, [recorded]);
    const rendered = mail(languageOf(user.language), user.firstname, carrier, loadId, absolute(shipperQuotePath(quote.quoteId)));
    await app.mailer.enqueue(db, { ...rendered, to: user.email, companyId: quote.companyId, userId: user.id, template });
  }

  return {
    /** confirm-quote: `quote` holds the new price. */
    confirmed: (db: DbOrTx, quote: QuoteRecord) =>
      tellShipper(
        db,
        quote,
        { type: 'quote_confirmed', title: 'New quote received', body: (carrier, loadId) => `${carrier} quoted ${loadId}` },
        (language, name, carrier, loadId, link) =>
          quoteConfirmedMail(language, {
            name,
            carrier,
            quoteId: quote.quoteId,
            loadId,
            amount: mailMoney(language, quote.amount ?? 0, quote.currency),
            days: String(quote.transitDays ?? ''),
            validUntil: quote.validUntil ? mailDate(language, quote.validUntil) : '',
            notes: quote.notes,
            link,
          }),
        'quote-confirmed',
      ),

    /** decline-quote */
    declined: (db: DbOrTx, quote: QuoteRecord, reason: string) =>
      tellShipper(
        db,
        quote,
        { type: 'quote_declined', title: 'Quote declined', body: (carrier, loadId) => `${carrier} declined ${loadId}` },
        (language, name, carrier, loadId, link) => quoteDeclinedMail(language, { name, carrier, quoteId: quote.quoteId, loadId, reason, link }),
        'quote-declined',
      ),

    /** send-quote-comment: the carrier wrote; the shipper is told. */
    carrierCommented: (db: DbOrTx, quote: QuoteRecord, comment: string) =>
      tellShipper(
        db,
        quote,
        { type: 'quote_comment', title: 'New comment on a quote', body: (carrier) => `${carrier} commented on ${quote.quoteId}` },
        (language, name, carrier, loadId, link) =>
          quoteCommentMail(language, { name, author: carrier, quoteId: quote.quoteId, loadId, comment, link, toCarrier: false }),
        'quote-comment',
      ),

    /**
     * approve-quote: the carrier whose price won gets an e-mail (its order waits for its acceptance); the users of a
     * carrier company on the platform (other than the shipper itself) get the seed's "New order" notification.
     */
    async approved(db: DbOrTx, quote: QuoteRecord, order: { orderId: string; carrierCompanyId: string }, byUserId: string): Promise<void> {
      const { language, loadId, shipper } = await carrierSide(db, quote);
      const rendered = quoteApprovedMail(language, {
        name: quote.recipientName,
        shipper,
        quoteId: quote.quoteId,
        loadId,
        amount: mailMoney(language, quote.amount ?? 0, quote.currency),
        orderId: order.orderId,
        link: absolute(carrierQuotePath(quote.quoteId)),
      });
      await app.mailer.enqueue(db, { ...rendered, to: quote.recipientEmail, companyId: quote.companyId, userId: byUserId, template: 'quote-approved' });
      if (order.carrierCompanyId === quote.companyId) return;
      const carrierUsers = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, order.carrierCompanyId), eq(users.canAccessPortal, true)));
      if (carrierUsers.length === 0) return;
      const recorded = carrierUsers.map((user) => ({
        companyId: order.carrierCompanyId,
        userId: user.id,
        type: 'order_new',
        title: 'New order',
        body: `${order.orderId} from ${shipper}`,
        link: links.dashboardList('neworderslist'),
      }));
      await db.insert(notifications).values(recorded);
      await publishNotifications(db, recorded);
    },

    /** decline-quote-sender: the shipper declined the quote; the carrier gets an e-mail (in its language) with the reason. */
    async declinedByShipper(db: DbOrTx, quote: QuoteRecord, reason: string | null, byUserId: string): Promise<void> {
      const { language, loadId, shipper } = await carrierSide(db, quote);
      const rendered = quoteShipperDeclinedMail(language, {
        name: quote.recipientName,
        shipper,
        quoteId: quote.quoteId,
        loadId,
        reason,
        link: absolute(carrierQuotePath(quote.quoteId)),
      });
      await app.mailer.enqueue(db, {
        ...rendered,
        to: quote.recipientEmail,
        companyId: quote.companyId,
        userId: byUserId,
        template: 'quote-declined-by-shipper',
      });
    },

    /**
     * approve-quote, for each other open quote it declined: the carrier is told the load went to another carrier (no
     * price, no name of the winner), with the link to its quote page. `user_id` the shipper's user who approved.
     */
    async awardedElsewhere(db: DbOrTx, quote: QuoteRecord, byUserId: string): Promise<void> {
      const { language, loadId, shipper } = await carrierSide(db, quote);
      const rendered = quoteAwardedElsewhereMail(language, {
        name: quote.recipientName,
        shipper,
        quoteId: quote.quoteId,
        loadId,
        link: absolute(carrierQuotePath(quote.quoteId)),
      });
      await app.mailer.enqueue(db, {
        ...rendered,
        to: quote.recipientEmail,
        companyId: quote.companyId,
        userId: byUserId,
        template: 'quote-awarded-elsewhere',
      });
    },

    /** send-quote-comment-sender: the shipper wrote; the carrier gets an e-mail with the link to its quote page. */
    async shipperCommented(db: DbOrTx, quote: QuoteRecord, comment: string, author: { userId: string; name: string }): Promise<void> {
      const { language, loadId, shipper } = await carrierSide(db, quote);
      const rendered = quoteCommentMail(language, {
        name: quote.recipientName,
        author: `${author.name} (${shipper})`,
        quoteId: quote.quoteId,
        loadId,
        comment,
        link: absolute(carrierQuotePath(quote.quoteId)),
        toCarrier: true,
      });
      // userId: the shipper's user who wrote, so the carrier's reply goes to that person (the mailer's Reply-To).
      await app.mailer.enqueue(db, { ...rendered, to: quote.recipientEmail, companyId: quote.companyId, userId: author.userId, template: 'quote-comment' });
    },
  };
}
