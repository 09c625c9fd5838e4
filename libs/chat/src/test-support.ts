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
