import type { truckers } from '../../db/schema';
import { CITIES, type City } from '../../reference/geo';
import { TRUCK_MODELS } from '../../reference/names';
import type { CarrierRef, TruckRef } from '../load-generator';
import type { Random } from '../random';
import type { EquipmentKey } from '../reference';
import { CARRIER_COMPANIES, DAY } from './constants';
import { personName, phoneFor, type Insert, type WorldBuild } from './context';

/**
 * The three fleets (40 trucks): Demo Freight Co.'s own trucks and owner-operators, Interstate's and Maple Leaf's
 * trucks, with their equipment; and the trucks the demo users marked as favourites.
 */

export interface Fleet {
  carrierRefs: CarrierRef[];
  allTrucks: TruckRef[];
  /** The trucks' rows by id, placed later (truck-status.ts) and inserted with the rest. */
  truckRows: Map<string, Insert<typeof truckers>>;
}

interface FleetPlan {
  companyId: string;
  name: string;
  prefix: string;
  country: 'USA' | 'CANADA';
  homes: City[];
  trucks: number;
  ownerOperators: number;
  userId: string | null;
}

export function makeFleets(build: WorldBuild): Fleet {
  const { demo, context, carriers } = build;
  const fleets: FleetPlan[] = [
    { companyId: demo, name: 'Demo Freight Co.', prefix: 'DF', country: 'USA', homes: cities('USA'), trucks: 10, ownerOperators: 4, userId: context.carrierId },
    {
      companyId: carriers.interstateId,
      name: CARRIER_COMPANIES.interstate.name,
      prefix: 'IH',
      country: 'USA',
      homes: cities('USA'),
      trucks: CARRIER_COMPANIES.interstate.trucks,
      ownerOperators: 0,
      userId: carriers.interstateUserId,
    },
    {
      companyId: carriers.mapleId,
      name: CARRIER_COMPANIES.maple.name,
      prefix: 'ML',
      country: 'CANADA',
      homes: cities('CANADA'),
      trucks: CARRIER_COMPANIES.maple.trucks,
      ownerOperators: 0,
      userId: carriers.mapleUserId,
    },
  ];
  const fleet: Fleet = { carrierRefs: [], allTrucks: [], truckRows: new Map() };
  fleets.forEach((plan, fleetIndex) => {
    const trucks: TruckRef[] = [];
    for (let i = 0; i < plan.trucks + plan.ownerOperators; i++) {
      const ref = makeTruck(build, plan, fleetIndex, i, fleet.truckRows);
      trucks.push(ref);
      fleet.allTrucks.push(ref);
    }
    fleet.carrierRefs.push(carrierRefOf(build, plan, trucks));
  });
  return fleet;
}

/** One truck (or owner-operator) with its equipment. */
function makeTruck({ rng, now, equipmentIds, rows }: WorldBuild, fleet: FleetPlan, fleetIndex: number, i: number, truckRows: Fleet['truckRows']): TruckRef {
  const kind = i < fleet.trucks ? 'truck' : 'carrier';
  const home = rng.pick(fleet.homes);
  const [make, model] = rng.pick(TRUCK_MODELS);
  const driver = personName(rng);
  const id = rng.uuid();
  const truckNumber = `${fleet.prefix}-${fleetIndex + 1}${String(i + 1).padStart(2, '0')}`;
  const row: Insert<typeof truckers> = {
    id,
    companyId: fleet.companyId,
    userId: null,
    kind,
    name: kind === 'carrier' ? `${driver.split(' ')[1]} Trucking (${driver})` : driver,
    email: `${truckNumber.toLowerCase()}@drivers.demo.test`,
    phone: phoneFor(rng, home.state),
    truckNumber,
    trailerNumber: `TR-${rng.digits(5)}`,
    plateNumber: rng.code(7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'),
    plateState: home.state,
    vin: vin(rng),
    make,
    model,
    year: rng.int(2017, 2025),
    capacityLbs: rng.int(42, 48) * 1000,
    dotNumber: kind === 'carrier' ? rng.digits(7) : null,
    mcNumber: kind === 'carrier' ? `MC-${rng.digits(6)}` : null,
    status: 'available',
    homeCity: home.name,
    homeState: home.state,
    country: fleet.country,
    rating: null,
    ratingCount: 0,
    isActive: true,
    createdAt: new Date(now - rng.float(90, 400) * DAY),
    updatedAt: new Date(now - rng.float(0, 3) * DAY),
  };
  truckRows.set(id, row);
  rows.truckers.push(row);
  const equipment = rng.weighted<EquipmentKey[]>([
    [['dry_van'], 45],
    [['reefer'], 20],
    [['dry_van', 'reefer'], 10],
    [['flatbed', 'step_deck'], 12],
    [['flatbed', 'conestoga'], 8],
    [['power_only', 'container_chassis'], 5],
  ]);
  for (const key of equipment) rows.truckerEquipment.push({ id: rng.uuid(), companyId: fleet.companyId, truckerId: id, equipmentTypeId: equipmentIds[key] });
  return { id, companyId: fleet.companyId, kind, name: row.name, truckNumber };
}

/** A fleet as a carrier the load generator hands loads to: who gets its quote requests, its share of each region. */
function carrierRefOf({ demo, carriers: { interstateId, mapleId } }: WorldBuild, fleet: FleetPlan, trucks: TruckRef[]): CarrierRef {
  const contact =
    fleet.companyId === interstateId
      ? { name: `${CARRIER_COMPANIES.interstate.firstname} ${CARRIER_COMPANIES.interstate.lastname}`, email: CARRIER_COMPANIES.interstate.email }
      : fleet.companyId === mapleId
        ? { name: `${CARRIER_COMPANIES.maple.firstname} ${CARRIER_COMPANIES.maple.lastname}`, email: CARRIER_COMPANIES.maple.email }
        : { name: 'Demo Freight Fleet', email: 'fleet@demo.test' };
  return {
    companyId: fleet.companyId,
    name: fleet.name,
    country: fleet.country,
    trucks,
    contact,
    userId: fleet.userId,
    share:
      fleet.companyId === demo
        ? { USA: 0.45, CANADA: 0.03, CROSS_BORDER: 0.2 }
        : fleet.companyId === interstateId
          ? { USA: 0.5, CANADA: 0.02, CROSS_BORDER: 0.25 }
          : { USA: 0.05, CANADA: 0.95, CROSS_BORDER: 0.55 },
  };
}

/** Favourite trucks of the shipper (partners'), the admin (any) and the dispatcher (Demo's own). */
export function addFavourites({ rng, now, demo, context, rows }: WorldBuild, allTrucks: readonly TruckRef[]): void {
  const demoTrucks = allTrucks.filter((truck) => truck.companyId === demo);
  const partnerTrucks = allTrucks.filter((truck) => truck.companyId !== demo);
  for (const [userId, picks] of [
    [context.shipperId, rng.sample(partnerTrucks, 5)],
    [context.adminId, rng.sample(allTrucks, 3)],
    [context.carrierId, rng.sample(demoTrucks, 4)],
  ] as const) {
    for (const truck of picks)
      rows.favourites.push({ id: rng.uuid(), companyId: demo, userId, truckerId: truck.id, createdAt: new Date(now - rng.float(1, 60) * DAY) });
  }
}

function cities(country: 'USA' | 'CANADA'): City[] {
  return CITIES.filter((city) => city.country === country);
}

/** VIN-like 17 characters (no I, O, Q). */
const vin = (rng: Random) => rng.code(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
