import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { hashToken, newToken, VERIFICATION_TTL_MS } from './accounts';

/**
 * An e-mail change asked for on the profile (user-manager/update-user with a new `email`): the new address is kept
 * as `pending_email` with the sha256 of a token; the link mailed to it (verify-email?token&email) applies it. Until
 * then the account signs in and gets mail at its current address. docs/modules/settings.md, "E-mail change".
 */

/**
 * E-mail changes asked per account in a window: each sends a mail to an address the caller chooses, so a signed-in
 * account cannot turn the profile into a mailer ('Too many e-mail changes. Please try again in N minutes.').
 */
export const EMAIL_CHANGE_LIMIT = { perAccount: 5, windowMs: 60 * 60_000 } as const;

export type EmailChangeOutcome =
  /** Nothing to do: the address is the current one (a pending change is cancelled) or already the pending one. */
  | { kind: 'unchanged' }
  /** A new pending address; `token` goes in the link, `mail` says whether to send it (not to a taken address). */
  | { kind: 'pending'; token: string; mail: boolean };

/** Records a requested change of the caller's e-mail (in the caller's transaction). */
export async function requestEmailChange(tx: DbOrTx, userId: string, currentEmail: string, requested: string): Promise<EmailChangeOutcome> {
  const email = requested.trim().toLowerCase();
  if (email === currentEmail.toLowerCase()) {
    await tx.update(users).set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null }).where(eq(users.id, userId));
    return { kind: 'unchanged' };
  }
  const [mine] = await tx
    .select({ pendingEmail: users.pendingEmail, expiresAt: users.pendingEmailExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  if (mine?.pendingEmail === email && mine.expiresAt && mine.expiresAt.getTime() > Date.now()) return { kind: 'unchanged' };
  // No account enumeration: an address another account uses is recorded the same way, but gets no mail (its owner
  // would only be puzzled); the answer is the same either way.
  const taken = (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;
  const token = newToken();
  await tx
    .update(users)
    .set({
      pendingEmail: email,
      pendingEmailTokenHash: hashToken(token),
      pendingEmailExpiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { kind: 'pending', token, mail: !taken };
}

/**
 * verify-email for a pending change: when `token` is the live token of a change to `email`, the account's e-mail
 * becomes `email` (verified) and the change is spent. `none` when the link names no live change; `taken` when
 * another account took the address meanwhile (the change is then dropped).
 */
export interface AppliedEmailChange {
  kind: 'applied';
  userId: string;
  companyId: string;
  email: string;
  /** The address it replaced (told of the change), the owner's first name and language. */
  previousEmail: string;
  firstname: string;
  language: string;
}

export async function applyPendingEmail(tx: DbOrTx, email: string, token: string): Promise<AppliedEmailChange | { kind: 'none' | 'taken' }> {
  const address = email.trim().toLowerCase();
  const [row] = await tx
    .select({
      id: users.id,
      companyId: users.companyId,
      pendingEmail: users.pendingEmail,
      previousEmail: users.email,
      firstname: users.firstname,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.pendingEmailTokenHash, hashToken(token)), gt(users.pendingEmailExpiresAt, sql`now()`)))
    .for('update')
    .limit(1);
  if (!row || row.pendingEmail !== address) return { kind: 'none' };
  const spent = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null };
  const other = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), ne(users.id, row.id)))
    .limit(1);
  if (other.length > 0) {
    await tx.update(users).set(spent).where(eq(users.id, row.id));
    return { kind: 'taken' };
  }
  await tx
    .update(users)
    .set({ email: address, ...spent, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, row.id));
  return {
    kind: 'applied',
    userId: row.id,
    companyId: row.companyId,
    email: address,
    previousEmail: row.previousEmail,
    firstname: row.firstname,
    language: row.language,
  };
}
