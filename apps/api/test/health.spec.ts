import { createTestApp, type TestApp } from './support/test-app';

describe('health and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /v1/api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'OK', data: { db: 'up' } });
  });

  it.each([
    ['GET', '/v1/api/nope'],
    ['POST', '/v1/api/user-manager/nope'],
    ['DELETE', '/v1/api/user-manager/login'],
    ['GET', '/v1/api'],
    ['GET', '/somewhere-else'],
  ] as const)('%s %s: 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Route not found' });
  });
});
