import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { failedCallText, fieldErrorsOf, shippoShipment, type CallOptions } from '@freight/api-client';
import type { ApiEnvelope, ShipmentLabelList, ShipmentLabelView } from '@freight/contracts';
import { defineFeature, showToast } from '@freight/store';
import { labelsActions as actions, labelsReducer } from './labels-slice';

/**
 * The labels panel's calls. The list is read quietly (the panel shows its own loading, empty and error states);
 * the actions block the page while they run and report failures by the client's one toast, and their answer's
 * message ('Shipment Label Successfully Deleted', in the user's language) is the success toast.
 */

const quiet: CallOptions = { quietErrors: true, silent: true };

function* list({ payload }: PayloadAction<{ orderId: string }>): SagaIterator {
  try {
    const answer: ApiEnvelope<ShipmentLabelList> = yield call(shippoShipment.list, payload.orderId, quiet);
    yield put(actions.loaded({ orderId: payload.orderId, labels: answer.data ?? [] }));
  } catch (error) {
    yield put(actions.failed({ orderId: payload.orderId, errorText: failedCallText(error) }));
  }
}

function* create({ payload }: ReturnType<typeof actions.createRequested>): SagaIterator {
  try {
    // The form shows its field errors itself; other failures get the client's toast.
    const answer: ApiEnvelope<ShipmentLabelView> = yield call(
      shippoShipment.createShipment,
      { orderId: payload.orderId, parcel: payload.parcel },
      { idempotencyKey: payload.idempotencyKey },
    );
    yield put(actions.created(answer.data!));
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    yield put(actions.createFailed({ fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined, errorText: failedCallText(error) }));
  }
}

function* act(labelId: string, run: () => Promise<ApiEnvelope<ShipmentLabelView>>, toast: boolean): SagaIterator {
  try {
    const answer: ApiEnvelope<ShipmentLabelView> = yield call(run);
    yield put(actions.labelUpdated(answer.data!));
    if (toast && answer.message) yield put(showToast({ kind: 'success', text: answer.message }));
  } catch (error) {
    yield put(actions.actionFailed({ labelId, errorText: failedCallText(error) }));
  }
}

function* purchase({ payload }: ReturnType<typeof actions.purchaseRequested>): SagaIterator {
  yield call(
    act,
    payload.labelId,
    () => shippoShipment.purchaseLabel({ _id: payload.labelId, rateId: payload.rateId }, { idempotencyKey: payload.idempotencyKey }),
    true,
  );
}

function* cancel({ payload }: ReturnType<typeof actions.cancelRequested>): SagaIterator {
  yield call(act, payload.labelId, () => shippoShipment.cancelLabel(payload.labelId), true);
}

function* track({ payload }: ReturnType<typeof actions.trackRequested>): SagaIterator {
  yield call(act, payload.labelId, () => shippoShipment.trackShipment(payload.labelId, { silent: true }), false);
}

function* labelsSaga(): SagaIterator {
  yield all([
    takeLatest(actions.opened.type, list),
    takeLatest(actions.createRequested.type, create),
    takeEvery(actions.purchaseRequested.type, purchase),
    takeEvery(actions.cancelRequested.type, cancel),
    takeEvery(actions.trackRequested.type, track),
  ]);
}

/** The panel's state and sagas, injected by the first LabelsPanel that mounts. */
export const labelsFeature = defineFeature({ key: 'orderLabels', reducer: labelsReducer, saga: labelsSaga });
