import { type ContainerLocation, type ContainerTracking, type OpenBoardData, type PurchaseOrderTracking } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { caller, withSql } from '../../../address-book/test/support';
import { PURCHASE_ORDER_MESSAGES } from '../../texts';

/**
 * The tracking routes on a copy of the demo world (Demo Freight Co.'s 20 purchase orders, their containers along
 * real lanes, the in-transit ones with an ETA history): by container number, by bill of lading, a container's
 * location, the map's locations and the wall board; another company sees none of it; the harnesses.
 */

const SHIPPER = 'shipper@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';

describe('container tracking routes', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let other: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    shipper = await t.login(SHIPPER);
    other = await t.login(INTERSTATE);
  });
  afterAll(() => t.close());

  it('tracks a container by its number as typed (spaces, dashes, any case): milestones, track, ETA history', async () => {
    const [row] = await sql<{ container_number: string; id: string; po_number: string }>(
      `select c.container_number, c.id::text as id, p.po_number from containers c join purchase_orders p on p.id = c.purchase_order_id
       where c.status = 'in_transit' order by p.po_number, c.container_number limit 1`,
    );
    const typed = `${row!.container_number.slice(0, 4).toLowerCase()} ${row!.container_number.slice(4, 10)}-${row!.container_number.slice(10)}`;
    const answer = await call<ContainerTracking>(shipper, 'POST', 'purchase-manager/get-vizion-container', { containerNumber: typed });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PURCHASE_ORDER_MESSAGES.trackingFetched);
    const tracking = answer.body.data!;
    expect(tracking).toMatchObject({ _id: row!.id, containerNumber: row!.container_number, status: 'in_transit', purchaseOrder: { poNumber: row!.po_number } });
    expect(tracking.milestones.map((m) => m.event).slice(0, 4)).toEqual(['empty_pickup', 'gate_in', 'loaded', 'vessel_departed']);
    expect(tracking.nextMilestone?.event).toBe('vessel_arrived');
    expect(tracking.positions.length).toBeGreaterThan(1);
    expect(tracking.etaHistory).toHaveLength(2);
    expect(tracking.etaHistory[0]!.previousEta).toBeNull();
    expect(tracking.etaHistory[1]!.eta).toBe(tracking.eta);
    expect(Date.parse(tracking.etaHistory[1]!.eta)).toBeGreaterThan(Date.parse(tracking.etaHistory[1]!.previousEta!));

    // Another company: not found; a wrong check digit: 400 on the field with the digit expected; unknown: 404.
    expect((await call(other, 'POST', 'purchase-manager/get-vizion-container', { containerNumber: row!.container_number })).statusCode).toBe(404);
    const digit = Number(row!.container_number[10]);
    const wrong = await call(shipper, 'POST', 'purchase-manager/get-vizion-container', {
      containerNumber: `${row!.container_number.slice(0, 10)}${(digit + 1) % 10}`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'containerNumber', message: `Wrong check digit: ISO 6346 gives ${digit}` }]);
    expect((await call(shipper, 'POST', 'purchase-manager/get-vizion-container', { containerNumber: 'HELLO WORLD' })).body.errors).toEqual([
      { field: 'containerNumber', message: 'Invalid format' },
    ]);
    const unknown = await call(shipper, 'POST', 'purchase-manager/get-vizion-container', { containerNumber: 'CSQU3054383' });
    expect([unknown.statusCode, unknown.body.message]).toEqual([404, PURCHASE_ORDER_MESSAGES.unknownContainer]);
  });

  it('tracks every container of a bill of lading (any case), and says when no order has it', async () => {
    const [order] = await sql<{ bill_of_lading: string; id: string; containers: number }>(
      `select p.bill_of_lading, p.id::text as id, (select count(*)::int from containers c where c.purchase_order_id = p.id) as containers
       from purchase_orders p where p.status = 'in_transit' and p.parent_id is null order by p.po_number limit 1`,
    );
    const answer = await call<PurchaseOrderTracking>(shipper, 'GET', `integration-manager/purchase-order-tracking/${order!.bill_of_lading.toLowerCase()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.billOfLading).toBe(order!.bill_of_lading);
    expect(answer.body.data!.purchaseOrders.map((po) => po._id)).toEqual([order!.id]);
    expect(answer.body.data!.containers).toHaveLength(order!.containers);
    expect(answer.body.data!.containers.every((container) => container.positions.length > 0)).toBe(true);
    const light = await call<PurchaseOrderTracking>(shipper, 'GET', `integration-manager/purchase-order-tracking/${order!.bill_of_lading}?positions=none`);
    expect(light.body.data!.containers.map((container) => [container._id, container.positions])).toEqual(
      answer.body.data!.containers.map((container) => [container._id, []]),
    );
    const missing = await call(shipper, 'GET', 'integration-manager/purchase-order-tracking/NOPE123456');
    expect([missing.statusCode, missing.body.message]).toEqual([404, PURCHASE_ORDER_MESSAGES.noBillOfLading]);
    expect((await call(other, 'GET', `integration-manager/purchase-order-tracking/${order!.bill_of_lading}`)).statusCode).toBe(404);
  });

  it("puts the open orders' containers at sea or in port on the map, and gives one container's location", async () => {
    const answer = await call<ContainerLocation[]>(shipper, 'POST', 'purchase-manager/container-locations', {});
    expect(answer.statusCode).toBe(200);
    const expected = await sql<{ id: string }>(
      `select c.id::text as id from containers c join purchase_orders p on p.id = c.purchase_order_id
       where p.status not in ('closed', 'cancelled') and c.released_at is null and c.last_lat is not null
         and c.status in ('gate_in', 'loaded', 'in_transit', 'transshipment', 'discharged')`,
    );
    expect(answer.body.data!.map((location) => location._id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(new Set(answer.body.data!.map((location) => location.status))).toEqual(new Set(['in_transit', 'discharged']));
    const discharged = await call<ContainerLocation[]>(shipper, 'POST', 'purchase-manager/container-locations', { statuses: ['discharged'] });
    expect(discharged.body.data!.every((location) => location.status === 'discharged')).toBe(true);
    expect((await call<ContainerLocation[]>(other, 'POST', 'purchase-manager/container-locations', {})).body.data).toEqual([]);

    const one = answer.body.data![0]!;
    const location = await call<ContainerLocation>(shipper, 'GET', `purchase-manager/get-vizion-container-location/${one._id}`);
    expect(location.body.data).toEqual(one);
    expect((await call(other, 'GET', `purchase-manager/get-vizion-container-location/${one._id}`)).statusCode).toBe(404);
  });

  it('lists the open orders on the wall board, soonest first, with the next milestone and the recent slips marked', async () => {
    const answer = await call<OpenBoardData>(shipper, 'GET', 'purchase-manager/open-board');
    expect(answer.statusCode).toBe(200);
    const rows = answer.body.data!.rows;
    const expected = await sql<{ n: number }>(`select count(*)::int as n from purchase_orders where status in ('open', 'booked', 'in_transit', 'at_port')`);
    expect(rows).toHaveLength(expected[0]!.n);
    const etas = rows.flatMap((row) => (row.eta ? [Date.parse(row.eta)] : []));
    expect([...etas].sort((a, b) => a - b)).toEqual(etas);
    const atSea = rows.flatMap((row) => row.containers).filter((container) => container.status === 'in_transit');
    expect(atSea.every((container) => container.nextMilestone?.event === 'vessel_arrived')).toBe(true);
    // The seed slipped every third container at sea within the last day.
    expect(atSea.filter((container) => container.slipped).length).toBe(Math.ceil(atSea.length / 3));
    expect((await call<OpenBoardData>(other, 'GET', 'purchase-manager/open-board')).body.data!.rows).toEqual([]);
  });
});
