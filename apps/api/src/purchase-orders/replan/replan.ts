import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  realtimeTopic,
  type ContainerStatus,
  type LoadStatus,
  type OrdersFlaggedEvent,
  CLOSED_LOAD_STATUSES,
  UNDELIVERED_TENDERED_LOAD_STATUSES,
} from '@freight/contracts';
import { HttpError } from '../../plugins/envelope';
import { publishEvent } from '../../realtime/publish';
import { createDateChanges } from '../../schedule';
import { canMoveStop } from '../../schedule';
import { calendarWindow, containerLateness } from '../../tracking';
import { awaitedFrom, NOT_YET_TAKEN, ON_THE_WAY, picksUpAtPort } from './arrivals';
import { notifyEtaChange, type LoadOutcome } from './notify';
import { addDaysTo, readyDayOf, REPLAN_RULES } from './rules';
import { quotedList } from '../../db/sql-lists';

/** A container whose ETA moved (the tracking provider's or a person's change), as the tracking code reports it. */
export interface ContainerEtaChange {
  companyId: string;
  containerId: string;
  purchaseOrderId: string;
  previousEta: Date | null;
  eta: Date;
  source: 'simulated' | 'vizion' | 'manual';
}

/** What one call did (the tests read it; the tracking job may log it). */
interface ReplanResult {
  /** Containers re-planned (several changes of one container in a call count once). */
  containers: number;
  /** Per load touched: what became of its pickup. */
  loads: Array<{ containerId: string; loadUuid: string; loadId: string } & LoadOutcome>;
  /** Notices sent (per user and channel). */
  notified: number;
}

interface ContainerRow extends Record<string, unknown> {
  id: string;
  container_number: string;
  status: ContainerStatus;
  load_id: string | null;
  po_id: string;
  po_number: string;
  po_status: string;
  destination_port: string;
  po_created_by: string | null;
  warehouse_name: string | null;
}

/** A load the re-plan may move, as the database gives it. */
interface LoadFields {
  id: string;
  load_id: string;
  status: LoadStatus;
  company_id: string;
  created_by: string | null;
  origin_lat: number | null;
  origin_lng: number | null;
  origin_city: string;
  carrier_company_id: string | null;
  is_delayed: boolean;
  is_at_risk: boolean;
}

/** As read: its windows as booked and the days a confirmed date change moved them to. */
interface StoredLoadRow extends LoadFields, Record<string, unknown> {
  pickup_start: Date | string;
  pickup_end: Date | string;
  calendar_pickup_day: string | null;
  delivery_start: Date | string;
  delivery_end: Date | string;
  calendar_delivery_day: string | null;
}

interface LoadRow extends LoadFields {
  /** The pickup's and the delivery's days and window ends on the calendar (moved by a date change: `calendarWindow`). */
  pickup_day: string;
  delivery_day: string;
  moved_pickup_end: Date;
  moved_delivery_end: Date;
  /** How it was found: the container's drayage load, or by its PO number at the port. */
  via?: 'container' | 'poNumber';
  /** Found by its PO number: the latest ETA of the order's other containers still to be picked up (it may carry any). */
  others_eta?: Date | string | null;
}

/** The load's pickup and delivery on the calendar (the risk model's rule: `calendarWindow`). */
function onCalendar(row: StoredLoadRow): LoadRow {
  const { pickup_start, pickup_end, calendar_pickup_day, delivery_start, delivery_end, calendar_delivery_day, ...load } = row;
  const pickup = calendarWindow(new Date(pickup_start), new Date(pickup_end), calendar_pickup_day);
  const delivery = calendarWindow(new Date(delivery_start), new Date(delivery_end), calendar_delivery_day);
  return { ...load, pickup_day: pickup.day, delivery_day: delivery.day, moved_pickup_end: pickup.end, moved_delivery_end: delivery.end };
}

/**
 * The loads that pick this container up: its drayage load (containers.load_id), else the company's loads not yet
 * closed whose po_number is the order's and whose pickup is at the destination port (within
 * REPLAN_RULES.portRadiusKm, or in the terminal's city), and that are no other container's drayage load.
 */
async function linkedLoads(app: FastifyInstance, companyId: string, container: ContainerRow): Promise<LoadRow[]> {
  const closed = quotedList(CLOSED_LOAD_STATUSES);
  const columns = sql`l.id::text as id, l.load_id, l.status, l.company_id::text as company_id, l.created_by::text as created_by,
    l.origin_lat, l.origin_lng, l.origin_city, l.carrier_company_id::text as carrier_company_id, l.is_delayed, l.is_at_risk,
    l.pickup_start, l.pickup_end, l.calendar_pickup_date::text as calendar_pickup_day,
    l.delivery_start, l.delivery_end, l.calendar_delivery_date::text as calendar_delivery_day`;
  if (container.load_id) {
    const linked = await app.db.execute<StoredLoadRow>(sql`select ${columns} from loads l where l.id = ${container.load_id} and l.company_id = ${companyId}`);
    return linked.rows.map((load) => ({ ...onCalendar(load), via: 'container' as const }));
  }
  const candidates = await app.db.execute<StoredLoadRow>(sql`
    select ${columns} from loads l
    where l.company_id = ${companyId} and l.po_number = ${container.po_number} and l.status not in (${closed})
      and not exists (select 1 from containers o where o.load_id = l.id and o.id <> ${container.id})
    order by l.created_at
    limit 20`);
  if (candidates.rows.length === 0) return [];
  // Which container such a load carries is not said: it waits for the latest of the order's containers still at sea
  // or in port that no drayage load takes (so two containers' moves do not undo each other's proposal).
  const others = await app.db.execute<{ eta: Date | string | null }>(sql`
    select max(coalesce(c.eta, p.eta)) as eta from containers c join purchase_orders p on p.id = c.purchase_order_id
    where c.purchase_order_id = ${container.po_id} and c.id <> ${container.id} and c.released_at is null and c.load_id is null
      and c.status in (${quotedList(NOT_YET_TAKEN)})`);
  const othersEta = others.rows[0]?.eta ?? null;
  return candidates.rows
    .map((load) => ({ ...onCalendar(load), via: 'poNumber' as const, others_eta: othersEta }))
    .filter((load) => picksUpAtPort(container.destination_port, { lat: load.origin_lat, lng: load.origin_lng, city: load.origin_city }));
}

/** Who proposes the move on the importer's behalf: the load's author, else the order's, else a user of the module. */
async function authorOf(app: FastifyInstance, companyId: string, load: LoadRow, container: ContainerRow): Promise<string | null> {
  const result = await app.db.execute<{ id: string }>(sql`
    select u.id::text as id from users u
    where u.company_id = ${companyId} and u.id in (${load.created_by ?? null}::uuid, ${container.po_created_by ?? null}::uuid)
    order by (u.id = ${load.created_by ?? null}::uuid) desc nulls last
    limit 1`);
  if (result.rows[0]) return result.rows[0].id;
  const anyone = await app.db.execute<{ id: string }>(sql`
    select u.id::text as id from users u
      join user_permissions up on up.user_id = u.id and up.is_granted
      join modules m on m.id = up.module_id and m.module_key = 'purchaseOrders'
    where u.company_id = ${companyId} and u.can_access_portal
    order by u.created_at limit 1`);
  return anyone.rows[0]?.id ?? null;
}

/**
 * At risk at once (reason containerLate, `minutes` after the window closes), so the user sees it before the risk job's
 * next run: a live load not yet flagged. The risk job owns the flags and computes containerLate itself by the same
 * rule (./arrivals.ts, tracking/lateness.ts containerLateness): it keeps the flag while the container comes too late and
 * clears it once it comes in time or the pickup was moved (docs/modules/purchase-orders.md, "From ship to truck").
 */
async function flagAtRisk(app: FastifyInstance, load: LoadRow, minutes: number): Promise<boolean> {
  if (!UNDELIVERED_TENDERED_LOAD_STATUSES.includes(load.status) || load.is_delayed || load.is_at_risk) return false;
  const live = quotedList(UNDELIVERED_TENDERED_LOAD_STATUSES);
  return app.db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      update loads set is_at_risk = true, delay_reason = 'containerLate', delay_minutes = ${minutes}
      where id = ${load.id} and status in (${live}) and not is_delayed and not is_at_risk`);
    if ((updated.rowCount ?? 0) === 0) return false;
    await tx.execute(sql`update orders set is_at_risk = true where load_id = ${load.id} and status not in ('rejected', 'cancelled')`);
    const payload: OrdersFlaggedEvent = { changed: 1 };
    // Both sides' lists refresh, as after the risk job's run (the shipper and the carrier, if another company).
    const companies = [...new Set([load.company_id, load.carrier_company_id ?? load.company_id])];
    await publishEvent(tx, { type: 'orders.flagged', topics: companies.map((id) => realtimeTopic.company(id)), payload });
    return true;
  });
}

/**
 * The load cannot follow the container: at risk when the containers it waits for now come too late for it (the risk
 * job's rule for containerLate: ./arrivals.ts's containers, tracking/lateness.ts containerLateness), else unchanged.
 */
async function atRiskOrUnchanged(app: FastifyInstance, change: ContainerEtaChange, container: ContainerRow, load: LoadRow): Promise<LoadOutcome> {
  const own = (load.via === 'container' ? ON_THE_WAY : NOT_YET_TAKEN).includes(container.status) ? change.eta.getTime() : null;
  const others = load.via === 'poNumber' && load.others_eta ? new Date(load.others_eta).getTime() : null;
  const latest = Math.max(own ?? -Infinity, others ?? -Infinity);
  if (!Number.isFinite(latest)) return { outcome: 'unchanged', date: null };
  const verdict = containerLateness(
    !canMoveStop(load.status, 'pickup'),
    { day: load.pickup_day, windowEnd: load.moved_pickup_end },
    { day: load.delivery_day, windowEnd: load.moved_delivery_end },
    awaitedFrom(new Date(latest), null),
  );
  if (!verdict.late) return { outcome: 'unchanged', date: null };
  await flagAtRisk(app, load, verdict.minutes);
  return { outcome: 'atRisk', date: null };
}

/**
 * The pickup of one load after the container's ETA moved (docs: the rules):
 *   - closed (delivered, invoiced, paid, cancelled): nothing;
 *   - picked up: it cannot move; the container's own drayage load is flagged at risk when the container, still on its
 *     way, now reaches the warehouse after the delivery's day (a load found by the PO number that is picked up carries
 *     another container: unchanged);
 *   - a load found by the PO number waits for the latest of the order's containers still to be picked up;
 *   - the container ready (ETA's day + dwell) after the pickup day: the pickup is proposed for the ready day; an
 *     earlier ETA proposes it earlier only when the pickup day was the old ready day (planned from the old ETA);
 *   - a proposal goes through the calendar (schedule/date-changes.ts): moved at once without a carrier (the delivery
 *     too, by as many days, when the pickup would pass it), asked of the carrier otherwise (date_change_requests; the
 *     carrier confirms or declines); one the calendar refuses (the
 *     pickup after the delivery, too far) leaves the load flagged at risk.
 */
async function replanLoad(
  app: FastifyInstance,
  dateChanges: ReturnType<typeof createDateChanges>,
  change: ContainerEtaChange,
  container: ContainerRow,
  load: LoadRow,
): Promise<LoadOutcome> {
  const own = readyDayOf(change.eta);
  const others = load.others_eta ? readyDayOf(new Date(load.others_eta)) : null;
  const ready = others && others > own ? others : own;
  if (CLOSED_LOAD_STATUSES.includes(load.status)) return { outcome: 'unchanged', date: null };
  if (!canMoveStop(load.status, 'pickup')) {
    // Picked up: the container's own drayage load cannot follow it (at risk); a load found by the PO number carries
    // another container of the order (one still at sea is not on a truck), so it is not this container's concern.
    if (load.via !== 'container') return { outcome: 'unchanged', date: null };
    return atRiskOrUnchanged(app, change, container, load);
  }
  const plannedFromOldEta = change.previousEta !== null && readyDayOf(change.previousEta) === load.pickup_day;
  if (!(ready > load.pickup_day || (ready < load.pickup_day && plannedFromOldEta))) return { outcome: 'unchanged', date: null };
  const author = await authorOf(app, change.companyId, load, container);
  if (author) {
    const caller = { companyId: change.companyId, userId: author };
    const reason = `Container ${container.container_number} (${container.po_number}): ETA ${change.eta.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    try {
      // The company's own load (no carrier to ask): a pickup past the delivery day takes the delivery along, by as
      // many days. A carrier is asked for the pickup alone (it may decline; the calendar refuses one past the delivery).
      const ownLoad = load.carrier_company_id === null || load.carrier_company_id === change.companyId;
      if (ownLoad && ready > load.delivery_day) {
        const shiftDays = Math.round((Date.parse(ready) - Date.parse(load.pickup_day)) / 86_400_000);
        await dateChanges.request(caller, load.id, { stopType: 'delivery', date: addDaysTo(load.delivery_day, shiftDays), reason });
      }
      const answer = await dateChanges.request(caller, load.id, { stopType: 'pickup', date: ready, reason });
      return { outcome: answer.data.outcome === 'moved' ? 'moved' : 'proposed', date: ready };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  // Refused (or nobody to propose it): a later container leaves the pickup at risk; an earlier one changes nothing.
  return atRiskOrUnchanged(app, change, container, load);
}

/**
 * From ship to truck: re-plans what hangs on these containers' arrival — the linked load's pickup
 * window proposed anew or flagged at risk, the warehouse's expected arrivals (computed on read from the new ETA:
 * warehouse-manager/expected-arrivals), the importer told (once per change at least REPLAN_RULES.notifyThresholdHours
 * big). Called by the tracking code after it stored the changes (after its transaction); never throws (a failure is
 * logged and the other containers still go). docs/modules/purchase-orders.md, "From ship to truck".
 */
export async function replanForEtaChanges(app: FastifyInstance, changes: readonly ContainerEtaChange[]): Promise<void> {
  await replanEtaChanges(app, changes);
}

/** replanForEtaChanges, saying what it did (for a log line or a test). */
async function replanEtaChanges(app: FastifyInstance, changes: readonly ContainerEtaChange[]): Promise<ReplanResult> {
  // Several moves of one container in one call: one change, from the first previous ETA to the last ETA.
  const merged = new Map<string, ContainerEtaChange>();
  for (const change of changes) {
    const seen = merged.get(change.containerId);
    merged.set(change.containerId, seen ? { ...change, previousEta: seen.previousEta } : change);
  }
  const result: ReplanResult = { containers: 0, loads: [], notified: 0 };
  const dateChanges = createDateChanges(app);
  let mailQueued = false;
  for (const change of merged.values()) {
    try {
      const found = await app.db.execute<ContainerRow>(sql`
        select c.id::text as id, c.container_number, c.status, c.load_id::text as load_id, p.id::text as po_id, p.po_number, p.status as po_status,
               p.destination_port, p.created_by::text as po_created_by, w.name as warehouse_name
        from containers c
          join purchase_orders p on p.id = c.purchase_order_id
          left join warehouses w on w.id = p.destination_warehouse_id and w.company_id = p.company_id
        where c.id = ${change.containerId} and c.company_id = ${change.companyId} and c.released_at is null`);
      const container = found.rows[0];
      if (!container || container.po_status === 'closed' || container.po_status === 'cancelled') continue;
      result.containers += 1;

      const outcomes: Array<{ loadId: string } & LoadOutcome> = [];
      for (const load of await linkedLoads(app, change.companyId, container)) {
        const outcome = await replanLoad(app, dateChanges, change, container, load);
        if (outcome.outcome === 'proposed') mailQueued = true;
        outcomes.push({ loadId: load.load_id, ...outcome });
        result.loads.push({ containerId: container.id, loadUuid: load.id, loadId: load.load_id, ...outcome });
      }

      const shiftMs = change.previousEta ? change.eta.getTime() - change.previousEta.getTime() : 0;
      if (change.previousEta && Math.abs(shiftMs) >= REPLAN_RULES.notifyThresholdHours * 3_600_000) {
        const sent = await notifyEtaChange(app, {
          companyId: change.companyId,
          containerNumber: container.container_number,
          poNumber: container.po_number,
          port: container.destination_port,
          warehouse: container.warehouse_name,
          previousEta: change.previousEta,
          eta: change.eta,
          loads: outcomes.filter((entry) => entry.outcome !== 'unchanged'),
        });
        result.notified += sent;
        if (sent > 0) mailQueued = true;
      }
    } catch (error) {
      app.log.warn({ err: error, containerId: change.containerId }, 'replan: a container ETA change could not be re-planned');
    }
  }
  if (mailQueued) void app.mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'replan: mail flush failed'));
  return result;
}
