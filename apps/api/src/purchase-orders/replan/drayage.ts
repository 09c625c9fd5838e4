import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CONTAINER_STATUSES,
  type LoadInput,
  type ContainerStatus,
  type ContainerView,
  type Currency,
  type DrayageLoadData,
  type LoadStopInput,
} from '@freight/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { containerMilestones, containers, equipmentTypes, purchaseOrderLines, purchaseOrders, warehouses } from '../../db/schema';
import { HttpError, notFound } from '../../plugins/envelope';
import type { TextRef } from '../../texts';
import { checkLoadInput } from '../../loads';
import { routeLoad } from '../../loads';
import { createLoadWriteRepository } from '../../loads';
import { containerViewsOf, withoutOrder } from '../detail';
import { PURCHASE_ORDER_TEXTS } from '../texts';
import { addDaysTo, dayOf, terminalOf } from './rules';

/**
 * create-drayage-load/{_id}: a discharged container becomes the load from the destination port's terminal to the
 * purchase order's warehouse, made by load-manager's own add-load code (checkLoadInput → routeLoad →
 * loadWrites.create, the three steps of POST load-manager/add-load), then linked to the container (containers.load_id).
 * docs/modules/purchase-orders.md, "From ship to truck".
 */

const conflict = (message: TextRef) => new HttpError(409, message);
/** Discharged or later: the container is off the ship. */
const OFF_THE_SHIP: readonly ContainerStatus[] = CONTAINER_STATUSES.slice(CONTAINER_STATUSES.indexOf('discharged'));
const HOUR_MS = 3_600_000;
/** A typical gross weight (kg) when the container's is not known: the load form says "estimated". */
const ESTIMATED_GROSS_KG: Readonly<Record<string, number>> = { '20GP': 14_000, '40GP': 18_000, '40HC': 18_500, '45HC': 19_500, '40RF': 20_000 };

/** One container as the module shows it (ContainerView, po-api's detail.ts), with its drayage load. */
async function containerViewOf(db: DbOrTx, companyId: string, containerId: string): Promise<ContainerView | null> {
  const [view] = await containerViewsOf(db, companyId, { containerIds: [containerId] });
  return view ? withoutOrder(view) : null;
}

/** The load add-load would be given for this container (exported for the tests). */
function drayageLoadInput(values: {
  container: { containerNumber: string; sizeType: string; sealNumber: string | null; grossWeightKg: number | null };
  order: { poNumber: string; destinationPort: string; billOfLading: string | null; vessel: string | null; voyage: string | null; currency: string };
  warehouse: {
    id: string;
    name: string;
    street1: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
    lat: number | null;
    lng: number | null;
    contactName: string | null;
    contactPhone: string | null;
  };
  terminalFallback: { lat: number | null; lng: number | null };
  dischargedAt: Date;
  now: Date;
  equipmentTypeId: string | null;
  commodity: string;
}): LoadInput {
  const { container, order, warehouse } = values;
  const terminal = terminalOf(order.destinationPort);
  // The pickup window opens at the discharge (not in the past: from the next full hour) for a day.
  const opens = Math.ceil(Math.max(values.dischargedAt.getTime(), values.now.getTime()) / HOUR_MS) * HOUR_MS;
  const pickupStart = new Date(opens);
  const deliveryDay = addDaysTo(dayOf(pickupStart), 1);
  const seal = container.sealNumber ? `, seal ${container.sealNumber}` : '';
  const estimated = container.grossWeightKg === null;
  const pickup: LoadStopInput = {
    type: 'pickup',
    name: terminal?.name ?? order.destinationPort,
    street1: terminal?.street1 ?? order.destinationPort,
    city: terminal?.city ?? order.destinationPort,
    state: terminal?.state ?? warehouse.state,
    postalCode: terminal?.postalCode ?? warehouse.postalCode,
    country: (terminal?.country ?? warehouse.country) as LoadStopInput['country'],
    lat: terminal?.lat ?? values.terminalFallback.lat,
    lng: terminal?.lng ?? values.terminalFallback.lng,
    windowStart: pickupStart.toISOString(),
    windowEnd: new Date(opens + 24 * HOUR_MS).toISOString(),
    appointmentRef: order.billOfLading,
    notes: `Container ${container.containerNumber} (${container.sizeType})${seal}`,
  };
  const delivery: LoadStopInput = {
    type: 'delivery',
    warehouseId: warehouse.id,
    name: warehouse.name,
    street1: warehouse.street1,
    city: warehouse.city,
    state: warehouse.state,
    postalCode: warehouse.postalCode,
    country: warehouse.country as LoadStopInput['country'],
    lat: warehouse.lat,
    lng: warehouse.lng,
    windowStart: `${deliveryDay}T08:00:00.000Z`,
    windowEnd: `${deliveryDay}T17:00:00.000Z`,
    contactName: warehouse.contactName,
    contactPhone: warehouse.contactPhone,
  };
  const sailing = order.vessel ? `, vessel ${order.vessel}${order.voyage ? ` ${order.voyage}` : ''}` : '';
  return {
    stops: [pickup, delivery],
    mode: 'DRAYAGE',
    equipmentTypeId: values.equipmentTypeId,
    commodity: values.commodity.slice(0, 200),
    weight: container.grossWeightKg ?? ESTIMATED_GROSS_KG[container.sizeType] ?? 18_000,
    weightUnit: 'kg',
    currency: (order.currency === 'CAD' ? 'CAD' : 'USD') as Currency,
    referenceNumber: container.containerNumber,
    poNumber: order.poNumber,
    specialInstructions:
      `Ocean container ${container.containerNumber} (${container.sizeType})${seal}` +
      `${order.billOfLading ? `, bill of lading ${order.billOfLading}` : ''}${sailing}.` +
      `${estimated ? ' Gross weight estimated.' : ''} Return the empty container as the ocean carrier instructs.`,
  };
}

/** POST purchase-manager/create-drayage-load/{_id}. */
export async function createDrayageLoad(app: FastifyInstance, caller: { companyId: string; userId: string }, containerId: string): Promise<DrayageLoadData> {
  const db = app.db;
  const [row] = await db
    .select({ container: containers, order: purchaseOrders })
    .from(containers)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, containers.purchaseOrderId))
    .where(and(eq(containers.id, containerId), eq(containers.companyId, caller.companyId)));
  // Another company's container, or none: 404 (never say it exists).
  if (!row) throw notFound(PURCHASE_ORDER_TEXTS.orders.containerNotFound());
  const { container, order } = row;
  if (order.status === 'closed' || order.status === 'cancelled' || container.releasedAt) throw conflict(PURCHASE_ORDER_TEXTS.orders.readOnly());
  if (container.loadId) throw conflict(PURCHASE_ORDER_TEXTS.drayage.exists());
  if (!OFF_THE_SHIP.includes(container.status as ContainerStatus)) throw conflict(PURCHASE_ORDER_TEXTS.drayage.notDischarged());
  const [warehouse] = order.destinationWarehouseId
    ? await db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.id, order.destinationWarehouseId), eq(warehouses.companyId, caller.companyId)))
    : [];
  if (!warehouse) throw conflict(PURCHASE_ORDER_TEXTS.drayage.noWarehouse());

  const [discharge] = await db
    .select({ at: containerMilestones.actualAt })
    .from(containerMilestones)
    .where(and(eq(containerMilestones.containerId, container.id), eq(containerMilestones.event, 'discharged'), isNotNull(containerMilestones.actualAt)))
    .limit(1);
  const [equipment] = await db.select({ id: equipmentTypes.id }).from(equipmentTypes).where(eq(equipmentTypes.key, 'container_chassis'));
  const carried = await db
    .select({ description: purchaseOrderLines.description })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.purchaseOrderId, order.id),
        sql`(${purchaseOrderLines.containerId} = ${container.id} or ${purchaseOrderLines.containerId} is null)`,
      ),
    )
    .orderBy(asc(purchaseOrderLines.lineNo));
  const goods = [...new Set(carried.map((line) => line.description))].join(', ');

  const input = drayageLoadInput({
    container,
    order,
    warehouse,
    terminalFallback: { lat: container.lastLat, lng: container.lastLng },
    dischargedAt: discharge?.at ?? container.lastEventAt ?? new Date(),
    now: new Date(),
    equipmentTypeId: equipment?.id ?? null,
    commodity: goods ? `${order.poNumber}: ${goods}` : `${order.poNumber}: ocean container ${container.sizeType}`,
  });

  // POST load-manager/add-load, step by step (loads/routes.ts).
  const loadWrites = createLoadWriteRepository(db);
  const found = await checkLoadInput(loadWrites, caller.companyId, input);
  const routed = await routeLoad(app.providers.maps, input, found);
  const load = await loadWrites.create(caller.companyId, caller.userId, routed.input, routed.route);

  // The container takes the load unless a concurrent request linked one first: then ours goes again.
  const claimed = await db
    .update(containers)
    .set({ loadId: load._id, updatedAt: new Date() })
    .where(and(eq(containers.id, container.id), isNull(containers.loadId)))
    .returning({ id: containers.id });
  if (claimed.length === 0) {
    await loadWrites.remove(caller.companyId, load._id);
    throw conflict(PURCHASE_ORDER_TEXTS.drayage.exists());
  }
  const view = (await containerViewOf(db, caller.companyId, container.id))!;
  return { container: view, load: { _id: load._id, loadId: load.loadId, status: load.status } };
}
