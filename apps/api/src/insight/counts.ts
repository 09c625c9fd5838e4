import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_GROUPS,
  LIVE_ORDER_STATUSES,
  LOAD_ONLY_GROUPS,
  ORDER_GROUP_STATUSES,
  TRUCKER_STATUSES,
  type DashboardGroup,
  type DashboardSide,
  type OrderCountType,
  type TruckerCountResponse,
  type TruckerCountType,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { shownTruckStatus, TRUCK_ALIAS } from '../fleet';
import { valueList } from '../db/sql-lists';

/**
 * orders-count and my-truker-count (docs/modules/dashboard.md, "Figures"). Every group's figure is the `total` of the
 * list the dashboard links to, read the same way: pending and quoted from load_counters (the load list's total),
 * the order groups from order_counters (order-list's total with that `group` and `side`), the flagged groups by
 * counting the side's live orders with the flag (the flags' partial indexes).
 */

/** SQL: the figure of one group on one side of a company, as an integer expression. */
function groupFigure(companyId: string, side: DashboardSide, group: DashboardGroup): SQL {
  if (group === 'pending' || group === 'quoted') {
    // A carrier has no loads before an order: the load groups are the shipper's only.
    if (side === 'carrier') return sql`0`;
    return sql`(select coalesce(sum(count), 0)::int from load_counters
                where company_id = ${companyId} and side = 'shipper' and status = ${LOAD_ONLY_GROUPS[group]})`;
  }
  if (group === 'riskOfDelay' || group === 'delayed') {
    const owner = side === 'shipper' ? sql`o.company_id` : sql`o.carrier_company_id`;
    const flag = group === 'riskOfDelay' ? sql`o.is_at_risk` : sql`o.is_delayed`;
    return sql`(select count(*)::int from orders o where ${owner} = ${companyId} and ${flag} and o.status in (${valueList(LIVE_ORDER_STATUSES)}))`;
  }
  return sql`(select coalesce(sum(count), 0)::int from order_counters
              where company_id = ${companyId} and side = ${side} and status in (${valueList(ORDER_GROUP_STATUSES[group])}))`;
}

/** The groups' figures (every group for `all`), in one round trip. */
export async function orderCounts(db: DbOrTx, companyId: string, side: DashboardSide, type: OrderCountType): Promise<Partial<Record<DashboardGroup, number>>> {
  const groups: readonly DashboardGroup[] = type === 'all' ? DASHBOARD_GROUPS : [type];
  const columns = groups.map((group) => sql`${groupFigure(companyId, side, group)} as ${sql.identifier(group)}`);
  const result = await db.execute<Record<string, number>>(sql`select ${sql.join(columns, sql`, `)}`);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(groups.map((group) => [group, Number(row[group] ?? 0)]));
}

/**
 * The company's trucks (active truckers of either kind) by status: `counts` holds the status asked for (every status
 * for `all`), `total` is every active truck of the company.
 */
export async function truckerCounts(db: DbOrTx, companyId: string, type: TruckerCountType): Promise<TruckerCountResponse> {
  const result = await db.execute<{ status: string; n: number }>(sql`
    select ${shownTruckStatus(TRUCK_ALIAS)} as status, count(*)::int as n from truckers t where t.company_id = ${companyId} and t.is_active group by 1`);
  const byStatus = new Map(result.rows.map((row) => [row.status, Number(row.n)]));
  const statuses = type === 'all' ? TRUCKER_STATUSES : [type];
  return {
    total: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
    counts: Object.fromEntries(statuses.map((status) => [status, byStatus.get(status) ?? 0])),
  };
}
