import { initialOrderDetailState, isOnTheRoad, orderDetailActions as actions, orderDetailReducer as reducer } from './order-detail-slice';
import { NEXT_UUID, ORDER_UUID, orderDetail } from './test-support';

const list = { page: 1, limit: 20, scope: 'open' as const };
const opened = () => reducer(initialOrderDetailState, actions.opened({ orderId: ORDER_UUID, list }));

describe('the order detail slice', () => {
  it('opens an order: loading, then ready with the detail', () => {
    let state = opened();
    expect(state).toMatchObject({ orderId: ORDER_UUID, list, status: 'loading', detail: null });
    state = reducer(state, actions.loaded(orderDetail()));
    expect(state.status).toBe('ready');
    expect(state.detail?.orderId).toBe('O-100123');
  });

  it('ignores an answer for an order no longer open (next pressed quickly)', () => {
    let state = reducer(opened(), actions.opened({ orderId: NEXT_UUID, list }));
    state = reducer(state, actions.loaded(orderDetail()));
    expect(state).toMatchObject({ orderId: NEXT_UUID, status: 'loading', detail: null });
  });

  it('a 404 is the not-found state; a failed refresh keeps the order on screen', () => {
    expect(reducer(opened(), actions.failed({ orderId: ORDER_UUID, notFound: true })).status).toBe('notFound');
    const failed = reducer(opened(), actions.failed({ orderId: ORDER_UUID, notFound: false, errorText: 'Boom' }));
    expect(failed).toMatchObject({ status: 'failed', errorText: 'Boom' });
    const ready = reducer(opened(), actions.loaded(orderDetail()));
    expect(reducer(ready, actions.failed({ orderId: ORDER_UUID, notFound: false })).status).toBe('ready');
  });

  it('an action is pending, then its answer replaces the detail and counts as done; a failure keeps the field errors', () => {
    let state = reducer(opened(), actions.loaded(orderDetail()));
    state = reducer(state, actions.actionRequested({ kind: 'accept' }));
    expect(state.action).toMatchObject({ kind: 'accept', status: 'pending', done: 0 });
    state = reducer(state, actions.actionSucceeded({ kind: 'accept', detail: orderDetail({ status: 'accepted', actions: ['assign'] }) }));
    expect(state.action).toMatchObject({ status: 'succeeded', done: 1 });
    expect(state.detail?.status).toBe('accepted');
    state = reducer(state, actions.actionFailed({ kind: 'sendInvoice', fieldErrors: { email: 'Invalid email' } }));
    expect(state.action).toMatchObject({ kind: 'sendInvoice', status: 'failed', fieldErrors: { email: 'Invalid email' }, done: 1 });
  });

  it('closing forgets the order', () => {
    const state = reducer(reducer(opened(), actions.loaded(orderDetail())), actions.closed());
    expect(state).toMatchObject({ orderId: null, detail: null, status: 'idle' });
  });

  it('the truck is on the road from the pickup to the delivery', () => {
    const assignment = {
      _id: 'a',
      truck: { _id: 't', truckNumber: 'T-1', driverName: 'D', driverPhone: null },
      assignedAt: '2026-11-24T10:00:00.000Z',
      arrivedPickupAt: null,
      pickedUpAt: null,
      arrivedDeliveryAt: null,
      deliveredAt: null,
      podSignedBy: null,
    };
    expect(isOnTheRoad(orderDetail({ assignment: { ...assignment, status: 'assigned' } }))).toBe(false);
    expect(isOnTheRoad(orderDetail({ assignment: { ...assignment, status: 'in_transit' } }))).toBe(true);
    expect(isOnTheRoad(orderDetail({ assignment: { ...assignment, status: 'delivered' } }))).toBe(false);
  });
});
