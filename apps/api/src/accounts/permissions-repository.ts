import { and, asc, eq } from 'drizzle-orm';
import type { PermissionRecord } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { modules, userPermissions, users } from '../db/schema';

/** Module permissions of the users of one company. */
export function createPermissionRepository(db: DbOrTx) {
  return {
    /** Every permission record (granted or not) of a user of `companyId`; empty for anyone else. */
    async listForUser(companyId: string, userId: string): Promise<PermissionRecord[]> {
      const rows = await db
        .select({ id: userPermissions.id, isGranted: userPermissions.isGranted, moduleKey: modules.moduleKey })
        .from(userPermissions)
        .innerJoin(users, eq(users.id, userPermissions.userId))
        .innerJoin(modules, eq(modules.id, userPermissions.moduleId))
        .where(and(eq(userPermissions.userId, userId), eq(users.companyId, companyId)))
        .orderBy(asc(modules.moduleKey));
      return rows.map((row) => ({ _id: row.id, isGranted: row.isGranted, moduleId: { moduleKey: row.moduleKey } }));
    },
  };
}
