import { sql } from 'drizzle-orm';
import { addDays, type ActivityBucket, type ActivityGraphResponse, type DashboardSide } from '@freight/contracts';
import type { DbOrTx } from '../../db/client';

/** The longest range of the activity graph (days, both ends counted). */
export const ACTIVITY_MAX_DAYS = 366;

/**
 * POST order-manager/activity-graph: per bucket (UTC day, ISO week from its Monday, or month from its first day) of
 * [from, to], the side's loads created (shipper: the company's loads by created_at; carrier: the loads it carries,
 * by the load's created_at) and delivered (shipment_facts by delivered_on). Every bucket of the range is answered,
 * empty ones with zeros; the first bucket starts on or before `from`.
 */
export async function activityGraph(db: DbOrTx, companyId: string, side: DashboardSide, range: { from: string; to: string; bucket: ActivityBucket }): Promise<ActivityGraphResponse> {
  const unit = sql.raw(`'${range.bucket}'`);
  const step = sql.raw(`'1 ${range.bucket}'`);
  const start = new Date(`${range.from}T00:00:00.000Z`);
  const end = new Date(`${addDays(range.to, 1)}T00:00:00.000Z`);
  const loadOwner = side === 'shipper' ? sql`company_id = ${companyId}` : sql`carrier_company_id = ${companyId}`;
  const factOwner = side === 'shipper' ? sql`company_id = ${companyId}` : sql`carrier_company_id = ${companyId}`;
  const result = await db.execute<{ date: string; created: number; delivered: number }>(sql`
    with buckets as (
      select generate_series(date_trunc(${unit}, ${range.from}::date::timestamp), ${range.to}::date::timestamp, ${step}::interval)::date as d
    ), created as (
      select date_trunc(${unit}, created_at at time zone 'UTC')::date as d, count(*)::int as n
      from loads where ${loadOwner} and created_at >= ${start} and created_at < ${end}
      group by 1
    ), delivered as (
      select date_trunc(${unit}, delivered_on::timestamp)::date as d, count(*)::int as n
      from shipment_facts where ${factOwner} and delivered_on between ${range.from}::date and ${range.to}::date
      group by 1
    )
    select b.d::text as date, coalesce(c.n, 0)::int as created, coalesce(x.n, 0)::int as delivered
    from buckets b left join created c on c.d = b.d left join delivered x on x.d = b.d
    order by b.d`);
  return {
    bucket: range.bucket,
    points: result.rows.map((row) => ({ date: row.date, created: Number(row.created), delivered: Number(row.delivered) })),
  };
}
