import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Address, AddressInput, AddressTag, LocationCode, Page } from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { companyHas } from '../db/exists';
import { addresses, companies, lanes } from '../db/schema';
import { matchesAny } from '../db/search';
import { pageOf } from '../db/paging';
import { pgViolationOf } from '../db/errors';
import { iso, orNull } from '../http';
import type { CheckedPostal } from '../providers/maps/postal-check';

type AddressRow = typeof addresses.$inferSelect;

/**
 * The address the company's settings chose as the default pickup (its `defaults.pickupAddressId`, written by the
 * settings), or null; the address list marks it.
 */
export async function defaultPickupAddressId(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db.select({ defaults: companies.defaults }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const chosen = row?.defaults.pickupAddressId;
  return typeof chosen === 'string' ? chosen : null;
}

export interface AddressListQuery {
  page: number;
  limit: number;
  search?: string;
  tag?: AddressTag;
}

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    tag: row.tag as AddressTag,
    name: row.name,
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
    isDefault: row.isDefault,
    notes: row.notes,
    erpCustomerId: row.erpCustomerId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Columns written from an AddressInput (position and postal code from the zip check). */
function columnsOf(input: AddressInput, checked: CheckedPostal) {
  return {
    tag: input.tag,
    name: input.name.trim(),
    street1: input.street1.trim(),
    street2: orNull(input.street2?.trim()),
    city: input.city.trim(),
    state: input.state.trim(),
    postalCode: checked.postalCode,
    country: input.country,
    lat: checked.lat,
    lng: checked.lng,
    geocodedAt: new Date(),
    contactName: orNull(input.contactName?.trim()),
    contactPhone: orNull(input.contactPhone?.trim()),
    contactEmail: orNull(input.contactEmail?.trim().toLowerCase()),
    openingHours: orNull(input.openingHours?.trim()),
    notes: orNull(input.notes),
    erpCustomerId: orNull(input.erpCustomerId?.trim()),
  };
}

export type RemoveResult = 'removed' | 'not_found' | 'in_use';

/** Addresses of one company (address-manager). Every method takes the caller's company first. */
export function createAddressRepository(db: Db) {
  /**
   * Writers of a default of one company and tag queue on a transaction-scoped advisory lock, taken before any row
   * lock, so concurrent ones never meet on the partial unique index (one default per company and tag) and never
   * deadlock: the last one wins.
   */
  const lockDefaults = (tx: DbOrTx, companyId: string, tag: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`address-default:${companyId}:${tag}`}, 0))`);

  /** Clears the current default of (company, tag), except `keepId` (after lockDefaults). */
  const clearDefault = async (tx: DbOrTx, companyId: string, tag: string, keepId?: string) => {
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(addresses.companyId, companyId), eq(addresses.tag, tag), eq(addresses.isDefault, true), keepId ? ne(addresses.id, keepId) : undefined));
  };

  return {
    /** Whether the company has this record (one index lookup). */
    exists: (companyId: string, id: string): Promise<boolean> => companyHas(db, addresses, companyId, id),

    /** A page, newest first; `search` matches name, city, postal code or street (case-insensitive). */
    async list(companyId: string, query: AddressListQuery): Promise<Page<Address>> {
      const filters: Array<SQL | undefined> = [eq(addresses.companyId, companyId)];
      if (query.tag) filters.push(eq(addresses.tag, query.tag));
      filters.push(matchesAny(query.search, [addresses.name, addresses.city, addresses.postalCode, addresses.street1]));
      const where = and(...filters);
      return pageOf(query, {
        rows: (limit, offset) => db.select().from(addresses).where(where).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(limit).offset(offset),
        count: () => db.select({ total: count() }).from(addresses).where(where),
        map: toAddress,
      });
    },

    async find(companyId: string, id: string): Promise<Address | null> {
      const rows = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)))
        .limit(1);
      return rows[0] ? toAddress(rows[0]) : null;
    },

    /** The company's default address: the default of tag `business` if any, else the latest other default. */
    async findDefault(companyId: string): Promise<Address | null> {
      const rows = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.companyId, companyId), eq(addresses.isDefault, true)))
        .orderBy(sql`(${addresses.tag} = 'business') desc`, desc(addresses.updatedAt))
        .limit(1);
      return rows[0] ? toAddress(rows[0]) : null;
    },

    /** Creates an address; `isDefault` clears the other default of its tag in the same transaction. */
    create(companyId: string, userId: string, input: AddressInput, checked: CheckedPostal): Promise<Address> {
      return db.transaction(async (tx) => {
        const isDefault = input.isDefault ?? false;
        if (isDefault) {
          await lockDefaults(tx, companyId, input.tag);
          await clearDefault(tx, companyId, input.tag);
        }
        const [row] = await tx
          .insert(addresses)
          .values({ ...columnsOf(input, checked), isDefault, companyId, createdBy: userId })
          .returning();
        return toAddress(row!);
      });
    },

    /**
     * Replaces an address's fields (null when it is not the company's). `isDefault` left out keeps the current
     * value; a default address (kept or made) clears the other default of its (possibly new) tag.
     */
    update(companyId: string, id: string, input: AddressInput, checked: CheckedPostal): Promise<Address | null> {
      return db.transaction(async (tx) => {
        // Left out, isDefault keeps the current value, which may be true: lock before reading the row.
        if (input.isDefault !== false) await lockDefaults(tx, companyId, input.tag);
        const current = await tx
          .select({ isDefault: addresses.isDefault })
          .from(addresses)
          .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)))
          .for('update')
          .limit(1);
        if (!current[0]) return null;
        const isDefault = input.isDefault ?? current[0].isDefault;
        if (isDefault) await clearDefault(tx, companyId, input.tag, id);
        const [row] = await tx
          .update(addresses)
          .set({ ...columnsOf(input, checked), isDefault, updatedAt: new Date() })
          .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)))
          .returning();
        return row ? toAddress(row) : null;
      });
    },

    /** Deletes an address, unless a lane uses it (`in_use`: the lane must go first). */
    async remove(companyId: string, id: string): Promise<RemoveResult> {
      const used = await db
        .select({ id: lanes.id })
        .from(lanes)
        .where(and(eq(lanes.companyId, companyId), or(eq(lanes.originAddressId, id), eq(lanes.destinationAddressId, id))))
        .limit(1);
      if (used.length > 0) return 'in_use';
      try {
        const deleted = await db
          .delete(addresses)
          .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)))
          .returning({ id: addresses.id });
        return deleted.length > 0 ? 'removed' : 'not_found';
      } catch (error) {
        // A lane made between the check and the delete: the foreign key (on delete restrict) refuses.
        if (pgViolationOf(error) === 'foreignKey') return 'in_use';
        throw error;
      }
    },
  };
}
