import { combineReducers } from '@reduxjs/toolkit';
import { ApiError } from '@freight/api-client';
import { registerNavigate } from '@freight/auth';
import { defineFeature, selectToasts } from '@freight/store';
import { createTestStore, mockedApi, realtimeFake } from '@freight/testing';
import { CONTAINER_B, ORDER } from './fixtures';
import { formSaga } from './sagas';
import { detailToForm, formToRequest } from './schema';
import { FORM_KEY, formActions, formReducer, selectFormState } from './state';

// The unit under test is the form's saga against the real store; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const containersUpdated = (purchaseOrderIds: string[]) => {
  realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds });
};
const api = mockedApi('purchaseManager').purchaseManager;
const ok = <T>(data: T, message: string) => Promise.resolve({ status: true, message, data });
const refused = (status: number, errors: Array<{ field: string; message: string }>, message = 'Bad input') =>
  Promise.reject(new ApiError(status === 400 ? 'input' : 'server', status, { status: false, message, errors }, message));

function setup() {
  const navigate = jest.fn();
  registerNavigate(navigate);
  const feature = defineFeature({ key: 'purchaseOrders', reducer: combineReducers({ [FORM_KEY]: formReducer }) as never, saga: formSaga });
  const t = createTestStore({ features: [feature] });
  api.detail!.mockImplementation(() => ok(ORDER, 'Purchase order fetched'));
  return {
    ...t,
    navigate,
    calls: () => selectFormState(t.store.getState()).calls,
    order: () => selectFormState(t.store.getState()).resources[`order:${ORDER._id}`],
    toasts: () => selectToasts(t.store.getState()),
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
});
afterEach(() => registerNavigate(undefined));

const values = formToRequest(detailToForm(ORDER));

describe('saving the form', () => {
  it('creates the order under one Idempotency-Key, shows the server text and opens the new order', async () => {
    const t = setup();
    api.create!.mockImplementation(() => ok({ ...ORDER, _id: 'new-id' }, 'Purchase Order created successfully'));
    await t.dispatchAndWait(formActions.saveRequested({ values }));
    expect(api.create).toHaveBeenCalledWith(values, { idempotencyKey: expect.any(String) });
    expect(t.toasts()).toEqual([expect.objectContaining({ kind: 'success', text: 'Purchase Order created successfully' })]);
    expect(t.navigate).toHaveBeenCalledWith('/purchase-orders/edit/new-id', undefined);
    expect(t.calls().save.status).toBe('succeeded');
  });

  it('saves the same values again under the same key after a failure (no second order), a new key once they change', async () => {
    const t = setup();
    api.create!.mockImplementationOnce(() => Promise.reject(new ApiError('network', undefined, undefined, 'Network Error')));
    await t.dispatchAndWait(formActions.saveRequested({ values }));
    api.create!.mockImplementationOnce(() => Promise.reject(new ApiError('network', undefined, undefined, 'Network Error')));
    await t.dispatchAndWait(formActions.saveRequested({ values }));
    await t.dispatchAndWait(formActions.saveRequested({ values: { ...values, notes: 'changed' } }));
    const keys = api.create!.mock.calls.map((call) => (call[1] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('edits the order (the whole order again, with its id), then reads it again and stays on it', async () => {
    const t = setup();
    api.edit!.mockImplementation(() => ok(ORDER, 'Purchase Order updated successfully'));
    await t.dispatchAndWait(formActions.saveRequested({ values, id: ORDER._id }));
    expect(api.edit).toHaveBeenCalledWith({ _id: ORDER._id, ...values });
    expect(api.detail).toHaveBeenCalledWith(ORDER._id, { silent: true });
    expect(t.order()).toMatchObject({ status: 'loaded', data: ORDER });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.toasts()).toEqual([expect.objectContaining({ kind: 'success', text: 'Purchase Order updated successfully' })]);
  });

  it('keeps the server field errors for the form, under its field names', async () => {
    const t = setup();
    api.create!.mockImplementation(() =>
      refused(400, [
        { field: 'body.containers.1.containerNumber', message: 'Wrong check digit' },
        { field: 'body.lines.0.unitPriceCents', message: 'Too high' },
      ]),
    );
    await t.dispatchAndWait(formActions.saveRequested({ values }));
    expect(t.calls().save).toEqual({ status: 'failed', fieldErrors: { 'containers.1.containerNumber': 'Wrong check digit', 'lines.0.unitPrice': 'Too high' } });
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe("the order's other calls", () => {
  it('updates the bill of lading, tells the server text and reads the order again', async () => {
    const t = setup();
    api.updateBillOfLading!.mockImplementation(() => ok({ ...ORDER, billOfLading: 'MAEU123456789' }, 'Bill of lading updated'));
    const body = { billOfLading: 'MAEU123456789', oceanCarrier: 'MAEU', vessel: 'Maersk Essen', voyage: '245E' };
    await t.dispatchAndWait(formActions.billOfLadingRequested({ id: ORDER._id, body }));
    expect(api.updateBillOfLading).toHaveBeenCalledWith(ORDER._id, body, { quietErrors: true });
    expect(t.calls().billOfLading.status).toBe('succeeded');
    expect(t.toasts()).toEqual([expect.objectContaining({ text: 'Bill of lading updated' })]);
    expect(api.detail).toHaveBeenCalledTimes(1);
  });

  it("updates a container's details with the spec's message", async () => {
    const t = setup();
    api.updateContainer!.mockImplementation(() => ok(CONTAINER_B, 'Container Successfully Updated'));
    await t.dispatchAndWait(formActions.containerRequested({ orderId: ORDER._id, containerId: CONTAINER_B._id, body: { sealNumber: 'SL-9' } }));
    expect(api.updateContainer).toHaveBeenCalledWith(CONTAINER_B._id, { sealNumber: 'SL-9' }, { quietErrors: true });
    expect(t.toasts()).toEqual([expect.objectContaining({ kind: 'success', text: 'Container Successfully Updated' })]);
  });

  it('splits, keeping both orders for the link to the child', async () => {
    const t = setup();
    const child = { ...ORDER, _id: 'child-id', poNumber: 'PO-100123-A', parentId: ORDER._id };
    api.split!.mockImplementation(() => ok({ parent: ORDER, child }, 'Order has been split successfully'));
    const body = { _id: ORDER._id, lines: [{ _id: ORDER.lines[1]!._id, quantity: 400 }], containerIds: [] };
    await t.dispatchAndWait(formActions.splitRequested({ body }));
    expect(api.split).toHaveBeenCalledWith(body, { quietErrors: true });
    expect(t.calls().split).toEqual({ status: 'succeeded', data: { parent: ORDER, child } });
    expect(t.toasts()).toEqual([expect.objectContaining({ text: 'Order has been split successfully' })]);
    expect(api.detail).toHaveBeenCalledWith(ORDER._id, { silent: true });
  });

  it('keeps a refused split with its errors and reads the order again', async () => {
    const t = setup();
    api.split!.mockImplementation(() => refused(400, [{ field: 'body.lines', message: 'Leave at least one line on the original order' }]));
    await t.dispatchAndWait(formActions.splitRequested({ body: { _id: ORDER._id, lines: [], containerIds: [] } }));
    expect(t.calls().split).toEqual({
      status: 'failed',
      fieldErrors: { lines: 'Leave at least one line on the original order' },
      errorText: 'Leave at least one line on the original order',
    });
    expect(t.toasts()).toEqual([]);
    expect(api.detail).toHaveBeenCalledTimes(1);
  });

  it("makes the dialogs' calls quiet (the dialog tells their error, no toast) and keeps a refusal without fields as its text", async () => {
    const t = setup();
    api.split!.mockImplementation(() => refused(409, [], 'This purchase order is closed and cannot be changed'));
    await t.dispatchAndWait(formActions.splitRequested({ body: { _id: ORDER._id, lines: [], containerIds: [] } }));
    expect(api.split).toHaveBeenCalledWith(expect.anything(), { quietErrors: true });
    expect(t.calls().split).toEqual({ status: 'failed', errorText: 'This purchase order is closed and cannot be changed' });
    api.createDrayageLoad!.mockImplementation(() => refused(409, [], 'The container is not discharged yet'));
    await t.dispatchAndWait(formActions.drayageRequested({ orderId: ORDER._id, containerId: CONTAINER_B._id }));
    // The drayage button has no dialog: the client's toast tells its refusal.
    expect(api.createDrayageLoad).toHaveBeenCalledWith(CONTAINER_B._id);
  });

  it('closes the order and creates a drayage load, each with the server text', async () => {
    const t = setup();
    api.close!.mockImplementation(() => ok({ ...ORDER, status: 'closed', actions: [] }, 'Purchase order closed'));
    api.createDrayageLoad!.mockImplementation(() =>
      ok(
        {
          container: { ...CONTAINER_B, load: { _id: 'load-id', loadId: 'L-100900', status: 'pending' } },
          load: { _id: 'load-id', loadId: 'L-100900', status: 'pending' },
        },
        'Drayage load created',
      ),
    );
    await t.dispatchAndWait(formActions.closeRequested({ id: ORDER._id }));
    await t.dispatchAndWait(formActions.drayageRequested({ orderId: ORDER._id, containerId: CONTAINER_B._id }));
    expect(api.close).toHaveBeenCalledWith(ORDER._id, { quietErrors: true });
    expect(api.createDrayageLoad).toHaveBeenCalledWith(CONTAINER_B._id);
    expect(t.toasts().map((toast) => toast.text)).toEqual(['Purchase order closed', 'Drayage load created']);
    expect(t.calls().drayage.data?.load.loadId).toBe('L-100900');
  });
});

describe('following the tracking', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the order again once per burst of containers.updated naming it, only while the page follows it', async () => {
    const t = setup();
    t.store.dispatch(formActions.watchStarted({ id: ORDER._id }));
    expect(realtimeFake.count('containers.updated')).toBe(1);
    containersUpdated(['another-order']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.detail).not.toHaveBeenCalled();
    containersUpdated([ORDER._id]);
    containersUpdated([ORDER._id, 'another-order']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.detail).toHaveBeenCalledTimes(1);
    expect(api.detail).toHaveBeenCalledWith(ORDER._id, { silent: true });
    t.store.dispatch(formActions.watchEnded());
    expect(realtimeFake.count('containers.updated')).toBe(0);
    containersUpdated([ORDER._id]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.detail).toHaveBeenCalledTimes(1);
  });
});
