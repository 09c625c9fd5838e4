import { UNDELIVERED_PURCHASE_ORDER_STATUSES } from '@freight/contracts';
import { sql } from 'drizzle-orm';
import type {
  ContainerEvent,
  ContainerLocation,
  ContainerMilestoneView,
  ContainerStatus,
  ContainerTracking,
  ContainerType,
  ContainerView,
  LoadStatus,
  OpenBoardRow,
  PurchaseOrderStatus,
} from '@freight/contracts';
import type { DbOrTx } from '../../db/client';
import { boundList } from '../../db/sql-lists';

/**
 * The tracking routes' reads (./routes.ts, ./bill-of-lading-routes.ts): a container's view (status, last position,
 * ETA, next milestone, drayage load), its whole story (milestones, track, ETA history), the map's locations and the
 * wall board. Every read is scoped to the caller's company.
 */

type When = Date | string | null;
const iso = (value: When): string | null => (value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString());
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const ids = (list: readonly string[]) => boundList(list, 'uuid');

interface ContainerRow extends Record<string, unknown> {
  id: string;
  purchase_order_id: string;
  container_number: string;
  size_type: ContainerType;
  seal_number: string | null;
  gross_weight_kg: number | null;
  status: ContainerStatus;
  last_lat: number | string | null;
  last_lng: number | string | null;
  last_location_name: string | null;
  last_event_at: When;
  eta: When;
  tracking_provider: string;
  next_event: ContainerEvent | null;
  next_planned_at: When;
  next_location: string | null;
  load_uuid: string | null;
  load_id: string | null;
  load_status: LoadStatus | null;
  po_number: string;
  po_status: PurchaseOrderStatus;
  bill_of_lading: string | null;
  ocean_carrier: string | null;
  vessel: string | null;
  voyage: string | null;
  origin_port: string;
  destination_port: string;
}

const containerSelect = sql`
  select c.id::text as id, c.purchase_order_id::text as purchase_order_id, c.container_number, c.size_type, c.seal_number, c.gross_weight_kg, c.status,
         c.last_lat, c.last_lng, c.last_location_name, c.last_event_at, c.eta, c.tracking_provider,
         n.event as next_event, n.planned_at as next_planned_at, n.location_name as next_location,
         l.id::text as load_uuid, l.load_id, l.status as load_status,
         p.po_number, p.status as po_status, p.bill_of_lading, p.ocean_carrier, p.vessel, p.voyage, p.origin_port, p.destination_port
  from containers c
    join purchase_orders p on p.id = c.purchase_order_id
    left join loads l on l.id = c.load_id
    left join lateral (
      select m.event, m.planned_at, m.location_name from container_milestones m
      where m.container_id = c.id and m.actual_at is null
      order by array_position(array['empty_pickup','gate_in','loaded','vessel_departed','transshipment','vessel_arrived','discharged','gate_out','delivered','empty_returned']::text[], m.event), m.planned_at
      limit 1
    ) n on true
`;

function toContainerView(row: ContainerRow): ContainerView {
  const lat = num(row.last_lat);
  const lng = num(row.last_lng);
  return {
    _id: row.id,
    containerNumber: row.container_number,
    sizeType: row.size_type,
    sealNumber: row.seal_number,
    grossWeightKg: row.gross_weight_kg === null ? null : Number(row.gross_weight_kg),
    status: row.status,
    lastPosition: lat !== null && lng !== null ? { lat, lng, name: row.last_location_name, at: iso(row.last_event_at) } : null,
    eta: iso(row.eta),
    nextMilestone: row.next_event ? { event: row.next_event, plannedAt: iso(row.next_planned_at), locationName: row.next_location } : null,
    trackingProvider: row.tracking_provider,
    load: row.load_uuid && row.load_id && row.load_status ? { _id: row.load_uuid, loadId: row.load_id, status: row.load_status } : null,
  };
}

/** The company's containers with these ids (missing ones left out), in the order asked. */
async function containerRows(db: DbOrTx, companyId: string, containerIds: readonly string[]): Promise<ContainerRow[]> {
  if (containerIds.length === 0) return [];
  const rows = await db.execute<ContainerRow>(sql`${containerSelect} where c.company_id = ${companyId} and c.id in ${ids(containerIds)}`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return containerIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** Each container's whole story: its view, its order's sailing, milestones, track and ETA history. */
export async function containerTrackings(
  db: DbOrTx,
  companyId: string,
  containerIds: readonly string[],
  options: { positions?: boolean } = {},
): Promise<ContainerTracking[]> {
  const rows = await containerRows(db, companyId, containerIds);
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const milestones = await db.execute<{
    id: string;
    container_id: string;
    event: ContainerEvent;
    location_name: string;
    lat: number | string | null;
    lng: number | string | null;
    vessel: string | null;
    voyage: string | null;
    planned_at: When;
    actual_at: When;
  }>(sql`
    select id::text as id, container_id::text as container_id, event, location_name, lat, lng, vessel, voyage, planned_at, actual_at
    from container_milestones where company_id = ${companyId} and container_id in ${ids(found)}
    order by container_id, array_position(array['empty_pickup','gate_in','loaded','vessel_departed','transshipment','vessel_arrived','discharged','gate_out','delivered','empty_returned']::text[], event), planned_at, id
  `);
  const positions =
    options.positions === false
      ? { rows: [] as Array<{ container_id: string; lat: number | string; lng: number | string; recorded_at: When }> }
      : await db.execute<{ container_id: string; lat: number | string; lng: number | string; recorded_at: When }>(sql`
          select container_id::text as container_id, lat, lng, recorded_at from container_positions
          where company_id = ${companyId} and container_id in ${ids(found)}
          order by container_id, recorded_at, id
        `);
  const history = await db.execute<{ container_id: string; previous_eta: When; eta: When; recorded_at: When; source: string }>(sql`
    select container_id::text as container_id, previous_eta, eta, recorded_at, source from container_eta_changes
    where company_id = ${companyId} and container_id in ${ids(found)}
    order by container_id, recorded_at, id
  `);
  const group = <T extends { container_id: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.container_id, [...(map.get(item.container_id) ?? []), item]);
    return map;
  };
  const milestonesOf = group(milestones.rows);
  const positionsOf = group(positions.rows);
  const historyOf = group(history.rows);
  return rows.map((row) => ({
    ...toContainerView(row),
    purchaseOrder: { _id: row.purchase_order_id, poNumber: row.po_number, status: row.po_status },
    billOfLading: row.bill_of_lading,
    oceanCarrier: row.ocean_carrier,
    vessel: row.vessel,
    voyage: row.voyage,
    originPort: row.origin_port,
    destinationPort: row.destination_port,
    milestones: (milestonesOf.get(row.id) ?? []).map((m): ContainerMilestoneView => ({
      _id: m.id,
      event: m.event,
      locationName: m.location_name,
      lat: num(m.lat),
      lng: num(m.lng),
      vessel: m.vessel,
      voyage: m.voyage,
      plannedAt: iso(m.planned_at),
      actualAt: iso(m.actual_at),
    })),
    positions: (positionsOf.get(row.id) ?? []).map((p) => ({ lat: Number(p.lat), lng: Number(p.lng), at: iso(p.recorded_at)! })),
    etaHistory: (historyOf.get(row.id) ?? []).map((h) => ({
      previousEta: iso(h.previous_eta),
      eta: iso(h.eta)!,
      recordedAt: iso(h.recorded_at)!,
      source: h.source,
    })),
  }));
}

/** The container with this (normalised) number on the company's orders: the one of an open order first, else the latest. */
export async function containerIdByNumber(db: DbOrTx, companyId: string, containerNumber: string): Promise<string | null> {
  const rows = await db.execute<{ id: string }>(sql`
    select id::text as id from containers where company_id = ${companyId} and container_number = ${containerNumber}
    order by (released_at is null) desc, created_at desc limit 1
  `);
  return rows.rows[0]?.id ?? null;
}

/** The purchase orders with this bill of lading (any case) and their containers. */
export async function ordersByBillOfLading(db: DbOrTx, companyId: string, billOfLading: string) {
  const orders = await db.execute<{ id: string; po_number: string; status: PurchaseOrderStatus; bill_of_lading: string }>(sql`
    select id::text as id, po_number, status, bill_of_lading from purchase_orders
    where company_id = ${companyId} and upper(bill_of_lading) = upper(${billOfLading})
    order by po_number
  `);
  if (orders.rows.length === 0) return null;
  const containers = await db.execute<{ id: string }>(sql`
    select c.id::text as id from containers c join purchase_orders p on p.id = c.purchase_order_id
    where c.company_id = ${companyId} and p.id in ${ids(orders.rows.map((row) => row.id))}
    order by p.po_number, c.container_number
  `);
  return { orders: orders.rows, containerIds: containers.rows.map((row) => row.id) };
}

/** Statuses shown on the map by default: at sea or in port. */
export const AT_SEA_OR_IN_PORT: readonly ContainerStatus[] = ['gate_in', 'loaded', 'in_transit', 'transshipment', 'discharged'];
const OPEN_ORDER = sql`p.status not in ('closed', 'cancelled')`;

/** The company's containers with a position on open orders, in these statuses. */
export async function containerLocations(
  db: DbOrTx,
  companyId: string,
  statuses: readonly ContainerStatus[],
  containerId?: string,
): Promise<ContainerLocation[]> {
  const rows = await db.execute<{
    id: string;
    container_number: string;
    status: ContainerStatus;
    last_lat: number | string;
    last_lng: number | string;
    last_location_name: string | null;
    last_event_at: When;
    eta: When;
    vessel: string | null;
    po_id: string;
    po_number: string;
    po_status: PurchaseOrderStatus;
  }>(sql`
    select c.id::text as id, c.container_number, c.status, c.last_lat, c.last_lng, c.last_location_name, c.last_event_at, c.eta, p.vessel,
           p.id::text as po_id, p.po_number, p.status as po_status
    from containers c join purchase_orders p on p.id = c.purchase_order_id
    where c.company_id = ${companyId} and c.last_lat is not null and c.last_lng is not null
      ${containerId ? sql`and c.id = ${containerId}` : sql`and ${OPEN_ORDER} and c.released_at is null and c.status in ${boundList(statuses)}`}
    order by p.po_number, c.container_number
  `);
  return rows.rows.map((row) => ({
    _id: row.id,
    containerNumber: row.container_number,
    status: row.status,
    lat: Number(row.last_lat),
    lng: Number(row.last_lng),
    locationName: row.last_location_name,
    at: iso(row.last_event_at),
    eta: iso(row.eta),
    vessel: row.vessel,
    purchaseOrder: { _id: row.po_id, poNumber: row.po_number, status: row.po_status },
  }));
}

/** An ETA that moved later within this long is shown as slipped. */
const SLIPPED_WITHIN_MS = 24 * 3_600_000;

export async function openBoard(db: DbOrTx, companyId: string, now: Date): Promise<OpenBoardRow[]> {
  const orders = await db.execute<{
    id: string;
    po_number: string;
    status: PurchaseOrderStatus;
    supplier_name: string;
    destination_port: string;
    eta: When;
  }>(sql`
    select id::text as id, po_number, status, supplier_name, destination_port, eta from purchase_orders
    where company_id = ${companyId} and status in ${boundList(UNDELIVERED_PURCHASE_ORDER_STATUSES)}
    order by eta asc nulls last, po_number
  `);
  if (orders.rows.length === 0) return [];
  const since = new Date(now.getTime() - SLIPPED_WITHIN_MS).toISOString();
  const containers = await db.execute<{
    id: string;
    purchase_order_id: string;
    container_number: string;
    status: ContainerStatus;
    eta: When;
    next_event: ContainerEvent | null;
    next_planned_at: When;
    slipped: boolean;
  }>(sql`
    select c.id::text as id, c.purchase_order_id::text as purchase_order_id, c.container_number, c.status, c.eta,
           n.event as next_event, n.planned_at as next_planned_at,
           exists (select 1 from container_eta_changes e where e.container_id = c.id and e.previous_eta is not null and e.eta > e.previous_eta and e.recorded_at > ${since}::timestamptz) as slipped
    from containers c
      left join lateral (
        select m.event, m.planned_at from container_milestones m
        where m.container_id = c.id and m.actual_at is null
        order by array_position(array['empty_pickup','gate_in','loaded','vessel_departed','transshipment','vessel_arrived','discharged','gate_out','delivered','empty_returned']::text[], m.event), m.planned_at
        limit 1
      ) n on true
    where c.company_id = ${companyId} and c.purchase_order_id in ${ids(orders.rows.map((row) => row.id))}
    order by c.container_number
  `);
  return orders.rows.map((order) => ({
    _id: order.id,
    poNumber: order.po_number,
    status: order.status,
    supplierName: order.supplier_name,
    destinationPort: order.destination_port,
    eta: iso(order.eta),
    containers: containers.rows
      .filter((container) => container.purchase_order_id === order.id)
      .map((container) => ({
        _id: container.id,
        containerNumber: container.container_number,
        status: container.status,
        eta: iso(container.eta),
        nextMilestone: container.next_event ? { event: container.next_event, plannedAt: iso(container.next_planned_at) } : null,
        slipped: container.slipped,
      })),
  }));
}
