import { runAuthorizationMatrix } from '../../../test/harness/authorization-matrix';
import { runBadInput } from '../../../test/harness/bad-input';
import { createHarnessFixture, type HarnessFixture } from '../../../test/harness/fixture';

/** The report-manager routes through the authorization matrix and the bad-input harness (apps/api/test/harness). */
describe('report-manager through the harnesses', () => {
  let fixture: HarnessFixture;
  const reportRoutes = (route: { url: string }) => route.url.startsWith('/v1/api/report-manager/');
  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('every report-manager route refuses as designed and shows nobody another company’s data', async () => {
    const report = await runAuthorizationMatrix(fixture, { filter: reportRoutes });
    expect(report.failures).toEqual([]);
    expect(report.routes).toEqual(['POST /v1/api/report-manager/report', 'GET /v1/api/report-manager/report-filters']);
  }, 120_000);

  it('every report-manager route answers malformed input with 400 and errors, never a 5xx', async () => {
    const report = await runBadInput(fixture, { filter: reportRoutes });
    expect(report.failures).toEqual([]);
    expect(report.routes).toHaveLength(2);
  }, 120_000);
});
