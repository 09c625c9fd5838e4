import { sql, type SQL } from 'drizzle-orm';
import {
  centsOf,
  REPORT_NONE_KEY,
  type DashboardSide,
  type ReportFiltersResponse,
  type ReportGroup,
  type ReportMoney,
  type ReportPeriod,
  type ReportRequest,
  type ReportResponse,
  type ReportRow,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';

/**
 * report-manager/report and report-filters over the delivered shipments (`shipment_facts`, one row per shipment,
 * and `shipment_days`, their sums per shipper, day, carrier, lane and currency; both kept by the database's triggers,
 * migrations 0014 and 0015). docs/modules/dashboard.md, "Reports", defines every figure.
 *
 * One statement per report: the day sums of the side and range (index (company_id | carrier_company_id,
 * delivered_on)), aggregated by PostgreSQL in exact decimals with GROUPING SETS: per (group, currency) for the money,
 * per group for the rest, per currency and over everything for the totals. Averages and rates are sums divided by
 * loads (or miles) at the end. Amounts leave the database as numeric text and become integer cents through
 * `centsOf`; amounts of different currencies are never added together.
 */

/** Key of the totals row. */
const REPORT_TOTAL_KEY = 'total';

/** The groups each side may ask for: a shipper's customer and a carrier's carrier are the caller itself. */
export const REPORT_SIDE_GROUPS: Readonly<Record<DashboardSide, readonly ReportGroup[]>> = {
  shipper: ['carrier', 'lane', 'period'],
  carrier: ['customer', 'lane', 'period'],
};

/** km per statute mile (shipment_facts.miles are miles; the intensity is per tonne-km). */
const KM_PER_MILE = 1.609344;

interface Scope {
  companyId: string;
  side: DashboardSide;
}

/** SQL: the facts of the caller's side (the index's leading column). */
const ownerOf = ({ companyId, side }: Scope) => (side === 'shipper' ? sql`f.company_id = ${companyId}` : sql`f.carrier_company_id = ${companyId}`);

/** SQL: the report's grouping expression (uuid or date). */
function keyOf(groupBy: ReportGroup, period: ReportPeriod): SQL {
  if (groupBy === 'customer') return sql`f.company_id`;
  if (groupBy === 'carrier') return sql`f.carrier_company_id`;
  if (groupBy === 'lane') return sql`f.lane_id`;
  if (period === 'day') return sql`f.delivered_on`;
  return period === 'week' ? sql`date_trunc('week', f.delivered_on::timestamp)::date` : sql`date_trunc('month', f.delivered_on::timestamp)::date`;
}

/** SQL: the row's label from its key `g.k` (company and lane names; a period's first day). */
function labelOf(groupBy: ReportGroup): SQL {
  if (groupBy === 'customer' || groupBy === 'carrier') return sql`(select c.name from companies c where c.id = g.k)`;
  if (groupBy === 'lane') return sql`(select ln.name from lanes ln where ln.id = g.k)`;
  return sql`g.k::text`;
}

type Aggregate = {
  /** 'row' (a group, every currency), 'money' (a group in one currency), 'total', 'totalMoney'. */
  kind: 'row' | 'money' | 'total' | 'totalMoney';
  key: string | null;
  label: string | null;
  currency: string | null;
  loads: number;
  miles: string;
  pickup_rate: string;
  delivery_rate: string;
  delay: string;
  co2e: string;
  intensity: string | null;
  amount: string;
  accessorials: string;
  average_rate: string;
  rate_per_mile: string | null;
};

/** The rows of a report (validated request: side resolved, range checked). */
export async function buildReport(db: DbOrTx, scope: Scope, request: ReportRequest): Promise<ReportResponse> {
  const period = request.period ?? 'month';
  const filters: SQL[] = [ownerOf(scope), sql`f.delivered_on between ${request.from}::date and ${request.to}::date`];
  if (request.customerId) filters.push(sql`f.company_id = ${request.customerId}`);
  if (request.carrierId) filters.push(sql`f.carrier_company_id = ${request.carrierId}`);
  if (request.laneId) filters.push(sql`f.lane_id = ${request.laneId}`);

  const result = await db.execute<Aggregate>(sql`
    with b as (
      -- One pass over the day sums: per (group, currency)...
      select ${keyOf(request.groupBy, period)} as k, f.currency,
             sum(f.loads) as loads, sum(f.miles) as miles, sum(f.pickups_on_time) as pickups_on_time,
             sum(f.deliveries_on_time) as deliveries_on_time, sum(f.delivery_delay_minutes) as delivery_delay_minutes,
             sum(f.co2e_kg) as co2e_kg, sum(f.kg_miles) as kg_miles, sum(f.rate) as rate, sum(f.accessorials) as accessorials,
             sum(f.amount_with_miles) as amount_with_miles
      from shipment_days f
      where ${sql.join(filters, sql` and `)}
      group by 1, 2
    ), g as (
      -- ...then the rows, the currencies and the totals from those few sums.
      select b.k, b.currency as cur, grouping(b.k) as gk, grouping(b.currency) as gc,
             sum(b.loads)::int as loads,
             sum(b.miles) as miles,
             sum(b.pickups_on_time) as pickups_on_time,
             sum(b.deliveries_on_time) as deliveries_on_time,
             sum(b.delivery_delay_minutes) as delay_minutes,
             sum(b.co2e_kg) as co2e,
             sum(b.kg_miles) as kg_miles,
             sum(b.rate) as rate,
             sum(b.accessorials) as accessorials,
             sum(b.amount_with_miles) as amount_with_miles
      from b
      group by grouping sets ((b.k, b.currency), (b.k), (b.currency), ())
    )
    select case when g.gk = 1 then (case when g.gc = 1 then 'total' else 'totalMoney' end)
                else (case when g.gc = 1 then 'row' else 'money' end) end as kind,
           g.k::text as key,
           case when g.gk = 0 and g.gc = 1 and g.k is not null then ${labelOf(request.groupBy)} end as label,
           g.cur as currency,
           coalesce(g.loads, 0) as loads,
           round(g.miles, 1)::text as miles,
           round(g.pickups_on_time::numeric / nullif(g.loads, 0), 4)::text as pickup_rate,
           round(g.deliveries_on_time::numeric / nullif(g.loads, 0), 4)::text as delivery_rate,
           round(g.delay_minutes::numeric / nullif(g.loads, 0), 1)::text as delay,
           round(g.co2e, 2)::text as co2e,
           round(g.co2e * 1000000 / nullif(g.kg_miles * ${sql.raw(String(KM_PER_MILE))}, 0), 1)::text as intensity,
           round(g.rate + g.accessorials, 2)::text as amount,
           round(g.accessorials, 2)::text as accessorials,
           round(g.rate / nullif(g.loads, 0), 2)::text as average_rate,
           round(g.amount_with_miles / nullif(g.miles, 0), 2)::text as rate_per_mile
    from g`);

  const moneyOf = (row: Aggregate): ReportMoney => ({
    currency: row.currency as ReportMoney['currency'],
    loads: row.loads,
    amountCents: centsOf(row.amount),
    accessorialCents: centsOf(row.accessorials),
    averageRateCents: centsOf(row.average_rate),
    ratePerMileCents: row.rate_per_mile === null ? null : centsOf(row.rate_per_mile),
  });
  const rowOf = (row: Aggregate, key: string, label: string, money: ReportMoney[]): ReportRow => ({
    key,
    label,
    loads: row.loads,
    miles: Number(row.miles),
    onTimePickupRate: Number(row.pickup_rate),
    onTimeDeliveryRate: Number(row.delivery_rate),
    averageDelayMinutes: Number(row.delay),
    money: money.sort((a, b) => b.amountCents - a.amountCents || a.currency.localeCompare(b.currency)),
    co2eKg: Number(row.co2e),
    co2eIntensity: row.intensity === null ? null : Number(row.intensity),
  });

  const keyText = (row: Aggregate) => row.key ?? REPORT_NONE_KEY;
  const moneyByKey = new Map<string, ReportMoney[]>();
  const totalMoney: ReportMoney[] = [];
  let total: Aggregate | undefined;
  const groups: Aggregate[] = [];
  for (const row of result.rows) {
    if (row.kind === 'money') moneyByKey.set(keyText(row), [...(moneyByKey.get(keyText(row)) ?? []), moneyOf(row)]);
    else if (row.kind === 'totalMoney') totalMoney.push(moneyOf(row));
    else if (row.kind === 'total') total = row;
    else groups.push(row);
  }
  const rows = groups.map((row) =>
    rowOf(row, keyText(row), row.label ?? (request.groupBy === 'period' ? keyText(row) : ''), moneyByKey.get(keyText(row)) ?? []),
  );
  if (request.groupBy === 'period') rows.sort((a, b) => a.key.localeCompare(b.key));
  // By loads, most first; the shipments without a lane or carrier ('none') last.
  else
    rows.sort(
      (a, b) =>
        Number(a.key === REPORT_NONE_KEY) - Number(b.key === REPORT_NONE_KEY) ||
        b.loads - a.loads ||
        a.label.localeCompare(b.label) ||
        a.key.localeCompare(b.key),
    );
  const totals = total && total.loads > 0 ? rowOf(total, REPORT_TOTAL_KEY, '', totalMoney) : emptyTotals();
  return { groupBy: request.groupBy, side: scope.side, rows, totals };
}

/** The totals of a report without shipments. */
const emptyTotals = (): ReportRow => ({
  key: REPORT_TOTAL_KEY,
  label: '',
  loads: 0,
  miles: 0,
  onTimePickupRate: 0,
  onTimeDeliveryRate: 0,
  averageDelayMinutes: 0,
  money: [],
  co2eKg: 0,
  co2eIntensity: null,
});

/**
 * report-filters: the counterparties and lanes of the side's delivered shipments (the customers it carried for on
 * the carrier side, the carriers it used on the shipper side; the other list is empty), by name.
 */
export async function reportFilters(db: DbOrTx, scope: Scope): Promise<ReportFiltersResponse> {
  const counterparty = scope.side === 'shipper' ? sql`f.carrier_company_id` : sql`f.company_id`;
  const result = await db.execute<{ kind: 'company' | 'lane'; id: string; name: string }>(sql`
    with ids as (
      select distinct ${counterparty} as company_id, f.lane_id from shipment_days f where ${ownerOf(scope)}
    )
    select 'company' as kind, c.id::text as id, c.name from companies c where c.id in (select company_id from ids)
    union all
    select 'lane', ln.id::text, ln.name from lanes ln where ln.id in (select lane_id from ids)
    order by 1, 3, 2`);
  const companies = result.rows.filter((row) => row.kind === 'company').map((row) => ({ _id: row.id, name: row.name }));
  const lanes = result.rows.filter((row) => row.kind === 'lane').map((row) => ({ _id: row.id, name: row.name }));
  return scope.side === 'shipper' ? { customers: [], carriers: companies, lanes } : { customers: companies, carriers: [], lanes };
}
