import { createDecoder } from 'fast-jwt';
import type { ApiEnvelope, TokenPayload, UserAccess } from '@freight/contracts';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

const DETAIL = '/v1/api/user-manager/get-user-detail';
const decode = createDecoder();

describe('GET /v1/api/user-manager/get-user-detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shipper: portal access, onboarding completed, own company', async () => {
    const token = await t.login('shipper@demo.test');
    const response = await t.app.inject({ method: 'GET', url: DETAIL, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<UserAccess>>();
    expect(body.status).toBe(true);
    expect(body.data).toEqual({
      canAccessPortal: true,
      onboarding: { stage: 'completed', nextAction: null },
      companyId: (decode(token) as TokenPayload).cid,
      country: 'USA',
      companyType: 'both',
    });
  });

  it("carries the company's country (the default distance unit): a Canadian partner carrier", async () => {
    const token = await t.login('dispatch@mapleleaf-freight.test');
    const response = await t.app.inject({ method: 'GET', url: DETAIL, headers: auth(token) });
    expect(response.json<ApiEnvelope<UserAccess>>().data).toMatchObject({ canAccessPortal: true, country: 'CANADA', companyType: 'carrier' });
  });

  it('pending: no portal access, waiting for payment', async () => {
    const token = await t.login('pending@demo.test');
    const response = await t.app.inject({ method: 'GET', url: DETAIL, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiEnvelope<UserAccess>>().data).toEqual({
      canAccessPortal: false,
      onboarding: { stage: 'payment', nextAction: 'checkout' },
      companyId: (decode(token) as TokenPayload).cid,
      country: 'USA',
      companyType: 'shipper',
    });
  });

  it('without a token: 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: DETAIL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Invalid auth token' });
  });
});
