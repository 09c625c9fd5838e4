import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { LatLng } from '@freight/contracts';
import type { Db } from '../db/client';
import { loadStops } from '../db/schema';
import { iso } from '../http';
import { periodic } from '../jobs/periodic';
import type { MapsProvider } from '../providers';
import { haversineKm, kmToMiles, round } from '../providers/maps/geo';
import { updateTruckerLocation } from './positions';

/**
 * The moving demo trucks (SIMULATE_TRUCKS, apps/api/src/config.ts): every `intervalMs` a few trucks with a load in
 * transit move toward their next delivery stop. Each move goes through update-trucker-location's own function
 * (tracking/positions.ts `updateTruckerLocation`, source `simulated`): the truck's last position and nearest city, a
 * tracking point and a `truck.position` event to the carrier, the truck and the load's followers.
 * docs/modules/fleet.md, "Tracking".
 *
 *   - One instance at a time: the instance holding the session advisory lock SIMULATOR_LOCK_KEY simulates (one pooled
 *     connection kept for it); the others try again every interval, so another takes over when it stops.
 *   - Real data wins: a truck that sent a position of its own (app, eld, manual) since the simulator started, within
 *     the last REAL_POSITION_HOLD_MS, is left alone.
 *   - A truck a mile from its stop waits there (the simulator never changes a status: the driver's pages do).
 */

const SIMULATOR_LOCK_KEY = 771_201_226;
const REAL_POSITION_HOLD_MS = 10 * 60 * 1000;
/** A truck this close to its stop (miles) stops moving. */
const ARRIVED_MILES = 1;

export interface TruckSimulatorOptions {
  /** Default 5 s. */
  intervalMs?: number;
  /** How many trucks move (default 4). */
  maxTrucks?: number;
  /** The map's time-lapse: a truck covers `timeLapse` times what its reported speed would (default 20). */
  timeLapse?: number;
  log?: { info(message: string): void; warn(object: unknown, message?: string): void };
}

export interface TruckSimulator {
  /** Moves the trucks once (if this instance holds the lock); returns how many moved. */
  tick(now?: Date): Promise<number>;
  /** Stops the timer, waits for a tick in progress, releases the lock and its connection. */
  stop(): Promise<void>;
}

interface Candidate {
  truckerId: string;
  truckCompanyId: string;
  loadId: string;
  lastLat: number | null;
  lastLng: number | null;
}

const toRad = (degrees: number) => (degrees * Math.PI) / 180;
/** Initial bearing from a to b, degrees 0-359. */
function bearing(a: LatLng, b: LatLng): number {
  const y = Math.sin(toRad(b.lng - a.lng)) * Math.cos(toRad(b.lat));
  const x = Math.cos(toRad(a.lat)) * Math.sin(toRad(b.lat)) - Math.sin(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.cos(toRad(b.lng - a.lng));
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360) % 360;
}

/** The point `miles` from `from` toward `to` (straight in degrees: steps are short), never past it. */
function stepToward(from: LatLng, to: LatLng, miles: number): LatLng {
  const total = kmToMiles(haversineKm(from, to));
  if (total <= miles || total === 0) return { lat: to.lat, lng: to.lng };
  const f = miles / total;
  return { lat: round(from.lat + (to.lat - from.lat) * f, 6), lng: round(from.lng + (to.lng - from.lng) * f, 6) };
}

/** The simulator ticked by hand (tests); startTruckSimulator puts it on its timer. */
export function createTruckSimulator(db: Db, maps: MapsProvider, options: TruckSimulatorOptions = {}): TruckSimulator {
  return simulator(db, maps, options, null);
}

function simulator(db: Db, maps: MapsProvider, options: TruckSimulatorOptions, timerMs: number | null): TruckSimulator {
  const intervalMs = options.intervalMs ?? 5_000;
  const maxTrucks = options.maxTrucks ?? 4;
  const timeLapse = options.timeLapse ?? 20;
  const startedAt = new Date();
  let lockClient: pg.PoolClient | null = null;
  let round_ = 0;

  async function holdLock(): Promise<boolean> {
    if (lockClient) return true;
    // The pool under drizzle (node-postgres keeps it as `$client`): one connection holds the session lock.
    const client = await (db as Db & { $client: pg.Pool }).$client.connect();
    try {
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [SIMULATOR_LOCK_KEY]);
      if (result.rows[0]?.locked) {
        lockClient = client;
        options.log?.info('truck simulator: this instance moves the demo trucks');
        return true;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    return false;
  }

  async function candidates(now: Date): Promise<Candidate[]> {
    const since = new Date(Math.max(startedAt.getTime(), now.getTime() - REAL_POSITION_HOLD_MS));
    const result = await db.execute<{
      trucker_id: string;
      truck_company_id: string;
      load_id: string;
      last_lat: number | null;
      last_lng: number | null;
    }>(sql`
      select d.trucker_id, t.company_id as truck_company_id, o.load_id, t.last_lat, t.last_lng
      from order_details d
      join orders o on o.id = d.order_id
      join truckers t on t.id = d.trucker_id
      where d.status = 'in_transit'
        and not exists (
          select 1 from tracking_points p
          where p.trucker_id = d.trucker_id and p.source <> 'simulated' and p.recorded_at > ${since.toISOString()}::timestamptz
        )
      order by d.assigned_at, d.id
      limit ${maxTrucks}
    `);
    return result.rows.map((row) => ({
      truckerId: row.trucker_id,
      truckCompanyId: row.truck_company_id,
      loadId: row.load_id,
      lastLat: row.last_lat === null ? null : Number(row.last_lat),
      lastLng: row.last_lng === null ? null : Number(row.last_lng),
    }));
  }

  async function move(truck: Candidate, now: Date): Promise<boolean> {
    const stops = await db
      .select({ type: loadStops.type, lat: loadStops.lat, lng: loadStops.lng, arrivedAt: loadStops.arrivedAt })
      .from(loadStops)
      .where(eq(loadStops.loadId, truck.loadId))
      .orderBy(asc(loadStops.seq));
    const placed = stops.filter((stop) => stop.lat !== null && stop.lng !== null);
    const target = placed.find((stop) => stop.type === 'delivery' && stop.arrivedAt === null) ?? placed.at(-1);
    const start = placed.find((stop) => stop.type === 'pickup');
    if (!target) return false;
    const from: LatLng | null =
      truck.lastLat !== null && truck.lastLng !== null ? { lat: truck.lastLat, lng: truck.lastLng } : start ? { lat: start.lat!, lng: start.lng! } : null;
    if (!from) return false;
    const to = { lat: target.lat!, lng: target.lng! };
    const remaining = kmToMiles(haversineKm(from, to));
    if (remaining <= ARRIVED_MILES) return false;
    const speedMph = 52 + ((round_ + truck.truckerId.charCodeAt(0)) % 11);
    const miles = Math.min((speedMph * intervalMs * timeLapse) / 3_600_000, remaining - ARRIVED_MILES);
    const next = stepToward(from, to, miles);
    const heading = bearing(from, to);
    // The same write as a phone's update-trucker-location (tracking/positions.ts), with source `simulated`.
    await updateTruckerLocation(
      db,
      maps,
      truck.truckCompanyId,
      truck.truckerId,
      { lat: next.lat, lng: next.lng, speedMph, heading, at: iso(now) },
      'simulated',
    );
    return true;
  }

  async function runTick(now: Date): Promise<number> {
    if (job.stopped || !(await holdLock())) return 0;
    round_ += 1;
    let moved = 0;
    for (const truck of await candidates(now)) {
      if (job.stopped) break;
      if (await move(truck, now)) moved += 1;
    }
    return moved;
  }

  const job = periodic((now: Date = new Date()) => runTick(now), {
    intervalMs: timerMs,
    whenStopped: 0,
    log: options.log,
    failure: 'truck simulator tick failed',
    // After the tick in progress: the lock and its connection.
    async onStop() {
      const client = lockClient;
      lockClient = null;
      if (client) {
        await client.query('select pg_advisory_unlock($1)', [SIMULATOR_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
  });
  return job;
}

/** The simulator on a timer (the API's start); `stop()` with the server's close. */
export function startTruckSimulator(db: Db, maps: MapsProvider, options: TruckSimulatorOptions = {}): TruckSimulator {
  return simulator(db, maps, options, options.intervalMs ?? 5_000);
}
