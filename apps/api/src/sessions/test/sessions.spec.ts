import { eq } from 'drizzle-orm';
import { createDecoder, createSigner } from 'fast-jwt';
import type { FastifyPluginAsync, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  CROSS_SITE_MESSAGE,
  LOGOUT_MESSAGE,
  NO_PORTAL_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  type TokenPayload,
} from '@freight/contracts';
import { userSessions, users } from '../../db/schema';
import { storeResetToken } from '../../accounts/accounts';
import { access, callerOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Tokens bound to a revocable server-side session, the HttpOnly token cookie, and portal
 * access enforced by the server (docs/security.md, sections 1 and 4).
 */

const SECRET = 'sessions-secret-0123456789abcdef0123456789abcdef';
const API = '/v1/api';
const DETAIL = `${API}/user-manager/get-user-detail`;
const decode = createDecoder();

const INVALID = { status: false, message: TOKEN_INVALID_MESSAGE };
/** The refusal of a token older than the last password change or reset: the other browsers say why they were signed out. */
const PASSWORD_CHANGED = { status: false, message: PASSWORD_CHANGED_MESSAGE };
const CLEARED_COOKIE = /^token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/;

/** A route that only reads the caller (no query of its own): what the access hook costs, alone. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/test/session-probe', { config: access.user }, async (request) => ok('probe', { userId: callerOf(request).userId }));
};

/** The Set-Cookie headers of an answer, as a list. */
function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}

/** The token cookie an answer sets (its value and attributes), or undefined. */
function tokenCookie(response: LightMyRequestResponse): { value: string; attributes: string[]; raw: string } | undefined {
  const raw = setCookies(response).find((cookie) => cookie.startsWith('token='));
  if (!raw) return undefined;
  const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
  return { value: pair!.slice('token='.length), attributes, raw };
}

describe('revocable sessions and the token cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jwtSecret: SECRET, trustProxy: true, plugins: [probeRoutes] });
  });
  afterAll(() => t.close());

  const login = (email: string, password = 'demo1234', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API}/user-manager/login`, headers, payload: { email, password, rememberme: false } });
  const tokenOf = (response: LightMyRequestResponse) => response.json<{ data: { token: string } }>().data.token;
  const withCookie = (token: string, options: InjectOptions & { xhr?: boolean }): Promise<LightMyRequestResponse> => {
    const { xhr, ...request } = options;
    return t.app.inject({
      ...request,
      headers: { ...(request.headers as Record<string, string>), cookie: `lang=en; token=${token}`, ...(xhr ? { 'x-requested-with': 'XMLHttpRequest' } : {}) },
    });
  };
  const detail = (token: string) => t.app.inject({ method: 'GET', url: DETAIL, headers: auth(token) });

  /** A throw-away account of the demo company, signed in `sessions` times. */
  async function freshUser(email: string, options: { portal?: boolean } = {}) {
    const [shipper] = await t.app.db.select().from(users).where(eq(users.email, 'shipper@demo.test'));
    const [row] = await t.app.db
      .insert(users)
      .values({
        companyId: shipper!.companyId,
        firstname: 'Session',
        lastname: 'Tester',
        email,
        passwordHash: shipper!.passwordHash,
        canAccessPortal: options.portal ?? true,
        emailVerifiedAt: new Date(),
      })
      .returning();
    return row!;
  }

  describe('login', () => {
    it('sets the token cookie HttpOnly, SameSite=Strict, Path=/, ending with the token; not Secure over http', async () => {
      const response = await login('shipper@demo.test');
      expect(response.statusCode).toBe(200);
      const token = tokenOf(response);
      const cookie = tokenCookie(response)!;
      expect(cookie.value).toBe(token);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
      expect(cookie.attributes).not.toContain('Secure');
      const claims = decode(token) as TokenPayload;
      const expires = cookie.attributes.find((attribute) => attribute.startsWith('Expires='))!;
      expect(new Date(expires.slice('Expires='.length)).getTime()).toBe(claims.exp * 1000);
      // The session row behind it ends with the token.
      const [session] = await t.app.db.select().from(userSessions).where(eq(userSessions.id, claims.sid));
      expect(session).toMatchObject({ userId: claims.sub, revokedAt: null });
      expect(session!.expiresAt.getTime()).toBe(claims.exp * 1000);
      expect(claims.ver).toBe(1);
    });

    it('adds Secure when the request came over https (behind a proxy that says so)', async () => {
      const response = await login('shipper@demo.test', 'demo1234', { 'x-forwarded-proto': 'https' });
      expect(tokenCookie(response)!.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
    });

    it("deletes the user's sessions already past their end", async () => {
      const user = await freshUser('expired-rows@demo.test');
      const ended = new Date(Date.now() - 60_000);
      await t.app.db.insert(userSessions).values([
        { userId: user.id, expiresAt: ended },
        { userId: user.id, expiresAt: ended },
      ]);
      expect(await t.app.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(2);
      await login(user.email);
      const left = await t.app.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
      expect(left).toHaveLength(1);
      expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });
  });

  describe('the cookie as credential', () => {
    it('signs a GET in with the cookie alone', async () => {
      const token = tokenOf(await login('shipper@demo.test'));
      const response = await withCookie(token, { method: 'GET', url: DETAIL });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: true, data: { canAccessPortal: true } });
    });

    it('refuses a write signed in by the cookie without X-Requested-With (a cross-site form), and does not run it', async () => {
      const token = tokenOf(await login('shipper@demo.test'));
      const write = { method: 'POST' as const, url: `${API}/user-manager/update-user`, payload: { firstname: 'Forged' } };
      const refused = await withCookie(token, write);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: false, message: CROSS_SITE_MESSAGE });
      const [shipper] = await t.app.db.select().from(users).where(eq(users.email, 'shipper@demo.test'));
      expect(shipper!.firstname).not.toBe('Forged');
      // Translated like every message.
      const spanish = await withCookie(token, { ...write, headers: { language: 'sp' } });
      expect(spanish.json()).toEqual({ status: false, message: 'Solicitud entre sitios rechazada' });

      const accepted = await withCookie(token, { ...write, payload: { firstname: 'Sam' }, xhr: true });
      expect(accepted.statusCode).toBe(200);
    });

    it('asks nothing more of a write signed in by the Authorization header (API clients)', async () => {
      const token = tokenOf(await login('shipper@demo.test'));
      const response = await t.app.inject({ method: 'POST', url: `${API}/user-manager/update-user`, headers: auth(token), payload: { lastname: 'Shipper' } });
      expect(response.statusCode).toBe(200);
    });

    it("clears the cookie with 'Invalid auth token' and 'jwt expired' answers to it, not to a header", async () => {
      const invalid = await withCookie('not-a-token', { method: 'GET', url: DETAIL });
      expect(invalid.statusCode).toBe(401);
      expect(invalid.json()).toEqual(INVALID);
      expect(tokenCookie(invalid)!.raw).toMatch(CLEARED_COOKIE);

      const claims = decode(tokenOf(await login('shipper@demo.test'))) as TokenPayload;
      const now = Math.floor(Date.now() / 1000);
      const expired = createSigner({ key: SECRET, algorithm: 'HS256' })({ ...claims, iat: now - 7200, exp: now - 60 });
      const answer = await withCookie(expired, { method: 'GET', url: DETAIL });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: false, message: TOKEN_EXPIRED_MESSAGE });
      expect(tokenCookie(answer)!.raw).toMatch(CLEARED_COOKIE);

      const byHeader = await t.app.inject({ method: 'GET', url: DETAIL, headers: auth('not-a-token') });
      expect(byHeader.statusCode).toBe(401);
      expect(setCookies(byHeader)).toEqual([]);
    });

    it('prefers the Authorization header when both are sent', async () => {
      const token = tokenOf(await login('shipper@demo.test'));
      const response = await t.app.inject({ method: 'GET', url: DETAIL, headers: { ...auth(token), cookie: 'token=garbage' } });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('tokens end at once', () => {
    it('a token without a session (sid, ver) is invalid, even correctly signed', async () => {
      const claims = decode(tokenOf(await login('shipper@demo.test'))) as TokenPayload;
      const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
      for (const forged of [
        sign({ sub: claims.sub, cid: claims.cid, email: claims.email }),
        sign({ sub: claims.sub, cid: claims.cid, email: claims.email, sid: claims.sid }),
        sign({ sub: claims.sub, cid: claims.cid, email: claims.email, sid: claims.sid, ver: '1' }),
        sign({ sub: claims.sub, cid: claims.cid, email: claims.email, sid: 'not-a-uuid', ver: 1 }),
        // A live session of another user.
        sign({ ...claims, exp: undefined, iat: undefined, sid: (decode(tokenOf(await login('carrier@demo.test'))) as TokenPayload).sid }),
      ]) {
        const response = await detail(forged);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID);
      }
    });

    it("after a password change the previous tokens get 401 'Password changed'; the caller goes on with the new cookie", async () => {
      const user = await freshUser('change-password@demo.test');
      const first = tokenOf(await login(user.email));
      const elsewhere = tokenOf(await login(user.email));
      expect((await detail(first)).statusCode).toBe(200);

      const changed = await withCookie(first, {
        method: 'POST',
        url: `${API}/user-manager/change-password`,
        payload: { currentPassword: 'demo1234', newPassword: 'changed-5678' },
        xhr: true,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ status: true, message: 'Password Successfully Changed' });

      for (const previous of [first, elsewhere]) {
        const response = await detail(previous);
        expect(response.statusCode).toBe(401);
        // In every language: the client recognises it and its login page says why.
        expect(response.json()).toEqual(PASSWORD_CHANGED);
        expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: { ...auth(previous), language: 'sp' } })).json()).toEqual(PASSWORD_CHANGED);
      }
      const cookie = tokenCookie(changed)!;
      expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
      expect((decode(cookie.value) as TokenPayload).ver).toBe(2);
      expect((await withCookie(cookie.value, { method: 'GET', url: DETAIL })).statusCode).toBe(200);
      // The old cookie, sent again, is refused and removed.
      const stale = await withCookie(first, { method: 'GET', url: DETAIL });
      expect(stale.statusCode).toBe(401);
      expect(tokenCookie(stale)!.raw).toMatch(CLEARED_COOKIE);
    });

    it('a wrong current password changes nothing: every session lives on', async () => {
      const user = await freshUser('wrong-current@demo.test');
      const token = tokenOf(await login(user.email));
      const refused = await t.app.inject({
        method: 'POST',
        url: `${API}/user-manager/change-password`,
        headers: auth(token),
        payload: { currentPassword: 'not-it', newPassword: 'changed-5678' },
      });
      expect(refused.statusCode).toBe(400);
      expect(setCookies(refused)).toEqual([]);
      expect((await detail(token)).statusCode).toBe(200);
    });

    it('after a password reset every token of the user dies', async () => {
      const user = await freshUser('reset-password@demo.test');
      const tokens = [tokenOf(await login(user.email)), tokenOf(await login(user.email))];
      for (const token of tokens) expect((await detail(token)).statusCode).toBe(200);

      await storeResetToken(t.app.db, user.id, 'known-reset-token-0123456789abcdef0123456789');
      const reset = await t.app.inject({
        method: 'POST',
        url: `${API}/user-manager/reset-password`,
        payload: { email: user.email, token: 'known-reset-token-0123456789abcdef0123456789', password: 'after-reset-1' },
      });
      expect(reset.statusCode).toBe(200);
      for (const token of tokens) {
        const response = await detail(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(PASSWORD_CHANGED);
      }
      const open = await t.app.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
      expect(open.every((session) => session.revokedAt !== null)).toBe(true);
      expect((await detail(tokenOf(await login(user.email, 'after-reset-1')))).statusCode).toBe(200);
    });

    it('logout ends this session only, clears the cookie, and says so in the caller language', async () => {
      const user = await freshUser('logout@demo.test');
      const mine = tokenOf(await login(user.email));
      const other = tokenOf(await login(user.email));

      const withoutHeader = await withCookie(mine, { method: 'POST', url: `${API}/user-manager/logout` });
      expect(withoutHeader.statusCode).toBe(403);
      expect((await detail(mine)).statusCode).toBe(200);

      const out = await withCookie(mine, { method: 'POST', url: `${API}/user-manager/logout`, headers: { language: 'fr' }, xhr: true });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ status: true, message: 'Déconnexion réussie' });
      expect(tokenCookie(out)!.raw).toMatch(CLEARED_COOKIE);

      const after = await detail(mine);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(INVALID);
      expect((await withCookie(mine, { method: 'GET', url: DETAIL })).statusCode).toBe(401);
      // Another sign-in of the same person is not touched.
      expect((await detail(other)).statusCode).toBe(200);

      const english = await t.app.inject({ method: 'POST', url: `${API}/user-manager/logout`, headers: auth(other) });
      expect(english.json()).toEqual({ status: true, message: LOGOUT_MESSAGE });
      expect((await detail(other)).statusCode).toBe(401);
    });

    it('an administrator deactivating or removing a user ends their sessions at once', async () => {
      const deactivated = await freshUser('deactivated@demo.test');
      const token = tokenOf(await login(deactivated.email));
      expect((await detail(token)).statusCode).toBe(200);
      await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
      const response = await detail(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);

      const removed = await freshUser('removed@demo.test');
      const removedToken = tokenOf(await login(removed.email));
      expect((await detail(removedToken)).statusCode).toBe(200);
      await t.app.db.delete(users).where(eq(users.id, removed.id));
      expect((await detail(removedToken)).statusCode).toBe(401);
    });

    it('a session past its end is refused even while the token is not', async () => {
      const token = tokenOf(await login('shipper@demo.test'));
      const { sid } = decode(token) as TokenPayload;
      await t.app.db
        .update(userSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userSessions.id, sid));
      expect((await detail(token)).json()).toEqual(INVALID);
    });
  });

  describe('the caller look-up stays one query', () => {
    it('a signed-in request whose handler reads nothing costs exactly one database query', async () => {
      const token = tokenOf(await login('shipper@demo.test'));
      const pool = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const spy = jest.spyOn(pool, 'query');
      try {
        const response = await t.app.inject({ method: 'GET', url: `${API}/test/session-probe`, headers: auth(token) });
        expect(response.statusCode).toBe(200);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });
  });
});

describe('portal access enforced by the server', () => {
  let t: TestApp;
  let pending: string;
  beforeAll(async () => {
    t = await createTestApp();
    pending = await t.login('pending@demo.test');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, language?: string) =>
    t.app.inject({ method, url: `${API}/${url}`, headers: { ...auth(pending), ...(language ? { language } : {}) }, ...(payload ? { payload } : {}) });

  it.each([
    ['POST', 'load-manager/load-list', { page: 1, limit: 20 }],
    ['GET', 'getdirection-json/60601/75201', undefined],
    ['POST', 'getdistance-by-distancematrix', { origins: ['60601'], destinations: ['75201'] }],
    ['POST', 'getlocation-bylatlng-json', { latlng: '41.8781,-87.6298' }],
    ['GET', 'maps-config', undefined],
    ['GET', 'user-manager/read-notification', undefined],
    ['POST', 'address-manager/address-list', { page: 1, limit: 10 }],
  ] as const)('an account without portal access gets 403 on %s %s', async (method, url, payload) => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: NO_PORTAL_MESSAGE });
  });

  it('the refusal is translated', async () => {
    const response = await call('POST', 'load-manager/load-list', { page: 1, limit: 20 }, 'sp');
    expect(response.json()).toEqual({ status: false, message: 'Su cuenta no tiene acceso al portal' });
  });

  it('reaches what its pages use: access record, permissions, profile, default address, plans', async () => {
    const detail = await call('GET', 'user-manager/get-user-detail');
    expect(detail.statusCode).toBe(200);
    const { data } = detail.json<{ data: { canAccessPortal: boolean } }>();
    expect(data.canAccessPortal).toBe(false);
    const { sub } = decode(pending) as TokenPayload;
    expect((await call('GET', `company-permissions/resource/allowed/${sub}`)).statusCode).toBe(200);
    expect((await call('POST', 'user-manager/update-user', { lastname: 'Pending' })).statusCode).toBe(200);
    expect((await call('GET', 'address-manager/default-address')).statusCode).toBe(200);
    expect((await call('GET', 'company-manager/plans')).statusCode).toBe(200);
  });

  it('is read on every request: the portal opening counts from the next request', async () => {
    expect((await call('POST', 'load-manager/load-list', { page: 1, limit: 20 })).statusCode).toBe(403);
    await t.app.db.update(users).set({ canAccessPortal: true }).where(eq(users.email, 'pending@demo.test'));
    expect((await call('POST', 'load-manager/load-list', { page: 1, limit: 20 })).statusCode).toBe(200);
    await t.app.db.update(users).set({ canAccessPortal: false }).where(eq(users.email, 'pending@demo.test'));
    expect((await call('POST', 'load-manager/load-list', { page: 1, limit: 20 })).statusCode).toBe(403);
  });
});
