import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, take } from 'redux-saga/effects';
import { purchaseManager } from '@freight/api-client';
import type { ApiEnvelope, OpenBoardData } from '@freight/contracts';
import { CONTAINERS_QUIET_MS, refreshOnContainerChanges } from '../live';
import { boardActions } from './state';

/** The wall board fetches again this often even without events (ETAs and "next milestone" age with the clock). */
export const BOARD_REFRESH_MS = 60_000;

/** One fetch of the board; a failure keeps the last one on screen (the status says it failed). */
export function* fetchBoard(): SagaIterator {
  try {
    const answer: ApiEnvelope<OpenBoardData> = yield call(purchaseManager.openBoard, { silent: true });
    if (!answer.data) throw new Error('no board');
    yield put(boardActions.loaded({ data: answer.data, receivedAt: new Date().toISOString() }));
  } catch {
    yield put(boardActions.failed());
  }
}

/** While the board is open: fetch now, then every minute or as soon as asked (Retry, containers.updated), whichever first. */
function* keepFresh(): SagaIterator {
  yield fork(refreshOnContainerChanges, CONTAINERS_QUIET_MS, boardActions.requested);
  for (;;) {
    yield call(fetchBoard);
    yield race({ tick: delay(BOARD_REFRESH_MS), asked: take(boardActions.requested.type) });
  }
}

/** The sagas of /micro-view: from the board's opening to its closing, keep it fresh. */
export function* boardSaga(): SagaIterator {
  for (;;) {
    yield take(boardActions.opened.type);
    const task: Task = yield fork(keepFresh);
    yield take(boardActions.closed.type);
    yield cancel(task);
  }
}
