import crypto from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  LOAD_WRITE_MESSAGES,
  type ErpSalesOrderPage,
  type SalesOrderLoadData,
  type SalesOrderPage,
  type SalesOrderView,
} from '@freight/contracts';
import type { Providers } from '../../providers';
import { localSalesOrders, LOCAL_SALES_ORDER_COUNT } from '../../providers/erp/sales-orders';
import { ERP_PRODUCTS } from '../../providers/erp/catalogue';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';

/**
 * Sales orders (/order/list and /order/add) on a fresh copy of the demo world: the ERP's open orders
 * (local catalogue), create-sales-order (import or typed), sales-order-list, create-sales-order-load.
 * shipper@demo.test holds salesOrders; carrier@demo.test (same company) does not; Interstate Haulers is another company.
 */

const SHIPPER = 'shipper@demo.test';
const CARRIER = 'carrier@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';

const DAY = 86_400_000;
const future = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();
const windows = { pickupStart: future(3), pickupEnd: future(3, 4), deliveryStart: future(5), deliveryEnd: future(5, 6) };

describe('integration-manager sales orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let interstate: string;
  let demoId: string;
  let warehouseId: string;
  /** The providers the routes use (captured from inside /v1/api, where they are decorated). */
  let providers: Providers;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const erpPage = (query = '', token = shipper) => call<ErpSalesOrderPage>(token, 'GET', `integration-manager/get-sap-orders${query}`);
  const list = (body: object = {}, token = shipper) => call<SalesOrderPage>(token, 'POST', 'integration-manager/sales-order-list', body);
  const create = (body: object, token = shipper) => call<SalesOrderView>(token, 'POST', 'integration-manager/create-sales-order', body);
  const createLoad = (body: object, token = shipper) => call<SalesOrderLoadData>(token, 'POST', 'integration-manager/create-sales-order-load', body);

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [
        async (api) => {
          providers = api.providers;
        },
      ],
    });
    call = caller(t);
    [shipper, carrier, interstate] = await Promise.all([t.login(SHIPPER), t.login(CARRIER), t.login(INTERSTATE)]);
    const [row] = await sql<{ id: string }>(`select company_id::text as id from users where email = $1`, [SHIPPER]);
    demoId = row!.id;
    const [warehouse] = await sql<{ id: string }>(`select id::text as id from warehouses where company_id = $1 order by created_at limit 1`, [demoId]);
    warehouseId = warehouse!.id;
  }, 60_000);
  afterAll(() => t.close());

  describe('GET get-sap-orders', () => {
    it("pages the local ERP's open orders newest first, with customers, lines from the catalogue and exact totals", async () => {
      const answer = await erpPage();
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('ERP sales orders fetched');
      const data = answer.body.data!;
      expect(data).toMatchObject({ total: LOCAL_SALES_ORDER_COUNT, page: 1, limit: 10 });
      expect(data.items.map((order) => order.erpOrderId)).toEqual(
        localSalesOrders()
          .slice(0, 10)
          .map((order) => order.erpOrderId),
      );
      expect(data.items[0]!.erpOrderId).toBe(`SAP-${70_001_000 + LOCAL_SALES_ORDER_COUNT}`);
      const skus = new Set(ERP_PRODUCTS.map((product) => product.erpProductId));
      for (const order of data.items) {
        expect(order.imported).toBeNull();
        expect(order.lines.length).toBeGreaterThan(0);
        expect(order.lines.every((line) => skus.has(line.erpProductId) && line.quantity > 0 && Number.isInteger(line.unitPriceCents))).toBe(true);
        expect(order.totalCents).toBe(order.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0));
        expect(order.requestedDeliveryDate! > order.orderDate).toBe(true);
        expect(['USA', 'CANADA']).toContain(order.customer.country);
      }

      const second = await erpPage('?page=2&limit=5');
      expect(second.body.data!.items.map((order) => order.erpOrderId)).toEqual(
        localSalesOrders()
          .slice(5, 10)
          .map((order) => order.erpOrderId),
      );
      const found = await erpPage(`?search=${encodeURIComponent('acme grocery')}`);
      expect(found.body.data!.total).toBeGreaterThan(0);
      expect(found.body.data!.items.every((order) => order.customer.name === 'Acme Grocery Distribution')).toBe(true);
      expect((await erpPage('?search=nothing-like-this')).body.data).toMatchObject({ items: [], total: 0 });
    });

    it('refuses without the salesOrders module, without a token, and bad queries with 400', async () => {
      expect((await erpPage('', carrier)).statusCode).toBe(403);
      expect((await call(undefined, 'GET', 'integration-manager/get-sap-orders')).statusCode).toBe(401);
      for (const query of ['?page=0', '?limit=51', '?page=x', `?search=${'x'.repeat(101)}`, '?other=1']) {
        const answer = await erpPage(query);
        expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
        expect(answer.body.errors!.length).toBeGreaterThan(0);
      }
    });
  });

  describe('POST create-sales-order', () => {
    it('imports an ERP order: SO number from the counter, lines and total in cents, the customer added to the address book once', async () => {
      const erp = localSalesOrders()[3]!;
      const [counter] = await sql<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'sales_order'`, [demoId]);
      const answer = await create({ erpOrderId: erp.erpOrderId });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('Sales Order created successfully');
      const so = answer.body.data!;
      expect(so.soNumber).toBe(`SO-${counter!.value + 1}`);
      expect(so).toMatchObject({
        status: 'open',
        erpReference: erp.erpOrderId,
        totalCents: erp.totalCents,
        currency: erp.currency,
        orderDate: erp.orderDate,
        load: null,
      });
      expect(so.customer.name).toBe(erp.customer.name);
      expect(so.lines.map((line) => [line.sku, line.quantity, line.unitPriceCents])).toEqual(
        erp.lines.map((line) => [line.erpProductId, line.quantity, line.unitPriceCents]),
      );
      // The demo's catalogue knows these SKUs: the lines point at its products.
      expect(so.lines.every((line) => line.productId !== null)).toBe(true);
      const [stored] = await sql<{ total: string; customer_address_id: string }>(
        `select total_amount::text as total, customer_address_id::text from sales_orders where id = $1`,
        [so._id],
      );
      expect(Math.round(Number(stored!.total) * 100)).toBe(erp.totalCents);
      const [address] = await sql<{ tag: string; erp_customer_id: string; city: string }>(`select tag, erp_customer_id, city from addresses where id = $1`, [
        stored!.customer_address_id,
      ]);
      expect(address).toEqual({ tag: 'customer', erp_customer_id: erp.customer.erpCustomerId, city: erp.customer.city });

      // The ERP list says it is imported; importing again is refused.
      const page = await erpPage('?limit=10');
      expect(page.body.data!.items.find((order) => order.erpOrderId === erp.erpOrderId)!.imported).toEqual({ _id: so._id, soNumber: so.soNumber });
      const again = await create({ erpOrderId: erp.erpOrderId });
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe('This ERP sales order has already been imported');

      // Another order of the same customer uses the same address-book entry.
      const sameCustomer = localSalesOrders().find((order, index) => index !== 3 && order.customer.erpCustomerId === erp.customer.erpCustomerId);
      if (sameCustomer) {
        const next = await create({ erpOrderId: sameCustomer.erpOrderId });
        expect(next.body.data!.customer.addressId).toBe(so.customer.addressId);
      }
      const [count] = await sql<{ n: number }>(`select count(*)::int as n from addresses where company_id = $1 and erp_customer_id = $2`, [
        demoId,
        erp.customer.erpCustomerId,
      ]);
      expect(count!.n).toBe(1);
    });

    it('two imports of one ERP order at once: one sales order, the other 409', async () => {
      const erp = localSalesOrders()[7]!;
      const answers = await Promise.all([
        create({ erpOrderId: erp.erpOrderId }),
        create({ erpOrderId: erp.erpOrderId }),
        create({ erpOrderId: erp.erpOrderId }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const [rows] = await sql<{ n: number }>(`select count(*)::int as n from sales_orders where company_id = $1 and erp_reference = $2`, [
        demoId,
        erp.erpOrderId,
      ]);
      expect(rows!.n).toBe(1);
    });

    it('the same Idempotency-Key twice: one sales order, the first answer replayed', async () => {
      const erp = localSalesOrders()[9]!;
      const key = crypto.randomUUID();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/api/integration-manager/create-sales-order',
          headers: { ...auth(shipper), [IDEMPOTENCY_KEY_HEADER]: key },
          payload: { erpOrderId: erp.erpOrderId },
        });
      const first = await send();
      const second = await send();
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json().data._id).toBe(first.json().data._id);
    });

    it('creates one typed in for a customer of the address book; prices default to the catalogue', async () => {
      const [customer] = await sql<{ id: string; name: string }>(
        `select id::text as id, name from addresses where company_id = $1 and tag = 'customer' order by created_at limit 1`,
        [demoId],
      );
      const answer = await create({
        customerAddressId: customer!.id,
        requestedDeliveryDate: future(9).slice(0, 10),
        lines: [
          { sku: 'BW-24-500', quantity: 168 },
          { sku: 'OC-ERGO-1', quantity: 12, unitPriceCents: 13_999, description: 'Chairs, promo price' },
        ],
      });
      expect(answer.statusCode).toBe(200);
      const so = answer.body.data!;
      expect(so).toMatchObject({ status: 'open', erpReference: null, customer: { addressId: customer!.id, name: customer!.name } });
      expect(so.lines).toEqual([
        expect.objectContaining({ lineNo: 1, sku: 'BW-24-500', description: 'Bottled Water 24 x 500 ml', quantity: 168, unitPriceCents: 410 }),
        expect.objectContaining({ lineNo: 2, sku: 'OC-ERGO-1', description: 'Chairs, promo price', quantity: 12, unitPriceCents: 13_999 }),
      ]);
      expect(so.totalCents).toBe(168 * 410 + 12 * 13_999);
    });

    it('refuses what cannot make a sales order: 400 with the field, 404 for an unknown ERP order', async () => {
      const [own] = await sql<{ id: string }>(`select id::text as id from addresses where company_id = $1 order by created_at limit 1`, [demoId]);
      const [foreign] = await sql<{ id: string }>(`select id::text as id from addresses where company_id <> $1 order by created_at limit 1`, [demoId]);
      const cases: Array<[object, string]> = [
        [{}, 'body.customerAddressId'],
        [{ customerAddressId: own!.id }, 'body.lines'],
        [{ erpOrderId: 'SAP-70001001', customerAddressId: own!.id, lines: [{ sku: 'BW-24-500', quantity: 1 }] }, 'body.erpOrderId'],
        [{ customerAddressId: foreign!.id, lines: [{ sku: 'BW-24-500', quantity: 1 }] }, 'body.customerAddressId'],
        [{ customerAddressId: own!.id, lines: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }, 'body.lines.0.sku'],
        [{ customerAddressId: own!.id, lines: [{ sku: 'BW-24-500', quantity: 0 }] }, 'body.lines.0.quantity'],
        [{ customerAddressId: own!.id, lines: [] }, 'body.lines'],
      ];
      for (const [body, field] of cases) {
        const answer = await create(body);
        expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
        expect(answer.body.errors!.map((error) => error.field)).toContain(field);
      }
      const unknown = await create({ erpOrderId: 'SAP-99999999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.message).toBe('ERP sales order not found');
      expect((await create({ erpOrderId: 'SAP-70001002' }, carrier)).statusCode).toBe(403);
    });

    it("an ERP customer new to the address book passes its postal rule first: a ZIP not its city's is refused (400 on the ERP order)", async () => {
      // An order of the ERP the local one does not hold (its own number, a customer new to the book).
      const erp = { ...localSalesOrders()[5]!, erpOrderId: 'SAP-79999901' };
      const customer = { ...erp.customer, erpCustomerId: 'C999901', name: 'Wrong Zip Traders', city: 'Dallas', state: 'TX', postalCode: '60607' };
      const getSalesOrder = jest.spyOn(providers.erp, 'getSalesOrder').mockResolvedValue({ ...erp, customer });
      try {
        const refused = await create({ erpOrderId: erp.erpOrderId });
        expect({ status: refused.statusCode, message: refused.body.message, errors: refused.body.errors }).toEqual({
          status: 400,
          message: "The customer's postal code in the ERP is not its city's: correct the address in the ERP, then import again",
          errors: [
            { field: 'body.erpOrderId', message: "The customer's postal code in the ERP is not its city's: correct the address in the ERP, then import again" },
          ],
        });
        expect(await sql(`select 1 from addresses where company_id = $1 and erp_customer_id = 'C999901'`, [demoId])).toHaveLength(0);
        expect(await sql(`select 1 from sales_orders where company_id = $1 and erp_reference = $2`, [demoId, erp.erpOrderId])).toHaveLength(0);

        // Corrected in the ERP (75247 is Dallas'): imported, the customer added with its position.
        getSalesOrder.mockResolvedValue({ ...erp, customer: { ...customer, postalCode: '75247' } });
        expect((await create({ erpOrderId: erp.erpOrderId })).statusCode).toBe(200);
        const [added] = await sql<{ postal_code: string; lat: number | null }>(
          `select postal_code, lat from addresses where company_id = $1 and erp_customer_id = 'C999901'`,
          [demoId],
        );
        expect(added).toEqual({ postal_code: '75247', lat: expect.any(Number) });
      } finally {
        getSalesOrder.mockRestore();
      }
    });

    it('answers in the caller’s language', async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/v1/api/integration-manager/create-sales-order',
        headers: { ...auth(shipper), language: 'fr' },
        payload: { erpOrderId: localSalesOrders()[3]!.erpOrderId },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe("Cette commande client de l'ERP a déjà été importée");
    });
  });

  describe('POST sales-order-list', () => {
    it("lists the company's sales orders newest first, with the load that ships each; filters by status, load and search", async () => {
      const answer = await list({});
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('Sales orders fetched');
      const rows = await sql<{ id: string; load_id: string | null; status: string }>(
        `select s.id::text as id, l.load_id, s.status from sales_orders s left join loads l on l.id = s.load_id where s.company_id = $1 order by s.created_at desc, s.so_number desc`,
        [demoId],
      );
      expect(answer.body.data!.total).toBe(rows.length);
      expect(answer.body.data!.items.map((item) => item._id)).toEqual(rows.slice(0, 20).map((row) => row.id));

      const shipped = await list({ load: 'with', limit: 100 });
      expect(shipped.body.data!.total).toBe(rows.filter((row) => row.load_id).length);
      expect(shipped.body.data!.items.length).toBeGreaterThan(0);
      for (const item of shipped.body.data!.items)
        expect(item.load).toEqual(expect.objectContaining({ loadId: rows.find((row) => row.id === item._id)!.load_id }));
      const unplanned = await list({ load: 'without', limit: 100 });
      expect(unplanned.body.data!.items.every((item) => item.load === null)).toBe(true);

      const open = await list({ status: 'open', limit: 100 });
      expect(open.body.data!.total).toBe(rows.filter((row) => row.status === 'open').length);
      expect(open.body.data!.items.every((item) => item.status === 'open')).toBe(true);

      // The customer of an order imported above, by part of its name in other letter case.
      const customer = localSalesOrders()[3]!.customer.name;
      const bySearch = await list({ search: customer.slice(0, 10).toUpperCase() });
      expect(bySearch.body.data!.items.length).toBeGreaterThan(0);
      expect(bySearch.body.data!.items.every((item) => item.customer.name.toUpperCase().includes(customer.slice(0, 10).toUpperCase()))).toBe(true);
      expect((await list({ search: "%' or 1=1 --" })).body.data).toMatchObject({ items: [], total: 0 });
      expect((await list({ page: 2, limit: 5 })).body.data!.items.map((item) => item._id)).toEqual(rows.slice(5, 10).map((row) => row.id));
    });

    it("another company sees none of the demo's sales orders; the module is required", async () => {
      const answer = await list({}, interstate);
      expect(answer.statusCode).toBe(200);
      const [own] = await sql<{ n: number }>(`select count(*)::int as n from sales_orders where company_id = (select company_id from users where email = $1)`, [
        INTERSTATE,
      ]);
      expect(answer.body.data!.total).toBe(own!.n);
      expect((await list({}, carrier)).statusCode).toBe(403);
      expect((await list({ status: 'nope' })).statusCode).toBe(400);
    });
  });

  describe('POST create-sales-order-load', () => {
    it('makes the pending load (warehouse → the customer, the lines as commodity, weight, pallets, pieces) and links it', async () => {
      const so = (await create({ erpOrderId: localSalesOrders()[12]!.erpOrderId })).body.data!;
      const answer = await createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows, specialInstructions: 'Call before arrival' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe(LOAD_WRITE_MESSAGES.added);
      const { load, salesOrder } = answer.body.data!;
      expect(load.status).toBe('pending');
      expect(load.loadId).toMatch(/^L-\d+$/);
      expect(load.referenceNumber).toBe(so.soNumber);
      expect(load.stops.map((stop) => [stop.type, stop.warehouseId ?? stop.addressId])).toEqual([
        ['pickup', warehouseId],
        ['delivery', so.customer.addressId],
      ]);
      expect(load.stops[0]!.windowStart).toBe(windows.pickupStart);
      expect(load.stops[1]!.windowEnd).toBe(windows.deliveryEnd);
      const erp = localSalesOrders()[12]!;
      const weight = erp.lines.reduce((sum, line) => sum + line.quantity * ERP_PRODUCTS.find((p) => p.erpProductId === line.erpProductId)!.unitWeightLbs!, 0);
      expect(load.weight).toBeCloseTo(weight, 2);
      expect(load.pieces).toBe(erp.lines.reduce((sum, line) => sum + line.quantity, 0));
      for (const line of erp.lines) expect(load.commodity).toContain(ERP_PRODUCTS.find((p) => p.erpProductId === line.erpProductId)!.commodity);
      expect(salesOrder).toMatchObject({ _id: so._id, status: 'confirmed', load: { _id: load._id, loadId: load.loadId, status: 'pending' } });

      // In the list with its load; a second load for it is refused.
      const listed = await list({ search: so.soNumber });
      expect(listed.body.data!.items[0]!.load).toEqual({ _id: load._id, loadId: load.loadId, status: 'pending' });
      const again = await createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows });
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe('This sales order already has a load');
    });

    it('two at once for one sales order: one load', async () => {
      const so = (await create({ erpOrderId: localSalesOrders()[14]!.erpOrderId })).body.data!;
      const answers = await Promise.all([1, 2, 3].map(() => createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const [count] = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1 and reference_number = $2`, [demoId, so.soNumber]);
      expect(count!.n).toBe(1);
    });

    it('refuses a closed sales order (409), bad windows and pickups (400), an unknown or foreign sales order (404)', async () => {
      const [closed] = await sql<{ id: string }>(
        `select id::text as id from sales_orders where company_id = $1 and status = 'closed' and load_id is null limit 1`,
        [demoId],
      );
      if (closed) {
        const answer = await createLoad({ salesOrderId: closed.id, pickupWarehouseId: warehouseId, ...windows });
        expect(answer.statusCode).toBe(409);
        expect(answer.body.message).toBe('A load can only be made for a draft, open or confirmed sales order');
      }
      const so = (await create({ erpOrderId: localSalesOrders()[16]!.erpOrderId })).body.data!;
      const [foreignWarehouse] = await sql<{ id: string }>(`select id::text as id from warehouses where company_id <> $1 limit 1`, [demoId]);
      const cases: Array<[object, string]> = [
        [{ salesOrderId: so._id, ...windows }, 'body.pickupWarehouseId'],
        [{ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows, pickupEnd: future(2) }, 'body.pickupEnd'],
        [{ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows, deliveryStart: future(1), deliveryEnd: future(1, 2) }, 'body.deliveryEnd'],
        [{ salesOrderId: so._id, pickupWarehouseId: crypto.randomUUID(), ...windows }, 'body.pickupWarehouseId'],
        [{ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows, pickupStart: 'tomorrow' }, 'body.pickupStart'],
      ];
      if (foreignWarehouse) cases.push([{ salesOrderId: so._id, pickupWarehouseId: foreignWarehouse.id, ...windows }, 'body.pickupWarehouseId']);
      for (const [body, field] of cases) {
        const answer = await createLoad(body);
        expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
        expect(answer.body.errors!.map((error) => error.field)).toContain(field);
      }
      expect((await createLoad({ salesOrderId: crypto.randomUUID(), pickupWarehouseId: warehouseId, ...windows })).statusCode).toBe(404);
      expect((await createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows }, interstate)).statusCode).toBe(404);
      expect((await createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows }, carrier)).statusCode).toBe(403);
      // Nothing was made by the refusals.
      expect((await list({ search: so.soNumber })).body.data!.items[0]!.load).toBeNull();
    });

    it('refuses pickup and delivery windows that have already ended (400 on the field), as add-load does', async () => {
      const so = (await create({ erpOrderId: localSalesOrders()[17]!.erpOrderId })).body.data!;
      const pickupEnded = { pickupStart: future(-3), pickupEnd: future(-3, 4) };
      const deliveryEnded = { deliveryStart: future(-2), deliveryEnd: future(-2, 4) };
      const cases: Array<[object, string[]]> = [
        [{ ...windows, ...pickupEnded }, ['body.pickupEnd']],
        [{ ...windows, ...pickupEnded, ...deliveryEnded }, ['body.pickupEnd', 'body.deliveryEnd']],
      ];
      for (const [times, fields] of cases) {
        const answer = await createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...times });
        expect(answer.statusCode).toBe(400);
        expect(answer.body.errors).toEqual(fields.map((field) => ({ field, message: LOAD_WRITE_MESSAGES.windowEnded })));
      }
      expect((await list({ search: so.soNumber })).body.data!.items[0]!.load).toBeNull();
      // A window under way (started, not ended) is open.
      const open = await createLoad({ salesOrderId: so._id, pickupWarehouseId: warehouseId, ...windows, pickupStart: future(0, -1), pickupEnd: future(0, 3) });
      expect(open.statusCode).toBe(200);
    });
  });
});
