import { Type } from '@sinclair/typebox';
import { envelopeOf, PermissionRecord } from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { forbidden, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { createPermissionRepository } from './permissions-repository';
import { ACCOUNT_TEXTS } from './texts';

const Params = Type.Object({ userId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** Routes of the `company-permissions` manager (spec section 7). */
export const companyPermissionRoutes: RoutesPlugin = async (app) => {
  const permissions = createPermissionRepository(app.db);

  // The client calls this with the user's id, and in one path with the company's id: both mean "my own
  // permissions". Any other id is refused: nobody reads another user's (or company's) permissions here.
  app.get(
    '/resource/allowed/:userId',
    {
      config: access.account,
      schema: { params: Params, response: { 200: envelopeOf(Type.Array(PermissionRecord)) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const asked = request.params.userId.toLowerCase();
      if (asked !== caller.userId && asked !== caller.companyId) throw forbidden();
      const data = await permissions.listForUser(caller.companyId, caller.userId);
      return { ...ok(ACCOUNT_TEXTS.permissionsFetched(), data), success: true };
    },
  );
};
