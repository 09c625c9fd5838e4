import { useEffect, useRef } from 'react';
import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { RealtimeEnvelope, RealtimeEventType } from '@freight/contracts';
import type { RealtimeConnection, RealtimeHandler, RealtimeStatus } from './socket';

/** How long a burst of live events must be quiet before a screen fetches again: a second. */
export const LIVE_REFETCH_MS = 1000;

/** What a screen fetches again after a burst of live events, and when. */
export interface RefetchOnEvents<P> {
  /** The events that say the screen's data changed (`['order.updated', 'orders.flagged']`). */
  types: readonly RealtimeEventType[];
  /** How long a burst must be quiet before the screen fetches again. */
  quietMs: number;
  /** The action that fetches again, dispatched once per burst. */
  refetch: () => { type: string };
  /**
   * Whether an event is about what the screen shows, given the store's state (default: every event); a burst of
   * events about nothing on screen fetches nothing.
   */
  concerns?: (payload: P, root: unknown) => boolean;
}

type OpenChannel = (type: RealtimeEventType) => EventChannel<RealtimeEnvelope<unknown>>;
type UseEvents = (type: RealtimeEventType, handler: RealtimeHandler<never>, connection?: RealtimeConnection | null) => { status: RealtimeStatus };

/**
 * The one way a screen follows live changes without fetching once per event: a burst of events (a job run that moves
 * many containers, a dispatcher's clicks) fetches once, `quietMs` after its last event. Built on the channel and the
 * hook it is given, so the test kit's fake module builds the same helpers on its fake socket.
 */
export function refetchHelpers(openChannel: OpenChannel, useEvents: UseEvents) {
  /** A saga, run while the screen is open: fetches again once per burst of the events of `types`. */
  function* refetchOnEvents<P>({ types, quietMs, refetch, concerns }: RefetchOnEvents<P>): SagaIterator {
    const channels: Array<EventChannel<RealtimeEnvelope<P>>> = [];
    try {
      for (const type of types) channels.push((yield call(openChannel, type)) as EventChannel<RealtimeEnvelope<P>>);
      const next = () => race(channels.map((channel) => take(channel)));
      const about = function* (events: Array<RealtimeEnvelope<P> | undefined>): SagaIterator<boolean> {
        const event = events.find((candidate) => candidate !== undefined)!;
        return concerns ? concerns(event.payload, yield select()) : true;
      };
      for (;;) {
        let due: boolean = yield call(about, yield next());
        for (;;) {
          const { more } = yield race({ quiet: delay(quietMs), more: next() });
          if (!more) break;
          if (!due) due = yield call(about, more);
        }
        if (due) yield put(refetch());
      }
    } finally {
      for (const channel of channels) channel.close();
    }
  }

  /**
   * A component's: calls `refetch` once per burst of the events of `type` while it is mounted, on the signed-in
   * connection or on `connection` (a driver's link, a tracking share; `null` follows nothing).
   */
  function useRefetchOnEvents(type: RealtimeEventType, quietMs: number, refetch: () => void, connection?: RealtimeConnection | null): void {
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    useEvents(
      type,
      () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(refetch, quietMs);
      },
      connection,
    );
    useEffect(() => () => clearTimeout(timer.current), []);
  }

  return { refetchOnEvents, useRefetchOnEvents };
}
