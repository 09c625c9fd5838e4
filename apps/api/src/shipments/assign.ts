import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LOAD_ASSIGNABLE_STATUSES,
  LOAD_TRANSITIONS,
  ORDER_TRANSITIONS,
  type LoadAssignment,
  type LoadStatus,
  type OrderStatus,
  CURRENT_ORDER_DETAIL_STATUSES,
} from '@freight/contracts';
import type { Db, Tx } from '../db/client';
import { carrierPartners, loads, orderDetails, orders, quotes, truckerEquipment, truckers } from '../db/schema';
import { HttpError, badRequest, notFound } from '../plugins/envelope';
import type { Message } from '../texts';
import { busyReason, liveOrder, visibleLoad, type LoadRow } from '../fleet';
import { recordMove } from './moves';
import { awardLoad } from './award';
import { SHIPMENT_TEXTS } from './texts';
import { statusText } from '../texts/statuses';

// Message: a busy truck's reason is the fleet's text.
const conflict = (message: Message) => new HttpError(409, message);

function assertLoadMove(from: LoadStatus, to: LoadStatus): void {
  if (!(LOAD_TRANSITIONS[from] ?? []).includes(to)) throw conflict(SHIPMENT_TEXTS.assign.notAssignable({ status: statusText(from) }));
}

function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!(ORDER_TRANSITIONS[from] ?? []).includes(to)) throw conflict(SHIPMENT_TEXTS.assign.notAssignable({ status: statusText(from) }));
}

/** The truck if the caller may assign it to this load (see the top of this file), locked; else null. */
async function assignableTruck(tx: Tx, companyId: string, load: LoadRow, truckerId: string) {
  const [truck] = await tx
    .select()
    .from(truckers)
    .where(
      and(
        eq(truckers.id, truckerId),
        load.companyId === companyId
          ? sql`(${truckers.companyId} = ${companyId} or exists (select 1 from ${carrierPartners} cp where cp.company_id = ${companyId} and cp.carrier_company_id = ${truckers.companyId} and cp.status = 'active'))`
          : eq(truckers.companyId, companyId),
      ),
    )
    .for('update');
  return truck ?? null;
}

/**
 * Assigns the load to the truck in one transaction (load row locked, then the order, then the truck):
 *   - no live order yet (the owner, load pending/quoted): the order is made for the truck's company through
 *     award.ts, already accepted (the owner dispatches its own fleet, or a partner's truck: the partnership stands
 *     for the carrier's consent; the carrier can still refuse the assignment with reject-orderdetail), at the load's
 *     posted rate (0 for the owner's own fleet when the load has none);
 *   - a live order: the truck must be its carrier's; a `new` order is accepted on the way; an `assigned` one gets its
 *     live assignment cancelled first (reassignment; the same truck again changes nothing);
 *   - then an order detail (`assigned`), the order `assigned` with the truck, the load `assigned` with the truck.
 * Every step follows LOAD_TRANSITIONS / ORDER_TRANSITIONS and is written to order_status_history.
 */
export async function assignLoadToTruck(db: Db, companyId: string, userId: string, loadId: string, truckerId: string): Promise<LoadAssignment> {
  return db.transaction((tx) => assignInTransaction(tx, companyId, userId, loadId, truckerId));
}

/** What the order's own assignment (order-manager/order-assign-by-fleet) adds to assign-load-to-truck. */
export interface AssignOptions {
  /**
   * Called with the load's live order (or null) once the load and the order are locked, before anything changes:
   * the order-manager checks there that it is the order asked for, the caller's side and its state (it throws).
   */
  checkOrder?: (order: typeof orders.$inferSelect | null) => void;
}

/** assignLoadToTruck inside the caller's transaction (the same steps; see above). */
export async function assignInTransaction(
  tx: Tx,
  companyId: string,
  userId: string,
  loadId: string,
  truckerId: string,
  options: AssignOptions = {},
): Promise<LoadAssignment> {
  const load = await visibleLoad(tx, companyId, loadId, true);
  if (!load) throw notFound(SHIPMENT_TEXTS.assign.loadNotFound());
  let loadStatus = load.status as LoadStatus;
  if (!LOAD_ASSIGNABLE_STATUSES.includes(loadStatus)) throw conflict(SHIPMENT_TEXTS.assign.notAssignable({ status: statusText(loadStatus) }));
  let order = await liveOrder(tx, load.id, true);
  options.checkOrder?.(order);

  const truck = await assignableTruck(tx, companyId, load, truckerId);
  if (!truck) throw notFound(SHIPMENT_TEXTS.assign.truckNotFound());
  if (!truck.isActive || truck.status === 'inactive' || truck.status === 'maintenance') throw conflict(SHIPMENT_TEXTS.assign.truckUnavailable());
  if (load.equipmentTypeId) {
    const [has] = await tx
      .select({ id: truckerEquipment.id })
      .from(truckerEquipment)
      .where(and(eq(truckerEquipment.truckerId, truck.id), eq(truckerEquipment.equipmentTypeId, load.equipmentTypeId)));
    if (!has) throw badRequest([{ field: 'body.truckerId', message: SHIPMENT_TEXTS.assign.equipmentMismatch() }]);
  }
  // After the truck's row lock: a concurrent assignment of the truck has committed (or not begun), so it is seen here.
  const busy = await busyReason(tx, truck.id, load);
  if (busy) throw conflict(busy);

  let now = new Date();
  if (!order) {
    if (load.companyId !== companyId) throw conflict(SHIPMENT_TEXTS.assign.notAssignable({ status: statusText(loadStatus) }));
    const own = truck.companyId === companyId;
    const awarded = await awardLoad(tx, {
      loadUuid: load.id,
      carrierCompanyId: truck.companyId,
      to: 'accepted',
      byUserId: userId,
      rate: load.rate ?? (own ? 0 : null),
    });
    loadStatus = awarded.loadStatus;
    order = (await liveOrder(tx, load.id, true))!;
    now = new Date(); // after the award's own history rows
    // The load no longer waits for prices: its open quote requests end (QUOTE_TRANSITIONS: -> cancelled).
    await tx
      .update(quotes)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(quotes.loadId, load.id), inArray(quotes.status, ['requested', 'confirmed'])));
  } else if (order.carrierCompanyId !== truck.companyId) {
    throw conflict(SHIPMENT_TEXTS.assign.otherCarrier());
  }

  const history = (from: OrderStatus | null, to: OrderStatus, orderDetailId: string | null = null) =>
    recordMove(tx, order!, { from, to, byUserId: userId, orderDetailId, at: now });

  let orderStatus = order.status as OrderStatus;
  if (orderStatus === 'assigned') {
    const [current] = await tx
      .select()
      .from(orderDetails)
      .where(and(eq(orderDetails.orderId, order.id), inArray(orderDetails.status, [...CURRENT_ORDER_DETAIL_STATUSES])))
      .for('update');
    if (current && current.status !== 'assigned') throw conflict(SHIPMENT_TEXTS.assign.notAssignable({ status: statusText('in_transit') }));
    if (current?.truckerId === truck.id) {
      return {
        loadId: load.id,
        status: loadStatus,
        order: { _id: order.id, orderId: order.orderId, status: orderStatus, carrierCompanyId: order.carrierCompanyId },
        trucker: { _id: truck.id, name: truck.name, truckNumber: truck.truckNumber },
        orderDetailId: current.id,
      };
    }
    if (current) await tx.update(orderDetails).set({ status: 'cancelled', cancelledAt: now }).where(eq(orderDetails.id, current.id));
    assertOrderMove(orderStatus, 'accepted');
    await history(orderStatus, 'accepted', current?.id ?? null);
    orderStatus = 'accepted';
  }
  if (orderStatus === 'new') {
    assertOrderMove(orderStatus, 'accepted');
    await history(orderStatus, 'accepted');
    orderStatus = 'accepted';
  }
  assertOrderMove(orderStatus, 'assigned');

  // The load follows: tendered -> accepted -> assigned, or assigned -> accepted -> assigned on reassignment.
  for (const step of loadStatus === 'assigned'
    ? (['accepted', 'assigned'] as const)
    : loadStatus === 'accepted'
      ? (['assigned'] as const)
      : (['accepted', 'assigned'] as const)) {
    assertLoadMove(loadStatus, step);
    loadStatus = step;
  }

  const [detail] = await tx
    .insert(orderDetails)
    .values({
      companyId: order.companyId,
      carrierCompanyId: order.carrierCompanyId,
      orderId: order.id,
      truckerId: truck.id,
      status: 'assigned',
      assignedBy: userId,
      assignedAt: now,
    })
    .returning({ id: orderDetails.id });
  await tx
    .update(orders)
    .set({ status: 'assigned', truckerId: truck.id, assignedAt: now, acceptedAt: order.acceptedAt ?? now, updatedAt: now })
    .where(eq(orders.id, order.id));
  await history(orderStatus, 'assigned', detail!.id);
  await tx
    .update(loads)
    .set({ status: loadStatus, truckerId: truck.id, carrierCompanyId: order.carrierCompanyId, updatedAt: now })
    .where(eq(loads.id, load.id));

  return {
    loadId: load.id,
    status: loadStatus,
    order: { _id: order.id, orderId: order.orderId, status: 'assigned', carrierCompanyId: order.carrierCompanyId },
    trucker: { _id: truck.id, name: truck.name, truckNumber: truck.truckNumber },
    orderDetailId: detail!.id,
  };
}
