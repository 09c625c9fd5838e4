import { createDatabase, type Database } from '../../src/db/client';
import { createTestDatabase } from './test-app';

/**
 * A database of the test's own (migrated, the demo world) and a small pool on it, for tests that work on the
 * database without the API (growing the world, planner checks). `close` ends the pool and drops the database.
 */
export async function openTestDatabase(poolSize = 3): Promise<{ handle: Database; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const handle = createDatabase(database.url, { max: poolSize });
  return {
    handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
