import { sql } from 'drizzle-orm';
import { CONTAINER_STATUSES, type ContainerStatus, type LoadStatus } from '@freight/contracts';
import type { DbOrTx } from '../../db/client';
import { PORTS } from '../../reference/geo-data';
import type { RiskContainer } from '../../tracking';
import { distanceKm, expectedDayOf, readyDayOf, REPLAN_RULES, terminalOf } from './rules';
import { quotedList, boundList } from '../../db/sql-lists';

/**
 * Which ocean containers a load waits for (docs/modules/purchase-orders.md, "From ship to truck"), for the risk job's
 * reason `containerLate` (insight/risk-job.ts, tracking/lateness.ts containerLateness) and the re-plan (./replan.ts), one rule for both:
 *
 *   - its drayage load's container (containers.load_id) while still on its way (not yet discharged: a drayage load is
 *     made for a discharged container, whose pickup opens at the discharge);
 *   - a load with no drayage container, not yet picked up, whose po_number is an open purchase order's and whose pickup
 *     is at the order's destination port (picksUpAtPort): the order's containers that no drayage load takes and that
 *     are still at sea or in port (not yet taken away), the latest of them.
 *
 * Released containers, closed or cancelled orders and containers without an ETA (theirs or their order's) count not.
 */

/** Not yet discharged: on its way to the port. */
export const ON_THE_WAY: readonly ContainerStatus[] = CONTAINER_STATUSES.slice(0, CONTAINER_STATUSES.indexOf('discharged'));
/** At sea or in port: not yet taken away from the port. */
export const NOT_YET_TAKEN: readonly ContainerStatus[] = CONTAINER_STATUSES.slice(0, CONTAINER_STATUSES.indexOf('discharged') + 1);

/** The port's position: its terminal's, or the known port's of reference/geo-data.ts, or null for a port typed in. */
function portPosition(port: string): { lat: number; lng: number; city: string | null } | null {
  const terminal = terminalOf(port);
  if (terminal) return terminal;
  const known = Object.values(PORTS).find((candidate) => candidate.name.toLowerCase() === port.trim().toLowerCase());
  return known ? { lat: known.lat, lng: known.lng, city: null } : null;
}

/**
 * Whether a load's pickup is at the port: within REPLAN_RULES.portRadiusKm of it, or in its terminal's city; for a port
 * we do not know, any pickup (the PO number alone).
 */
export function picksUpAtPort(port: string, origin: { lat: number | null; lng: number | null; city: string }): boolean {
  const at = portPosition(port);
  if (!at) return true;
  return (
    (origin.lat !== null && origin.lng !== null && distanceKm(at, { lat: origin.lat, lng: origin.lng }) <= REPLAN_RULES.portRadiusKm) ||
    (at.city !== null && origin.city.trim().toLowerCase() === at.city.toLowerCase())
  );
}

/** The containers' facts of one load from the latest ETA they wait for. */
export const awaitedFrom = (latestEta: Date, proposedPickupDay: string | null): RiskContainer => ({
  readyDay: readyDayOf(latestEta),
  warehouseDay: expectedDayOf(latestEta),
  proposedPickupDay,
});

/** Epoch milliseconds of a timestamptz (as insight/risk-job.ts reads times). */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The containers awaited by the loads of `statuses` (the risk job's live loads), by load uuid: a few statements
 * whatever the number of loads (the drayage loads, the loads found by their PO number through the open orders'
 * containers, the pending pickup date changes of those).
 */
export async function awaitedContainers(tx: DbOrTx, statuses: readonly LoadStatus[]): Promise<Map<string, RiskContainer>> {
  const live = quotedList(statuses);
  const notPickedUp = quotedList(statuses.filter((status) => status !== 'in_transit'));
  const latest = new Map<string, number>();
  const keep = (loadId: string, eta: number) => latest.set(loadId, Math.max(latest.get(loadId) ?? eta, eta));

  const drayage = await tx.execute<{ load_id: string; eta: number | string }>(sql`
    select c.load_id::text as load_id, max(${ms('coalesce(c.eta, p.eta)')}) as eta
    from containers c
      join purchase_orders p on p.id = c.purchase_order_id
      join loads l on l.id = c.load_id
    where c.load_id is not null and c.released_at is null and c.status in (${quotedList(ON_THE_WAY)})
      and coalesce(c.eta, p.eta) is not null and p.status not in ('closed', 'cancelled') and l.status in (${live})
    group by c.load_id`);
  for (const row of drayage.rows) keep(row.load_id, Number(row.eta));

  if (statuses.some((status) => status !== 'in_transit')) {
    const byNumber = await tx.execute<{
      load_id: string;
      destination_port: string;
      origin_lat: number | null;
      origin_lng: number | null;
      origin_city: string;
      eta: number | string;
    }>(sql`
      select l.id::text as load_id, p.destination_port, l.origin_lat, l.origin_lng, l.origin_city, max(${ms('coalesce(c.eta, p.eta)')}) as eta
      from purchase_orders p
        join containers c on c.purchase_order_id = p.id
        join loads l on l.company_id = p.company_id and l.po_number = p.po_number
      where p.status not in ('closed', 'cancelled') and c.load_id is null and c.released_at is null and c.status in (${quotedList(NOT_YET_TAKEN)})
        and coalesce(c.eta, p.eta) is not null and l.status in (${notPickedUp})
        and not exists (select 1 from containers o where o.load_id = l.id)
      group by l.id, p.destination_port, l.origin_lat, l.origin_lng, l.origin_city`);
    for (const row of byNumber.rows) {
      if (picksUpAtPort(row.destination_port, { lat: row.origin_lat, lng: row.origin_lng, city: row.origin_city })) keep(row.load_id, Number(row.eta));
    }
  }

  const proposed = new Map<string, string>();
  if (latest.size > 0) {
    const pending = await tx.execute<{ load_id: string; to_date: string }>(sql`
      select load_id::text as load_id, max(to_date)::text as to_date from date_change_requests
      where status = 'pending' and stop_type = 'pickup' and load_id in ${boundList([...latest.keys()], 'uuid')}
      group by load_id`);
    for (const row of pending.rows) proposed.set(row.load_id, row.to_date);
  }
  return new Map([...latest].map(([loadId, eta]) => [loadId, awaitedFrom(new Date(eta), proposed.get(loadId) ?? null)]));
}
