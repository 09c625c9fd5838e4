import { sql } from 'drizzle-orm';
import { type LaneHistoryResponse, type LoadStatus, UNDELIVERED_TENDERED_LOAD_STATUSES } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { iso } from '../http';
import { valueList } from '../db/sql-lists';

/** Rows of the current and past load lists of the answer (the newest). */
const LANE_LIST_LIMIT = 50;

const cents = (value: string | number | null) => (value === null ? null : Math.round(Number(value)));
const rate = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10_000) / 10_000);

/** The first day (UTC) of the month `months - 1` months before this one: the lane history's period starts there. */
function periodStart(months: number, now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  return first.toISOString().slice(0, 10);
}

/**
 * GET dashboard-manager/lane-history/:_id: one of the caller's lanes (undefined for any other lane) over the last
 * `months` months (this one included). Delivered figures come from shipment_facts (lane_id, delivered_on); money
 * figures count the facts in the lane's currency only; current loads are the lane's live loads now.
 */
export async function laneHistory(db: DbOrTx, companyId: string, laneId: string, months: number, now = new Date()): Promise<LaneHistoryResponse | undefined> {
  const laneResult = await db.execute<{
    id: string;
    name: string;
    origin: string;
    destination: string;
    distance_miles: string | null;
    currency: LaneHistoryResponse['lane']['currency'];
    target_rate: string | null;
  }>(sql`
    select l.id::text as id, l.name, concat(o.city, ', ', o.state) as origin, concat(d.city, ', ', d.state) as destination,
           l.distance_miles::text as distance_miles, l.currency, l.target_rate::text as target_rate
    from lanes l join addresses o on o.id = l.origin_address_id join addresses d on d.id = l.destination_address_id
    where l.id = ${laneId} and l.company_id = ${companyId}`);
  const lane = laneResult.rows[0];
  if (!lane) return undefined;

  const from = periodStart(months, now);
  const facts = sql`f.lane_id = ${laneId} and f.company_id = ${companyId} and f.delivered_on >= ${from}::date`;
  const inCurrency = sql`f.currency = ${lane.currency}`;
  const live = sql`l.lane_id = ${laneId} and l.company_id = ${companyId} and l.status in (${valueList(UNDELIVERED_TENDERED_LOAD_STATUSES)})`;

  const [summary, rates, carriers, current, past] = await Promise.all([
    db.execute<Record<string, string | number | null>>(sql`
      select count(*)::int as delivered,
             (select count(*)::int from loads l where ${live}) as current,
             avg(f.pickup_on_time::int) as pickup_rate, avg(f.delivery_on_time::int) as delivery_rate,
             round(avg(f.rate * 100) filter (where ${inCurrency})) as average_rate,
             round(sum(f.rate * 100) filter (where ${inCurrency} and f.miles > 0) / nullif(sum(f.miles) filter (where ${inCurrency} and f.miles > 0), 0)) as per_mile,
             coalesce(sum(f.co2e_kg), 0)::text as co2e
      from shipment_facts f where ${facts}`),
    db.execute<{ month: string; loads: number; average: string; low: string; high: string }>(sql`
      select date_trunc('month', f.delivered_on::timestamp)::date::text as month, count(*)::int as loads,
             round(avg(f.rate * 100)) as average, round(min(f.rate * 100)) as low, round(max(f.rate * 100)) as high
      from shipment_facts f where ${facts} and ${inCurrency}
      group by 1 order by 1`),
    db.execute<{ company_id: string; name: string; loads: number; on_time: string; average: string | null }>(sql`
      select f.carrier_company_id::text as company_id, c.name, count(*)::int as loads, avg(f.delivery_on_time::int) as on_time,
             round(avg(f.rate * 100) filter (where ${inCurrency})) as average
      from shipment_facts f join companies c on c.id = f.carrier_company_id
      where ${facts}
      group by f.carrier_company_id, c.name
      order by count(*) desc, c.name, f.carrier_company_id`),
    db.execute<{
      id: string;
      load_id: string;
      status: LoadStatus;
      pickup_start: Date;
      delivery_end: Date;
      carrier: string | null;
      order_uuid: string | null;
    }>(sql`
      select l.id::text as id, l.load_id, l.status, l.pickup_start, l.delivery_end, c.name as carrier,
             (select o.id::text from orders o where o.load_id = l.id and o.status not in ('rejected', 'cancelled') order by o.created_at desc limit 1) as order_uuid
      from loads l left join companies c on c.id = l.carrier_company_id
      where ${live}
      order by l.pickup_start, l.load_id
      limit ${LANE_LIST_LIMIT}`),
    db.execute<{ id: string; load_id: string; delivered_at: Date; carrier: string | null; rate: string; on_time: boolean; order_uuid: string | null }>(sql`
      select f.load_id::text as id, l.load_id, f.delivered_at, c.name as carrier, f.rate::text as rate, f.delivery_on_time as on_time, f.order_id::text as order_uuid
      from shipment_facts f join loads l on l.id = f.load_id left join companies c on c.id = f.carrier_company_id
      where ${facts}
      order by f.delivered_on desc, f.delivered_at desc, f.load_id
      limit ${LANE_LIST_LIMIT}`),
  ]);
  const totals = summary.rows[0]!;
  return {
    lane: {
      _id: lane.id,
      name: lane.name,
      origin: lane.origin,
      destination: lane.destination,
      distanceMiles: lane.distance_miles === null ? null : Number(lane.distance_miles),
      currency: lane.currency,
      targetRateCents: lane.target_rate === null ? null : Math.round(Number(lane.target_rate) * 100),
    },
    summary: {
      deliveredLoads: Number(totals.delivered),
      currentLoads: Number(totals.current),
      onTimePickupRate: rate(totals.pickup_rate ?? null),
      onTimeDeliveryRate: rate(totals.delivery_rate ?? null),
      averageRateCents: cents(totals.average_rate ?? null),
      averageRatePerMileCents: cents(totals.per_mile ?? null),
      co2eKg: Math.round(Number(totals.co2e) * 100) / 100,
    },
    rates: rates.rows.map((row) => ({
      month: row.month,
      loads: Number(row.loads),
      averageRateCents: cents(row.average)!,
      minRateCents: cents(row.low)!,
      maxRateCents: cents(row.high)!,
    })),
    carriers: carriers.rows.map((row) => ({
      companyId: row.company_id,
      name: row.name,
      loads: Number(row.loads),
      onTimeDeliveryRate: rate(row.on_time)!,
      averageRateCents: cents(row.average) ?? 0,
    })),
    currentLoads: current.rows.map((row) => ({
      _id: row.id,
      loadId: row.load_id,
      status: row.status,
      pickupStart: iso(new Date(row.pickup_start)),
      deliveryEnd: iso(new Date(row.delivery_end)),
      carrier: row.carrier,
      orderUuid: row.order_uuid,
    })),
    pastLoads: past.rows.map((row) => ({
      _id: row.id,
      loadId: row.load_id,
      deliveredAt: iso(new Date(row.delivered_at)),
      carrier: row.carrier,
      rateCents: Math.round(Number(row.rate) * 100),
      onTime: row.on_time,
      orderUuid: row.order_uuid,
    })),
  };
}
