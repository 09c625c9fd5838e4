import { and, eq, sql } from 'drizzle-orm';
import type { CompanyType, LocationCode } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { companies, pushSubscriptions, users } from '../db/schema';

export interface UserAccessRecord {
  canAccessPortal: boolean;
  onboardingStage: string;
  onboardingNextAction: string | null;
  companyId: string;
  country: LocationCode;
  companyType: CompanyType;
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
  const ownerStatement = db.select({ id: users.id }).from(users).where(sameUser).limit(1).prepare('find_user_in_company');

  return {
    async findAccess(companyId: string, userId: string): Promise<UserAccessRecord | undefined> {
      const rows = await db
        .select({
          canAccessPortal: users.canAccessPortal,
          onboardingStage: users.onboardingStage,
          onboardingNextAction: users.onboardingNextAction,
          companyId: users.companyId,
          country: companies.country,
          companyType: companies.companyType,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .limit(1);
      return rows[0] && { ...rows[0], country: rows[0].country as LocationCode, companyType: rows[0].companyType as CompanyType };
    },

    /** Stores (or moves to this user) a browser push subscription; the endpoint identifies it. */
    async savePushSubscription(companyId: string, userId: string, subscription: PushSubscriptionInput): Promise<void> {
      const [owner] = await ownerStatement.execute({ companyId, userId });
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
