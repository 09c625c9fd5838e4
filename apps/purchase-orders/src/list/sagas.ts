import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, take } from 'redux-saga/effects';
import { CONTAINERS_QUIET_MS, refreshOnContainerChanges } from '../live';
import { erpOrderList, listClosed, listOpened, purchaseOrderList } from './state';

/** While the list is open: containers moved (`containers.updated`): the page is fetched again (same query), once per burst. */
export function* liveRefetch(): SagaIterator {
  yield call(refreshOnContainerChanges, CONTAINERS_QUIET_MS, purchaseOrderList.actions.requested);
}

/** From the list's opening to its closing: the live refetch. */
export function* whileOpen(): SagaIterator {
  for (;;) {
    yield take(listOpened.type);
    const task: Task = yield fork(liveRefetch);
    yield take(listClosed.type);
    yield cancel(task);
  }
}

/** The sagas of /purchase-orders: the list and the ERP dialog's list (kit), the live refetch while the list is open. */
export function* listSaga(): SagaIterator {
  yield all([call(purchaseOrderList.saga), call(erpOrderList.saga), call(whileOpen)]);
}
