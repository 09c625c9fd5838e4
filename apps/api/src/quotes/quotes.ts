import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  LOAD_TRANSITIONS,
  QUOTE_TRANSITIONS,
  type CarrierLoadView,
  type CarrierQuoteView,
  type LoadStatus,
  type QuoteComment,
  type QuoteStatus,
  type ShipperQuoteView,
  OPEN_QUOTE_STATUSES,
} from '@freight/contracts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { companies, equipmentTypes, loadStops, loads, quoteComments, quotes } from '../db/schema';
import { iso, isoOrNull } from '../http';

/** Queries of the quote calls (quote-routes.ts). Every transition is checked against the contracts' state machines. */

export type QuoteRecord = typeof quotes.$inferSelect;

const PASSCODE_DIGITS = 8;

/** A new passcode (8 digits: easy to type on a phone; 5 wrong tries lock the quote) and its stored hash. */
export function newPasscode(): { passcode: string; hash: string } {
  const passcode = Array.from(crypto.randomBytes(PASSCODE_DIGITS), (byte) => String(byte % 10)).join('');
  const salt = crypto.randomBytes(12).toString('base64url');
  return { passcode, hash: `sha256$${salt}$${crypto.createHash('sha256').update(`${salt}:${passcode}`).digest('hex')}` };
}

const QUOTE_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new public quote id: `Q-` and 10 characters with no look-alikes (the contract's pattern, as the seed's). */
export function newQuoteId(): string {
  return `Q-${Array.from(crypto.randomBytes(10), (byte) => QUOTE_ID_ALPHABET[byte % QUOTE_ID_ALPHABET.length]).join('')}`;
}

/**
 * Expiry, read lazily: a confirmed quote whose price validity (`valid_until`) has passed is `expired`. Reads show it
 * so (this function, and the same rule in SQL in the list); a write that touches the quote under its load's lock
 * stores it (expireIfDue). A requested quote does not expire by itself: the shipper cancels it or sends it again.
 */
export function shownStatus(quote: Pick<QuoteRecord, 'status' | 'validUntil'>, now = Date.now()): QuoteStatus {
  if (quote.status === 'confirmed' && quote.validUntil && quote.validUntil.getTime() <= now) return 'expired';
  return quote.status as QuoteStatus;
}

/** `sha256$<salt>$<hex>` (the seed's and send-quote-users' format) checked in constant time. */
export function passcodeMatches(stored: string, passcode: string): boolean {
  const [scheme, salt, hex] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hex) return false;
  const given = crypto.createHash('sha256').update(`${salt}:${passcode}`).digest();
  const expected = Buffer.from(hex, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export const canMoveQuote = (from: string, to: QuoteStatus) => (QUOTE_TRANSITIONS[from as QuoteStatus] ?? []).includes(to);
export const canMoveLoad = (from: string, to: LoadStatus) => from === to || (LOAD_TRANSITIONS[from as LoadStatus] ?? []).includes(to);

/** A quote's price and terms, the part its carrier's and its shipper's views share. */
const quoteTerms = (quote: QuoteRecord) => ({
  amount: quote.amount,
  currency: quote.currency,
  transitDays: quote.transitDays,
  validUntil: isoOrNull(quote.validUntil),
  notes: quote.notes,
  declineReason: quote.declineReason,
});

export function createQuoteQueries(db: Db) {
  /** The load as a carrier may see it. */
  async function carrierLoadView(loadUuid: string): Promise<CarrierLoadView> {
    const [load] = await db
      .select({
        loadId: loads.loadId,
        shipperName: companies.name,
        commodity: loads.commodity,
        equipment: equipmentTypes.name,
        equipmentKey: equipmentTypes.key,
        weight: loads.weight,
        weightUnit: loads.weightUnit,
        pallets: loads.pallets,
        isHazmat: loads.isHazmat,
        temperatureMinF: loads.temperatureMinF,
        temperatureMaxF: loads.temperatureMaxF,
        distanceMiles: loads.distanceMiles,
        specialInstructions: loads.specialInstructions,
      })
      .from(loads)
      .innerJoin(companies, eq(companies.id, loads.companyId))
      .leftJoin(equipmentTypes, eq(equipmentTypes.id, loads.equipmentTypeId))
      .where(eq(loads.id, loadUuid));
    const stops = await db
      .select({
        type: loadStops.type,
        city: loadStops.city,
        state: loadStops.state,
        postalCode: loadStops.postalCode,
        country: loadStops.country,
        windowStart: loadStops.windowStart,
        windowEnd: loadStops.windowEnd,
      })
      .from(loadStops)
      .where(eq(loadStops.loadId, loadUuid))
      .orderBy(asc(loadStops.seq));
    return {
      ...load!,
      stops: stops.map((stop) => ({ ...stop, type: stop.type as 'pickup' | 'delivery', windowStart: iso(stop.windowStart), windowEnd: iso(stop.windowEnd) })),
    };
  }

  async function thread(db: DbOrTx, quoteUuid: string): Promise<QuoteComment[]> {
    const rows = await db
      .select({ author: quoteComments.author, authorName: quoteComments.authorName, body: quoteComments.body, createdAt: quoteComments.createdAt })
      .from(quoteComments)
      .where(eq(quoteComments.quoteId, quoteUuid))
      .orderBy(asc(quoteComments.createdAt), asc(quoteComments.id));
    return rows.map((comment) => ({ ...comment, author: comment.author as 'shipper' | 'carrier', createdAt: iso(comment.createdAt) }));
  }

  return {
    thread,

    /** A quote by its public id, whoever owns it (the public calls check the passcode next). */
    async byQuoteId(quoteId: string): Promise<QuoteRecord | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.quoteId, quoteId));
      return row;
    },

    /** Wrong passcodes are mirrored on the quote (the shipper sees them); a right one resets the count. */
    async recordPasscode(quoteUuid: string, right: boolean): Promise<void> {
      await db
        .update(quotes)
        .set({ passcodeAttempts: right ? 0 : sql`least(${quotes.passcodeAttempts} + 1, 32767)` })
        .where(eq(quotes.id, quoteUuid));
    },

    async carrierView(quote: QuoteRecord): Promise<CarrierQuoteView> {
      return {
        quoteId: quote.quoteId,
        status: shownStatus(quote),
        recipientName: quote.recipientName,
        ...quoteTerms(quote),
        load: await carrierLoadView(quote.loadId),
        comments: await thread(db, quote.id),
      };
    },

    /** The quote for its shipper company; undefined for another company's (or no) quote. */
    async shipperView(companyId: string, quoteId: string): Promise<ShipperQuoteView | undefined> {
      const [row] = await db
        .select({ quote: quotes, loadId: loads.loadId, loadStatus: loads.status, carrierName: companies.name })
        .from(quotes)
        .innerJoin(loads, eq(loads.id, quotes.loadId))
        // No carrier name for the shipper's own owner-operators (their quote's carrier is the shipper itself).
        .leftJoin(companies, and(eq(companies.id, quotes.carrierCompanyId), sql`${quotes.carrierCompanyId} <> ${quotes.companyId}`))
        .where(and(eq(quotes.quoteId, quoteId), eq(quotes.companyId, companyId)));
      if (!row) return undefined;
      const { quote } = row;
      return {
        _id: quote.id,
        quoteId: quote.quoteId,
        status: shownStatus(quote),
        loadUuid: quote.loadId,
        loadId: row.loadId,
        loadStatus: row.loadStatus as LoadStatus,
        carrierCompanyId: quote.carrierCompanyId,
        carrierName: row.carrierName,
        recipientName: quote.recipientName,
        recipientEmail: quote.recipientEmail,
        ...quoteTerms(quote),
        passcodeAttempts: quote.passcodeAttempts,
        createdAt: iso(quote.createdAt),
        confirmedAt: isoOrNull(quote.confirmedAt),
        approvedAt: isoOrNull(quote.approvedAt),
        declinedAt: isoOrNull(quote.declinedAt),
        cancelledAt: isoOrNull(quote.cancelledAt),
        comments: await thread(db, quote.id),
      };
    },

    /**
     * Runs `work` in a transaction holding the quote's load and the quote itself locked (load first, as every
     * quote call does, so two calls on one load queue instead of deadlocking). `quoteId` is the public id; with
     * `companyId` only that shipper's quote is found. Undefined when there is no such quote.
     */
    async withLockedQuote<T>(
      where: { quoteId: string; companyId?: string },
      work: (tx: Tx, quote: QuoteRecord, loadStatus: string) => Promise<T>,
    ): Promise<{ found: false } | { found: true; result: T }> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ loadId: quotes.loadId })
          .from(quotes)
          .where(and(eq(quotes.quoteId, where.quoteId), where.companyId ? eq(quotes.companyId, where.companyId) : undefined));
        if (!target) return { found: false as const };
        const [load] = await tx.select({ status: loads.status }).from(loads).where(eq(loads.id, target.loadId)).for('update');
        const [quote] = await tx.select().from(quotes).where(eq(quotes.quoteId, where.quoteId)).for('update');
        if (!load || !quote) return { found: false as const };
        return { found: true as const, result: await work(tx, quote, load.status) };
      });
    },

    /** Runs `work` with the company's load locked; undefined when it is not the company's. */
    async withLockedLoad<T>(companyId: string, loadUuid: string, work: (tx: Tx, loadStatus: string) => Promise<T>) {
      return db.transaction(async (tx) => {
        const [load] = await tx
          .select({ status: loads.status })
          .from(loads)
          .where(and(eq(loads.id, loadUuid), eq(loads.companyId, companyId)))
          .for('update');
        if (!load) return { found: false as const };
        return { found: true as const, result: await work(tx, load.status) };
      });
    },

    async setQuote(tx: Tx, quoteUuid: string, values: Partial<typeof quotes.$inferInsert>) {
      await tx
        .update(quotes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(quotes.id, quoteUuid));
    },

    async setLoad(tx: Tx, loadUuid: string, values: Partial<typeof loads.$inferInsert>) {
      await tx
        .update(loads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(loads.id, loadUuid));
    },

    /** How many of the load's quotes are confirmed (the load is `quoted` while any is). */
    async confirmedCount(tx: Tx, loadUuid: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(and(eq(quotes.loadId, loadUuid), eq(quotes.status, 'confirmed')));
      return row?.n ?? 0;
    },

    /**
     * Stores the expiry of a confirmed quote whose validity has passed (under its load's lock); a quoted load with
     * no confirmed price left goes back to pending, as after a decline. True when the quote expired now.
     */
    async expireIfDue(tx: Tx, quote: QuoteRecord, loadStatus: string): Promise<boolean> {
      if (shownStatus(quote) !== 'expired' || quote.status === 'expired') return false;
      await tx.update(quotes).set({ status: 'expired', updatedAt: new Date() }).where(eq(quotes.id, quote.id));
      if (loadStatus === 'quoted') {
        const [left] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(quotes)
          .where(and(eq(quotes.loadId, quote.loadId), eq(quotes.status, 'confirmed'), sql`(${quotes.validUntil} is null or ${quotes.validUntil} > now())`));
        if ((left?.n ?? 0) === 0) await tx.update(loads).set({ status: 'pending', updatedAt: new Date() }).where(eq(loads.id, quote.loadId));
      }
      return true;
    },

    /** Moves the load's open quotes (all, or all but `except`) to `status`; returns the quotes moved, as they are now. */
    async closeOpenQuotes(tx: Tx, loadUuid: string, status: 'declined' | 'cancelled', except?: string): Promise<QuoteRecord[]> {
      const now = new Date();
      return tx
        .update(quotes)
        .set(status === 'declined' ? { status, declinedAt: now, updatedAt: now } : { status, cancelledAt: now, updatedAt: now })
        .where(and(eq(quotes.loadId, loadUuid), inArray(quotes.status, [...OPEN_QUOTE_STATUSES]), except ? sql`${quotes.id} <> ${except}` : undefined))
        .returning();
    },
  };
}

export type QuoteQueries = ReturnType<typeof createQuoteQueries>;
