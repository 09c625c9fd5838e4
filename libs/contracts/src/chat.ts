import { Type, type Static } from '@sinclair/typebox';
import { PushSubscriptionJson } from './account';
import { links } from './links';
import { MAX_PAGE, StringEnum } from './loads';

/**
 * Chat between a company and its trucks (spec: route /chat, state showChat and currentTruck; the spec lists no chat
 * calls: these are ours, in the style of section 7). A thread is one truck of the company (company_id, trucker_id).
 *   company side (signed in, portal access): chat-manager/thread-list, message-list/:truckerId,
 *     send-message/:truckerId, mark-read/:truckerId
 *   driver side (the driver link's token in X-Driver-Token, no login): driver-chat/message-list, send-message,
 *     push-subscribe
 * Real time: `chat.message` (payload ChatMessage) to company:{id} and trucker:{id}; `chat.read` (ChatReadEvent).
 * docs/modules/fleet.md, "Chat".
 */

export const CHAT_SENDERS = ['user', 'trucker'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** A message's text: 1 to 2000 characters, trimmed; at least one that is not a space. */
export const CHAT_BODY_MAX = 2000;
export const CHAT_PAGE_MAX = 100;

/** The header that carries the driver link's token on the driver's calls. */
export const DRIVER_CHAT_TOKEN_HEADER = 'X-Driver-Token';

export const CHAT_MESSAGES = {
  threadsFetched: 'Chat threads fetched',
  messagesFetched: 'Chat messages fetched',
  sent: 'Message sent',
  markedRead: 'Messages marked as read',
  truckNotFound: 'Truck not found',
  loadNotFound: 'Load not found',
  blankBody: 'Write a message first',
  subscribed: 'Subscription saved',
  notAPushService: 'Not a push service address',
} as const;

/**
 * The web push a driver gets for a message while the driver's page is not connected. Its link opens the driver's page,
 * which takes the last link's token kept on the phone (the driver pages' PWA start URL).
 */
export const CHAT_PUSH = { title: 'New message from {company}', link: links.driverPage() } as const;

export const ChatMessage = Type.Object({
  _id: Type.String(),
  truckerId: Type.String(),
  loadId: Type.Union([Type.String(), Type.Null()]),
  sender: StringEnum(CHAT_SENDERS),
  /** The user's name (company side) or the driver's. */
  senderName: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  createdAt: Type.String(),
  /** When the other side read it. */
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatThread = Type.Object({
  truckerId: Type.String(),
  /** The driver's name. */
  name: Type.String(),
  truckNumber: Type.String(),
  lastMessage: Type.Union([ChatMessage, Type.Null()]),
  /** The driver's messages the company has not read. */
  unread: Type.Integer(),
});
export type ChatThread = Static<typeof ChatThread>;

export const ChatThreadListRequest = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_MAX, default: 20 })),
    /** Driver name or truck number (part of a word is enough); trucks without messages match too. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20 }] },
);
export type ChatThreadListRequest = Static<typeof ChatThreadListRequest>;

export const ChatThreadPage = Type.Object({
  items: Type.Array(ChatThread),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Unread driver messages over every thread (the nav badge). */
  unreadTotal: Type.Integer(),
});
export type ChatThreadPage = Static<typeof ChatThreadPage>;

export const ChatMessageListRequest = Type.Object(
  {
    /** The oldest message already shown: the page before it (older messages). */
    before: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_MAX, default: 30 })),
  },
  { additionalProperties: false, examples: [{ limit: 30 }] },
);
export type ChatMessageListRequest = Static<typeof ChatMessageListRequest>;

/** One page of a thread, newest first. */
export const ChatMessagePage = Type.Object({
  items: Type.Array(ChatMessage),
  hasMore: Type.Boolean(),
});
export type ChatMessagePage = Static<typeof ChatMessagePage>;

export const ChatSendRequest = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: CHAT_BODY_MAX, pattern: '\\S' }),
    /** The load the message is about: one the truck carries or carried (on the driver's side, the link's load). */
    loadId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false, examples: [{ body: 'On my way to the pickup' }] },
);
export type ChatSendRequest = Static<typeof ChatSendRequest>;

export const ChatTruckerParams = Type.Object({ truckerId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** mark-read: the thread's messages up to `lastId` (the newest the screen shows), or all of them. */
export const ChatMarkReadRequest = Type.Object({ lastId: Type.Optional(Type.String({ format: 'uuid' })) }, { additionalProperties: false, examples: [{}] });
export type ChatMarkReadRequest = Static<typeof ChatMarkReadRequest>;

export const ChatMarkReadResult = Type.Object({ truckerId: Type.String(), updated: Type.Integer() });
export type ChatMarkReadResult = Static<typeof ChatMarkReadResult>;

/** The driver's page: its thread, with whom it talks. */
export const DriverChatPage = Type.Object({
  items: Type.Array(ChatMessage),
  hasMore: Type.Boolean(),
  truckerId: Type.String(),
  truckNumber: Type.String(),
  /** The carrier company's name (the other side of the thread). */
  companyName: Type.String(),
});
export type DriverChatPage = Static<typeof DriverChatPage>;

/** The driver token header on the driver's calls (optional in the schema: a missing token is a 401, not a 400). */
export const DriverChatTokenHeaders = Type.Object({
  'x-driver-token': Type.Optional(Type.String({ maxLength: 2000, description: 'The token of the driver link (/orderPickup?token=…).' })),
});

export const DriverPushSubscribeRequest = Type.Object({ subscription: PushSubscriptionJson }, { additionalProperties: false });
export type DriverPushSubscribeRequest = Static<typeof DriverPushSubscribeRequest>;
export const DriverPushSubscribeResult = Type.Object({ subscribed: Type.Boolean() });

/** `chat.read`: one side read the other's messages in a thread. */
export interface ChatReadEvent {
  truckerId: string;
  reader: ChatSender;
  readAt: string;
}
