import { addDays, type DeliveryScheduleData, type LoadDetail } from '@freight/contracts';
import { caller } from '../../address-book/test/support';
import { rowsIn, testCalendar } from '../../loads/test/support';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The delivery schedule's warehouses: the demo world's loads deliver to Demo Freight Co.'s DCs (each DC's filter finds
 * its deliveries, named), and a stop written at the address of one of the company's warehouses is that warehouse's
 * stop however it was entered (load_stops.warehouse_id, migration 0024).
 */
describe('delivery schedule by warehouse', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  const today = new Date().toISOString().slice(0, 10);
  const schedule = (body: object) =>
    call<DeliveryScheduleData>(shipper, 'POST', 'load-manager/get-all-delivery-schedule', {
      from: addDays(today, -40),
      to: addDays(today, 40),
      limit: 13,
      ...body,
    });
  const rowsOf = (data: DeliveryScheduleData) => data.weeks.flatMap((week) => week.rows);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    shipper = await t.login('shipper@demo.test');
  });
  afterAll(() => t.close());

  it("finds the demo world's deliveries at each warehouse, with the warehouse's name", async () => {
    const all = await schedule({});
    expect(all.statusCode).toBe(200);
    const warehouses = all.body.data!.warehouses;
    expect(warehouses).toHaveLength(15);
    const atWarehouses = rowsOf(all.body.data!).filter((row) => row.warehouseId !== null);
    expect(atWarehouses.length).toBeGreaterThan(0);

    let found = 0;
    for (const warehouse of warehouses) {
      const answer = await schedule({ warehouseId: warehouse._id });
      expect(answer.statusCode).toBe(200);
      const rows = rowsOf(answer.body.data!);
      expect(rows.length).toBe(answer.body.data!.totalRows);
      expect(rows.every((row) => row.warehouseId === warehouse._id && row.warehouse === warehouse.name)).toBe(true);
      expect(rows.length).toBe(atWarehouses.filter((row) => row.warehouseId === warehouse._id).length);
      if (rows.length > 0) found += 1;
    }
    expect(found).toBeGreaterThanOrEqual(3);
    // Each such stop is at its warehouse's address.
    const [mismatch] = await rowsIn<{ n: number }>(
      t,
      `select count(*)::int as n from load_stops s join warehouses w on w.id = s.warehouse_id
       where s.street1 <> w.street1 or s.city <> w.city or s.postal_code <> w.postal_code or s.name <> w.name`,
    );
    expect(mismatch!.n).toBe(0);
  });

  it("links a new load's stop typed at a warehouse's address to that warehouse", async () => {
    const [warehouse] = await rowsIn<{ id: string; name: string; street1: string; city: string; state: string; postal_code: string }>(
      t,
      `select w.id::text, w.name, w.street1, w.city, w.state, w.postal_code from warehouses w join users u on u.company_id = w.company_id
       where u.email = 'shipper@demo.test' order by w.name limit 1`,
    );
    const { stop } = testCalendar(`${addDays(today, 10)}T15:00:00.000Z`);
    const added = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', {
      stops: [
        stop('pickup', 0, 'Chicago', 'IL', '60607'),
        // Typed by hand: other case and spacing than the warehouse's record.
        stop('delivery', 2, warehouse!.city.toUpperCase(), warehouse!.state, warehouse!.postal_code, {
          name: 'Our DC',
          street1: ` ${warehouse!.street1.toLowerCase()} `,
        }),
      ],
      commodity: 'Warehouse test pallets',
      weight: 12_000,
      rate: 900,
    });
    expect(added.statusCode).toBe(200);
    const rows = rowsOf((await schedule({ warehouseId: warehouse!.id })).body.data!);
    expect(rows.find((row) => row.loadUuid === added.body.data!._id)).toMatchObject({
      stopType: 'delivery',
      warehouseId: warehouse!.id,
      warehouse: warehouse!.name,
    });

    // A stop elsewhere stays without a warehouse.
    const [stops] = await rowsIn<{ linked: number; unlinked: number }>(
      t,
      `select count(*) filter (where warehouse_id is not null)::int as linked, count(*) filter (where warehouse_id is null)::int as unlinked from load_stops where load_id = $1`,
      [added.body.data!._id],
    );
    expect(stops).toEqual({ linked: 1, unlinked: 1 });
  });
});
