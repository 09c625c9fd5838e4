import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { addressManager, ApiError, callFailure, loadBulk, loadManager } from '@freight/api-client';
import type { Address, ApiEnvelope, BulkLoadsResult, LoadDetail, LoadInput, LoadListResponseData } from '@freight/contracts';
import { createIdempotencyKeys, showToast, type IdempotencyKeys } from '@freight/store';
import { recurrenceOf, previewDates, scheduleFieldErrors, templateFromForm, templateFromLoad, type ScheduleFormValues } from './schedule';
import { bulkActions, selectBulkFile, type BulkFile } from './state';

/** How many of the company's latest loads the schedule offers to copy. */
const RECENT_LOADS_LIMIT = 50;

// Failures are shown on the page (rows, cells, the form), so the API client's toast stays quiet; an ended session
// and an API that is down are still reported by the client.
const quiet = { quietErrors: true } as const;

/** A failure the page tells without the server's own words (no answer, a gateway's page). */
const FALLBACK_KEY = 'common:errors.fallback';

/** The rows changed (a new file, a row removed, a cell typed again): the file keeps the key of its rows as they are. */
function* keyFile(keys: IdempotencyKeys): SagaIterator {
  const file: BulkFile | null = yield select(selectBulkFile);
  if (!file) return;
  const key: string = yield call(
    keys.keyFor,
    file.rows.map((row) => row.cells),
  );
  if (key !== file.idempotencyKey) yield put(bulkActions.fileKeyed(key));
}

/**
 * Creates every row of the file in one call (add-bulk-loads): all or nothing. A 400 puts each error on its row and
 * cell; the file's idempotency key makes a repeated click a replay, not a second set of loads.
 */
function* uploadRows(keys: IdempotencyKeys): SagaIterator {
  const file: BulkFile | null = yield select(selectBulkFile);
  if (!file || file.rows.length === 0 || file.rows.some((row) => !row.load)) return;
  yield put(bulkActions.started('upload'));
  try {
    const answer: ApiEnvelope<BulkLoadsResult> = yield call(
      loadBulk.addBulkLoads,
      { loads: file.rows.map((row) => row.load as LoadInput) },
      { ...quiet, idempotencyKey: file.idempotencyKey },
    );
    keys.forget();
    yield put(bulkActions.succeeded('upload', answer.data!));
    yield put(bulkActions.fileCleared());
    yield put(showToast({ kind: 'success', text: answer.message }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'input' && error.body?.errors?.length) {
      yield put(bulkActions.serverRejected(error.body.errors));
      yield put(bulkActions.failed('upload', { errorKey: 'loads:bulk.upload.rejected' }));
    } else {
      yield put(bulkActions.failed('upload', callFailure(error, FALLBACK_KEY)));
    }
  }
}

/** The template of a schedule: a copy of the chosen load, or the form's origin and destination from the address book. */
function* templateOf(values: ScheduleFormValues, firstDate: string): SagaIterator<LoadInput> {
  if (values.source === 'copy') {
    const answer: ApiEnvelope<LoadDetail> = yield call(loadManager.detail, values.copyLoadUuid, quiet);
    return templateFromLoad(answer.data!);
  }
  const [origin, destination]: Array<ApiEnvelope<Address>> = yield all([
    call(addressManager.detail, values.originId, quiet),
    call(addressManager.detail, values.destinationId, quiet),
  ]);
  return templateFromForm(values, origin!.data!, destination!.data!, firstDate);
}

/** Creates the loads of a schedule (add-load-schedule), all or nothing. */
function* createSchedule(keys: IdempotencyKeys, { payload: { values } }: PayloadAction<{ values: ScheduleFormValues }>): SagaIterator {
  const preview = previewDates(values);
  if (!('dates' in preview)) return;
  yield put(bulkActions.started('schedule'));
  try {
    const template: LoadInput = yield call(templateOf, values, preview.dates[0]!);
    const idempotencyKey: string = yield call(keys.keyFor, values);
    const answer: ApiEnvelope<BulkLoadsResult> = yield call(
      loadBulk.addLoadSchedule,
      { template, recurrence: recurrenceOf(values) },
      { ...quiet, idempotencyKey },
    );
    keys.forget();
    yield put(bulkActions.succeeded('schedule', answer.data!));
    yield put(showToast({ kind: 'success', text: answer.message }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'input' && error.body?.errors?.length) {
      const { fields, general } = scheduleFieldErrors(error.body.errors);
      yield put(bulkActions.failed('schedule', { fieldErrors: fields, errorText: general.join('\n') || undefined, errorKey: 'loads:bulk.schedule.rejected' }));
    } else {
      yield put(bulkActions.failed('schedule', callFailure(error, FALLBACK_KEY)));
    }
  }
}

/** The company's latest loads, to copy one as a schedule's template. */
function* fetchRecent(): SagaIterator {
  try {
    const answer: ApiEnvelope<LoadListResponseData> = yield call(
      loadManager.list,
      { page: 1, limit: RECENT_LOADS_LIMIT, sort: '-createdAt', view: 'shipper' },
      { silent: true, quietErrors: true },
    );
    yield put(bulkActions.recentLoaded(answer.data?.items ?? []));
  } catch {
    yield put(bulkActions.recentFailed());
  }
}

export function* bulkSaga(): SagaIterator {
  // One key per user action: the file's rows as they are, a schedule's values.
  const fileKeys = createIdempotencyKeys();
  const scheduleKeys = createIdempotencyKeys();
  yield all([
    takeEvery(
      [bulkActions.fileParsed.type, bulkActions.rowRemoved.type, bulkActions.rowsWithErrorsRemoved.type, bulkActions.cellEdited.type],
      keyFile,
      fileKeys,
    ),
    takeLeading(bulkActions.uploadRequested.type, uploadRows, fileKeys),
    takeLeading(bulkActions.scheduleRequested.type, createSchedule, scheduleKeys),
    takeLatest(bulkActions.recentRequested.type, fetchRecent),
  ]);
}
