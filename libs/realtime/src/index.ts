/**
 * The real-time channel of the browser: one WebSocket per distinct connection (the session, a driver's token, a
 * share code) at REALTIME_PATH, shared by every subscriber of the page; reconnects with backoff and jitter and
 * resumes with `?after={last id}`. See docs/modules/fleet.md "Real time".
 */
export {
  subscribeRealtime,
  onRealtimeResync,
  reconnectRealtime,
  realtimeStatus,
  connectionKey,
  setRealtimeEnvironment,
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_CLOSE_FORBIDDEN,
  type RealtimeConnection,
  type RealtimeHandler,
  type RealtimeStatus,
  type RealtimeEnvironment,
  type WebSocketLike,
} from './socket';
export { useRealtime } from './useRealtime';
export { realtimeChannel } from './channel';
export { LIVE_REFETCH_MS, type RefetchOnEvents } from './refetch';

import { realtimeChannel } from './channel';
import { refetchHelpers } from './refetch';
import { useRealtime } from './useRealtime';

/** A screen's refetch after a burst of live events: `refetchOnEvents` in a saga, `useRefetchOnEvents` in a component. */
export const { refetchOnEvents, useRefetchOnEvents } = refetchHelpers(realtimeChannel, useRealtime);
export type { RealtimeEnvelope, RealtimeEventType, TruckPositionEvent, LoadMilestoneEvent } from '@freight/contracts';
