import type { LoadStatus } from '@freight/contracts';
import type { loads } from '../../db/schema';
import type { Route } from '../../reference/geo';
import { SPECIAL_INSTRUCTIONS } from '../../reference/names';
import { HOUR, RANK } from './common';
import type { Freight } from './freight';
import type { AddressRef, Insert, LoadTimes, LoadWorld, TruckRef } from './types';

/** The `loads` row itself: a sub-load copies its parent's freight details, windows and positions. */

export interface LoadRowInput {
  status: LoadStatus;
  loadUuid: string;
  loadNumber: string;
  createdBy: string;
  laneId: string | null;
  route: Route;
  /** Null for a sub-load. */
  origin: AddressRef | null;
  destination: AddressRef | null;
  parentLoad: Insert<typeof loads> | undefined;
  carrierCompanyId: string | null;
  truck: TruckRef | null;
  times: LoadTimes;
  freight: Freight;
}

const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function loadRow(world: LoadWorld, input: LoadRowInput): Insert<typeof loads> {
  const { rng, now } = world;
  const { status, route, origin, destination, parentLoad, truck } = input;
  const { product, mode, weight, equipmentKey, currency, rate } = input.freight;
  const { created, pickupStart, pickupEnd, deliveryStart, deliveryEnd, pickedUpAt, deliveredAt, invoicedAt, paidAt, cancelledAt } = input.times;
  const rank = RANK[status];
  const load: Insert<typeof loads> = {
    id: input.loadUuid,
    companyId: world.shipperCompanyId,
    loadId: input.loadNumber,
    parentId: parentLoad?.id ?? null,
    laneId: input.laneId,
    createdBy: input.createdBy,
    status,
    // The flags are the risk job's to compute: the risk shape (schedule.ts) only shapes the times.
    isDelayed: false,
    isAtRisk: false,
    delayReason: null,
    mode,
    equipmentTypeId: parentLoad ? (parentLoad.equipmentTypeId ?? null) : world.equipmentIds[equipmentKey],
    weight,
    weightUnit: 'lbs',
    commodity: parentLoad ? parentLoad.commodity : product!.commodity,
    pallets: parentLoad ? Math.max(1, Math.round((parentLoad.pallets ?? 2) / 2)) : Math.max(1, Math.min(26, Math.round(weight / 1_500))),
    pieces: null,
    lengthFt: mode === 'FTL' ? 53 : null,
    isHazmat: parentLoad ? (parentLoad.isHazmat ?? false) : Boolean(product!.hazmat),
    temperatureMinF: parentLoad ? (parentLoad.temperatureMinF ?? null) : (product!.temperature?.[0] ?? null),
    temperatureMaxF: parentLoad ? (parentLoad.temperatureMaxF ?? null) : (product!.temperature?.[1] ?? null),
    rate,
    currency,
    distanceMiles: route.miles,
    referenceNumber: `REF-${rng.digits(6)}`,
    poNumber: rng.chance(0.6) ? `PO-${rng.digits(7)}` : null,
    specialInstructions: rng.chance(0.3) ? rng.pick(SPECIAL_INSTRUCTIONS) : null,
    originCity: route.from.name,
    originState: route.from.state,
    originCountry: route.from.country,
    destinationCity: route.to.name,
    destinationState: route.to.state,
    destinationCountry: route.to.country,
    // The first pickup's and last delivery's position (the stops use the same addresses).
    originLat: parentLoad ? (parentLoad.originLat ?? null) : origin!.lat,
    originLng: parentLoad ? (parentLoad.originLng ?? null) : origin!.lng,
    destinationLat: parentLoad ? (parentLoad.destinationLat ?? null) : destination!.lat,
    destinationLng: parentLoad ? (parentLoad.destinationLng ?? null) : destination!.lng,
    pickupStart: new Date(parentLoad ? (parentLoad.pickupStart as Date).getTime() : pickupStart),
    pickupEnd: new Date(parentLoad ? (parentLoad.pickupEnd as Date).getTime() : pickupEnd),
    deliveryStart: new Date(parentLoad ? (parentLoad.deliveryStart as Date).getTime() : deliveryStart),
    deliveryEnd: new Date(parentLoad ? (parentLoad.deliveryEnd as Date).getTime() : deliveryEnd),
    calendarPickupDate: rank >= RANK.tendered ? dateOnly(pickupStart) : null,
    calendarDeliveryDate: rank >= RANK.tendered ? dateOnly(deliveryStart) : null,
    truckerPickupDate: rank >= RANK.assigned ? dateOnly(pickupStart) : null,
    truckerDeliveryDate: rank >= RANK.assigned ? dateOnly(deliveryStart) : null,
    carrierCompanyId: input.carrierCompanyId,
    truckerId: rank >= RANK.assigned ? (truck?.id ?? null) : null,
    isBroadcast: (status === 'pending' || status === 'quoted') && !parentLoad && rng.chance(0.5),
    broadcastAt: null,
    shareCode: rng.code(12, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
    pickedUpAt: pickedUpAt === null ? null : new Date(pickedUpAt),
    deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
    invoicedAt: invoicedAt === null ? null : new Date(invoicedAt),
    paidAt: paidAt === null ? null : new Date(paidAt),
    cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
    createdAt: new Date(parentLoad ? Math.min((parentLoad.createdAt as Date).getTime() + HOUR, now - 60_000) : created),
    updatedAt: new Date(Math.min(now, Math.max(created, pickedUpAt ?? 0, deliveredAt ?? 0, invoicedAt ?? 0, paidAt ?? 0, cancelledAt ?? 0))),
  };
  if (load.isBroadcast) load.broadcastAt = new Date(created + rng.float(0.2, 3) * HOUR);
  return load;
}
