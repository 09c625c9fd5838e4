import { call, delay, put, race, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ContainersUpdatedEvent } from '@freight/contracts';
import { realtimeChannel } from '@freight/realtime';

/** A burst of `containers.updated` (the tracking job moves many containers in one run) refetches once, this long after the last. */
export const LIVE_REFETCH_MS = 1000;

/**
 * While it runs (a screen is open): the tracking provider moved some of the company's containers
 * (`containers.updated`): `action` is dispatched once per burst, `quietMs` after the burst's last event, so a screen
 * fetches again once for a run of changes rather than once per event. The list and the wall board use it.
 */
export function* refreshOnContainerChanges(quietMs: number, action: () => UnknownAction): SagaIterator {
  const updated = yield call(realtimeChannel<ContainersUpdatedEvent>, 'containers.updated');
  try {
    for (;;) {
      yield take(updated);
      for (;;) {
        const { quiet } = yield race({ quiet: delay(quietMs), more: take(updated) });
        if (quiet) break;
      }
      yield put(action());
    }
  } finally {
    updated.close();
  }
}
