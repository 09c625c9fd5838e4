import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES, type ApiRouteSpec } from '@freight/contracts';
import { access, callerOf } from '../../src/plugins/auth';
import { notFound, ok } from '../../src/plugins/envelope';
import { runAuthorizationMatrix } from './authorization-matrix';
import { runBadInput } from './bad-input';
import { createHarnessFixture, type HarnessFixture } from './fixture';

/**
 * The harnesses catch what they are for: routes registered here on purpose with a forgotten permission check, a
 * missing company scope, a too weak policy, or input that crashes the handler, must each be reported.
 */

const Id = Type.Object({ _id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const brokenRoutes: FastifyPluginAsync = async (app) => {
  // Designed as module(address), declared as any signed-in user; and it does not scope by company either.
  app.get('/address-manager/harness-leaky-list', { config: access.user }, async () => {
    const rows = await app.db.execute(sql`select id, name from addresses order by created_at limit 5`);
    return ok('Addresses', rows.rows);
  });
  // Right policy, but the handler forgets the company: any company's address by id.
  app.get('/address-manager/harness-unscoped-detail/:_id', { config: access.module('address'), schema: { params: Id } }, async (request) => {
    const { _id } = request.params as { _id: string };
    const rows = await app.db.execute(sql`select id, name, city from addresses where id = ${_id}`);
    if (rows.rows.length === 0) throw notFound('Address not found');
    return ok('Address', rows.rows[0]);
  });
  // Designed for signed-in users, declared public.
  app.get('/load-manager/harness-public-by-mistake', { config: access.public }, async () => ok('Loads', []));
  // Designed for accounts with portal access, declared open to every signed-in account (portal or not).
  app.get('/load-manager/harness-portal-by-mistake', { config: access.account }, async () => ok('Loads', []));
  // Designed open to accounts without portal access (their settings pages use it), declared as portal-only.
  app.get('/address-manager/harness-closed-by-mistake', { config: access.user }, async () => ok('Default', null));
  // Done right: the control.
  app.get('/address-manager/harness-scoped-detail/:_id', { config: access.module('address'), schema: { params: Id } }, async (request) => {
    const caller = callerOf(request);
    const { _id } = request.params as { _id: string };
    const rows = await app.db.execute(sql`select id, name, city from addresses where id = ${_id} and company_id = ${caller.companyId}`);
    if (rows.rows.length === 0) throw notFound('Address not found');
    return ok('Address', rows.rows[0]);
  });
  // Unbounded number straight into an integer column: a 5xx on enormous values.
  app.post(
    '/load-manager/harness-fragile',
    {
      config: access.user,
      schema: { body: Type.Object({ amount: Type.Number(), note: Type.Optional(Type.String({ maxLength: 50 })) }, { additionalProperties: false }) },
    },
    async (request) => {
      const { amount } = request.body as { amount: number };
      const rows = await app.db.execute(sql`select ${amount}::integer as value`);
      return ok('Stored', rows.rows[0]);
    },
  );
};

const TEST_CATALOGUE: ApiRouteSpec[] = [
  ...API_ROUTES,
  { method: 'GET', path: 'address-manager/harness-leaky-list', access: 'module', module: 'address' },
  { method: 'GET', path: 'address-manager/harness-unscoped-detail/:_id', access: 'module', module: 'address' },
  { method: 'GET', path: 'load-manager/harness-public-by-mistake', access: 'user' },
  { method: 'GET', path: 'load-manager/harness-portal-by-mistake', access: 'user' },
  { method: 'GET', path: 'address-manager/harness-closed-by-mistake', access: 'account' },
  { method: 'GET', path: 'address-manager/harness-scoped-detail/:_id', access: 'module', module: 'address' },
  { method: 'POST', path: 'load-manager/harness-fragile', access: 'user' },
];

describe('the harnesses detect broken routes', () => {
  let fixture: HarnessFixture;
  beforeAll(async () => {
    fixture = await createHarnessFixture({ plugins: [brokenRoutes] });
  }, 60_000);
  afterAll(() => fixture.close());

  const onlyHarnessRoutes = { filter: (route: { url: string }) => route.url.includes('/harness-') };

  it('the authorization matrix reports the forgotten permission check, the missing scope, the weak policy and a wrong portal policy either way', async () => {
    const report = await runAuthorizationMatrix(fixture, { ...onlyHarnessRoutes, catalogue: TEST_CATALOGUE });
    const about = (url: string) => report.failures.filter((failure) => failure.startsWith(`GET /v1/api/${url}:`));

    const leaky = about('address-manager/harness-leaky-list');
    expect(leaky).toEqual(
      expect.arrayContaining([
        expect.stringContaining('declares user but is designed as module(address)'),
        expect.stringContaining("user lacking address: expected 403 'You do not have permission to access this resource', got 200"),
        expect.stringContaining('the answer carries data of other companies'),
      ]),
    );
    const unscoped = about('address-manager/harness-unscoped-detail/:_id');
    expect(unscoped).toEqual(
      expect.arrayContaining([
        expect.stringContaining("another company's token on the victim's _id: expected 403 or 404, got 200"),
        expect.stringContaining('the answer carries data of other companies'),
      ]),
    );
    const publicByMistake = about('load-manager/harness-public-by-mistake');
    expect(publicByMistake).toEqual(
      expect.arrayContaining([
        expect.stringContaining('declares public but is designed as user'),
        expect.stringContaining("no token: expected 401 'Invalid auth token', got 200"),
      ]),
    );
    expect(about('load-manager/harness-portal-by-mistake')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('declares account but is designed as user'),
        expect.stringContaining("user without portal access: expected 403 'Your account has no portal access', got 200"),
      ]),
    );
    expect(about('address-manager/harness-closed-by-mistake')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('declares user but is designed as account'),
        expect.stringContaining('open to accounts without portal access, yet it answered 403'),
      ]),
    );
    // The control passes.
    expect(about('address-manager/harness-scoped-detail/:_id')).toEqual([]);
  }, 60_000);

  it('a route missing from the catalogue is reported', async () => {
    const report = await runAuthorizationMatrix(fixture, { ...onlyHarnessRoutes, catalogue: API_ROUTES });
    expect(report.failures).toEqual(expect.arrayContaining([expect.stringContaining('harness-scoped-detail/:_id: not in the API route catalogue')]));
  });

  it('the bad-input harness reports the 5xx', async () => {
    const report = await runBadInput(fixture, {
      filter: (route) => route.url.endsWith('/harness-fragile') || route.url.endsWith('/harness-scoped-detail/:_id'),
    });
    expect(report.failures.some((failure) => failure.startsWith('POST /v1/api/load-manager/harness-fragile [amount: enormous number]: server error 500'))).toBe(
      true,
    );
    expect(report.failures.filter((failure) => failure.includes('harness-scoped-detail'))).toEqual([]);
  }, 120_000);
});
