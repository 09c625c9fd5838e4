import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { LoadStatus } from '@freight/contracts';
import { createDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { seedStep } from '.';
import * as schema from '../db/schema';
import {
  addresses,
  carrierPartners,
  companies,
  equipmentTypes,
  idCounters,
  lanes,
  loadStops,
  loads,
  orderDetails,
  orders,
  quotes,
  truckers,
  users,
} from '../db/schema';
import { computeRisk } from '../insight';
import { bulkInsertAllStatement } from './bulk-insert';
import { DEMO_COMPANY_NAME } from './demo';
import { ROUTES, type Route } from '../reference/geo';
import { generateLoad, statusMix, type AddressRef, type CarrierRef, type LaneRef, type LoadBundle, type LoadWorld } from './load-generator';
import { Random } from './random';
import type { EquipmentKey } from './reference';
import { DEMO_QUOTE_PASSCODE, WORLD_SEED, raiseCarrierInvoiceCounters } from './world';

/**
 * Grows the demo world to N loads of Demo Freight Co. for benchmarks (`npm run seed -- --loads 100000`): loads with
 * their stops, the winning (or first) quote, the order and its truck assignment, made by the demo world's own
 * generator on the same addresses, lanes and fleets, dated over the last 90 days. Losing quotes, comments, status
 * history, accessorials, tracking points and activity lines are left out (the demo world has them; here they would
 * be millions of rows nobody lists). Batches of 10,000 loads, each one statement, all in one transaction; then
 * VACUUM ANALYZE so the list's index-only scans see an up-to-date visibility map. Deterministic for a given
 * starting count.
 */

const BATCH = 10_000;
/** From this many new loads on, the bulk tables' secondary indexes are rebuilt instead of maintained. */
const REBUILD_INDEXES_FROM = 20_000;
const BULK_TABLES = ['loads', 'load_stops', 'quotes', 'orders', 'order_details'];

export interface GrowResult {
  before: number;
  created: number;
  total: number;
  ms: number;
}

export interface GrowOptions {
  log?: (message: string) => void;
  /** From this many new loads on, secondary indexes are rebuilt instead of maintained (default 20,000). */
  rebuildIndexesFrom?: number;
}

export async function growLoads(database: Database, target: number, options: GrowOptions = {}): Promise<GrowResult> {
  const log = options.log ?? (() => undefined);
  const rebuildIndexesFrom = options.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM;
  const started = Date.now();
  const { db, pool } = database;
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY_NAME)).limit(1);
  if (!demo) throw new Error('seed: the demo company is missing (run without SEED_DEMO=false first)');
  const companyId = demo.id;
  const countRows = async () => Number((await pool.query('select count(*) as n from loads where company_id = $1', [companyId])).rows[0].n);
  const before = await countRows();
  if (before >= target) return { before, created: 0, total: before, ms: Date.now() - started };

  // ----- the world's context, read back from the database
  const creators = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, ['shipper@demo.test', 'admin@demo.test'])));
  const addressRows = await db.select().from(addresses).where(eq(addresses.companyId, companyId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
  const cityKey = (city: string, state: string) => `${city}, ${state}`;
  const addressByCity = new Map<string, AddressRef>();
  for (const row of addressRows) {
    const key = cityKey(row.city, row.state);
    if (addressByCity.has(key) || row.lat === null || row.lng === null) continue;
    addressByCity.set(key, {
      id: row.id,
      name: row.name,
      street1: row.street1,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      country: row.country as 'USA' | 'CANADA',
      lat: row.lat,
      lng: row.lng,
      contactName: row.contactName ?? 'Receiving',
      contactPhone: row.contactPhone ?? '',
    });
  }
  const routes = ROUTES.filter((route) => addressByCity.has(route.from.key) && addressByCity.has(route.to.key));
  if (routes.length === 0) throw new Error('seed: the demo world has no addresses on a highway (seed the demo world first)');
  const equipmentRows = await db.select({ id: equipmentTypes.id, key: equipmentTypes.key }).from(equipmentTypes);
  const equipmentIds = Object.fromEntries(equipmentRows.map((row) => [row.key, row.id])) as Record<EquipmentKey, string>;
  const equipmentKeyOf = new Map(equipmentRows.map((row) => [row.id, row.key as EquipmentKey]));
  const addressById = new Map(addressRows.map((row) => [row.id, row]));
  const laneRows = await db.select().from(lanes).where(eq(lanes.companyId, companyId)).orderBy(asc(lanes.createdAt), asc(lanes.id));
  const laneRefs: LaneRef[] = [];
  for (const lane of laneRows) {
    const origin = addressById.get(lane.originAddressId);
    const destination = addressById.get(lane.destinationAddressId);
    if (!origin || !destination) continue;
    const route: Route | undefined = ROUTES.find(
      (r) => r.from.key === cityKey(origin.city, origin.state) && r.to.key === cityKey(destination.city, destination.state),
    );
    const originRef = addressByCity.get(cityKey(origin.city, origin.state));
    const destinationRef = addressByCity.get(cityKey(destination.city, destination.state));
    if (!route || !originRef || !destinationRef) continue;
    laneRefs.push({
      id: lane.id,
      route,
      origin: originRef,
      destination: destinationRef,
      equipmentKey: equipmentKeyOf.get(lane.equipmentTypeId ?? '') ?? 'dry_van',
    });
  }

  const partnerRows = await db
    .select({ id: companies.id, name: companies.name, country: companies.country, contactEmail: companies.contactEmail })
    .from(carrierPartners)
    .innerJoin(companies, eq(companies.id, carrierPartners.carrierCompanyId))
    .where(and(eq(carrierPartners.companyId, companyId), eq(carrierPartners.status, 'active')));
  const fleetCompanies = [{ id: companyId, name: DEMO_COMPANY_NAME, country: 'USA', contactEmail: 'fleet@demo.test' }, ...partnerRows];
  const truckRows = await db
    .select({ id: truckers.id, companyId: truckers.companyId, kind: truckers.kind, name: truckers.name, truckNumber: truckers.truckNumber })
    .from(truckers)
    .where(
      inArray(
        truckers.companyId,
        fleetCompanies.map((company) => company.id),
      ),
    )
    .orderBy(asc(truckers.truckNumber));
  const dispatchers = await db
    .select({ id: users.id, companyId: users.companyId, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(inArray(users.companyId, partnerRows.map((row) => row.id).concat([companyId])), ne(users.email, 'pending@demo.test')))
    .orderBy(asc(users.createdAt));
  const carriers: CarrierRef[] = fleetCompanies
    .map((company) => {
      const dispatcher = dispatchers.find((user) => user.companyId === company.id);
      const canadian = company.country === 'CANADA';
      return {
        companyId: company.id,
        name: company.name,
        country: company.country as 'USA' | 'CANADA',
        trucks: truckRows.filter((truck) => truck.companyId === company.id).map((truck) => ({ ...truck, kind: truck.kind as 'truck' | 'carrier' })),
        contact: { name: dispatcher ? `${dispatcher.firstname} ${dispatcher.lastname}` : company.name, email: company.contactEmail ?? 'dispatch@example.test' },
        userId: dispatcher?.id ?? null,
        share: canadian
          ? { USA: 0.05, CANADA: 0.95, CROSS_BORDER: 0.55 }
          : company.id === companyId
            ? { USA: 0.45, CANADA: 0.03, CROSS_BORDER: 0.2 }
            : { USA: 0.5, CANADA: 0.02, CROSS_BORDER: 0.25 },
      };
    })
    .filter((carrier) => carrier.trucks.length > 0);

  const counterRows = await db.select().from(idCounters).where(eq(idCounters.companyId, companyId));
  const counters = {
    load: counterRows.find((row) => row.kind === 'load')?.value ?? 100_000 + before,
    order: counterRows.find((row) => row.kind === 'order')?.value ?? 100_000,
    // Seeded invoices are numbered from this one counter: start past every company's own invoice counter, so no
    // seeded number is one a carrier already gave (invoice numbers are per carrier; raiseCarrierInvoiceCounters).
    invoice: Math.max(
      counterRows.find((row) => row.kind === 'invoice')?.value ?? 100_000,
      Number((await db.execute<{ value: number | null }>(sql`select max(value) as value from ${idCounters} where kind = 'invoice'`)).rows[0]?.value ?? 0),
    ),
  };

  const world: LoadWorld = {
    rng: new Random(WORLD_SEED + before),
    now: Math.floor(Date.now() / 60_000) * 60_000,
    shipperCompanyId: companyId,
    creatorIds: creators.map((row) => row.id),
    addressByCity,
    routes,
    lanes: laneRefs,
    equipmentIds,
    carriers,
    externalCarriers: [
      { name: 'Swiftline Transport', email: 'bids@swiftline-transport.test' },
      { name: 'Red Rock Logistics', email: 'quotes@redrock-logistics.test' },
      { name: 'Blue Ridge Carriers', email: 'dispatch@blueridge-carriers.test' },
    ],
    nextNumber: (kind) => ++counters[kind],
    busy: new Map(),
    passcode: DEMO_QUOTE_PASSCODE,
    withTracking: false,
    withActivity: false,
    lean: true,
  };

  // One transaction on one connection: for a large growth the secondary indexes of the bulk tables are dropped
  // first and rebuilt from their own definitions at the end (several times faster than maintaining them row by
  // row); a failure rolls everything back, indexes included. Other sessions wait on these tables meanwhile.
  const toCreate = target - before;
  const client = await pool.connect();
  let created = 0;
  try {
    await client.query('begin');
    const tx = drizzle(client, { schema });
    const rebuild: Array<{ name: string; definition: string }> = [];
    if (toCreate >= rebuildIndexesFrom) {
      const { rows } = await client.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
         where schemaname = current_schema() and tablename = any($1)
           and indexname not in (select conname from pg_constraint)`,
        [BULK_TABLES],
      );
      for (const index of rows) {
        await client.query(`drop index "${index.name}"`);
        rebuild.push(index);
      }
    }

    // Pipeline: while PostgreSQL inserts one batch (one statement), Node makes the next one on the other core.
    let inFlight: Promise<unknown> | null = null;
    while (created < toCreate) {
      const size = Math.min(BATCH, toCreate - created);
      const statuses: LoadStatus[] = world.rng.shuffle(statusMix(size));
      const bundles: LoadBundle[] = [];
      for (let i = 0; i < statuses.length; i++) {
        bundles.push(generateLoad(world, statuses[i]!));
        // Let the socket flush the batch in flight now and then.
        if (i % 1_000 === 999) await new Promise((resolve) => setImmediate(resolve));
      }
      const statement = bulkInsertAllStatement(
        [
          [loads, bundles.map((bundle) => bundle.load)],
          [loadStops, bundles.flatMap((bundle) => bundle.stops)],
          [quotes, bundles.flatMap((bundle) => bundle.quotes)],
          [orders, bundles.flatMap((bundle) => bundle.orders)],
          [orderDetails, bundles.flatMap((bundle) => bundle.orderDetails)],
        ],
        [
          sql`insert into ${idCounters} (company_id, kind, value) values ${sql.join(
            Object.entries(counters).map(([kind, value]) => sql`(${companyId}, ${kind}, ${value})`),
            sql`, `,
          )} on conflict (company_id, kind) do update set value = excluded.value`,
        ],
      );
      if (inFlight) await inFlight;
      created += size;
      const done = before + created;
      inFlight = statement ? tx.execute(statement).then(() => log(`  ${done} loads (${Math.round((Date.now() - started) / 1000)} s)`)) : Promise.resolve();
    }
    if (inFlight) await inFlight;

    await raiseCarrierInvoiceCounters(tx);
    if (rebuild.length > 0) {
      const rebuildStarted = Date.now();
      for (const index of rebuild) await client.query(index.definition);
      log(`  ${rebuild.length} indexes rebuilt in ${((Date.now() - rebuildStarted) / 1000).toFixed(1)} s`);
    }
    // Delay and risk of delay of the live loads: the risk job's own computation, nobody told (insight/risk-job.ts).
    const risk = await computeRisk(tx, new Date(), { notifier: null, publish: false });
    log(`  risk: ${risk.checked} live loads judged, ${risk.changed} written`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  // Fresh statistics and visibility map: the planner picks the list's indexes, and index-only scans skip the heap.
  await pool.query('vacuum (analyze) loads, load_stops, quotes, orders, order_details, shipment_facts, shipment_days');
  return { before, created, total: before + created, ms: Date.now() - started };
}

/**
 * For benchmarks: migrates and seeds the database at `databaseUrl` if needed, then grows Demo Freight Co. to
 * `total` loads. (With the embedded PostgreSQL, use `npm run seed -- --loads N` with DATA_DIR instead, while no
 * API process holds that directory.)
 */
export async function seedLoads(databaseUrl: string, total: number, log: (message: string) => void = () => undefined): Promise<GrowResult> {
  const database = createDatabase(databaseUrl, { max: 2 });
  try {
    await prepareDatabase(database.pool, { seed: seedStep({ demo: true, log }) });
    return await growLoads(database, total, { log });
  } finally {
    await database.close();
  }
}
