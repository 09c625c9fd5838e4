import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, callFailure, schedule } from '@freight/api-client';
import type { ApiEnvelope, CalendarEventsData, DateChangeRequestView, TruckerDatesData, UpdateCalendarDateData } from '@freight/contracts';
import { showToast } from '@freight/store';
import {
  calendarActions as actions,
  selectEvents,
  selectRequestPage,
  type CalendarCall,
  type DriverDays,
  type EventsState,
  type MoveDate,
  type RequestPageState,
} from './state';

/** A failed call as its dialog or page shows it: the server's field errors on the fields, else its message. */
function* failed(name: CalendarCall, error: unknown): SagaIterator {
  yield put(actions.failed(name, callFailure(error, 'orders:calendar.errors.failed')));
}

function* loadEvents({ payload }: PayloadAction<{ from: string; to: string }>): SagaIterator {
  yield put(actions.events.loading(payload));
  try {
    const answer: ApiEnvelope<CalendarEventsData> = yield call(schedule.events, payload, { silent: true });
    yield put(actions.events.loaded(answer.data!));
  } catch {
    yield put(actions.events.failed());
  }
}

/** The days on screen again (after a change the other events of the load may have moved too). */
function* refresh(): SagaIterator {
  const events: EventsState = yield select(selectEvents);
  if (events.range) yield put(actions.eventsRequested(events.range));
}

/** update-calendar-date: the server's message as a toast ('Calendar date updated' or '…the other party will confirm it'). */
function* move({ payload }: PayloadAction<MoveDate>): SagaIterator {
  yield put(actions.started('move'));
  try {
    const reason = payload.reason.trim();
    const answer: ApiEnvelope<UpdateCalendarDateData> = yield call(schedule.moveDate, payload.loadUuid, {
      stopType: payload.stopType,
      date: payload.date,
      ...(reason ? { reason } : {}),
    });
    yield put(actions.succeeded('move', answer.data!));
    yield put(actions.events.eventChanged(answer.data!.event));
    yield put(showToast(answer.message ? { kind: 'success', text: answer.message } : { kind: 'success', messageKey: 'orders:calendar.move.done' }));
  } catch (error) {
    yield call(failed, 'move', error);
    if (!(error instanceof ApiError) || error.status !== 409) return;
  }
  yield call(refresh);
}

/** update-trucker-calendar-date: the carrier's plan for its driver. */
function* driver({ payload }: PayloadAction<DriverDays>): SagaIterator {
  yield put(actions.started('driver'));
  try {
    const answer: ApiEnvelope<TruckerDatesData> = yield call(
      schedule.truckerDates,
      payload.loadUuid,
      payload.stopType === 'pickup' ? { pickupDate: payload.date } : { deliveryDate: payload.date },
    );
    yield put(actions.succeeded('driver', answer.data!));
    yield put(showToast(answer.message ? { kind: 'success', text: answer.message } : { kind: 'success', messageKey: 'orders:calendar.driver.done' }));
  } catch (error) {
    yield call(failed, 'driver', error);
    if (!(error instanceof ApiError) || error.status !== 409) return;
  }
  yield call(refresh);
}

/** The request page: 404 (no such request, or not the caller's company's) is a state of the page, not a toast. */
/** A request's id in the link: a uuid; anything else is a wrong link, "not found" without asking the server (a 400). */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function* openRequest({ payload }: PayloadAction<string>): SagaIterator {
  yield put(actions.request.loading(payload));
  if (!REQUEST_ID.test(payload)) {
    yield put(actions.request.notFound());
    return;
  }
  try {
    const answer: ApiEnvelope<DateChangeRequestView> = yield call(schedule.request, payload, { quietErrors: true });
    yield put(actions.request.loaded(answer.data!));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    yield put(status === 404 || status === 400 ? actions.request.notFound() : actions.request.failed());
  }
}

/** Confirm or decline; a 409 (decided meanwhile, or the caller's own request) shows the request as it now stands. */
function* decide({ payload }: PayloadAction<{ confirm: boolean; comment: string }>): SagaIterator {
  const page: RequestPageState = yield select(selectRequestPage);
  if (!page.id) return;
  const name = payload.confirm ? 'confirm' : 'decline';
  yield put(actions.started(name));
  try {
    const comment = payload.comment.trim();
    const body = comment ? { comment } : {};
    const answer: ApiEnvelope<DateChangeRequestView> = yield call(payload.confirm ? schedule.confirm : schedule.decline, page.id, body);
    yield put(actions.succeeded(name, answer.data!));
    yield put(actions.request.loaded(answer.data!));
    yield put(
      showToast(
        answer.message
          ? { kind: 'success', text: answer.message }
          : { kind: 'success', messageKey: payload.confirm ? 'orders:calendar.confirm.confirmed' : 'orders:calendar.confirm.declined' },
      ),
    );
  } catch (error) {
    yield call(failed, name, error);
    if (error instanceof ApiError && error.status === 409) yield put(actions.requestOpened(page.id));
  }
}

/** The calendar's work off screen. */
export function* calendarSaga(): SagaIterator {
  yield all([
    takeLatest(actions.eventsRequested.type, loadEvents),
    takeLeading(actions.moveRequested.type, move),
    takeLeading(actions.driverRequested.type, driver),
    takeLatest(actions.requestOpened.type, openRequest),
    takeLeading(actions.decideRequested.type, decide),
  ]);
}
