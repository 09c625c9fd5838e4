import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { failedCallText, schedule } from '@freight/api-client';
import type { ApiEnvelope, DeliveryScheduleData, DeliveryScheduleRequest } from '@freight/contracts';
import { scheduleActions } from './state';

/** The page of weeks the URL asks for; the latest request wins (filters changed quickly). */
function* load({ payload }: PayloadAction<DeliveryScheduleRequest>): SagaIterator {
  yield put(scheduleActions.page.loading(payload));
  try {
    const answer: ApiEnvelope<DeliveryScheduleData> = yield call(schedule.deliverySchedule, payload, { silent: true });
    yield put(scheduleActions.page.loaded({ request: payload, data: answer.data! }));
  } catch (error) {
    yield put(scheduleActions.page.failed(failedCallText(error)));
  }
}

/** The delivery schedule's work off screen. */
export function* scheduleSaga(): SagaIterator {
  yield all([takeLatest(scheduleActions.requested.type, load)]);
}
