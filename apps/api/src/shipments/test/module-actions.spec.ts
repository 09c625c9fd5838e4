import { ORDER_ACTIONS, type OrderDetailView } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi } from '../../loads/test/support';
import type { TestApp } from '../../../test/support/test-app';
import { moduleOfAction } from '../granted';
import { newTruck, orderWorld, tenderedOrder, type OrderWorld } from './support';

/**
 * An own-fleet order (Demo Freight Co. on both sides): the company holds both sides' actions, but a user offered an
 * action must be able to call it. shipper@demo.test has no `carrier` module, so the calls that need it (accept,
 * assign, reset, reject-orderdetail, send-invoice: 403 for that user) are not in its `actions`; admin@demo.test
 * (every module) gets them.
 */
describe('order-manager: actions offered only to a user holding the module their call needs', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let admin: string;
  let world: OrderWorld;
  const detail = (token: string, id: string) => call<OrderDetailView>(token, 'GET', `order-manager/get-order-detail/${id}`);
  const post = (token: string, path: string, body: unknown) => call<OrderDetailView>(token, 'POST', `order-manager/${path}`, body);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, admin],
    } = await openApi(['shipper@demo.test', 'admin@demo.test']));
    world = await orderWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('the carrier-module actions follow API_ROUTES', () => {
    expect(ORDER_ACTIONS.filter((action) => moduleOfAction(action) === 'carrier').sort()).toEqual([
      'accept',
      'assign',
      'rejectAssignment',
      'reset',
      'sendInvoice',
    ]);
  });

  it('a new own-fleet order: the admin may accept it, the shipper user (no carrier module) is not offered what it may not call', async () => {
    const order = await tenderedOrder(t, call, shipper, world, world.demoId);
    const byAdmin = await detail(admin, order.orderUuid);
    expect(byAdmin.body.data!.actions).toEqual(expect.arrayContaining(['accept', 'reject', 'cancel']));

    const byShipper = await detail(shipper, order.orderUuid);
    expect(byShipper.statusCode).toBe(200);
    expect(byShipper.body.data!.actions).toEqual(expect.arrayContaining(['reject', 'cancel']));
    expect(byShipper.body.data!.actions).not.toContain('accept');
    // What it would have got: a 403.
    expect((await post(shipper, 'order-accept-by-fleet', { _id: order.orderUuid })).statusCode).toBe(403);

    // An action's answer is filtered the same way: the admin accepts and assigns, the shipper's next view has no assign/reset.
    const accepted = await post(admin, 'order-accept-by-fleet', { _id: order.orderUuid });
    expect(accepted.body.data!.actions).toEqual(expect.arrayContaining(['assign', 'reset']));
    const truckerId = await newTruck(t, world.demoId);
    expect((await post(admin, 'order-assign-by-fleet', { _id: order.orderUuid, truckerId })).statusCode).toBe(200);
    const assigned = await detail(shipper, order.orderUuid);
    expect(assigned.body.data!.actions).toEqual(expect.arrayContaining(['updateAssignment', 'requestAccessorial', 'cancel']));
    for (const action of ['assign', 'reset', 'rejectAssignment', 'accept', 'sendInvoice']) expect(assigned.body.data!.actions).not.toContain(action);
    const cancelled = await post(shipper, `update-order-status/${order.orderUuid}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data!.actions).toEqual([]);
  });
});
