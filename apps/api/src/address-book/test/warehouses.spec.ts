import { ZIP_MISMATCH_MESSAGE, type Page, type Warehouse, type WarehouseAvailability, type WarehouseProduct } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ANOTHER_COMPANY_EMAIL, caller, warehouseInput } from './support';

describe('warehouse-manager', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let other: string;
  let theirs: Warehouse;
  let seeded: Page<Warehouse>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, carrier, other] = await Promise.all([t.login('shipper@demo.test'), t.login('carrier@demo.test'), t.login(ANOTHER_COMPANY_EMAIL)]);
    const made = await call<Warehouse>(other, 'POST', 'warehouse-manager/add-warehouse', warehouseInput({ name: 'Interstate Cross-Dock', code: 'IH-1' }));
    expect(made.statusCode).toBe(200);
    theirs = made.body.data!;
    seeded = (await call<Page<Warehouse>>(shipper, 'POST', 'warehouse-manager/warehouse-list', { page: 1, limit: 100 })).body.data!;
  });
  afterAll(() => t.close());

  it('refuses a user without the address module on every route (403)', async () => {
    const id = seeded.items[0]!._id;
    const routes: Array<[string, string, unknown?]> = [
      ['POST', 'warehouse-manager/warehouse-list', {}],
      ['GET', `warehouse-manager/warehouse-detail/${id}`],
      ['POST', 'warehouse-manager/add-warehouse', warehouseInput()],
      ['POST', `warehouse-manager/update-warehouse/${id}`, warehouseInput()],
      ['DELETE', `warehouse-manager/delete-warehouse/${id}`],
      ['POST', 'warehouse-manager/availability', { warehouseId: id }],
      ['POST', 'warehouse-manager/products', { warehouseId: id }],
    ];
    for (const [method, url, body] of routes) {
      expect({ url, status: (await call(carrier, method as 'GET', url, body)).statusCode }).toEqual({ url, status: 403 });
    }
  });

  it("lists the company's warehouses newest first, by tag and search; never another company's", async () => {
    expect(seeded.total).toBe(15);
    const created = seeded.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(seeded.items.some((item) => item._id === theirs._id)).toBe(false);

    const tagged = await call<Page<Warehouse>>(shipper, 'POST', 'warehouse-manager/warehouse-list?tag=warehouse', { limit: 5 });
    expect(tagged.body.data).toMatchObject({ total: 15, limit: 5 });
    const none = await call<Page<Warehouse>>(shipper, 'POST', 'warehouse-manager/warehouse-list?tag=cold-storage', {});
    expect(none.body.data!.total).toBe(0);
    const joliet = await call<Page<Warehouse>>(shipper, 'POST', 'warehouse-manager/warehouse-list', { search: 'joliet' });
    expect(joliet.body.data!.items.map((item) => item.city)).toEqual(['Joliet']);
    const byCode = await call<Page<Warehouse>>(shipper, 'POST', 'warehouse-manager/warehouse-list', { search: joliet.body.data!.items[0]!.code.toLowerCase() });
    expect(byCode.body.data!.total).toBe(1);
  });

  it('adds, reads, updates and deletes a warehouse', async () => {
    const added = await call<Warehouse>(shipper, 'POST', 'warehouse-manager/add-warehouse', warehouseInput({ code: 'dal-new' }));
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Warehouse Successfully Added');
    const warehouse = added.body.data!;
    expect(warehouse).toMatchObject({ code: 'DAL-NEW', tag: 'warehouse', isActive: true, capacityPallets: 1000, availablePallets: 400, dockDoors: 12 });
    expect(warehouse.lat).toBeCloseTo(32.8, 0);

    expect((await call<Warehouse>(shipper, 'GET', `warehouse-manager/warehouse-detail/${warehouse._id}`)).body.data).toEqual(warehouse);

    const updated = await call<Warehouse>(
      shipper,
      'POST',
      `warehouse-manager/update-warehouse/${warehouse._id}`,
      warehouseInput({ code: 'DAL-NEW', name: 'Renamed DC', availablePallets: 1000, tag: 'cross-dock', isActive: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Warehouse Successfully Updated');
    expect(updated.body.data).toMatchObject({ name: 'Renamed DC', availablePallets: 1000, tag: 'cross-dock', isActive: false });

    const removed = await call(shipper, 'DELETE', `warehouse-manager/delete-warehouse/${warehouse._id}`);
    expect(removed.body).toEqual({ status: true, message: 'Warehouse Successfully Removed', data: { _id: warehouse._id } });
    expect((await call(shipper, 'GET', `warehouse-manager/warehouse-detail/${warehouse._id}`)).statusCode).toBe(404);
  });

  it('refuses more available pallets than capacity, a code already used, and a bad zip (400 on the field)', async () => {
    const tooMany = await call(shipper, 'POST', 'warehouse-manager/add-warehouse', warehouseInput({ code: 'X-1', capacityPallets: 10, availablePallets: 11 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: 'body.availablePallets', message: 'Available pallets cannot exceed the capacity' }]);

    const existingCode = seeded.items[0]!.code;
    const duplicate = await call(shipper, 'POST', 'warehouse-manager/add-warehouse', warehouseInput({ code: existingCode.toLowerCase() }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body.errors).toEqual([{ field: 'body.code', message: 'Another warehouse already uses this code' }]);
    // Codes are per company: another company may use the same code.
    const elsewhere = await call(other, 'POST', 'warehouse-manager/add-warehouse', warehouseInput({ code: existingCode }));
    expect(elsewhere.statusCode).toBe(200);

    // Updating to another warehouse's code: 400, not a 500 from the unique constraint.
    const second = seeded.items[1]!;
    const clash = await call(shipper, 'POST', `warehouse-manager/update-warehouse/${second._id}`, warehouseInput({ code: existingCode }));
    expect(clash.statusCode).toBe(400);
    expect(clash.body.errors).toEqual([{ field: 'body.code', message: 'Another warehouse already uses this code' }]);
    // Keeping its own code is fine.
    const same = await call(
      shipper,
      'POST',
      `warehouse-manager/update-warehouse/${second._id}`,
      warehouseInput({ code: second.code, city: second.city, postalCode: second.postalCode, state: second.state, country: second.country }),
    );
    expect(same.statusCode).toBe(200);

    const zip = await call(shipper, 'POST', 'warehouse-manager/add-warehouse', warehouseInput({ code: 'Z-1', city: 'Houston' }));
    expect(zip.statusCode).toBe(400);
    expect(zip.body).toEqual({ status: false, message: ZIP_MISMATCH_MESSAGE, errors: [{ field: 'body.postalCode', message: ZIP_MISMATCH_MESSAGE }] });

    const bad = await call(shipper, 'POST', 'warehouse-manager/add-warehouse', {
      ...warehouseInput(),
      code: 'bad code!',
      capacityPallets: -1,
      availablePallets: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors!.map((error) => error.field).sort()).toEqual(['body.availablePallets', 'body.capacityPallets', 'body.code']);
  });

  it('availability: used = capacity - available, utilisation = used / capacity (0 for no capacity)', async () => {
    const warehouse = seeded.items[0]!;
    const answer = await call<WarehouseAvailability>(shipper, 'POST', 'warehouse-manager/availability', { warehouseId: warehouse._id });
    expect(answer.statusCode).toBe(200);
    const used = warehouse.capacityPallets - warehouse.availablePallets;
    expect(answer.body.data).toEqual({
      warehouseId: warehouse._id,
      capacityPallets: warehouse.capacityPallets,
      availablePallets: warehouse.availablePallets,
      usedPallets: used,
      utilisation: expect.closeTo(used / warehouse.capacityPallets, 4),
      updatedAt: warehouse.updatedAt,
    });
    const empty = await call<Warehouse>(
      shipper,
      'POST',
      'warehouse-manager/add-warehouse',
      warehouseInput({ code: 'EMPTY', capacityPallets: 0, availablePallets: 0 }),
    );
    const zero = await call<WarehouseAvailability>(shipper, 'POST', 'warehouse-manager/availability', { warehouseId: empty.body.data!._id });
    expect(zero.body.data).toMatchObject({ usedPallets: 0, utilisation: 0 });
  });

  it('products: the stock of a warehouse, searchable by name or SKU', async () => {
    const warehouse = seeded.items[0]!;
    const answer = await call<WarehouseProduct[]>(shipper, 'POST', 'warehouse-manager/products', { warehouseId: warehouse._id });
    expect(answer.statusCode).toBe(200);
    const stock = answer.body.data!;
    expect(stock.length).toBeGreaterThanOrEqual(5);
    expect(stock[0]).toEqual({
      productId: expect.any(String),
      sku: expect.any(String),
      name: expect.any(String),
      unit: expect.any(String),
      quantity: expect.any(Number),
      pallets: expect.any(Number),
    });
    const names = stock.map((row) => row.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const bySku = await call<WarehouseProduct[]>(shipper, 'POST', 'warehouse-manager/products', { warehouseId: warehouse._id, search: stock[0]!.sku });
    expect(bySku.body.data!.map((row) => row.productId)).toContain(stock[0]!.productId);
    const nothing = await call<WarehouseProduct[]>(shipper, 'POST', 'warehouse-manager/products', { warehouseId: warehouse._id, search: '%' });
    expect(nothing.body.data).toEqual([]);
  });

  it("another company's warehouse is a 404 everywhere; malformed ids are 400", async () => {
    for (const [method, url, body] of [
      ['GET', `warehouse-manager/warehouse-detail/${theirs._id}`, undefined],
      ['POST', `warehouse-manager/update-warehouse/${theirs._id}`, warehouseInput({ code: 'MINE' })],
      ['POST', `warehouse-manager/update-warehouse/${theirs._id}`, { code: '' }],
      ['DELETE', `warehouse-manager/delete-warehouse/${theirs._id}`, undefined],
      ['POST', 'warehouse-manager/availability', { warehouseId: theirs._id }],
      ['POST', 'warehouse-manager/products', { warehouseId: theirs._id }],
    ] as const) {
      const refused = await call(shipper, method, url, body);
      expect({ url, status: refused.statusCode, body: refused.body }).toEqual({ url, status: 404, body: { status: false, message: 'Warehouse not found' } });
    }
    expect((await call(other, 'GET', `warehouse-manager/warehouse-detail/${theirs._id}`)).statusCode).toBe(200);
    const malformed = await call(shipper, 'POST', 'warehouse-manager/availability', { warehouseId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'body.warehouseId', message: 'Invalid id' }]);
  });
});
