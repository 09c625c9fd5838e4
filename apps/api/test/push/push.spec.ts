import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { ApiEnvelope, AppConfig } from '@freight/contracts';
import { appSettings, pushSubscriptions } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../support/test-app';

/** A push service on loopback: records what the API sends, answers with the status a test chooses. */
async function fakePushService() {
  const received: Array<{ path: string; headers: http.IncomingHttpHeaders; bytes: number }> = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks).length });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    answer: (next: number) => void (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 public key and 16 random bytes, base64url. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

describe('web push', () => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    service = await fakePushService();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('makes VAPID keys on first start, keeps them, and publishes the public one', async () => {
    const [stored] = await t.app.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
    const keys = JSON.parse(stored!.value) as { publicKey: string; privateKey: string };
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    const config = (await t.app.inject({ method: 'GET', url: '/v1/api/app-config' })).json<ApiEnvelope<AppConfig>>().data!;
    expect(config.vapidPublicKey).toBe(keys.publicKey);
    expect(config).toMatchObject({ company: { name: 'FreightHub' }, locations: ['USA', 'CANADA'], paymentProvider: 'sandbox' });
  });

  it('POST subscribe stores the subscription and sends it an encrypted, VAPID-signed message', async () => {
    const token = await t.login('shipper@demo.test');
    const subscription = { endpoint: service.endpoint('shipper'), expirationTime: null, keys: browserKeys() };
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/api/subscribe',
      headers: auth(token),
      payload: { subscription, payload: { title: 'Load L-100123 delivered', body: 'Signed by J. Smith', link: '/loads' } },
    });
    expect(response.json()).toEqual({ status: true, message: 'Subscription saved', data: { delivered: true } });
    const [sent] = service.received;
    expect(sent!.path).toBe('/push/shipper');
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers.ttl).toBe('60');
    const config = (await t.app.inject({ method: 'GET', url: '/v1/api/app-config' })).json<ApiEnvelope<AppConfig>>().data!;
    expect(sent!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${config.vapidPublicKey}$`));
    expect(sent!.bytes).toBeGreaterThan(100);
    const stored = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(stored).toHaveLength(1);
  });

  it('a subscription the push service says is gone (410) is deleted', async () => {
    const token = await t.login('carrier@demo.test');
    const subscription = { endpoint: service.endpoint('gone'), keys: browserKeys() };
    service.answer(410);
    const response = await t.app.inject({ method: 'POST', url: '/v1/api/subscribe', headers: auth(token), payload: { subscription } });
    service.answer(201);
    expect(response.json()).toEqual({ status: true, message: 'Subscription saved', data: { delivered: false } });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
  });

  it('refuses a malformed subscription and anonymous callers', async () => {
    const token = await t.login('carrier@demo.test');
    const bad = await t.app.inject({ method: 'POST', url: '/v1/api/subscribe', headers: auth(token), payload: { subscription: { endpoint: 'ftp://x', keys: {} } } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/api/subscribe', payload: { subscription: { endpoint: service.endpoint('x'), keys: browserKeys() } } });
    expect(anonymous.statusCode).toBe(401);
  });
});
