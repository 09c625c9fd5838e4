import { envelopeOf, LoadListRequest, LoadListResponseData } from '@freight/contracts';
import { access, callerOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { defaultLoadView } from './list-projection';
import { createLoadRepository } from './repository';

/** Routes of the `load-manager` (spec section 7). Loads are login-only (no module permission). */
export const loadManagerRoutes: RoutesPlugin = async (app) => {
  const loadRepository = createLoadRepository(app.db);

  // Generic list fetch (spec section 7): POST load-manager/load-list { page, limit, status?, search?, sort?, view? }.
  app.post(
    '/load-list',
    { config: access.user, schema: { body: LoadListRequest, response: { 200: envelopeOf(LoadListResponseData) } } },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      const view = body.view ?? defaultLoadView(caller.companyType);
      const data = await loadRepository.list(caller.companyId, {
        page: body.page ?? 1,
        limit: body.limit ?? 20,
        status: body.status,
        search: body.search,
        sort: body.sort,
        view,
      });
      return ok('Loads fetched', data);
    },
  );
};
