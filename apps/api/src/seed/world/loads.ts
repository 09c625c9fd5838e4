import { generateLoad, statusMix, type LoadBundle, type LoadWorld } from '../load-generator';
import { DEMO_QUOTE_PASSCODE, HOUR, WORLD_SIZE } from './constants';
import type { WorldBuild } from './context';
import type { AddressBook } from './addresses';
import type { Fleet } from './fleet';
import type { Lanes } from './lanes';
import type { Warehouses } from './warehouses';

/**
 * The 300 loads (load-generator.ts), active ones first so trucks go to loads in transit before anything else; four
 * of the open loads split into two sub-loads each; and a few tenders the carriers turned down.
 */

const SUBLOAD_PARENTS = 4;

export interface Loads {
  bundles: LoadBundle[];
  /** The last load, order and invoice numbers given. */
  counters: { load: number; order: number; invoice: number };
}

export function makeLoads(build: WorldBuild, places: { addressBook: AddressBook; warehouses: Warehouses; lanes: Lanes }, fleet: Fleet): Loads {
  const { rng, now, demo, context, equipmentIds } = build;
  const counters = { load: 100_000, order: 100_000, invoice: 100_000 };
  const world: LoadWorld = {
    rng,
    now,
    shipperCompanyId: demo,
    creatorIds: [context.shipperId, context.shipperId, context.shipperId, context.adminId],
    addressByCity: places.addressBook.addressByCity,
    warehouseByCity: places.warehouses.warehousePlaceByCity,
    routes: places.lanes.routesWithAddresses,
    lanes: places.lanes.laneRefs,
    equipmentIds,
    carriers: fleet.carrierRefs,
    externalCarriers: [
      { name: 'Swiftline Transport', email: 'bids@swiftline-transport.test' },
      { name: 'Red Rock Logistics', email: 'quotes@redrock-logistics.test' },
      { name: 'Blue Ridge Carriers', email: 'dispatch@blueridge-carriers.test' },
      { name: 'Northern Lights Trucking', email: 'loads@northernlights-trucking.test' },
    ],
    nextNumber: (kind) => ++counters[kind],
    busy: new Map(),
    passcode: DEMO_QUOTE_PASSCODE,
    withTracking: true,
    withActivity: true,
    lean: false,
  };
  const statuses = statusMix(WORLD_SIZE.loads);
  for (let i = 0; i < SUBLOAD_PARENTS * 2; i++) statuses.splice(statuses.indexOf('pending'), 1);
  // Active loads first, so trucks are handed out to in-transit loads before anything else.
  const statusOrder: Record<string, number> = { in_transit: 0, assigned: 1 };
  const shuffled = rng.shuffle(statuses).sort((a, b) => (statusOrder[a] ?? 2) - (statusOrder[b] ?? 2));
  const bundles: LoadBundle[] = shuffled.map((status) => generateLoad(world, status));
  const parents = bundles.filter((bundle) => bundle.load.status === 'pending' || bundle.load.status === 'quoted').slice(0, SUBLOAD_PARENTS);
  for (const parent of parents) for (let k = 0; k < 2; k++) bundles.push(generateLoad(world, 'pending', { parent }));
  addRejectedTenders(build, world, bundles, fleet);
  return { bundles, counters };
}

/** A few tenders the carriers turned down, on loads still open. */
function addRejectedTenders({ rng, now, demo, context }: WorldBuild, world: LoadWorld, bundles: LoadBundle[], { carrierRefs }: Fleet): void {
  const openBundles = bundles.filter((bundle) => (bundle.load.status === 'pending' || bundle.load.status === 'quoted') && !bundle.load.parentId);
  for (const bundle of rng.sample(openBundles, 6)) {
    const carrier = rng.pick(carrierRefs.filter((c) => c.companyId !== demo));
    const created = (bundle.load.createdAt as Date).getTime() + HOUR;
    const rejectedAt = Math.min(created + rng.float(1, 8) * HOUR, now - 5 * 60_000);
    const id = rng.uuid();
    bundle.orders.push({
      id,
      companyId: demo,
      carrierCompanyId: carrier.companyId,
      orderId: `O-${world.nextNumber('order')}`,
      loadId: bundle.load.id!,
      type: bundle.load.mode ?? 'FTL',
      status: 'rejected',
      rate: bundle.load.rate ?? 1000,
      accessorialTotal: 0,
      currency: bundle.load.currency ?? 'USD',
      rejectedAt: new Date(rejectedAt),
      rejectReason: 'No truck available in that area on those dates',
      createdAt: new Date(Math.min(created, rejectedAt - 60_000)),
      updatedAt: new Date(rejectedAt),
    });
    bundle.history.push(
      {
        id: rng.uuid(),
        companyId: demo,
        carrierCompanyId: carrier.companyId,
        orderId: id,
        fromStatus: null,
        toStatus: 'new',
        changedBy: context.shipperId,
        createdAt: new Date(Math.min(created, rejectedAt - 60_000)),
      },
      {
        id: rng.uuid(),
        companyId: demo,
        carrierCompanyId: carrier.companyId,
        orderId: id,
        fromStatus: 'new',
        toStatus: 'rejected',
        changedBy: carrier.userId,
        note: 'No truck available',
        createdAt: new Date(rejectedAt),
      },
    );
  }
}
