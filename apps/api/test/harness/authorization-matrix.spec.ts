import { runAuthorizationMatrix } from './authorization-matrix';
import { createHarnessFixture, type HarnessFixture } from './fixture';
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
  }, 300_000);
});
