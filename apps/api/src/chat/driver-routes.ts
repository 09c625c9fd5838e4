import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  ChatMessage,
  ChatMarkReadRequest,
  ChatMarkReadResult,
  ChatMessageListRequest,
  ChatSendRequest,
  DriverChatPage,
  DriverChatTokenHeaders,
  DriverPushSubscribeRequest,
  DriverPushSubscribeResult,
  envelopeOf,
} from '@freight/contracts';
import { access } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import { CHAT_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { driverOfRequest, type DriverLinkContext } from '../sessions/driver-links';
import { createChatRepository } from './repository';
import { checkedBody } from './routes';

/**
 * The driver's side of the chat (driver-chat/): message-list, send-message, mark-read, push-subscribe. No login: the driver
 * link's token (X-Driver-Token) is the whole authority, and it reaches one thread only, the link's truck with its
 * carrier company. An invalid, expired or revoked link is a 401. docs/modules/fleet.md, "Chat".
 */
export const driverChatRoutes: RoutesPlugin = async (app) => {
  const chat = createChatRepository(app.db);
  const open = access.public;

  const driverOf = (request: FastifyRequest) => driverOfRequest(app, request);

  async function truckOf(link: DriverLinkContext) {
    const truck = await chat.truck(link.carrierCompanyId, link.truckerId);
    // The truck was removed since the link was made.
    if (!truck) throw notFound(CHAT_TEXTS.truckNotFound());
    return truck;
  }

  app.post(
    '/message-list',
    {
      config: open,
      schema: { headers: DriverChatTokenHeaders, body: ChatMessageListRequest, response: { 200: envelopeOf(DriverChatPage) } },
    },
    async (request) => {
      const link = await driverOf(request);
      const truck = await truckOf(link);
      const { before, limit = 30 } = request.body ?? {};
      const page = await chat.messages(link.carrierCompanyId, link.truckerId, { before, limit });
      // The driver sees the newest messages: the company's are read now (its screen hears it through chat.read).
      if (!before) await chat.markRead(link.carrierCompanyId, link.truckerId, 'trucker');
      return ok(CHAT_TEXTS.messagesFetched(), { ...page, truckerId: truck.id, truckNumber: truck.truckNumber, companyName: truck.companyName });
    },
  );

  app.post(
    '/send-message',
    {
      config: open,
      schema: { headers: DriverChatTokenHeaders, body: ChatSendRequest, response: { 200: envelopeOf(ChatMessage) } },
    },
    async (request) => {
      const link = await driverOf(request);
      await truckOf(link);
      const body = checkedBody(request.body.body);
      // The link reaches one load: the message is about it.
      if (request.body.loadId && request.body.loadId !== link.loadId) throw notFound(CHAT_TEXTS.loadNotFound());
      const message = await chat.send({
        companyId: link.carrierCompanyId,
        truckerId: link.truckerId,
        sender: 'trucker',
        senderUserId: null,
        body,
        loadId: link.loadId,
      });
      return ok(CHAT_TEXTS.sent(), message);
    },
  );

  app.post(
    '/mark-read',
    {
      config: open,
      schema: { headers: DriverChatTokenHeaders, body: ChatMarkReadRequest, response: { 200: envelopeOf(ChatMarkReadResult) } },
    },
    async (request) => {
      const link = await driverOf(request);
      await truckOf(link);
      const { updated } = await chat.markRead(link.carrierCompanyId, link.truckerId, 'trucker', request.body?.lastId);
      return ok(CHAT_TEXTS.markedRead(), { truckerId: link.truckerId, updated });
    },
  );

  app.post(
    '/push-subscribe',
    {
      config: open,
      schema: { headers: DriverChatTokenHeaders, body: DriverPushSubscribeRequest, response: { 200: envelopeOf(DriverPushSubscribeResult) } },
    },
    async (request) => {
      const link = await driverOf(request);
      await truckOf(link);
      const { endpoint, keys } = request.body.subscription;
      if (!app.push.acceptsEndpoint(endpoint)) throw badRequest([{ field: 'body.subscription.endpoint', message: CHAT_TEXTS.notAPushService() }]);
      // One row per browser (endpoint): a phone handed to another truck's driver now belongs to that truck.
      await app.db.execute(sql`
        insert into trucker_push_subscriptions (company_id, trucker_id, endpoint, keys)
        values (${link.carrierCompanyId}, ${link.truckerId}, ${endpoint}, ${JSON.stringify(keys)}::jsonb)
        on conflict (endpoint) do update set company_id = excluded.company_id, trucker_id = excluded.trucker_id, keys = excluded.keys
      `);
      return ok(CHAT_TEXTS.subscribed(), { subscribed: true });
    },
  );
};
