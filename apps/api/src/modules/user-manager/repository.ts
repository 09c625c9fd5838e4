import { and, eq, sql } from 'drizzle-orm';
import type { CompanyType, LocationCode, ModuleKey } from '@freight/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, modules, pushSubscriptions, userPermissions, users } from '../../db/schema';

export interface CallerRecord {
  userId: string;
  companyId: string;
  email: string;
  companyType: CompanyType;
  /** Whether the user holds the module asked for (false when none was asked). */
  hasModule: boolean;
}

export interface UserAccessRecord {
  canAccessPortal: boolean;
  onboardingStage: string;
  onboardingNextAction: string | null;
  companyId: string;
  country: LocationCode;
}

export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Users of a company. Every method takes the caller's `companyId` and only ever sees rows of that company; the one
 * lookup made before anyone is signed in (by e-mail) is `findAccountByEmail` in ./accounts.ts.
 */
export function createUserRepository(db: DbOrTx) {
  const sameUser = and(eq(users.id, sql.placeholder('userId')), eq(users.companyId, sql.placeholder('companyId')));
  // The caller's company type comes along (one join on the primary key): routes read it from request.caller
  // instead of asking again (the load list's default view).
  const callerColumns = { userId: users.id, companyId: users.companyId, email: users.email, companyType: companies.companyType };
  const callerStatement = db
    .select(callerColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sameUser)
    .limit(1)
    .prepare('find_caller');
  // One round trip: the user, joined to the granted permission of that module if there is one (unique per user and
  // module, so at most one row).
  const callerWithModuleStatement = db
    .select({ ...callerColumns, permissionId: userPermissions.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(modules, eq(modules.moduleKey, sql.placeholder('moduleKey')))
    .leftJoin(
      userPermissions,
      and(eq(userPermissions.userId, users.id), eq(userPermissions.moduleId, modules.id), eq(userPermissions.isGranted, true)),
    )
    .where(sameUser)
    .limit(1)
    .prepare('find_caller_module');

  return {
    /**
     * The token's user, if it still exists in that company; with `moduleKey`, whether it is granted. Runs on every
     * signed-in request (the access hook): both forms are prepared statements, built once.
     */
    async findCaller(companyId: string, userId: string, moduleKey?: ModuleKey): Promise<CallerRecord | undefined> {
      if (!moduleKey) {
        const rows = await callerStatement.execute({ companyId, userId });
        return rows[0] && { ...rows[0], companyType: rows[0].companyType as CompanyType, hasModule: false };
      }
      const rows = await callerWithModuleStatement.execute({ companyId, userId, moduleKey });
      const row = rows[0];
      return (
        row && {
          userId: row.userId,
          companyId: row.companyId,
          email: row.email,
          companyType: row.companyType as CompanyType,
          hasModule: row.permissionId !== null,
        }
      );
    },

    async findAccess(companyId: string, userId: string): Promise<UserAccessRecord | undefined> {
      const rows = await db
        .select({
          canAccessPortal: users.canAccessPortal,
          onboardingStage: users.onboardingStage,
          onboardingNextAction: users.onboardingNextAction,
          companyId: users.companyId,
          country: companies.country,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .limit(1);
      return rows[0] && { ...rows[0], country: rows[0].country as LocationCode };
    },

    /** Stores (or moves to this user) a browser push subscription; the endpoint identifies it. */
    async savePushSubscription(companyId: string, userId: string, subscription: PushSubscriptionInput): Promise<void> {
      const owner = await this.findCaller(companyId, userId);
      if (!owner) throw new Error('savePushSubscription: user is not in this company');
      const expiry = typeof subscription.expirationTime === 'number' ? new Date(subscription.expirationTime) : null;
      const expirationTime = expiry && !Number.isNaN(expiry.getTime()) ? expiry : null;
      const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: subscription.endpoint, keys, expirationTime })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, keys, expirationTime, updatedAt: sql`now()` },
        });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
