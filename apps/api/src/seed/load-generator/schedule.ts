import type { LoadStatus } from '@freight/contracts';
import { distanceMiles, type Route } from '../../reference/geo';
import { DAY, HOUR, RANK, floorQuarter } from './common';
import type { AddressRef, LoadTimes, LoadWorld } from './types';

/** When a load's steps happen: created, its pickup and delivery windows, picked up, delivered, invoiced, paid. */

/** How long ago (days) a load of each status was created. */
const CREATED_DAYS_AGO: Record<LoadStatus, readonly [number, number]> = {
  pending: [0.1, 6],
  quoted: [0.5, 8],
  tendered: [0.5, 6],
  accepted: [1, 7],
  assigned: [1, 6],
  in_transit: [2, 8],
  delivered: [4, 25],
  invoiced: [12, 55],
  paid: [30, 89],
  cancelled: [1, 89],
};

type RiskShape = 'delayed' | 'atRisk' | null;

/**
 * Which loads the risk job will find late or at risk (the job computes the flags; the generator only
 * shapes the times so the demo shows some). Per carrier company, its first two loads in transit or assigned are
 * late and the next two at risk (both sides of the demo have some); then 20 % late and 25 % at risk. A few accepted
 * loads without a truck get a pickup window closing within hours (noTruck).
 */
const shapedPerCarrier = new WeakMap<LoadWorld, Map<string, { delayed: number; atRisk: number }>>();
function riskShape(world: LoadWorld, status: LoadStatus, carrierCompanyId: string | null, hasTruck: boolean): RiskShape {
  if (status === 'accepted') return world.rng.chance(0.1) ? 'atRisk' : null;
  if ((status !== 'in_transit' && status !== 'assigned') || !carrierCompanyId || !hasTruck) return null;
  let companies = shapedPerCarrier.get(world);
  if (!companies) shapedPerCarrier.set(world, (companies = new Map()));
  const counts = companies.get(carrierCompanyId) ?? { delayed: 0, atRisk: 0 };
  companies.set(carrierCompanyId, counts);
  const shape =
    counts.delayed < 2
      ? 'delayed'
      : counts.atRisk < 2
        ? 'atRisk'
        : world.rng.weighted<'delayed' | 'atRisk' | 'none'>([
            ['delayed', 20],
            ['atRisk', 25],
            ['none', 55],
          ]);
  if (shape === 'none') return null;
  counts[shape] += 1;
  return shape;
}

export interface ScheduleInput {
  status: LoadStatus;
  route: Route;
  hours: number;
  /** Where the load delivers (null for a sub-load, which follows its parent). */
  destination: AddressRef | null;
  /** A sub-load is not shaped for the risk job. */
  shaped: boolean;
  carrierCompanyId: string | null;
  hasTruck: boolean;
}

export function planTimes(world: LoadWorld, input: ScheduleInput): LoadTimes {
  const [minAgo, maxAgo] = CREATED_DAYS_AGO[input.status];
  const created = world.now - world.rng.float(minAgo, maxAgo) * DAY;
  // How the risk job will judge the load (it computes the flags; this only shapes the times: see riskShape).
  const shape = input.shaped ? riskShape(world, input.status, input.carrierCompanyId, input.hasTruck) : null;
  const times = windows(world, input, shape, firstPickup(world, input, shape, created));
  afterDelivery(world, input.status, times);
  return times;
}

type FirstPickup = Pick<LoadTimes, 'created' | 'pickupStart' | 'pickedUpAt' | 'progress'>;

function firstPickup(world: LoadWorld, { status, hours }: ScheduleInput, shape: RiskShape, createdAt: number): FirstPickup {
  const { rng, now } = world;
  const rank = RANK[status];
  const isDelayed = shape === 'delayed';
  let created = createdAt;
  let pickupStart: number;
  let pickedUpAt: number | null = null;
  let progress = 0;
  if (status === 'in_transit') {
    progress = rng.float(0.08, 0.92);
    pickedUpAt = now - progress * hours * HOUR * (isDelayed ? 1.3 : 1);
    pickupStart = floorQuarter(pickedUpAt - rng.float(0, 2) * HOUR);
    created = Math.min(created, pickupStart - rng.float(1, 5) * DAY);
  } else if (rank >= RANK.delivered) {
    pickupStart = floorQuarter(Math.min(created + rng.float(1, 4) * DAY, now - hours * HOUR - rng.float(6, 30) * HOUR));
    created = Math.min(created, pickupStart - rng.float(0.5, 2) * DAY);
    pickedUpAt = pickupStart + rng.float(0, 2) * HOUR;
  } else if (status === 'cancelled') {
    pickupStart = floorQuarter(created + rng.float(1, 6) * DAY);
  } else if (status === 'assigned' && isDelayed) {
    // Not picked up and the pickup window (2-4 h) closed: pickupMissed.
    pickupStart = floorQuarter(now - rng.float(4.5, 9) * HOUR);
    created = Math.min(created, pickupStart - DAY);
  } else if (status === 'accepted' && shape === 'atRisk') {
    // No truck yet and the pickup window closes within RISK_MODEL.unassignedLeadHours: noTruck.
    pickupStart = floorQuarter(now + rng.float(0.5, 1.5) * HOUR);
    created = Math.min(created, now - DAY);
  } else {
    pickupStart = floorQuarter(Math.max(now + rng.float(status === 'assigned' ? 2 : 10, status === 'assigned' ? 72 : 240) * HOUR, created + DAY));
  }
  created = Math.min(created, now - 5 * 60_000);
  return { created, pickupStart, pickedUpAt, progress };
}

function windows(world: LoadWorld, { status, route, hours, destination }: ScheduleInput, shape: RiskShape, first: FirstPickup): LoadTimes {
  const { rng, now } = world;
  const miles = route.miles;
  const { progress } = first;
  let { created, pickupStart, pickedUpAt } = first;
  let pickupEnd = pickupStart + rng.int(2, 4) * HOUR;
  if (status === 'accepted' && shape === 'atRisk') pickupEnd = pickupStart + 2 * HOUR;
  let deliveryStart = floorQuarter(pickupStart + hours * HOUR + rng.float(0, 4) * HOUR);
  let deliveryEnd = deliveryStart + rng.int(2, 4) * HOUR;
  if (shape && status === 'in_transit' && destination) {
    // The truck is at `progress` on the route: its delivery window closed (deliveryMissed), or closes before even
    // the fastest seeded truck (67 mph) gets there (deliveryEta).
    const fastestHours = (distanceMiles(route.line.at(progress), destination) * 1.2) / 67;
    if (shape === 'atRisk' && fastestHours >= 0.75) {
      deliveryEnd = Math.ceil((now + fastestHours * rng.float(0.3, 0.6) * HOUR) / 60_000) * 60_000;
    } else {
      deliveryEnd = floorQuarter(now - rng.float(0.5, 4) * HOUR);
    }
    deliveryStart = deliveryEnd - rng.int(2, 3) * HOUR;
    if (pickedUpAt! > deliveryStart - HOUR) {
      pickedUpAt = deliveryStart - rng.float(1, 3) * HOUR;
      pickupStart = floorQuarter(pickedUpAt - rng.float(0, 2) * HOUR);
      pickupEnd = pickupStart + 2 * HOUR;
      created = Math.min(created, pickupStart - DAY);
    }
  } else if (shape === 'atRisk' && status === 'assigned') {
    // Loaded after the window opens plus an hour at the dock, the load cannot make its delivery window at the planned
    // speed (RISK_MODEL: 45 mph): deliveryEta.
    deliveryEnd = Math.ceil((pickupStart + HOUR + (miles / 45) * rng.float(0.5, 0.8) * HOUR) / 60_000) * 60_000;
    deliveryStart = Math.min(deliveryEnd, Math.max(pickupStart, deliveryEnd - 2 * HOUR));
  }
  return {
    created,
    pickupStart,
    pickupEnd,
    deliveryStart,
    deliveryEnd,
    pickedUpAt,
    deliveredAt: null,
    invoicedAt: null,
    paidAt: null,
    cancelledAt: null,
    progress,
  };
}

/** Delivered, invoiced, paid or cancelled, by status. */
function afterDelivery(world: LoadWorld, status: LoadStatus, times: LoadTimes): void {
  const { rng, now } = world;
  const rank = RANK[status];
  if (rank >= RANK.delivered) {
    const late = rng.chance(0.15);
    const deliveredAt = late ? times.deliveryEnd + rng.float(1, 10) * HOUR : times.deliveryStart + rng.float(-1, 2.5) * HOUR;
    times.deliveredAt = Math.min(deliveredAt, now - HOUR);
  }
  if (rank >= RANK.invoiced && times.deliveredAt !== null) {
    const invoicedAt = Math.min(times.deliveredAt + rng.float(0.3, 5) * DAY, now - 2 * HOUR);
    times.invoicedAt = invoicedAt;
    if (rank >= RANK.paid) times.paidAt = Math.max(invoicedAt + HOUR, Math.min(invoicedAt + rng.float(10, 35) * DAY, now - HOUR));
  }
  times.cancelledAt = status === 'cancelled' ? Math.min(times.created + rng.float(2, 40) * HOUR, times.pickupStart - HOUR, now - HOUR) : null;
}
