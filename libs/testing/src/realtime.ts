import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
// Types only: a value import of @freight/realtime here would load the mocked module from inside its own mock factory.
// Its refetch helpers are built on whatever channel and hook they are given (that file imports nothing of the socket).
import type * as Realtime from '@freight/realtime';
import { LIVE_REFETCH_MS, refetchHelpers } from '@freight/realtime/src/refetch';
import type { RealtimeConnection, RealtimeEnvelope, RealtimeEventType, RealtimeHandler, RealtimeStatus } from '@freight/realtime';

/** One subscription the code under test made, kept until `reset()` (`active` turns false when it unsubscribes). */
export interface FakeRealtimeSubscription {
  type: RealtimeEventType;
  /** The connection as `subscribeRealtime` received it (`{}` for the session when none was given). */
  connection: RealtimeConnection;
  active: boolean;
}

interface Entry extends FakeRealtimeSubscription {
  handler: RealtimeHandler<never>;
}

let entries: Entry[] = [];
let resyncHandlers = new Set<(connection: RealtimeConnection) => void>();
let status: RealtimeStatus = 'open';
let reconnects = 0;
let lastId = 0;
const statusListeners = new Set<() => void>();

const keyOf = (connection?: RealtimeConnection): string =>
  connection?.driverToken ? `driver:${connection.driverToken}` : connection?.share ? `share:${connection.share}` : 'session';

function setStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}

/**
 * The server side of the fake real-time channel: the test plays the server through it while the code under test
 * uses `@freight/realtime` as usual (mocked with `realtimeModuleFake`). Call `reset()` in a `beforeEach`.
 */
export const realtimeFake = {
  /**
   * Sends an event of `type` to every active subscriber of that type (only to the sockets of `connection`'s
   * credential when given, as the server does), as an envelope with a new id. Returns the envelope. Wrap it in
   * `act()` when a component re-renders on it.
   */
  emit<P extends object>(type: RealtimeEventType, payload: P, connection?: RealtimeConnection): RealtimeEnvelope<P> {
    lastId += 1;
    const envelope: RealtimeEnvelope<P> = { id: lastId, type, at: new Date().toISOString(), payload };
    const key = connection ? keyOf(connection) : null;
    for (const entry of [...entries]) {
      if (!entry.active || entry.type !== type || (key !== null && keyOf(entry.connection) !== key)) continue;
      (entry.handler as RealtimeHandler<P>)(payload, envelope);
    }
    return envelope;
  },
  /** The server could not replay what a socket missed: calls every `onRealtimeResync` handler with `connection`. */
  resync(connection: RealtimeConnection = {}): void {
    for (const handler of [...resyncHandlers]) handler(connection);
  },
  /** How many subscriptions of `type` (of any type when omitted) are active now. */
  count(type?: RealtimeEventType): number {
    return entries.filter((entry) => entry.active && (type === undefined || entry.type === type)).length;
  },
  /** Every subscription made since `reset()`, in order, the ended ones included. */
  subscriptions(type?: RealtimeEventType): FakeRealtimeSubscription[] {
    return entries.filter((entry) => type === undefined || entry.type === type).map(({ type: t, connection, active }) => ({ type: t, connection, active }));
  },
  /** How many `onRealtimeResync` handlers are registered. */
  resyncHandlerCount(): number {
    return resyncHandlers.size;
  },
  /** The status every socket reports ('open' after `reset()`); `useRealtime` re-renders on a change (use `act()`). */
  setStatus,
  get status(): RealtimeStatus {
    return status;
  },
  /** How many times `reconnectRealtime()` was called. */
  get reconnects(): number {
    return reconnects;
  },
  /** Forgets every subscription and resync handler; the status is 'open' again. */
  reset(): void {
    for (const entry of entries) entry.active = false;
    entries = [];
    resyncHandlers = new Set();
    reconnects = 0;
    lastId = 0;
    setStatus('open');
  },
};

function subscribeRealtime<P = Record<string, unknown>>(type: RealtimeEventType, handler: RealtimeHandler<P>, connection?: RealtimeConnection): () => void {
  const entry: Entry = { type, connection: connection ?? {}, active: true, handler: handler as RealtimeHandler<never> };
  entries.push(entry);
  return () => {
    entry.active = false;
  };
}

function onRealtimeResync(handler: (connection: RealtimeConnection) => void): () => void {
  const set = resyncHandlers;
  set.add(handler);
  return () => set.delete(handler);
}

function realtimeChannel<P = Record<string, unknown>>(type: RealtimeEventType, connection?: RealtimeConnection): EventChannel<RealtimeEnvelope<P>> {
  return eventChannel<RealtimeEnvelope<P>>((emit) => subscribeRealtime<P>(type, (_payload, envelope) => emit(envelope), connection), buffers.sliding(100));
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
};

/** As the real hook: subscribes while mounted (none with a null connection), the latest handler, the status. */
function useRealtime<P = Record<string, unknown>>(
  type: RealtimeEventType,
  handler: RealtimeHandler<P>,
  connection?: RealtimeConnection | null,
): { status: RealtimeStatus } {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const disabled = connection === null;
  const driverToken = connection?.driverToken;
  const share = connection?.share;
  const loadId = connection?.loadId;
  useEffect(() => {
    if (disabled) return undefined;
    const current: RealtimeConnection = {};
    if (driverToken) current.driverToken = driverToken;
    if (share) current.share = share;
    if (loadId) current.loadId = loadId;
    return subscribeRealtime<P>(type, (payload, envelope) => handlerRef.current(payload, envelope), current);
  }, [disabled, type, driverToken, share, loadId]);
  const current = useCallback(() => (disabled ? 'closed' : status), [disabled]);
  return { status: useSyncExternalStore<RealtimeStatus>(subscribeStatus, current, () => 'closed') };
}

/**
 * A stand-in for the whole `@freight/realtime` module, typed as it (an export added there and missing here fails the
 * type check), backed by `realtimeFake`. One line per spec:
 * `jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);`
 */
export const realtimeModuleFake: typeof Realtime = {
  subscribeRealtime,
  onRealtimeResync,
  realtimeChannel,
  useRealtime,
  reconnectRealtime: () => {
    reconnects += 1;
  },
  realtimeStatus: () => status,
  connectionKey: keyOf,
  /** The fake has no browser to replace: forgets everything, as the real one forgets its sockets. */
  setRealtimeEnvironment: () => realtimeFake.reset(),
  REALTIME_CLOSE_UNAUTHORIZED: 4401,
  REALTIME_CLOSE_FORBIDDEN: 4403,
  LIVE_REFETCH_MS,
  ...refetchHelpers(realtimeChannel, useRealtime),
};
