import { ConfigError } from '../../config';
import { loadStorageConfig } from './index';
import { createS3FileStorage } from './s3';
import { sha256Hex, signRequest } from './sigv4';

/** A tiny in-memory S3: checks every request's signature the way S3 does (recomputed from what was sent). */
function fakeS3(secretAccessKey: string) {
  const objects = new Map<string, { bytes: Buffer; contentType: string | null }>();
  const seen: Array<{ method: string; url: string }> = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    seen.push({ method, url: input });
    const headers = init.headers as Record<string, string>;
    const body = init.body ? Buffer.from(init.body as Uint8Array) : undefined;
    const signedNames = /SignedHeaders=([^,]+)/.exec(headers.authorization!)![1]!.split(';');
    const toSign = Object.fromEntries(
      signedNames.filter((name) => name !== 'host' && name !== 'x-amz-date' && name !== 'x-amz-content-sha256').map((name) => [name, headers[name]!]),
    );
    const expected = signRequest({
      method,
      url: input,
      headers: toSign,
      payloadHash: sha256Hex(body ?? ''),
      region: 'eu-west-1',
      service: 's3',
      credentials: { accessKeyId: 'test-key', secretAccessKey },
      now: new Date(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/
          .exec(headers['x-amz-date']!)!
          .slice(1)
          .reduce((iso, part, index) => iso + part + ['-', '-', 'T', ':', ':', 'Z'][index], ''),
      ),
    });
    if (expected.headers.authorization !== headers.authorization) return new Response('<Error><Code>SignatureDoesNotMatch</Code></Error>', { status: 403 });
    const key = new URL(input).pathname;
    if (method === 'PUT') {
      objects.set(key, { bytes: body!, contentType: headers['content-type'] ?? null });
      return new Response(null, { status: 200 });
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    const found = objects.get(key);
    return found ? new Response(new Uint8Array(found.bytes), { status: 200 }) : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
  };
  return { objects, seen, fetch };
}

const config = {
  endpoint: 'http://minio.test:9000',
  bucket: 'freight-files',
  region: 'eu-west-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  prefix: 'dev/',
  forcePathStyle: true,
  timeoutMs: 2000,
};

describe('S3 file storage (providers/storage/s3.ts)', () => {
  it('puts, gets and deletes an object with signed path-style requests', async () => {
    const s3 = fakeS3('test-secret');
    const storage = createS3FileStorage(config, s3.fetch);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('logos/company 1/a.png', bytes, 'image/png');
    expect(s3.seen[0]).toEqual({ method: 'PUT', url: 'http://minio.test:9000/freight-files/dev/logos/company%201/a.png' });
    expect(s3.objects.get('/freight-files/dev/logos/company%201/a.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await storage.get('logos/company 1/a.png')).toEqual(bytes);
    await storage.delete('logos/company 1/a.png');
    expect(await storage.get('logos/company 1/a.png')).toBeNull();
  });

  it('virtual-hosted style puts the bucket in the host', async () => {
    const s3 = fakeS3('test-secret');
    await createS3FileStorage({ ...config, forcePathStyle: false, prefix: '' }, s3.fetch).put('k.png', Buffer.from('x'), 'image/png');
    expect(s3.seen[0]!.url).toBe('http://freight-files.minio.test:9000/k.png');
  });

  it('a refused request (wrong secret) is a 502 provider error, never the bytes', async () => {
    const s3 = fakeS3('another-secret');
    const storage = createS3FileStorage(config, s3.fetch);
    await expect(storage.put('a.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ statusCode: 502, message: 'File storage unavailable' });
  });

  it('reads its configuration from the environment', () => {
    expect(loadStorageConfig({})).toEqual({ provider: 'local' });
    expect(
      loadStorageConfig({ STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual({
      provider: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      prefix: '',
      forcePathStyle: true,
      timeoutMs: 10_000,
    });
    expect(() => loadStorageConfig({ STORAGE_PROVIDER: 's3' })).toThrow(ConfigError);
    expect(() => loadStorageConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER must be local or s3/);
    expect(() =>
      loadStorageConfig({ STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toThrow(/S3_ENDPOINT/);
  });
});
