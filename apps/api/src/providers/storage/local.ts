import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import type { FileStorage } from './types';

/**
 * STORAGE_PROVIDER=local (the default): the bytes in the database (`file_blobs`), so the embedded PostgreSQL under
 * DATA_DIR holds them and its backups carry them; nothing to configure, several API instances share them.
 */
export function createLocalFileStorage(db: Db): FileStorage {
  return {
    name: 'local',
    async put(key, bytes) {
      await db
        .insert(fileBlobs)
        .values({ key, bytes })
        .onConflictDoUpdate({ target: fileBlobs.key, set: { bytes, createdAt: sql`now()` } });
    },
    async get(key) {
      const [row] = await db.select({ bytes: fileBlobs.bytes }).from(fileBlobs).where(eq(fileBlobs.key, key)).limit(1);
      return row ? Buffer.from(row.bytes) : null;
    },
    async delete(key) {
      await db.delete(fileBlobs).where(eq(fileBlobs.key, key));
    },
  };
}
