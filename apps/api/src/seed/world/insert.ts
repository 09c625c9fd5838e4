import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activityLogs,
  addresses,
  carrierPartners,
  chatMessages,
  checkoutSessions,
  containerEtaChanges,
  containerMilestones,
  containerPositions,
  containers,
  emailOutbox,
  favourites,
  idCounters,
  laneUsers,
  lanes,
  loadStops,
  loads,
  notifications,
  orderAccessorials,
  orderDetails,
  orderStatusHistory,
  orders,
  products,
  purchaseOrderLines,
  purchaseOrders,
  quoteComments,
  quotes,
  salesOrderLines,
  salesOrders,
  shipmentLabels,
  trackingPoints,
  truckerEquipment,
  truckers,
  warehouseInventory,
  warehouses,
} from '../../db/schema';
import { bulkInsert } from '../bulk-insert';
import type { LoadBundle } from '../load-generator';
import type { WorldRows } from './context';

/** Writes everything made, in foreign-key order, and Demo Freight Co.'s number counters past what the world used. */

export async function insertWorld(db: DbOrTx, rows: WorldRows, bundles: readonly LoadBundle[]): Promise<void> {
  await bulkInsert(db, carrierPartners, rows.partners);
  await bulkInsert(db, products, rows.products);
  await bulkInsert(db, addresses, rows.addresses);
  await bulkInsert(db, warehouses, rows.warehouses);
  await bulkInsert(db, warehouseInventory, rows.inventory);
  await bulkInsert(db, truckers, rows.truckers);
  await bulkInsert(db, truckerEquipment, rows.truckerEquipment);
  await bulkInsert(db, lanes, rows.lanes);
  await bulkInsert(db, laneUsers, rows.laneUsers);
  await bulkInsert(db, favourites, rows.favourites);
  await bulkInsert(
    db,
    loads,
    bundles.map((bundle) => bundle.load),
  );
  await bulkInsert(
    db,
    loadStops,
    bundles.flatMap((bundle) => bundle.stops),
  );
  await bulkInsert(
    db,
    quotes,
    bundles.flatMap((bundle) => bundle.quotes),
  );
  await bulkInsert(
    db,
    quoteComments,
    bundles.flatMap((bundle) => bundle.quoteComments),
  );
  await bulkInsert(
    db,
    orders,
    bundles.flatMap((bundle) => bundle.orders),
  );
  await bulkInsert(
    db,
    orderDetails,
    bundles.flatMap((bundle) => bundle.orderDetails),
  );
  await bulkInsert(
    db,
    orderStatusHistory,
    bundles.flatMap((bundle) => bundle.history),
  );
  await bulkInsert(
    db,
    orderAccessorials,
    bundles.flatMap((bundle) => bundle.accessorials),
  );
  await bulkInsert(
    db,
    trackingPoints,
    bundles.flatMap((bundle) => bundle.tracking),
  );
  await bulkInsert(db, shipmentLabels, rows.labels);
  await bulkInsert(db, purchaseOrders, rows.purchaseOrders);
  await bulkInsert(db, containers, rows.containers);
  await bulkInsert(db, purchaseOrderLines, rows.poLines);
  await bulkInsert(db, containerPositions, rows.containerPositions);
  await bulkInsert(db, containerMilestones, rows.milestones);
  await bulkInsert(db, containerEtaChanges, rows.etaChanges);
  await bulkInsert(db, salesOrders, rows.salesOrders);
  await bulkInsert(db, salesOrderLines, rows.salesOrderLines);
  await bulkInsert(db, chatMessages, rows.chat);
  await bulkInsert(db, activityLogs, [...bundles.flatMap((bundle) => bundle.activity), ...rows.activity]);
  await bulkInsert(db, notifications, rows.notifications);
  await bulkInsert(db, emailOutbox, rows.emails);
  await bulkInsert(db, checkoutSessions, rows.checkouts);
}

export interface WorldNumbers {
  load: number;
  order: number;
  invoice: number;
  purchaseOrder: number;
  salesOrder: number;
}

export async function saveCounters(db: DbOrTx, demo: string, counters: WorldNumbers): Promise<void> {
  await db
    .insert(idCounters)
    .values([
      { companyId: demo, kind: 'load', value: counters.load },
      { companyId: demo, kind: 'order', value: counters.order },
      { companyId: demo, kind: 'invoice', value: counters.invoice },
      { companyId: demo, kind: 'purchase_order', value: counters.purchaseOrder },
      { companyId: demo, kind: 'sales_order', value: counters.salesOrder },
    ])
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`excluded.value` } });
}
