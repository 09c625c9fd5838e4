import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEventType } from '@freight/contracts';
import { connectionKey, onRealtimeStatus, peekSocket, subscribeRealtime, type RealtimeConnection, type RealtimeHandler, type RealtimeStatus } from './socket';

/**
 * Subscribes a component to the events of `type` while it is mounted; the handler may change between renders without
 * resubscribing. Returns the socket's status ('connecting' | 'open' | 'closed') to show a "live" or "reconnecting" hint.
 * Pass `null` as the connection to subscribe to nothing (e.g. while the token is not known yet).
 */
export function useRealtime<P = Record<string, unknown>>(
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
  const key = disabled ? null : connectionKey({ driverToken, share });

  useEffect(() => {
    if (disabled) return undefined;
    const current: RealtimeConnection = {};
    if (driverToken) current.driverToken = driverToken;
    if (share) current.share = share;
    if (loadId) current.loadId = loadId;
    return subscribeRealtime<P>(type, (payload, envelope) => handlerRef.current(payload, envelope), current);
  }, [disabled, type, driverToken, share, loadId]);

  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : onRealtimeStatus(key, listener)), [key]);
  const status = useSyncExternalStore<RealtimeStatus>(
    subscribe,
    () => (key === null ? 'closed' : (peekSocket(key)?.status ?? 'closed')),
    () => 'closed',
  );
  return { status };
}
