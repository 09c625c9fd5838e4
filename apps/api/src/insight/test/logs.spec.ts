import { type LogItem, type LogsListResponse } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import { activityText } from '../../texts/activity';
import { newTruck, orderWorld, tenderedOrder, type OrderWorld } from '../../shipments/test/support';
import { auth, type TestApp } from '../../../test/support/test-app';

/**
 * The activity log is written by the order actions (shipments/moves.ts `recordMove`): one line in each company
 * of the order, newest first in logs-manager/logs-list, linking to the order on the reader's side, in the reader's
 * language (`meta.key` + `meta.params`, texts/activity.ts ACTIVITY_TEXTS); rows without a key keep their message.
 */
describe('logs-manager/logs-list: the order actions write the activity log', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let admin: string;
  let world: OrderWorld;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const logs = async (token: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/logs-manager/logs-list?limit=5', headers: { ...auth(token), language } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: LogsListResponse }>().data.items;
  };
  const accept = async (orderUuid: string) =>
    expect((await call(carrier, 'POST', 'order-manager/order-accept-by-fleet', { _id: orderUuid })).statusCode).toBe(200);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, admin],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test', 'admin@demo.test']));
    world = await orderWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('accepting a tendered order adds a line to both companies’ logs, newest first, linking to the order on each side', async () => {
    const first = await tenderedOrder(t, call, shipper, world);
    const second = await tenderedOrder(t, call, shipper, world);
    await accept(first.orderUuid);
    await accept(second.orderUuid);
    const [actor] = await sql<{ name: string }>(
      `select trim(concat(firstname, ' ', lastname)) as name from users where email = 'dispatch@interstate-haulers.test'`,
    );

    const line = (order: typeof first, link: string): Partial<LogItem> => ({
      entityType: 'order',
      entityId: order.orderUuid,
      action: 'accepted',
      message: `Order ${order.orderId} (${order.loadId}) accepted`,
      user: actor!.name,
      link,
    });
    const pick = ({ entityType, entityId, action, message, user, link }: LogItem) => ({ entityType, entityId, action, message, user, link });

    const shipperLog = await logs(shipper);
    expect(shipperLog.slice(0, 2).map(pick)).toEqual([line(second, `/loads?order=${second.orderUuid}`), line(first, `/loads?order=${first.orderUuid}`)]);
    const carrierLog = await logs(carrier);
    expect(carrierLog.slice(0, 2).map(pick)).toEqual([
      line(second, `/loads?view=carrier&order=${second.orderUuid}`),
      line(first, `/loads?view=carrier&order=${first.orderUuid}`),
    ]);

    // One row per company, with the key and parameters the reader's language is rendered from.
    const rows = await sql<{ company_id: string; meta: { key: string; params: Record<string, string> } }>(
      `select company_id::text, meta from activity_logs where entity_id = $1 order by company_id`,
      [first.orderUuid],
    );
    expect(rows.map((row) => row.company_id).sort()).toEqual([world.demoId, world.interstateId].sort());
    for (const row of rows) expect(row.meta).toMatchObject({ key: 'order.accepted', params: { order: first.orderId, load: first.loadId, status: 'accepted' } });
  });

  it('an own-fleet order (one company on both sides) writes one line', async () => {
    const order = await tenderedOrder(t, call, shipper, world, world.demoId);
    expect((await call(admin, 'POST', 'order-manager/order-accept-by-fleet', { _id: order.orderUuid })).statusCode).toBe(200);
    const rows = await sql<{ company_id: string; action: string }>(`select company_id::text, action from activity_logs where entity_id = $1`, [
      order.orderUuid,
    ]);
    expect(rows).toEqual([{ company_id: world.demoId, action: 'accepted' }]);
    expect((await logs(shipper))[0]).toMatchObject({ entityId: order.orderUuid, link: `/loads?order=${order.orderUuid}` });
  });

  it('reads each line in the caller’s language (Spanish, French), English text kept for rows without a key', async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    await accept(order.orderUuid);
    expect((await logs(shipper, 'sp'))[0]!.message).toBe(`Pedido ${order.orderId} (${order.loadId}) aceptado`);
    expect((await logs(carrier, 'fr'))[0]!.message).toBe(`Commande ${order.orderId} (${order.loadId}) acceptée`);

    const [legacy] = await sql<{ id: string }>(
      `insert into activity_logs (company_id, entity_type, entity_id, action, message, meta) values ($1, 'order', $2, 'noted', 'A line written before keys', '{}') returning id::text as id`,
      [world.demoId, order.orderUuid],
    );
    const spanish = await logs(shipper, 'sp');
    expect(spanish[0]).toMatchObject({ _id: legacy!.id, message: 'A line written before keys' });
  });

  it('the seed writes its order lines with keys too, so the demo world reads in Spanish', async () => {
    const [seeded] = await sql<{ id: string; company_id: string; message: string; params: Record<string, string> }>(
      `select id::text, company_id::text, message, meta->'params' as params from activity_logs where meta->>'key' = 'order.accepted_by' and company_id = $1 limit 1`,
      [world.demoId],
    );
    expect(seeded).toBeDefined();
    expect(seeded!.message).toBe(`Order ${seeded!.params.order} accepted by ${seeded!.params.carrier}`);
    expect(activityText('order.accepted_by', seeded!.params, 'sp')).toBe(`Pedido ${seeded!.params.order} aceptado por ${seeded!.params.carrier}`);
  });
  it('a truck assigned and its trip to delivered are in the log too (the assignment and the driver steps move the order)', async () => {
    const order = await tenderedOrder(t, call, shipper, world);
    await accept(order.orderUuid);
    const truckerId = await newTruck(t, world.interstateId);
    expect((await call(carrier, 'POST', 'order-manager/order-assign-by-fleet', { _id: order.orderUuid, truckerId })).statusCode).toBe(200);
    for (const status of ['at_pickup', 'in_transit', 'at_delivery', 'delivered']) {
      expect((await call(carrier, 'POST', `order-manager/orderdetail-update-status/${order.orderUuid}`, { status })).statusCode).toBe(200);
    }
    const mine = (await logs(shipper)).filter((item) => item.entityId === order.orderUuid);
    // Newest first: one line per move of the order, none for the assignment's own steps (at pickup, at delivery).
    expect(mine.map((item) => item.action)).toEqual(['delivered', 'in_transit', 'assigned', 'accepted']);
  });
});
