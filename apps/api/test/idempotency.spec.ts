import crypto from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Address, ApiEnvelope, Lane } from '@freight/contracts';
import { addresses, idempotencyKeys, lanes, users, warehouses } from '../src/db/schema';
import { access } from '../src/plugins/auth';
import { ok } from '../src/plugins/envelope';
import { IDEMPOTENCY_MESSAGES } from '../src/texts/shared';
import type { RoutesPlugin } from '../src/types';
import { auth, createTestApp, type TestApp } from './support/test-app';
import { beverlyHills, warehouseInput } from '../src/address-book/test/support';
import { eventually } from './support/eventually';

/**
 * Idempotent creates (docs/security.md section 7): a create retried with the same Idempotency-Key
 * gets the first answer and writes nothing more; the harness (test/harness/idempotency.spec.ts) repeats the replay
 * check for every create in the route table.
 */

/** A test-only create that counts its runs, answers slowly on demand and fails on demand (registered under /v1/api). */
const probe = { runs: 0, release: undefined as (() => void) | undefined };
const probeRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/idempotency-probe/record',
    { config: { ...access.user, idempotent: true }, schema: { body: { type: 'object', properties: { mode: { type: 'string' } }, required: ['mode'] } } },
    async (request, reply) => {
      probe.runs += 1;
      const { mode } = request.body as { mode: string };
      if (mode === 'slow') await new Promise<void>((resolve) => (probe.release = resolve));
      if (mode === 'crash') throw new Error('the route failed');
      if (mode === 'busy') return reply.code(429).send({ status: false, message: 'Too many attempts. Please try again in 5 seconds.' });
      return ok('Recorded', { run: probe.runs });
    },
  );
};

describe('idempotent creates', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let shipper: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [probeRoutes] });
    app = t.app;
    [shipper, admin] = await Promise.all([t.login('shipper@demo.test'), t.login('admin@demo.test')]);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: `/v1/api/${url}`, payload, headers });
  const withKey = (token: string | undefined, key: string, extra: Record<string, string> = {}) => ({
    ...(token ? auth(token) : {}),
    'idempotency-key': key,
    ...extra,
  });
  const addressesNamed = async (name: string) => (await app.db.select({ n: count() }).from(addresses).where(eq(addresses.name, name)))[0]!.n;
  const keyRow = async (key: string) => (await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
  const envelope = <T>(response: LightMyRequestResponse) => response.json<ApiEnvelope<T>>();

  it('a retried add-address with the same key gets the first answer (same id) and creates one row', async () => {
    const key = crypto.randomUUID();
    const body = beverlyHills({ name: 'Idempotent Dock 1' });
    const first = await post('address-manager/add-address', body, withKey(shipper, key));
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const created = envelope<Address>(first).data!;

    const retried = await post('address-manager/add-address', body, withKey(shipper, key));
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.headers['content-type']).toMatch(/^application\/json/);
    expect(retried.json()).toEqual(first.json());
    expect(envelope<Address>(retried).data!._id).toBe(created._id);
    expect(await addressesNamed('Idempotent Dock 1')).toBe(1);

    // Stored in PostgreSQL for the caller and the route, with the answer.
    const row = await keyRow(key);
    expect(row).toMatchObject({ route: 'POST /v1/api/address-manager/add-address', statusCode: 200 });
    expect(row!.responseBody).toEqual(first.json());
  });

  it('the fields of the body in another order are the same request', async () => {
    const key = crypto.randomUUID();
    const body = beverlyHills({ name: 'Idempotent Dock 2' });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await post('address-manager/add-address', body, withKey(shipper, key));
    const retried = await post('address-manager/add-address', reordered, withKey(shipper, key));
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await addressesNamed('Idempotent Dock 2')).toBe(1);
  });

  it('the same key with another body or on another route is a 400 on the header, in the caller language', async () => {
    const key = crypto.randomUUID();
    await post('address-manager/add-address', beverlyHills({ name: 'Idempotent Dock 3' }), withKey(shipper, key));

    const otherBody = await post('address-manager/add-address', beverlyHills({ name: 'Idempotent Dock 3b' }), withKey(shipper, key));
    expect(otherBody.statusCode).toBe(400);
    expect(envelope(otherBody)).toEqual({
      status: false,
      message: IDEMPOTENCY_MESSAGES.keyReused,
      errors: [{ field: 'headers.idempotency-key', message: IDEMPOTENCY_MESSAGES.keyReused }],
    });
    expect(otherBody.headers['idempotent-replayed']).toBeUndefined();

    expect(await addressesNamed('Idempotent Dock 3b')).toBe(0);

    const otherRoute = await post('warehouse-manager/add-warehouse', warehouseInput({ name: 'Idempotent DC 3' }), withKey(shipper, key));
    expect(otherRoute.statusCode).toBe(400);
    expect(envelope(otherRoute).errors).toEqual([{ field: 'headers.idempotency-key', message: IDEMPOTENCY_MESSAGES.keyReused }]);
    expect((await app.db.select({ n: count() }).from(warehouses).where(eq(warehouses.name, 'Idempotent DC 3')))[0]!.n).toBe(0);

    const spanish = await post('address-manager/add-address', beverlyHills({ name: 'Idempotent Dock 3c' }), withKey(shipper, key, { language: 'sp' }));
    expect(envelope(spanish).errors).toEqual([{ field: 'headers.idempotency-key', message: 'Esta Idempotency-Key ya se usó para otra solicitud' }]);
  });

  it('a malformed key is a 400 on the header and creates nothing', async () => {
    for (const [key, message] of [
      ['', 'Too Short!'],
      ['a'.repeat(256), 'At most 255 characters'],
      ['two words', 'Invalid format'],
      ['clé', 'Invalid format'],
    ] as const) {
      const response = await post('address-manager/add-address', beverlyHills({ name: 'Idempotent Dock 4' }), withKey(shipper, key));
      expect({ key, status: response.statusCode, errors: envelope(response).errors }).toEqual({
        key,
        status: 400,
        errors: [{ field: 'headers.idempotency-key', message }],
      });
    }
    expect(await addressesNamed('Idempotent Dock 4')).toBe(0);
    const longest = await post('address-manager/add-address', beverlyHills({ name: 'Idempotent Dock 4' }), withKey(shipper, `~${'K'.repeat(254)}`));
    expect(longest.statusCode).toBe(200);
  });

  it('two concurrent requests with one key create one row: the other waits for nothing and gets 409 or the replay', async () => {
    const key = crypto.randomUUID();
    const body = beverlyHills({ name: 'Idempotent Dock 5' });
    const answers = await Promise.all([0, 1, 2].map(() => post('address-manager/add-address', body, withKey(shipper, key))));
    expect(await addressesNamed('Idempotent Dock 5')).toBe(1);
    const created = answers.filter((answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] === undefined);
    expect(created).toHaveLength(1);
    for (const other of answers.filter((answer) => answer !== created[0])) {
      if (other.statusCode === 409) expect(envelope(other).message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      else
        expect({ status: other.statusCode, replayed: other.headers['idempotent-replayed'], body: other.json() }).toEqual({
          status: 200,
          replayed: 'true',
          body: created[0]!.json(),
        });
    }
  });

  it('while the first request still runs, the same key gets 409 with a clear message; then the replay', async () => {
    const key = crypto.randomUUID();
    probe.runs = 0;
    const first = post('idempotency-probe/record', { mode: 'slow' }, withKey(admin, key));
    await eventually(() => probe.release !== undefined, 'the first request to be running');
    const during = await post('idempotency-probe/record', { mode: 'slow' }, withKey(admin, key, { language: 'fr' }));
    expect(during.statusCode).toBe(409);
    expect(envelope(during).message).toBe('Une requête avec cette Idempotency-Key est encore en cours de traitement. Veuillez réessayer dans un instant.');
    expect((await keyRow(key))!.statusCode).toBeNull();
    probe.release!();
    probe.release = undefined;
    const done = await first;
    expect(done.statusCode).toBe(200);
    const after = await post('idempotency-probe/record', { mode: 'slow' }, withKey(admin, key));
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.json()).toEqual(done.json());
    expect(probe.runs).toBe(1);
  });

  it('a 5xx or a 429 keeps nothing: a retry with the same key runs the route again', async () => {
    for (const mode of ['crash', 'busy']) {
      const key = crypto.randomUUID();
      probe.runs = 0;
      const failed = await post('idempotency-probe/record', { mode }, withKey(admin, key));
      expect(failed.statusCode).toBe(mode === 'crash' ? 500 : 429);
      expect(await keyRow(key)).toBeUndefined();
      const again = await post('idempotency-probe/record', { mode }, withKey(admin, key));
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(probe.runs).toBe(2);
    }
  });

  it('a 4xx answer is kept and replayed like a success', async () => {
    const key = crypto.randomUUID();
    const bad = { originAddressId: crypto.randomUUID(), destinationAddressId: crypto.randomUUID(), name: 'Nowhere lane' };
    const first = await post('lane-manager/add-lane', bad, withKey(shipper, key));
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const retried = await post('lane-manager/add-lane', bad, withKey(shipper, key));
    expect({ status: retried.statusCode, replayed: retried.headers['idempotent-replayed'], body: retried.json() }).toEqual({
      status: first.statusCode,
      replayed: 'true',
      body: first.json(),
    });
  });

  it('without a key, two requests create two rows (as before)', async () => {
    const body = beverlyHills({ name: 'Idempotent Dock 6' });
    const [first, second] = [await post('address-manager/add-address', body, auth(shipper)), await post('address-manager/add-address', body, auth(shipper))];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(envelope<Address>(first).data!._id).not.toBe(envelope<Address>(second).data!._id);
    expect(await addressesNamed('Idempotent Dock 6')).toBe(2);
  });

  it('add-lane: a retry with the key returns the same lane, one row', async () => {
    const from = envelope<Address>(await post('address-manager/add-address', beverlyHills({ name: 'Lane Origin 7' }), auth(shipper))).data!;
    const to = envelope<Address>(await post('address-manager/add-address', beverlyHills({ name: 'Lane Destination 7', tag: 'delivery' }), auth(shipper))).data!;
    const key = crypto.randomUUID();
    const body = { originAddressId: from._id, destinationAddressId: to._id, name: 'Idempotent lane 7' };
    const first = await post('lane-manager/add-lane', body, withKey(shipper, key));
    expect(first.statusCode).toBe(200);
    const retried = await post('lane-manager/add-lane', body, withKey(shipper, key));
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(envelope<Lane>(retried).data!._id).toBe(envelope<Lane>(first).data!._id);
    const [{ n }] = (await app.db.select({ n: count() }).from(lanes).where(eq(lanes.originAddressId, from._id))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("a key is the caller's own: another user sending the same key runs their own request", async () => {
    const key = crypto.randomUUID();
    const body = beverlyHills({ name: 'Idempotent Dock 8' });
    const mine = await post('address-manager/add-address', body, withKey(shipper, key));
    const theirs = await post('address-manager/add-address', body, withKey(admin, key));
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(envelope<Address>(theirs).data!._id).not.toBe(envelope<Address>(mine).data!._id);
    const rows = await app.db.select({ scope: idempotencyKeys.scope }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(2);
  });

  it('register with a key: the retry gets the first answer and one account; the scope is the address', async () => {
    const key = crypto.randomUUID();
    const person = { firstname: 'Ida', lastname: 'Empotent', email: 'ida.empotent@example.test', password: 'secret-1', acceptTerms: true };
    const first = await post('user-manager/register', person, withKey(undefined, key));
    expect(first.statusCode).toBe(200);
    const retried = await post('user-manager/register', person, withKey(undefined, key));
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    const accounts = await app.db.select({ n: count() }).from(users).where(eq(users.email, person.email));
    expect(accounts[0]!.n).toBe(1);
    expect((await keyRow(key))!.scope).toBe('anon:127.0.0.1');
  });

  it('the OpenAPI document describes the header on every create, and only there', async () => {
    const document = (await app.inject({ method: 'GET', url: '/v1/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { description?: string; parameters?: Array<{ in: string; name: string; required?: boolean }> }>>;
    }>();
    const keyParameter = (path: string, method: string) =>
      document.paths[path]?.[method]?.parameters?.find((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key');
    expect(keyParameter('/v1/api/address-manager/add-address', 'post')).toMatchObject({ required: false });
    expect(keyParameter('/v1/api/user-manager/register', 'post')).toBeDefined();
    expect(document.paths['/v1/api/address-manager/add-address']!.post!.description).toContain('Idempotency-Key');
    expect(keyParameter('/v1/api/address-manager/address-list', 'post')).toBeUndefined();
  });

  it('after 24 hours a key is free again: the old answer is ignored and replaced', async () => {
    const key = crypto.randomUUID();
    const body = beverlyHills({ name: 'Idempotent Dock 9' });
    await post('address-manager/add-address', body, withKey(shipper, key));
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await post('address-manager/add-address', body, withKey(shipper, key));
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await addressesNamed('Idempotent Dock 9')).toBe(2);
    const row = await keyRow(key);
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });
});

describe('idempotent creates and the attempt limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ registerLimit: { perAccount: 1, perAddress: 1, windowMs: 3_600_000 } });
  });
  afterAll(() => t.close());

  it('a replay is answered before the register limit counts it; a refused (429) attempt keeps no answer', async () => {
    const { app } = t;
    const register = (email: string, key: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/api/user-manager/register',
        payload: { firstname: 'Ida', lastname: 'Limit', email, password: 'secret-1', acceptTerms: true },
        headers: { 'idempotency-key': key },
      });
    const first = await register('ida.limit@example.test', 'limit-key-1');
    expect(first.statusCode).toBe(200);
    const replayed = await register('ida.limit@example.test', 'limit-key-1');
    expect({ status: replayed.statusCode, replayed: replayed.headers['idempotent-replayed'] }).toEqual({ status: 200, replayed: 'true' });

    // The address has used its one registration: a new request is refused, and its key stays free.
    const refused = await register('ida.other@example.test', 'limit-key-2');
    expect(refused.statusCode).toBe(429);
    expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'limit-key-2'))).toEqual([]);
    const again = await register('ida.limit@example.test', 'limit-key-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('old idempotency rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are deleted by the first keyed request of an instance (then at most once a minute)', async () => {
    const { app } = t;
    await app.db.insert(idempotencyKeys).values([
      {
        scope: 'anon:10.0.0.1',
        key: 'old',
        route: 'POST /v1/api/user-manager/register',
        requestHash: 'x',
        statusCode: 200,
        responseBody: {},
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      },
      {
        scope: 'anon:10.0.0.1',
        key: 'recent',
        route: 'POST /v1/api/user-manager/register',
        requestHash: 'x',
        statusCode: 200,
        responseBody: {},
        createdAt: new Date(Date.now() - 23 * 3_600_000),
      },
    ]);
    const token = await t.login('shipper@demo.test');
    await app.inject({
      method: 'POST',
      url: '/v1/api/address-manager/add-address',
      payload: beverlyHills({ name: 'Sweep Dock' }),
      headers: { ...auth(token), 'idempotency-key': 'sweep-1' },
    });
    const left = await app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, 'anon:10.0.0.1')));
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });
});
