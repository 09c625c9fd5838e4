import { links } from '@freight/contracts';
import { sql } from 'drizzle-orm';
import type { LanguageCode, LogItem, LogsListResponse } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { iso } from '../http';
import { activityText } from '../texts/activity';
import { orderLink } from '../shipments';

interface LogRow extends Record<string, unknown> {
  id: string;
  entity_type: string;
  entity_id: string | null;
  action: string;
  message: string;
  meta: { key?: unknown; params?: unknown } | null;
  user_name: string | null;
  created_at: Date;
  order_side: 'shipper' | 'carrier' | null;
  own_load: boolean;
  own_lane: boolean;
}

/**
 * The screen an entry opens: an order's shared detail on the company's side of it (shipments/moves.ts
 * `orderLink`), the company's own load's edit page, its own lane's history; nothing for the rest (or an entity gone).
 */
function linkOf(row: LogRow): string | null {
  if (!row.entity_id) return null;
  if (row.entity_type === 'order' && row.order_side) return orderLink(row.entity_id, row.order_side);
  if (row.entity_type === 'load' && row.own_load) return links.editLoad(row.entity_id);
  if (row.entity_type === 'lane' && row.own_lane) return links.laneHistory(row.entity_id);
  return null;
}

/**
 * GET logs-manager/logs-list: the company's activity log, newest first (activity_logs (company_id, created_at)
 * index), `limit` rows a page, each line in `language` from its `meta.key` + `meta.params` (texts/activity.ts
 * ACTIVITY_TEXTS; the stored English `message` for a line without a known key); one row more is read to tell
 * whether a next page exists (no total is counted).
 */
export async function logsList(
  db: DbOrTx,
  companyId: string,
  query: { page: number; limit: number; entityType?: string },
  language: LanguageCode = 'en',
): Promise<LogsListResponse> {
  const result = await db.execute<LogRow>(sql`
    select a.id::text as id, a.entity_type, a.entity_id::text as entity_id, a.action, a.message, a.meta,
           nullif(trim(concat(u.firstname, ' ', u.lastname)), '') as user_name, a.created_at,
           case when a.entity_type = 'order' then (
             select case when o.company_id = ${companyId} then 'shipper' when o.carrier_company_id = ${companyId} then 'carrier' end
             from orders o where o.id = a.entity_id) end as order_side,
           (a.entity_type = 'load' and exists (select 1 from loads l where l.id = a.entity_id and l.company_id = ${companyId})) as own_load,
           (a.entity_type = 'lane' and exists (select 1 from lanes n where n.id = a.entity_id and n.company_id = ${companyId})) as own_lane
    from (
      select * from activity_logs
      where company_id = ${companyId} ${query.entityType ? sql`and entity_type = ${query.entityType}` : sql``}
      order by created_at desc, id desc
      limit ${query.limit + 1} offset ${(query.page - 1) * query.limit}
    ) a
    left join users u on u.id = a.user_id
    order by a.created_at desc, a.id desc`);
  const rows = result.rows.slice(0, query.limit);
  const items: LogItem[] = rows.map((row) => ({
    _id: row.id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    message: activityText(row.meta?.key, row.meta?.params, language) ?? row.message,
    user: row.user_name,
    link: linkOf(row),
    createdAt: iso(new Date(row.created_at)),
  }));
  return { items, page: query.page, limit: query.limit, hasMore: result.rows.length > query.limit };
}
