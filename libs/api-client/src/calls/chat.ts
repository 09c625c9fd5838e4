import {
  DRIVER_CHAT_TOKEN_HEADER,
  type ChatMarkReadRequest,
  type ChatMarkReadResult,
  type ChatMessage,
  type ChatMessageListRequest,
  type ChatMessagePage,
  type ChatSendRequest,
  type ChatThreadListRequest,
  type ChatThreadPage,
  type DriverChatPage,
  type DriverPushSubscribeRequest,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/** The company's side of the chat (chat-manager/; docs/modules/fleet.md, "Chat"). */
export const chatManager = {
  threadList: (body: ChatThreadListRequest, options?: CallOptions) =>
    call<ChatThreadPage>('chat-manager/thread-list', { method: 'POST', url: 'chat-manager/thread-list', data: body }, options),
  messageList: (truckerId: string, body: ChatMessageListRequest, options?: CallOptions) =>
    call<ChatMessagePage>('chat-manager/message-list', { method: 'POST', url: `chat-manager/message-list/${id(truckerId)}`, data: body }, options),
  /** Idempotent: a retry of the same message passes its `idempotencyKey` again. */
  sendMessage: (truckerId: string, body: ChatSendRequest, options?: CallOptions) =>
    call<ChatMessage>('chat-manager/send-message', { method: 'POST', url: `chat-manager/send-message/${id(truckerId)}`, data: body }, options),
  markRead: (truckerId: string, body: ChatMarkReadRequest = {}, options?: CallOptions) =>
    call<ChatMarkReadResult>('chat-manager/mark-read', { method: 'POST', url: `chat-manager/mark-read/${id(truckerId)}`, data: body }, options),
};

const driverHeaders = (driverToken: string) => ({ [DRIVER_CHAT_TOKEN_HEADER]: driverToken });

/** The driver's side (driver-chat/), authorized by the driver link's token, no login. */
export const driverChat = {
  messageList: (driverToken: string, body: ChatMessageListRequest, options?: CallOptions) =>
    call<DriverChatPage>(
      'driver-chat/message-list',
      { method: 'POST', url: 'driver-chat/message-list', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
  sendMessage: (driverToken: string, body: ChatSendRequest, options?: CallOptions) =>
    call<ChatMessage>(
      'driver-chat/send-message',
      { method: 'POST', url: 'driver-chat/send-message', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
  markRead: (driverToken: string, body: ChatMarkReadRequest = {}, options?: CallOptions) =>
    call<ChatMarkReadResult>(
      'driver-chat/mark-read',
      { method: 'POST', url: 'driver-chat/mark-read', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
  pushSubscribe: (driverToken: string, body: DriverPushSubscribeRequest, options?: CallOptions) =>
    call<{ subscribed: boolean }>(
      'driver-chat/push-subscribe',
      { method: 'POST', url: 'driver-chat/push-subscribe', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
};
