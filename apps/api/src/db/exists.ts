import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A company's table: its rows have an `id` and the `companyId` that owns them. */
type CompanyTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/**
 * Whether the company owns the row `id` of `table` (one index look-up): the repositories' `exists`. `also` narrows
 * it (the fleet's trucks count only while active).
 */
export async function companyHas(db: DbOrTx, table: CompanyTable, companyId: string, id: string, also?: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.companyId, companyId), eq(table.id, id), also))
    .limit(1);
  return rows.length > 0;
}
