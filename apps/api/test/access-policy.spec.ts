import Fastify, { type FastifyPluginAsync } from 'fastify';
import { createDecoder } from 'fast-jwt';
import type { TokenPayload } from '@freight/contracts';
import { createDatabase } from '../src/db/client';
import { access, createTokenService, registerAccessControl } from '../src/plugins/auth';
import { ok, registerEnvelope } from '../src/plugins/envelope';
import { buildServer } from '../src/server';
import type { Caller } from '../src/types';
import { auth, createTestApp, createTestDatabase, testConfig, type TestApp } from './support/test-app';

const decode = createDecoder();
const FORBIDDEN = { status: false, message: 'You do not have permission to access this resource' };

/** Test-only routes, registered under /v1/api through buildServer's `plugins` option. */
const testRoutes: FastifyPluginAsync = async (app) => {
  app.get('/test/carrier-only', { config: access.module('carrier') }, async (request) => ok('carrier ok', request.caller));
  app.get('/test/address-only', { config: access.module('address') }, async () => ok('address ok'));
  app.get('/test/boom', { config: access.public }, async () => {
    throw new Error('secret internals: password=hunter2 at /srv/db.ts:42');
  });
};

describe('module access policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [testRoutes] });
  });
  afterAll(() => t.close());

  it('403 for a user lacking the module, 200 for one holding it', async () => {
    const shipper = await t.login('shipper@demo.test');
    const carrier = await t.login('carrier@demo.test');

    const denied = await t.app.inject({ method: 'GET', url: '/v1/api/test/carrier-only', headers: auth(shipper) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(FORBIDDEN);

    const allowed = await t.app.inject({ method: 'GET', url: '/v1/api/test/carrier-only', headers: auth(carrier) });
    expect(allowed.statusCode).toBe(200);
    const claims = decode(carrier) as TokenPayload;
    const caller: Caller = { userId: claims.sub, companyId: claims.cid, email: 'carrier@demo.test', companyType: 'both' };
    expect(allowed.json()).toEqual({ status: true, message: 'carrier ok', data: caller });

    const shipperAddress = await t.app.inject({ method: 'GET', url: '/v1/api/test/address-only', headers: auth(shipper) });
    expect(shipperAddress.statusCode).toBe(200);
    const carrierAddress = await t.app.inject({ method: 'GET', url: '/v1/api/test/address-only', headers: auth(carrier) });
    expect(carrierAddress.statusCode).toBe(403);
  });

  it('a user with no module at all (pending) gets 403; no token gets 401', async () => {
    const pending = await t.login('pending@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/test/carrier-only', headers: auth(pending) })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/api/test/carrier-only' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: false, message: 'Invalid auth token' });
  });

  it('routeTable lists every route with its access policy', () => {
    const table = t.app.routeTable;
    const find = (method: string, url: string) => table.find((entry) => entry.method === method && entry.url === url);
    expect(find('POST', '/v1/api/user-manager/login')).toMatchObject({ access: 'public', declared: true });
    // Open to an account without portal access: the access record and the permissions.
    expect(find('GET', '/v1/api/user-manager/get-user-detail')).toMatchObject({ access: 'account', declared: true });
    expect(find('GET', '/v1/api/company-permissions/resource/allowed/:userId')).toMatchObject({ access: 'account' });
    expect(find('POST', '/v1/api/load-manager/load-list')).toMatchObject({ access: 'user' });
    expect(find('GET', '/v1/api/health')).toMatchObject({ access: 'public' });
    expect(find('GET', '/v1/api/test/carrier-only')).toEqual({
      method: 'GET',
      url: '/v1/api/test/carrier-only',
      access: 'module',
      module: 'carrier',
      declared: true,
    });
    // HEAD twins of GET routes are not listed separately.
    expect(find('HEAD', '/v1/api/health')).toBeUndefined();
    expect(table.filter((entry) => entry.url.startsWith('/v1/api')).every((entry) => entry.declared)).toBe(true);
  });

  it('a 5xx never leaks internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, message: 'Internal server error' });
    expect(response.body).not.toMatch(/secret|hunter2|srv/);
  });
});

describe('routes without a policy', () => {
  it('buildServer throws at start-up, naming the route', async () => {
    const database = await createTestDatabase();
    try {
      const noPolicy: FastifyPluginAsync = async (app) => {
        app.get('/test/forgotten', async () => ok('should never be served'));
      };
      await expect(buildServer({ config: testConfig(), databaseUrl: database.url, logger: false, plugins: [noPolicy] })).rejects.toThrow(
        /GET \/v1\/api\/test\/forgotten declares no access policy/,
      );

      const badModule: FastifyPluginAsync = async (app) => {
        app.get('/test/bad-module', { config: { access: 'module' } }, async () => ok('no'));
      };
      await expect(buildServer({ config: testConfig(), databaseUrl: database.url, logger: false, plugins: [badModule] })).rejects.toThrow(
        /\/v1\/api\/test\/bad-module needs a valid module key/,
      );
    } finally {
      await database.drop();
    }
  });

  it('fail closed at run time: a route without a policy needs a signed-in user', async () => {
    const database = await createTestDatabase();
    const { db, close } = createDatabase(database.url);
    const app = Fastify();
    try {
      app.decorate('db', db);
      registerEnvelope(app);
      const tokens = createTokenService('test-secret-0123456789abcdef0123456789abcdef', 60);
      registerAccessControl(app, tokens);
      app.get('/outside/forgotten', async () => ok('reached'));
      await app.ready();

      const anonymous = await app.inject({ method: 'GET', url: '/outside/forgotten' });
      expect(anonymous.statusCode).toBe(401);
      expect(app.routeTable.find((entry) => entry.url === '/outside/forgotten')).toMatchObject({ access: 'user', declared: false });
    } finally {
      await app.close();
      await close();
      await database.drop();
    }
  });
});
