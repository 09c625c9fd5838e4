import { ActivityGraphRequest, ActivityGraphResponse, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { ACTIVITY_MAX_DAYS, activityGraph } from './activity';
import { checkDayRange, sideOf } from './side';
import { INSIGHT_TEXTS } from './texts';

/**
 * POST order-manager/activity-graph (spec section 7 "Dashboard", permission `dashboard`): mounted with the
 * order-manager prefix, written here with the other dashboard figures.
 */
export const activityGraphRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/activity-graph',
    { config: access.module('dashboard'), schema: { body: ActivityGraphRequest, response: { 200: envelopeOf(ActivityGraphResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      checkDayRange(body, ACTIVITY_MAX_DAYS);
      const data = await activityGraph(app.db, caller.companyId, sideOf(body.side, caller), { from: body.from, to: body.to, bucket: body.bucket ?? 'day' });
      return ok(INSIGHT_TEXTS.dashboard.fetched(), data);
    },
  );
};
