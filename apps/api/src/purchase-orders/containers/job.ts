import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONTAINER_EVENTS,
  PURCHASE_ORDER_TRANSITIONS,
  realtimeTopic,
  type ContainerEvent,
  type ContainerStatus,
  type ContainersUpdatedEvent,
  type PurchaseOrderStatus,
  TRACKED_PURCHASE_ORDER_STATUSES,
} from '@freight/contracts';
import type { Db, Tx } from '../../db/client';
import { periodic } from '../../jobs/periodic';
import { containerEtaChanges, containerMilestones, containerPositions } from '../../db/schema';
import type { ContainerTrackingProvider, ContainerUpdate, StoredMilestone, TrackedContainer } from '../../providers/containers';
import { publishEvent } from '../../realtime/publish';
import { replanForEtaChanges, type ContainerEtaChange } from '../replan/replan';
import { trackingScopeOf } from './scope';
import { quotedList, boundList } from '../../db/sql-lists';

/**
 * The container tracking job (docs/modules/purchase-orders.md, "Container tracking"): every
 * CONTAINER_TRACKING_INTERVAL_MS (default a minute) it asks the tracking provider (app.containerTracking: simulated,
 * or Vizion) what happened to the containers it follows and writes it, in one transaction holding the advisory lock
 * TRACKING_LOCK_KEY (with several API instances one runs, the others skip that round; the CLI waits for it):
 *
 *   - followed: the containers not yet returned empty, not released, of orders booked (with a bill of lading), in
 *     transit, at port or delivered;
 *   - milestones inserted or updated (matched by the provider's external id, else by event), track points, the
 *     container's status, last position and ETA; a `container_eta_changes` row when the ETA moves (a minute or more);
 *   - the purchase order's status by PURCHASE_ORDER_TRANSITIONS: booked → in_transit when a container has left,
 *     → at_port when every container is discharged (or later), → delivered when every one is delivered; its etd
 *     (the departure), eta (the latest container's) and ata (the first arrival);
 *   - one `containers.updated` event per company whose containers changed;
 *   - after the commit, `replanForEtaChanges(app, changes)` (replan/) with the ETA moves (a container's first ETA
 *     moves it from the order's ETA, when the order had one; else it is no move).
 */

/** The advisory lock of the tracking job ("ctrackjb" in ASCII). */
export const TRACKING_LOCK_KEY = 0x637472_61636b6a62n;

const followedOrders = quotedList(TRACKED_PURCHASE_ORDER_STATUSES);

const DEPARTED: ReadonlySet<ContainerStatus> = new Set(['in_transit', 'transshipment', 'discharged', 'gate_out', 'delivered', 'empty_returned']);
const DISCHARGED: ReadonlySet<ContainerStatus> = new Set(['discharged', 'gate_out', 'delivered', 'empty_returned']);
const DELIVERED: ReadonlySet<ContainerStatus> = new Set(['delivered', 'empty_returned']);
/** The order's forward path the containers drive (the user drives open → booked and → closed). */
const FORWARD: readonly PurchaseOrderStatus[] = ['booked', 'in_transit', 'at_port', 'delivered'];

export interface TrackingRunResult {
  /** False when another instance held the lock: this one did nothing. */
  ran: boolean;
  /** Containers followed. */
  checked: number;
  /** Containers that changed. */
  updated: number;
  /** ETA moves handed to the re-plan. */
  etaChanges: ContainerEtaChange[];
  /** Purchase orders whose status moved: id → the statuses it went through. */
  orderMoves: Record<string, PurchaseOrderStatus[]>;
}

const SKIPPED: TrackingRunResult = { ran: false, checked: 0, updated: 0, etaChanges: [], orderMoves: {} };

export interface TrackingDeps {
  db: Db;
  provider: ContainerTrackingProvider;
  /** After the commit, with the ETA moves (default: nothing). */
  replan?: (changes: ContainerEtaChange[]) => Promise<unknown>;
  log?: { warn(details: object, message: string): void };
}

export interface RunOptions {
  now?: Date;
  /** Wait for the lock instead of skipping the round (the CLI). */
  wait?: boolean;
  /** Only these purchase orders (the CLI's advance); default every followed one. */
  purchaseOrderIds?: readonly string[];
  /** Only these containers (a webhook's). */
  containerIds?: readonly string[];
  /** The updates to write instead of asking the provider (a webhook's payload). */
  updates?: (containers: readonly TrackedContainer[], now: Date) => ContainerUpdate[];
}

/** The job's dependencies from the server (the root instance or the /v1/api scope): database, provider, re-plan. */
export function trackingDepsOf(root: FastifyInstance): TrackingDeps {
  const app = trackingScopeOf(root);
  return { db: app.db, provider: app.containerTracking, replan: (changes) => replanForEtaChanges(app, changes), log: app.log };
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));
const EVENT_ORDER = new Map<ContainerEvent, number>(CONTAINER_EVENTS.map((event, index) => [event, index]));

/** The followed containers as the provider reads them (three queries). */
async function readTrackedContainers(tx: Tx | Db, purchaseOrderIds?: readonly string[], containerIds?: readonly string[]): Promise<TrackedContainer[]> {
  const onlyOrders = purchaseOrderIds ? sql`and p.id in ${boundList(purchaseOrderIds, 'uuid')}` : sql``;
  const only = containerIds ? sql`${onlyOrders} and c.id in ${boundList(containerIds, 'uuid')}` : onlyOrders;
  const rows = await tx.execute<{
    id: string;
    company_id: string;
    purchase_order_id: string;
    container_number: string;
    status: ContainerStatus;
    eta: Date | string | null;
    tracking_provider: string;
    tracking_reference: string | null;
    last_event_at: Date | string | null;
    po_number: string;
    bill_of_lading: string | null;
    ocean_carrier: string | null;
    vessel: string | null;
    voyage: string | null;
    origin_port: string;
    destination_port: string;
    etd: Date | string | null;
    po_eta: Date | string | null;
    warehouse_name: string | null;
    warehouse_lat: number | string | null;
    warehouse_lng: number | string | null;
    last_position_at: Date | string | null;
    eta_moved: boolean;
  }>(sql`
    select c.id::text as id, c.company_id::text as company_id, c.purchase_order_id::text as purchase_order_id, c.container_number,
           c.status, c.eta, c.tracking_provider, c.tracking_reference, c.last_event_at,
           p.po_number, p.bill_of_lading, p.ocean_carrier, p.vessel, p.voyage, p.origin_port, p.destination_port, p.etd, p.eta as po_eta,
           w.name as warehouse_name, w.lat as warehouse_lat, w.lng as warehouse_lng,
           (select max(cp.recorded_at) from container_positions cp where cp.container_id = c.id) as last_position_at,
           exists (select 1 from container_eta_changes e where e.container_id = c.id and e.previous_eta is not null) as eta_moved
    from containers c
      join purchase_orders p on p.id = c.purchase_order_id
      left join warehouses w on w.id = p.destination_warehouse_id
    where p.status in (${followedOrders}) and p.bill_of_lading is not null and c.released_at is null and c.status <> 'empty_returned' ${only}
    order by c.company_id, p.po_number, c.container_number
  `);
  if (rows.rows.length === 0) return [];
  const ids = rows.rows.map((row) => row.id);
  const milestones = await tx.execute<{
    id: string;
    container_id: string;
    event: ContainerEvent;
    location_name: string;
    lat: number | string | null;
    lng: number | string | null;
    vessel: string | null;
    voyage: string | null;
    planned_at: Date | string | null;
    actual_at: Date | string | null;
    external_id: string | null;
  }>(sql`
    select id::text as id, container_id::text as container_id, event, location_name, lat, lng, vessel, voyage, planned_at, actual_at, external_id
    from container_milestones
    where container_id in ${boundList(ids, 'uuid')}
  `);
  const byContainer = new Map<string, StoredMilestone[]>();
  for (const row of milestones.rows) {
    const list = byContainer.get(row.container_id) ?? [];
    list.push({
      id: row.id,
      event: row.event,
      locationName: row.location_name,
      lat: row.lat === null ? null : Number(row.lat),
      lng: row.lng === null ? null : Number(row.lng),
      vessel: row.vessel,
      voyage: row.voyage,
      plannedAt: toDate(row.planned_at),
      actualAt: toDate(row.actual_at),
      externalId: row.external_id,
    });
    byContainer.set(row.container_id, list);
  }
  return rows.rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    purchaseOrderId: row.purchase_order_id,
    containerNumber: row.container_number,
    status: row.status,
    eta: toDate(row.eta),
    trackingProvider: row.tracking_provider,
    trackingReference: row.tracking_reference,
    lastEventAt: toDate(row.last_event_at),
    order: {
      poNumber: row.po_number,
      billOfLading: row.bill_of_lading,
      oceanCarrier: row.ocean_carrier,
      vessel: row.vessel,
      voyage: row.voyage,
      originPort: row.origin_port,
      destinationPort: row.destination_port,
      etd: toDate(row.etd),
      eta: toDate(row.po_eta),
    },
    warehouse: row.warehouse_name
      ? {
          name: row.warehouse_name,
          lat: row.warehouse_lat === null ? null : Number(row.warehouse_lat),
          lng: row.warehouse_lng === null ? null : Number(row.warehouse_lng),
        }
      : null,
    milestones: (byContainer.get(row.id) ?? []).sort(
      (a, b) => EVENT_ORDER.get(a.event)! - EVENT_ORDER.get(b.event)! || (a.plannedAt?.getTime() ?? 0) - (b.plannedAt?.getTime() ?? 0),
    ),
    lastPositionAt: toDate(row.last_position_at),
    etaMoved: row.eta_moved,
  }));
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : Math.abs(a.getTime() - b.getTime()) < 1000);

/** Writes one container's update; returns its ETA move, if any. */
async function applyUpdate(
  tx: Tx,
  container: TrackedContainer,
  update: ContainerUpdate,
  source: 'simulated' | 'vizion',
  now: Date,
): Promise<ContainerEtaChange | null> {
  for (const milestone of update.milestones) {
    const stored =
      (milestone.externalId ? container.milestones.find((candidate) => candidate.externalId === milestone.externalId) : undefined) ??
      container.milestones.find(
        (candidate) => candidate.event === milestone.event && (candidate.externalId === null || candidate.externalId === milestone.externalId),
      );
    if (stored) {
      if (
        sameTime(stored.plannedAt, milestone.plannedAt ?? stored.plannedAt) &&
        sameTime(stored.actualAt, milestone.actualAt ?? stored.actualAt) &&
        stored.locationName === milestone.locationName
      ) {
        continue;
      }
      await tx
        .update(containerMilestones)
        .set({
          plannedAt: milestone.plannedAt ?? stored.plannedAt,
          actualAt: milestone.actualAt ?? stored.actualAt,
          locationName: milestone.locationName,
          lat: milestone.lat ?? stored.lat,
          lng: milestone.lng ?? stored.lng,
          vessel: milestone.vessel ?? stored.vessel,
          voyage: milestone.voyage ?? stored.voyage,
        })
        .where(sql`${containerMilestones.id} = ${stored.id}`);
    } else {
      await tx.insert(containerMilestones).values({
        companyId: container.companyId,
        containerId: container.id,
        event: milestone.event,
        locationName: milestone.locationName,
        lat: milestone.lat,
        lng: milestone.lng,
        vessel: milestone.vessel,
        voyage: milestone.voyage,
        plannedAt: milestone.plannedAt,
        actualAt: milestone.actualAt,
        externalId: milestone.externalId,
      });
    }
  }
  if (update.positions.length > 0) {
    await tx.insert(containerPositions).values(
      update.positions.map((point) => ({
        companyId: container.companyId,
        containerId: container.id,
        lat: point.lat,
        lng: point.lng,
        locationName: point.locationName,
        recordedAt: point.at,
      })),
    );
  }
  const etaMoved =
    update.eta !== null &&
    !sameTime(container.eta, update.eta) &&
    (container.eta === null || Math.abs(container.eta.getTime() - update.eta.getTime()) >= 60_000);
  await tx.execute(sql`
    update containers set
      status = ${update.status},
      eta = ${etaMoved ? update.eta!.toISOString() : (container.eta?.toISOString() ?? null)}::timestamptz,
      last_lat = ${update.place ? update.place.lat : sql`last_lat`},
      last_lng = ${update.place ? update.place.lng : sql`last_lng`},
      last_location_name = ${update.place ? update.place.name : sql`last_location_name`},
      last_event_at = ${update.place ? sql`${update.place.at.toISOString()}::timestamptz` : sql`last_event_at`},
      tracking_provider = ${update.trackingReference ? source : sql`tracking_provider`},
      tracking_reference = ${update.trackingReference ?? sql`tracking_reference`},
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${container.id}
  `);
  if (!etaMoved) return null;
  await tx
    .insert(containerEtaChanges)
    .values({ companyId: container.companyId, containerId: container.id, previousEta: container.eta, eta: update.eta!, source, recordedAt: now });
  // Its first tracked ETA (the history row says "first") still moves it from the order's ETA, the one typed: until
  // then the loads, the warehouse's expected arrivals and the risk job went by that (coalesce(c.eta, p.eta)), so the
  // re-plan and the importer's notice measure the move from there.
  const typed = container.order.eta;
  const previousEta = container.eta ?? (typed && Math.abs(typed.getTime() - update.eta!.getTime()) >= 60_000 ? typed : null);
  return { companyId: container.companyId, containerId: container.id, purchaseOrderId: container.purchaseOrderId, previousEta, eta: update.eta!, source };
}

/** The statuses an order goes through, forward only and by PURCHASE_ORDER_TRANSITIONS, to reach `target`. */
export function pathTo(from: PurchaseOrderStatus, target: PurchaseOrderStatus): PurchaseOrderStatus[] {
  const path: PurchaseOrderStatus[] = [];
  let current = from;
  const goal = FORWARD.indexOf(target);
  while (FORWARD.indexOf(current) >= 0 && FORWARD.indexOf(current) < goal) {
    const next = FORWARD.slice(FORWARD.indexOf(current) + 1, goal + 1)
      .filter((candidate) => PURCHASE_ORDER_TRANSITIONS[current].includes(candidate))
      .at(-1);
    if (!next) break;
    path.push(next);
    current = next;
  }
  return path;
}

/** The order's status, etd, eta and ata from its containers (after their updates). */
async function settleOrder(tx: Tx, purchaseOrderId: string, now: Date): Promise<PurchaseOrderStatus[]> {
  const rows = await tx.execute<{
    status: PurchaseOrderStatus;
    container_status: ContainerStatus | null;
    eta: Date | string | null;
    departed: Date | string | null;
    arrived: Date | string | null;
  }>(sql`
    select p.status, c.status as container_status, c.eta,
           (select min(coalesce(m.actual_at, m.planned_at)) from container_milestones m where m.container_id = c.id and m.event = 'vessel_departed') as departed,
           (select min(m.actual_at) from container_milestones m where m.container_id = c.id and m.event = 'vessel_arrived') as arrived
    from purchase_orders p left join containers c on c.purchase_order_id = p.id and c.released_at is null
    where p.id = ${purchaseOrderId}
    for update of p
  `);
  const current = rows.rows[0]?.status;
  if (!current) return [];
  const statuses = rows.rows.flatMap((row) => (row.container_status ? [row.container_status] : []));
  const target: PurchaseOrderStatus =
    statuses.length > 0 && statuses.every((status) => DELIVERED.has(status))
      ? 'delivered'
      : statuses.length > 0 && statuses.every((status) => DISCHARGED.has(status))
        ? 'at_port'
        : statuses.some((status) => DEPARTED.has(status))
          ? 'in_transit'
          : current;
  const path = pathTo(current, target);
  const times = (key: 'eta' | 'departed' | 'arrived') => rows.rows.flatMap((row) => (row[key] === null ? [] : [toDate(row[key])!.getTime()]));
  const etas = times('eta');
  const departures = times('departed');
  const arrivals = times('arrived');
  await tx.execute(sql`
    update purchase_orders set
      status = ${path.at(-1) ?? current},
      etd = coalesce(${departures.length ? new Date(Math.min(...departures)).toISOString() : null}::timestamptz, etd),
      eta = coalesce(${etas.length ? new Date(Math.max(...etas)).toISOString() : null}::timestamptz, eta),
      ata = coalesce(${arrivals.length ? new Date(Math.min(...arrivals)).toISOString() : null}::timestamptz, ata),
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${purchaseOrderId}
  `);
  return path;
}

/**
 * One run: the lock (skip, or wait with `wait`), the provider's updates written, the events; then, after the commit,
 * the re-plan of the ETA moves.
 */
export async function runContainerTracking(deps: TrackingDeps, options: RunOptions = {}): Promise<TrackingRunResult> {
  const now = options.now ?? new Date();
  const source = deps.provider.name;
  const result = await deps.db.transaction(async (tx) => {
    if (options.wait) await tx.execute(sql`select pg_advisory_xact_lock(${TRACKING_LOCK_KEY.toString()}::int8)`);
    else {
      const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${TRACKING_LOCK_KEY.toString()}::int8) as locked`);
      if (!lock.rows[0]?.locked) return SKIPPED;
    }
    const containers = await readTrackedContainers(tx, options.purchaseOrderIds, options.containerIds);
    const updates = options.updates ? options.updates(containers, now) : await deps.provider.updates(containers, now);
    const byId = new Map(containers.map((container) => [container.id, container]));
    const etaChanges: ContainerEtaChange[] = [];
    const touched = new Map<string, { containerIds: Set<string>; purchaseOrderIds: Set<string> }>();
    for (const update of updates) {
      const container = byId.get(update.containerId);
      if (!container) continue;
      const change = await applyUpdate(tx, container, update, source, now);
      if (change && change.previousEta !== null) etaChanges.push(change);
      const company = touched.get(container.companyId) ?? { containerIds: new Set<string>(), purchaseOrderIds: new Set<string>() };
      company.containerIds.add(container.id);
      company.purchaseOrderIds.add(container.purchaseOrderId);
      touched.set(container.companyId, company);
    }
    const orderMoves: Record<string, PurchaseOrderStatus[]> = {};
    for (const company of touched.values()) {
      for (const purchaseOrderId of company.purchaseOrderIds) {
        const path = await settleOrder(tx, purchaseOrderId, now);
        if (path.length > 0) orderMoves[purchaseOrderId] = path;
      }
    }
    for (const [companyId, company] of touched) {
      const payload: ContainersUpdatedEvent = { containerIds: [...company.containerIds], purchaseOrderIds: [...company.purchaseOrderIds] };
      await publishEvent(tx, { type: 'containers.updated', topics: [realtimeTopic.company(companyId)], payload });
    }
    return { ran: true, checked: containers.length, updated: updates.length, etaChanges, orderMoves };
  });
  if (result.ran && result.etaChanges.length > 0 && deps.replan) {
    await deps.replan(result.etaChanges).catch((error: unknown) => deps.log?.warn({ err: error }, 'container tracking: re-plan failed'));
  }
  return result;
}

export interface ContainerTrackingJob {
  tick(options?: RunOptions): Promise<TrackingRunResult>;
  stop(): Promise<void>;
}

/** The job on a timer (the API's start: ./plugin.ts); `stop()` with the server's close. */
export function startContainerTrackingJob(deps: TrackingDeps, intervalMs: number): ContainerTrackingJob {
  return periodic((options?: RunOptions) => runContainerTracking(deps, options), {
    intervalMs,
    whenStopped: SKIPPED,
    log: deps.log,
    failure: 'container tracking run failed',
  });
}
