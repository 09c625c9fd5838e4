import { eq } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import type { ApiEnvelope, LoginResponseData, TokenPayload } from '@freight/contracts';
import { pushSubscriptions, users } from '../../db/schema';
import { DEMO_COMPANY_NAME, DEMO_PASSWORD, ONBOARDING_COMPANY_NAME } from '../../seed/demo';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const LOGIN = '/v1/api/user-manager/login';
const decode = createDecoder();

describe('POST /v1/api/user-manager/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jwtTtlSeconds: 3600 });
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: LOGIN, payload: payload as object });

  describe('success', () => {
    it.each([
      ['admin@demo.test', 'Ada', DEMO_COMPANY_NAME],
      ['shipper@demo.test', 'Grace', DEMO_COMPANY_NAME],
      ['carrier@demo.test', 'Kenji', DEMO_COMPANY_NAME],
      ['pending@demo.test', 'Priya', ONBOARDING_COMPANY_NAME],
    ])('%s gets a token and the session user', async (email, firstname, companyName) => {
      const response = await login({ email, password: DEMO_PASSWORD, rememberme: true });
      expect(response.statusCode).toBe(200);
      const body = response.json<ApiEnvelope<LoginResponseData>>();
      expect(body.status).toBe(true);
      expect(body.message).toBe('Login Successfully');
      const data = body.data!;
      expect(data.user).toEqual({
        _id: expect.any(String),
        userId: data.user._id,
        companyId: { _id: expect.any(String), name: companyName },
        firstname,
        lastname: expect.any(String),
        email,
      });
      expect(data.subscription).toBeNull();
      expect(JSON.stringify(body)).not.toContain('password');

      const payload = decode(data.token) as TokenPayload;
      expect(payload.sub).toBe(data.user._id);
      expect(payload.cid).toBe(data.user.companyId._id);
      expect(payload.email).toBe(email);
      expect(payload.exp - payload.iat).toBe(3600);
    });

    it('matches the e-mail case-insensitively', async () => {
      const response = await login({ email: 'Shipper@Demo.TEST', password: DEMO_PASSWORD, rememberme: false });
      expect(response.statusCode).toBe(200);
      expect(response.json<ApiEnvelope<LoginResponseData>>().data!.user.email).toBe('shipper@demo.test');
    });

    it('stores the push subscription and returns it', async () => {
      const subscription = {
        endpoint: 'https://push.example.test/send/abc123',
        expirationTime: null,
        keys: { p256dh: 'BPublicKey', auth: 'authSecret' },
      };
      const response = await login({ email: 'carrier@demo.test', password: DEMO_PASSWORD, rememberme: false, subscription });
      expect(response.statusCode).toBe(200);
      expect(response.json<ApiEnvelope<LoginResponseData>>().data!.subscription).toEqual(subscription);

      const [carrier] = await t.app.db.select().from(users).where(eq(users.email, 'carrier@demo.test'));
      const stored = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.userId).toBe(carrier!.id);
      expect(stored[0]!.keys).toEqual(subscription.keys);

      // The same endpoint again (e.g. another user on that browser) updates the one row.
      const again = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD, rememberme: false, subscription });
      expect(again.statusCode).toBe(200);
      const after = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      expect(after).toHaveLength(1);
      expect(after[0]!.userId).not.toBe(carrier!.id);
    });
  });

  describe('wrong credentials', () => {
    it.each([
      ['wrong password', { email: 'shipper@demo.test', password: 'not-the-password' }],
      ['unknown e-mail', { email: 'nobody@demo.test', password: DEMO_PASSWORD }],
    ])('%s: 401 with the same text', async (_label, credentials) => {
      const response = await login({ ...credentials, rememberme: false });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, message: 'Invalid email or password' });
    });
  });

  describe('bad bodies: 400 with one error per field', () => {
    const fieldsOf = (body: ApiEnvelope) => (body.errors ?? []).map((error) => error.field).sort();

    it('missing fields', async () => {
      const response = await login({});
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiEnvelope>();
      expect(body.status).toBe(false);
      expect(body.message).toBe('Invalid request');
      expect(fieldsOf(body)).toEqual(['body.email', 'body.password', 'body.rememberme']);
      expect(body.errors!.every((error) => error.message === 'Required')).toBe(true);
    });

    it('wrong types (no coercion)', async () => {
      const response = await login({ email: 42, password: 1234567, rememberme: 'true' });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiEnvelope>();
      expect(fieldsOf(body)).toEqual(['body.email', 'body.password', 'body.rememberme']);
      expect(body.errors).toContainEqual({ field: 'body.rememberme', message: 'Must be a boolean' });
      expect(body.errors).toContainEqual({ field: 'body.password', message: 'Must be a string' });
    });

    it('bad e-mail and short password', async () => {
      const response = await login({ email: 'not-an-email', password: '12345', rememberme: false });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiEnvelope>().errors).toEqual(
        expect.arrayContaining([
          { field: 'body.email', message: 'Invalid email' },
          { field: 'body.password', message: 'Too Short!' },
        ]),
      );
      expect(response.json<ApiEnvelope>().errors).toHaveLength(2);
    });

    it('extra fields', async () => {
      const response = await login({ email: 'shipper@demo.test', password: DEMO_PASSWORD, rememberme: false, role: 'admin', isAdmin: true });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiEnvelope>();
      expect(fieldsOf(body)).toEqual(['body.isAdmin', 'body.role']);
      expect(body.errors!.every((error) => error.message === 'Unknown field')).toBe(true);
    });

    it('a bad nested subscription names the nested field', async () => {
      const response = await login({
        email: 'shipper@demo.test',
        password: DEMO_PASSWORD,
        rememberme: false,
        subscription: { endpoint: 5, keys: { p256dh: 'x' } },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json<ApiEnvelope>())).toEqual(['body.subscription.endpoint', 'body.subscription.keys.auth']);
    });

    it('huge strings', async () => {
      const response = await login({ email: `${'a'.repeat(20_000)}@demo.test`, password: 'p'.repeat(100_000), rememberme: false });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiEnvelope>();
      expect(fieldsOf(body)).toEqual(['body.email', 'body.password']);
      expect(body.errors!.find((error) => error.field === 'body.password')!.message).toMatch(/^At most \d+ characters$/);
    });

    it('malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "shipper@demo.test", "password": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'Invalid request',
        errors: [{ field: 'body', message: 'Malformed JSON' }],
      });
    });

    it('empty JSON body', async () => {
      const response = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiEnvelope>().errors).toEqual([{ field: 'body', message: 'Required' }]);
    });

    it.each([
      ['an array', '[]'],
      ['null', 'null'],
      ['a number', '42'],
      ['a string', '"hello"'],
    ])('a body that is %s', async (_label, payload) => {
      const response = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiEnvelope>();
      expect(body.status).toBe(false);
      expect(body.errors!.length).toBeGreaterThan(0);
      expect(body.errors!.every((error) => error.field.startsWith('body'))).toBe(true);
    });

    it('a text body: 400; an unsupported content type: 415; never a 5xx', async () => {
      const text = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      expect(text.statusCode).toBe(400);
      expect(text.json<ApiEnvelope>().errors).toEqual([{ field: 'body', message: 'Must be an object' }]);
      const xml = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toEqual({ status: false, message: 'Unsupported content type: send application/json' });
    });

    it('prototype pollution attempts are refused', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"shipper@demo.test","password":"demo1234","rememberme":false,"__proto__":{"admin":true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password = 'wrong-password') => t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password, rememberme: false } });

  it('answers 429 after too many attempts for one IP and e-mail, other e-mails still work', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('shipper@demo.test')).statusCode).toBe(401);
    const limited = await attempt('shipper@demo.test', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: false, message: expect.stringMatching(/^Too many login attempts\. Please try again in /) });
    expect(limited.headers['retry-after']).toBeDefined();

    const other = await attempt('carrier@demo.test', DEMO_PASSWORD);
    expect(other.statusCode).toBe(200);
  });
});
