import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, race, take } from 'redux-saga/effects';
import { orderManager } from '@freight/api-client';
import type { ApiEnvelope, DashboardGroup, DashboardSide, OrderListResponseData } from '@freight/contracts';
import { LIVE_REFETCH_MS } from '@freight/realtime';
import { refreshOnOrderChanges } from '../live';
import { counterpartiesFound, isLoadGroup, listClosed, listOpened, loadLists, orderLists, listOf } from './state';

/** A burst of events (the risk job flags many orders at once) refetches once, this long after the last one. */
export { LIVE_REFETCH_MS };
/** How many of the side's latest orders seed the counterparty filter. */
export const COUNTERPARTY_SEED = 100;

/** The counterparty filter's first choices: the other parties of the side's latest orders. */
export function* findCounterparties(side: DashboardSide): SagaIterator {
  try {
    const answer: ApiEnvelope<OrderListResponseData> = yield call(
      orderManager.list,
      { page: 1, limit: COUNTERPARTY_SEED, side, sort: 'newest' },
      { silent: true },
    );
    yield put(counterpartiesFound({ side, parties: (answer.data?.items ?? []).map((item) => item.counterparty) }));
  } catch {
    // The filter keeps the parties of the pages shown.
  }
}

/**
 * While a list is open: an order changed (`order.updated`) or the risk job changed flags (`orders.flagged`): the
 * list fetches its page again (same query, same page), once per burst.
 */
export function* liveRefetch(group: DashboardGroup): SagaIterator {
  yield call(refreshOnOrderChanges, LIVE_REFETCH_MS, listOf(group).actions.requested);
}

/** From a list's opening to its closing (or another list's opening): the live refetch, and the counterparties once. */
export function* whileOpen(): SagaIterator {
  let action: ReturnType<typeof listOpened> | undefined;
  for (;;) {
    action ??= yield take(listOpened.type);
    const { group, side } = action!.payload;
    if (!isLoadGroup(group)) yield fork(findCounterparties, side);
    const task: Task = yield fork(liveRefetch, group);
    const next: { opened?: ReturnType<typeof listOpened> } = yield race({ opened: take(listOpened.type), closed: take(listClosed.type) });
    yield cancel(task);
    action = next.opened;
  }
}

/** The order lists' work off screen: each group's paged list (kit), the live refetch while one is open. */
export function* listsSaga(): SagaIterator {
  yield all([...Object.values(orderLists).map((list) => call(list.saga)), ...Object.values(loadLists).map((list) => call(list.saga)), call(whileOpen)]);
}
