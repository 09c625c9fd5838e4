import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  CALENDAR_MAX_EVENTS,
  isoWeekOf,
  mondayOf,
  type CalendarEvent,
  type CalendarEventsData,
  type DeliveryScheduleData,
  type DeliveryScheduleRow,
  type LoadSide,
  type LoadStatus,
  type ScheduleOption,
  type StopType,
  CLOSED_LOAD_STATUSES,
  PICKED_UP_LOAD_STATUSES,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';

/** A time of a raw row (text or Date, as the driver gives it) in the API's ISO form. */
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What the calendar and the delivery schedule read (docs/modules/orders.md, "Calendar and delivery schedule"). A
 * load's stop date is its calendar date when set (`loads.calendar_*_date`), else the day (UTC) of the stop's window.
 * A calendar date is kept within MAX_SHIFT_DAYS of its window (update-calendar-date refuses more), so the delivery
 * schedule narrows the stops by their windows first (the stops' window index), then by the calendar date; the calendar
 * reads its first events in date order (firstStopsDatedIn). Each side (the loads a company ships, the loads it
 * carries) is its own index range.
 */

/** How far (days) a calendar date may be from its stop's window. */
export const MAX_SHIFT_DAYS = 90;

export const canMoveStop = (status: LoadStatus, stopType: StopType) =>
  !CLOSED_LOAD_STATUSES.includes(status) && !(stopType === 'pickup' && PICKED_UP_LOAD_STATUSES.includes(status));

/** UTC midnight of a day as a timestamptz bound. */
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

interface EventRow extends Record<string, unknown> {
  id: string;
  load_id: string;
  status: LoadStatus;
  company_id: string;
  carrier_company_id: string | null;
  stop_type: StopType;
  city: string;
  state: string;
  window_start: Date;
  window_end: Date;
  window_day: string;
  calendar_day: string | null;
  trucker_day: string | null;
  order_uuid: string | null;
  order_id: string | null;
  other_party: string | null;
  pending_id: string | null;
  pending_from: string | null;
  pending_to: string | null;
  pending_reason: string | null;
  pending_company: string | null;
  pending_created: Date | null;
}

/** The events of `source` (binding `l`, the load, and `s`, its stop) matching `where`, ordered by the stop date. */
function eventQuery(companyId: string, source: SQL, where: SQL, limit: number): SQL {
  return sql`
    select l.id::text as id, l.load_id, l.status, l.company_id::text as company_id, l.carrier_company_id::text as carrier_company_id,
      s.stop_type, s.city, s.state, s.window_start, s.window_end,
      (s.window_start at time zone 'UTC')::date::text as window_day,
      s.calendar_day::text as calendar_day, s.trucker_day::text as trucker_day,
      o.id::text as order_uuid, o.order_id,
      other.name as other_party,
      p.id::text as pending_id, p.from_date::text as pending_from, p.to_date::text as pending_to, p.reason as pending_reason,
      p.requested_by_company_id::text as pending_company, p.created_at as pending_created
    from ${source}
    left join lateral (
      select id, order_id from orders where orders.load_id = l.id and orders.status not in ('rejected', 'cancelled') order by created_at desc limit 1
    ) o on true
    left join companies other on other.id = (case when l.company_id = ${companyId} then l.carrier_company_id else l.company_id end)
      and other.id <> ${companyId}
    left join date_change_requests p on p.load_id = l.id and p.stop_type = s.stop_type and p.status = 'pending'
    where ${where}
    order by coalesce(s.calendar_day, (s.window_start at time zone 'UTC')::date), s.window_start, l.load_id, s.stop_type desc
    limit ${limit}
  `;
}

/** A load's two stops as rows `s` (stop_type, city, state, window_start, window_end, calendar_day, trucker_day). */
const STOPS_OF_LOAD = sql`cross join lateral (values
      ('pickup', l.origin_city, l.origin_state, l.pickup_start, l.pickup_end, l.calendar_pickup_date, l.trucker_pickup_date),
      ('delivery', l.destination_city, l.destination_state, l.delivery_start, l.delivery_end, l.calendar_delivery_date, l.trucker_delivery_date)
    ) as s(stop_type, city, state, window_start, window_end, calendar_day, trucker_day)`;

function eventOf(row: EventRow, companyId: string): CalendarEvent {
  const side: LoadSide = row.company_id !== companyId ? 'carrier' : row.carrier_company_id === companyId ? 'both' : 'shipper';
  const date = row.calendar_day ?? row.window_day;
  return {
    key: `${row.id}:${row.stop_type}`,
    loadUuid: row.id,
    loadId: row.load_id,
    orderUuid: row.order_uuid,
    orderId: row.order_id,
    status: row.status,
    stopType: row.stop_type,
    side,
    city: row.city,
    state: row.state,
    windowStart: iso(row.window_start),
    windowEnd: iso(row.window_end),
    date,
    moved: date !== row.window_day,
    truckerDate: row.trucker_day,
    otherParty: row.other_party,
    pending: row.pending_id
      ? {
          _id: row.pending_id,
          fromDate: row.pending_from,
          toDate: row.pending_to!,
          reason: row.pending_reason,
          byUs: row.pending_company === companyId,
          createdAt: iso(row.pending_created!),
        }
      : null,
    canMove: canMoveStop(row.status, row.stop_type),
    canPlanDriver: row.carrier_company_id === companyId && !CLOSED_LOAD_STATUSES.includes(row.status),
  };
}

/** The window bounds that can hold a stop dated in [from, to] (a calendar date is within MAX_SHIFT_DAYS of its window). */
const windowBounds = (from: string, to: string) => ({ low: startOf(addDays(from, -MAX_SHIFT_DAYS)), high: startOf(addDays(to, MAX_SHIFT_DAYS + 1)) });

/** Per stop type, its columns on `loads` (constants, never input). */
const STOP_COLUMNS = {
  pickup: { start: sql.raw('l.pickup_start'), calendar: sql.raw('l.calendar_pickup_date') },
  delivery: { start: sql.raw('l.delivery_start'), calendar: sql.raw('l.calendar_delivery_date') },
} as const;

/**
 * The first `limit` stops of `companyId`'s loads dated in [from, to], as (id, stop_type, day, window_start, load_id), in
 * the calendar's order, without reading the range's other stops (a month of a busy company holds 100,000 of them).
 * A stop's date is its window's day unless its calendar date says otherwise ("moved"), so each side and stop type is
 * two index ranges read in order and cut at `limit`: the stops on their window's day from the loads' (company_id,
 * pickup_start | delivery_start) indexes (the shipper side) and the partial (carrier_company_id, …) indexes of the loads
 * carried for another company (the carrier side; an own-fleet load is on the shipper side, and on the carrier side when
 * the range asks for that side only), and the moved stops (few: a calendar date that differs from the window's day)
 * from the partial indexes on the calendar dates (migration 0017; every company's, kept to the caller's on the rows).
 * PostgreSQL merges the parts (each already in order) and keeps the first `limit`.
 */
function firstStopsDatedIn(companyId: string, range: CalendarRange, limit: number): SQL {
  const start = startOf(range.from);
  const end = startOf(addDays(range.to, 1));
  const shipped = sql`l.company_id = ${companyId}`;
  const carriedForOthers = sql`l.carrier_company_id = ${companyId} and l.carrier_company_id <> l.company_id`;
  const ownFleet = sql`l.company_id = ${companyId} and l.carrier_company_id = ${companyId}`;
  const sides = range.side === 'shipper' ? [shipped] : range.side === 'carrier' ? [carriedForOthers, ownFleet] : [shipped, carriedForOthers];
  const anySide =
    range.side === 'shipper'
      ? sql`l.company_id = ${companyId}`
      : range.side === 'carrier'
        ? sql`l.carrier_company_id = ${companyId}`
        : sql`(l.company_id = ${companyId} or l.carrier_company_id = ${companyId})`;
  const parts: SQL[] = [];
  for (const stopType of ['pickup', 'delivery'] as const) {
    if (range.stopType && range.stopType !== stopType) continue;
    const { start: windowStart, calendar } = STOP_COLUMNS[stopType];
    const windowDay = sql`(${windowStart} at time zone 'UTC')::date`;
    for (const side of sides) {
      parts.push(sql`(select l.id, ${stopType}::text as stop_type, ${windowDay} as day, ${windowStart} as window_start, l.load_id
        from loads l
        where ${side} and ${windowStart} >= ${start} and ${windowStart} < ${end} and (${calendar} is null or ${calendar} = ${windowDay})
        order by ${windowStart}, l.load_id
        limit ${limit})`);
    }
    parts.push(sql`(select l.id, ${stopType}::text as stop_type, ${calendar} as day, ${windowStart} as window_start, l.load_id
      from loads l
      where ${calendar} between ${range.from}::date and ${range.to}::date and ${calendar} <> ${windowDay}
        and ${anySide}
      order by ${calendar}, ${windowStart}, l.load_id
      limit ${limit})`);
  }
  return sql`(select * from (${sql.join(parts, sql` union all `)}) parts order by day, window_start, load_id, stop_type desc limit ${limit})`;
}

/** A calendar's range; `side` keeps to the loads the company ships or to those it carries (its own fleet's in both). */
export interface CalendarRange {
  from: string;
  to: string;
  stopType?: StopType;
  side?: 'shipper' | 'carrier';
}

/**
 * POST load-manager/calendar-events (and dashboard-manager/calendar-events, with a side): the caller's loads' pickups
 * and deliveries dated in [from, to], the first CALENDAR_MAX_EVENTS.
 */
export async function calendarEvents(db: DbOrTx, companyId: string, range: CalendarRange): Promise<CalendarEventsData> {
  const limit = CALENDAR_MAX_EVENTS + 1;
  const source = sql`${firstStopsDatedIn(companyId, range, limit)} f
    join loads l on l.id = f.id
    ${STOPS_OF_LOAD}`;
  const rows = (await db.execute<EventRow>(eventQuery(companyId, source, sql`s.stop_type = f.stop_type`, limit))).rows;
  const truncated = rows.length > CALENDAR_MAX_EVENTS;
  return { from: range.from, to: range.to, events: rows.slice(0, CALENDAR_MAX_EVENTS).map((row) => eventOf(row, companyId)), truncated };
}

/** One stop of one load as the calendar shows it to `companyId` (after a change). */
export async function calendarEventOf(db: DbOrTx, companyId: string, loadUuid: string, stopType: StopType): Promise<CalendarEvent | undefined> {
  const source = sql`loads l ${STOPS_OF_LOAD}`;
  const result = await db.execute<EventRow>(eventQuery(companyId, source, sql`l.id = ${loadUuid} and s.stop_type = ${stopType}`, 1));
  const row = result.rows[0];
  return row ? eventOf(row, companyId) : undefined;
}

interface ScheduleRowRecord extends Record<string, unknown> {
  stop_id: string;
  load_uuid: string;
  load_id: string;
  order_id: string | null;
  stop_type: StopType;
  status: LoadStatus;
  name: string;
  address_id: string | null;
  city: string;
  state: string;
  warehouse: string | null;
  warehouse_id: string | null;
  window_start: Date;
  window_end: Date;
  day: string;
}

export interface ScheduleQuery {
  from: string;
  to: string;
  warehouseId?: string;
  customerId?: string;
  stopType: 'delivery' | 'pickup' | 'all';
  page: number;
  limit: number;
}

/**
 * POST load-manager/get-all-delivery-schedule: the stops of the company's loads (as shipper or carrier) dated in the
 * range, grouped by ISO week (Monday to Sunday); weeks are paged (`limit` weeks a page), each numbered from the range's
 * first week (`ordinal`). The calendar date of a load applies to its first pickup and its last delivery.
 */
export async function deliverySchedule(db: DbOrTx, companyId: string, query: ScheduleQuery): Promise<DeliveryScheduleData> {
  const mondays: string[] = [];
  for (let monday = mondayOf(query.from); monday <= query.to; monday = addDays(monday, 7)) mondays.push(monday);
  const pageMondays = mondays.slice((query.page - 1) * query.limit, query.page * query.limit);
  const { low, high } = windowBounds(query.from, query.to);
  const types = query.stopType === 'all' ? ['pickup', 'delivery'] : [query.stopType];
  const dayExpression = sql`coalesce(
      case
        when s.type = 'delivery' and s.seq = (select max(x.seq) from load_stops x where x.load_id = l.id and x.type = 'delivery') then l.calendar_delivery_date
        when s.type = 'pickup' and s.seq = (select min(x.seq) from load_stops x where x.load_id = l.id and x.type = 'pickup') then l.calendar_pickup_date
      end,
      (s.window_start at time zone 'UTC')::date)`;
  const typeList = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  // The company's stops as shipper (the stops' own company index), then the stops of the loads it carries.
  const stopsOfCompany = sql`s.id in (
      select id from load_stops where company_id = ${companyId} and type in (${typeList}) and window_start >= ${low} and window_start < ${high}
      union
      select x.id from loads c join load_stops x on x.load_id = c.id
      where c.carrier_company_id = ${companyId} and c.company_id <> ${companyId} and x.type in (${typeList}) and x.window_start >= ${low} and x.window_start < ${high})`;
  const base = sql`
    from load_stops s
    join loads l on l.id = s.load_id
    left join warehouses w on w.id = s.warehouse_id
    where ${stopsOfCompany}
      ${query.warehouseId ? sql`and s.warehouse_id = ${query.warehouseId}` : sql``}
      ${query.customerId ? sql`and s.address_id = ${query.customerId}` : sql``}`;
  const inRange = (from: string, to: string) => sql`${dayExpression} between ${from}::date and ${to}::date`;

  const countResult = await db.execute<{ n: number }>(sql`select count(*)::int as n ${base} and ${inRange(query.from, query.to)}`);
  let rows: ScheduleRowRecord[] = [];
  if (pageMondays.length > 0) {
    const pageFrom = pageMondays[0]! < query.from ? query.from : pageMondays[0]!;
    const lastSunday = addDays(pageMondays[pageMondays.length - 1]!, 6);
    const pageTo = lastSunday > query.to ? query.to : lastSunday;
    const result = await db.execute<ScheduleRowRecord>(sql`
      select s.id::text as stop_id, l.id::text as load_uuid, l.load_id,
        (select o.order_id from orders o where o.load_id = l.id and o.status not in ('rejected', 'cancelled') order by o.created_at desc limit 1) as order_id,
        s.type as stop_type, l.status, s.name, s.address_id::text as address_id, s.city, s.state,
        w.name as warehouse, s.warehouse_id::text as warehouse_id, s.window_start, s.window_end,
        ${dayExpression}::text as day
      ${base} and ${inRange(pageFrom, pageTo)}
      order by day, s.window_start, l.load_id, s.seq
      limit 5000`);
    rows = result.rows;
  }

  const weeks = pageMondays.map((monday) => {
    const ordinal = mondays.indexOf(monday) + 1;
    const end = addDays(monday, 6);
    const weekRows: DeliveryScheduleRow[] = rows
      .filter((row) => row.day >= monday && row.day <= end)
      .map((row) => ({
        stopUuid: row.stop_id,
        loadUuid: row.load_uuid,
        loadId: row.load_id,
        orderId: row.order_id,
        stopType: row.stop_type,
        status: row.status,
        customer: row.name,
        customerId: row.address_id,
        city: row.city,
        state: row.state,
        warehouse: row.warehouse,
        warehouseId: row.warehouse_id,
        windowStart: iso(row.window_start),
        windowEnd: iso(row.window_end),
        date: row.day,
      }));
    return { ordinal, ...isoWeekOf(monday), start: monday, end, rows: weekRows };
  });

  const warehouses = await db.execute<{ _id: string; name: string }>(
    sql`select id::text as "_id", name from warehouses where company_id = ${companyId} order by name limit 500`,
  );
  const customers = await db.execute<{ _id: string; name: string }>(sql`
    select distinct on (a.name, a.id) a.id::text as "_id", a.name
    from load_stops s join loads l on l.id = s.load_id join addresses a on a.id = s.address_id
    where ${stopsOfCompany} and ${inRange(query.from, query.to)}
    order by a.name, a.id
    limit 500`);

  return {
    from: query.from,
    to: query.to,
    page: query.page,
    limit: query.limit,
    totalWeeks: mondays.length,
    totalRows: countResult.rows[0]?.n ?? 0,
    weeks,
    warehouses: warehouses.rows.map((row): ScheduleOption => ({ _id: row._id, name: row.name })),
    customers: customers.rows.map((row): ScheduleOption => ({ _id: row._id, name: row.name })),
  };
}
