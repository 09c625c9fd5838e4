import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ContainersUpdatedEvent, RealtimeEnvelope } from '@freight/contracts';
import { realtimeChannel } from '@freight/realtime';
import type { RootState } from '@freight/store';

/** How long a burst of `containers.updated` events must be quiet before a screen fetches again. */
export const CONTAINERS_QUIET_MS = 1000;

/** Which events a screen cares about, given the store (e.g. only those about the containers it shows). */
export type ContainerEventFilter = (event: ContainersUpdatedEvent, root: RootState) => boolean;

/**
 * While it runs (a screen is open): the tracking job moved some containers (`containers.updated`, once per run of
 * the job, to the company): `action` is dispatched once per burst, `quietMs` after the burst's last event. `concerns`
 * picks the events the screen shows (the track screen: its own containers; the map: any), so an event about other
 * containers fetches nothing. Every screen of the module uses it (list, board, form, track, map); apps/dashboard/src/live.ts is the same for orders.
 */
export function* refreshOnContainerChanges(quietMs: number, action: () => UnknownAction, concerns: ContainerEventFilter = () => true): SagaIterator {
  const updates = yield call(realtimeChannel, 'containers.updated');
  try {
    for (;;) {
      const first: RealtimeEnvelope<ContainersUpdatedEvent> = yield take(updates);
      let due = concerns(first.payload, yield select());
      for (;;) {
        const { quiet, more } = yield race({ quiet: delay(quietMs), more: take(updates) });
        if (quiet) break;
        if (!due) due = concerns((more as RealtimeEnvelope<ContainersUpdatedEvent>).payload, yield select());
      }
      if (due) yield put(action());
    }
  } finally {
    updates.close();
  }
}
