import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, throttle } from 'redux-saga/effects';
import { ApiError, failedCallText, tracking, type CallOptions } from '@freight/api-client';
import type { ApiEnvelope, TrackDetail, TrackingLocation, TrackingShareData, TrackingShareListData } from '@freight/contracts';
import { createIdempotencyKeys, type IdempotencyKeys } from '@freight/store';
import { selectTrackingState, trackingActions, type TrackingState, type TrackingTarget } from './state';

const actions = trackingActions;

/**
 * Every call of the tracking pages is quiet (the page shows what went wrong itself: a 404 is the page's "not
 * available" or "no longer valid" state, not a toast) and silent (polls never block the page).
 */
const quiet: CallOptions = { quietErrors: true, silent: true };

/**
 * A live position moves the marker at once, but the ETA, the remaining distance and the milestones come from the
 * server: a moving truck brings them again (tracking-location) at most this often, not only at the next slow poll.
 */
const ETA_REFRESH_MS = 15_000;

function* open({ payload: target }: PayloadAction<TrackingTarget>): SagaIterator {
  try {
    const answer: ApiEnvelope<TrackDetail> =
      target.kind === 'load' ? yield call(tracking.detail, target.id, quiet) : yield call(tracking.sharedDetail, target.id, quiet);
    const detail = answer.data!;
    yield put(actions.loaded(detail));
    if (detail.view === 'full') yield call(loadShares, detail._id ?? target.id);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 404) yield put(actions.failed({ status: target.kind === 'load' ? 'unavailable' : 'invalid' }));
    else yield put(actions.failed({ status: 'error', errorText: failedCallText(error) }));
  }
}

function* poll(): SagaIterator {
  const state: TrackingState = yield select(selectTrackingState);
  const { target, detail } = state;
  if (!target || !detail || state.status !== 'ready') return;
  const after = detail.track.at(-1)?.at ?? detail.position?.at;
  try {
    const answer: ApiEnvelope<TrackingLocation> =
      target.kind === 'load' ? yield call(tracking.location, target.id, after, quiet) : yield call(tracking.sharedLocation, target.id, after, quiet);
    yield put(actions.locationPolled(answer.data!));
  } catch (error) {
    // A link revoked while open: the page says so at once. Other failures wait for the next poll.
    if (error instanceof ApiError && error.status === 404) yield put(actions.failed({ status: target.kind === 'load' ? 'unavailable' : 'invalid' }));
  }
}

function* loadShares(loadUuid: string): SagaIterator {
  yield put(actions.sharesLoading());
  try {
    const answer: ApiEnvelope<TrackingShareListData> = yield call(tracking.shares, loadUuid, quiet);
    yield put(actions.sharesLoaded(answer.data!.items));
  } catch (error) {
    yield put(actions.sharesFailed(failedCallText(error)));
  }
}

function* createShare(keys: IdempotencyKeys, { payload }: PayloadAction<{ expiresInHours?: number }>): SagaIterator {
  const { target }: TrackingState = yield select(selectTrackingState);
  if (target?.kind !== 'load') return;
  yield put(actions.shareBusy());
  try {
    const body = payload.expiresInHours ? { expiresInHours: payload.expiresInHours } : {};
    // A retry after a failure is the same action (its key); a link made, the next click makes another.
    const idempotencyKey: string = yield call(keys.keyFor, { load: target.id, ...body });
    const answer: ApiEnvelope<TrackingShareData> = yield call(tracking.createShare, target.id, body, { quietErrors: true, idempotencyKey });
    keys.forget();
    yield put(actions.shareCreated(answer.data!.share));
  } catch (error) {
    yield put(actions.sharesFailed(failedCallText(error)));
  }
}

function* revokeShare({ payload }: PayloadAction<{ shareId: string }>): SagaIterator {
  yield put(actions.shareBusy());
  try {
    const answer: ApiEnvelope<TrackingShareData> = yield call(tracking.revokeShare, payload.shareId, { quietErrors: true });
    yield put(actions.shareRevoked(answer.data!.share));
  } catch (error) {
    yield put(actions.sharesFailed(failedCallText(error)));
  }
}

export function* trackingSaga(): SagaIterator {
  const shareKeys = createIdempotencyKeys();
  yield all([
    takeLatest(actions.opened.type, open),
    takeLatest(actions.pollRequested.type, poll),
    throttle(ETA_REFRESH_MS, actions.positionReceived.type, poll),
    takeEvery(actions.shareCreateRequested.type, createShare, shareKeys),
    takeEvery(actions.shareRevokeRequested.type, revokeShare),
  ]);
}
