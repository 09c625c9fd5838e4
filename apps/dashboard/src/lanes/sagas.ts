import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, dashboardManager, failedCallText } from '@freight/api-client';
import type { ApiEnvelope, LaneHistoryResponse } from '@freight/contracts';
import { laneActions, type LaneQuery } from './state';

/** A lane's id in the link: a uuid; anything else is no lane's ("not found" without asking the server: a 400). */
const LANE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** lane-history: a 404 (no such lane, or another company's) is the page's "not found", not a toast. */
function* loadLane({ payload }: PayloadAction<LaneQuery>): SagaIterator {
  yield put(laneActions.loading(payload));
  if (!LANE_ID.test(payload.id)) {
    yield put(laneActions.notFound(payload));
    return;
  }
  try {
    const answer: ApiEnvelope<LaneHistoryResponse> = yield call(
      dashboardManager.laneHistory,
      payload.id,
      { months: payload.months },
      { silent: true, quietErrors: true },
    );
    yield put(laneActions.loaded({ query: payload, data: answer.data! }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      yield put(laneActions.notFound(payload));
      return;
    }
    const errorText = failedCallText(error);
    yield put(laneActions.failed({ query: payload, ...(errorText ? { errorText } : {}) }));
  }
}

/** The lane history's work off screen. */
export function* lanesSaga(): SagaIterator {
  yield takeLatest(laneActions.requested.type, loadLane);
}
