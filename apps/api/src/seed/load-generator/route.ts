import type { LoadStatus } from '@freight/contracts';
import { routeCountry, type Route } from '../../reference/geo';
import type { EquipmentKey } from '../reference';
import { RANK } from './common';
import type { AddressRef, CarrierRef, LoadWorld, TruckRef } from './types';

/** Where a load goes (one of the shipper's lanes or any road between two of its addresses) and who carries it. */

export interface PickedRoute {
  route: Route;
  laneId: string | null;
  origin: AddressRef;
  destination: AddressRef;
  equipmentKey?: EquipmentKey;
}

export function pickRoute(world: LoadWorld): PickedRoute {
  const { rng } = world;
  if (world.lanes.length > 0 && rng.chance(0.55)) {
    const lane = rng.pick(world.lanes);
    return { route: lane.route, laneId: lane.id, origin: lane.origin, destination: lane.destination, equipmentKey: lane.equipmentKey };
  }
  for (;;) {
    const route = rng.pick(world.routes);
    if (route.miles < 90 || (route.miles > 2_600 && rng.chance(0.7))) continue;
    const origin = world.addressByCity.get(route.from.key);
    const destination = world.addressByCity.get(route.to.key);
    if (origin && destination) return { route, laneId: null, origin, destination: world.warehouseByCity?.get(route.to.key) ?? destination };
  }
}

/**
 * The carrier of a load tendered or further, and its truck: a free one for a load in transit or assigned (one of each
 * per truck), any of the carrier's for a delivered one, none before.
 */
export function awardCarrier(world: LoadWorld, status: LoadStatus, route: Route): { carrier: CarrierRef | null; truck: TruckRef | null } {
  const rank = RANK[status];
  const awarded = rank >= RANK.tendered;
  const slot = status === 'in_transit' ? 'inTransit' : status === 'assigned' ? 'assigned' : null;
  const { carrier, truck: chosenTruck } = awarded ? chooseCarrier(world, route, slot) : { carrier: null, truck: null };
  let truck = chosenTruck;
  if (awarded && rank >= RANK.delivered && carrier) truck = world.rng.pick(carrier.trucks);
  return { carrier, truck };
}

function chooseCarrier(world: LoadWorld, route: Route, slot: 'inTransit' | 'assigned' | null): { carrier: CarrierRef; truck: TruckRef | null } {
  const region = routeCountry(route);
  const free = (carrier: CarrierRef) => (slot === null ? carrier.trucks : carrier.trucks.filter((truck) => !world.busy.get(truck.id)?.[slot]));
  let candidates = world.carriers.filter((carrier) => free(carrier).length > 0 && carrier.share[region] > 0);
  if (candidates.length === 0) candidates = world.carriers.filter((carrier) => free(carrier).length > 0);
  if (candidates.length === 0) {
    // Every truck already busy (only in the benchmark growth): any truck of the favoured carrier.
    const carrier = world.rng.weighted(world.carriers.map((c) => [c, c.share[region] + 0.01] as const));
    return { carrier, truck: slot === null ? null : world.rng.pick(carrier.trucks) };
  }
  const carrier = world.rng.weighted(candidates.map((c) => [c, c.share[region] + 0.01] as const));
  if (slot === null) return { carrier, truck: null };
  const truck = world.rng.pick(free(carrier));
  const state = world.busy.get(truck.id) ?? { inTransit: false, assigned: false };
  state[slot] = true;
  world.busy.set(truck.id, state);
  return { carrier, truck };
}
