import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LOAD_TRANSITIONS,
  ORDER_DETAIL_TRANSITIONS,
  decimalOfCents,
  type AccessorialRequest,
  type LoadStatus,
  type OrderDetailStatus,
  type OrderDetailStatusRequest,
  type OrderStatus,
  type RatePaidRequest,
  DRIVER_PAYABLE_ORDER_STATUSES,
  ACCESSORIAL_OPEN_ORDER_STATUSES,
} from '@freight/contracts';
import type { Tx } from '../db/client';
import { accessorialLineAmount, loads, orderAccessorials, orderDetails, orders, quotes } from '../db/schema';
import { badRequest, notFound } from '../plugins/envelope';
import { moveAssignment, type AssignmentContext } from './driver-steps';
import { assignInTransaction } from './assign';
import { assertOrderMove, conflict, lockOrder, requireCarrier, requireShipper, sidesOf, wrongState, type OrderRow } from './access';
import { notifyOtherParty, publishOrderUpdated, recordMove } from './moves';
import { SHIPMENT_TEXTS } from './texts';
import { SHARED_TEXTS } from '../texts/shared';

/**
 * The order's actions (order-manager, docs/modules/orders.md "API"). Each runs in the caller's transaction, locks
 * the order (then its load), checks the caller's side and the state machines of @freight/contracts, writes the
 * status history with who did it, tells the other party, and publishes `order.updated`. Idempotent by state: the
 * same move again answers 200 without a second effect (accept excepted: its second call is the 409
 * SHIPMENT_TEXTS.orders.alreadyAccepted, which is also what the loser of two concurrent accepts gets).
 */

export interface ActionCaller {
  userId: string;
  companyId: string;
}

const LIVE_DETAIL = ['assigned', 'at_pickup', 'in_transit', 'at_delivery'] as const;
const AFTER_ACCEPT: readonly OrderStatus[] = ['accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid'];

async function lockLoad(tx: Tx, loadId: string) {
  const [load] = await tx.select().from(loads).where(eq(loads.id, loadId)).for('update');
  return load!;
}

/** Moves the load along LOAD_TRANSITIONS through `steps` as far as they are allowed (a step not allowed stops it). */
async function moveLoad(tx: Tx, loadId: string, steps: LoadStatus[], set: Partial<typeof loads.$inferInsert> = {}): Promise<void> {
  const load = await lockLoad(tx, loadId);
  let status = load.status as LoadStatus;
  for (const step of steps) {
    if (!(LOAD_TRANSITIONS[status] ?? []).includes(step)) break;
    status = step;
  }
  await tx
    .update(loads)
    .set({ ...set, status, updatedAt: new Date() })
    .where(eq(loads.id, loadId));
}

const touch = (tx: Tx, order: OrderRow, set: Partial<typeof orders.$inferInsert>) =>
  tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, order.id));

async function liveDetail(tx: Tx, orderId: string) {
  const [detail] = await tx
    .select()
    .from(orderDetails)
    .where(and(eq(orderDetails.orderId, orderId), inArray(orderDetails.status, [...LIVE_DETAIL])))
    .for('update');
  return detail ?? null;
}

/** After a change: the other party told, `order.updated` published. */
async function announce(tx: Tx, order: OrderRow, caller: ActionCaller, status: string, notice: { type: string; title: string }) {
  await notifyOtherParty(tx, order, caller, { ...notice, body: order.orderId });
  await publishOrderUpdated(tx, order, status);
}

// --- accept / reject / cancel / reset ---------------------------------------------------------------------------

/** order-accept-by-fleet: the carrier accepts a `new` order (the load: tendered → accepted). */
export async function acceptOrder(tx: Tx, caller: ActionCaller, orderUuid: string): Promise<void> {
  const order = await lockOrder(tx, caller.companyId, orderUuid);
  requireCarrier(sidesOf(order, caller.companyId));
  const from = order.status as OrderStatus;
  if (AFTER_ACCEPT.includes(from)) throw conflict(SHIPMENT_TEXTS.orders.alreadyAccepted());
  assertOrderMove(from, 'accepted');
  const now = new Date();
  await touch(tx, order, { status: 'accepted', acceptedAt: now });
  await moveLoad(tx, order.loadId, ['accepted']);
  await recordMove(tx, order, { from, to: 'accepted', byUserId: caller.userId, at: now });
  await announce(tx, order, caller, 'accepted', { type: 'order_accepted', title: 'Order accepted by the carrier' });
}

/** update-order-status → rejected: the carrier refuses the tender (the load goes back to pending). */
async function rejectOrder(tx: Tx, caller: ActionCaller, order: OrderRow, reason: string | undefined): Promise<void> {
  requireCarrier(sidesOf(order, caller.companyId));
  const from = order.status as OrderStatus;
  assertOrderMove(from, 'rejected');
  const now = new Date();
  await touch(tx, order, { status: 'rejected', rejectedAt: now, rejectReason: reason ?? null });
  // The load waits for a carrier again: quoted when other carriers' confirmed prices remain, else pending.
  const [confirmed] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.loadId, order.loadId), eq(quotes.status, 'confirmed')))
    .limit(1);
  await moveLoad(tx, order.loadId, [confirmed ? 'quoted' : 'pending'], { carrierCompanyId: null, truckerId: null });
  await recordMove(tx, order, { from, to: 'rejected', byUserId: caller.userId, note: reason ?? null, at: now });
  await announce(tx, order, caller, 'rejected', { type: 'order_rejected', title: 'Order rejected by the carrier' });
}

/** Ends the live assignment (cancelled) with its history row; returns it (null when there was none). */
async function cancelAssignment(tx: Tx, caller: ActionCaller, order: OrderRow, at: Date, note: string | null) {
  const detail = await liveDetail(tx, order.id);
  if (!detail) return null;
  if (!ORDER_DETAIL_TRANSITIONS[detail.status as OrderDetailStatus].includes('cancelled')) throw wrongState(detail.status, 'cancelled');
  await tx.update(orderDetails).set({ status: 'cancelled', cancelledAt: at }).where(eq(orderDetails.id, detail.id));
  await recordMove(tx, order, { from: detail.status, to: 'cancelled', byUserId: caller.userId, orderDetailId: detail.id, note, at });
  return detail;
}

/** update-order-status → cancelled: the shipper cancels before pickup (the assignment ends, the load is cancelled). */
async function cancelOrder(tx: Tx, caller: ActionCaller, order: OrderRow, reason: string | undefined): Promise<void> {
  requireShipper(sidesOf(order, caller.companyId));
  const from = order.status as OrderStatus;
  assertOrderMove(from, 'cancelled');
  const now = new Date();
  await cancelAssignment(tx, caller, order, now, reason ?? null);
  await touch(tx, order, { status: 'cancelled', cancelledAt: now, truckerId: null });
  await moveLoad(tx, order.loadId, ['cancelled'], { cancelledAt: now, truckerId: null });
  await recordMove(tx, order, { from, to: 'cancelled', byUserId: caller.userId, note: reason ?? null, at: now });
  await announce(tx, order, caller, 'cancelled', { type: 'order_cancelled', title: 'Order cancelled by the shipper' });
}

/** update-order-status: the order's own moves (reject the tender, cancel); the same status again changes nothing. */
export async function updateOrderStatus(tx: Tx, caller: ActionCaller, orderUuid: string, input: { status: OrderStatus; reason?: string }): Promise<void> {
  const order = await lockOrder(tx, caller.companyId, orderUuid);
  const sides = sidesOf(order, caller.companyId);
  if (order.status === input.status) {
    // Already there: no second effect (for the party that may make this move).
    if (input.status === 'rejected') requireCarrier(sides);
    if (input.status === 'cancelled') requireShipper(sides);
    return;
  }
  if (input.status === 'rejected') return rejectOrder(tx, caller, order, input.reason);
  if (input.status === 'cancelled') return cancelOrder(tx, caller, order, input.reason);
  if (input.status === 'in_transit' || input.status === 'delivered') throw conflict(SHIPMENT_TEXTS.orders.followsAssignment());
  throw wrongState(order.status, input.status);
}

/** reset-order: an accepted or assigned order back to new (its assignment cancelled, the load tendered again). */
export async function resetOrder(tx: Tx, caller: ActionCaller, orderUuid: string, reason: string | undefined): Promise<void> {
  const order = await lockOrder(tx, caller.companyId, orderUuid);
  requireCarrier(sidesOf(order, caller.companyId));
  const from = order.status as OrderStatus;
  if (from === 'new') return;
  assertOrderMove(from, 'new');
  const now = new Date();
  await cancelAssignment(tx, caller, order, now, reason ?? null);
  await touch(tx, order, { status: 'new', truckerId: null, acceptedAt: null, assignedAt: null });
  await moveLoad(tx, order.loadId, ['accepted', 'tendered'], { truckerId: null });
  await recordMove(tx, order, { from, to: 'new', byUserId: caller.userId, note: reason ?? null, at: now });
  await announce(tx, order, caller, 'new', { type: 'order_reset', title: 'Order reset by the carrier' });
}

// --- assignment ---------------------------------------------------------------------------------------------------

/**
 * order-assign-by-fleet: the carrier gives the order to one of its trucks, through load-manager's assignment
 * (assignInTransaction: the same checks and steps as assign-load-to-truck; a `new` order is accepted on the way, a
 * reassignment cancels the live assignment first, the same truck again changes nothing).
 */
export async function assignOrder(tx: Tx, caller: ActionCaller, orderUuid: string, truckerId: string): Promise<void> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderUuid));
  if (!current || (current.companyId !== caller.companyId && current.carrierCompanyId !== caller.companyId)) throw notFound(SHIPMENT_TEXTS.orders.notFound());
  requireCarrier(sidesOf(current, caller.companyId));
  const [before] = await tx
    .select({ id: orderDetails.id })
    .from(orderDetails)
    .where(and(eq(orderDetails.orderId, orderUuid), inArray(orderDetails.status, [...LIVE_DETAIL])));
  const result = await assignInTransaction(tx, caller.companyId, caller.userId, current.loadId, truckerId, {
    checkOrder(live) {
      if (!live || live.id !== orderUuid) throw wrongState(current.status, 'assigned');
      if (!['new', 'accepted', 'assigned'].includes(live.status)) throw wrongState(live.status, 'assigned');
    },
  });
  if (result.orderDetailId === before?.id) return;
  await announce(tx, current, caller, 'assigned', { type: 'order_assigned', title: `Truck ${result.trucker.truckNumber} assigned` });
}

/** The assignment `detailId` (or the live one of order `orderUuid`) of the caller's carrier side, as a step context. */
async function assignmentContext(tx: Tx, caller: ActionCaller, by: { detailId: string } | { orderUuid: string }) {
  const [row] = await tx
    .select({ detail: orderDetails, order: orders })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(
      and(
        'detailId' in by ? eq(orderDetails.id, by.detailId) : eq(orderDetails.orderId, by.orderUuid),
        sql`(${orders.companyId} = ${caller.companyId} or ${orders.carrierCompanyId} = ${caller.companyId})`,
      ),
    )
    // The live assignment first, else the delivered one, else the latest.
    .orderBy(
      sql`case when ${orderDetails.status} in ('assigned', 'at_pickup', 'in_transit', 'at_delivery') then 0 when ${orderDetails.status} = 'delivered' then 1 else 2 end`,
      sql`${orderDetails.assignedAt} desc`,
    )
    .limit(1);
  if (!row) {
    if ('orderUuid' in by) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, by.orderUuid), sql`(${orders.companyId} = ${caller.companyId} or ${orders.carrierCompanyId} = ${caller.companyId})`));
      if (order) throw notFound(SHIPMENT_TEXTS.orders.assignmentNotFound());
      throw notFound(SHIPMENT_TEXTS.orders.notFound());
    }
    throw notFound(SHIPMENT_TEXTS.orders.assignmentNotFound());
  }
  requireCarrier(sidesOf(row.order, caller.companyId));
  const context: AssignmentContext = {
    carrierCompanyId: row.order.carrierCompanyId,
    truckerId: row.detail.truckerId,
    orderDetailId: row.detail.id,
    orderId: row.order.id,
    loadId: row.order.loadId,
    shipperCompanyId: row.order.companyId,
  };
  return { context, order: row.order, detail: row.detail };
}

/**
 * update-orderdetail-status (by assignment) and orderdetail-update-status (by order): the dispatcher moves the
 * driver's steps, through the driver page's own step (shipments/driver-steps.ts moveAssignment: the same effects on the
 * order, load, truck, stops, milestone event and the shipper's notices). Returns the order's uuid.
 */
export async function moveOrderAssignment(
  tx: Tx,
  caller: ActionCaller,
  by: { detailId: string } | { orderUuid: string },
  input: OrderDetailStatusRequest,
): Promise<string> {
  const { context, order } = await assignmentContext(tx, caller, by);
  const step = await moveAssignment(tx, context, { status: input.status, at: input.at }, { userId: caller.userId, note: input.note ?? null });
  if (step.changed) {
    const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    await publishOrderUpdated(tx, order, now?.status ?? order.status);
  }
  return order.id;
}

/** reject-orderdetail: the driver refused the load: the assignment is rejected, the order (and load) back to accepted. */
export async function rejectAssignment(tx: Tx, caller: ActionCaller, detailId: string, reason: string): Promise<string> {
  const { order: found, detail: unlocked } = await assignmentContext(tx, caller, { detailId });
  const order = await lockOrder(tx, caller.companyId, found.id);
  const [detail] = await tx.select().from(orderDetails).where(eq(orderDetails.id, unlocked.id)).for('update');
  const from = detail!.status as OrderDetailStatus;
  if (from === 'rejected') return order.id;
  if (!ORDER_DETAIL_TRANSITIONS[from].includes('rejected')) throw wrongState(from, 'rejected');
  const now = new Date();
  await tx.update(orderDetails).set({ status: 'rejected', rejectedAt: now, rejectReason: reason }).where(eq(orderDetails.id, detail!.id));
  await recordMove(tx, order, { from, to: 'rejected', byUserId: caller.userId, orderDetailId: detail!.id, note: reason, at: now });
  if (order.status === 'assigned') {
    assertOrderMove('assigned', 'accepted');
    await touch(tx, order, { status: 'accepted', truckerId: null, assignedAt: null });
    await moveLoad(tx, order.loadId, ['accepted'], { truckerId: null });
    await recordMove(tx, order, { from: 'assigned', to: 'accepted', byUserId: caller.userId, at: now });
  }
  await announce(tx, order, caller, 'accepted', { type: 'order_assignment_rejected', title: 'The truck refused the load: a new truck will be assigned' });
  return order.id;
}

// --- money --------------------------------------------------------------------------------------------------------

/** The order's approved accessorials (each quantity × amount), summed by PostgreSQL into orders.accessorial_total. */
async function refreshAccessorialTotal(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${orders} set accessorial_total = coalesce((select sum(${accessorialLineAmount('a')}) from ${orderAccessorials} a where a.order_id = ${orderId} and a.status = 'approved'), 0),
                         updated_at = now()
    where id = ${orderId}`);
}

/** update-accessorial: the carrier requests (or changes) a charge, the shipper approves or declines it. */
export async function updateAccessorial(tx: Tx, caller: ActionCaller, input: AccessorialRequest): Promise<void> {
  const order = await lockOrder(tx, caller.companyId, input.orderId);
  const sides = sidesOf(order, caller.companyId);
  const status = order.status as OrderStatus;
  if (input.action === 'request') requireCarrier(sides);
  else requireShipper(sides);
  if (status === 'invoiced' || status === 'paid') throw conflict(SHIPMENT_TEXTS.orders.alreadyInvoiced());
  if (!ACCESSORIAL_OPEN_ORDER_STATUSES.includes(status)) throw conflict(SHIPMENT_TEXTS.orders.accessorialClosed());

  const lockCharge = async (id: string) => {
    const [charge] = await tx
      .select()
      .from(orderAccessorials)
      .where(and(eq(orderAccessorials.id, id), eq(orderAccessorials.orderId, order.id)))
      .for('update');
    if (!charge) throw notFound(SHIPMENT_TEXTS.orders.accessorialNotFound());
    return charge;
  };
  const now = new Date();

  if (input.action === 'request') {
    const values = {
      code: input.code,
      description: input.description?.trim() ?? '',
      quantity: input.quantity ?? 1,
      amount: Number(decimalOfCents(input.amountCents)),
      status: 'requested',
      requestedBy: caller.userId,
      decidedBy: null,
      decidedAt: null,
      declineReason: null,
      updatedAt: now,
    };
    if (input.accessorialId) {
      const charge = await lockCharge(input.accessorialId);
      if (charge.status === 'approved') throw conflict(SHIPMENT_TEXTS.orders.accessorialDecided());
      await tx.update(orderAccessorials).set(values).where(eq(orderAccessorials.id, charge.id));
    } else {
      await tx
        .insert(orderAccessorials)
        .values({ ...values, companyId: order.companyId, carrierCompanyId: order.carrierCompanyId, orderId: order.id, createdAt: now });
    }
    await announce(tx, order, caller, status, { type: 'order_accessorial_requested', title: 'Accessorial charge to approve' });
    return;
  }

  const charge = await lockCharge(input.accessorialId);
  if (input.action === 'approve') {
    if (charge.status === 'approved') return;
    if (charge.status === 'declined') throw conflict(SHIPMENT_TEXTS.orders.accessorialDeclined());
    await tx
      .update(orderAccessorials)
      .set({ status: 'approved', decidedBy: caller.userId, decidedAt: now, updatedAt: now })
      .where(eq(orderAccessorials.id, charge.id));
    await refreshAccessorialTotal(tx, order.id);
    await announce(tx, order, caller, status, { type: 'order_accessorial_approved', title: 'Accessorial charge approved' });
    return;
  }
  if (charge.status === 'declined') return;
  if (charge.status === 'approved') throw conflict(SHIPMENT_TEXTS.orders.accessorialDecided());
  await tx
    .update(orderAccessorials)
    .set({ status: 'declined', decidedBy: caller.userId, decidedAt: now, declineReason: input.reason.trim(), updatedAt: now })
    .where(eq(orderAccessorials.id, charge.id));
  await announce(tx, order, caller, status, { type: 'order_accessorial_declined', title: 'Accessorial charge declined' });
}

/**
 * rate-paid-order/shipper: the shipper marks an invoiced order paid (order and load → paid) and may rate the carrier
 * 1–5 and comment (the comment is kept with or without stars); on a paid order it changes nothing, but a rating not
 * given yet is recorded once.
 * rate-paid-order/driver: the carrier marks its driver paid (once invoiced; a rating or comment is a 400); again: no change.
 */
export async function ratePaid(tx: Tx, caller: ActionCaller, type: 'shipper' | 'driver', input: RatePaidRequest): Promise<void> {
  const order = await lockOrder(tx, caller.companyId, input._id);
  const sides = sidesOf(order, caller.companyId);
  const status = order.status as OrderStatus;
  const now = new Date();
  if (type === 'driver') {
    requireCarrier(sides);
    // Stars and a comment are the shipper's word on the carrier: refused here rather than dropped.
    const shipperOnly = (['rating', 'comment'] as const).filter((field) => input[field] !== undefined);
    if (shipperOnly.length > 0) throw badRequest(shipperOnly.map((field) => ({ field: `body.${field}`, message: SHARED_TEXTS.validation.invalidValue() })));
    if (order.isDriverPaid) return;
    if (!DRIVER_PAYABLE_ORDER_STATUSES.includes(status)) throw conflict(SHIPMENT_TEXTS.orders.driverNotInvoiced());
    await touch(tx, order, { isDriverPaid: true, driverPaidAt: now });
    await publishOrderUpdated(tx, order, status);
    return;
  }
  requireShipper(sides);
  // The comment is kept with or without stars; a rating given later without one keeps the comment made when paying.
  const comment = input.comment?.trim() ? { ratingComment: input.comment.trim() } : {};
  if (status === 'paid') {
    if (order.rating !== null || input.rating === undefined) return;
    await touch(tx, order, { rating: input.rating, ...comment });
    await announce(tx, order, caller, status, { type: 'order_rated', title: `The shipper rated you ${input.rating}/5` });
    return;
  }
  if (status !== 'invoiced') throw conflict(SHIPMENT_TEXTS.orders.notInvoiced());
  assertOrderMove(status, 'paid');
  await touch(tx, order, { status: 'paid', isPaid: true, paidAt: now, ...(input.rating === undefined ? {} : { rating: input.rating }), ...comment });
  await moveLoad(tx, order.loadId, ['paid'], { paidAt: now });
  await recordMove(tx, order, { from: status, to: 'paid', byUserId: caller.userId, at: now });
  await announce(tx, order, caller, 'paid', { type: 'order_paid', title: input.rating ? `Invoice paid, rated ${input.rating}/5` : 'Invoice paid' });
}
