import { ConfigError } from '../../config';
import type { Db } from '../../db/client';
import type { FetchLike } from '../http';
import { createLocalFileStorage } from './local';
import { createS3FileStorage, type S3StorageConfig } from './s3';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

/**
 * The file storage, chosen by environment variables (docs/api.md, docs/modules/settings.md "Files"):
 *
 *   STORAGE_PROVIDER   local (default: the bytes in the database, table file_blobs) | s3
 *   S3_ENDPOINT        the S3-compatible endpoint URL (required with s3)
 *   S3_BUCKET          the bucket (required with s3)
 *   S3_REGION          the signing region (default us-east-1)
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   the keys (required with s3)
 *   S3_PREFIX          a key prefix (default none)
 *   S3_FORCE_PATH_STYLE  true (default: endpoint/bucket/key, what MinIO and most compatibles need) | false
 */
export type StorageConfig = { provider: 'local' } | ({ provider: 's3' } & S3StorageConfig);

const value = (env: NodeJS.ProcessEnv, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env, timeoutMs = 10_000): StorageConfig {
  const name = (value(env, 'STORAGE_PROVIDER') ?? 'local').toLowerCase();
  if (name === 'local') return { provider: 'local' };
  if (name !== 's3') throw new ConfigError(`STORAGE_PROVIDER must be local or s3, got "${name}"`);
  const required = (variable: string) => {
    const found = value(env, variable);
    if (!found) throw new ConfigError(`${variable} is required when STORAGE_PROVIDER=s3`);
    return found;
  };
  const endpoint = required('S3_ENDPOINT');
  try {
    const parsed = new URL(endpoint);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  const pathStyle = (value(env, 'S3_FORCE_PATH_STYLE') ?? 'true').toLowerCase();
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    provider: 's3',
    endpoint,
    bucket: required('S3_BUCKET'),
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    prefix: value(env, 'S3_PREFIX') ?? '',
    forcePathStyle: pathStyle === 'true',
    timeoutMs,
  };
}

export function createFileStorage(config: StorageConfig, db: Db, fetch?: FetchLike): FileStorage {
  if (config.provider === 's3') {
    const { provider: _provider, ...s3 } = config;
    return createS3FileStorage(s3, fetch);
  }
  return createLocalFileStorage(db);
}
