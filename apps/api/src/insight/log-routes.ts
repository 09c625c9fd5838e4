import { LogsListQuery, LogsListResponse, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { headerLanguage } from '../plugins/language';
import type { RoutesPlugin } from '../types';
import { numberOf } from './side';
import { logsList } from './logs';
import { INSIGHT_TEXTS } from './texts';

/** logs-manager (spec section 7, permission `dashboard`): the company's recent activity (docs/modules/dashboard.md). */
export const logsManagerRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/logs-list',
    { config: access.module('dashboard'), schema: { querystring: LogsListQuery, response: { 200: envelopeOf(LogsListResponse) } } },
    async (request) => {
      const query = request.query;
      const data = await logsList(
        app.db,
        callerOf(request).companyId,
        {
          page: numberOf(query.page, 1),
          limit: numberOf(query.limit, 20),
          entityType: query.entityType,
        },
        headerLanguage(request),
      );
      return ok(INSIGHT_TEXTS.dashboard.logsFetched(), data);
    },
  );
};
