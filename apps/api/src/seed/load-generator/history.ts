import type { OrderStatus } from '@freight/contracts';
import type { OrderMilestones } from './order';
import type { LoadBundle, LoadPlan } from './types';

/** An order's status history: every step up to the current one (none in the benchmark growth). */
export function addStatusHistory(plan: LoadPlan, bundle: LoadBundle, milestones: OrderMilestones): void {
  const { world, route } = plan;
  const carrier = plan.carrier!;
  const { pickedUpAt, deliveredAt, invoicedAt, paidAt } = plan.times;
  const steps: Array<[OrderStatus, number | null]> = [
    ['new', milestones.orderCreated],
    ['accepted', milestones.acceptedAt],
    ['assigned', milestones.assignedAt],
    ['in_transit', pickedUpAt],
    ['delivered', deliveredAt],
    ['invoiced', invoicedAt],
    ['paid', paidAt],
  ];
  let previous: OrderStatus | null = null;
  for (const [step, at] of world.lean ? [] : steps) {
    if (at === null) break;
    bundle.history.push({
      id: world.rng.uuid(),
      companyId: world.shipperCompanyId,
      carrierCompanyId: carrier.companyId,
      orderId: milestones.orderUuid,
      orderDetailId: null,
      fromStatus: previous,
      toStatus: step,
      changedBy: step === 'new' || step === 'paid' ? plan.createdBy : carrier.userId,
      note:
        step === 'in_transit'
          ? `Picked up in ${route.from.name}, ${route.from.state}`
          : step === 'delivered'
            ? `Delivered in ${route.to.name}, ${route.to.state}`
            : null,
      lat: step === 'in_transit' ? route.from.lat : step === 'delivered' ? route.to.lat : null,
      lng: step === 'in_transit' ? route.from.lng : step === 'delivered' ? route.to.lng : null,
      createdAt: new Date(at),
    });
    previous = step;
  }
}
