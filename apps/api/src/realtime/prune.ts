import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CATCH_UP_WINDOW_HOURS } from './hub';

/** Any 64-bit key of our own for pg_try_advisory_xact_lock: "realtime prune". */
const PRUNE_LOCK_KEY = 0x7265616c74696d65n;
/** Every instance tries hourly (the first time a minute after start); the lock lets one at a time do it. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const PRUNE_FIRST_AFTER_MS = 60 * 1000;

/**
 * Deletes the events older than the catch-up window (24 h): nobody can be replayed them any more. One instance at a
 * time (a transaction-scoped advisory lock; an instance that does not get it skips this round). Returns the number of
 * rows deleted, or null when another instance held the lock.
 */
export async function pruneRealtimeEvents(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_KEY.toString()}::int8) as locked`);
    if (!lock.rows[0]?.locked) return null;
    const deleted = await tx.execute(sql`
      delete from realtime_events where created_at < now() - make_interval(hours => ${CATCH_UP_WINDOW_HOURS})
    `);
    return deleted.rowCount ?? 0;
  });
}
