import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  centsOf,
  type LoadStatus,
  type OrderAccessorial,
  type OrderAction,
  type OrderDetailStatus,
  type OrderDetailView,
  type OrderDocument,
  type OrderParty,
  type OrderStatus,
  type OrderTimelineEntry,
} from '@freight/contracts';
import type { DbOrTx } from '../../db/client';
import { addresses, companies, equipmentTypes, loadStops, loads, orderAccessorials, orderDetails, orderStatusHistory, orders, shipmentLabels, truckers, users } from '../../db/schema';
import { documentsOf } from '../../documents';
import { iso, isoOrNull } from '../../http';
import { mainSide, sidesOf, type Sides } from './access';

/**
 * get-order-detail's view (OrderDetailView): the order with its load, parties, stops, money (cents, summed in SQL),
 * accessorials, timeline, assignment, invoice, payment and labels, and the `actions` the caller may take now,
 * computed from the state machines and the caller's side. Every action answers it too.
 */

const LIVE_DETAIL = ['assigned', 'at_pickup', 'in_transit', 'at_delivery'] as const;
/** The order statuses in which the carrier may still ask for an accessorial charge. */
export const ACCESSORIAL_OPEN_STATUSES: readonly OrderStatus[] = ['accepted', 'assigned', 'in_transit', 'delivered'];

export interface ActionState {
  status: OrderStatus;
  detailStatus: OrderDetailStatus | null;
  pendingAccessorials: number;
  isPaid: boolean;
  isDriverPaid: boolean;
  rating: number | null;
}

/** What the caller's sides may do on the order now (the server enforces the same rules on each call). */
export function actionsOf(state: ActionState, sides: Sides): OrderAction[] {
  const { status, detailStatus } = state;
  const can = (to: OrderStatus) => ORDER_TRANSITIONS[status]?.includes(to) ?? false;
  const actions: OrderAction[] = [];
  if (sides.carrier) {
    if (status === 'new') actions.push('accept', 'reject');
    if ((status === 'accepted' || status === 'assigned') && (detailStatus === null || detailStatus === 'assigned')) actions.push('assign');
    if (can('new') && status !== 'new') actions.push('reset');
    if (detailStatus && detailStatus !== 'delivered' && (LIVE_DETAIL as readonly string[]).includes(detailStatus)) actions.push('updateAssignment');
    if (detailStatus === 'assigned') actions.push('rejectAssignment');
    if (ACCESSORIAL_OPEN_STATUSES.includes(status)) actions.push('requestAccessorial');
    if (status === 'delivered' && state.pendingAccessorials === 0) actions.push('sendInvoice');
    if ((status === 'delivered' || status === 'invoiced' || status === 'paid') && !state.isDriverPaid) actions.push('markDriverPaid');
  }
  if (sides.shipper) {
    if (can('cancelled')) actions.push('cancel');
    if (state.pendingAccessorials > 0 && ACCESSORIAL_OPEN_STATUSES.includes(status)) actions.push('decideAccessorial');
    if (status === 'invoiced') actions.push('markPaid', 'rate');
    if (status === 'paid' && state.rating === null) actions.push('rate');
  }
  return actions;
}

/** The money of an order in cents, summed by PostgreSQL (numeric, exact): rate, approved and pending accessorials. */
export async function orderAmounts(db: DbOrTx, orderUuid: string) {
  const result = await db.execute<{ rate: string; approved: string; pending: string; pending_count: number; total: string }>(sql`
    select round(o.rate * 100)::bigint::text as rate,
           coalesce(round(sum(a.amount) filter (where a.status = 'approved') * 100), 0)::bigint::text as approved,
           coalesce(round(sum(a.amount) filter (where a.status = 'requested') * 100), 0)::bigint::text as pending,
           (count(a.id) filter (where a.status = 'requested'))::int as pending_count,
           round((o.rate + coalesce(sum(a.amount) filter (where a.status = 'approved'), 0)) * 100)::bigint::text as total
    from ${orders} o left join ${orderAccessorials} a on a.order_id = o.id
    where o.id = ${orderUuid}
    group by o.id`);
  const row = result.rows[0];
  return {
    rateCents: Number(row?.rate ?? 0),
    accessorialCents: Number(row?.approved ?? 0),
    pendingAccessorialCents: Number(row?.pending ?? 0),
    pendingCount: Number(row?.pending_count ?? 0),
    totalCents: Number(row?.total ?? 0),
  };
}

/** A company as a party of the order: its contact and its billing (else business, else any) address. */
async function partyOf(db: DbOrTx, companyId: string): Promise<OrderParty> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [address] = await db
    .select({ street1: addresses.street1, city: addresses.city, state: addresses.state, postalCode: addresses.postalCode })
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(sql`case ${addresses.tag} when 'billing' then 0 when 'business' then 1 else 2 end`, desc(addresses.isDefault), asc(addresses.createdAt))
    .limit(1);
  return {
    companyId,
    name: company?.name ?? '',
    email: company?.contactEmail ?? null,
    phone: company?.contactPhone ?? null,
    address: address ? `${address.street1}, ${address.city}, ${address.state} ${address.postalCode}` : null,
    logoUrl: company?.logoUrl ?? null,
    dotNumber: company?.dotNumber ?? null,
    mcNumber: company?.mcNumber ?? null,
  };
}

/** The order's assignment: the live one, else the latest (a delivered one stays shown). */
export async function currentDetail(db: DbOrTx, orderUuid: string) {
  const [row] = await db
    .select({ detail: orderDetails, truck: { id: truckers.id, truckNumber: truckers.truckNumber, name: truckers.name, phone: truckers.phone } })
    .from(orderDetails)
    .innerJoin(truckers, eq(truckers.id, orderDetails.truckerId))
    .where(and(eq(orderDetails.orderId, orderUuid), inArray(orderDetails.status, [...LIVE_DETAIL, 'delivered'])))
    .orderBy(desc(orderDetails.assignedAt))
    .limit(1);
  return row ?? null;
}

/** The view of an order the caller (`companyId`) is a party to; null when it is not one of its orders. */
export async function orderDetailView(db: DbOrTx, companyId: string, orderUuid: string): Promise<OrderDetailView | null> {
  const [row] = await db
    .select({ order: orders, load: loads, equipment: equipmentTypes.name })
    .from(orders)
    .innerJoin(loads, eq(loads.id, orders.loadId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, loads.equipmentTypeId))
    .where(and(eq(orders.id, orderUuid), sql`(${orders.companyId} = ${companyId} or ${orders.carrierCompanyId} = ${companyId})`));
  if (!row) return null;
  const { order, load } = row;
  const sides = sidesOf(order, companyId);

  const [shipper, carrier, stops, charges, history, detail, labels, amounts] = await Promise.all([
    partyOf(db, order.companyId),
    partyOf(db, order.carrierCompanyId),
    db.select().from(loadStops).where(eq(loadStops.loadId, load.id)).orderBy(asc(loadStops.seq)),
    db
      .select({
        id: orderAccessorials.id,
        code: orderAccessorials.code,
        description: orderAccessorials.description,
        quantity: orderAccessorials.quantity,
        cents: sql<string>`round(${orderAccessorials.amount} * 100)::bigint::text`,
        status: orderAccessorials.status,
        requestedBy: orderAccessorials.requestedBy,
        createdAt: orderAccessorials.createdAt,
        decidedBy: orderAccessorials.decidedBy,
        decidedAt: orderAccessorials.decidedAt,
        declineReason: orderAccessorials.declineReason,
      })
      .from(orderAccessorials)
      .where(eq(orderAccessorials.orderId, order.id))
      .orderBy(asc(orderAccessorials.createdAt), asc(orderAccessorials.id)),
    db
      .select({ history: orderStatusHistory, firstname: users.firstname, lastname: users.lastname, company: companies.name })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    currentDetail(db, order.id),
    db
      .select()
      .from(shipmentLabels)
      .where(eq(shipmentLabels.orderId, order.id))
      .orderBy(asc(shipmentLabels.createdAt)),
    orderAmounts(db, order.id),
  ]);

  const userIds = [...new Set(charges.flatMap((charge) => [charge.requestedBy, charge.decidedBy]).filter((id): id is string => id !== null))];
  const names = new Map(
    userIds.length
      ? (await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, userIds))).map((user) => [
          user.id,
          `${user.firstname} ${user.lastname}`.trim(),
        ])
      : [],
  );

  const status = order.status as OrderStatus;
  const detailStatus = detail && detail.detail.status !== 'delivered' ? (detail.detail.status as OrderDetailStatus) : detail ? 'delivered' : null;
  const documents: OrderDocument[] = documentsOf({ status, invoiceNumber: order.invoiceNumber });

  const timeline: OrderTimelineEntry[] = history.map(({ history: entry, firstname, lastname, company }) => {
    const byDriver = entry.changedBy === null && entry.note === 'driver';
    return {
      _id: entry.id,
      from: entry.fromStatus,
      to: entry.toStatus,
      detail: entry.orderDetailId !== null,
      at: iso(entry.createdAt),
      by: firstname !== null ? { name: `${firstname} ${lastname ?? ''}`.trim(), company } : byDriver ? { name: 'driver', company: carrier.name } : null,
      note: byDriver ? null : entry.note,
    };
  });

  const accessorials: OrderAccessorial[] = charges.map((charge) => ({
    _id: charge.id,
    code: charge.code as OrderAccessorial['code'],
    description: charge.description,
    quantity: Number(charge.quantity),
    amountCents: Number(charge.cents),
    status: charge.status as OrderAccessorial['status'],
    requestedBy: charge.requestedBy ? (names.get(charge.requestedBy) ?? null) : null,
    requestedAt: iso(charge.createdAt),
    decidedBy: charge.decidedBy ? (names.get(charge.decidedBy) ?? null) : null,
    decidedAt: isoOrNull(charge.decidedAt),
    declineReason: charge.declineReason,
  }));

  return {
    _id: order.id,
    orderId: order.orderId,
    type: order.type,
    status,
    side: mainSide(sides),
    actions: actionsOf(
      { status, detailStatus, pendingAccessorials: amounts.pendingCount, isPaid: order.isPaid, isDriverPaid: order.isDriverPaid, rating: order.rating },
      sides,
    ),
    documents,
    load: {
      _id: load.id,
      loadId: load.loadId,
      status: load.status as LoadStatus,
      commodity: load.commodity,
      weight: Number(load.weight),
      weightUnit: load.weightUnit,
      equipment: row.equipment ?? null,
      pallets: load.pallets,
      isHazmat: load.isHazmat,
      distanceMiles: load.distanceMiles === null ? null : Number(load.distanceMiles),
      referenceNumber: load.referenceNumber,
      poNumber: load.poNumber,
      specialInstructions: load.specialInstructions,
      isDelayed: order.isDelayed || load.isDelayed,
      isAtRisk: order.isAtRisk || load.isAtRisk,
    },
    shipper,
    carrier,
    stops: stops.map((stop) => ({
      _id: stop.id,
      seq: stop.seq,
      type: stop.type as 'pickup' | 'delivery',
      addressId: stop.addressId,
      warehouseId: stop.warehouseId,
      name: stop.name,
      street1: stop.street1,
      city: stop.city,
      state: stop.state,
      postalCode: stop.postalCode,
      country: stop.country,
      lat: stop.lat,
      lng: stop.lng,
      windowStart: iso(stop.windowStart),
      windowEnd: iso(stop.windowEnd),
      appointmentRef: stop.appointmentRef,
      contactName: stop.contactName,
      contactPhone: stop.contactPhone,
      notes: stop.notes,
    })),
    amounts: {
      currency: order.currency as OrderDetailView['amounts']['currency'],
      rateCents: amounts.rateCents,
      accessorialCents: amounts.accessorialCents,
      pendingAccessorialCents: amounts.pendingAccessorialCents,
      totalCents: amounts.totalCents,
    },
    accessorials,
    timeline,
    assignment: detail
      ? {
          _id: detail.detail.id,
          status: detail.detail.status as OrderDetailStatus,
          truck: { _id: detail.truck.id, truckNumber: detail.truck.truckNumber, driverName: detail.truck.name, driverPhone: detail.truck.phone },
          assignedAt: iso(detail.detail.assignedAt),
          arrivedPickupAt: isoOrNull(detail.detail.arrivedPickupAt),
          pickedUpAt: isoOrNull(detail.detail.pickedUpAt),
          arrivedDeliveryAt: isoOrNull(detail.detail.arrivedDeliveryAt),
          deliveredAt: isoOrNull(detail.detail.deliveredAt),
          podSignedBy: detail.detail.podSignedBy,
        }
      : null,
    invoice:
      order.invoiceNumber && order.invoicedAt
        ? { number: order.invoiceNumber, amountCents: centsOf(order.invoiceAmount), invoicedAt: iso(order.invoicedAt), sentTo: order.invoiceSentTo }
        : null,
    payment: {
      isPaid: order.isPaid,
      paidAt: isoOrNull(order.paidAt),
      isDriverPaid: order.isDriverPaid,
      driverPaidAt: isoOrNull(order.driverPaidAt),
      rating: order.rating,
      ratingComment: order.ratingComment,
    },
    labels: labels.map((label) => ({
      _id: label.id,
      status: label.status,
      carrier: label.carrier,
      serviceLevel: label.serviceLevel,
      trackingNumber: label.trackingNumber,
      trackingStatus: label.trackingStatus,
      createdAt: iso(label.createdAt),
    })),
    acceptedAt: isoOrNull(order.acceptedAt),
    rejectReason: order.rejectReason,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}

