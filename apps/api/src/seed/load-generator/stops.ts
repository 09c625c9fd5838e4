import { HOUR, floorQuarter } from './common';
import type { AddressRef, LoadBundle, LoadPlan, LoadWorld } from './types';

/** A load's stops: its pickup, now and then a stop on the way, its delivery; a sub-load copies its parent's. */

export function copyParentStops(world: LoadWorld, bundle: LoadBundle, parent: LoadBundle): void {
  for (const stop of parent.stops) bundle.stops.push({ ...stop, id: world.rng.uuid(), loadId: bundle.load.id! });
}

export function addStops(plan: LoadPlan, bundle: LoadBundle): void {
  const { world, status, route, hours } = plan;
  const { rng, now } = world;
  const { pickupStart, pickupEnd, deliveryStart, deliveryEnd, pickedUpAt, deliveredAt, progress } = plan.times;
  const stopBase = { companyId: world.shipperCompanyId, loadId: plan.loadUuid };
  const stopOf = (address: AddressRef, seq: number, type: 'pickup' | 'delivery', start: number, end: number, done: number | null) => ({
    ...stopBase,
    id: rng.uuid(),
    seq,
    type,
    addressId: address.warehouseId ? null : address.id,
    warehouseId: address.warehouseId ?? null,
    name: address.name,
    street1: address.street1,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    lat: address.lat,
    lng: address.lng,
    windowStart: new Date(start),
    windowEnd: new Date(end),
    appointmentRef: rng.chance(0.5) ? `APT-${rng.digits(6)}` : null,
    contactName: address.contactName,
    contactPhone: address.contactPhone,
    arrivedAt: done === null ? null : new Date(done - rng.float(0.3, 1.5) * HOUR),
    departedAt: done === null ? null : new Date(done),
    notes: null,
  });
  bundle.stops.push(stopOf(plan.origin, 1, 'pickup', pickupStart, pickupEnd, pickedUpAt));
  const viaAddress = route.via.map((city) => world.addressByCity.get(city.key)).find((address) => address !== undefined);
  let seq = 2;
  if (viaAddress && rng.chance(0.12)) {
    const mid = floorQuarter(pickupStart + hours * HOUR * 0.5);
    // A truck in transit past the middle of its route has made the stop on the way.
    const midDone =
      deliveredAt !== null
        ? mid + rng.float(0, 2) * HOUR
        : status === 'in_transit' && progress > 0.4 && mid < now - HOUR
          ? Math.min(now - 10 * 60_000, mid + rng.float(0, 1) * HOUR)
          : null;
    bundle.stops.push(stopOf(viaAddress, seq++, 'delivery', mid, mid + 2 * HOUR, midDone));
  }
  bundle.stops.push(stopOf(plan.destination, seq, 'delivery', deliveryStart, deliveryEnd, deliveredAt));
}
