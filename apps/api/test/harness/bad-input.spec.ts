import { MIN_CASES_PER_ROUTE, runBadInput } from './bad-input';
import { createHarnessFixture, type HarnessFixture } from './fixture';
import { apiRoutes } from './requests';

/** Every route with a body, path parameters or a query gets malformed input (see bad-input.ts). */
describe('bad input', () => {
  let fixture: HarnessFixture;
  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('is always a 400 with errors, never a 5xx, and the server keeps answering', async () => {
    const report = await runBadInput(fixture);
    const all = apiRoutes(fixture.t.app).length;
    const sent = Object.values(report.perRoute).reduce((sum, n) => sum + n, 0);
    process.stdout.write(
      `bad-input: ${report.routes.length} routes covered (every route with a body, path parameters or a query; ${all - report.routes.length} of ${all} take no input), ${sent} malformed inputs, ${report.checks} checks\n`,
    );
    expect(report.failures).toEqual([]);
    expect(report.routes).toEqual(expect.arrayContaining(['POST /v1/api/load-manager/load-list', 'POST /v1/api/user-manager/login']));
    for (const count of Object.values(report.perRoute)) expect(count).toBeGreaterThanOrEqual(MIN_CASES_PER_ROUTE);
  }, 300_000);
});
