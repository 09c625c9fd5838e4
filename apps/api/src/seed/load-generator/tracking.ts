import { HOUR, RANK } from './common';
import type { OrderMilestones } from './order';
import type { LoadBundle, LoadPlan } from './types';

/** The truck on an order: its assignment (and, now and then, a driver who refused first), its tracking points and position. */

export function addTruckAssignment(plan: LoadPlan, bundle: LoadBundle, { orderUuid, assignedAt }: OrderMilestones): void {
  const { world, status, truck } = plan;
  const carrier = plan.carrier!;
  const { rng } = world;
  const { pickedUpAt, deliveredAt } = plan.times;
  if (!(plan.rank >= RANK.assigned && truck && assignedAt !== null)) return;
  const spare = carrier.trucks.filter((candidate) => candidate.id !== truck.id);
  if (spare.length > 0 && !world.lean && rng.chance(0.06)) {
    bundle.orderDetails.push({
      id: rng.uuid(),
      companyId: world.shipperCompanyId,
      carrierCompanyId: carrier.companyId,
      orderId: orderUuid,
      truckerId: rng.pick(spare).id,
      status: 'rejected',
      assignedBy: carrier.userId,
      assignedAt: new Date(assignedAt - 2 * HOUR),
      rejectedAt: new Date(assignedAt - HOUR),
      rejectReason: 'Out of hours for that pickup window',
    });
  }
  const detailStatus = status === 'assigned' ? 'assigned' : status === 'in_transit' ? 'in_transit' : 'delivered';
  bundle.orderDetails.push({
    id: rng.uuid(),
    companyId: world.shipperCompanyId,
    carrierCompanyId: carrier.companyId,
    orderId: orderUuid,
    truckerId: truck.id,
    status: detailStatus,
    assignedBy: carrier.userId,
    assignedAt: new Date(assignedAt),
    arrivedPickupAt: pickedUpAt === null ? null : new Date(pickedUpAt - rng.float(0.3, 1.5) * HOUR),
    pickedUpAt: pickedUpAt === null ? null : new Date(pickedUpAt),
    arrivedDeliveryAt: deliveredAt === null ? null : new Date(deliveredAt - rng.float(0.3, 1.5) * HOUR),
    deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
    podSignedBy: deliveredAt === null ? null : plan.destination.contactName,
    podUrl: deliveredAt === null ? null : `/files/pod/${plan.loadNumber}.pdf`,
  });
}

export function addTracking(plan: LoadPlan, bundle: LoadBundle, orderUuid: string): void {
  const { world, status, route, truck } = plan;
  const carrier = plan.carrier!;
  const { rng, now } = world;
  const { pickedUpAt, deliveredAt, progress } = plan.times;
  if (truck && pickedUpAt !== null) {
    const points: Array<[number, number]> = [];
    if (status === 'in_transit') {
      const count = Math.max(3, Math.min(30, Math.round((now - pickedUpAt) / (1.5 * HOUR))));
      for (let k = 0; k <= count; k++) points.push([(progress * k) / count, pickedUpAt + ((now - 10 * 60_000 - pickedUpAt) * k) / count]);
    } else if (deliveredAt !== null) {
      for (let k = 0; k <= 10; k++) points.push([k / 10, pickedUpAt + ((deliveredAt - pickedUpAt) * k) / 10]);
    }
    if (world.withTracking) {
      for (const [fraction, at] of points) {
        const point = route.line.at(fraction);
        bundle.tracking.push({
          id: rng.uuid(),
          companyId: world.shipperCompanyId,
          carrierCompanyId: carrier.companyId,
          loadId: plan.loadUuid,
          orderId: orderUuid,
          truckerId: truck.id,
          lat: point.lat,
          lng: point.lng,
          speedMph: fraction === 0 || fraction === 1 ? 0 : rng.int(48, 67),
          heading: point.heading,
          source: rng.chance(0.7) ? 'eld' : 'app',
          recordedAt: new Date(at),
        });
      }
    }
    if (status === 'in_transit') {
      const point = route.line.at(progress);
      bundle.truckPosition = {
        truckerId: truck.id,
        lat: point.lat,
        lng: point.lng,
        heading: point.heading,
        speedMph: rng.int(0, 66),
        at: new Date(now - rng.int(1, 25) * 60_000),
        status: 'on_load',
        priority: 2,
      };
    }
  } else if (truck && status === 'assigned') {
    // Heading to the pickup: a little way out on the same highway.
    const point = route.line.at(rng.float(0, 0.03));
    bundle.truckPosition = {
      truckerId: truck.id,
      lat: point.lat,
      lng: point.lng,
      heading: (point.heading + 180) % 360,
      speedMph: rng.int(0, 60),
      at: new Date(now - rng.int(2, 40) * 60_000),
      status: 'on_load',
      priority: 1,
    };
  }
}
