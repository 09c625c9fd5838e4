import crypto from 'node:crypto';
import { API_ROUTES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@freight/contracts';
import { runAuthorizationMatrix } from '../../../test/harness/authorization-matrix';
import { runBadInput } from '../../../test/harness/bad-input';
import { createHarnessFixture, type HarnessFixture } from '../../../test/harness/fixture';
import { apiRoutes, labelOf, urlOf, validRequest } from '../../../test/harness/requests';

/** The shippo-shipment routes through the shared harnesses: authorization matrix, bad input, idempotent creates. */
describe('shippo-shipment: the harnesses', () => {
  let fixture: HarnessFixture;
  const mine = (route: { url: string }) => route.url.startsWith('/v1/api/shippo-shipment/');
  const EXPECTED = [
    'GET /v1/api/shippo-shipment/label-file/:_id',
    'POST /v1/api/shippo-shipment/cancel-label',
    'POST /v1/api/shippo-shipment/create-shipment',
    'POST /v1/api/shippo-shipment/label-list',
    'POST /v1/api/shippo-shipment/purchase-label',
    'POST /v1/api/shippo-shipment/track-shipment',
  ];

  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('every route is in the catalogue as user and refuses as designed; another company never sees a label', async () => {
    expect(API_ROUTES.filter((route) => route.path.startsWith('shippo-shipment/')).map((route) => route.access)).toEqual(Array(6).fill('user'));
    const report = await runAuthorizationMatrix(fixture, { filter: mine });
    expect([...report.routes].sort()).toEqual(EXPECTED);
    expect(report.failures).toEqual([]);
  }, 120_000);

  it('bad input is a 400 with errors on every route, never a 5xx', async () => {
    const report = await runBadInput(fixture, { filter: mine });
    expect([...report.routes].sort()).toEqual(EXPECTED);
    expect(report.failures).toEqual([]);
  }, 180_000);

  it('create-shipment and purchase-label are idempotent creates (a second request with the key replays the first answer)', async () => {
    const { app } = fixture.t;
    const marked = apiRoutes(app).filter((route) => mine(route) && route.idempotent);
    expect(marked.map(labelOf).sort()).toEqual(['POST /v1/api/shippo-shipment/create-shipment', 'POST /v1/api/shippo-shipment/purchase-label']);
    for (const route of marked) {
      const request = validRequest(route, fixture);
      const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(), authorization: `Bearer ${fixture.victim.token}` };
      const send = () => app.inject({ method: 'POST', url: urlOf(route.url, request.params), headers, payload: request.body as object });
      const first = await send();
      const second = await send();
      expect({ route: labelOf(route), status: second.statusCode, body: second.json() }).toEqual({ route: labelOf(route), status: first.statusCode, body: first.json() });
      expect(second.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    }
  });
});
