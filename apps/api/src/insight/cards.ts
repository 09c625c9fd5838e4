import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  centsOf,
  type DashboardSide,
  type LateTrucker,
  type LatestOrder,
  type OrderStatus,
  type PopularRoute,
  type TopRatedTruck,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { iso } from '../http';
import { todayUtc } from './side';

/**
 * The dashboard's cards (docs/modules/dashboard.md, "Figures"): the latest orders of the side, and the cards that look
 * back over `days` delivery days (today, UTC, and the days before it), read from shipment_facts by its
 * (company_id | carrier_company_id, delivered_on) indexes.
 */

/** SQL: the facts of one side of a company (`f`) delivered in the last `days` UTC days. */
function factsOf(companyId: string, side: DashboardSide, days: number, now: Date): SQL {
  const from = addDays(todayUtc(now), -(days - 1));
  const owner = side === 'shipper' ? sql`f.company_id` : sql`f.carrier_company_id`;
  return sql`${owner} = ${companyId} and f.delivered_on >= ${from}::date`;
}

interface LatestRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  status: OrderStatus;
  load_uuid: string;
  load_id: string;
  counterparty: string;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  currency: LatestOrder['currency'];
  total: string;
  created_at: Date | string;
}

/** The side's newest orders (any status), newest first: the (company | carrier, created_at) index, `limit` entries. */
export async function latestOrders(db: DbOrTx, companyId: string, side: DashboardSide, limit: number): Promise<LatestOrder[]> {
  const owner = side === 'shipper' ? sql`company_id` : sql`carrier_company_id`;
  const other = side === 'shipper' ? sql`o.carrier_company_id` : sql`o.company_id`;
  const result = await db.execute<LatestRow>(sql`
    select o.id::text as id, o.order_id, o.status, l.id::text as load_uuid, l.load_id, c.name as counterparty,
           l.origin_city, l.origin_state, l.destination_city, l.destination_state, o.currency,
           (o.rate + o.accessorial_total)::text as total, o.created_at
    from (select * from orders where ${owner} = ${companyId} order by created_at desc, id desc limit ${limit}) o
      join loads l on l.id = o.load_id
      join companies c on c.id = ${other}
    order by o.created_at desc, o.id desc`);
  return result.rows.map((row) => ({
    _id: row.id,
    orderId: row.order_id,
    status: row.status,
    loadUuid: row.load_uuid,
    loadId: row.load_id,
    counterparty: row.counterparty,
    origin: `${row.origin_city}, ${row.origin_state}`,
    destination: `${row.destination_city}, ${row.destination_state}`,
    currency: row.currency,
    totalCents: centsOf(row.total),
    createdAt: iso(new Date(row.created_at)),
  }));
}

interface TopRow extends Record<string, unknown> {
  id: string;
  name: string;
  truck_number: string;
  company: string;
  rating: string;
  ratings: number;
  deliveries: number;
}

/**
 * Trucks by the average of the shipper's ratings of the loads they delivered in the period (rated loads only; the
 * best first, then the most ratings). Shipper side: the trucks that carried the company's loads; carrier side: its
 * own trucks, as rated by its customers.
 */
export async function topRatedTrucks(
  db: DbOrTx,
  companyId: string,
  side: DashboardSide,
  days: number,
  limit: number,
  now = new Date(),
): Promise<TopRatedTruck[]> {
  const result = await db.execute<TopRow>(sql`
    with g as (
      select f.trucker_id, avg(f.rating) as average, count(f.rating)::int as ratings, count(*)::int as deliveries
      from shipment_facts f
      where ${factsOf(companyId, side, days, now)} and f.trucker_id is not null
      group by f.trucker_id
      having count(f.rating) > 0
    )
    select t.id::text as id, t.name, t.truck_number, c.name as company, round(g.average, 2)::text as rating, g.ratings, g.deliveries
    from g join truckers t on t.id = g.trucker_id join companies c on c.id = t.company_id
    order by g.average desc, g.ratings desc, t.name, t.id
    limit ${limit}`);
  return result.rows.map((row) => ({
    _id: row.id,
    name: row.name,
    truckNumber: row.truck_number,
    company: row.company,
    rating: Number(row.rating),
    ratings: Number(row.ratings),
    deliveries: Number(row.deliveries),
  }));
}

interface LateRow extends Record<string, unknown> {
  id: string;
  name: string;
  truck_number: string;
  company: string;
  deliveries: number;
  late_deliveries: number;
  late_pickups: number;
  average_delay: number;
}

/**
 * Trucks with at least one late pickup or delivery among the loads they delivered in the period, the most late stops
 * first (then the longest average delay). `averageDelayMinutes`: the average minutes late over the late deliveries
 * (0 when only pickups were late); `onTimeRate`: on-time deliveries over deliveries.
 */
export async function lateTruckers(db: DbOrTx, companyId: string, side: DashboardSide, days: number, limit: number, now = new Date()): Promise<LateTrucker[]> {
  const result = await db.execute<LateRow>(sql`
    with g as (
      select f.trucker_id, count(*)::int as deliveries,
             count(*) filter (where not f.delivery_on_time)::int as late_deliveries,
             count(*) filter (where not f.pickup_on_time)::int as late_pickups,
             coalesce(round(avg(f.delivery_delay_minutes) filter (where not f.delivery_on_time)), 0)::int as average_delay
      from shipment_facts f
      where ${factsOf(companyId, side, days, now)} and f.trucker_id is not null
      group by f.trucker_id
      having count(*) filter (where not f.delivery_on_time or not f.pickup_on_time) > 0
    )
    select t.id::text as id, t.name, t.truck_number, c.name as company, g.deliveries, g.late_deliveries, g.late_pickups, g.average_delay
    from g join truckers t on t.id = g.trucker_id join companies c on c.id = t.company_id
    order by g.late_deliveries + g.late_pickups desc, g.average_delay desc, t.name, t.id
    limit ${limit}`);
  return result.rows.map((row) => {
    const deliveries = Number(row.deliveries);
    const lateDeliveries = Number(row.late_deliveries);
    return {
      _id: row.id,
      name: row.name,
      truckNumber: row.truck_number,
      company: row.company,
      deliveries,
      lateDeliveries,
      latePickups: Number(row.late_pickups),
      onTimeRate: Math.round(((deliveries - lateDeliveries) / deliveries) * 10_000) / 10_000,
      averageDelayMinutes: Number(row.average_delay),
    };
  });
}

interface RouteRow extends Record<string, unknown> {
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  loads: number;
  origin_lat: number | null;
  origin_lng: number | null;
  destination_lat: number | null;
  destination_lng: number | null;
  lane_id: string | null;
  lane_name: string | null;
}

/**
 * City pairs by loads delivered in the period (the most first), each end placed at the average of its facts'
 * positions; the lane is the pair's most frequent lane (ties: the lowest id) when it is one of the caller's own lanes.
 */
export async function popularRoutes(
  db: DbOrTx,
  companyId: string,
  side: DashboardSide,
  days: number,
  limit: number,
  now = new Date(),
): Promise<PopularRoute[]> {
  // Hashed twice (no sort of the period's facts): by pair and lane, then by pair, the lane with most loads kept.
  const result = await db.execute<RouteRow>(sql`
    with by_lane as (
      select f.origin_city, f.origin_state, f.destination_city, f.destination_state, f.lane_id, count(*) as n,
             sum(f.origin_lat) as origin_lat, sum(f.origin_lng) as origin_lng, count(f.origin_lat) as origins,
             sum(f.destination_lat) as destination_lat, sum(f.destination_lng) as destination_lng, count(f.destination_lat) as destinations
      from shipment_facts f
      where ${factsOf(companyId, side, days, now)}
      group by f.origin_city, f.origin_state, f.destination_city, f.destination_state, f.lane_id
    ), g as (
      select origin_city, origin_state, destination_city, destination_state, sum(n)::int as loads,
             sum(origin_lat) / nullif(sum(origins), 0) as origin_lat, sum(origin_lng) / nullif(sum(origins), 0) as origin_lng,
             sum(destination_lat) / nullif(sum(destinations), 0) as destination_lat, sum(destination_lng) / nullif(sum(destinations), 0) as destination_lng,
             (array_agg(lane_id order by n desc, lane_id) filter (where lane_id is not null))[1] as lane_id
      from by_lane
      group by origin_city, origin_state, destination_city, destination_state
      order by sum(n) desc, origin_state, origin_city, destination_state, destination_city
      limit ${limit}
    )
    select g.origin_city, g.origin_state, g.destination_city, g.destination_state, g.loads,
           g.origin_lat::float8 as origin_lat, g.origin_lng::float8 as origin_lng,
           g.destination_lat::float8 as destination_lat, g.destination_lng::float8 as destination_lng,
           l.id::text as lane_id, l.name as lane_name
    from g left join lanes l on l.id = g.lane_id and l.company_id = ${companyId}
    order by g.loads desc, g.origin_state, g.origin_city, g.destination_state, g.destination_city`);
  const point = (value: number | null) => (value === null ? null : Math.round(Number(value) * 100_000) / 100_000);
  return result.rows.map((row) => ({
    origin: { city: row.origin_city, state: row.origin_state, lat: point(row.origin_lat), lng: point(row.origin_lng) },
    destination: { city: row.destination_city, state: row.destination_state, lat: point(row.destination_lat), lng: point(row.destination_lng) },
    loads: Number(row.loads),
    laneId: row.lane_id,
    laneName: row.lane_name,
  }));
}
