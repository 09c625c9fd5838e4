import { MIN_CASES_PER_ROUTE, runBadInput, type BadInputReport } from './bad-input';
import { createHarnessFixture, type HarnessFixture } from './fixture';
import { apiRoutes } from './requests';
import { DOMAIN_ROUTES } from './domain-routes';

/**
 * Every route with a body, path parameters or a query gets malformed input (see bad-input.ts). The routes run in
 * PARTS groups (by their place in the route table), each within its own time limit: about 200 routes with 50 or
 * more inputs each would otherwise press one test's limit on a busy two-core machine.
 */
const PARTS = 3;

describe('bad input', () => {
  let fixture: HarnessFixture;
  let order: Map<string, number>;
  const reports: BadInputReport[] = [];
  beforeAll(async () => {
    fixture = await createHarnessFixture();
    order = new Map(apiRoutes(fixture.t.app).map((route, index) => [`${route.method} ${route.url}`, index]));
  }, 60_000);
  afterAll(() => fixture.close());

  for (let part = 0; part < PARTS; part += 1) {
    it(`is always a 400 with errors, never a 5xx, and the server keeps answering (routes, part ${part + 1} of ${PARTS})`, async () => {
      const report = await runBadInput(fixture, { filter: (route) => (order.get(`${route.method} ${route.url}`) ?? 0) % PARTS === part });
      reports.push(report);
      expect(report.failures).toEqual([]);
      for (const count of Object.values(report.perRoute)) expect(count).toBeGreaterThanOrEqual(MIN_CASES_PER_ROUTE);
    }, 300_000);
  }

  it('covered every route that takes input', () => {
    const all = apiRoutes(fixture.t.app);
    const withInput = all.filter((route) => route.input && (route.input.body || route.input.params || route.input.querystring));
    const covered = reports.flatMap((report) => report.routes);
    const sent = reports.reduce((sum, report) => sum + Object.values(report.perRoute).reduce((total, n) => total + n, 0), 0);
    process.stdout.write(
      `bad-input: ${covered.length} routes covered (every route with a body, path parameters or a query; ${all.length - covered.length} of ${all.length} take no input), ${sent} malformed inputs, ${reports.reduce((sum, report) => sum + report.checks, 0)} checks\n`,
    );
    expect(reports).toHaveLength(PARTS);
    expect(covered).toHaveLength(withInput.length);
    expect(covered).toEqual(expect.arrayContaining(['POST /v1/api/load-manager/load-list', 'POST /v1/api/user-manager/login']));
    // The routes the domains' tests name all take input (DOMAIN_ROUTES), the containers' aside.
    const { containers: _containers, ...withInputByDomain } = DOMAIN_ROUTES;
    expect(covered).toEqual(expect.arrayContaining(Object.values(withInputByDomain).flat()));
    expect(covered.filter((route) => route.includes('/order-manager/')).length).toBeGreaterThanOrEqual(16);
  });
});
