import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { ApiEnvelope, LogoUploadResult } from '@freight/contracts';
import { fileBlobs, storedFiles } from '../../db/schema';
import { sha256Hex, signRequest } from '../../providers/storage/sigv4';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { memberOf, png } from './support';

/**
 * STORAGE_PROVIDER=s3 end to end: the API started with the S3 variables against a local S3-compatible server that
 * checks each request's SigV4 signature as S3 does; the logo goes to the bucket (nothing in file_blobs) and comes back.
 */
const SECRET = 's3-test-secret';

describe('the company logo in an S3-compatible bucket', () => {
  let t: TestApp;
  let server: http.Server;
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = request.headers as Record<string, string>;
        const names = /SignedHeaders=([^,]+)/.exec(headers.authorization ?? '')?.[1]?.split(';') ?? [];
        const url = `http://${headers.host}${request.url}`;
        const amz = headers['x-amz-date'] ?? '';
        const now = new Date(`${amz.slice(0, 4)}-${amz.slice(4, 6)}-${amz.slice(6, 8)}T${amz.slice(9, 11)}:${amz.slice(11, 13)}:${amz.slice(13, 15)}Z`);
        const extra = Object.fromEntries(
          names.filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, headers[name]!]),
        );
        const expected = signRequest({
          method: request.method!,
          url,
          headers: extra,
          payloadHash: sha256Hex(body),
          region: 'us-east-1',
          service: 's3',
          credentials: { accessKeyId: 'test-key', secretAccessKey: SECRET },
          now,
        });
        if (!headers.authorization || expected.headers.authorization !== headers.authorization || headers['x-amz-content-sha256'] !== sha256Hex(body)) {
          refused.push(`${request.method} ${request.url}`);
          response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const key = request.url!;
        if (request.method === 'PUT') objects.set(key, body);
        if (request.method === 'DELETE') objects.delete(key);
        if (request.method === 'GET' && !objects.has(key)) {
          response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        response.writeHead(request.method === 'DELETE' ? 204 : 200).end(request.method === 'GET' ? objects.get(key) : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const env = {
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      S3_BUCKET: 'freight-files',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_PREFIX: 'test/',
    };
    t = await createTestApp({ env });
    await memberOf(t, 'shipper@demo.test', 's3-logo@demo.test');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('uploads to the bucket with signed requests, serves it back, and deletes the old object on replace', async () => {
    const token = await t.login('s3-logo@demo.test');
    const first = png(32, 32);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/api/settings-manager/company-logo',
      headers: auth(token),
      payload: { data: first.toString('base64') },
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(storedFiles);
    expect(row).toMatchObject({ storage: 's3', contentType: 'image/png' });
    expect([...objects.keys()]).toEqual([`/freight-files/test/${row!.storageKey}`]);
    expect(await t.app.db.select().from(fileBlobs)).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: answer.json<ApiEnvelope<LogoUploadResult>>().data!.logoUrl, headers: auth(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(first);

    await t.app.inject({
      method: 'POST',
      url: '/v1/api/settings-manager/company-logo',
      headers: auth(token),
      payload: { data: png(48, 48).toString('base64') },
    });
    const [replaced] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'logo'));
    expect([...objects.keys()]).toEqual([`/freight-files/test/${replaced!.storageKey}`]);
    expect(refused).toEqual([]);
  });
});
