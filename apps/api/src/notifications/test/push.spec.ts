import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { ApiEnvelope, AppConfig } from '@freight/contracts';
import { appSettings, pushSubscriptions, users } from '../../db/schema';
import { isPushServiceEndpoint, type PushSender } from '../../providers/push';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';

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
    // The push service here is http on 127.0.0.1, which production refuses (see the last test).
    t = await createTestApp({ push: { allowPrivateTargets: true } });
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

  it('a verified payment pushes to the subscribed users of the company', async () => {
    const token = await t.login('pending@demo.test');
    // An account without portal access cannot call subscribe (403): its browser's subscription is the one the login
    // payload stored.
    const [pending] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
    await t.app.db.insert(pushSubscriptions).values({ userId: pending!.id, endpoint: service.endpoint('pending'), keys: browserKeys() });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/api/company-manager/company/checkout',
      headers: auth(token),
      payload: { planKey: 'starter' },
    });
    const { url, sessionId } = checkout.json<ApiEnvelope<{ url: string; sessionId: string }>>().data!;
    await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Pat Pending' }).toString(),
    });
    const before = service.received.filter((sent) => sent.path === '/push/pending').length;
    const verified = await t.app.inject({ method: 'POST', url: '/v1/api/company-manager/verify-stripe-payment', payload: { sessionId } });
    expect(verified.statusCode).toBe(200);
    // The push is sent after the answer (best effort): wait for it.
    await eventually(() => service.received.filter((sent) => sent.path === '/push/pending').length > before, 'the payment push');
    expect(service.received.filter((sent) => sent.path === '/push/pending')).toHaveLength(before + 1);
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
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/api/subscribe',
      headers: auth(token),
      payload: { subscription: { endpoint: 'ftp://x', keys: {} } },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/api/subscribe',
      payload: { subscription: { endpoint: service.endpoint('x'), keys: browserKeys() } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('posts only to push services: https hosts named by DNS, never an internal address', async () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://db.internal/x',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint)).toBe(false);
    }
    let push: PushSender | undefined;
    const strict = await createTestApp({ plugins: [async (api) => void (push = api.push)] });
    try {
      const token = await strict.login('shipper@demo.test');
      const subscription = { endpoint: service.endpoint('internal'), keys: browserKeys() };
      const refused = await strict.app.inject({ method: 'POST', url: '/v1/api/subscribe', headers: auth(token), payload: { subscription } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiEnvelope>().errors).toEqual([{ field: 'body.subscription.endpoint', message: 'Not a push service address' }]);
      expect(await strict.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
      // One stored by another way (the login payload) is never posted to either.
      const [user] = await strict.app.db.select().from(users).where(eq(users.email, 'shipper@demo.test'));
      await strict.app.db.insert(pushSubscriptions).values({ userId: user!.id, endpoint: subscription.endpoint, keys: subscription.keys });
      const before = service.received.length;
      expect(await push!.sendToUser(user!.companyId, user!.id, { title: 'x' })).toEqual({ delivered: 0 });
      expect(service.received).toHaveLength(before);
    } finally {
      await strict.close();
    }
  });
});
