import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  centsOf,
  type ContainerEvent,
  type ContainerStatus,
  type ContainerType,
  type ContainerView,
  type Incoterm,
  type LoadStatus,
  type PurchaseOrderDetail,
  type PurchaseOrderLineView,
  type PurchaseOrderStatus,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { purchaseOrderLines, purchaseOrders, warehouses } from '../db/schema';
import { iso, isoOrNull } from '../http';
import { listColumns, toListItem, type ListRow, type ShippingLoad } from './repository';
import { actionsFor } from './transitions';

/**
 * The detail of purchase orders (get-purchase-order-detail and every write's answer) and the containers' view
 * (ContainerView: status, last position, ETA, next milestone, drayage load), read in a few queries for many orders.
 * `containerViewsOf` is shared: the tracking part builds ContainerTracking on it.
 */

interface ContainerRow extends Record<string, unknown> {
  id: string;
  purchase_order_id: string;
  container_number: string;
  size_type: string;
  seal_number: string | null;
  gross_weight_kg: number | null;
  status: string;
  last_lat: number | null;
  last_lng: number | null;
  last_location_name: string | null;
  last_event_at: Date | string | null;
  eta: Date | string | null;
  tracking_provider: string;
  load_uuid: string | null;
  load_number: string | null;
  load_status: string | null;
  next_event: string | null;
  next_planned_at: Date | string | null;
  next_location: string | null;
}

export type ContainerViewWithOrder = ContainerView & { purchaseOrderId: string };

/** The containers of some orders (or some containers by id) of one company, by number within an order. */
export async function containerViewsOf(
  db: DbOrTx,
  companyId: string,
  by: { purchaseOrderIds?: string[]; containerIds?: string[] },
): Promise<ContainerViewWithOrder[]> {
  const filter = by.containerIds
    ? sql`c.id = any(${sql.param(by.containerIds)}::uuid[])`
    : sql`c.purchase_order_id = any(${sql.param(by.purchaseOrderIds ?? [])}::uuid[])`;
  if ((by.containerIds ?? by.purchaseOrderIds ?? []).length === 0) return [];
  const result = await db.execute<ContainerRow>(sql`
    select c.id::text, c.purchase_order_id::text, c.container_number, c.size_type, c.seal_number, c.gross_weight_kg, c.status,
           c.last_lat, c.last_lng, c.last_location_name, c.last_event_at, c.eta, c.tracking_provider,
           l.id::text as load_uuid, l.load_id as load_number, l.status as load_status,
           nm.event as next_event, nm.planned_at as next_planned_at, nm.location_name as next_location
    from containers c
    left join loads l on l.id = c.load_id
    left join lateral (
      select m.event, m.planned_at, m.location_name from container_milestones m
      where m.container_id = c.id and m.actual_at is null
      order by m.planned_at asc nulls last, m.id limit 1
    ) nm on true
    where c.company_id = ${companyId} and ${filter}
    order by c.purchase_order_id, c.created_at, c.container_number`);
  return result.rows.map(containerViewOf);
}

function containerViewOf(row: ContainerRow): ContainerViewWithOrder {
  return {
    _id: row.id,
    purchaseOrderId: row.purchase_order_id,
    containerNumber: row.container_number,
    sizeType: row.size_type as ContainerType,
    sealNumber: row.seal_number,
    grossWeightKg: row.gross_weight_kg === null ? null : Number(row.gross_weight_kg),
    status: row.status as ContainerStatus,
    lastPosition:
      row.last_lat === null || row.last_lng === null
        ? null
        : { lat: Number(row.last_lat), lng: Number(row.last_lng), name: row.last_location_name, at: isoOrNull(row.last_event_at) },
    eta: isoOrNull(row.eta),
    nextMilestone: row.next_event
      ? { event: row.next_event as ContainerEvent, plannedAt: isoOrNull(row.next_planned_at), locationName: row.next_location }
      : null,
    trackingProvider: row.tracking_provider,
    load: row.load_uuid ? { _id: row.load_uuid, loadId: row.load_number ?? '', status: row.load_status as LoadStatus } : null,
  };
}

/** ContainerView without the order's id (what the API answers). */
export const withoutOrder = ({ purchaseOrderId: _omit, ...view }: ContainerViewWithOrder): ContainerView => view;

/** The details of some purchase orders of one company, in the order of `ids` (unknown ids are left out). */
export async function purchaseOrderDetails(
  db: DbOrTx,
  companyId: string,
  ids: string[],
  shippingLoads: (companyId: string, poNumbers: string[]) => Promise<Map<string, ShippingLoad>>,
): Promise<PurchaseOrderDetail[]> {
  if (ids.length === 0) return [];
  const po = purchaseOrders;
  const [rows, lines, containers, relatives] = await Promise.all([
    db
      .select({
        ...listColumns,
        incoterm: po.incoterm,
        voyage: po.voyage,
        erpReference: po.erpReference,
        notes: po.notes,
        closedAt: po.closedAt,
        createdAt: po.createdAt,
        warehouse: {
          id: warehouses.id,
          name: warehouses.name,
          street1: warehouses.street1,
          city: warehouses.city,
          state: warehouses.state,
          postalCode: warehouses.postalCode,
        },
      })
      .from(po)
      .leftJoin(warehouses, eq(warehouses.id, po.destinationWarehouseId))
      .where(and(eq(po.companyId, companyId), inArray(po.id, ids))),
    db
      .select({ line: purchaseOrderLines, price: sql<string>`${purchaseOrderLines.unitPrice}::text` })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.companyId, companyId), inArray(purchaseOrderLines.purchaseOrderId, ids)))
      .orderBy(asc(purchaseOrderLines.lineNo)),
    containerViewsOf(db, companyId, { purchaseOrderIds: ids }),
    // Parents and children of these orders.
    db.execute<{ id: string; po_number: string; status: string; parent_id: string | null }>(sql`
      select p.id::text, p.po_number, p.status, p.parent_id::text from purchase_orders p
      where p.company_id = ${companyId}
        and (p.parent_id = any(${sql.param(ids)}::uuid[]) or p.id in (select q.parent_id from purchase_orders q where q.id = any(${sql.param(ids)}::uuid[])))
      order by p.po_number`),
  ]);
  const shipping = await shippingLoads(
    companyId,
    rows.map((row) => row.poNumber),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const parent = relatives.rows.find((candidate) => candidate.id === row.parentId);
    const warehouse = row.warehouse?.id ? row.warehouse : null;
    const detail: PurchaseOrderDetail = {
      ...toListItem(row as ListRow, shipping.get(row.poNumber) ?? null),
      incoterm: row.incoterm as Incoterm,
      voyage: row.voyage,
      destinationWarehouse: warehouse
        ? { _id: warehouse.id, name: warehouse.name, address: `${warehouse.street1}, ${warehouse.city}, ${warehouse.state} ${warehouse.postalCode}` }
        : null,
      erpReference: row.erpReference,
      notes: row.notes,
      closedAt: isoOrNull(row.closedAt),
      createdAt: iso(row.createdAt),
      parent: parent ? { _id: parent.id, poNumber: parent.po_number, status: parent.status as PurchaseOrderStatus } : null,
      children: relatives.rows
        .filter((candidate) => candidate.parent_id === id)
        .map((child) => ({ _id: child.id, poNumber: child.po_number, status: child.status as PurchaseOrderStatus })),
      lines: lines
        .filter(({ line }) => line.purchaseOrderId === id)
        .map(({ line, price }): PurchaseOrderLineView => ({
          _id: line.id,
          lineNo: line.lineNo,
          productId: line.productId,
          sku: line.sku,
          description: line.description,
          quantity: line.quantity,
          unit: line.unit,
          unitPriceCents: centsOf(price),
          receivedQuantity: line.receivedQuantity,
          containerId: line.containerId,
        })),
      containers: containers.filter((container) => container.purchaseOrderId === id).map(withoutOrder),
      actions: actionsFor(row.status),
    };
    return [detail];
  });
}
