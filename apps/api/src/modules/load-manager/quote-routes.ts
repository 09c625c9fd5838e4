import {
  CancelAllQuotesData,
  CarrierQuoteView,
  ConfirmQuoteRequest,
  DeclineQuoteRequest,
  NoFieldsRequest,
  QUOTE_MESSAGES,
  QUOTE_PASSCODE_HEADER,
  QUOTE_PASSCODE_MAX_ATTEMPTS,
  QuoteIdParams,
  QuoteLoadIdParams,
  QuotePasscodeHeaders,
  QuotePasscodeRequest,
  QuoteStateData,
  ShipperQuoteView,
  envelopeOf,
  type Currency,
  type LoadStatus,
  type QuoteStatus,
} from '@freight/contracts';
import type { FastifyReply } from 'fastify';
import { createAttemptCounters } from '../../plugins/attempt-limit';
import { access, callerOf } from '../../plugins/auth';
import { HttpError, badRequest, notFound, ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { awardLoad } from './award';
import { canMoveLoad, canMoveQuote, createQuoteQueries, passcodeMatches, type QuoteRecord } from './quotes';

/** How long a quote stays locked after too many wrong passcodes (the shipper can send a new request meanwhile). */
const PASSCODE_LOCK_MS = 24 * 60 * 60 * 1000;

const conflict = (message: string) => new HttpError(409, message);

/**
 * The quote calls of the `load-manager` (spec section 7; docs/modules/loads.md, "Quotes"). The carrier's calls are
 * public and need the quoteId plus the passcode; the shipper's need a signed-in user of the quote's company.
 */
export const quoteRoutes: RoutesPlugin = async (app) => {
  const queries = createQuoteQueries(app.db);
  const counters = createAttemptCounters(app.db);

  /**
   * The quote behind a public call, once its passcode is right. Every public call counts against the quote's
   * attempts (PostgreSQL `attempt_counters`, shared by every API instance) before the passcode is compared, so
   * parallel guesses cannot slip past the limit; a right passcode gives its attempt back. After
   * QUOTE_PASSCODE_MAX_ATTEMPTS wrong ones the quote is locked for PASSCODE_LOCK_MS, even for the right passcode.
   */
  async function unlockQuote(quoteId: string, passcode: string, reply: FastifyReply): Promise<QuoteRecord> {
    const quote = await queries.byQuoteId(quoteId);
    if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
    const key = `quote-passcode:${quote.quoteId}`;
    const attempt = await counters.hit(key, PASSCODE_LOCK_MS);
    if (attempt.count > QUOTE_PASSCODE_MAX_ATTEMPTS) {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new HttpError(429, QUOTE_MESSAGES.locked);
    }
    const right = passcodeMatches(quote.passcodeHash, passcode);
    await queries.recordPasscode(quote.id, right);
    if (!right) throw badRequest([{ field: 'body.passcode', message: QUOTE_MESSAGES.wrongPasscode }], QUOTE_MESSAGES.wrongPasscode);
    await counters.giveBack(key);
    return quote;
  }

  // POST load-manager/validate-quote-passcode/:quoteId { passcode }: the quote and its load as the carrier sees them.
  app.post(
    '/validate-quote-passcode/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: QuotePasscodeRequest, response: { 200: envelopeOf(CarrierQuoteView) } } },
    async (request, reply) => {
      const quote = await unlockQuote(request.params.quoteId, request.body.passcode, reply);
      return ok(QUOTE_MESSAGES.passcodeValid, await queries.carrierView(quote));
    },
  );

  // GET load-manager/get-quote-detail/:quoteId, passcode in the `x-quote-passcode` header (kept out of URLs and logs).
  app.get(
    '/get-quote-detail/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, headers: QuotePasscodeHeaders, response: { 200: envelopeOf(CarrierQuoteView) } } },
    async (request, reply) => {
      const quote = await unlockQuote(request.params.quoteId, request.headers[QUOTE_PASSCODE_HEADER], reply);
      return ok(QUOTE_MESSAGES.fetched, await queries.carrierView(quote));
    },
  );

  // GET load-manager/get-quote-detail-admin/:quoteId: the shipper's view (its company only; another's is a 404).
  app.get(
    '/get-quote-detail-admin/:quoteId',
    { config: access.user, schema: { params: QuoteIdParams, response: { 200: envelopeOf(ShipperQuoteView) } } },
    async (request) => {
      const view = await queries.shipperView(callerOf(request).companyId, request.params.quoteId);
      if (!view) throw notFound(QUOTE_MESSAGES.notFound);
      return ok(QUOTE_MESSAGES.fetched, view);
    },
  );

  // POST load-manager/confirm-quote/:quoteId { passcode, amount, transitDays, validUntil, currency?, notes? }
  app.post(
    '/confirm-quote/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: ConfirmQuoteRequest, response: { 200: envelopeOf(QuoteStateData) } } },
    async (request, reply) => {
      const body = request.body;
      const validUntil = new Date(body.validUntil);
      if (!(validUntil.getTime() > Date.now())) throw badRequest([{ field: 'body.validUntil', message: QUOTE_MESSAGES.inThePast }]);
      await unlockQuote(request.params.quoteId, body.passcode, reply);
      const outcome = await queries.withLockedQuote({ quoteId: request.params.quoteId }, async (tx, quote, loadStatus) => {
        if (!canMoveQuote(quote.status, 'confirmed') || !canMoveLoad(loadStatus, 'quoted')) throw conflict(QUOTE_MESSAGES.cannotConfirm);
        const now = new Date();
        await queries.setQuote(tx, quote.id, {
          status: 'confirmed',
          amount: body.amount,
          currency: body.currency ?? quote.currency,
          transitDays: body.transitDays,
          validUntil,
          notes: body.notes?.trim() || null,
          confirmedAt: now,
        });
        if (loadStatus !== 'quoted') await queries.setLoad(tx, quote.loadId, { status: 'quoted' });
        return { quoteId: quote.quoteId, status: 'confirmed' as QuoteStatus, loadStatus: 'quoted' as LoadStatus };
      });
      if (!outcome.found) throw notFound(QUOTE_MESSAGES.notFound);
      return ok(QUOTE_MESSAGES.confirmed, outcome.result);
    },
  );

  // POST load-manager/decline-quote/:quoteId { passcode, reason }
  app.post(
    '/decline-quote/:quoteId',
    { config: access.public, schema: { params: QuoteIdParams, body: DeclineQuoteRequest, response: { 200: envelopeOf(QuoteStateData) } } },
    async (request, reply) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest([{ field: 'body.reason', message: 'Required' }]);
      await unlockQuote(request.params.quoteId, request.body.passcode, reply);
      const outcome = await queries.withLockedQuote({ quoteId: request.params.quoteId }, async (tx, quote, loadStatus) => {
        if (!canMoveQuote(quote.status, 'declined')) throw conflict(QUOTE_MESSAGES.cannotDecline);
        await queries.setQuote(tx, quote.id, { status: 'declined', declineReason: reason, declinedAt: new Date() });
        // A quoted load with no confirmed price left waits for prices again.
        let nextLoadStatus = loadStatus as LoadStatus;
        if (loadStatus === 'quoted' && (await queries.confirmedCount(tx, quote.loadId)) === 0) {
          nextLoadStatus = 'pending';
          await queries.setLoad(tx, quote.loadId, { status: nextLoadStatus });
        }
        return { quoteId: quote.quoteId, status: 'declined' as QuoteStatus, loadStatus: nextLoadStatus };
      });
      if (!outcome.found) throw notFound(QUOTE_MESSAGES.notFound);
      return ok(QUOTE_MESSAGES.declined, outcome.result);
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
        if (!canMoveQuote(quote.status, 'approved')) throw conflict(QUOTE_MESSAGES.cannotApprove);
        if (!canMoveLoad(loadStatus, 'tendered') || loadStatus === 'tendered') throw conflict(QUOTE_MESSAGES.loadCannotBeTendered);
        await queries.setQuote(tx, quote.id, { status: 'approved', approvedAt: new Date() });
        await queries.closeOpenQuotes(tx, quote.loadId, 'declined', quote.id);
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
        return { quoteId: quote.quoteId, status: 'approved' as QuoteStatus, loadStatus: award.loadStatus, orderId: award.orderId };
      });
      if (!outcome.found) throw notFound(QUOTE_MESSAGES.notFound);
      return ok(QUOTE_MESSAGES.approved, outcome.result);
    },
  );

  // POST load-manager/cancel-all-quote/:loadId (the load's uuid): every open quote of the load is cancelled.
  app.post(
    '/cancel-all-quote/:loadId',
    { config: access.user, schema: { params: QuoteLoadIdParams, body: NoFieldsRequest, response: { 200: envelopeOf(CancelAllQuotesData) } } },
    async (request) => {
      const caller = callerOf(request);
      const outcome = await queries.withLockedLoad(caller.companyId, request.params.loadId, async (tx, loadStatus) => {
        const cancelled = await queries.closeOpenQuotes(tx, request.params.loadId, 'cancelled');
        if (cancelled === 0) throw conflict(QUOTE_MESSAGES.noOpenQuotes);
        // No price left to choose from: a quoted load waits for prices again.
        let nextLoadStatus = loadStatus as LoadStatus;
        if (loadStatus === 'quoted') {
          nextLoadStatus = 'pending';
          await queries.setLoad(tx, request.params.loadId, { status: nextLoadStatus });
        }
        return { cancelled, loadStatus: nextLoadStatus };
      });
      if (!outcome.found) throw notFound(QUOTE_MESSAGES.loadNotFound);
      return ok(QUOTE_MESSAGES.allCancelled, outcome.result);
    },
  );
};
