import { ROUTES, routeCountry, type Route } from '../../reference/geo';
import type { AddressRef, LaneRef } from '../load-generator';
import type { EquipmentKey } from '../reference';
import { DAY, WORLD_SIZE } from './constants';
import type { WorldBuild } from './context';
import type { Fleet } from './fleet';

/** Demo Freight Co.'s 25 lanes (distinct city pairs, 200 to 2,200 miles) and the 2 to 4 trucks that run each. */

export interface Lanes {
  /** The highway routes between two of the shipper's addresses (a load off its lanes takes one). */
  routesWithAddresses: Route[];
  laneRefs: LaneRef[];
}

export function makeLanes(build: WorldBuild, addressByCity: ReadonlyMap<string, AddressRef>, fleet: Fleet): Lanes {
  const { rng, now, demo, context, equipmentIds, rows } = build;
  const routesWithAddresses = ROUTES.filter((route) => addressByCity.has(route.from.key) && addressByCity.has(route.to.key));
  const laneRefs: LaneRef[] = [];
  const laneCandidates = rng.shuffle(routesWithAddresses.filter((route) => route.miles >= 200 && route.miles <= 2_200));
  const usedPairs = new Set<string>();
  for (const route of laneCandidates) {
    if (laneRefs.length >= WORLD_SIZE.lanes) break;
    const pair = [route.from.key, route.to.key].sort().join('|');
    if (usedPairs.has(pair)) continue;
    usedPairs.add(pair);
    const id = rng.uuid();
    const equipmentKey = rng.weighted<EquipmentKey>([
      ['dry_van', 65],
      ['reefer', 20],
      ['flatbed', 15],
    ]);
    const lane: LaneRef = { id, route, origin: addressByCity.get(route.from.key)!, destination: addressByCity.get(route.to.key)!, equipmentKey };
    laneRefs.push(lane);
    rows.lanes.push({
      id,
      companyId: demo,
      name: `${route.from.name}, ${route.from.state} → ${route.to.name}, ${route.to.state}`,
      originAddressId: lane.origin.id,
      destinationAddressId: lane.destination.id,
      equipmentTypeId: equipmentIds[equipmentKey],
      distanceMiles: route.miles,
      targetRate: Math.round((route.miles * rng.float(2.2, 3.0) + 150) / 25) * 25,
      currency: route.from.country === 'CANADA' && route.to.country === 'CANADA' ? 'CAD' : 'USD',
      loadsPerWeek: rng.int(1, 10),
      notes: rng.chance(0.3) ? `Runs on ${route.highway}. Preferred carriers listed.` : null,
      isActive: rng.chance(0.92),
      createdBy: context.shipperId,
      createdAt: new Date(now - rng.float(90, 130) * DAY),
      updatedAt: new Date(now - rng.float(0, 30) * DAY),
    });
    addLaneTrucks(build, id, route, fleet);
  }
  if (laneRefs.length < WORLD_SIZE.lanes) throw new Error(`seed: only ${laneRefs.length} lanes could be made`);
  return { routesWithAddresses, laneRefs };
}

/** The trucks that run a lane: from carriers of the lane's country (any carrier for a cross-border lane). */
function addLaneTrucks({ rng, now, demo, rows }: WorldBuild, laneId: string, route: Route, { allTrucks, carrierRefs }: Fleet): void {
  const region = routeCountry(route);
  const pool = allTrucks.filter((truck) => {
    const carrier = carrierRefs.find((c) => c.companyId === truck.companyId)!;
    return region === 'USA' ? carrier.country === 'USA' : region === 'CANADA' ? carrier.country === 'CANADA' : true;
  });
  for (const truck of rng.sample(pool, rng.int(2, 4))) {
    rows.laneUsers.push({ id: rng.uuid(), companyId: demo, laneId, truckerId: truck.id, createdAt: new Date(now - rng.float(30, 90) * DAY) });
  }
}
