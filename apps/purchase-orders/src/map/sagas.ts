import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { failedCallText, purchaseManager } from '@freight/api-client';
import type { ApiEnvelope, ContainerLocation, ContainerLocationsRequest } from '@freight/contracts';
import { CONTAINERS_QUIET_MS, refreshOnContainerChanges } from '../live';
import { mapActions, selectMap, type MapQuery, type MapState } from './state';

const QUIET = { silent: true, quietErrors: true } as const;

const requestOf = (query: MapQuery): ContainerLocationsRequest => (query.status ? { statuses: [query.status] } : {});

function* loadLocations({ payload: query }: PayloadAction<MapQuery>): SagaIterator {
  yield put(mapActions.loading(query));
  try {
    const answer: ApiEnvelope<ContainerLocation[]> = yield call(purchaseManager.containerLocations, requestOf(query), QUIET);
    yield put(mapActions.loaded({ query, items: answer.data ?? [], at: new Date().toISOString() }));
  } catch (error) {
    const errorText = failedCallText(error);
    yield put(mapActions.failed({ query, ...(errorText ? { errorText } : {}) }));
  }
}

/** Live: the same containers again, the map kept as it is meanwhile; a failure keeps the last answer. */
function* refreshLocations(): SagaIterator {
  const { query, status }: MapState = yield select(selectMap);
  if (!query || status !== 'loaded') return;
  yield put(mapActions.refreshing(query));
  try {
    const answer: ApiEnvelope<ContainerLocation[]> = yield call(purchaseManager.containerLocations, requestOf(query), QUIET);
    yield put(mapActions.loaded({ query, items: answer.data ?? [], at: new Date().toISOString() }));
  } catch {
    yield put(mapActions.refreshFailed(query));
  }
}

/** Any container of the company may have moved onto or off the map: every event counts (once per burst). */
function* liveWhileOpen(): SagaIterator {
  for (;;) {
    yield take(mapActions.opened.type);
    yield race({ live: call(refreshOnContainerChanges, CONTAINERS_QUIET_MS, mapActions.refreshed), closed: take(mapActions.closed.type) });
  }
}

/** The sagas of /mapbox (the containers on the map). */
export function* mapSaga(): SagaIterator {
  yield takeLatest(mapActions.requested.type, loadLocations);
  yield takeLatest(mapActions.refreshed.type, refreshLocations);
  yield call(liveWhileOpen);
}
