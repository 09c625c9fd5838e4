import type { FastifyInstance } from 'fastify';
import { CHAT_PUSH, type ChatMessage } from '@freight/contracts';
import { isDriverOnline } from '../realtime/presence';
import type { ChatTruck } from './repository';

/** How much of the message the push shows (the lock screen shows a line or two). */
const PUSH_BODY_CHARS = 140;

/**
 * The company wrote to a driver whose page is not connected (no WebSocket of that truck on any API instance, read when
 * the message is sent): a web push to the driver's subscriptions (trucker_push_subscriptions, stored by
 * driver-chat/push-subscribe). The push itself goes after the answer and is never awaited by the request: a slow or
 * failing push service costs the sender nothing (the push provider logs its failures and drops subscriptions the
 * service says are gone).
 */
export async function notifyDriver(app: FastifyInstance, truck: ChatTruck, message: ChatMessage): Promise<void> {
  if (await isDriverOnline(app.db, truck.id)) return;
  const body = message.body.length > PUSH_BODY_CHARS ? `${message.body.slice(0, PUSH_BODY_CHARS - 1)}…` : message.body;
  void app.push
    .sendToTrucker(truck.companyId, truck.id, { title: CHAT_PUSH.title.replace('{company}', truck.companyName), body, link: CHAT_PUSH.link })
    .catch((error: unknown) => app.log.warn({ err: error, truckerId: truck.id }, 'chat push failed'));
}
