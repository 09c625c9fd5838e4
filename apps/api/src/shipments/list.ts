import { sql, type SQL } from 'drizzle-orm';
import {
  centsOf,
  ORDER_GROUP_STATUSES,
  type NextPreviousResponse,
  type OrderListItem,
  type OrderListRequest,
  type OrderSort,
  type OrderStatus,
  type Page,
  type RiskReason,
  OPEN_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../db/search';
import { iso } from '../http';
import { valueList } from '../db/sql-lists';

/**
 * order-list (POST, OrderListRequest → Page<OrderListItem>) and next-previous-orders (the neighbours of an order in
 * the same list). The caller's orders are two sets: those it ships (`company_id`, index orders_company_*) and those
 * it carries (`carrier_company_id`, orders_carrier_*; an own-fleet order counted once, on the shipper side). A page is
 * read as the union of the two sets, each taken in the sort's order from its own index and cut at offset + limit,
 * then merged: the first pages read a few dozen index entries however many orders there are; `total` is the sum of
 * two counts. Sorts on the load's dates join the load per row.
 *
 * A dashboard `group` narrows the statuses to ORDER_GROUP_STATUSES[group]; `riskOfDelay` and `delayed` also
 * keep only the orders with the flag (read from the flags' partial indexes). With one side and no filter but the
 * statuses, `total` is read from `order_counters` (exact, kept by triggers): the dashboard's counts read the same rows.
 */

type Part = 'shipper' | 'carrier';

/** An order's delivery as the lists show, filter and sort it: when it was delivered, else the planned end. */
const DELIVERY = sql`coalesce(o.delivered_at, l.delivery_end)`;

const SORTS: Record<OrderSort, { key: SQL; desc: boolean }> = {
  newest: { key: sql`o.created_at`, desc: true },
  oldest: { key: sql`o.created_at`, desc: false },
  pickup: { key: sql`l.pickup_start`, desc: false },
  delivery: { key: DELIVERY, desc: false },
  order_id: { key: sql`o.order_id`, desc: false },
  amount: { key: sql`(o.rate + o.accessorial_total)`, desc: true },
};

/** The parts of the caller's orders the request asks for. */
function partsOf(request: OrderListRequest): Part[] {
  return request.side === 'shipper' ? ['shipper'] : request.side === 'carrier' ? ['carrier'] : ['shipper', 'carrier'];
}

/** The statuses the request keeps (scope, status and group together), or undefined for every status. */
function statusesOf(request: OrderListRequest): readonly OrderStatus[] | undefined {
  const scope = request.scope === 'open' ? OPEN_ORDER_STATUSES : request.scope === 'history' ? CLOSED_ORDER_STATUSES : undefined;
  const group = request.group ? ORDER_GROUP_STATUSES[request.group] : undefined;
  let statuses = scope;
  if (group) statuses = statuses ? statuses.filter((status) => group.includes(status)) : group;
  if (!request.status) return statuses;
  return !statuses || statuses.includes(request.status) ? [request.status] : [];
}

/** SQL: the flag a group needs (`riskOfDelay`, `delayed`), spelled as the partial indexes' predicates. */
function flagOf(request: OrderListRequest): SQL | undefined {
  if (request.group === 'riskOfDelay') return sql`o.is_at_risk`;
  if (request.group === 'delayed') return sql`o.is_delayed`;
  return undefined;
}

/**
 * SQL: the rows of `o` (orders), joined with `l` (loads) when needed, in one part of the caller's orders, with the
 * request's filters; `status` narrows it to one status of the request's (a window by status; see windowIds).
 */
function whereOf(companyId: string, part: Part, request: OrderListRequest, status?: OrderStatus): SQL {
  const filters: SQL[] = [];
  if (part === 'shipper') filters.push(sql`o.company_id = ${companyId}`);
  else filters.push(sql`o.carrier_company_id = ${companyId}`, request.side === 'carrier' ? sql`true` : sql`o.company_id <> ${companyId}`);
  const statuses = statusesOf(request);
  if (status) filters.push(sql`o.status = ${status}`);
  else if (statuses) filters.push(statuses.length > 0 ? sql`o.status in (${valueList(statuses)})` : sql`false`);
  const flag = flagOf(request);
  if (flag) filters.push(flag);
  if (request.counterpartyId)
    filters.push(part === 'shipper' ? sql`o.carrier_company_id = ${request.counterpartyId}` : sql`o.company_id = ${request.counterpartyId}`);
  if (request.from) filters.push(sql`${DELIVERY} >= ${request.from}::date`);
  if (request.to) filters.push(sql`${DELIVERY} < ${request.to}::date + 1`);
  const search = searchOf(companyId, part, request.search);
  if (search) filters.push(search);
  return sql.join(filters, sql` and `);
}

/**
 * SQL: the search term. An order number (`O-…`) or invoice number (`INV-…`) is looked for on the order; anything else
 * in the load's search text (load id, reference, commodity, cities: its trigram index finds the loads first) or the
 * other party's name.
 */
function searchOf(companyId: string, part: Part, search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  if (/^o-?\d/.test(term)) return sql`lower(o.order_id) like ${pattern}`;
  if (/^inv/.test(term)) return sql`lower(o.invoice_number) like ${pattern}`;
  const owner = part === 'shipper' ? sql`company_id` : sql`carrier_company_id`;
  const other = part === 'shipper' ? sql`o.carrier_company_id` : sql`o.company_id`;
  return sql`(o.load_id in (select sl.id from loads sl where sl.search_text like ${pattern} and sl.${owner} = ${companyId})
              or ${other} in (select oc.id from companies oc where lower(oc.name) like ${pattern}))`;
}

/** Whether the request reads the load's columns (filters or sort on its dates): then the list joins it. */
const needsLoad = (request: OrderListRequest) => Boolean(request.from || request.to || request.sort === 'pickup' || request.sort === 'delivery');

const fromOf = (request: OrderListRequest) => (needsLoad(request) ? sql`orders o join loads l on l.id = o.load_id` : sql`orders o`);
const FROM = sql`orders o join loads l on l.id = o.load_id`;

/** SQL: `(key, id)` of rows before (`before` true) or after the order `target` in the sort's order. */
function beside(sort: { key: SQL; desc: boolean }, target: string, before: boolean): SQL {
  const targetKey = sql`(select ${sort.key} from ${FROM} where o.id = ${target})`;
  const greater = sort.desc === before;
  return greater ? sql`(${sort.key}, o.id) > (${targetKey}, ${target}::uuid)` : sql`(${sort.key}, o.id) < (${targetKey}, ${target}::uuid)`;
}

/** The ids of one window of the list (rows `offset` to `offset + limit`), in order; `extra` narrows every part. */
async function windowIds(
  db: DbOrTx,
  companyId: string,
  request: OrderListRequest,
  window: { offset: number; limit: number; reverse?: boolean; extra?: SQL },
): Promise<string[]> {
  const sort = SORTS[request.sort ?? 'newest'];
  const desc = window.reverse ? !sort.desc : sort.desc;
  const direction = desc ? sql`desc` : sql`asc`;
  // In the order of creation, a set of statuses is read status by status from the (company, status, created_at)
  // indexes and merged, rather than filtered out of the company's whole history.
  // A flagged group reads its flag's partial index (company, created_at) instead: few rows, any status.
  const statuses = statusesOf(request);
  const byCreation = (request.sort ?? 'newest') === 'newest' || request.sort === 'oldest';
  const byStatus = byCreation && !flagOf(request) ? (statuses ?? []).map((status) => status as OrderStatus | undefined) : [];
  const parts = partsOf(request).flatMap((part) =>
    (byStatus.length > 0 ? byStatus : [undefined]).map(
      (status) =>
        sql`(select o.id, ${sort.key} as k from ${fromOf(request)} where ${whereOf(companyId, part, request, status)} ${window.extra ? sql`and ${window.extra}` : sql``}
             order by ${sort.key} ${direction}, o.id ${direction} limit ${window.offset + window.limit})`,
    ),
  );
  const result = await db.execute<{ id: string }>(sql`
    select id::text as id from (${sql.join(parts, sql` union all `)}) page
    order by k ${direction}, id ${direction} limit ${window.limit} offset ${window.offset}`);
  return result.rows.map((row) => row.id);
}

/**
 * Whether the list's total can be read from `order_counters`: one side (the counters count an own-fleet order on
 * both sides, as the list of one side does) and no filter but the statuses.
 */
const countedByCounters = (request: OrderListRequest) =>
  Boolean(request.side) && !request.search?.trim() && !request.counterpartyId && !request.from && !request.to && !flagOf(request);

/** The orders of one side of a company in these statuses (every status when undefined), from order_counters. */
async function countersOf(db: DbOrTx, companyId: string, side: Part, statuses: readonly OrderStatus[] | undefined): Promise<number> {
  if (statuses && statuses.length === 0) return 0;
  const result = await db.execute<{ total: number }>(sql`
    select coalesce(sum(count), 0)::int as total from order_counters
    where company_id = ${companyId} and side = ${side} ${statuses ? sql`and status in (${valueList(statuses)})` : sql``}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** The number of rows of the list (each part counted on its own connection, at once). */
async function countOf(db: DbOrTx, companyId: string, request: OrderListRequest, extra?: SQL): Promise<number> {
  if (!extra && request.side && countedByCounters(request)) return countersOf(db, companyId, request.side, statusesOf(request));
  const counts = await Promise.all(
    partsOf(request).map(async (part) => {
      const result = await db.execute<{ total: string }>(
        sql`select count(*)::text as total from ${fromOf(request)} where ${whereOf(companyId, part, request)} ${extra ? sql`and ${extra}` : sql``}`,
      );
      return Number(result.rows[0]?.total ?? 0);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

interface ItemRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  status: OrderStatus;
  company_id: string;
  carrier_company_id: string;
  load_uuid: string;
  load_id: string;
  shipper_name: string;
  carrier_name: string;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  pickup_start: Date | string;
  delivery_end: Date | string;
  delivered_at: Date | string | null;
  currency: OrderListItem['currency'];
  total: string;
  invoice_number: string | null;
  is_paid: boolean;
  truck_number: string | null;
  updated_at: Date | string;
  is_delayed: boolean;
  is_at_risk: boolean;
  delay_reason: RiskReason | null;
  delay_minutes: number | null;
  eta_at: Date | string | null;
}

/** The list items of these orders, in the ids' order. */
async function itemsOf(db: DbOrTx, companyId: string, ids: string[]): Promise<OrderListItem[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ItemRow>(sql`
    select o.id::text as id, o.order_id, o.status, o.company_id::text as company_id, o.carrier_company_id::text as carrier_company_id,
           l.id::text as load_uuid, l.load_id, sc.name as shipper_name, cc.name as carrier_name,
           l.origin_city, l.origin_state, l.destination_city, l.destination_state, l.pickup_start, l.delivery_end, o.delivered_at,
           o.currency, (o.rate + o.accessorial_total)::text as total, o.invoice_number, o.is_paid, t.truck_number, o.updated_at,
           l.is_delayed, l.is_at_risk, l.delay_reason, l.delay_minutes, l.eta_at
    from ${FROM}
      join companies sc on sc.id = o.company_id
      join companies cc on cc.id = o.carrier_company_id
      left join truckers t on t.id = o.trucker_id
    where o.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const carrierSide = row.carrier_company_id === companyId;
    const shipperSide = row.company_id === companyId;
    const side = carrierSide && !shipperSide ? 'carrier' : 'shipper';
    return [
      {
        _id: row.id,
        orderId: row.order_id,
        status: row.status,
        side,
        loadUuid: row.load_uuid,
        loadId: row.load_id,
        counterparty:
          side === 'shipper' ? { companyId: row.carrier_company_id, name: row.carrier_name } : { companyId: row.company_id, name: row.shipper_name },
        origin: `${row.origin_city}, ${row.origin_state}`,
        destination: `${row.destination_city}, ${row.destination_state}`,
        pickupStart: iso(new Date(row.pickup_start)),
        deliveryEnd: iso(new Date(row.delivery_end)),
        deliveredAt: row.delivered_at === null ? null : iso(new Date(row.delivered_at)),
        currency: row.currency,
        totalCents: centsOf(row.total),
        invoiceNumber: row.invoice_number,
        isPaid: row.is_paid,
        truckNumber: row.truck_number,
        updatedAt: iso(new Date(row.updated_at)),
        delay: {
          isDelayed: row.is_delayed,
          isAtRisk: row.is_at_risk,
          delayReason: row.delay_reason,
          delayMinutes: row.delay_minutes,
          etaAt: row.eta_at === null ? null : iso(new Date(row.eta_at)),
        },
      },
    ];
  });
}

export async function listOrders(db: DbOrTx, companyId: string, request: OrderListRequest): Promise<Page<OrderListItem>> {
  const page = request.page ?? 1;
  const limit = request.limit ?? 20;
  const [ids, total] = await Promise.all([windowIds(db, companyId, request, { offset: (page - 1) * limit, limit }), countOf(db, companyId, request)]);
  return { items: await itemsOf(db, companyId, ids), total, page, limit };
}

/** The order before and after `target` in the list, its 1-based place (null when the list no longer holds it), the total. */
export async function nextPrevious(db: DbOrTx, companyId: string, target: string, request: OrderListRequest): Promise<NextPreviousResponse> {
  const sort = SORTS[request.sort ?? 'newest'];
  const [previousIds, nextIds, before, total, inList] = await Promise.all([
    windowIds(db, companyId, request, { offset: 0, limit: 1, reverse: true, extra: beside(sort, target, true) }),
    windowIds(db, companyId, request, { offset: 0, limit: 1, extra: beside(sort, target, false) }),
    countOf(db, companyId, request, beside(sort, target, true)),
    countOf(db, companyId, request),
    countOf(db, companyId, request, sql`o.id = ${target}`),
  ]);
  const neighbours = await itemsOf(db, companyId, [...previousIds, ...nextIds]);
  const find = (id: string | undefined) => {
    const item = neighbours.find((entry) => entry._id === id);
    return item ? { _id: item._id, orderId: item.orderId } : null;
  };
  return { previous: find(previousIds[0]), next: find(nextIds[0]), position: inList > 0 ? before + 1 : null, total };
}
