import type { StorageConfig } from '../../config';
import type { Db } from '../../db/client';
import type { FetchLike } from '../http';
import { createLocalFileStorage } from './local';
import { createS3FileStorage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

/**
 * The file storage, chosen by the configuration (config.ts; docs/api.md, docs/modules/settings.md "Files"):
 *
 *   STORAGE_PROVIDER   local (default: the bytes in the database, table file_blobs) | s3
 *   S3_ENDPOINT        the S3-compatible endpoint URL (required with s3)
 *   S3_BUCKET          the bucket (required with s3)
 *   S3_REGION          the signing region (default us-east-1)
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   the keys (required with s3)
 *   S3_PREFIX          a key prefix (default none)
 *   S3_FORCE_PATH_STYLE  true (default: endpoint/bucket/key, what MinIO and most compatibles need) | false
 */
export { loadStorageConfig, type StorageConfig } from '../../config';

export function createFileStorage(config: StorageConfig, db: Db, fetch?: FetchLike): FileStorage {
  if (config.provider === 's3') {
    const { provider: _provider, ...s3 } = config;
    return createS3FileStorage(s3, fetch);
  }
  return createLocalFileStorage(db);
}
