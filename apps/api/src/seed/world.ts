import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appSettings, equipmentTypes, idCounters, orders } from '../db/schema';
import { Random } from './random';
import { EQUIPMENT_TYPES, type EquipmentKey } from './reference';
import { makeAddressBook, makeCarrierTerminals } from './world/addresses';
import { makeChat } from './world/chat';
import { addCarrierPartners, seedCompanies } from './world/companies';
import { WORLD_MARKER, WORLD_SEED } from './world/constants';
import { emptyRows, type WorldBuild, type WorldContext } from './world/context';
import { addFavourites, makeFleets } from './world/fleet';
import { insertWorld, saveCounters } from './world/insert';
import { makeShipmentLabels } from './world/labels';
import { makeLanes } from './world/lanes';
import { makeLoads } from './world/loads';
import { makeCheckouts, makeNotifications, makeQuoteRequestEmails } from './world/notifications';
import { makeProducts } from './world/products';
import { logPurchaseOrders, makePurchaseOrders } from './world/purchase-orders';
import { flagRisk } from './world/risk';
import { makeSalesOrders } from './world/sales-orders';
import { placeTrucks } from './world/truck-status';
import { makeWarehouses } from './world/warehouses';

/**
 * The demo world, created once on first start right after the demo accounts (docs/DATA-MODEL.md, "Demo world"):
 * Demo Freight Co. ships (shipper@ posts the loads) and runs a private fleet (carrier@ dispatches it); two carrier
 * companies (Interstate Haulers, USA; Maple Leaf Freightways, Canada) are in its carrier network. Deterministic:
 * a fixed seed; times are offsets from the moment of seeding. One transaction, bulk inserts, well under 10 s.
 *
 * Each part of the world is made by its own step (world/*.ts); they share one seeded generator, so the steps run in
 * a fixed order and each draws in the same order every time: the same seed gives the same world.
 */

export { CARRIER_COMPANIES, DEMO_QUOTE_PASSCODE, WORLD_SEED, WORLD_SIZE } from './world/constants';
export { containerNumber } from './world/containers';
export type { WorldContext } from './world/context';

/**
 * Invoice numbers are per carrier company (order-manager/send-invoice takes the carrier's `id_counters` kind
 * `invoice`; unique per carrier in the database), while the seeds number their invoices from one counter of the
 * demo company. So that a carrier's first real invoice does not take a number a seeded invoice of it already has,
 * every carrier's counter is raised to its highest seeded number (never lowered). The seeds call it after writing
 * their orders (world.ts, bulk.ts).
 */
export async function raiseCarrierInvoiceCounters(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into ${idCounters} (company_id, kind, value)
    select carrier_company_id, 'invoice', max(substring(invoice_number from 5)::int)
    from ${orders} where invoice_number ~ '^INV-[0-9]{1,9}$'
    group by carrier_company_id
    on conflict (company_id, kind) do update set value = greatest(${idCounters}.value, excluded.value)`);
}

export interface WorldCounts {
  companies: number;
  trucks: number;
  addresses: number;
  warehouses: number;
  lanes: number;
  loads: number;
  quotes: number;
  orders: number;
  trackingPoints: number;
  purchaseOrders: number;
  containers: number;
  chatMessages: number;
  activityLogs: number;
}

export async function worldExists(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, WORLD_MARKER)).limit(1);
  return rows.length > 0;
}

/** Creates the demo world (call inside the seeding transaction). Returns what it made. */
export async function seedDemoWorld(db: DbOrTx, context: WorldContext): Promise<WorldCounts> {
  const rng = new Random(WORLD_SEED);
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const carriers = await seedCompanies(db, rng, now, context);
  const build: WorldBuild = { rng, now, demo: context.demoCompanyId, context, carriers, equipmentIds: await equipmentIdsOf(db), rows: emptyRows() };

  // The order of these steps is the order of the generator's draws.
  addCarrierPartners(build);
  const productIds = makeProducts(build);
  const addressBook = makeAddressBook(build);
  makeCarrierTerminals(build);
  const warehouses = makeWarehouses(build, productIds);
  const fleet = makeFleets(build);
  const lanes = makeLanes(build, addressBook.addressByCity, fleet);
  const { bundles, counters } = makeLoads(build, { addressBook, warehouses, lanes }, fleet);
  placeTrucks(build, fleet, bundles);
  addFavourites(build, fleet.allTrucks);
  const lastPurchaseOrder = makePurchaseOrders(build, productIds, warehouses.warehouseByCity);
  const salesOrderCount = makeSalesOrders(build, productIds, addressBook.customerAddresses, bundles);
  makeShipmentLabels(build, bundles);
  makeChat(build, bundles, fleet.allTrucks);
  makeNotifications(build, bundles);
  makeQuoteRequestEmails(build, bundles);
  makeCheckouts(build);
  logPurchaseOrders(build);

  await insertWorld(db, build.rows, bundles);
  await saveCounters(db, build.demo, { ...counters, purchaseOrder: lastPurchaseOrder, salesOrder: 100_000 + salesOrderCount });
  await raiseCarrierInvoiceCounters(db);
  await flagRisk(db, build);
  await db
    .insert(appSettings)
    .values({ key: WORLD_MARKER, value: new Date(now).toISOString() })
    .onConflictDoNothing();

  const { rows, demo } = build;
  return {
    companies: 2,
    trucks: rows.truckers.length,
    addresses: rows.addresses.filter((row) => row.companyId === demo).length,
    warehouses: rows.warehouses.length,
    lanes: rows.lanes.length,
    loads: bundles.length,
    quotes: bundles.flatMap((bundle) => bundle.quotes).length,
    orders: bundles.flatMap((bundle) => bundle.orders).length,
    trackingPoints: bundles.flatMap((bundle) => bundle.tracking).length,
    purchaseOrders: rows.purchaseOrders.length,
    containers: rows.containers.length,
    chatMessages: rows.chat.length,
    activityLogs: bundles.flatMap((bundle) => bundle.activity).length + rows.activity.length,
  };
}

async function equipmentIdsOf(db: DbOrTx): Promise<Record<EquipmentKey, string>> {
  const equipmentRows = await db.select({ id: equipmentTypes.id, key: equipmentTypes.key }).from(equipmentTypes);
  const equipmentIds = Object.fromEntries(equipmentRows.map((row) => [row.key, row.id])) as Record<EquipmentKey, string>;
  for (const type of EQUIPMENT_TYPES) if (!equipmentIds[type.key]) throw new Error(`seed: equipment type ${type.key} missing`);
  return equipmentIds;
}
