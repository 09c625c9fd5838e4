import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { dashboardManager } from '@freight/api-client';
import type { ApiEnvelope, CalendarEventsData } from '@freight/contracts';
import { dashboardCalendarActions as actions, type CalendarRange } from './state';

function* loadEvents({ payload }: PayloadAction<CalendarRange>): SagaIterator {
  yield put(actions.loading(payload));
  try {
    const answer: ApiEnvelope<CalendarEventsData> = yield call(dashboardManager.calendarEvents, payload, { silent: true });
    yield put(actions.loaded({ range: payload, data: answer.data! }));
  } catch {
    // The API client has shown the error; the page offers Retry.
    yield put(actions.failed(payload));
  }
}

/** The dashboard calendar's work off screen. */
export function* dashboardCalendarSaga(): SagaIterator {
  yield takeLatest(actions.requested.type, loadEvents);
}
