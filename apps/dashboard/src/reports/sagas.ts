import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { failedCallText, reportManager } from '@freight/api-client';
import type { ApiEnvelope, ReportFiltersResponse, ReportResponse } from '@freight/contracts';
import { csvText, saveTextFile } from '@freight/ui';
import { requestKey } from './query';
import { reportsActions } from './state';

const QUIET = { silent: true } as const;

/** The report the screen shows: loading, then its figures or the server's words (the screen shows them in place). */
function* loadReport({ payload: request }: ReturnType<typeof reportsActions.requested>): SagaIterator {
  const key = requestKey(request);
  yield put(reportsActions.loading(key));
  try {
    const answer: ApiEnvelope<ReportResponse> = yield call(reportManager.report, request, { ...QUIET, quietErrors: true });
    yield put(reportsActions.loaded({ key, data: answer.data! }));
  } catch (error) {
    const errorText = failedCallText(error);
    yield put(reportsActions.failed({ key, ...(errorText ? { errorText } : {}) }));
  }
}

/** The filters' choices (customers, carriers, lanes with delivered loads) of the side. */
function* loadFilters({ payload: side }: ReturnType<typeof reportsActions.filtersRequested>): SagaIterator {
  yield put(reportsActions.filtersLoading(side));
  try {
    const answer: ApiEnvelope<ReportFiltersResponse> = yield call(reportManager.filters, side, { ...QUIET, quietErrors: true });
    yield put(reportsActions.filtersLoaded({ side, data: answer.data! }));
  } catch {
    yield put(reportsActions.filtersFailed(side));
  }
}

/** The CSV of the table on screen, written by the kit (papaparse on demand) and downloaded. */
function* exportReport({ payload }: ReturnType<typeof reportsActions.exportRequested>): SagaIterator {
  yield put(reportsActions.exportStarted());
  try {
    const text: string = yield call(csvText, payload.fields, payload.rows);
    yield call(saveTextFile, payload.fileName, text);
    yield put(reportsActions.exportDone({ fileName: payload.fileName, lines: payload.rows.length }));
  } catch {
    yield put(reportsActions.exportFailed());
  }
}

/** /reports' off-screen work. */
export function* reportsSaga(): SagaIterator {
  yield all([
    takeLatest(reportsActions.requested.type, loadReport),
    takeLatest(reportsActions.filtersRequested.type, loadFilters),
    takeLatest(reportsActions.exportRequested.type, exportReport),
  ]);
}
