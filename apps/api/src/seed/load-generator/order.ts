import type { LoadStatus, OrderStatus } from '@freight/contracts';
import type { orders } from '../../db/schema';
import { extraCharges, addAccessorials, type Charge } from './accessorials';
import { DAY, HOUR, RANK } from './common';
import { addStatusHistory } from './history';
import { addTracking, addTruckAssignment } from './tracking';
import type { Insert, LoadBundle, LoadPlan, QuoteDraft } from './types';

/**
 * The order of an awarded load (tendered or further) and what hangs off it: its accessorials, status history,
 * truck assignment, tracking points and the truck's position.
 */

const ORDER_STATUS_OF: Partial<Record<LoadStatus, OrderStatus>> = {
  tendered: 'new',
  accepted: 'accepted',
  assigned: 'assigned',
  in_transit: 'in_transit',
  delivered: 'delivered',
  invoiced: 'invoiced',
  paid: 'paid',
};

/** When the order was made, accepted by the carrier and given a truck (ms; null when not yet). */
export interface OrderMilestones {
  orderUuid: string;
  orderCreated: number;
  acceptedAt: number | null;
  assignedAt: number | null;
}

export function addOrder(plan: LoadPlan, bundle: LoadBundle, winningQuote: QuoteDraft | null): void {
  const milestones = orderMilestones(plan, winningQuote);
  const charges = extraCharges(plan);
  bundle.orders.push(orderRow(plan, bundle, milestones, winningQuote, charges));
  addAccessorials(plan, bundle, milestones.orderUuid, charges);
  addStatusHistory(plan, bundle, milestones);
  addTruckAssignment(plan, bundle, milestones);
  addTracking(plan, bundle, milestones.orderUuid);
}

function orderMilestones(plan: LoadPlan, winningQuote: QuoteDraft | null): OrderMilestones {
  const { rng, now } = plan.world;
  const { rank } = plan;
  const orderUuid = rng.uuid();
  const orderCreated = winningQuote?.approvedAt?.getTime() ?? Math.min(plan.times.created + rng.float(1, 24) * HOUR, now - 30 * 60_000);
  const acceptedAt = rank >= RANK.accepted ? Math.min(orderCreated + rng.float(0.3, 6) * HOUR, now - 20 * 60_000) : null;
  const assignedAt =
    rank >= RANK.assigned && acceptedAt !== null
      ? Math.min(acceptedAt + rng.float(0.5, 12) * HOUR, (plan.times.pickedUpAt ?? now) - HOUR, now - 10 * 60_000)
      : null;
  return { orderUuid, orderCreated, acceptedAt, assignedAt };
}

function orderRow(plan: LoadPlan, bundle: LoadBundle, milestones: OrderMilestones, winningQuote: QuoteDraft | null, charges: Charge[]): Insert<typeof orders> {
  const { world, rank, truck } = plan;
  const carrier = plan.carrier!;
  const { rng, now } = world;
  const { pickedUpAt, deliveredAt, invoicedAt, paidAt, deliveryEnd } = plan.times;
  const { orderUuid, orderCreated, acceptedAt, assignedAt } = milestones;
  const orderRate = winningQuote?.amount ?? plan.rate;
  // Approved once invoiced (accessorials.ts); `amount` is one unit's price, whole dollars here, so quantity × amount is exact.
  const accessorialTotal = rank >= RANK.invoiced ? charges.reduce((sum, item) => sum + item.quantity * item.amount, 0) : 0;
  const invoiceNumber = invoicedAt !== null ? `INV-${world.nextNumber('invoice')}` : null;
  const late = deliveredAt !== null && deliveredAt > deliveryEnd;
  const rating =
    rank >= RANK.delivered && rng.chance(0.7)
      ? late
        ? rng.pick([2, 3, 3, 4])
        : rng.weighted([
            [5, 50],
            [4, 35],
            [3, 10],
            [2, 5],
          ])
      : null;

  const order: Insert<typeof orders> = {
    id: orderUuid,
    companyId: world.shipperCompanyId,
    carrierCompanyId: carrier.companyId,
    orderId: `O-${world.nextNumber('order')}`,
    loadId: plan.loadUuid,
    quoteId: winningQuote?.id ?? null,
    type: plan.mode,
    status: ORDER_STATUS_OF[plan.status]!,
    rate: orderRate,
    accessorialTotal,
    currency: plan.currency,
    truckerId: rank >= RANK.assigned ? (truck?.id ?? null) : null,
    acceptedAt: acceptedAt === null ? null : new Date(acceptedAt),
    assignedAt: assignedAt === null ? null : new Date(assignedAt),
    pickedUpAt: pickedUpAt === null ? null : new Date(pickedUpAt),
    deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
    rejectedAt: null,
    rejectReason: null,
    cancelledAt: null,
    invoiceNumber,
    invoiceAmount: invoiceNumber ? orderRate + accessorialTotal : null,
    invoicedAt: invoicedAt === null ? null : new Date(invoicedAt),
    isPaid: paidAt !== null,
    paidAt: paidAt === null ? null : new Date(paidAt),
    isDriverPaid: paidAt !== null && rng.chance(0.8),
    driverPaidAt: null,
    rating,
    ratingComment: rating === null ? null : rating >= 4 ? 'On time, great communication.' : 'Late delivery, slow updates.',
    createdAt: new Date(orderCreated),
    updatedAt: bundle.load.updatedAt!,
  };
  if (order.isDriverPaid) order.driverPaidAt = new Date(Math.min(paidAt! + rng.float(1, 7) * DAY, now - HOUR));
  return order;
}
