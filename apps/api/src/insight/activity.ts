import { sql } from 'drizzle-orm';
import { type ActivityBucket, type ActivityGraphResponse, type DashboardSide } from '@freight/contracts';
import type { DbOrTx } from '../db/client';

/** The longest range of the activity graph (days, both ends counted). */
export const ACTIVITY_MAX_DAYS = 366;

/**
 * POST order-manager/activity-graph: per bucket (UTC day, ISO week from its Monday, or month from its first day) of
 * [from, to], the side's loads created (shipper: the company's loads by created_at; carrier: the loads it carries,
 * by the load's created_at) and delivered (shipment_facts by delivered_on). Every bucket of the range is answered,
 * empty ones with zeros; the first bucket starts on or before `from`.
 */
export async function activityGraph(
  db: DbOrTx,
  companyId: string,
  side: DashboardSide,
  range: { from: string; to: string; bucket: ActivityBucket },
): Promise<ActivityGraphResponse> {
  const unit = sql.raw(`'${range.bucket}'`);
  const step = sql.raw(`'1 ${range.bucket}'`);
  const loadOwner = side === 'shipper' ? sql`company_id = ${companyId}` : sql`carrier_company_id = ${companyId}`;
  const factOwner = side === 'shipper' ? sql`company_id = ${companyId}` : sql`carrier_company_id = ${companyId}`;
  // One index range count per bucket ((company | carrier, created_at) of loads, (company | carrier, delivered_on) of
  // the facts): no expression evaluated per row, however many loads the range holds.
  const result = await db.execute<{ date: string; created: number; delivered: number }>(sql`
    with buckets as (
      select b::date as d,
             greatest(b::date, ${range.from}::date) as lo,
             least((b + ${step}::interval)::date, ${range.to}::date + 1) as hi
      from generate_series(date_trunc(${unit}, ${range.from}::date::timestamp), ${range.to}::date::timestamp, ${step}::interval) b
    )
    select d::text as date,
           (select count(*) from loads
            where ${loadOwner} and created_at >= (lo::timestamp at time zone 'UTC') and created_at < (hi::timestamp at time zone 'UTC'))::int as created,
           (select count(*) from shipment_facts where ${factOwner} and delivered_on >= lo and delivered_on < hi)::int as delivered
    from buckets
    order by d`);
  return {
    bucket: range.bucket,
    points: result.rows.map((row) => ({ date: row.date, created: Number(row.created), delivered: Number(row.delivered) })),
  };
}
