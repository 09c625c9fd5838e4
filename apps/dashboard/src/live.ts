import { call, delay, put, race, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { realtimeChannel } from '@freight/realtime';

/**
 * While it runs (a screen is open): an order changed (`order.updated`) or the risk job changed flags
 * (`orders.flagged`): `action` is dispatched once per burst, `quietMs` after the burst's last event, so a screen
 * fetches its figures again once for a run of changes rather than once per event.
 */
export function* refreshOnOrderChanges(quietMs: number, action: () => UnknownAction): SagaIterator {
  const updated = yield call(realtimeChannel, 'order.updated');
  const flagged = yield call(realtimeChannel, 'orders.flagged');
  try {
    for (;;) {
      yield race([take(updated), take(flagged)]);
      for (;;) {
        const { quiet } = yield race({ quiet: delay(quietMs), more: race([take(updated), take(flagged)]) });
        if (quiet) break;
      }
      yield put(action());
    }
  } finally {
    updated.close();
    flagged.close();
  }
}
