import { runAuthorizationMatrix } from './authorization-matrix';
import { createHarnessFixture, type HarnessFixture } from './fixture';
import { API_ROUTES } from '@freight/contracts';
import { DOMAIN_ROUTES, NAMED_ROUTES } from './domain-routes';
import { apiRoutes } from './requests';

/** Every registered route × every kind of caller that must be refused (see authorization-matrix.ts). */
describe('authorization matrix', () => {
  let fixture: HarnessFixture;
  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('every route refuses as designed and never shows another company its data', async () => {
    const report = await runAuthorizationMatrix(fixture);
    process.stdout.write(`authorization-matrix: ${report.routes.length} routes covered, ${report.checks} checks\n`);
    expect(report.failures).toEqual([]);
    expect(report.routes).toHaveLength(apiRoutes(fixture.t.app).length);
    expect(report.routes).toEqual(expect.arrayContaining(['POST /v1/api/load-manager/load-list', 'GET /v1/api/user-manager/get-user-detail']));
    expect(report.routes).toEqual(expect.arrayContaining([...NAMED_ROUTES]));
    expect(report.routes.filter((route) => route.includes('/report-manager/')).sort()).toEqual([...DOMAIN_ROUTES['reports']!].sort());
    expect(report.routes.filter((route) => route.includes('/shippo-shipment/')).sort()).toEqual([...DOMAIN_ROUTES['labels']!].sort());
  }, 300_000);
});

describe('the route catalogue', () => {
  it('the shipping label routes are open to any signed-in user of the company', () => {
    expect(API_ROUTES.filter((route) => route.path.startsWith('shippo-shipment/')).map((route) => route.access)).toEqual(Array(6).fill('user'));
  });
});
