import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { driverLinks, fieldErrorsOf, fleetManager } from '@freight/api-client';
import type { ApiEnvelope, SendDriverLinkResult, TruckerKind, TruckerPositions, TruckerPositionsRequest, TruckerStatus } from '@freight/contracts';
import { showToast } from '@freight/store';
import { bulkCalls, carrierEdits, carrierList, fleetActions, listOf, positionsActions, resources, truckEdits, truckList } from './state';

/** The map's data-ready moment (`performance.mark`), read by the trucks_map_10k_ms bench with the map's drawn mark. */
export const MAP_DATA_MARK = 'trucks-map:data';

function* fetchPositions({ payload }: PayloadAction<TruckerPositionsRequest>): SagaIterator {
  const key = JSON.stringify(payload);
  try {
    const response: ApiEnvelope<TruckerPositions> = yield call(fleetManager.positions, payload, { silent: true });
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(MAP_DATA_MARK);
    yield put(positionsActions.loaded({ key, items: response.data?.items ?? [], unplaced: response.data?.unplaced ?? 0 }));
  } catch {
    // The API client has shown the error; the map says it failed (with Retry).
    yield put(positionsActions.failed({ key }));
  }
}

function* bulkStatus({ payload }: PayloadAction<{ kind: TruckerKind; ids: string[]; status: TruckerStatus }>): SagaIterator {
  yield put(bulkCalls.actions.started('status'));
  try {
    yield call(fleetManager.updateList, { ids: payload.ids, status: payload.status });
  } catch (error) {
    yield put(bulkCalls.actions.failed('status', { fieldErrors: fieldErrorsOf(error) }));
    return;
  }
  yield put(bulkCalls.actions.succeeded('status'));
  yield put(showToast({ kind: 'success', messageKey: 'trucks:fleet.messages.listUpdated' }));
  yield put(listOf(payload.kind).actions.requested());
  for (const id of payload.ids) yield put(resources.actions.requested({ resource: 'trucker', id }));
}

function* sendLink({ payload }: PayloadAction<{ truckerId: string; truckNumber: string }>): SagaIterator {
  yield put(bulkCalls.actions.started('driverLink'));
  try {
    const response: ApiEnvelope<SendDriverLinkResult> = yield call(driverLinks.send, payload.truckerId);
    yield put(bulkCalls.actions.succeeded('driverLink', { truckNumber: payload.truckNumber, link: response.data!.link }));
    // The server's own text in the user's language ('Driver link sent'); the API client showed any refusal (409).
    yield put(showToast({ kind: 'success', ...(response.message ? { text: response.message } : { messageKey: 'trucks:fleet.messages.linkSent' }) }));
  } catch (error) {
    yield put(bulkCalls.actions.failed('driverLink', { fieldErrors: fieldErrorsOf(error) }));
  }
}

/** The fleet screens' off-screen work: both lists, saves and removes (kit), look-ups, the map, the bulk change. */
export function* fleetSaga(): SagaIterator {
  yield all([
    call(truckList.saga),
    call(carrierList.saga),
    call(truckEdits.saga),
    call(carrierEdits.saga),
    call(resources.saga),
    takeLatest(positionsActions.requested.type, fetchPositions),
    takeLatest(fleetActions.bulkStatusRequested.type, bulkStatus),
    takeLatest(fleetActions.sendLinkRequested.type, sendLink),
  ]);
}
