import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { addressManager, ApiError, loadBulk, loadManager, serverMessages } from '@freight/api-client';
import type { Address, ApiEnvelope, BulkLoadsResult, LoadDetail, LoadInput, LoadListResponseData } from '@freight/contracts';
import { showToast } from '@freight/store';
import { recurrenceOf, previewDates, scheduleFieldErrors, templateFromForm, templateFromLoad, type ScheduleFormValues } from './schedule';
import { bulkActions, selectBulkFile, type BulkFile } from './state';

/** How many of the company's latest loads the schedule offers to copy. */
const RECENT_LOADS_LIMIT = 50;

// Failures are shown on the page (rows, cells, the form), so the API client's toast stays quiet; an ended session
// and an API that is down are still reported by the client.
const quiet = { quietErrors: true } as const;

const failureText = (error: unknown) =>
  error instanceof ApiError ? (serverMessages(error.body) ?? error.message) : error instanceof Error ? error.message : String(error);

/**
 * Creates every row of the file in one call (add-bulk-loads): all or nothing. A 400 puts each error on its row and
 * cell; the file's idempotency key makes a repeated click a replay, not a second set of loads.
 */
function* uploadRows(): SagaIterator {
  const file: BulkFile | null = yield select(selectBulkFile);
  if (!file || file.rows.length === 0 || file.rows.some((row) => !row.load)) return;
  yield put(bulkActions.started('upload'));
  try {
    const answer: ApiEnvelope<BulkLoadsResult> = yield call(
      loadBulk.addBulkLoads,
      { loads: file.rows.map((row) => row.load as LoadInput) },
      { ...quiet, idempotencyKey: file.idempotencyKey },
    );
    yield put(bulkActions.succeeded('upload', answer.data!));
    yield put(bulkActions.fileCleared());
    yield put(showToast({ kind: 'success', text: answer.message }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'input' && error.body?.errors?.length) {
      yield put(bulkActions.serverRejected(error.body.errors));
      yield put(bulkActions.failed('upload', { errorKey: 'loads:bulk.upload.rejected' }));
    } else {
      yield put(bulkActions.failed('upload', { errorText: failureText(error) }));
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
function* createSchedule({ payload }: PayloadAction<{ values: ScheduleFormValues; idempotencyKey: string }>): SagaIterator {
  const { values, idempotencyKey } = payload;
  const preview = previewDates(values);
  if (!('dates' in preview)) return;
  yield put(bulkActions.started('schedule'));
  try {
    const template: LoadInput = yield call(templateOf, values, preview.dates[0]!);
    const answer: ApiEnvelope<BulkLoadsResult> = yield call(loadBulk.addLoadSchedule, { template, recurrence: recurrenceOf(values) }, { ...quiet, idempotencyKey });
    yield put(bulkActions.succeeded('schedule', answer.data!));
    yield put(showToast({ kind: 'success', text: answer.message }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'input' && error.body?.errors?.length) {
      const { fields, general } = scheduleFieldErrors(error.body.errors);
      yield put(bulkActions.failed('schedule', { fieldErrors: fields, errorText: general.join('\n') || undefined, errorKey: 'loads:bulk.schedule.rejected' }));
    } else {
      yield put(bulkActions.failed('schedule', { errorText: failureText(error) }));
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
  yield all([
    takeLeading(bulkActions.uploadRequested.type, uploadRows),
    takeLeading(bulkActions.scheduleRequested.type, createSchedule),
    takeLatest(bulkActions.recentRequested.type, fetchRecent),
  ]);
}
