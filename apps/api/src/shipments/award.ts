import { and, eq, notInArray, sql } from 'drizzle-orm';
import { LOAD_TRANSITIONS, ORDER_TRANSITIONS, type Currency, type LoadStatus, type OrderStatus } from '@freight/contracts';
import type { Tx } from '../db/client';
import { rethrowPgViolation } from '../db/errors';
import { idCounters, loads, orderStatusHistory, orders } from '../db/schema';
import { HttpError } from '../plugins/envelope';
import type { TextRef } from '../texts';
import { SHIPMENT_TEXTS } from './texts';

/**
 * Awarding a load to a carrier: the one place an order is born from a load (approve-quote, load-accept-by-fleet).
 *
 * The caller runs it inside its transaction with the load row already locked (`select ... for update`), so the
 * checks below see the load as it is and nobody changes it before the commit. It:
 *   - checks the load's move against LOAD_TRANSITIONS (to `tendered`, or to `accepted` when the carrier itself takes
 *     the load from the board) and that the load has no live order (the unique index orders_one_live_per_load_idx
 *     stands behind it for a caller that forgot the lock);
 *   - creates the order: human id `O-…` from `id_counters` (kind `order`, one atomic upsert, as loads get `L-…`),
 *     status `new` (the first state of ORDER_TRANSITIONS) or `accepted`, the agreed rate and currency (the quote's,
 *     else the load's posted rate), the quote it came from, the carrier company; plus its status history rows;
 *   - sets the load's carrier_company_id and status.
 * A wrong state is a 409 (HttpError) with a translated message; the caller's transaction then rolls back.
 */

export interface AwardInput {
  /** The load's uuid (locked by the caller). */
  loadUuid: string;
  /** The carrier company that gets the order. */
  carrierCompanyId: string;
  /** The agreed price; defaults to the load's posted rate. */
  rate?: number | null;
  currency?: Currency;
  /** The approved quote's uuid, when the award comes from a quote. */
  quoteUuid?: string | null;
  /** The user who awards (order_status_history.changed_by). */
  byUserId?: string | null;
  /**
   * `tendered` (default): the carrier still has to accept the order (order `new`; approve-quote).
   * `accepted`: the carrier took the load itself (load-accept-by-fleet): the order starts accepted.
   */
  to?: 'tendered' | 'accepted';
}

export interface AwardResult {
  orderUuid: string;
  /** Human id, O-100123. */
  orderId: string;
  orderStatus: OrderStatus;
  loadStatus: LoadStatus;
  fromLoadStatus: LoadStatus;
  carrierCompanyId: string;
}

/** The first state of ORDER_TRANSITIONS: an order waiting for its carrier. */
const ORDER_INITIAL_STATUS = Object.keys(ORDER_TRANSITIONS)[0] as OrderStatus;

const conflict = (message: TextRef) => new HttpError(409, message);

/** The next human order id of a company (id_counters, kind `order`; the first is O-100001). */
async function nextOrderId(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .insert(idCounters)
    .values({ companyId, kind: 'order', value: 100_001 })
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`${idCounters.value} + 1` } })
    .returning({ value: idCounters.value });
  return `O-${row!.value}`;
}

export async function awardLoad(tx: Tx, input: AwardInput): Promise<AwardResult> {
  const to: LoadStatus = input.to ?? 'tendered';
  const orderStatus: OrderStatus = to === 'accepted' ? 'accepted' : ORDER_INITIAL_STATUS;
  // Already locked by the caller; `for update` again is a no-op in the same transaction and keeps this safe alone.
  const [load] = await tx
    .select({ companyId: loads.companyId, status: loads.status, mode: loads.mode, rate: loads.rate, currency: loads.currency })
    .from(loads)
    .where(eq(loads.id, input.loadUuid))
    .for('update');
  if (!load) throw new HttpError(404, SHIPMENT_TEXTS.award.loadNotFound());
  const from = load.status as LoadStatus;
  if (from === to || !(LOAD_TRANSITIONS[from] ?? []).includes(to)) throw conflict(SHIPMENT_TEXTS.award.cannotAward());

  const [live] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.loadId, input.loadUuid), notInArray(orders.status, ['rejected', 'cancelled'])))
    .limit(1);
  if (live) throw conflict(SHIPMENT_TEXTS.award.hasOrder());

  const rate = input.rate ?? load.rate;
  if (rate === null || rate === undefined) throw conflict(SHIPMENT_TEXTS.award.noRate());

  const now = new Date();
  const orderId = await nextOrderId(tx, load.companyId);
  let orderUuid: string;
  try {
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: load.companyId,
        carrierCompanyId: input.carrierCompanyId,
        orderId,
        loadId: input.loadUuid,
        quoteId: input.quoteUuid ?? null,
        type: load.mode,
        status: orderStatus,
        rate,
        currency: input.currency ?? load.currency,
        acceptedAt: orderStatus === 'accepted' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    orderUuid = order!.id;
  } catch (error) {
    rethrowPgViolation(error, { orders_one_live_per_load_idx: () => conflict(SHIPMENT_TEXTS.award.hasOrder()) });
  }

  // Every step of the order's life is in its history (the seed writes the same: new, then accepted).
  const steps: OrderStatus[] = orderStatus === ORDER_INITIAL_STATUS ? [orderStatus] : [ORDER_INITIAL_STATUS, orderStatus];
  await tx.insert(orderStatusHistory).values(
    steps.map((step, index) => ({
      companyId: load.companyId,
      carrierCompanyId: input.carrierCompanyId,
      orderId: orderUuid,
      fromStatus: index === 0 ? null : steps[index - 1]!,
      toStatus: step,
      changedBy: input.byUserId ?? null,
      createdAt: now,
    })),
  );

  await tx.update(loads).set({ status: to, carrierCompanyId: input.carrierCompanyId, updatedAt: now }).where(eq(loads.id, input.loadUuid));
  return { orderUuid, orderId, orderStatus, loadStatus: to, fromLoadStatus: from, carrierCompanyId: input.carrierCompanyId };
}
