import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * Fast bulk inserts for seeding: rows typed like drizzle inserts (`typeof table.$inferInsert`, camelCase), sent
 * as one JSON parameter per chunk and expanded by PostgreSQL:
 *
 *   insert into t (a, b) select a, b from json_populate_recordset(null::t, $1)
 *
 * One round trip per chunk and no per-row SQL building. `bulkInsertAll` puts several tables into one statement
 * (data-modifying CTEs; foreign keys are checked at the end of the statement), so a whole batch is one round trip.
 */

const CHUNK_ROWS = 5_000;

type Row = Record<string, unknown>;

function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Rows grouped by the keys they carry: a key left out means "the column's default", which a NULL from
 * json_populate_recordset would not give.
 */
function groupByKeys(rows: readonly Row[]): Array<[string[], Row[]]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const signature = Object.keys(row)
      .filter((key) => row[key] !== undefined)
      .sort()
      .join(',');
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  return [...groups].filter(([signature]) => signature !== '').map(([signature, group]) => [signature.split(','), group]);
}

/** `insert into t (...) select ... from json_populate_recordset(null::t, <json>)` for rows sharing `keys`. */
function insertStatement(table: PgTable, keys: string[], rows: readonly Row[]): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; generated?: unknown }>;
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert ${getTableName(table)}: unknown column ${key}`);
    if (column.generated) throw new Error(`bulkInsert ${getTableName(table)}: ${key} is generated`);
  }
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const tableName = `"${getTableName(table)}"`;
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Row = {};
      for (const key of keys) out[columns[key]!.name] = toJsonValue(row[key]);
      return out;
    }),
  );
  return sql`insert into ${sql.raw(tableName)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(tableName)}, ${json}::json)`;
}

export async function bulkInsert<T extends PgTable>(db: DbOrTx, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  for (const [keys, group] of groupByKeys(rows as readonly Row[])) {
    for (let start = 0; start < group.length; start += CHUNK_ROWS) {
      await db.execute(insertStatement(table, keys, group.slice(start, start + CHUNK_ROWS)));
    }
  }
}

export type InsertPart = readonly [PgTable, ReadonlyArray<Row>];

/**
 * One statement inserting into several tables, in the order given (parents before children), plus any `extra`
 * data-modifying statements (e.g. an upsert) as further CTEs.
 */
export function bulkInsertAllStatement(parts: readonly InsertPart[], extra: readonly SQL[] = []): SQL | null {
  const statements: SQL[] = [];
  for (const [table, rows] of parts) {
    for (const [keys, group] of groupByKeys(rows)) statements.push(insertStatement(table, keys, group));
  }
  statements.push(...extra);
  if (statements.length === 0) return null;
  const ctes = statements.map((statement, index) => sql`${sql.raw(`part_${index}`)} as (${statement})`);
  return sql`with ${sql.join(ctes, sql`, `)} select 1`;
}
