import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { callFailure, fieldErrorsOf, purchaseManager, type CallOptions } from '@freight/api-client';
import { navigateTo } from '@freight/auth';
import type { ApiEnvelope, CreatePurchaseOrderRequest, PurchaseOrderDetail } from '@freight/contracts';
import { createIdempotencyKeys, showToast, type IdempotencyKeys } from '@freight/store';
import { CONTAINERS_QUIET_MS, refreshOnContainerChanges } from '../live';
import { paths } from '../paths';
import { formFieldErrors } from './schema';
import { formActions, formResources, type FormCallName } from './state';

/** The server's own success text (the spec's, in the reader's language), or ours when it sent none. */
function* toastSuccess(answer: ApiEnvelope<unknown>, fallbackKey: string): SagaIterator {
  yield put(showToast(answer.message ? { kind: 'success', text: answer.message } : { kind: 'success', messageKey: fallbackKey }));
}

/** The order as the server has it now (the page shows the fetched record). */
const orderRead = (id: string) => formResources.actions.requested({ resource: 'order', id });

function* refetchOrder(id: string): SagaIterator {
  yield put(orderRead(id));
}

/**
 * Save: edit-purchase-order (then the order read again: the page stays on it) or create-purchase-order (then its edit
 * page, where the bill of lading, containers, split and close are). A failure keeps the form with the server's field
 * errors on it (the API client has told the message).
 */
function* saveOrder(keys: IdempotencyKeys, { payload: { values, id } }: PayloadAction<{ values: CreatePurchaseOrderRequest; id?: string }>): SagaIterator {
  yield put(formActions.started('save'));
  try {
    let answer: ApiEnvelope<PurchaseOrderDetail>;
    if (id) {
      answer = yield call(purchaseManager.edit, { _id: id, ...values });
    } else {
      // One user action, one key: the same values saved again reuse it (createIdempotencyKeys).
      const idempotencyKey: string = yield call(keys.keyFor, values);
      answer = yield call(purchaseManager.create, values, { idempotencyKey });
      keys.forget();
    }
    const saved = answer.data!;
    yield put(formActions.succeeded('save', saved));
    yield call(toastSuccess, answer, id ? 'purchase-orders:form.messages.updated' : 'purchase-orders:form.messages.created');
    if (id) yield call(refetchOrder, id);
    else yield call(navigateTo, paths.edit.getHref({ id: saved._id }));
  } catch (error) {
    yield put(formActions.failed('save', { fieldErrors: formFieldErrors(fieldErrorsOf(error)) }));
  }
}

/**
 * The calls made from a dialog, which shows their errors itself: the server's field errors, else its message, else
 * the kit's fallback (the call is quiet: no toast).
 */
const DIALOG_CALLS: ReadonlySet<FormCallName> = new Set(['billOfLading', 'container', 'split', 'close']);
const QUIET: CallOptions = { quietErrors: true };

/** One of the page's other calls: its state, the server's success text, and the order read again. */
function* orderCall(name: FormCallName, orderId: string, fallbackKey: string, request: (options?: CallOptions) => Promise<ApiEnvelope<unknown>>): SagaIterator {
  const dialog = DIALOG_CALLS.has(name);
  yield put(formActions.started(name));
  try {
    const answer: ApiEnvelope<unknown> = yield call(request, ...(dialog ? [QUIET] : []));
    // Each call's answer is its own type (FormCalls); the page reads the data of split and drayage only.
    yield put(formActions.succeeded(name as 'close', answer.data as PurchaseOrderDetail));
    yield call(toastSuccess, answer, fallbackKey);
  } catch (error) {
    yield put(formActions.failed(name, dialog ? callFailure(error, 'errors.fallback') : { fieldErrors: fieldErrorsOf(error) }));
    return;
  } finally {
    yield call(refetchOrder, orderId);
  }
}

function* updateBillOfLading({ payload: { id, body } }: ReturnType<typeof formActions.billOfLadingRequested>): SagaIterator {
  yield call(orderCall, 'billOfLading', id, 'purchase-orders:form.messages.billOfLading', (options) => purchaseManager.updateBillOfLading(id, body, options));
}

function* updateContainer({ payload: { orderId, containerId, body } }: ReturnType<typeof formActions.containerRequested>): SagaIterator {
  yield call(orderCall, 'container', orderId, 'purchase-orders:form.messages.container', (options) =>
    purchaseManager.updateContainer(containerId, body, options),
  );
}

function* splitOrder({ payload: { body } }: ReturnType<typeof formActions.splitRequested>): SagaIterator {
  yield call(orderCall, 'split', body._id, 'purchase-orders:form.messages.split', (options) => purchaseManager.split(body, options));
}

function* closeOrder({ payload: { id } }: ReturnType<typeof formActions.closeRequested>): SagaIterator {
  yield call(orderCall, 'close', id, 'purchase-orders:form.messages.closed', (options) => purchaseManager.close(id, options));
}

function* createDrayageLoad({ payload: { orderId, containerId } }: ReturnType<typeof formActions.drayageRequested>): SagaIterator {
  yield call(orderCall, 'drayage', orderId, 'purchase-orders:form.messages.drayage', () => purchaseManager.createDrayageLoad(containerId));
}

/**
 * The tracking job moved one of the order's containers (`containers.updated` naming it) → the order is read again
 * (status, next milestones, ETAs; a container now discharged gets its "Create drayage load"), once per burst,
 * `CONTAINERS_QUIET_MS` after its last event.
 */
function* followOrder(id: string): SagaIterator {
  yield call(
    refreshOnContainerChanges,
    CONTAINERS_QUIET_MS,
    () => orderRead(id),
    (event) => event.purchaseOrderIds.includes(id),
  );
}

/**
 * While the edit page shows an order without unsaved changes (`watchStarted` … `watchEnded`: a new record would reset
 * what was typed), it follows the tracking.
 */
function* whileWatched(): SagaIterator {
  for (;;) {
    const { payload }: ReturnType<typeof formActions.watchStarted> = yield take(formActions.watchStarted.type);
    yield race({ follow: call(followOrder, payload.id), ended: take(formActions.watchEnded.type) });
  }
}

/** The sagas of /purchase-orders/add and /edit/:id (lines, containers, bill of lading, split, close, drayage). */
export function* formSaga(): SagaIterator {
  const keys = createIdempotencyKeys();
  yield all([
    call(formResources.saga),
    takeLatest(formActions.saveRequested.type, saveOrder, keys),
    takeLatest(formActions.billOfLadingRequested.type, updateBillOfLading),
    takeLatest(formActions.containerRequested.type, updateContainer),
    takeLatest(formActions.splitRequested.type, splitOrder),
    takeLatest(formActions.closeRequested.type, closeOrder),
    takeLatest(formActions.drayageRequested.type, createDrayageLoad),
    call(whileWatched),
    // The form opened anew (`reset(['save'])`): the next create is another user action.
    takeEvery(formActions.reset([]).type, (action: ReturnType<typeof formActions.reset>) => {
      if (action.payload.includes('save')) keys.forget();
    }),
  ]);
}
