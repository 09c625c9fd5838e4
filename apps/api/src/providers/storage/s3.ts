import type { FetchLike } from '../http';
import { ProviderError } from '../http';
import { SHARED_TEXTS } from '../../texts/shared';
import { sha256Hex, signRequest, uriEncode } from './sigv4';
import type { FileStorage } from './types';

export interface S3StorageConfig {
  /** e.g. https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://localhost:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this prefix (e.g. `freight/`); '' by default. */
  prefix: string;
  /** Path style (endpoint/bucket/key: MinIO and most S3-compatibles) or virtual-hosted (bucket.endpoint/key). */
  forcePathStyle: boolean;
  timeoutMs: number;
}

const FAILURE = SHARED_TEXTS.providers.storage;

/**
 * STORAGE_PROVIDER=s3: any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...), with
 * requests signed by SigV4 (sigv4.ts). Objects are private: the API reads them back and serves them itself.
 */
export function createS3FileStorage(config: S3StorageConfig, fetchImpl?: FetchLike): FileStorage {
  const doFetch = fetchImpl ?? (globalThis.fetch as FetchLike);
  const endpoint = new URL(config.endpoint);
  const objectUrl = (key: string) => {
    const path = uriEncode(`${config.prefix}${key}`, true);
    if (config.forcePathStyle) return `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${uriEncode(config.bucket)}/${path}`;
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/${path}`;
  };
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };

  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = objectUrl(key);
    const signed = signRequest({
      method,
      url,
      region: config.region,
      service: 's3',
      credentials,
      payloadHash: sha256Hex(body ?? ''),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    const { host: _host, ...headers } = signed.headers;
    try {
      return await doFetch(url, {
        method,
        headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError('s3', timedOut ? 504 : 502, FAILURE(), error instanceof Error ? error.message : String(error));
    }
  }

  const failed = async (response: Response, what: string) =>
    new ProviderError('s3', 502, FAILURE(), `${what}: HTTP ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`);

  return {
    name: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await failed(response, 'put');
      await response.arrayBuffer().catch(() => undefined);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!response.ok) throw await failed(response, 'get');
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed(response, 'delete');
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
