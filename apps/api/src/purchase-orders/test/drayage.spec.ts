import { stopAsInput, type ApiEnvelope, type DrayageLoadData, type ExpectedArrivalsData, type LoadDetail, type LoadInput } from '@freight/contracts';
import { createTestApp, auth, type TestApp } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';
import { PORT_TERMINALS, REPLAN_RULES, expectedDayOf } from '../replan/rules';
import { PURCHASE_ORDER_MESSAGES } from '../texts';

/**
 * From ship to truck: POST purchase-manager/create-drayage-load/{_id} (a discharged container → the load from the
 * port's terminal to the order's warehouse, made by load-manager's add-load code) and GET
 * warehouse-manager/expected-arrivals/{_id}, on a fresh copy of the demo world (Demo Freight Co.'s purchase orders
 * at port have discharged containers and a destination warehouse).
 */

const SHIPPER = 'shipper@demo.test';
const CARRIER = 'carrier@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';
const DRAYAGE = 'purchase-manager/create-drayage-load';
const ARRIVALS = 'warehouse-manager/expected-arrivals';

interface ContainerRow extends Record<string, unknown> {
  id: string;
  container_number: string;
  size_type: string;
  seal_number: string | null;
  gross_weight_kg: number | null;
  po_id: string;
  po_number: string;
  destination_port: string;
  warehouse_id: string | null;
}

describe('create-drayage-load and expected-arrivals', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let demoId: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const drayage = (containerId: string, token = shipper) => call<DrayageLoadData>(token, 'POST', `${DRAYAGE}/${containerId}`, {});

  /** Discharged containers of open orders with a warehouse and no load yet (the demo's orders at port). */
  const discharged = () =>
    sql<ContainerRow>(
      `select c.id::text as id, c.container_number, c.size_type, c.seal_number, c.gross_weight_kg, p.id::text as po_id, p.po_number,
              p.destination_port, p.destination_warehouse_id::text as warehouse_id
       from containers c join purchase_orders p on p.id = c.purchase_order_id
       where c.company_id = $1 and c.status = 'discharged' and c.load_id is null and p.destination_warehouse_id is not null
         and p.status not in ('closed', 'cancelled') and c.released_at is null
       order by c.created_at, c.id`,
      [demoId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    shipper = await t.login(SHIPPER);
    const [row] = await sql<{ id: string }>(`select company_id::text as id from users where email = $1`, [SHIPPER]);
    demoId = row!.id;
  }, 60_000);
  afterAll(() => t.close());

  it("makes the drayage load from the port's terminal to the warehouse with the container's data, and links it", async () => {
    const [container] = await discharged();
    expect(container).toBeDefined();
    const answer = await drayage(container!.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PURCHASE_ORDER_MESSAGES.drayageCreated);
    const data = answer.body.data!;
    expect(data.container).toMatchObject({ _id: container!.id, containerNumber: container!.container_number, load: data.load });
    expect(data.load).toMatchObject({ status: 'pending' });
    expect(data.load.loadId).toMatch(/^L-\d+$/);
    const [linked] = await sql<{ load_id: string }>(`select load_id::text as load_id from containers where id = $1`, [container!.id]);
    expect(linked!.load_id).toBe(data.load._id);

    const detail = await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail/${data.load._id}`);
    expect(detail.statusCode).toBe(200);
    const load = detail.body.data!;
    const terminal = PORT_TERMINALS[container!.destination_port]!;
    expect(terminal).toBeDefined();
    const [warehouse] = await sql<{ name: string; city: string; postal_code: string }>(`select name, city, postal_code from warehouses where id = $1`, [
      container!.warehouse_id,
    ]);
    expect(load).toMatchObject({
      mode: 'DRAYAGE',
      equipment: { key: 'container_chassis' },
      referenceNumber: container!.container_number,
      poNumber: container!.po_number,
      weightUnit: 'kg',
    });
    if (container!.gross_weight_kg !== null) expect(load.weight).toBe(container!.gross_weight_kg);
    expect(load.specialInstructions).toContain(container!.container_number);
    if (container!.seal_number) expect(load.specialInstructions).toContain(container!.seal_number);
    expect(load.stops).toHaveLength(2);
    const [pickup, delivery] = load.stops;
    expect(pickup).toMatchObject({ type: 'pickup', name: terminal.name, city: terminal.city, postalCode: terminal.postalCode });
    expect(pickup!.notes).toContain(container!.container_number);
    expect(delivery).toMatchObject({ type: 'delivery', warehouseId: container!.warehouse_id, name: warehouse!.name, city: warehouse!.city });
    // The pickup window opens at the discharge (not before now: the next full hour) for a day; delivery the next day.
    expect(Date.parse(pickup!.windowStart)).toBeGreaterThanOrEqual(Date.now() - 3_600_000);
    expect(Date.parse(pickup!.windowEnd) - Date.parse(pickup!.windowStart)).toBe(24 * 3_600_000);
    const nextDay = new Date(Date.parse(pickup!.windowStart) + 86_400_000).toISOString().slice(0, 10);
    expect(delivery!.windowStart.slice(0, 10)).toBe(nextDay);

    // Exactly what add-load makes of the same input (the same columns, stops, positions and distance).
    const input: LoadInput = {
      stops: load.stops.map((stop) => ({
        ...stopAsInput(stop),
        notes: stop.notes,
        appointmentRef: stop.appointmentRef,
        contactName: stop.contactName,
        contactPhone: stop.contactPhone,
      })),
      mode: 'DRAYAGE',
      equipmentTypeId: load.equipment!._id,
      commodity: load.commodity,
      weight: load.weight,
      weightUnit: 'kg',
      currency: load.currency,
      referenceNumber: load.referenceNumber,
      poNumber: load.poNumber,
      specialInstructions: load.specialInstructions,
    };
    const added = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', input);
    expect(added.statusCode).toBe(200);
    const strip = (value: LoadDetail) => {
      const { _id, loadId, createdAt, updatedAt, route, ...rest } = value;
      void [_id, loadId, createdAt, updatedAt, route];
      return { ...rest, stops: rest.stops.map(({ _id: stopId, ...stop }) => (void stopId, stop)) };
    };
    const twin = await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail/${added.body.data!._id}`);
    expect(strip(twin.body.data!)).toEqual(strip(load));
  });

  it('refuses a second drayage load (409, translated), replays a retried request, and refuses what is not discharged or has no warehouse', async () => {
    const [first, second, third] = await discharged();
    expect(third).toBeDefined();

    // The same Idempotency-Key: the first answer again, one load.
    const send = (key: string, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/api/${DRAYAGE}/${first!.id}`,
        headers: { ...auth(shipper), 'idempotency-key': key, ...(language ? { language } : {}) },
        payload: {},
      });
    const once = await send('drayage-retry-0001');
    const again = await send('drayage-retry-0001');
    expect(once.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApiEnvelope<DrayageLoadData>>().data!.load._id).toBe(once.json<ApiEnvelope<DrayageLoadData>>().data!.load._id);
    const [count] = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1 and reference_number = $2`, [
      demoId,
      first!.container_number,
    ]);
    expect(count!.n).toBe(1);

    // Another request: 409 drayageExists, in the caller's language.
    const twice = await drayage(first!.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(PURCHASE_ORDER_MESSAGES.drayageExists);
    const inSpanish = await send('drayage-retry-0002', 'sp');
    expect(inSpanish.statusCode).toBe(409);
    expect(inSpanish.json<ApiEnvelope<unknown>>().message).toBe('Este contenedor ya tiene una carga de acarreo');

    // Not discharged yet (at sea): 409 notDischarged.
    const [atSea] = await sql<{ id: string }>(
      `select c.id::text as id from containers c join purchase_orders p on p.id = c.purchase_order_id
       where c.company_id = $1 and c.status = 'in_transit' and p.status not in ('closed', 'cancelled') limit 1`,
      [demoId],
    );
    const early = await drayage(atSea!.id);
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(PURCHASE_ORDER_MESSAGES.notDischarged);
    const early2 = await t.app.inject({ method: 'POST', url: `/v1/api/${DRAYAGE}/${atSea!.id}`, headers: { ...auth(shipper), language: 'fr' }, payload: {} });
    expect(early2.json<ApiEnvelope<unknown>>().message).toBe("Le conteneur n'est pas encore déchargé");

    // No warehouse on the order: 409 noWarehouse, and nothing made.
    await sql(`update purchase_orders set destination_warehouse_id = null where id = $1`, [second!.po_id]);
    const loadsBefore = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1`, [demoId]);
    const homeless = await drayage(second!.id);
    expect(homeless.statusCode).toBe(409);
    expect(homeless.body.message).toBe(PURCHASE_ORDER_MESSAGES.noWarehouse);
    const loadsAfter = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1`, [demoId]);
    expect(loadsAfter[0]!.n).toBe(loadsBefore[0]!.n);
    await sql(`update purchase_orders set destination_warehouse_id = $2 where id = $1`, [second!.po_id, second!.warehouse_id]);

    // A closed order's container: 409 readOnly.
    await sql(`update purchase_orders set status = 'closed' where id = $1`, [third!.po_id]);
    const closed = await drayage(third!.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.body.message).toBe(PURCHASE_ORDER_MESSAGES.readOnly);
    await sql(`update purchase_orders set status = 'at_port' where id = $1`, [third!.po_id]);
  });

  it('makes one load of two requests at once (different keys): one answer 200, the other 409, no load left over', async () => {
    const [, , , fourth] = await discharged();
    expect(fourth).toBeDefined();
    const before = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1`, [demoId]);
    const answers = await Promise.all([drayage(fourth!.id), drayage(fourth!.id), drayage(fourth!.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.body.message === PURCHASE_ORDER_MESSAGES.drayageExists)).toBe(true);
    const after = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1`, [demoId]);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const [linked] = await sql<{ load_id: string }>(`select load_id::text as load_id from containers where id = $1`, [fourth!.id]);
    expect(linked!.load_id).toBe(answers.find((answer) => answer.statusCode === 200)!.body.data!.load._id);
  });

  it("answers 404 for another company's container and 403 without the purchaseOrders module", async () => {
    const [container] = await discharged();
    const interstate = await t.login(INTERSTATE);
    const foreign = await drayage(container!.id, interstate);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(PURCHASE_ORDER_MESSAGES.containerNotFound);
    const carrier = await t.login(CARRIER);
    expect((await drayage(container!.id, carrier)).statusCode).toBe(403);
    const [still] = await sql<{ load_id: string | null }>(`select load_id::text as load_id from containers where id = $1`, [container!.id]);
    expect(still!.load_id).toBeNull();
  });

  it("lists the containers heading to a warehouse, soonest first, with the day expected there (the drayage load's delivery once made)", async () => {
    const [warehouse] = await sql<{ id: string }>(
      `select p.destination_warehouse_id::text as id from purchase_orders p join containers c on c.purchase_order_id = p.id
       where p.company_id = $1 and p.status in ('in_transit', 'at_port') and p.destination_warehouse_id is not null
       group by 1 order by count(*) desc limit 1`,
      [demoId],
    );
    const list = async () => {
      const answer = await call<ExpectedArrivalsData>(shipper, 'GET', `${ARRIVALS}/${warehouse!.id}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('Expected arrivals fetched');
      return answer.body.data!.arrivals;
    };
    const arrivals = await list();
    const expected = await sql<{ id: string; eta: Date | null }>(
      `select c.id::text as id, coalesce(c.eta, p.eta) as eta from containers c join purchase_orders p on p.id = c.purchase_order_id
       where p.company_id = $1 and p.destination_warehouse_id = $2 and p.status not in ('closed', 'cancelled') and c.released_at is null
         and c.status not in ('delivered', 'empty_returned')`,
      [demoId, warehouse!.id],
    );
    expect(arrivals.map((arrival) => arrival.containerId).sort()).toEqual(expected.map((row) => row.id).sort());
    const etas = arrivals.map((arrival) => (arrival.eta ? Date.parse(arrival.eta) : Number.POSITIVE_INFINITY));
    expect(etas).toEqual([...etas].sort((a, b) => a - b));
    const atSea = arrivals.find((arrival) => arrival.load === null && arrival.eta !== null)!;
    expect(atSea.expectedOn).toBe(expectedDayOf(new Date(atSea.eta!)));
    expect(REPLAN_RULES.dwellDays + REPLAN_RULES.roadDays).toBeGreaterThan(0);

    // The ETA moves: the expected day follows. A drayage load: its delivery day.
    const later = new Date(Date.parse(atSea.eta!) + 3 * 86_400_000);
    await sql(`update containers set eta = $2 where id = $1`, [atSea.containerId, later]);
    expect((await list()).find((arrival) => arrival.containerId === atSea.containerId)!.expectedOn).toBe(expectedDayOf(later));
    const port = arrivals.find((arrival) => arrival.status === 'discharged' && arrival.load === null);
    if (port) {
      const made = await drayage(port.containerId);
      expect(made.statusCode).toBe(200);
      const [delivery] = await sql<{ day: string }>(`select (delivery_start at time zone 'UTC')::date::text as day from loads where id = $1`, [
        made.body.data!.load._id,
      ]);
      const after = (await list()).find((arrival) => arrival.containerId === port.containerId)!;
      expect(after.load).toEqual(made.body.data!.load);
      expect(after.expectedOn).toBe(delivery!.day);
    }

    // Another company's warehouse: 404; without the address module: 403.
    const interstate = await t.login(INTERSTATE);
    expect((await call(interstate, 'GET', `${ARRIVALS}/${warehouse!.id}`)).statusCode).toBe(404);
    const [other] = await sql<{ id: string }>(
      `insert into warehouses (company_id, name, code, street1, city, state, postal_code)
       select company_id, 'Interstate DC', 'IH-DC1', '1 Main St', 'Dallas', 'TX', '75201' from users where email = $1 returning id::text as id`,
      [INTERSTATE],
    );
    expect((await call(interstate, 'GET', `${ARRIVALS}/${other!.id}`)).body.data).toEqual({ warehouseId: other!.id, arrivals: [] });
    expect((await call(shipper, 'GET', `${ARRIVALS}/${other!.id}`)).statusCode).toBe(404);
  });
});
