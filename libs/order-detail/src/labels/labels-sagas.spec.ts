import { ApiError } from '@freight/api-client';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { labelsFeature } from './labels-sagas';
import { labelsActions as actions, selectLabels } from './labels-slice';
import { LABEL_UUID, ORDER_UUID, OTHER_LABEL_UUID, answer, createdLabel, purchasedLabel } from './test-support';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('shippoShipment'));
const mockLabels = mockedApi('shippoShipment').shippoShipment;

const failure = (status: number, message: string, errors?: Array<{ field: string; message: string }>) =>
  new ApiError(status === 400 ? 'input' : 'server', status, { status: false, message, ...(errors ? { errors } : {}) }, message);

beforeEach(() => {
  for (const fn of Object.values(mockLabels)) fn.mockReset();
  mockLabels.list.mockImplementation(() => answer([purchasedLabel()]));
});

async function openPanel() {
  const test = createTestStore({ features: [labelsFeature] });
  await test.dispatchAndWait(actions.opened({ orderId: ORDER_UUID }));
  return test;
}

describe('the labels sagas', () => {
  it('read the order’s labels quietly (the panel shows its own states)', async () => {
    const { store } = await openPanel();
    expect(mockLabels.list).toHaveBeenCalledWith(ORDER_UUID, expect.objectContaining({ quietErrors: true, silent: true }));
    expect(selectLabels(store.getState())).toMatchObject({ status: 'ready', labels: [purchasedLabel()] });

    mockLabels.list.mockImplementation(() => Promise.reject(failure(500, 'Internal server error')));
    const failed = await openPanel();
    expect(selectLabels(failed.store.getState())).toMatchObject({ status: 'failed', errorText: 'Internal server error' });
  });

  it('create a shipment for the parcel with the action’s idempotency key, and offer its rates', async () => {
    mockLabels.list.mockImplementation(() => answer([purchasedLabel({ _id: OTHER_LABEL_UUID })]));
    const { store, dispatchAndWait } = await openPanel();
    mockLabels.createShipment.mockImplementation(() => answer(createdLabel(), 'Shipment rates fetched'));
    const parcel = { length: 12, width: 9, height: 4, weight: 2.5 };
    await dispatchAndWait(actions.createRequested({ orderId: ORDER_UUID, parcel, idempotencyKey: 'key-1' }));
    expect(mockLabels.createShipment).toHaveBeenCalledWith({ orderId: ORDER_UUID, parcel }, { idempotencyKey: 'key-1' });
    expect(selectLabels(store.getState())).toMatchObject({ quotedId: LABEL_UUID, create: { status: 'idle' } });
    expect(selectLabels(store.getState()).labels.map((label) => label._id)).toEqual([LABEL_UUID, OTHER_LABEL_UUID]);
  });

  it('a refused parcel puts the server’s field errors on the form', async () => {
    const { store, dispatchAndWait } = await openPanel();
    mockLabels.createShipment.mockImplementation(() =>
      Promise.reject(failure(400, 'Invalid request', [{ field: 'body.parcel.weight', message: 'must be <= 150' }])),
    );
    await dispatchAndWait(actions.createRequested({ orderId: ORDER_UUID, parcel: { length: 1, width: 1, height: 1, weight: 151 }, idempotencyKey: 'k' }));
    expect(selectLabels(store.getState()).create).toEqual({
      status: 'failed',
      fieldErrors: { 'parcel.weight': 'must be <= 150' },
      errorText: 'must be <= 150',
    });
  });

  it('buy, cancel and track: the label as the server answers it, and the server’s message as the toast', async () => {
    mockLabels.list.mockImplementation(() => answer([createdLabel()]));
    const { store, dispatchAndWait } = await openPanel();
    mockLabels.purchaseLabel.mockImplementation(() => answer(purchasedLabel(), 'Shipment label purchased'));
    await dispatchAndWait(actions.purchaseRequested({ labelId: LABEL_UUID, rateId: 'r_ups', idempotencyKey: 'buy-1' }));
    expect(mockLabels.purchaseLabel).toHaveBeenCalledWith({ _id: LABEL_UUID, rateId: 'r_ups' }, { idempotencyKey: 'buy-1' });
    expect(selectLabels(store.getState()).labels).toEqual([purchasedLabel()]);

    const tracked = purchasedLabel({
      trackingStatus: 'transit',
      trackingEvents: [{ status: 'transit', details: 'Picked up by the carrier', location: 'Chicago, IL', at: '2026-11-20T18:00:00.000Z' }],
    });
    mockLabels.trackShipment.mockImplementation(() => answer(tracked, 'Shipment tracking fetched'));
    await dispatchAndWait(actions.trackRequested({ labelId: LABEL_UUID }));
    expect(selectLabels(store.getState()).labels).toEqual([tracked]);

    mockLabels.cancelLabel.mockImplementation(() => answer(purchasedLabel({ status: 'cancelled', labelUrl: null }), 'Shipment Label Successfully Deleted'));
    await dispatchAndWait(actions.cancelRequested({ labelId: LABEL_UUID }));
    expect(mockLabels.cancelLabel).toHaveBeenCalledWith(LABEL_UUID);
    expect(selectLabels(store.getState()).labels[0]!.status).toBe('cancelled');
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual(['Shipment label purchased', 'Shipment Label Successfully Deleted']);
  });

  it('a refused action stays on its label', async () => {
    const { store, dispatchAndWait } = await openPanel();
    mockLabels.cancelLabel.mockImplementation(() => Promise.reject(failure(409, 'This label is already cancelled')));
    await dispatchAndWait(actions.cancelRequested({ labelId: LABEL_UUID }));
    expect(selectLabels(store.getState())).toMatchObject({
      busy: { [LABEL_UUID]: undefined },
      actionErrors: { [LABEL_UUID]: 'This label is already cancelled' },
    });
    expect(selectLabels(store.getState()).labels).toEqual([purchasedLabel()]);
  });
});
