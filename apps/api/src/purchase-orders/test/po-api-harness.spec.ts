import { runAuthorizationMatrix } from '../../../test/harness/authorization-matrix';
import { runBadInput } from '../../../test/harness/bad-input';
import { createHarnessFixture, type HarnessFixture } from '../../../test/harness/fixture';

/** The purchase orders API's routes (po-api) through the authorization matrix and the bad-input harness. */
const PO_API_ROUTES = [
  'POST /v1/api/purchase-manager/purchase-orders',
  'GET /v1/api/purchase-manager/get-purchase-order-detail/:_id',
  'POST /v1/api/purchase-manager/create-purchase-order',
  'POST /v1/api/purchase-manager/edit-purchase-order',
  'POST /v1/api/purchase-manager/update-bill-of-lading/:_id',
  'POST /v1/api/purchase-manager/update-container-details/:_id',
  'POST /v1/api/purchase-manager/split-purchase-order',
  'GET /v1/api/integration-manager/get-sap-purchase-orders',
  'GET /v1/api/integration-manager/get-purchase-order/:_id',
  'GET /v1/api/integration-manager/close-purchase-order/:_id',
];

describe('purchase orders API through the harnesses', () => {
  let fixture: HarnessFixture;
  const ours = (route: { method: string; url: string }) => PO_API_ROUTES.includes(`${route.method} ${route.url}`);
  beforeAll(async () => {
    fixture = await createHarnessFixture();
  }, 60_000);
  afterAll(() => fixture.close());

  it('every po-api route refuses as designed and shows nobody another company’s data', async () => {
    const report = await runAuthorizationMatrix(fixture, { filter: ours });
    expect(report.failures).toEqual([]);
    expect([...report.routes].sort()).toEqual([...PO_API_ROUTES].sort());
  }, 300_000);

  it('every po-api route answers malformed input with 400 and errors, never a 5xx', async () => {
    const report = await runBadInput(fixture, { filter: ours });
    expect(report.failures).toEqual([]);
    expect(report.routes.length).toBe(PO_API_ROUTES.length);
  }, 300_000);
});
