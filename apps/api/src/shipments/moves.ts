import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { links, realtimeTopic, type OrderUpdatedEvent } from '@freight/contracts';
import type { Tx } from '../db/client';
import { ACTIVITY_TEXTS } from '../texts/activity';
import { loads, notifications, orderStatusHistory, users } from '../db/schema';
import { publishEvent, publishNotifications } from '../realtime/publish';
import type { OrderRow } from './access';

/**
 * What every order action leaves behind, inside its transaction: the status history row (who, when, why), the
 * other party's in-app notification (table + `notification` event) and the `order.updated` real-time event to both
 * companies (payload `{ orderId: uuid, status }`), so open screens fetch the order again.
 */

/**
 * The screen a notification or mail opens: the shared order detail over the loads list (login only, so every user of
 * either party can open it; /order/history needs salesOrders), on the reader's side of the list.
 */
export const orderLink = links.orderDetail;

export async function recordMove(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'companyId' | 'carrierCompanyId'>,
  move: {
    from: string | null;
    to: string;
    byUserId: string | null;
    note?: string | null;
    orderDetailId?: string | null;
    at?: Date;
    /** Where the truck was (a driver's step). */
    position?: { lat: number | null; lng: number | null };
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    companyId: order.companyId,
    carrierCompanyId: order.carrierCompanyId,
    orderId: order.id,
    orderDetailId: move.orderDetailId ?? null,
    fromStatus: move.from,
    toStatus: move.to,
    changedBy: move.byUserId,
    note: move.note ?? null,
    lat: move.position?.lat ?? null,
    lng: move.position?.lng ?? null,
    createdAt: move.at ?? new Date(),
  });
  // The activity log (logs-manager/logs-list): one line in each company of the order (one when it carries its own
  // load), `meta` = { key, params } rendered in the reader's language; `message` the English text.
  const key = activityKeyOf(move);
  await tx.execute(sql`
    insert into activity_logs (company_id, user_id, entity_type, entity_id, action, message, meta, created_at)
    select c.company_id, ${move.byUserId}::uuid, 'order', o.id, ${key === 'order.status' ? move.to : key.slice('order.'.length)}::text,
           replace(replace(replace(${ACTIVITY_TEXTS[key]!.en}::text, '{order}', o.order_id), '{load}', l.load_id), '{status}', ${move.to}::text),
           jsonb_build_object('loadId', l.load_id, 'key', ${key}::text,
             'params', jsonb_build_object('order', o.order_id, 'load', l.load_id, 'status', ${move.to}::text)),
           ${(move.at ?? new Date()).toISOString()}::timestamptz
    from orders o
    join loads l on l.id = o.load_id
    cross join lateral (select distinct unnest(array[o.company_id, o.carrier_company_id]) as company_id) c
    where o.id = ${order.id} and c.company_id is not null`);
}

/**
 * The activity line of a move: a truck assignment refused or cancelled (`orderDetailId`), a return to accepted, else
 * the new status. (The driver's own steps, at pickup and at delivery, are written beside this, not through it.)
 */
function activityKeyOf(move: { from: string | null; to: string; orderDetailId?: string | null }): string {
  if (move.orderDetailId && (move.to === 'rejected' || move.to === 'cancelled')) return `order.assignment_${move.to}`;
  if (move.from === 'assigned' && move.to === 'accepted') return 'order.unassigned';
  const key = `order.${move.to}`;
  return ['order.new', 'order.accepted', 'order.rejected', 'order.cancelled', 'order.invoiced', 'order.paid'].includes(key) ? key : 'order.status';
}

/** `order.updated` to both companies of the order. */
export async function publishOrderUpdated(tx: Tx, order: Pick<OrderRow, 'id' | 'companyId' | 'carrierCompanyId'>, status: string): Promise<void> {
  const payload: OrderUpdatedEvent = { orderId: order.id, status };
  const topics = [...new Set([realtimeTopic.company(order.companyId), realtimeTopic.company(order.carrierCompanyId)])];
  await publishEvent(tx, { type: 'order.updated', topics, payload });
}

/**
 * Who of a company hears of an order: the shipper's load author when the shipper is told, else up to five users of
 * the company with portal access; never the user who acted (`actorId` null: no one acted, e.g. the risk job).
 */
export async function recipientsOf(tx: Tx, order: Pick<OrderRow, 'companyId' | 'loadId'>, companyId: string, actorId: string | null): Promise<string[]> {
  if (companyId === order.companyId) {
    const [author] = await tx
      .select({ id: users.id })
      .from(loads)
      .innerJoin(users, and(eq(users.id, loads.createdBy), eq(users.companyId, companyId)))
      .where(eq(loads.id, order.loadId));
    if (author && author.id !== actorId) return [author.id];
  }
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.canAccessPortal, true), actorId === null ? undefined : ne(users.id, actorId)))
    .orderBy(desc(users.createdAt))
    .limit(5);
  return rows.map((row) => row.id);
}

/**
 * The other party's notification of an action by `actor` (its company is one side; the other side is told). An
 * own-fleet order (one company on both sides) tells nobody: the company did it itself.
 */
export async function notifyOtherParty(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'companyId' | 'carrierCompanyId' | 'loadId'>,
  actor: { userId: string; companyId: string },
  notice: { type: string; title: string; body: string },
): Promise<void> {
  if (order.companyId === order.carrierCompanyId) return;
  const other = actor.companyId === order.companyId ? order.carrierCompanyId : order.companyId;
  const recipients = await recipientsOf(tx, order, other, actor.userId);
  if (recipients.length === 0) return;
  const rows = recipients.map((userId) => ({
    companyId: other,
    userId,
    type: notice.type,
    title: notice.title,
    body: notice.body,
    link: orderLink(order.id, other === order.companyId ? 'shipper' : 'carrier'),
  }));
  await tx.insert(notifications).values(rows);
  await publishNotifications(tx, rows);
}
