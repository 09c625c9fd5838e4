import {
  CancelAllQuotesData,
  CarrierQuoteCommentRequest,
  CarrierQuoteView,
  ConfirmQuoteRequest,
  DeclineQuoteRequest,
  NoFieldsRequest,
  QUOTE_PASSCODE_HEADER,
  QUOTE_PASSCODE_MAX_ATTEMPTS,
  QuoteCommentsData,
  QuoteIdParams,
  QuoteListData,
  QuoteListRequest,
  QuoteLoadIdParams,
  QuoteRecipientsData,
  QuotePasscodeHeaders,
  QuotePasscodeRequest,
  QuoteStateData,
  SendQuoteUsersData,
  SendQuoteUsersRequest,
  ShipperDeclineQuoteRequest,
  ShipperQuoteCommentRequest,
  ShipperQuoteView,
  envelopeOf,
  type Currency,
  type LoadStatus,
  type QuoteStatus,
} from '@freight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Tx } from '../db/client';
import { quoteComments, users } from '../db/schema';
import { IdParams } from '../http';
import { createAttemptCounters, tooMany } from '../plugins/attempt-limit';
import { access, callerOf } from '../plugins/auth';
import { HttpError, badRequest, notFound, ok } from '../plugins/envelope';
import { PROTOCOL } from '../texts/protocol';
import type { TextRef } from '../texts';
import type { RoutesPlugin } from '../types';
import { awardLoad } from '../shipments';
import { createQuoteNotifier } from './notify';
import { createQuoteRequests } from './requests';
import { QUOTE_TEXTS } from './texts';
import { canMoveLoad, canMoveQuote, createQuoteQueries, passcodeMatches, shownStatus, type QuoteRecord } from './quotes';

/** How long a quote stays locked after too many wrong passcodes (the shipper can send a new request meanwhile). */
const PASSCODE_LOCK_MS = 24 * 60 * 60 * 1000;

const conflict = (message: TextRef) => new HttpError(409, message);

const HOUR_MS = 60 * 60 * 1000;
/** Comments a carrier may post on one quote per hour (the public page; the shipper's side is signed in). */
const CARRIER_COMMENTS_PER_HOUR = 30;

/**
 * A refusal decided after a write that must stay (a confirmed quote found past its validity is stored as expired,
 * then the call is refused): the transaction returns it instead of throwing, and the route throws once committed.
 */
interface Refusal {
  refused: TextRef;
}
const refusal = (message: TextRef): Refusal => ({ refused: message });
function unlessRefused<T extends object>(result: T | Refusal): T {
  if ('refused' in result) throw conflict(result.refused);
  return result;
}

/** Quote states that end the conversation (no more comments). */
const CLOSED_FOR_COMMENTS: readonly QuoteStatus[] = ['declined', 'cancelled', 'expired'];

/**
 * The quote calls of the `load-manager` (spec section 7; docs/modules/loads.md, "Quotes"). The carrier's calls are
 * public and need the quoteId plus the passcode; the shipper's need a signed-in user of the quote's company.
 */
export const quoteRoutes: RoutesPlugin = async (app) => {
  const queries = createQuoteQueries(app.db);
  const counters = createAttemptCounters(app.db);
  const notifier = createQuoteNotifier(app);
  const requests = createQuoteRequests(app, queries);
  const flushMail = () => void app.mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'mail flush failed'));
  const passcodeKey = (quoteId: string) => `quote-passcode:${quoteId}`;

  /**
   * The quote behind a public call, once its passcode is right. Every public call counts against the quote's
   * attempts (PostgreSQL `attempt_counters`, shared by every API instance) before the passcode is compared, so
   * parallel guesses cannot slip past the limit; a right passcode gives its attempt back. The
   * QUOTE_PASSCODE_MAX_ATTEMPTS-th wrong one locks the quote for PASSCODE_LOCK_MS and is answered with the lock
   * itself (429), so the carrier is told at once; every later call is refused the same way, even with the right one.
   * A wrong one is reported on `field`, where the call carried the passcode (the body's field, or the GET's header).
   */
  async function unlockQuote(quoteId: string, passcode: string, reply: FastifyReply, field = 'body.passcode'): Promise<QuoteRecord> {
    const quote = await queries.byQuoteId(quoteId);
    if (!quote) throw notFound(QUOTE_TEXTS.quote.notFound());
    const key = passcodeKey(quote.quoteId);
    const attempt = await counters.hit(key, PASSCODE_LOCK_MS);
    const locked = () => {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      return new HttpError(429, QUOTE_TEXTS.quote.locked());
    };
    if (attempt.count > QUOTE_PASSCODE_MAX_ATTEMPTS) throw locked();
    const right = passcodeMatches(quote.passcodeHash, passcode);
    await queries.recordPasscode(quote.id, right);
    if (!right && attempt.count >= QUOTE_PASSCODE_MAX_ATTEMPTS) throw locked();
    if (!right) {
      // The carrier is told how many tries remain, so the lock never comes as a surprise.
      const left = QUOTE_PASSCODE_MAX_ATTEMPTS - attempt.count;
      const message = left === 1 ? QUOTE_TEXTS.quote.wrongPasscodeLastTry() : QUOTE_TEXTS.quote.wrongPasscodeTriesLeft({ count: left });
      throw badRequest([{ field, message }], QUOTE_TEXTS.quote.wrongPasscode());
    }
    await counters.giveBack(key);
    return quote;
  }

  /**
   * Declines a quote under its load's lock (decline-quote: the carrier; decline-quote-sender: the shipper): requested
   * or confirmed → declined (QUOTE_TRANSITIONS; else 409, a confirmed quote past its validity is stored as expired
   * first); a quoted load with no confirmed price left waits for prices again (→ pending); then `tell` the other side.
   */
  async function decline(tx: Tx, quote: QuoteRecord, loadStatus: string, reason: string | null, tell: () => Promise<void>) {
    if (await queries.expireIfDue(tx, quote, loadStatus)) return refusal(QUOTE_TEXTS.quote.cannotDecline());
    if (!canMoveQuote(quote.status, 'declined')) throw conflict(QUOTE_TEXTS.quote.cannotDecline());
    await queries.setQuote(tx, quote.id, { status: 'declined', declineReason: reason, declinedAt: new Date() });
    let nextLoadStatus = loadStatus as LoadStatus;
    if (loadStatus === 'quoted' && (await queries.confirmedCount(tx, quote.loadId)) === 0) {
      nextLoadStatus = 'pending';
      await queries.setLoad(tx, quote.loadId, { status: nextLoadStatus });
    }
    await tell();
    return { quoteId: quote.quoteId, status: 'declined' as QuoteStatus, loadStatus: nextLoadStatus };
  }

  // POST load-manager/validate-quote-passcode/:quoteId { passcode }: the quote and its load as the carrier sees them.
  app.post(
    '/validate-quote-passcode/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: QuotePasscodeRequest, response: { 200: envelopeOf(CarrierQuoteView) } } },
    async (request, reply) => {
      const quote = await unlockQuote(request.params.quoteId, request.body.passcode, reply);
      return ok(QUOTE_TEXTS.quote.passcodeValid(), await queries.carrierView(quote));
    },
  );

  // GET load-manager/get-quote-detail/:quoteId, passcode in the `x-quote-passcode` header (kept out of URLs and logs).
  app.get(
    '/get-quote-detail/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, headers: QuotePasscodeHeaders, response: { 200: envelopeOf(CarrierQuoteView) } } },
    async (request, reply) => {
      const quote = await unlockQuote(request.params.quoteId, request.headers[QUOTE_PASSCODE_HEADER], reply, `headers.${QUOTE_PASSCODE_HEADER}`);
      return ok(QUOTE_TEXTS.quote.fetched(), await queries.carrierView(quote));
    },
  );

  // GET load-manager/get-quote-detail-admin/:quoteId: the shipper's view (its company only; another's is a 404).
  app.get(
    '/get-quote-detail-admin/:quoteId',
    { config: access.user, schema: { params: QuoteIdParams, response: { 200: envelopeOf(ShipperQuoteView) } } },
    async (request) => {
      const view = await queries.shipperView(callerOf(request).companyId, request.params.quoteId);
      if (!view) throw notFound(QUOTE_TEXTS.quote.notFound());
      return ok(QUOTE_TEXTS.quote.fetched(), view);
    },
  );

  // POST load-manager/confirm-quote/:quoteId { passcode, amount, transitDays, validUntil, currency?, notes? }
  app.post(
    '/confirm-quote/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: ConfirmQuoteRequest, response: { 200: envelopeOf(QuoteStateData) } } },
    async (request, reply) => {
      const body = request.body;
      const validUntil = new Date(body.validUntil);
      if (!(validUntil.getTime() > Date.now())) throw badRequest([{ field: 'body.validUntil', message: QUOTE_TEXTS.quote.inThePast() }]);
      await unlockQuote(request.params.quoteId, body.passcode, reply);
      const outcome = await queries.withLockedQuote({ quoteId: request.params.quoteId }, async (tx, quote, loadStatus) => {
        if (await queries.expireIfDue(tx, quote, loadStatus)) return refusal(QUOTE_TEXTS.quote.cannotConfirm());
        if (!canMoveQuote(quote.status, 'confirmed') || !canMoveLoad(loadStatus, 'quoted')) throw conflict(QUOTE_TEXTS.quote.cannotConfirm());
        const now = new Date();
        const price = {
          status: 'confirmed',
          amount: body.amount,
          currency: body.currency ?? quote.currency,
          transitDays: body.transitDays,
          validUntil,
          notes: body.notes?.trim() || null,
          confirmedAt: now,
        };
        await queries.setQuote(tx, quote.id, price);
        if (loadStatus !== 'quoted') await queries.setLoad(tx, quote.loadId, { status: 'quoted' });
        await notifier.confirmed(tx, { ...quote, ...price });
        return { quoteId: quote.quoteId, status: 'confirmed' as QuoteStatus, loadStatus: 'quoted' as LoadStatus };
      });
      if (!outcome.found) throw notFound(QUOTE_TEXTS.quote.notFound());
      const result = unlessRefused(outcome.result);
      flushMail();
      return ok(QUOTE_TEXTS.quote.confirmed(), result);
    },
  );

  // POST load-manager/decline-quote/:quoteId { passcode, reason }
  app.post(
    '/decline-quote/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: DeclineQuoteRequest, response: { 200: envelopeOf(QuoteStateData) } } },
    async (request, reply) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest([{ field: 'body.reason', message: PROTOCOL.required() }]);
      await unlockQuote(request.params.quoteId, request.body.passcode, reply);
      const outcome = await queries.withLockedQuote({ quoteId: request.params.quoteId }, (tx, quote, loadStatus) =>
        decline(tx, quote, loadStatus, reason, () => notifier.declined(tx, quote, reason)),
      );
      if (!outcome.found) throw notFound(QUOTE_TEXTS.quote.notFound());
      const result = unlessRefused(outcome.result);
      flushMail();
      return ok(QUOTE_TEXTS.quote.declined(), result);
    },
  );

  // POST load-manager/decline-quote-sender/:quoteId { reason? }: the shipper declines one quote of its company (another
  // company's is a 404); the carrier is told by e-mail.
  app.post(
    '/decline-quote-sender/:quoteId',
    { config: access.user, schema: { params: QuoteIdParams, body: ShipperDeclineQuoteRequest, response: { 200: envelopeOf(QuoteStateData) } } },
    async (request) => {
      const caller = callerOf(request);
      const reason = request.body.reason?.trim() || null;
      const outcome = await queries.withLockedQuote({ quoteId: request.params.quoteId, companyId: caller.companyId }, (tx, quote, loadStatus) =>
        decline(tx, quote, loadStatus, reason, () => notifier.declinedByShipper(tx, quote, reason, caller.userId)),
      );
      if (!outcome.found) throw notFound(QUOTE_TEXTS.quote.notFound());
      const result = unlessRefused(outcome.result);
      flushMail();
      return ok(QUOTE_TEXTS.quote.declined(), result);
    },
  );

  // POST load-manager/approve-quote/:quoteId: the shipper picks this price; the load's other open quotes are declined
  // and the load becomes tendered to the quote's carrier. The load row lock serializes approvals of one load, and the
  // unique partial index quotes_one_approved_per_load_idx stands behind it.
  app.post(
    '/approve-quote/:quoteId',
    { config: access.user, schema: { params: QuoteIdParams, body: NoFieldsRequest, response: { 200: envelopeOf(QuoteStateData) } } },
    async (request) => {
      const caller = callerOf(request);
      const outcome = await queries.withLockedQuote({ quoteId: request.params.quoteId, companyId: caller.companyId }, async (tx, quote, loadStatus) => {
        // A price past its validity: stored as expired (the load may go back to pending), then refused.
        if (await queries.expireIfDue(tx, quote, loadStatus)) return refusal(QUOTE_TEXTS.quote.expired());
        if (quote.status === 'expired') throw conflict(QUOTE_TEXTS.quote.expired());
        if (!canMoveQuote(quote.status, 'approved')) throw conflict(QUOTE_TEXTS.quote.cannotApprove());
        if (!canMoveLoad(loadStatus, 'tendered') || loadStatus === 'tendered') throw conflict(QUOTE_TEXTS.quote.loadCannotBeTendered());
        await queries.setQuote(tx, quote.id, { status: 'approved', approvedAt: new Date() });
        const others = await queries.closeOpenQuotes(tx, quote.loadId, 'declined', quote.id);
        // The order: the quote's carrier company; a carrier that is only an e-mail address (not on the platform) is
        // run by the shipper itself, as its owner-operators are (docs/modules/loads.md, "Quotes").
        const award = await awardLoad(tx, {
          loadUuid: quote.loadId,
          carrierCompanyId: quote.carrierCompanyId ?? caller.companyId,
          rate: quote.amount,
          currency: quote.currency as Currency,
          quoteUuid: quote.id,
          byUserId: caller.userId,
        });
        await notifier.approved(tx, { ...quote, status: 'approved' }, award, caller.userId);
        // The carriers whose open quotes this approval declined are told the load went to another carrier.
        for (const other of others) await notifier.awardedElsewhere(tx, other, caller.userId);
        return { quoteId: quote.quoteId, status: 'approved' as QuoteStatus, loadStatus: award.loadStatus, orderId: award.orderId };
      });
      if (!outcome.found) throw notFound(QUOTE_TEXTS.quote.notFound());
      const result = unlessRefused(outcome.result);
      flushMail();
      return ok(QUOTE_TEXTS.quote.approved(), result);
    },
  );

  // POST load-manager/cancel-all-quote/:loadId (the load's uuid): every open quote of the load is cancelled.
  app.post(
    '/cancel-all-quote/:loadId',
    { config: access.user, schema: { params: QuoteLoadIdParams, body: NoFieldsRequest, response: { 200: envelopeOf(CancelAllQuotesData) } } },
    async (request) => {
      const caller = callerOf(request);
      const outcome = await queries.withLockedLoad(caller.companyId, request.params.loadId, async (tx, loadStatus) => {
        const cancelled = (await queries.closeOpenQuotes(tx, request.params.loadId, 'cancelled')).length;
        if (cancelled === 0) throw conflict(QUOTE_TEXTS.quote.noOpenQuotes());
        // No price left to choose from: a quoted load waits for prices again.
        let nextLoadStatus = loadStatus as LoadStatus;
        if (loadStatus === 'quoted') {
          nextLoadStatus = 'pending';
          await queries.setLoad(tx, request.params.loadId, { status: nextLoadStatus });
        }
        return { cancelled, loadStatus: nextLoadStatus };
      });
      if (!outcome.found) throw notFound(QUOTE_TEXTS.quote.loadNotFound());
      return ok(QUOTE_TEXTS.quote.allCancelled(), outcome.result);
    },
  );
  // POST load-manager/send-quote-users/:_id (the load's uuid): quote requests by e-mail to the chosen recipients.
  // Idempotent by Idempotency-Key (NAMED_CREATES): a retried click sends nothing twice.
  app.post(
    '/send-quote-users/:_id',
    { config: access.user, schema: { params: IdParams, body: SendQuoteUsersRequest, response: { 200: envelopeOf(SendQuoteUsersData) } } },
    async (request) => {
      const caller = callerOf(request);
      const result = await requests.send(caller, request.params._id, request.body);
      // A request sent again has a new passcode: the old one's lock is lifted with it.
      await Promise.all(result.quotes.filter((quote) => quote.resent).map((quote) => counters.clear(passcodeKey(quote.quoteId))));
      flushMail();
      return ok(QUOTE_TEXTS.requests.sentToUsers(), result);
    },
  );

  // GET load-manager/quote-recipients: the send dialog's choices.
  app.get('/quote-recipients', { config: access.user, schema: { response: { 200: envelopeOf(QuoteRecipientsData) } } }, async (request) =>
    ok(QUOTE_TEXTS.requests.recipientsFetched(), await requests.recipients(callerOf(request).companyId)),
  );

  // POST load-manager/quote-list: the company's quotes, or one load's side by side (loadId), paged.
  app.post('/quote-list', { config: access.user, schema: { body: QuoteListRequest, response: { 200: envelopeOf(QuoteListData) } } }, async (request) =>
    ok(QUOTE_TEXTS.requests.listFetched(), await requests.list(callerOf(request).companyId, request.body)),
  );

  /**
   * Adds a comment to a quote's thread (under its load's lock, as every quote write) and tells the other side.
   * A declined, cancelled or expired quote takes no more comments (409).
   */
  async function comment(
    where: { quoteId: string; companyId?: string },
    author: { side: 'carrier' } | { side: 'shipper'; userId: string; name: string },
    body: string,
  ) {
    const text = body.trim();
    if (!text) throw badRequest([{ field: 'body.body', message: PROTOCOL.required() }]);
    const outcome = await queries.withLockedQuote(where, async (tx, quote, loadStatus) => {
      if (await queries.expireIfDue(tx, quote, loadStatus)) return refusal(QUOTE_TEXTS.quote.closedForComments());
      if (CLOSED_FOR_COMMENTS.includes(shownStatus(quote))) throw conflict(QUOTE_TEXTS.quote.closedForComments());
      await tx.insert(quoteComments).values({
        companyId: quote.companyId,
        quoteId: quote.id,
        author: author.side,
        authorUserId: author.side === 'shipper' ? author.userId : null,
        authorName: author.side === 'shipper' ? author.name : quote.recipientName,
        body: text,
      });
      if (author.side === 'carrier') await notifier.carrierCommented(tx, quote, text);
      else await notifier.shipperCommented(tx, quote, text, author);
      return { quoteId: quote.quoteId, comments: await queries.thread(tx, quote.id) };
    });
    if (!outcome.found) throw notFound(QUOTE_TEXTS.quote.notFound());
    const result = unlessRefused(outcome.result);
    flushMail();
    return ok(QUOTE_TEXTS.quote.commentSent(), result);
  }

  // POST load-manager/send-quote-comment/:quoteId { passcode, body }: the carrier (public; counts in the passcode lock).
  app.post(
    '/send-quote-comment/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: CarrierQuoteCommentRequest, response: { 200: envelopeOf(QuoteCommentsData) } } },
    async (request, reply) => {
      const quote = await unlockQuote(request.params.quoteId, request.body.passcode, reply);
      // A public write: at most CARRIER_COMMENTS_PER_HOUR per quote (a right passcode gives its attempt back).
      const sent = await counters.hit(`quote-comment:${quote.quoteId}`, HOUR_MS);
      if (sent.count > CARRIER_COMMENTS_PER_HOUR) throw tooMany(reply, 'messages', sent.retryAfterSeconds);
      return comment({ quoteId: request.params.quoteId }, { side: 'carrier' }, request.body.body);
    },
  );

  // POST load-manager/send-quote-comment-sender/:quoteId { body }: the shipper's company.
  app.post(
    '/send-quote-comment-sender/:quoteId',
    { config: access.user, schema: { params: QuoteIdParams, body: ShipperQuoteCommentRequest, response: { 200: envelopeOf(QuoteCommentsData) } } },
    async (request) => {
      const caller = callerOf(request);
      const [user] = await app.db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, caller.userId));
      const name = `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim() || caller.email;
      return comment({ quoteId: request.params.quoteId, companyId: caller.companyId }, { side: 'shipper', userId: caller.userId, name }, request.body.body);
    },
  );
};
