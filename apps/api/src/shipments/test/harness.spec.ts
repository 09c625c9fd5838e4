import { runAuthorizationMatrix } from '../../../test/harness/authorization-matrix';
import { runBadInput } from '../../../test/harness/bad-input';
import { createHarnessFixture, type HarnessFixture } from '../../../test/harness/fixture';

/** The order-manager routes through the authorization matrix and the bad-input harness (apps/api/test/harness). */
describe('order-manager through the harnesses', () => {
  let fixture: HarnessFixture;
  const orderRoutes = (route: { url: string }) => route.url.startsWith('/v1/api/order-manager/');
  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('every order-manager route refuses as designed and shows nobody another company’s data', async () => {
    const report = await runAuthorizationMatrix(fixture, { filter: orderRoutes });
    expect(report.failures).toEqual([]);
    expect(report.routes).toEqual(
      expect.arrayContaining([
        'GET /v1/api/order-manager/get-order-detail/:orderId',
        'POST /v1/api/order-manager/order-list',
        'POST /v1/api/order-manager/send-invoice',
        'POST /v1/api/order-manager/rate-paid-order/:type',
      ]),
    );
  }, 300_000);

  it('every order-manager route answers malformed input with 400 and errors, never a 5xx', async () => {
    const report = await runBadInput(fixture, { filter: orderRoutes });
    expect(report.failures).toEqual([]);
    expect(report.routes.length).toBeGreaterThanOrEqual(16);
  }, 300_000);
});
