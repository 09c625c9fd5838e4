import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CompanyType, ModuleKey } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { companies, modules, userPermissions, userSessions, users } from '../db/schema';

/**
 * Who is calling: the session look-up the auth plugin runs on every signed-in request and the real-time hub on every
 * connection, below both; and the sessions' life (open at sign-in, revoke at logout, end all at a password change).
 */

export interface CallerRecord {
  userId: string;
  companyId: string;
  email: string;
  companyType: CompanyType;
  /** Read live on every request: a portal opened or closed counts from the next request on. */
  canAccessPortal: boolean;
  /** Whether the user holds the module asked for (false when none was asked). */
  hasModule: boolean;
}

/** What a token names: its user and company, its session (`sid`) and the session version it was signed with (`ver`). */
export interface TokenSubject {
  companyId: string;
  userId: string;
  sessionId: string;
  sessionVersion: number;
}

export function createSessionStore(db: DbOrTx) {
  const sameUser = and(eq(users.id, sql.placeholder('userId')), eq(users.companyId, sql.placeholder('companyId')));
  // The token is alive only while its user is active, its version is the user's current one (a password change or
  // reset raises it) and its session row is neither revoked (logout) nor expired: all in the same single query.
  const liveCaller = and(sameUser, eq(users.isActive, true), eq(users.sessionVersion, sql.placeholder('sessionVersion')));
  const liveSession = and(
    eq(userSessions.id, sql.placeholder('sessionId')),
    eq(userSessions.userId, users.id),
    isNull(userSessions.revokedAt),
    gt(userSessions.expiresAt, sql`now()`),
  );
  // The caller's company type comes along (one join on the primary key): routes read it from request.caller
  // instead of asking again (the load list's default view).
  const callerColumns = {
    userId: users.id,
    companyId: users.companyId,
    email: users.email,
    companyType: companies.companyType,
    canAccessPortal: users.canAccessPortal,
  };
  const callerStatement = db
    .select(callerColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(userSessions, liveSession)
    .where(liveCaller)
    .limit(1)
    .prepare('find_caller');
  // One round trip: the user, joined to the granted permission of that module if there is one (unique per user and
  // module, so at most one row).
  const callerWithModuleStatement = db
    .select({ ...callerColumns, permissionId: userPermissions.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(userSessions, liveSession)
    .leftJoin(modules, eq(modules.moduleKey, sql.placeholder('moduleKey')))
    .leftJoin(userPermissions, and(eq(userPermissions.userId, users.id), eq(userPermissions.moduleId, modules.id), eq(userPermissions.isGranted, true)))
    .where(liveCaller)
    .limit(1)
    .prepare('find_caller_module');
  const versionStatement = db.select({ sessionVersion: users.sessionVersion }).from(users).where(sameUser).limit(1).prepare('user_session_version');

  return {
    /** The user's current session version (raised by a password change or reset); undefined for no such user. */
    async sessionVersionOf(companyId: string, userId: string): Promise<number | undefined> {
      const [row] = await versionStatement.execute({ companyId, userId });
      return row?.sessionVersion;
    },

    /**
     * The token's user, if it is still active in that company, its session live and its session version current;
     * with `moduleKey`, whether it is granted. Runs on every signed-in request (the access hook): one query, both
     * forms prepared statements built once.
     */
    async findCaller(subject: TokenSubject, moduleKey?: ModuleKey): Promise<CallerRecord | undefined> {
      const { companyId, userId, sessionId, sessionVersion } = subject;
      if (!moduleKey) {
        const rows = await callerStatement.execute({ companyId, userId, sessionId, sessionVersion });
        return rows[0] && { ...rows[0], companyType: rows[0].companyType as CompanyType, hasModule: false };
      }
      const rows = await callerWithModuleStatement.execute({ companyId, userId, sessionId, sessionVersion, moduleKey });
      const row = rows[0];
      return (
        row && {
          userId: row.userId,
          companyId: row.companyId,
          email: row.email,
          companyType: row.companyType as CompanyType,
          canAccessPortal: row.canAccessPortal,
          hasModule: row.permissionId !== null,
        }
      );
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

// ---------------------------------------------------------------------------------------------------
// Sessions: one `user_sessions` row per sign-in; the token carries its id (`sid`) and the user's
// `session_version` at signing (`ver`). The access hook's caller look-up checks both (findCaller above).

/**
 * Opens a session of `userId` that ends at `expiresAt`, and reads the user's current session version, in one
 * statement; the user's sessions already past their end are deleted on the way (the table stays small).
 */
export async function openSession(db: DbOrTx, userId: string, expiresAt: Date): Promise<{ sessionId: string; sessionVersion: number }> {
  const result = await db.execute<{ id: string; session_version: number }>(sql`
    with expired as (
      delete from ${userSessions} where ${userSessions.userId} = ${userId} and ${userSessions.expiresAt} <= now()
    ), created as (
      insert into ${userSessions} (user_id, expires_at) values (${userId}, ${expiresAt.toISOString()}::timestamptz) returning id
    )
    select created.id, ${users.sessionVersion} as session_version from created join ${users} on ${users.id} = ${userId}`);
  const row = result.rows[0];
  if (!row) throw new Error('openSession: no such user');
  return { sessionId: row.id, sessionVersion: Number(row.session_version) };
}

/** Logout: the one session ends (only the caller's own; revoking twice changes nothing). */
export async function revokeSession(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/**
 * Every token of the user stops working at once: the session version is raised (tokens carry the old one) and
 * every open session is revoked. Password change and reset call it in their transaction.
 */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}
