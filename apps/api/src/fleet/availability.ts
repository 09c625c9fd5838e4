import { and, asc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  type AvailableTrucker,
  type LatLng,
  type SettableTruckerStatus,
  type TruckerKind,
  type TruckerStatus,
  ENDED_ORDER_STATUSES,
  UNDER_WAY_ORDER_DETAIL_STATUSES,
} from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { carrierPartners, equipmentTypes, loadStops, loads, orderDetails, orders, truckerEquipment, truckers } from '../db/schema';
import { iso } from '../http';
import { valueList } from '../db/sql-lists';
import type { TextRef } from '../texts';
import { FLEET_TEXTS } from './texts';

/**
 * Trucks for a load (load-available-truckers) and the assignment (assign-load-to-truck).
 *
 * Which trucks a caller may see and assign (docs/DATA-MODEL.md, "who reads it"):
 *   - the load's owner: its own fleet (trucks and owner-operators, `truckers.company_id` = the caller) and the trucks
 *     of its active partner carriers (`carrier_partners`); once the load has a live order, only the trucks of that
 *     order's carrier (when the caller may see them);
 *   - the carrier the load is given to (`loads.carrier_company_id`): its own trucks only.
 * A truck is free for the load when it is active, not in maintenance or inactive, has a last position, and none of
 * its live assignments to another load holds it (holdingAssignments: one under way holds it until delivered, an
 * `assigned` one for its load's pickup-to-delivery time).
 */

const MILES_PER_DEGREE_LAT = 69.05;

export type LoadRow = typeof loads.$inferSelect;

/** The load as the caller sees it (owner or carrier), or null. */
export async function visibleLoad(db: DbOrTx, companyId: string, id: string, lock = false): Promise<LoadRow | null> {
  const query = db
    .select()
    .from(loads)
    .where(and(eq(loads.id, id), sql`(${loads.companyId} = ${companyId} or ${loads.carrierCompanyId} = ${companyId})`));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The first pickup of the load: its place and position (null when it has none). */
export async function firstPickup(db: DbOrTx, loadId: string) {
  const [stop] = await db
    .select()
    .from(loadStops)
    .where(and(eq(loadStops.loadId, loadId), eq(loadStops.type, 'pickup')))
    .orderBy(asc(loadStops.seq))
    .limit(1);
  return stop ?? null;
}

/** The live order of a load (neither rejected nor cancelled), or null. */
export async function liveOrder(db: DbOrTx, loadId: string, lock = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.loadId, loadId), notInArray(orders.status, [...ENDED_ORDER_STATUSES])))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** SQL: the truck `t` belongs to a company the caller may take trucks from for this load. */
function visibleTrucks(companyId: string, load: LoadRow, orderCarrier: string | null): SQL {
  const partner = (carrier: SQL) =>
    sql`exists (select 1 from ${carrierPartners} cp where cp.company_id = ${companyId} and cp.carrier_company_id = ${carrier} and cp.status = 'active')`;
  if (load.companyId !== companyId) return sql`t.company_id = ${companyId}`;
  if (orderCarrier) return sql`t.company_id = ${orderCarrier} and (${orderCarrier}::uuid = ${companyId}::uuid or ${partner(sql`${orderCarrier}::uuid`)})`;
  return ownOrPartnerTrucks(companyId);
}

/** SQL: the truck `t` is the caller's own or an active partner carrier's (the trucks a company may see). */
export function ownOrPartnerTrucks(companyId: string): SQL {
  return sql`(t.company_id = ${companyId} or exists (select 1 from ${carrierPartners} cp where cp.company_id = ${companyId} and cp.carrier_company_id = t.company_id and cp.status = 'active'))`;
}

/** SQL: great-circle miles from the point to the last position of truck `t`. */
export function milesFrom(point: LatLng): SQL {
  return sql`3958.7613 * 2 * asin(least(1, sqrt(
    power(sin(radians(t.last_lat - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(t.last_lat)) * power(sin(radians(t.last_lng - ${point.lng}::float8) / 2), 2)
  )))`;
}

/** SQL: the last position of truck `t` lies in the bounding box of the circle (index-friendly pre-filter). */
export function boxAround(point: LatLng, radiusMiles: number): SQL {
  const latSpan = radiusMiles / MILES_PER_DEGREE_LAT;
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const lngSpan = cos > 0.01 ? radiusMiles / (MILES_PER_DEGREE_LAT * cos) : 360;
  const lngBox = lngSpan >= 180 ? sql`true` : sql`t.last_lng between ${point.lng - lngSpan} and ${point.lng + lngSpan}`;
  return sql`t.last_lat between ${point.lat - latSpan} and ${point.lat + latSpan} and ${lngBox}`;
}

/**
 * The one rule of a busy truck (the pickers, every assignment, the fleet's "On a load"). A live assignment of the
 * truck to another load holds it:
 *   - once under way (UNDER_WAY_ORDER_DETAIL_STATUSES): until it is delivered, whatever its load's dates (a late load still
 *     has the truck on the road);
 *   - while only `assigned`: for its load's pickup-start-to-delivery-end.
 * SQL: the holding assignments of `truckId` against [from, to] of load `loadId`, as rows (load_id: the human id,
 * status), those under way first.
 */
function holdingAssignments(truckId: SQL, loadId: string, from: Date, to: Date): SQL {
  return sql`select l.load_id, od.status from ${orderDetails} od
      join ${orders} o on o.id = od.order_id
      join ${loads} l on l.id = o.load_id
    where od.trucker_id = ${truckId}
      and l.id <> ${loadId}
      and (od.status in (${valueList(UNDER_WAY_ORDER_DETAIL_STATUSES)})
        or (od.status = 'assigned'
          and l.pickup_start < ${to.toISOString()}::timestamptz
          and l.delivery_end > ${from.toISOString()}::timestamptz))
    order by od.status = 'assigned', l.pickup_start`;
}

/** SQL: truck `t` is free for load `loadId` during [from, to] (no assignment holds it: holdingAssignments). */
export function freeDuring(loadId: string, from: Date, to: Date): SQL {
  return sql`not exists (${holdingAssignments(sql`t.id`, loadId, from, to)})`;
}

/** Why the truck is not free for the load (the 409 naming the load that holds it), or null when it is. */
export async function busyReason(db: DbOrTx, truckId: string, load: LoadRow): Promise<TextRef | null> {
  const result = await db.execute<{ load_id: string; status: string }>(
    sql`${holdingAssignments(sql`${truckId}::uuid`, load.id, load.pickupStart, load.deliveryEnd)} limit 1`,
  );
  const holding = result.rows[0];
  if (!holding) return null;
  const values = { loadId: holding.load_id };
  return holding.status === 'assigned' ? FLEET_TEXTS.availability.truckBooked(values) : FLEET_TEXTS.availability.truckOnLoad(values);
}

/**
 * SQL: the status a truck shows (the /trucks list and its filter, the fleet map, the dashboard, the pickers):
 * `on_load` exactly while one of its assignments is under way (the rule above), else the status the fleet gave it;
 * a stored `on_load` with nothing under way (a load delivered or ended, or a status set by hand) reads `available`.
 */
export function shownTruckStatus(truck: { id: SQLWrapper; status: SQLWrapper }): SQL<TruckerStatus> {
  return sql<TruckerStatus>`(case
      when exists (select 1 from ${orderDetails} od where od.trucker_id = ${truck.id} and od.status in (${valueList(UNDER_WAY_ORDER_DETAIL_STATUSES)})) then 'on_load'
      else ${settableTruckStatus(truck)} end)`;
}

/**
 * SQL: the status the fleet gave a truck, which it shows once no load is under way: the stored one, a stored
 * `on_load` (the driver's steps write it) reading `available`. The truck form edits this one, not the shown one.
 */
export function settableTruckStatus(truck: { status: SQLWrapper }): SQL<SettableTruckerStatus> {
  return sql<SettableTruckerStatus>`(case when ${truck.status} = 'on_load' then 'available' else ${truck.status} end)`;
}

/** The columns of truck `t` in raw truck queries, for shownTruckStatus. */
export const TRUCK_ALIAS = { id: sql`t.id`, status: sql`t.status` };

/** A truck row as the truck searches select it (`truckColumns`), with its distance in miles. */
export interface TruckListRow extends Record<string, unknown> {
  id: string;
  kind: TruckerKind;
  name: string;
  truck_number: string;
  trailer_number: string | null;
  phone: string | null;
  status: TruckerStatus;
  company_id: string;
  company_name: string;
  last_lat: number;
  last_lng: number;
  last_location_name: string | null;
  last_location_at: Date | string | null;
  capacity_lbs: number | null;
  rating: string | number | null;
  miles: number;
}

interface TruckRow extends TruckListRow {
  equipment_match: boolean;
  total: string | number;
}

/** SQL: the select list of a truck search over `truckers t join companies c`, with the miles from `point`. */
export const truckColumns = (point: LatLng): SQL =>
  sql`t.id, t.kind, t.name, t.truck_number, t.trailer_number, t.phone, ${shownTruckStatus(TRUCK_ALIAS)} as status, t.company_id, c.name as company_name,
             t.last_lat, t.last_lng, t.last_location_name, t.last_location_at, t.capacity_lbs, t.rating,
             ${milesFrom(point)} as miles`;

/** A page of truck rows as the API answers them, each with its equipment (one query for the page). */
export async function toAvailableTruckers(
  db: Db,
  rows: readonly TruckListRow[],
  companyId: string,
  equipmentMatch: (row: TruckListRow, equipmentIds: string[]) => boolean,
): Promise<AvailableTrucker[]> {
  const ids = rows.map((row) => row.id);
  const equipment = ids.length
    ? await db
        .select({ truckerId: truckerEquipment.truckerId, id: equipmentTypes.id, key: equipmentTypes.key, name: equipmentTypes.name })
        .from(truckerEquipment)
        .innerJoin(equipmentTypes, eq(equipmentTypes.id, truckerEquipment.equipmentTypeId))
        .where(inArray(truckerEquipment.truckerId, ids))
        .orderBy(asc(equipmentTypes.sortOrder), asc(equipmentTypes.name))
    : [];
  return rows.map((row): AvailableTrucker => {
    const own = equipment.filter((type) => type.truckerId === row.id);
    return {
      _id: row.id,
      kind: row.kind,
      name: row.name,
      truckNumber: row.truck_number,
      trailerNumber: row.trailer_number,
      phone: row.phone,
      status: row.status,
      companyId: row.company_id,
      companyName: row.company_name,
      own: row.company_id === companyId,
      lat: Number(row.last_lat),
      lng: Number(row.last_lng),
      locationName: row.last_location_name,
      locationAt: row.last_location_at === null ? null : iso(new Date(row.last_location_at)),
      distanceMiles: Math.round(Number(row.miles) * 10) / 10,
      equipment: own.map((type) => ({ _id: type.id, key: type.key, name: type.name })),
      equipmentMatch: equipmentMatch(
        row,
        own.map((type) => type.id),
      ),
      capacityLbs: row.capacity_lbs === null ? null : Number(row.capacity_lbs),
      rating: row.rating === null ? null : Number(row.rating),
    };
  });
}

export interface TruckSearch {
  companyId: string;
  load: LoadRow;
  pickup: LatLng;
  radiusMiles: number;
  equipmentMatchOnly: boolean;
  page: number;
  limit: number;
}

/** Free trucks within the radius of the first pickup, nearest first (great-circle miles), one page. */
export async function availableTruckers(db: Db, search: TruckSearch): Promise<{ items: AvailableTrucker[]; total: number }> {
  const { load, pickup, radiusMiles } = search;
  const order = await liveOrder(db, load.id);
  const box = boxAround(pickup, radiusMiles);
  const equipmentId = load.equipmentTypeId;
  const result = await db.execute<TruckRow>(sql`
    select * from (
      select ${truckColumns(pickup)},
             ${equipmentId ? sql`exists (select 1 from ${truckerEquipment} te where te.trucker_id = t.id and te.equipment_type_id = ${equipmentId})` : sql`true`} as equipment_match
      from ${truckers} t join companies c on c.id = t.company_id
      where t.is_active and t.status not in ('inactive', 'maintenance')
        and ${box}
        and ${visibleTrucks(search.companyId, load, order?.carrierCompanyId ?? null)}
        and ${freeDuring(load.id, load.pickupStart, load.deliveryEnd)}
    ) found
    where miles <= ${radiusMiles} ${search.equipmentMatchOnly ? sql`and equipment_match` : sql``}
    order by miles, id
    limit ${search.limit} offset ${(search.page - 1) * search.limit}`);
  // The count of the same filter (a window count would be lost on an empty last page).
  const rows = result.rows;
  let total = rows.length + (search.page - 1) * search.limit;
  if (rows.length === search.limit || (rows.length === 0 && search.page > 1)) {
    const counted = await db.execute<{ total: string }>(sql`
      select count(*)::text as total from (
        select ${milesFrom(pickup)} as miles,
               ${equipmentId ? sql`exists (select 1 from ${truckerEquipment} te where te.trucker_id = t.id and te.equipment_type_id = ${equipmentId})` : sql`true`} as equipment_match
        from ${truckers} t
        where t.is_active and t.status not in ('inactive', 'maintenance')
          and ${box}
          and ${visibleTrucks(search.companyId, load, order?.carrierCompanyId ?? null)}
          and ${freeDuring(load.id, load.pickupStart, load.deliveryEnd)}
      ) found
      where miles <= ${radiusMiles} ${search.equipmentMatchOnly ? sql`and equipment_match` : sql``}`);
    total = Number(counted.rows[0]?.total ?? 0);
  }

  const items = await toAvailableTruckers(db, rows, search.companyId, (row) => Boolean((row as TruckRow).equipment_match));
  return { items, total };
}
