import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiEnvelope, OrderListItem, OrderListResponseData } from '@freight/contracts';
import { orderManager } from '@freight/api-client';
import type { PagedListState } from '@freight/store';
import { saveTextFile } from '@freight/ui';
import {
  EXPORT_PAGE_SIZE,
  MAX_EXPORT_ROWS,
  counterpartiesFound,
  counterpartiesRequested,
  exportActions,
  historyList,
  historyRequest,
  selectHistoryList,
} from './state';

type ListAnswer = ApiEnvelope<OrderListResponseData>;

const loadCsv = () => import('./csv');

/**
 * The CSV export: the list's current query (search, filters, sort; not its page) fetched page after page at
 * order-list's largest page size until every row is in (at most MAX_EXPORT_ROWS), then written (with the texts the
 * screen put on the action) and downloaded.
 * A failed call stops it (the API client has shown why) and the screen says the export failed.
 */
function* exportHistory({ payload: labels }: ReturnType<typeof exportActions.requested>): SagaIterator {
  const list: PagedListState<OrderListItem> = yield select(selectHistoryList);
  const base = historyRequest({ page: 1, limit: EXPORT_PAGE_SIZE, search: list.search, filters: list.filters });
  const items: OrderListItem[] = [];
  let total = 0;
  try {
    for (let page = 1; ; page++) {
      const answer: ListAnswer = yield call(orderManager.list, { ...base, page, limit: EXPORT_PAGE_SIZE });
      const data = answer.data;
      const pageItems = data?.items ?? [];
      total = data?.total ?? 0;
      items.push(...pageItems);
      yield put(exportActions.progressed({ rows: items.length, total }));
      if (pageItems.length < EXPORT_PAGE_SIZE || items.length >= total || items.length >= MAX_EXPORT_ROWS) break;
    }
    const rows = items.slice(0, MAX_EXPORT_ROWS);
    const csv: Awaited<ReturnType<typeof loadCsv>> = yield call(loadCsv);
    const text: string = yield call(csv.buildHistoryCsv, rows, labels);
    const fileName = csv.historyCsvFileName();
    yield call(saveTextFile, fileName, text);
    yield put(exportActions.succeeded({ rows: rows.length, total, truncated: total > rows.length, fileName }));
  } catch {
    yield put(exportActions.failed());
  }
}

/** The counterparty filter's first choices: the other parties of the latest 100 closed orders. */
function* findCounterparties(): SagaIterator {
  try {
    const answer: ListAnswer = yield call(orderManager.list, { page: 1, limit: EXPORT_PAGE_SIZE, scope: 'history', sort: 'newest' }, { silent: true });
    yield put(counterpartiesFound((answer.data?.items ?? []).map((item) => item.counterparty)));
  } catch {
    // The filter keeps the parties of the pages shown.
  }
}

/** /order/history's off-screen work: the list (kit), the export, the counterparties. */
export function* historySaga(): SagaIterator {
  yield all([call(historyList.saga), takeLatest(exportActions.requested.type, exportHistory), takeLatest(counterpartiesRequested.type, findCounterparties)]);
}
