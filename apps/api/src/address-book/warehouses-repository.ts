import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { LocationCode, Page, Warehouse, WarehouseAvailability, WarehouseInput, WarehouseProduct } from '@freight/contracts';
import type { Db } from '../db/client';
import { companyHas } from '../db/exists';
import { products, warehouseInventory, warehouses } from '../db/schema';
import { containsPattern, matchesAny } from '../db/search';
import { pageOf } from '../db/paging';
import { iso, orNull } from '../http';
import type { CheckedPostal } from '../providers/maps/postal-check';

type WarehouseRow = typeof warehouses.$inferSelect;

const DEFAULT_WAREHOUSE_TAG = 'warehouse';
/** The unique constraint on (company, code): a concurrent writer of the same code meets it (routes map it to a 400). */
export const WAREHOUSE_CODE_CONSTRAINT = 'warehouses_company_code_unique';

export interface WarehouseListQuery {
  page: number;
  limit: number;
  search?: string;
  tag?: string;
}

function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    tag: row.tag,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country as LocationCode,
    lat: row.lat,
    lng: row.lng,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    openingHours: row.openingHours,
    capacityPallets: row.capacityPallets,
    availablePallets: row.availablePallets,
    dockDoors: row.dockDoors,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function columnsOf(input: WarehouseInput, checked: CheckedPostal) {
  return {
    name: input.name.trim(),
    code: input.code.trim().toUpperCase(),
    tag: input.tag?.trim() || DEFAULT_WAREHOUSE_TAG,
    street1: input.street1.trim(),
    street2: orNull(input.street2?.trim()),
    city: input.city.trim(),
    state: input.state.trim(),
    postalCode: checked.postalCode,
    country: input.country,
    lat: checked.lat,
    lng: checked.lng,
    contactName: orNull(input.contactName?.trim()),
    contactPhone: orNull(input.contactPhone?.trim()),
    contactEmail: orNull(input.contactEmail?.trim().toLowerCase()),
    openingHours: orNull(input.openingHours?.trim()),
    capacityPallets: input.capacityPallets,
    availablePallets: input.availablePallets,
    dockDoors: input.dockDoors ?? 0,
    isActive: input.isActive ?? true,
  };
}

/** Warehouses of one company (warehouse-manager). Every method takes the caller's company first. */
export function createWarehouseRepository(db: Db) {
  const owned = (companyId: string, id: string) => and(eq(warehouses.companyId, companyId), eq(warehouses.id, id));

  return {
    /** Whether the company has this record (one index lookup). */
    exists: (companyId: string, id: string): Promise<boolean> => companyHas(db, warehouses, companyId, id),

    /** A page, newest first; `search` matches name, code, city, postal code or street. */
    async list(companyId: string, query: WarehouseListQuery): Promise<Page<Warehouse>> {
      const filters: Array<SQL | undefined> = [eq(warehouses.companyId, companyId)];
      if (query.tag) filters.push(eq(warehouses.tag, query.tag));
      filters.push(matchesAny(query.search, [warehouses.name, warehouses.code, warehouses.city, warehouses.postalCode, warehouses.street1]));
      const where = and(...filters);
      return pageOf(query, {
        rows: (limit, offset) => db.select().from(warehouses).where(where).orderBy(desc(warehouses.createdAt), desc(warehouses.id)).limit(limit).offset(offset),
        count: () => db.select({ total: count() }).from(warehouses).where(where),
        map: toWarehouse,
      });
    },

    async find(companyId: string, id: string): Promise<Warehouse | null> {
      const rows = await db.select().from(warehouses).where(owned(companyId, id)).limit(1);
      return rows[0] ? toWarehouse(rows[0]) : null;
    },

    /** Whether another warehouse of the company has this code (case-insensitive: codes are stored upper-case). */
    async codeTaken(companyId: string, code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(and(eq(warehouses.companyId, companyId), eq(warehouses.code, code.trim().toUpperCase()), exceptId ? ne(warehouses.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** A code taken meanwhile violates WAREHOUSE_CODE_CONSTRAINT. */
    async create(companyId: string, input: WarehouseInput, checked: CheckedPostal): Promise<Warehouse> {
      const [row] = await db
        .insert(warehouses)
        .values({ ...columnsOf(input, checked), companyId })
        .returning();
      return toWarehouse(row!);
    },

    /** Null when it is not the company's; a code taken meanwhile violates WAREHOUSE_CODE_CONSTRAINT. */
    async update(companyId: string, id: string, input: WarehouseInput, checked: CheckedPostal): Promise<Warehouse | null> {
      const [row] = await db
        .update(warehouses)
        .set({ ...columnsOf(input, checked), updatedAt: new Date() })
        .where(owned(companyId, id))
        .returning();
      return row ? toWarehouse(row) : null;
    },

    /** Deletes a warehouse and its stock rows (purchase orders and stops keep their data, unlinked). */
    async remove(companyId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(warehouses).where(owned(companyId, id)).returning({ id: warehouses.id });
      return deleted.length > 0;
    },

    /** Pallets in use now: capacity minus available; utilisation = used / capacity (0 when capacity is 0). */
    async availability(companyId: string, id: string): Promise<WarehouseAvailability | null> {
      const warehouse = await this.find(companyId, id);
      if (!warehouse) return null;
      const used = Math.max(0, warehouse.capacityPallets - warehouse.availablePallets);
      return {
        warehouseId: warehouse._id,
        capacityPallets: warehouse.capacityPallets,
        availablePallets: warehouse.availablePallets,
        usedPallets: used,
        utilisation: warehouse.capacityPallets > 0 ? Math.round((used / warehouse.capacityPallets) * 10_000) / 10_000 : 0,
        updatedAt: warehouse.updatedAt,
      };
    },

    /** Stock of a warehouse (by product name); `search` matches the SKU or the name. Null for an unknown warehouse. */
    async products(companyId: string, id: string, search?: string): Promise<WarehouseProduct[] | null> {
      if (!(await this.find(companyId, id))) return null;
      const term = search?.trim();
      const pattern = term ? containsPattern(term) : undefined;
      const rows = await db
        .select({
          productId: products.id,
          sku: products.sku,
          name: products.name,
          unit: products.unit,
          quantity: warehouseInventory.quantity,
          pallets: warehouseInventory.pallets,
        })
        .from(warehouseInventory)
        .innerJoin(products, and(eq(products.id, warehouseInventory.productId), eq(products.companyId, companyId)))
        .where(
          and(
            eq(warehouseInventory.companyId, companyId),
            eq(warehouseInventory.warehouseId, id),
            pattern ? or(ilike(products.sku, pattern), ilike(products.name, pattern)) : undefined,
          ),
        )
        .orderBy(asc(products.name), asc(products.sku));
      return rows;
    },
  };
}
