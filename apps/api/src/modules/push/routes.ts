import { envelopeOf, SubscribeRequest, SubscribeResponseData } from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { createUserRepository } from '../user-manager/repository';

export const SUBSCRIBED_MESSAGE = 'Subscription saved';
export const WELCOME_PUSH = { title: 'FreightHub', body: 'Notifications are on.', link: '/dashboard' };

/** POST subscribe (spec section 7): keeps this browser's push subscription for the caller and sends it a message. */
export const pushRoutes: RoutesPlugin = async (app) => {
  const users = createUserRepository(app.db);
  app.post(
    '/subscribe',
    { config: access.user, schema: { body: SubscribeRequest, response: { 200: envelopeOf(SubscribeResponseData) } } },
    async (request) => {
      const caller = callerOf(request);
      await users.savePushSubscription(caller.companyId, caller.userId, request.body.subscription);
      const payload = request.body.payload ?? { ...WELCOME_PUSH, title: app.productSettings.company.name };
      const { delivered } = await app.push.sendToUser(caller.companyId, caller.userId, payload);
      return ok(SUBSCRIBED_MESSAGE, { delivered: delivered > 0 });
    },
  );
};
