import { buffers, channel, eventChannel, END, type EventChannel } from 'redux-saga';
import { actionChannel, call, fork, put, race, select, take, takeEvery, takeLatest, type ActionPattern } from 'redux-saga/effects';
import { ApiError, driverChat, driverManager, platform } from '@freight/api-client';
import { enablePush, type PushEnableResult } from '@freight/auth';
import { LOCATION_SHARING_STATUSES, newIdempotencyKey, type DriverAssignment } from '@freight/contracts';
import { createAction } from '@reduxjs/toolkit';
import { enqueue, expectedStatus, flushQueue, loadQueue, mergeStates, saveQueue, type QueueEntry, type QueuedAction, type SendOutcome } from './queue';
import { driverActions, selectDriverState, type DriverState } from './state';

/**
 * The driver's pages off screen: opening a link (the assignment and the queue kept for it), the offline queue
 * (queue.ts: each action stored with its Idempotency-Key, sent in order now, or when the browser is online again,
 * or when the page opens next), and location sharing (only while the page is open, between pickup and delivery,
 * until the driver stops it). docs/modules/fleet.md, "Driver pages".
 */

/** The page opened with a link's token. */
export const driverPageOpened = createAction<{ token: string }>('publicPages/driver/pageOpened');
/** Send what waits; `refresh`: then read the assignment again (after the sends, so it is never older than them). */
const flushRequested = createAction<{ refresh?: boolean } | undefined>('publicPages/driver/flushRequested');

const quiet = { quietErrors: true, silent: true } as const;
/** At most one position every this many ms (the watch fires far more often). */
const LOCATION_INTERVAL_MS = 15_000;

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** 4xx but 408/429: the server said no (kept as refused); anything else (no answer, 5xx): try again later. */
function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
    return { outcome: 'refused', message: error.message };
  }
  return { outcome: 'unreachable' };
}

function* loadAssignment() {
  const { token } = (yield select(selectDriverState)) as DriverState;
  if (!token) return;
  try {
    const answer = (yield call(driverManager.assignment, token, quiet)) as { data?: DriverAssignment };
    if (answer.data) yield put(driverActions.assignmentLoaded(answer.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) yield put(driverActions.invalid());
    else yield put(driverActions.failed());
  }
}

function* opened(action: ReturnType<typeof driverPageOpened>) {
  const { token } = action.payload;
  yield put(driverActions.opened({ token, queue: loadQueue(token), online: isOnline() }));
  yield call(loadAssignment);
  // What waited from last time goes now.
  yield put(flushRequested());
}

function* queueAction(action: QueuedAction) {
  const state = (yield select(selectDriverState)) as DriverState;
  if (!state.token) return;
  // The key is stored with the queued step, on the phone: sent again after a reload or days offline, it is the same step.
  const queue = enqueue(state.queue, newIdempotencyKey(), action);
  yield put(driverActions.queueChanged({ queue, stored: saveQueue(state.token, queue) }));
  yield put(flushRequested());
}

function* step(action: ReturnType<typeof driverActions.stepRequested>) {
  yield call(queueAction, { kind: 'status', body: { status: action.payload.status, at: new Date().toISOString() } });
}

function* deliverNow(action: ReturnType<typeof driverActions.deliverRequested>) {
  yield call(queueAction, { kind: 'deliver', body: { ...action.payload, at: new Date().toISOString() } });
}

type FlushEvent = { queue: QueueEntry[] } | { assignment: DriverAssignment };

/** Sends what waits, in order; the page sees each entry go from waiting to sending to sent. */
function* flush() {
  const state = (yield select(selectDriverState)) as DriverState;
  const token = state.token;
  if (!token || !isOnline() || !state.queue.some((entry) => entry.state === 'waiting' || entry.state === 'sending')) return;
  const events = channel<FlushEvent>(buffers.expanding(16));
  const send = async (entry: QueueEntry): Promise<SendOutcome> => {
    try {
      const options = { ...quiet, idempotencyKey: entry.key };
      const answer =
        entry.action.kind === 'status'
          ? await driverManager.updateStatus(token, entry.action.body, options)
          : await driverManager.deliver(token, entry.action.body, options);
      if (answer.data) events.put({ assignment: answer.data });
      return { outcome: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
  const done = flushQueue(state.queue, send, (queue) => events.put({ queue })).finally(() => events.put(END as unknown as FlushEvent));
  yield fork(function* relay() {
    for (;;) {
      const event = (yield take(events)) as FlushEvent;
      if ('queue' in event) {
        // Onto the queue as it is now: a step the driver added meanwhile is not lost.
        const now = (yield select(selectDriverState)) as DriverState;
        if (now.token !== token) continue;
        const queue = mergeStates(now.queue, event.queue);
        yield put(driverActions.queueChanged({ queue, stored: saveQueue(token, queue) }));
      } else yield put(driverActions.assignmentLoaded(event.assignment));
    }
  });
  yield call(() => done);
}

/** One flush at a time; requests made meanwhile are one more flush after it. */
function* flusher() {
  const requests = (yield actionChannel(flushRequested.type, buffers.sliding(1))) as EventChannel<ReturnType<typeof flushRequested>>;
  for (;;) {
    const request = (yield take(requests)) as ReturnType<typeof flushRequested>;
    yield call(flush);
    if (request.payload?.refresh) yield call(loadAssignment);
  }
}

/** The browser going on and off line: shown to the driver; back online sends what waits. */
function* connectivity() {
  if (typeof window === 'undefined') return;
  const changes = eventChannel<boolean>((emit) => {
    const up = () => emit(true);
    const down = () => emit(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  });
  for (;;) {
    const online = (yield take(changes)) as boolean;
    yield put(driverActions.onlineChanged(online));
    // Back online: what waits goes, then the assignment again (the dispatcher may have moved it meanwhile).
    if (online) yield put(flushRequested({ refresh: true }));
  }
}

/** Whether the page shares the location now: open, between pickup and delivery, not stopped or refused. */
export function shouldShare(state: DriverState): boolean {
  if (state.access !== 'open' || !state.assignment || state.sharingStopped || state.sharing === 'denied' || state.sharing === 'unavailable') return false;
  return LOCATION_SHARING_STATUSES.includes(expectedStatus(state.assignment.status, state.queue) as DriverAssignment['status']);
}

type Fix = { lat: number; lng: number; speedMph?: number; heading?: number } | { error: 'denied' | 'unavailable' };

function positions(): EventChannel<Fix> {
  return eventChannel<Fix>((emit) => {
    const id = navigator.geolocation.watchPosition(
      (position) => {
        const { latitude, longitude, speed, heading } = position.coords;
        emit({
          lat: Math.round(latitude * 1e5) / 1e5,
          lng: Math.round(longitude * 1e5) / 1e5,
          ...(speed !== null && speed >= 0 ? { speedMph: Math.min(200, Math.round(speed * 2.23694)) } : {}),
          ...(heading !== null && heading >= 0 && !Number.isNaN(heading) ? { heading: Math.round(heading) % 360 } : {}),
        });
      },
      (error) => emit({ error: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  });
}

function* sendPositions(fixes: EventChannel<Fix>) {
  let lastSent = 0;
  for (;;) {
    const fix = (yield take(fixes)) as Fix;
    if ('error' in fix) {
      yield put(driverActions.sharingChanged(fix.error));
      return;
    }
    yield put(driverActions.sharingChanged('on'));
    if (Date.now() - lastSent < LOCATION_INTERVAL_MS || !isOnline()) continue;
    const { token } = (yield select(selectDriverState)) as DriverState;
    if (!token) return;
    try {
      lastSent = Date.now();
      const answer = (yield call(driverManager.updateLocation, token, fix, quiet)) as { data?: { at: string } };
      if (answer.data) yield put(driverActions.positionShared(answer.data.at));
    } catch {
      // Not sent (no network, or the server says the trip is over): the next position tries again.
    }
  }
}

function* untilSharingEnds() {
  for (;;) {
    yield take('*' as ActionPattern);
    if (!shouldShare((yield select(selectDriverState)) as DriverState)) return;
  }
}

/** Shares the position while `shouldShare`; stops the watch as soon as it is not. */
function* locationSharing() {
  for (;;) {
    const state = (yield select(selectDriverState)) as DriverState;
    if (!shouldShare(state)) {
      if (state.sharing === 'on' || state.sharing === 'starting') yield put(driverActions.sharingChanged('off'));
      yield take('*' as ActionPattern);
      continue;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      yield put(driverActions.sharingChanged('unavailable'));
      continue;
    }
    yield put(driverActions.sharingChanged('starting'));
    const fixes = (yield call(positions)) as EventChannel<Fix>;
    try {
      yield race({ sending: call(sendPositions, fixes), ended: call(untilSharingEnds) });
    } finally {
      // Also when the saga is cancelled: the watch ends with it.
      fixes.close();
    }
    const after = (yield select(selectDriverState)) as DriverState;
    if (after.sharing === 'on' || after.sharing === 'starting') yield put(driverActions.sharingChanged('off'));
  }
}

/**
 * Web push of new chat messages (the chat sends one to a driver whose page is closed): the browser's permission, a
 * subscription on the push worker with the server's VAPID key, then driver-chat/push-subscribe with the link's token.
 */
function* enableDriverPush() {
  const { token } = (yield select(selectDriverState)) as DriverState;
  if (!token) return;
  try {
    const config = (yield call(platform.appConfig, quiet)) as { data?: { vapidPublicKey?: string } };
    const result = (yield call(enablePush, config.data?.vapidPublicKey ?? '')) as PushEnableResult;
    if ('refused' in result) {
      yield put(driverActions.pushChanged(result.refused));
      return;
    }
    yield call(driverChat.pushSubscribe, token, { subscription: result.subscription }, quiet);
    yield put(driverActions.pushChanged('enabled'));
  } catch {
    yield put(driverActions.pushChanged('failed'));
  }
}

export function* driverSaga() {
  yield takeLatest(driverPageOpened.type, opened);
  yield takeLatest(driverActions.retryRequested.type, loadAssignment);
  yield takeLatest(driverActions.refreshRequested.type, loadAssignment);
  yield takeEvery(driverActions.stepRequested.type, step);
  yield takeEvery(driverActions.deliverRequested.type, deliverNow);
  yield takeLatest(driverActions.pushEnableRequested.type, enableDriverPush);
  yield fork(flusher);
  yield fork(connectivity);
  yield fork(locationSharing);
}
