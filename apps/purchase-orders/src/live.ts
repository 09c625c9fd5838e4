import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { ContainersUpdatedEvent } from '@freight/contracts';
import { refetchOnEvents } from '@freight/realtime';
import type { RootState } from '@freight/store';

/** How long a burst of `containers.updated` events must be quiet before a screen fetches again. */
export const CONTAINERS_QUIET_MS = 1000;

/** Which events a screen cares about, given the store (e.g. only those about the containers it shows). */
export type ContainerEventFilter = (event: ContainersUpdatedEvent, root: RootState) => boolean;

/**
 * While it runs (a screen is open): the tracking job moved some containers (`containers.updated`, once per run of
 * the job, to the company): `action` is dispatched once per burst, `quietMs` after the burst's last event. `concerns`
 * picks the events the screen shows (the track screen: its own containers; the form: its order; the map: any), so an
 * event about other containers fetches nothing. Every screen of the module uses it (list, board, form, track, map).
 */
export function* refreshOnContainerChanges(quietMs: number, action: () => UnknownAction, concerns?: ContainerEventFilter): SagaIterator {
  yield call(refetchOnEvents<ContainersUpdatedEvent>, {
    types: ['containers.updated'],
    quietMs,
    refetch: action,
    ...(concerns ? { concerns: (event: ContainersUpdatedEvent, root: unknown) => concerns(event, root as RootState) } : {}),
  });
}
