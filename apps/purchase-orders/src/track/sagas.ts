import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { ApiError, failedCallText, purchaseManager } from '@freight/api-client';
import type { ApiEnvelope, ContainerTracking, PurchaseOrderTracking } from '@freight/contracts';
import { checkContainerNumber, isValidBillOfLading } from './container-number';
import { CONTAINERS_QUIET_MS, refreshOnContainerChanges, type ContainerEventFilter } from '../live';
import { selectTrack, trackActions, type TrackQuery, type TrackState } from './state';

/** The page shows what went wrong (404, 400, a failure): no toast, no blocking spinner. */
const QUIET = { silent: true, quietErrors: true } as const;

/** The container by number, or the bill of lading's containers, as the page shows them. */
function* fetchTracking(query: TrackQuery): SagaIterator<Pick<PurchaseOrderTracking, 'containers' | 'purchaseOrders'>> {
  if (query.by === 'container') {
    const answer: ApiEnvelope<ContainerTracking> = yield call(purchaseManager.trackContainer, query.value, QUIET);
    return { containers: [answer.data!], purchaseOrders: [] };
  }
  const answer: ApiEnvelope<PurchaseOrderTracking> = yield call(purchaseManager.trackBillOfLading, query.value, QUIET);
  return { containers: answer.data!.containers, purchaseOrders: answer.data!.purchaseOrders };
}

/** Sent only when well formed: a container number with its right check digit (the page says which is expected). */
function wellFormed(query: TrackQuery): boolean {
  if (query.by === 'bol') return isValidBillOfLading(query.value);
  const check = checkContainerNumber(query.value);
  return check.ok && check.number === query.value;
}

function* loadTracking({ payload: query }: PayloadAction<TrackQuery>): SagaIterator {
  yield put(trackActions.loading(query));
  if (!wellFormed(query)) {
    yield put(trackActions.invalid({ query }));
    return;
  }
  try {
    const found: Pick<PurchaseOrderTracking, 'containers' | 'purchaseOrders'> = yield call(fetchTracking, query);
    yield put(trackActions.loaded({ query, ...found, at: new Date().toISOString() }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      yield put(trackActions.notFound(query));
      return;
    }
    const errorText = failedCallText(error);
    if (error instanceof ApiError && error.status === 400) yield put(trackActions.invalid({ query, ...(errorText ? { errorText } : {}) }));
    else yield put(trackActions.failed({ query, ...(errorText ? { errorText } : {}) }));
  }
}

/** Live: the shown query again, the answer kept on screen; a failure keeps the last answer (the next event retries). */
function* refreshTracking(): SagaIterator {
  const { query, status }: TrackState = yield select(selectTrack);
  if (!query || status !== 'loaded') return;
  yield put(trackActions.refreshing(query));
  try {
    const found: Pick<PurchaseOrderTracking, 'containers' | 'purchaseOrders'> = yield call(fetchTracking, query);
    yield put(trackActions.loaded({ query, ...found, at: new Date().toISOString() }));
  } catch (error) {
    // The container left the company's orders (released) or the bill of lading changed: the page says so.
    if (error instanceof ApiError && error.status === 404) yield put(trackActions.notFound(query));
    else yield put(trackActions.refreshFailed(query));
  }
}

/** An event about one of the containers on screen (or about one of the bill of lading's orders). */
const concernsShown: ContainerEventFilter = (event, root) => {
  const { containers, purchaseOrders, status } = selectTrack(root);
  if (status !== 'loaded') return false;
  const ids = new Set(containers.map((container) => container._id));
  const orders = new Set([...purchaseOrders.map((order) => order._id), ...containers.map((container) => container.purchaseOrder._id)]);
  return event.containerIds.some((id) => ids.has(id)) || event.purchaseOrderIds.some((id) => orders.has(id));
};

/** The live refresh runs from the page's opening to its closing (closing cancels it; its `finally` unsubscribes). */
function* liveWhileOpen(): SagaIterator {
  for (;;) {
    yield take(trackActions.opened.type);
    yield race({ live: call(refreshOnContainerChanges, CONTAINERS_QUIET_MS, trackActions.refreshed, concernsShown), closed: take(trackActions.closed.type) });
  }
}

/** The sagas of /purchase-orders/track (by bill of lading or container). */
export function* trackSaga(): SagaIterator {
  yield takeLatest(trackActions.requested.type, loadTracking);
  yield takeLatest(trackActions.refreshed.type, refreshTracking);
  yield call(liveWhileOpen);
}
