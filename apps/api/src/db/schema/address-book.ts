/** Address book: addresses, warehouses, products, lanes. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, LOCATIONS } from '@freight/contracts';
import { primaryId, timestamps, createdAt, updatedAt, tstz, money, lat, lng, oneOf, position } from './columns';
import { equipmentTypes } from './reference';
import { companyScoped, users } from './companies';

/** Addresses (address-manager). `tag` groups them (business, billing, pickup, delivery, customer, ...). */
export const addresses = pgTable(
  'addresses',
  {
    ...primaryId(),
    ...companyScoped(),
    tag: text('tag').notNull(),
    name: text('name').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('USA'),
    lat: lat(),
    lng: lng(),
    geocodedAt: tstz('geocoded_at'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** At most one default address per company and tag. */
    isDefault: boolean('is_default').notNull().default(false),
    openingHours: text('opening_hours'),
    notes: text('notes'),
    /** ERP customer number (integration-manager/get-sap-customer). */
    erpCustomerId: text('erp_customer_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('addresses_country_check', oneOf(t.country, LOCATIONS)),
    check('addresses_position_check', position(t.lat, t.lng)),
    index('addresses_company_created_idx').on(t.companyId, t.createdAt),
    index('addresses_company_tag_created_idx').on(t.companyId, t.tag, t.createdAt),
    index('addresses_company_name_idx').on(t.companyId, t.name),
    uniqueIndex('addresses_one_default_per_tag_idx')
      .on(t.companyId, t.tag)
      .where(sql`${t.isDefault}`),
  ],
);

/** Products (ERP catalogue: integration-manager/get-sap-products; warehouse stock; PO and SO lines). */
export const products = pgTable(
  'products',
  {
    ...primaryId(),
    ...companyScoped(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default('each'),
    unitWeightLbs: numeric('unit_weight_lbs', { precision: 10, scale: 2, mode: 'number' }),
    unitsPerPallet: integer('units_per_pallet'),
    unitPrice: money('unit_price'),
    commodityClass: text('commodity_class'),
    isHazmat: boolean('is_hazmat').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('products_company_sku_unique').on(t.companyId, t.sku), index('products_company_name_idx').on(t.companyId, t.name)],
);

/** Warehouses (warehouse-manager) with their availability (pallets) and stock (warehouse_inventory). */
export const warehouses = pgTable(
  'warehouses',
  {
    ...primaryId(),
    ...companyScoped(),
    tag: text('tag').notNull().default('warehouse'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('USA'),
    lat: lat(),
    lng: lng(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    capacityPallets: integer('capacity_pallets').notNull().default(0),
    availablePallets: integer('available_pallets').notNull().default(0),
    dockDoors: integer('dock_doors').notNull().default(0),
    openingHours: text('opening_hours'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('warehouses_company_code_unique').on(t.companyId, t.code),
    check('warehouses_country_check', oneOf(t.country, LOCATIONS)),
    check('warehouses_position_check', position(t.lat, t.lng)),
    check('warehouses_pallets_check', sql`${t.availablePallets} >= 0 and ${t.availablePallets} <= ${t.capacityPallets}`),
    index('warehouses_company_created_idx').on(t.companyId, t.createdAt),
    index('warehouses_company_tag_idx').on(t.companyId, t.tag, t.name),
  ],
);

/** Stock of a product in a warehouse (warehouse-manager/products, availability). */
export const warehouseInventory = pgTable(
  'warehouse_inventory',
  {
    ...primaryId(),
    ...companyScoped(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('warehouse_inventory_warehouse_product_unique').on(t.warehouseId, t.productId),
    index('warehouse_inventory_product_idx').on(t.companyId, t.productId),
  ],
);

/** A lane: a recurring origin → destination route of the shipper (lane-manager). */
export const lanes = pgTable(
  'lanes',
  {
    ...primaryId(),
    ...companyScoped(),
    name: text('name').notNull(),
    originAddressId: uuid('origin_address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    destinationAddressId: uuid('destination_address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    equipmentTypeId: uuid('equipment_type_id').references(() => equipmentTypes.id, { onDelete: 'set null' }),
    distanceMiles: numeric('distance_miles', { precision: 8, scale: 1, mode: 'number' }),
    targetRate: money('target_rate'),
    currency: text('currency').notNull().default('USD'),
    /** Expected loads per week. */
    loadsPerWeek: integer('loads_per_week'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('lanes_currency_check', oneOf(t.currency, CURRENCIES)),
    index('lanes_company_created_idx').on(t.companyId, t.createdAt),
    index('lanes_company_name_idx').on(t.companyId, t.name),
    index('lanes_origin_idx').on(t.originAddressId),
    index('lanes_destination_idx').on(t.destinationAddressId),
  ],
);
