import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LanguageCode, NotificationList, UserProfile } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { companies, modules, notifications, userPermissions, users } from '../db/schema';

/**
 * Storage of the account flows: registration, e-mail verification and password-reset tokens, the profile,
 * notifications. Tokens are random (256 bits); only their sha256 is stored, so a database leak reveals no link.
 */

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string | null, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return crypto.timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** The unique constraint on users' e-mail: two registrations of one address at once meet it. */
export const USERS_EMAIL_CONSTRAINT = 'users_email_unique';

export interface NewRegistration {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  language: LanguageCode;
  passwordHash: string;
  verificationToken: string;
}

/**
 * The person and a placeholder company, in the caller's transaction. The company gets its details from
 * company-manager/register-company; the person is its administrator and gets every module.
 */
export async function createRegistration(tx: DbOrTx, input: NewRegistration): Promise<{ userId: string; companyId: string }> {
  const [company] = await tx
    .insert(companies)
    .values({ name: `${input.firstname} ${input.lastname}`.trim(), companyType: 'shipper', country: 'USA', billingState: 'unpaid', contactEmail: input.email })
    .returning({ id: companies.id });
  const [user] = await tx
    .insert(users)
    .values({
      companyId: company!.id,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      phone: input.phone,
      language: input.language,
      passwordHash: input.passwordHash,
      canAccessPortal: false,
      onboardingStage: 'registered',
      onboardingNextAction: 'company',
      emailVerificationTokenHash: hashToken(input.verificationToken),
      emailVerificationExpiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
    })
    .returning({ id: users.id });
  const moduleRows = await tx.select({ id: modules.id }).from(modules);
  if (moduleRows.length > 0) {
    await tx.insert(userPermissions).values(moduleRows.map((module) => ({ userId: user!.id, moduleId: module.id, isGranted: true })));
  }
  return { userId: user!.id, companyId: company!.id };
}

export interface AccountRow {
  id: string;
  companyId: string;
  companyName: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  language: LanguageCode;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  emailVerificationTokenHash: string | null;
  emailVerificationExpiresAt: Date | null;
  passwordResetTokenHash: string | null;
  passwordResetExpiresAt: Date | null;
}

const accountColumns = {
  id: users.id,
  companyId: users.companyId,
  companyName: companies.name,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  language: users.language,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  emailVerificationTokenHash: users.emailVerificationTokenHash,
  emailVerificationExpiresAt: users.emailVerificationExpiresAt,
  passwordResetTokenHash: users.passwordResetTokenHash,
  passwordResetExpiresAt: users.passwordResetExpiresAt,
};

async function findAccount(tx: DbOrTx, where: ReturnType<typeof eq>, lock = false): Promise<AccountRow | undefined> {
  const query = tx.select(accountColumns).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(where).limit(1);
  const rows = lock ? await query.for('update', { of: users }) : await query;
  return rows[0] as AccountRow | undefined;
}

/** Pre-authentication look-up by e-mail (lower-cased); `lock` for a check-then-write in a transaction. */
export const findAccountByEmail = (tx: DbOrTx, email: string, lock = false) => findAccount(tx, eq(users.email, email.toLowerCase()), lock);

/** The caller's own account (company-scoped). */
export const findOwnAccount = (tx: DbOrTx, companyId: string, userId: string) => findAccount(tx, and(eq(users.id, userId), eq(users.companyId, companyId))!);

/**
 * The e-mail is verified. The token's hash is kept: the same link opened again says 'Email already verified', while
 * any other token is refused like an unknown one (no account enumeration). It proves nothing more once verified.
 */
export async function markEmailVerified(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function storeResetToken(tx: DbOrTx, userId: string, token: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordResetTokenHash: hashToken(token), passwordResetExpiresAt: new Date(Date.now() + RESET_TTL_MS), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * The new password; the reset token is spent; the mailbox was proven, so the e-mail counts as verified (its
 * verification link, if still around, then says so: see markEmailVerified).
 */
export async function resetPassword(tx: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      passwordResetTokenHash: null,
      passwordResetExpiresAt: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function setPassword(tx: DbOrTx, companyId: string, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

export async function updateProfile(
  tx: DbOrTx,
  companyId: string,
  userId: string,
  changes: { firstname?: string; lastname?: string; phone?: string | null; language?: LanguageCode },
): Promise<UserProfile | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .returning({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone, language: users.language });
  return row && { _id: row.id, firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone, language: row.language as LanguageCode };
}

export async function touchLastLogin(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Marks one (`id`) or every (`all`) notification of the caller read, then answers the latest `limit`. */
export async function readNotifications(
  tx: DbOrTx,
  companyId: string,
  userId: string,
  options: { id?: string; all?: boolean; limit: number },
): Promise<NotificationList> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.companyId, companyId));
  if (options.all)
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, isNull(notifications.readAt)));
  else if (options.id)
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, eq(notifications.id, options.id), isNull(notifications.readAt)));
  const rows = await tx.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt)).limit(options.limit);
  const [unread] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  return {
    items: rows.map((row) => ({
      _id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread: unread?.count ?? 0,
  };
}
