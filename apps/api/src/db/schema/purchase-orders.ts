/** Purchase orders and containers. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONTAINER_EVENTS, CONTAINER_STATUSES, CONTAINER_TYPES, CURRENCIES, PURCHASE_ORDER_STATUSES } from '@freight/contracts';
import { primaryId, timestamps, tstz, money, lat, lng, oneOf, position } from './columns';
import { companyScoped, users } from './companies';
import { products, warehouses } from './address-book';
import { loads } from './loads';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...primaryId(),
    ...companyScoped(),
    /** Human id, unique per company: PO-100123 (a split child gets the parent's number with a suffix). */
    poNumber: text('po_number').notNull(),
    /** split-purchase-order: the child points at its parent. */
    parentId: uuid('parent_id').references((): AnyPgColumn => purchaseOrders.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    supplierCountry: text('supplier_country').notNull(),
    status: text('status').notNull().default('open'),
    billOfLading: text('bill_of_lading'),
    incoterm: text('incoterm').notNull().default('FOB'),
    /** Ocean carrier (SCAC) and sailing. */
    oceanCarrier: text('ocean_carrier'),
    vessel: text('vessel'),
    voyage: text('voyage'),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    destinationWarehouseId: uuid('destination_warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    orderDate: date('order_date').notNull(),
    etd: tstz('etd'),
    eta: tstz('eta'),
    ata: tstz('ata'),
    totalAmount: money('total_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    erpReference: text('erp_reference'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: tstz('closed_at'),
    ...timestamps(),
  },
  (t) => [
    unique('purchase_orders_company_po_number_unique').on(t.companyId, t.poNumber),
    check('purchase_orders_status_check', oneOf(t.status, PURCHASE_ORDER_STATUSES)),
    check('purchase_orders_currency_check', oneOf(t.currency, CURRENCIES)),
    index('purchase_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('purchase_orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('purchase_orders_company_eta_idx').on(t.companyId, t.eta),
    index('purchase_orders_company_bol_idx').on(t.companyId, t.billOfLading),
    index('purchase_orders_parent_idx').on(t.parentId),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...primaryId(),
    ...companyScoped(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default('each'),
    unitPrice: money('unit_price').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    containerId: uuid('container_id').references(() => containers.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('purchase_order_lines_po_line_unique').on(t.purchaseOrderId, t.lineNo),
    check('purchase_order_lines_quantity_check', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0`),
    index('purchase_order_lines_product_idx').on(t.productId),
    index('purchase_order_lines_container_idx').on(t.containerId),
  ],
);

/** Containers of a purchase order, with their latest position (positions and milestones are the history). */
export const containers = pgTable(
  'containers',
  {
    ...primaryId(),
    ...companyScoped(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** ISO 6346, e.g. MSCU1234565. */
    containerNumber: text('container_number').notNull(),
    sizeType: text('size_type').notNull(),
    sealNumber: text('seal_number'),
    status: text('status').notNull().default('booked'),
    lastLat: lat('last_lat'),
    lastLng: lng('last_lng'),
    lastLocationName: text('last_location_name'),
    lastEventAt: tstz('last_event_at'),
    eta: tstz('eta'),
    /** simulated (local) or vizion. */
    trackingProvider: text('tracking_provider').notNull().default('simulated'),
    trackingReference: text('tracking_reference'),
    grossWeightKg: integer('gross_weight_kg'),
    /** The drayage load from the port to the warehouse (create-drayage-load), once made. */
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    /**
     * Set when its purchase order is closed or cancelled: the number is free again. Container numbers are unique per
     * company among open orders (the partial unique index below).
     */
    releasedAt: tstz('released_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('containers_company_number_open_unique')
      .on(t.companyId, t.containerNumber)
      .where(sql`${t.releasedAt} is null`),
    index('containers_load_idx').on(t.loadId),
    check('containers_status_check', oneOf(t.status, CONTAINER_STATUSES)),
    check('containers_size_type_check', oneOf(t.sizeType, CONTAINER_TYPES)),
    check('containers_position_check', position(t.lastLat, t.lastLng)),
    index('containers_po_idx').on(t.purchaseOrderId),
    index('containers_company_number_idx').on(t.companyId, t.containerNumber),
    index('containers_company_status_idx').on(t.companyId, t.status),
  ],
);

export const containerPositions = pgTable(
  'container_positions',
  {
    ...primaryId(),
    ...companyScoped(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    lat: lat().notNull(),
    lng: lng().notNull(),
    locationName: text('location_name'),
    recordedAt: tstz('recorded_at').notNull(),
  },
  (t) => [check('container_positions_position_check', position(t.lat, t.lng)), index('container_positions_container_idx').on(t.containerId, t.recordedAt)],
);

export const containerMilestones = pgTable(
  'container_milestones',
  {
    ...primaryId(),
    ...companyScoped(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** Null when the provider names no place (Vizion without a name, city or UN/LOCODE): the screens say so in the reader's language. */
    locationName: text('location_name'),
    lat: lat(),
    lng: lng(),
    vessel: text('vessel'),
    voyage: text('voyage'),
    plannedAt: tstz('planned_at'),
    /** Null while only planned. */
    actualAt: tstz('actual_at'),
    /** The provider's id of the event (Vizion's event id), so a webhook delivered twice stores it once. */
    externalId: text('external_id'),
  },
  (t) => [
    uniqueIndex('container_milestones_external_unique')
      .on(t.containerId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    check('container_milestones_event_check', oneOf(t.event, CONTAINER_EVENTS)),
    check('container_milestones_position_check', position(t.lat, t.lng)),
    index('container_milestones_container_idx').on(t.containerId, t.plannedAt),
  ],
);

/** How a container's ETA moved: one row per change (the tracking provider's or a person's), for the track screen. */
export const containerEtaChanges = pgTable(
  'container_eta_changes',
  {
    ...primaryId(),
    ...companyScoped(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    previousEta: tstz('previous_eta'),
    eta: tstz('eta').notNull(),
    /** simulated, vizion or manual. */
    source: text('source').notNull(),
    recordedAt: tstz('recorded_at').notNull(),
  },
  (t) => [
    check('container_eta_changes_source_check', oneOf(t.source, ['simulated', 'vizion', 'manual'])),
    index('container_eta_changes_container_idx').on(t.containerId, t.recordedAt),
    index('container_eta_changes_company_idx').on(t.companyId, t.recordedAt),
  ],
);
