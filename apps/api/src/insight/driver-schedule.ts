import { sql } from 'drizzle-orm';
import {
  addDays,
  DRIVER_SCHEDULE_MAX_LOADS,
  type DriverScheduleLoad,
  type DriverScheduleResponse,
  type LoadStatus,
  type TruckerStatus,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../db/search';
import { iso } from '../http';
import { shownTruckStatus, TRUCK_ALIAS } from '../fleet';

/** The longest range of the driver schedule (days, both ends counted). */
export const DRIVER_SCHEDULE_MAX_DAYS = 35;
/**
 * How long a load may last (pickup to delivery, days) and still be drawn on the days after its pickup's. Nothing in the
 * data model bounds a load's span (add-load only orders the windows), so the schedule caps it: a load overlapping the
 * range is read only if picked up at most this many days before the range's first day, which bounds the read of the
 * truck's loads from below on `loads (trucker_id, pickup_start)` (migration 0017). A road load lasts days (the
 * 100,000-load world's longest: 4.8 days); a load still open 31 days after its pickup is not on the schedule's days.
 */
export const DRIVER_SCHEDULE_LOAD_MAX_DAYS = 31;

interface TruckRow extends Record<string, unknown> {
  id: string;
  name: string;
  truck_number: string;
  status: TruckerStatus;
  total: number;
}

interface LoadRow extends Record<string, unknown> {
  id: string;
  trucker_id: string;
  load_id: string;
  status: LoadStatus;
  order_uuid: string | null;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  pickup_start: Date;
  delivery_end: Date;
  is_delayed: boolean;
  is_at_risk: boolean;
  in_range: number;
}

/**
 * POST dashboard-manager/driver-schedule: a page of the caller company's active trucks (by driver name, then truck
 * number; `search` matches either), each with the loads assigned to it (loads.trucker_id, cancelled ones left out)
 * whose pickup-to-delivery span [pickup_start, delivery_end] meets [from, to] (UTC days, both included; picked up at
 * most DRIVER_SCHEDULE_LOAD_MAX_DAYS before `from`), by pickup: at
 * most DRIVER_SCHEDULE_MAX_LOADS a truck (`moreLoads` counts the others).
 */
export async function driverSchedule(
  db: DbOrTx,
  companyId: string,
  query: { from: string; to: string; page: number; limit: number; search?: string },
): Promise<DriverScheduleResponse> {
  const term = query.search?.trim().toLowerCase();
  const search = term ? sql`and (lower(t.name) like ${containsPattern(term)} or lower(t.truck_number) like ${containsPattern(term)})` : sql``;
  const trucks = await db.execute<TruckRow>(sql`
    select t.id::text as id, t.name, t.truck_number, ${shownTruckStatus(TRUCK_ALIAS)} as status, count(*) over ()::int as total
    from truckers t
    where t.company_id = ${companyId} and t.is_active ${search}
    order by t.name, t.truck_number, t.id
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
  let total = Number(trucks.rows[0]?.total ?? 0);
  if (trucks.rows.length === 0 && query.page > 1) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from truckers t where t.company_id = ${companyId} and t.is_active ${search}`);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  const ids = trucks.rows.map((row) => row.id);
  const loadsByTruck = new Map<string, DriverScheduleLoad[]>();
  const more = new Map<string, number>();
  if (ids.length > 0) {
    const start = new Date(`${query.from}T00:00:00.000Z`);
    const end = new Date(`${addDays(query.to, 1)}T00:00:00.000Z`);
    const earliestPickup = new Date(`${addDays(query.from, -DRIVER_SCHEDULE_LOAD_MAX_DAYS)}T00:00:00.000Z`);
    // The truck's loads of the range, capped, then their live order (at most one: orders_one_live_per_load_idx), looked
    // up by that index for each listed load (a join let PostgreSQL hash every order: 30 ms of the 100,000-load world).
    const loads = await db.execute<LoadRow>(sql`
      select ranged.*,
        (select o.id::text from orders o where o.load_id = ranged.uuid and o.status not in ('rejected', 'cancelled')) as order_uuid
      from (
        select l.id as uuid, l.id::text as id, l.trucker_id::text as trucker_id, l.load_id, l.status,
               l.origin_city, l.origin_state, l.destination_city, l.destination_state, l.pickup_start, l.delivery_end, l.is_delayed, l.is_at_risk,
               row_number() over (partition by l.trucker_id order by l.pickup_start, l.load_id) as place,
               count(*) over (partition by l.trucker_id)::int as in_range
        from loads l
        where l.trucker_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and l.pickup_start >= ${earliestPickup} and l.pickup_start < ${end}
          and l.status <> 'cancelled' and l.delivery_end >= ${start}
      ) ranged
      where ranged.place <= ${DRIVER_SCHEDULE_MAX_LOADS}
      order by ranged.pickup_start, ranged.load_id`);
    for (const row of loads.rows) {
      const entry: DriverScheduleLoad = {
        _id: row.id,
        loadId: row.load_id,
        status: row.status,
        orderUuid: row.order_uuid,
        origin: `${row.origin_city}, ${row.origin_state}`,
        destination: `${row.destination_city}, ${row.destination_state}`,
        pickupStart: iso(new Date(row.pickup_start)),
        deliveryEnd: iso(new Date(row.delivery_end)),
        isDelayed: row.is_delayed,
        isAtRisk: row.is_at_risk,
      };
      const list = loadsByTruck.get(row.trucker_id) ?? [];
      list.push(entry);
      loadsByTruck.set(row.trucker_id, list);
      if (row.in_range > DRIVER_SCHEDULE_MAX_LOADS) more.set(row.trucker_id, row.in_range - DRIVER_SCHEDULE_MAX_LOADS);
    }
  }
  return {
    items: trucks.rows.map((row) => ({
      trucker: { _id: row.id, name: row.name, truckNumber: row.truck_number, status: row.status },
      loads: loadsByTruck.get(row.id) ?? [],
      ...(more.has(row.id) ? { moreLoads: more.get(row.id)! } : {}),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
