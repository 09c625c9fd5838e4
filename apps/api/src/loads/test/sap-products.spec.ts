import { LOAD_TRUCK_MESSAGES, type ErpProduct } from '@freight/contracts';
import { ERP_PRODUCTS } from '../../providers/erp/catalogue';
import { createLocalErpProvider } from '../../providers/erp/local';
import { createSapErpProvider, sapProductUrl } from '../../providers/erp/sap';
import type { FetchLike } from '../../providers/http';
import type { TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi } from './support';

/** integration-manager/get-sap-products: the load form's product look-up (local ERP catalogue by default; SAP). */
describe('integration-manager/get-sap-products', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier],
    } = await openApi(['shipper@demo.test', 'carrier@demo.test']));
  });
  afterAll(() => t.close());

  it('finds products by name, commodity or id, case- and accent-insensitive, with what the load form fills', async () => {
    const answer = await call<ErpProduct[]>(shipper, 'POST', 'integration-manager/get-sap-products', { search: 'FROZEN' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(LOAD_TRUCK_MESSAGES.productsFetched);
    expect(answer.body.data!.map((product) => product.erpProductId)).toEqual(['FZ-PEAS-20', 'FF-SHOE-6']);
    expect(answer.body.data![0]).toEqual({
      erpProductId: 'FZ-PEAS-20',
      name: 'Frozen Peas 20 lb',
      description: 'Frozen vegetables, 80 case per pallet',
      commodity: 'Frozen vegetables',
      unit: 'case',
      unitWeightLbs: 21,
      unitsPerPallet: 80,
      isHazmat: false,
      temperatureMinF: -10,
      temperatureMaxF: 0,
      equipmentKey: 'reefer',
    });

    // By commodity and by id; a hazmat product says so.
    const byCommodity = await call<ErpProduct[]>(shipper, 'POST', 'integration-manager/get-sap-products', { search: 'corrosive' });
    expect(byCommodity.body.data!.map((product) => [product.erpProductId, product.isHazmat])).toEqual([['CL-NAOH-55', true]]);
    const byId = await call<ErpProduct[]>(carrier, 'POST', 'integration-manager/get-sap-products', { search: 'tv-55' });
    expect(byId.body.data!.map((product) => product.name)).toEqual(['Television 55 in 4K']);

    // Nothing found is an empty list; an empty search lists the first ten (or `limit`).
    expect((await call<ErpProduct[]>(shipper, 'POST', 'integration-manager/get-sap-products', { search: 'no such product' })).body.data).toEqual([]);
    expect((await call<ErpProduct[]>(shipper, 'POST', 'integration-manager/get-sap-products', { search: '' })).body.data).toHaveLength(10);
    expect(
      (await call<ErpProduct[]>(shipper, 'POST', 'integration-manager/get-sap-products', { search: '', limit: 3 })).body.data!.map((p) => p.erpProductId),
    ).toEqual(ERP_PRODUCTS.slice(0, 3).map((p) => p.erpProductId));
  });

  it('refuses without a token and answers bad input with 400 and errors', async () => {
    expect((await call(undefined, 'POST', 'integration-manager/get-sap-products', { search: 'x' })).statusCode).toBe(401);
    for (const [body, field] of [
      [{}, 'body.search'],
      [{ search: 5 }, 'body.search'],
      [{ search: 'x'.repeat(101) }, 'body.search'],
      [{ search: 'x', limit: 0 }, 'body.limit'],
      [{ search: 'x', limit: 51 }, 'body.limit'],
      [{ search: 'x', other: 1 }, 'body.other'],
    ] as const) {
      const answer = await call(shipper, 'POST', 'integration-manager/get-sap-products', body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    }
  });

  it('the local catalogue is the demo products; accents fold', async () => {
    expect(ERP_PRODUCTS).toHaveLength(30);
    expect(new Set(ERP_PRODUCTS.map((product) => product.erpProductId)).size).toBe(30);
    expect((await createLocalErpProvider().searchProducts('ÁPPLES', 5)).map((product) => product.erpProductId)).toEqual(['AP-GALA-40']);
  });

  it('SAP: searches the English product descriptions through OData and maps them', async () => {
    const calls: string[] = [];
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      return new Response(JSON.stringify({ d: { results: [{ Product: 'TG11', Language: 'EN', ProductDescription: "Trad'ing Goods 11" }] } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const erp = createSapErpProvider({ url: 'https://s4.test/', user: 'u', password: 'p', timeoutMs: 1000, fetch });
    const products = await erp.searchProducts("Trad'ing", 5);
    expect(calls[0]).toBe(sapProductUrl('https://s4.test/', "Trad'ing", 5));
    const params = new URL(calls[0]!).searchParams;
    expect(params.get('$filter')).toBe("Language eq 'EN' and substringof('Trad''ing',ProductDescription)");
    expect(params.get('$top')).toBe('5');
    expect(products).toEqual([
      {
        erpProductId: 'TG11',
        name: "Trad'ing Goods 11",
        description: "Trad'ing Goods 11",
        commodity: "Trad'ing Goods 11",
        unit: 'each',
        unitWeightLbs: null,
        unitsPerPallet: null,
        isHazmat: false,
        temperatureMinF: null,
        temperatureMaxF: null,
        equipmentKey: null,
      },
    ]);
  });
});
