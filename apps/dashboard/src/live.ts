import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { refetchOnEvents } from '@freight/realtime';

/**
 * While it runs (a screen is open): an order changed (`order.updated`) or the risk job changed flags
 * (`orders.flagged`): `action` is dispatched once per burst, `quietMs` after the burst's last event, so a screen
 * fetches its figures again once for a run of changes rather than once per event.
 */
export function* refreshOnOrderChanges(quietMs: number, action: () => UnknownAction): SagaIterator {
  yield call(refetchOnEvents, { types: ['order.updated', 'orders.flagged'], quietMs, refetch: action });
}
