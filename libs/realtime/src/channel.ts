import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import type { RealtimeEnvelope, RealtimeEventType } from '@freight/contracts';
import { subscribeRealtime, type RealtimeConnection } from './socket';

/**
 * The events of `type` as a redux-saga channel (`const channel = yield call(realtimeChannel, 'chat.message')`, then
 * `take(channel)` in a loop; `channel.close()` in a `finally` unsubscribes). Each item is the whole envelope; the
 * buffer keeps the newest 100 while the saga is busy.
 */
export function realtimeChannel<P = Record<string, unknown>>(type: RealtimeEventType, connection?: RealtimeConnection): EventChannel<RealtimeEnvelope<P>> {
  return eventChannel<RealtimeEnvelope<P>>((emit) => subscribeRealtime<P>(type, (_payload, envelope) => emit(envelope), connection), buffers.sliding(100));
}
