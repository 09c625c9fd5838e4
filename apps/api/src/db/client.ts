import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept `Db | Tx` so writes that belong together share one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Called when an idle client errors (e.g. the server restarted); the pool replaces the client. */
  onIdleError?: (error: Error) => void;
}

/** One `pg` pool and the drizzle handle on top of it. */
export function createDatabase(connectionString: string, options: CreateDatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'freight-api',
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    pool,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
