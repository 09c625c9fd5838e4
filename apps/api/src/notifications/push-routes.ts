import { links, envelopeOf, SubscribeRequest, SubscribeResponseData } from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, ok } from '../plugins/envelope';
import { NOTIFICATION_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { createUserRepository } from '../accounts';

export const WELCOME_PUSH = { title: 'FreightHub', body: 'Notifications are on.', link: links.dashboard() };

/** POST subscribe (spec section 7): keeps this browser's push subscription for the caller and sends it a message. */
export const pushRoutes: RoutesPlugin = async (app) => {
  const users = createUserRepository(app.db);
  app.post('/subscribe', { config: access.user, schema: { body: SubscribeRequest, response: { 200: envelopeOf(SubscribeResponseData) } } }, async (request) => {
    const caller = callerOf(request);
    if (!app.push.acceptsEndpoint(request.body.subscription.endpoint)) {
      throw badRequest([{ field: 'body.subscription.endpoint', message: NOTIFICATION_TEXTS.notAPushService() }]);
    }
    await users.savePushSubscription(caller.companyId, caller.userId, request.body.subscription);
    const payload = request.body.payload ?? { ...WELCOME_PUSH, title: app.productSettings.company.name };
    const { delivered } = await app.push.sendToUser(caller.companyId, caller.userId, payload);
    return ok(NOTIFICATION_TEXTS.subscribed(), { delivered: delivered > 0 });
  });
};
