import { sql } from 'drizzle-orm';
import { ExpectedArrivalsData, envelopeOf, type ContainerStatus, type ExpectedArrival, type LoadStatus, type PurchaseOrderStatus } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { IdParams } from '../http';
import { access, callerOf } from '../plugins/auth';
import { notFound, ok } from '../plugins/envelope';
import { ADDRESS_BOOK_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { expectedDayOf } from '../purchase-orders';

/**
 * GET warehouse-manager/expected-arrivals/{_id} (module address; docs/modules/purchase-orders.md, "From ship to
 * truck"): the containers heading to one of the caller's warehouses — on its open purchase orders (not closed or
 * cancelled), not yet delivered — soonest first. The day expected at the warehouse is the drayage load's delivery
 * day once there is one (its calendar date when moved), else the ETA's day + the port's dwell + a day on the road.
 * Another company's warehouse: 404, as warehouse-detail.
 */

/** Containers still to arrive: not delivered nor returned empty. */
const ARRIVING = sql.raw(`'booked', 'gate_in', 'loaded', 'in_transit', 'transshipment', 'discharged', 'gate_out'`);
const MAX_ARRIVALS = 200;

interface ArrivalRow extends Record<string, unknown> {
  container_id: string;
  container_number: string;
  size_type: ExpectedArrival['sizeType'];
  status: ContainerStatus;
  eta: Date | string | null;
  slipped: boolean;
  po_id: string;
  po_number: string;
  po_status: PurchaseOrderStatus;
  supplier_name: string;
  destination_port: string;
  load_uuid: string | null;
  load_id: string | null;
  load_status: LoadStatus | null;
  delivery_day: string | null;
}

async function expectedArrivals(db: DbOrTx, companyId: string, warehouseId: string): Promise<ExpectedArrival[]> {
  const result = await db.execute<ArrivalRow>(sql`
    select c.id::text as container_id, c.container_number, c.size_type, c.status, coalesce(c.eta, p.eta) as eta,
           exists (select 1 from container_eta_changes e
                   where e.container_id = c.id and e.recorded_at > now() - interval '24 hours' and e.eta > e.previous_eta) as slipped,
           p.id::text as po_id, p.po_number, p.status as po_status, p.supplier_name, p.destination_port,
           l.id::text as load_uuid, l.load_id, l.status as load_status,
           coalesce(l.calendar_delivery_date, (l.delivery_start at time zone 'UTC')::date)::text as delivery_day
    from containers c
      join purchase_orders p on p.id = c.purchase_order_id
      left join loads l on l.id = c.load_id and l.status <> 'cancelled'
    where c.company_id = ${companyId} and p.company_id = ${companyId} and p.destination_warehouse_id = ${warehouseId}
      and p.status not in ('closed', 'cancelled') and c.released_at is null and c.status in (${ARRIVING})
    order by coalesce(c.eta, p.eta) asc nulls last, c.container_number asc
    limit ${MAX_ARRIVALS}
  `);
  return result.rows.map((row) => {
    const eta = row.eta === null ? null : new Date(row.eta);
    return {
      containerId: row.container_id,
      containerNumber: row.container_number,
      sizeType: row.size_type,
      status: row.status,
      eta: eta ? eta.toISOString() : null,
      expectedOn: row.delivery_day ?? (eta ? expectedDayOf(eta) : null),
      slipped: row.slipped,
      purchaseOrder: { _id: row.po_id, poNumber: row.po_number, status: row.po_status, supplierName: row.supplier_name, destinationPort: row.destination_port },
      load: row.load_uuid && row.load_id && row.load_status ? { _id: row.load_uuid, loadId: row.load_id, status: row.load_status } : null,
    };
  });
}

export const expectedArrivalsRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/expected-arrivals/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(ExpectedArrivalsData) } } },
    async (request) => {
      const caller = callerOf(request);
      const owned = await app.db.execute<{ id: string }>(
        sql`select id::text as id from warehouses where id = ${request.params._id} and company_id = ${caller.companyId}`,
      );
      if (owned.rows.length === 0) throw notFound(ADDRESS_BOOK_TEXTS.warehouses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.warehouses.arrivalsFetched(), {
        warehouseId: request.params._id,
        arrivals: await expectedArrivals(app.db, caller.companyId, request.params._id),
      });
    },
  );
};
