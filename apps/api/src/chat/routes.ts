import {
  ChatMarkReadRequest,
  ChatMarkReadResult,
  ChatMessage,
  ChatMessageListRequest,
  ChatMessagePage,
  ChatSendRequest,
  ChatThreadListRequest,
  ChatThreadPage,
  ChatTruckerParams,
  envelopeOf,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import { CHAT_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { notifyDriver } from './push';
import { createChatRepository, type ChatRepository } from './repository';

/**
 * The company's side of the chat (chat-manager/): thread-list, message-list/:truckerId, send-message/:truckerId,
 * mark-read/:truckerId. Signed in with portal access (the spec's /chat needs login, no permission); a truck of another
 * company (or none) is a 404. docs/modules/fleet.md, "Chat".
 */
export const chatManagerRoutes: RoutesPlugin = async (app) => {
  const chat = createChatRepository(app.db);
  const signedIn = access.user;

  app.post('/thread-list', { config: signedIn, schema: { body: ChatThreadListRequest, response: { 200: envelopeOf(ChatThreadPage) } } }, async (request) => {
    const { companyId } = callerOf(request);
    const { page = 1, limit = 20, search } = request.body ?? {};
    return ok(CHAT_TEXTS.threadsFetched(), await chat.threads(companyId, { page, limit, search }));
  });

  app.post(
    '/message-list/:truckerId',
    { config: signedIn, schema: { params: ChatTruckerParams, body: ChatMessageListRequest, response: { 200: envelopeOf(ChatMessagePage) } } },
    async (request) => {
      const { companyId } = callerOf(request);
      await ownTruck(chat, companyId, request.params.truckerId);
      const { before, limit = 30 } = request.body ?? {};
      return ok(CHAT_TEXTS.messagesFetched(), await chat.messages(companyId, request.params.truckerId, { before, limit }));
    },
  );

  app.post(
    '/send-message/:truckerId',
    { config: signedIn, schema: { params: ChatTruckerParams, body: ChatSendRequest, response: { 200: envelopeOf(ChatMessage) } } },
    async (request) => {
      const caller = callerOf(request);
      const { truckerId } = request.params;
      const truck = await ownTruck(chat, caller.companyId, truckerId);
      const body = checkedBody(request.body.body);
      const loadId = request.body.loadId ?? null;
      if (loadId && !(await chat.loadOfTruck(truckerId, loadId))) throw notFound(CHAT_TEXTS.loadNotFound());
      const message = await chat.send({ companyId: caller.companyId, truckerId, sender: 'user', senderUserId: caller.userId, body, loadId });
      // Whether the driver is connected is read now; a failed look-up must not turn a stored message into an error.
      await notifyDriver(app, truck, message).catch((error: unknown) => request.log.warn({ err: error }, 'chat push skipped'));
      return ok(CHAT_TEXTS.sent(), message);
    },
  );

  app.post(
    '/mark-read/:truckerId',
    { config: signedIn, schema: { params: ChatTruckerParams, body: ChatMarkReadRequest, response: { 200: envelopeOf(ChatMarkReadResult) } } },
    async (request) => {
      const { companyId } = callerOf(request);
      const { truckerId } = request.params;
      await ownTruck(chat, companyId, truckerId);
      const { updated } = await chat.markRead(companyId, truckerId, 'user', request.body?.lastId);
      return ok(CHAT_TEXTS.markedRead(), { truckerId, updated });
    },
  );
};

/** The company's truck, or a 404 (another company's truck is no different from none). */
async function ownTruck(chat: ChatRepository, companyId: string, truckerId: string) {
  const truck = await chat.truck(companyId, truckerId);
  if (!truck) throw notFound(CHAT_TEXTS.truckNotFound());
  return truck;
}

/** The message's text, trimmed (the schema already refused an empty or all-space one). */
export function checkedBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) throw badRequest([{ field: 'body.body', message: CHAT_TEXTS.blankBody() }]);
  return trimmed;
}
