import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createDecoder, createSigner } from 'fast-jwt';
import type { TokenPayload } from '@freight/contracts';
import { appSettings, users } from '../src/db/schema';
import { hashPassword } from '../src/accounts/password';
import { buildServer } from '../src/server';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './support/test-app';

const DETAIL = '/v1/api/user-manager/get-user-detail';
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const decode = createDecoder();

describe('token checks on a signed-in route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ jwtSecret: SECRET });
    token = await t.login('shipper@demo.test');
  });
  afterAll(() => t.close());

  const detail = (authorization?: string) => t.app.inject({ method: 'GET', url: DETAIL, headers: authorization === undefined ? {} : { authorization } });
  const invalid = { status: false, message: 'Invalid auth token' };

  it('accepts "Bearer <token>" and the raw token', async () => {
    expect((await detail(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await detail(`bearer ${token}`)).statusCode).toBe(200);
    expect((await detail(token)).statusCode).toBe(200);
  });

  it('no token: 401 Invalid auth token', async () => {
    const response = await detail();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it.each([
    ['empty', ''],
    ['only the scheme', 'Bearer '],
    ['garbage', 'not-a-token'],
    ['three garbage parts', 'Bearer aaa.bbb.ccc'],
    ['a JSON blob', 'Bearer {"sub":"x"}'],
  ])('malformed token (%s): 401 Invalid auth token', async (_label, header) => {
    const response = await detail(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('tampered payload: 401 Invalid auth token', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as TokenPayload;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'admin@demo.test' })).toString('base64url');
    const response = await detail(`Bearer ${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('tampered signature: 401 Invalid auth token', async () => {
    // The first character of the signature: the last one also holds padding bits, and A↔B there can decode the same.
    const [header, payload, signature] = token.split('.');
    const first = signature!.startsWith('A') ? 'B' : 'A';
    const response = await detail(`Bearer ${header}.${payload}.${first}${signature!.slice(1)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('signed with another secret: 401 Invalid auth token', async () => {
    const claims = decode(token) as TokenPayload;
    const other = createSigner({ key: 'another-secret-0123456789abcdef0123456789', expiresIn: 60_000 });
    const response = await detail(`Bearer ${other({ sub: claims.sub, cid: claims.cid, email: claims.email })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('"none" algorithm: 401 Invalid auth token', async () => {
    const claims = decode(token) as TokenPayload;
    const unsigned = createSigner({ algorithm: 'none' })({ sub: claims.sub, cid: claims.cid, email: claims.email, exp: claims.exp });
    const response = await detail(`Bearer ${unsigned}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('expired: 401 jwt expired', async () => {
    const claims = decode(token) as TokenPayload;
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ sub: claims.sub, cid: claims.cid, email: claims.email, iat: now - 7200, exp: now - 60 });
    const response = await detail(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'jwt expired' });
  });

  it('valid signature but claims that are not ids, or no exp: 401 Invalid auth token', async () => {
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const claims = decode(token) as TokenPayload;
    for (const forged of [
      sign({ sub: 'not-a-uuid', cid: claims.cid, email: claims.email }),
      sign({ sub: claims.sub, cid: "x' or 1=1 --", email: claims.email }),
      sign({ sub: 42, cid: claims.cid }),
      createSigner({ key: SECRET, algorithm: 'HS256' })({ sub: claims.sub, cid: claims.cid, email: claims.email }),
    ]) {
      const response = await detail(`Bearer ${forged}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalid);
    }
  });

  it("another company's id in the token: 401 Invalid auth token", async () => {
    const claims = decode(token) as TokenPayload;
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const response = await detail(`Bearer ${sign({ sub: claims.sub, cid: crypto.randomUUID(), email: claims.email })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('a token whose user no longer exists: 401 Invalid auth token', async () => {
    const [shipper] = await t.app.db.select().from(users).where(eq(users.email, 'shipper@demo.test'));
    const [temp] = await t.app.db
      .insert(users)
      .values({
        companyId: shipper!.companyId,
        firstname: 'Temp',
        lastname: 'User',
        email: 'temp@demo.test',
        passwordHash: await hashPassword('temp-password'),
        canAccessPortal: true,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const tempToken = await t.login('temp@demo.test', 'temp-password');
    expect((await detail(`Bearer ${tempToken}`)).statusCode).toBe(200);

    await t.app.db.delete(users).where(eq(users.id, temp!.id));
    const response = await detail(`Bearer ${tempToken}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('token checks come before input validation: no token and a bad path id still gives 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/company-permissions/resource/allowed/not-a-uuid' });
    expect(response.statusCode).toBe(401);
  });
});

describe('generated JWT secret', () => {
  it('is created once, stored in app_settings and survives a restart', async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildServer({ config: testConfig(), databaseUrl: database.url, logger: false, loginRateLimit: false });
      const login = await first.inject({
        method: 'POST',
        url: '/v1/api/user-manager/login',
        payload: { email: 'admin@demo.test', password: 'demo1234', rememberme: false },
      });
      const token = login.json<{ data: { token: string } }>().data.token;
      const stored = await first.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.value.length).toBeGreaterThanOrEqual(32);
      await first.close();

      const second = await buildServer({ config: testConfig(), databaseUrl: database.url, logger: false });
      const response = await second.inject({ method: 'GET', url: DETAIL, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
      await second.close();
    } finally {
      await database.drop();
    }
  });
});
