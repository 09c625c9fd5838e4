import { ApiError } from '@freight/api-client';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { orderDetailFeature } from './feature';
import { orderDetailActions as actions, selectOrderDetail } from './order-detail-slice';
import { LOAD_UUID, NEXT_UUID, ORDER_UUID, ASSIGNMENT_UUID, TRUCK_UUID, ok, orderDetail } from './test-support';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('orderManager', 'loadTrucks', 'tracking'));
const { orderManager: mockOrders, loadTrucks: mockTrucks, tracking: mockTracking } = mockedApi('orderManager', 'loadTrucks', 'tracking');

const list = { page: 1, limit: 20, scope: 'open' as const };
const neighbours = { previous: null, next: { _id: NEXT_UUID, orderId: 'O-100124' }, position: 1, total: 2 };

beforeEach(() => {
  for (const fn of [...Object.values(mockOrders), mockTrucks.availableTruckers, mockTracking.location]) fn.mockReset();
  mockOrders.detail.mockImplementation(() => ok(orderDetail()));
  mockOrders.nextPrevious.mockImplementation(() => ok(neighbours));
});

async function openOrder() {
  const test = createTestStore({ features: [orderDetailFeature] });
  await test.dispatchAndWait(actions.opened({ orderId: ORDER_UUID, list }));
  return test;
}

describe('the order detail sagas', () => {
  it('open an order: its detail and its neighbours in the list it was opened from', async () => {
    const { store } = await openOrder();
    expect(mockOrders.detail).toHaveBeenCalledWith(ORDER_UUID, expect.objectContaining({ quietErrors: true }));
    expect(mockOrders.nextPrevious).toHaveBeenCalledWith({ _id: ORDER_UUID, list }, expect.anything());
    expect(selectOrderDetail(store.getState())).toMatchObject({ status: 'ready', neighbours: { status: 'ready', data: neighbours } });
  });

  it('?order=O-… (a human id): the neighbours are asked with the uuid the detail answered, also after an action', async () => {
    const test = createTestStore({ features: [orderDetailFeature] });
    await test.dispatchAndWait(actions.opened({ orderId: 'O-100123', list }));
    expect(mockOrders.detail).toHaveBeenCalledWith('O-100123', expect.anything());
    expect(mockOrders.nextPrevious).toHaveBeenCalledTimes(1);
    expect(mockOrders.nextPrevious).toHaveBeenCalledWith({ _id: ORDER_UUID, list }, expect.anything());
    expect(selectOrderDetail(test.store.getState())).toMatchObject({ status: 'ready', neighbours: { status: 'ready', data: neighbours } });

    mockOrders.accept.mockImplementation(() => ok(orderDetail({ status: 'accepted' }), 'Order has been successfully Confirmed'));
    const after = { ...neighbours, position: 2 };
    mockOrders.nextPrevious.mockImplementation(() => ok(after));
    await test.dispatchAndWait(actions.actionRequested({ kind: 'accept' }));
    expect(mockOrders.nextPrevious).toHaveBeenLastCalledWith({ _id: ORDER_UUID, list }, expect.anything());
    expect(selectOrderDetail(test.store.getState()).neighbours).toEqual({ status: 'ready', data: after });
  });

  it('?order=O-… not found: no neighbours call', async () => {
    mockOrders.detail.mockImplementationOnce(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Order not found' }, 'Order not found')),
    );
    const test = createTestStore({ features: [orderDetailFeature] });
    await test.dispatchAndWait(actions.opened({ orderId: 'O-999999', list }));
    expect(mockOrders.nextPrevious).not.toHaveBeenCalled();
    expect(selectOrderDetail(test.store.getState())).toMatchObject({ status: 'notFound', neighbours: { status: 'failed' } });
  });

  it('a 404 is "not found", another failure an error the user can retry', async () => {
    mockOrders.detail.mockImplementationOnce(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Order not found' }, 'Order not found')),
    );
    const { store, dispatchAndWait } = await openOrder();
    expect(selectOrderDetail(store.getState()).status).toBe('notFound');

    mockOrders.detail.mockImplementation(() => ok(orderDetail({ _id: NEXT_UUID, orderId: 'O-100124' })));
    mockOrders.detail.mockImplementationOnce(() => Promise.reject(new ApiError('server', 500, undefined, 'boom')));
    await dispatchAndWait(actions.opened({ orderId: NEXT_UUID, list }));
    expect(selectOrderDetail(store.getState()).status).toBe('failed');
    await dispatchAndWait(actions.refreshRequested());
    expect(selectOrderDetail(store.getState()).status).toBe('ready');
  });

  it('an action sends its call, shows the server message, replaces the detail and asks the neighbours again', async () => {
    const { store, dispatchAndWait } = await openOrder();
    mockOrders.accept.mockImplementation(() => ok(orderDetail({ status: 'accepted', actions: ['assign', 'reset'] }), 'Order has been successfully Confirmed'));
    await dispatchAndWait(actions.actionRequested({ kind: 'accept' }));
    expect(mockOrders.accept).toHaveBeenCalledWith({ _id: ORDER_UUID });
    const state = selectOrderDetail(store.getState());
    expect(state.detail?.status).toBe('accepted');
    expect(state.action).toMatchObject({ kind: 'accept', status: 'succeeded', done: 1 });
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toContain('Order has been successfully Confirmed');
    expect(mockOrders.nextPrevious).toHaveBeenCalledTimes(2);
  });

  it('each action calls its route with the order, the assignment or the accessorial', async () => {
    const assignment = {
      _id: ASSIGNMENT_UUID,
      status: 'assigned' as const,
      truck: { _id: TRUCK_UUID, truckNumber: 'T-9', driverName: 'Dana', driverPhone: null },
      assignedAt: '2026-11-24T10:00:00.000Z',
      arrivedPickupAt: null,
      pickedUpAt: null,
      arrivedDeliveryAt: null,
      deliveredAt: null,
      podSignedBy: null,
    };
    mockOrders.detail.mockImplementation(() => ok(orderDetail({ assignment })));
    const { dispatchAndWait } = await openOrder();
    for (const fn of Object.values(mockOrders))
      if (fn.getMockImplementation() === undefined) fn.mockImplementation(() => ok(orderDetail({ assignment }), 'Order Successfully Updated'));
    mockTrucks.availableTruckers.mockImplementation(() => ok({ items: [] }));

    await dispatchAndWait(actions.actionRequested({ kind: 'reject', reason: 'No driver' }));
    expect(mockOrders.updateStatus).toHaveBeenLastCalledWith(ORDER_UUID, { status: 'rejected', reason: 'No driver' });
    await dispatchAndWait(actions.actionRequested({ kind: 'assign', truckerId: TRUCK_UUID }));
    expect(mockOrders.assign).toHaveBeenCalledWith({ _id: ORDER_UUID, truckerId: TRUCK_UUID });
    await dispatchAndWait(actions.actionRequested({ kind: 'updateAssignment', status: 'at_pickup' }));
    expect(mockOrders.updateAssignment).toHaveBeenCalledWith(ORDER_UUID, { status: 'at_pickup' });
    await dispatchAndWait(actions.actionRequested({ kind: 'rejectAssignment', reason: 'Sick' }));
    expect(mockOrders.rejectAssignment).toHaveBeenCalledWith(ASSIGNMENT_UUID, { reason: 'Sick' });
    await dispatchAndWait(actions.actionRequested({ kind: 'reset' }));
    expect(mockOrders.reset).toHaveBeenCalledWith({ _id: ORDER_UUID });
    await dispatchAndWait(actions.actionRequested({ kind: 'requestAccessorial', code: 'detention', description: '2 h', quantity: 2, amountCents: 15_050 }));
    expect(mockOrders.accessorial).toHaveBeenLastCalledWith({
      action: 'request',
      orderId: ORDER_UUID,
      code: 'detention',
      description: '2 h',
      quantity: 2,
      amountCents: 15_050,
    });
    await dispatchAndWait(actions.actionRequested({ kind: 'declineAccessorial', accessorialId: 'a1', reason: 'Not agreed' }));
    expect(mockOrders.accessorial).toHaveBeenLastCalledWith({ action: 'decline', orderId: ORDER_UUID, accessorialId: 'a1', reason: 'Not agreed' });
    await dispatchAndWait(actions.actionRequested({ kind: 'sendInvoice', email: 'ap@shipper.test' }));
    expect(mockOrders.sendInvoice).toHaveBeenCalledWith({ _id: ORDER_UUID, email: 'ap@shipper.test' });
    await dispatchAndWait(actions.actionRequested({ kind: 'markPaid', rating: 4, comment: 'On time' }));
    expect(mockOrders.ratePaid).toHaveBeenLastCalledWith('shipper', { _id: ORDER_UUID, rating: 4, comment: 'On time' });
    await dispatchAndWait(actions.actionRequested({ kind: 'markDriverPaid' }));
    expect(mockOrders.ratePaid).toHaveBeenLastCalledWith('driver', { _id: ORDER_UUID });
  });

  it('a refused action keeps the order and puts the server field errors on the form fields', async () => {
    const { store, dispatchAndWait } = await openOrder();
    mockOrders.accessorial.mockImplementation(() =>
      Promise.reject(new ApiError('input', 400, { status: false, message: 'Bad', errors: [{ field: 'body.amountCents', message: 'Too large' }] }, 'Bad')),
    );
    await dispatchAndWait(actions.actionRequested({ kind: 'requestAccessorial', code: 'lumper', amountCents: 1 }));
    expect(selectOrderDetail(store.getState()).action).toMatchObject({ status: 'failed', fieldErrors: { amount: 'Too large' } });
    expect(selectOrderDetail(store.getState()).detail?.status).toBe('new');
  });

  it('the assign picker asks the free trucks of the load with its equipment; tracking asks the truck positions', async () => {
    const { store, dispatchAndWait } = await openOrder();
    mockTrucks.availableTruckers.mockImplementation(() => ok({ items: [{ _id: TRUCK_UUID, truckNumber: 'T-9' }] }));
    await dispatchAndWait(actions.trucksRequested({ loadUuid: LOAD_UUID }));
    expect(mockTrucks.availableTruckers).toHaveBeenCalledWith(expect.objectContaining({ loadId: LOAD_UUID, equipmentMatchOnly: true }), expect.anything());
    expect(selectOrderDetail(store.getState()).trucks).toMatchObject({ status: 'ready', items: [{ _id: TRUCK_UUID }] });

    mockTracking.location.mockImplementation(() =>
      ok({ status: 'in_transit', position: { lat: 41, lng: -87, at: '2026-11-24T10:00:00.000Z' }, points: [], eta: null, milestones: [] }),
    );
    await dispatchAndWait(actions.trackingRequested({ loadUuid: LOAD_UUID }));
    expect(mockTracking.location).toHaveBeenCalledWith(LOAD_UUID, undefined, expect.anything());
    expect(selectOrderDetail(store.getState()).tracking.status).toBe('ready');
  });

  it("the loads list's Order finds the load's live order; a load without one says so", async () => {
    const { store, dispatchAndWait } = await openOrder();
    mockOrders.list.mockImplementationOnce(() =>
      ok({
        items: [
          { _id: NEXT_UUID, loadUuid: LOAD_UUID, status: 'cancelled' },
          { _id: ORDER_UUID, loadUuid: LOAD_UUID, status: 'accepted' },
        ],
        total: 2,
        page: 1,
        limit: 20,
      }),
    );
    await dispatchAndWait(actions.loadOrderRequested({ loadUuid: LOAD_UUID, loadId: 'L-100200' }));
    expect(mockOrders.list).toHaveBeenCalledWith({ page: 1, limit: 20, scope: 'all', search: 'L-100200' }, expect.anything());
    expect(selectOrderDetail(store.getState()).resolved).toEqual({ loadUuid: LOAD_UUID, orderUuid: ORDER_UUID });

    mockOrders.list.mockImplementationOnce(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await dispatchAndWait(actions.loadOrderRequested({ loadUuid: LOAD_UUID, loadId: 'L-100200' }));
    expect(selectOrderDetail(store.getState()).resolved).toBeNull();
    expect(selectToasts(store.getState()).at(-1)).toMatchObject({ messageKey: 'orderDetail:open.noOrder', values: { id: 'L-100200' } });
  });

  it('a document is downloaded in the reader language', async () => {
    const { store, dispatchAndWait } = await openOrder();
    mockOrders.document.mockImplementation(() => Promise.resolve({ blob: new Blob(['%PDF']), filename: 'O-100123.pdf', contentType: 'application/pdf' }));
    await dispatchAndWait(actions.documentRequested({ kind: 'bol', language: 'fr' }));
    expect(mockOrders.document).toHaveBeenCalledWith('bol', { _id: ORDER_UUID, language: 'fr' });
    expect(selectOrderDetail(store.getState()).downloading).toBeNull();
  });
});
