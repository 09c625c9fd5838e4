import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isIdempotentCreate } from '@freight/contracts';
import { createHarnessFixture, type HarnessFixture } from './fixture';
import { apiRoutes, labelOf, urlOf, validRequest } from './requests';
import { LABEL_CREATES } from './domain-routes';

/**
 * Idempotent creates over the whole route table (docs/security.md section 7): every route the server marks
 * idempotent replays its first answer to a second request with the same Idempotency-Key, and no create can be left
 * unmarked: every POST the shared rule of @freight/contracts calls a create is marked (so a later `add-*`/`create-*`
 * module is covered without doing anything), and every marked route is one the API client sends a key to.
 */
describe('idempotent creates, every route', () => {
  let fixture: HarnessFixture;
  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('every POST the shared rule calls a create is marked idempotent, and every marked route is one the client keys', () => {
    const routes = apiRoutes(fixture.t.app);
    const unmarked = routes.filter((route) => isIdempotentCreate(route.method, route.url) && !route.idempotent).map(labelOf);
    const unknownToClient = routes.filter((route) => route.idempotent && !isIdempotentCreate(route.method, route.url)).map(labelOf);
    expect({ unmarked, unknownToClient }).toEqual({ unmarked: [], unknownToClient: [] });
    expect(routes.filter((route) => route.idempotent).map(labelOf)).toEqual(
      expect.arrayContaining([
        'POST /v1/api/address-manager/add-address',
        'POST /v1/api/lane-manager/add-lane',
        'POST /v1/api/warehouse-manager/add-warehouse',
        'POST /v1/api/user-manager/register',
        'POST /v1/api/company-manager/company/checkout',
        ...LABEL_CREATES,
      ]),
    );
    expect(
      routes
        .filter((route) => route.idempotent && route.url.startsWith('/v1/api/shippo-shipment/'))
        .map(labelOf)
        .sort(),
    ).toEqual(LABEL_CREATES);
  });

  it('the harness valid request sent twice with one key: the second answer is the first, marked replayed', async () => {
    const { app } = fixture.t;
    const marked = apiRoutes(app).filter((route) => route.idempotent);
    expect(marked.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const route of marked) {
      const request = validRequest(route, fixture);
      const key = crypto.randomUUID();
      const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: key };
      if (route.access !== 'public') headers.authorization = `Bearer ${fixture.victim.token}`;
      const options: InjectOptions = { method: 'POST', url: urlOf(route.url, request.params), headers };
      if (request.query) options.query = request.query;
      if (request.body !== undefined) options.payload = request.body as InjectOptions['payload'];

      const first = await app.inject(options);
      const second = await app.inject(options);
      const label = `${labelOf(route)} (first answer ${first.statusCode} ${first.body.slice(0, 300)})`;
      if (first.statusCode >= 500 || first.statusCode === 429) {
        failures.push(`${label}: the first answer is not one to keep`);
        continue;
      }
      if (first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] !== undefined) failures.push(`${label}: the first answer says it is replayed`);
      if (second.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] !== 'true') failures.push(`${label}: the second answer is not marked replayed`);
      if (second.statusCode !== first.statusCode) failures.push(`${label}: the second answer's status is ${second.statusCode}`);
      // Equal as JSON (the stored answer is jsonb: PostgreSQL keeps the values, not the order of the keys).
      if (!isDeepStrictEqual(first.json(), second.json())) failures.push(`${label}: the second body differs`);
    }
    process.stdout.write(`idempotency: ${marked.length} create routes replayed\n`);
    expect(failures).toEqual([]);
  }, 120_000);
});
