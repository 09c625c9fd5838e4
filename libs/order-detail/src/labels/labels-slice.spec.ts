import { initialLabelsState, labelsActions as actions, labelsReducer } from './labels-slice';
import { LABEL_UUID, ORDER_UUID, OTHER_LABEL_UUID, createdLabel, purchasedLabel } from './test-support';

const OTHER_ORDER = '99999999-9999-4999-8999-999999999999';
const reduce = (...list: Parameters<typeof labelsReducer>[1][]) => list.reduce(labelsReducer, initialLabelsState);

describe('the labels slice', () => {
  it('loads an order’s labels, and ignores an answer for another order', () => {
    const state = reduce(actions.opened({ orderId: ORDER_UUID }), actions.loaded({ orderId: OTHER_ORDER, labels: [createdLabel()] }));
    expect(state).toMatchObject({ orderId: ORDER_UUID, status: 'loading', labels: [] });
    const loaded = labelsReducer(state, actions.loaded({ orderId: ORDER_UUID, labels: [createdLabel()] }));
    expect(loaded).toMatchObject({ status: 'ready', labels: [createdLabel()] });
    expect(labelsReducer(loaded, actions.opened({ orderId: OTHER_ORDER }))).toEqual({ ...initialLabelsState, orderId: OTHER_ORDER, status: 'loading' });
  });

  it('a retry keeps the order and clears the failure', () => {
    const failed = reduce(actions.opened({ orderId: ORDER_UUID }), actions.failed({ orderId: ORDER_UUID, errorText: 'Down' }));
    expect(failed).toMatchObject({ status: 'failed', errorText: 'Down' });
    expect(labelsReducer(failed, actions.opened({ orderId: ORDER_UUID }))).toMatchObject({ status: 'loading', errorText: undefined, orderId: ORDER_UUID });
  });

  it('a created label goes first in the list and its rates are offered; a bought one replaces it and closes the offer', () => {
    const older = purchasedLabel({ _id: OTHER_LABEL_UUID });
    let state = reduce(actions.opened({ orderId: ORDER_UUID }), actions.loaded({ orderId: ORDER_UUID, labels: [older] }));
    state = labelsReducer(state, actions.createRequested({ orderId: ORDER_UUID, parcel: createdLabel().parcel, idempotencyKey: 'k' }));
    expect(state.create.status).toBe('pending');
    state = labelsReducer(state, actions.created(createdLabel()));
    expect(state.labels.map((label) => label._id)).toEqual([LABEL_UUID, OTHER_LABEL_UUID]);
    expect(state).toMatchObject({ quotedId: LABEL_UUID, create: { status: 'idle' } });

    state = labelsReducer(state, actions.purchaseRequested({ labelId: LABEL_UUID, rateId: 'r_ups', idempotencyKey: 'k2' }));
    expect(state.busy[LABEL_UUID]).toBe('purchase');
    state = labelsReducer(state, actions.labelUpdated(purchasedLabel()));
    expect(state.labels).toEqual([purchasedLabel(), older]);
    expect(state).toMatchObject({ quotedId: null, busy: { [LABEL_UUID]: undefined } });
  });

  it('keeps the create form’s field errors and an action’s failure on its label', () => {
    let state = reduce(
      actions.opened({ orderId: ORDER_UUID }),
      actions.createFailed({ fieldErrors: { 'parcel.weight': 'Too heavy' }, errorText: 'Invalid request' }),
    );
    expect(state.create).toEqual({ status: 'failed', fieldErrors: { 'parcel.weight': 'Too heavy' }, errorText: 'Invalid request' });
    state = labelsReducer(state, actions.cancelRequested({ labelId: LABEL_UUID }));
    state = labelsReducer(state, actions.actionFailed({ labelId: LABEL_UUID, errorText: 'This label is already cancelled' }));
    expect(state).toMatchObject({ busy: { [LABEL_UUID]: undefined }, actionErrors: { [LABEL_UUID]: 'This label is already cancelled' } });
    state = labelsReducer(state, actions.trackRequested({ labelId: LABEL_UUID }));
    expect(state).toMatchObject({ busy: { [LABEL_UUID]: 'track' }, actionErrors: { [LABEL_UUID]: undefined } });
  });
});
