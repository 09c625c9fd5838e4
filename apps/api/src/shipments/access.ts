import { and, eq, or, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderSide, type OrderStatus } from '@freight/contracts';
import type { DbOrTx, Tx } from '../db/client';
import { loads, orders } from '../db/schema';
import { HttpError, notFound } from '../plugins/envelope';
import type { TextRef } from '../texts';
import { SHIPMENT_TEXTS } from './texts';
import { statusText } from '../texts/statuses';

/**
 * Who may touch an order, and how (docs/modules/orders.md, "API"): an order is read and acted on by its two
 * companies only, the shipper (`company_id`) and the carrier (`carrier_company_id`); any other company gets a 404
 * (it cannot tell the order exists). A party asking for the other side's action gets a 409 with
 * SHIPMENT_TEXTS.orders.carrierOnly / shipperOnly (it can see the order; 403 stays for a missing permission). When both are
 * the same company (own fleet) the caller holds both sides.
 */

export type OrderRow = typeof orders.$inferSelect;

export interface Sides {
  shipper: boolean;
  carrier: boolean;
}

export const conflict = (message: TextRef) => new HttpError(409, message);

export const sidesOf = (order: Pick<OrderRow, 'companyId' | 'carrierCompanyId'>, companyId: string): Sides => ({
  shipper: order.companyId === companyId,
  carrier: order.carrierCompanyId === companyId,
});

/** The side the caller is shown as (a company on both sides reads as the carrier: it runs the order). */
export const mainSide = (sides: Sides): OrderSide => (sides.carrier ? 'carrier' : 'shipper');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const visibleTo = (companyId: string) => or(eq(orders.companyId, companyId), eq(orders.carrierCompanyId, companyId));

/** An order of the caller by its uuid or its human id (O-100123; the caller's own shipper orders first), or null. */
export async function findOrder(db: DbOrTx, companyId: string, id: string): Promise<OrderRow | null> {
  const match = UUID.test(id) ? eq(orders.id, id.toLowerCase()) : eq(orders.orderId, id.toUpperCase());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(match, visibleTo(companyId)))
    .orderBy(sql`(${orders.companyId} = ${companyId}) desc`, sql`${orders.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * The caller's order, locked for the rest of the transaction; 404 when it is not one of the caller's. Its load is
 * locked first: the order in which every load, quote and assignment write takes them (assign-load-to-truck, award),
 * so two writers of one load queue instead of deadlocking.
 */
export async function lockOrder(tx: Tx, companyId: string, id: string): Promise<OrderRow> {
  await tx.execute(sql`select 1 from ${loads} where id = (select load_id from ${orders} where id = ${id}) for update`);
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(companyId)))
    .for('update');
  if (!row) throw notFound(SHIPMENT_TEXTS.orders.notFound());
  return row;
}

/** The carrier's actions: a 409 for the shipper (it sees the order but may not do this). */
export function requireCarrier(sides: Sides): void {
  if (!sides.carrier) throw conflict(SHIPMENT_TEXTS.orders.carrierOnly());
}

/** The shipper's actions: a 409 for the carrier. */
export function requireShipper(sides: Sides): void {
  if (!sides.shipper) throw conflict(SHIPMENT_TEXTS.orders.shipperOnly());
}

/** The text of a refused move, both statuses in the reader's words. */
export const wrongState = (from: string, to: string) => conflict(SHIPMENT_TEXTS.orders.wrongState({ from: statusText(from), to: statusText(to) }));

/** A move the order's state machine (ORDER_TRANSITIONS) does not allow: a 409. */
export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!(ORDER_TRANSITIONS[from] ?? []).includes(to)) throw wrongState(from, to);
}
