import { MIN_CASES_PER_ROUTE, runBadInput } from './bad-input';
import { createHarnessFixture, type HarnessFixture } from './fixture';
import { apiRoutes } from './requests';
import { DOMAIN_ROUTES } from './domain-routes';

/**
 * Every route with a body, path parameters or a query gets malformed input (see bad-input.ts). The routes are split
 * in PARTS by their place in the route table, one spec file each (bad-input.part-N.spec.ts), so the test runner's
 * workers share them: about 200 routes with 50 or more inputs each are the longest suite of the API by far.
 */
const PARTS = 3;

export function describeBadInputPart(part: number): void {
  describe(`bad input, part ${part + 1} of ${PARTS}`, () => {
    let fixture: HarnessFixture;
    beforeAll(async () => {
      fixture = await createHarnessFixture();
    }, 60_000);
    afterAll(() => fixture.close());

    it(`is always a 400 with errors, never a 5xx, and the server keeps answering (routes, part ${part + 1} of ${PARTS})`, async () => {
      const all = apiRoutes(fixture.t.app);
      const inPart = (route: { method: string; url: string }) =>
        all.findIndex((each) => each.method === route.method && each.url === route.url) % PARTS === part;
      const report = await runBadInput(fixture, { filter: inPart });
      expect(report.failures).toEqual([]);
      for (const count of Object.values(report.perRoute)) expect(count).toBeGreaterThanOrEqual(MIN_CASES_PER_ROUTE);

      // Every route of this part that takes input was covered; the parts together are the whole route table.
      const withInput = all.filter((route) => route.input && (route.input.body || route.input.params || route.input.querystring));
      const expected = withInput.filter(inPart).map((route) => `${route.method} ${route.url}`);
      const sent = Object.values(report.perRoute).reduce((total, n) => total + n, 0);
      process.stdout.write(
        `bad-input part ${part + 1}/${PARTS}: ${report.routes.length} routes covered (of ${withInput.length} that take input, ${all.length} in all), ${sent} malformed inputs, ${report.checks} checks\n`,
      );
      expect([...report.routes].sort()).toEqual([...expected].sort());
      if (part === 0) {
        // The routes the domains' tests name all take input (DOMAIN_ROUTES), the containers' aside: so one part covers each.
        const takingInput = withInput.map((route) => `${route.method} ${route.url}`);
        const { containers: _containers, ...withInputByDomain } = DOMAIN_ROUTES;
        expect(takingInput).toEqual(expect.arrayContaining(['POST /v1/api/load-manager/load-list', 'POST /v1/api/user-manager/login']));
        expect(takingInput).toEqual(expect.arrayContaining(Object.values(withInputByDomain).flat()));
        expect(takingInput.filter((route) => route.includes('/order-manager/')).length).toBeGreaterThanOrEqual(16);
      }
    }, 300_000);
  });
}
