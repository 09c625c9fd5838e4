import type { ChatMessage, ChatThread } from '@freight/contracts';

/** Test data of the chat's specs (not exported by the lib). */
let sequence = 0;
export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    truckerId: 't1',
    loadId: null,
    sender: 'trucker',
    senderName: 'Dana Driver',
    body: `Message ${sequence}`,
    createdAt: new Date(Date.UTC(2026, 10, 23, 10, sequence)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function thread(overrides: Partial<ChatThread> = {}): ChatThread {
  return { truckerId: 't1', name: 'Dana Driver', truckNumber: 'T-101', lastMessage: null, unread: 0, ...overrides };
}

/** A stand-in for @freight/realtime: handlers per event type, and `emit` to play the server. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<(payload: unknown, envelope: unknown) => void>>();
  let id = 0;
  const subscribe = (type: string, handler: (payload: unknown, envelope: unknown) => void) => {
    const set = handlers.get(type) ?? new Set();
    set.add(handler);
    handlers.set(type, set);
    return () => void set.delete(handler);
  };
  return {
    subscribe,
    emit(type: string, payload: object) {
      id += 1;
      for (const handler of handlers.get(type) ?? []) handler(payload, { id, type, at: new Date().toISOString(), payload });
    },
    count: (type: string) => handlers.get(type)?.size ?? 0,
  };
}
