import { sql, type SQL } from 'drizzle-orm';
import { customType, doublePrecision, numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { quotedList } from '../sql-lists';

/**
 * Column helpers and column groups of every table. A group is spread into a table's columns:
 *
 *   pgTable('lanes', { ...primaryId(), ...companyScoped(), name: text('name').notNull(), ...timestamps() })
 *
 * (`companyScoped` lives in companies.ts, beside the table it references.)
 */

/** `id`: a uuid made by PostgreSQL unless the writer brings one. */
export const primaryId = () => ({ id: uuid('id').primaryKey().defaultRandom() });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** `created_at` and `updated_at`, both set on insert (writers set `updated_at` on change). */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const lat = (name = 'lat') => doublePrecision(name);
export const lng = (name = 'lng') => doublePrecision(name);

/** `column in ('a', 'b', ...)` for a CHECK constraint; values come from @freight/contracts, never from input. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${quotedList(values)})`;
}

/** Latitude/longitude pair both null or both in range. */
export function position(latColumn: AnyPgColumn, lngColumn: AnyPgColumn): SQL {
  return sql`(${latColumn} is null and ${lngColumn} is null) or (${latColumn} between -90 and 90 and ${lngColumn} between -180 and 180)`;
}

/** Binary content (signature images, photos, generated PDFs, mail attachments): `bytea`, read and written as Buffers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
