import crypto from 'node:crypto';
import { createDecoder } from 'fast-jwt';
import type { ApiEnvelope, PermissionRecord, TokenPayload } from '@freight/contracts';
import { MODULE_KEYS } from '@freight/contracts';
import { auth, createTestApp, type TestApp } from './support/test-app';

const decode = createDecoder();
const allowed = (id: string) => `/v1/api/company-permissions/resource/allowed/${id}`;
const FORBIDDEN = { status: false, message: 'You do not have permission to access this resource' };

describe('GET /v1/api/company-permissions/resource/allowed/:userId', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const claims: Record<string, TokenPayload> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'shipper', 'carrier', 'pending']) {
      tokens[who] = await t.login(`${who}@demo.test`);
      claims[who] = decode(tokens[who]!) as TokenPayload;
    }
  });
  afterAll(() => t.close());

  const fetchAs = (who: string, id: string) => t.app.inject({ method: 'GET', url: allowed(id), headers: auth(tokens[who]!) });
  const granted = (records: PermissionRecord[]) =>
    records
      .filter((record) => record.isGranted)
      .map((record) => record.moduleId.moduleKey)
      .sort();

  it.each([
    ['admin', [...MODULE_KEYS]],
    ['shipper', ['dashboard', 'address', 'purchaseOrders', 'salesOrders', 'schedule']],
    ['carrier', ['dashboard', 'carrier', 'schedule']],
    ['pending', []],
  ])('%s gets only their own records', async (who, expected) => {
    const response = await fetchAs(who, claims[who]!.sub);
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<PermissionRecord[]>>();
    expect(body).toMatchObject({ status: true, success: true, message: 'Permissions fetched' });
    expect(granted(body.data!)).toEqual([...expected].sort());
    // One record per module, granted or not.
    expect(body.data!.map((record) => record.moduleId.moduleKey).sort()).toEqual([...MODULE_KEYS].sort());
    for (const record of body.data!)
      expect(record).toEqual({ _id: expect.any(String), isGranted: expect.any(Boolean), moduleId: { moduleKey: expect.any(String) } });
  });

  it("the caller's company id as userId returns the caller's own records", async () => {
    const byUser = await fetchAs('shipper', claims.shipper!.sub);
    const byCompany = await fetchAs('shipper', claims.shipper!.cid);
    expect(byCompany.statusCode).toBe(200);
    expect(byCompany.json()).toEqual(byUser.json());
    // Same company, other user: still only the caller's records.
    const carrierByCompany = await fetchAs('carrier', claims.carrier!.cid);
    expect(granted(carrierByCompany.json<ApiEnvelope<PermissionRecord[]>>().data!)).toEqual(['carrier', 'dashboard', 'schedule']);
  });

  it("another user's id (same company): 403", async () => {
    const response = await fetchAs('shipper', claims.admin!.sub);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it("another company's user or company id: 403", async () => {
    for (const id of [claims.pending!.sub, claims.pending!.cid]) {
      const response = await fetchAs('shipper', id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const reverse = await fetchAs('pending', claims.admin!.sub);
    expect(reverse.statusCode).toBe(403);
  });

  it('an unknown id: 403; an id that is not a uuid: 400', async () => {
    expect((await fetchAs('shipper', crypto.randomUUID())).statusCode).toBe(403);
    const bad = await fetchAs('shipper', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: false, message: 'Invalid request', errors: [{ field: 'params.userId', message: 'Invalid id' }] });
  });

  it('without a token: 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: allowed(claims.shipper!.sub) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Invalid auth token' });
  });
});
