import { links } from '@freight/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyDetailsRequest, Plan } from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { checkoutSessions, companies, notifications, plans, users } from '../db/schema';
import { publishNotifications } from '../realtime/publish';

/**
 * Companies' registration and billing: plans, checkout sessions, and the one place a paid session is applied
 * (`applyPaidSession`, exactly once per session whoever asks: the return page, a second tab, a webhook).
 */

const planOf = (row: typeof plans.$inferSelect): Plan => ({
  planKey: row.key,
  name: row.name,
  description: row.description,
  priceCents: row.priceCents,
  currency: row.currency,
  interval: row.interval,
  features: row.features,
  maxUsers: row.maxUsers,
  maxTrucks: row.maxTrucks,
});

export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder), asc(plans.key));
  return rows.map(planOf);
}

export async function findPlan(db: DbOrTx, key: string): Promise<Plan | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.key, key), eq(plans.isActive, true)))
    .limit(1);
  return row && planOf(row);
}

/**
 * Fills the placeholder company made at registration, once: only while its registering user is still at stage
 * 'registered' (row lock: two submissions cannot both pass). False when the company was registered already.
 */
/**
 * `unknown`: the token names no account. That happens when `register` was given an e-mail that is already taken: it
 * answers like a new registration with ids that match nothing (no account enumeration), so this step must answer
 * like a success too, writing nothing (docs/security.md, section 3).
 */
export type CompanyRegistration = 'registered' | 'alreadyRegistered' | 'unknown';

export async function registerCompany(db: Db, claims: { userId: string; companyId: string }, input: CompanyDetailsRequest): Promise<CompanyRegistration> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ stage: users.onboardingStage })
      .from(users)
      .where(and(eq(users.id, claims.userId), eq(users.companyId, claims.companyId)))
      .for('update')
      .limit(1);
    if (!user) return 'unknown';
    if (user.stage !== 'registered') return 'alreadyRegistered';
    await tx
      .update(companies)
      .set({
        name: input.name.trim(),
        companyType: input.companyType,
        country: input.country,
        contactEmail: input.contactEmail.trim().toLowerCase(),
        contactPhone: input.contactPhone.trim(),
        website: input.website?.trim() || null,
        dotNumber: input.dotNumber?.trim() || null,
        mcNumber: input.mcNumber?.trim() || null,
        updatedAt: sql`now()`,
      })
      .where(eq(companies.id, claims.companyId));
    await tx
      .update(users)
      .set({ onboardingStage: 'payment', onboardingNextAction: 'checkout', updatedAt: sql`now()` })
      .where(eq(users.id, claims.userId));
    return 'registered';
  });
}

export interface BillingCompany {
  id: string;
  name: string;
  paymentCustomerId: string | null;
  billingState: string;
  planKey: string | null;
  planRenewsAt: Date | null;
}

export async function findBillingCompany(db: DbOrTx, companyId: string): Promise<BillingCompany | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      paymentCustomerId: companies.paymentCustomerId,
      billingState: companies.billingState,
      planKey: companies.planKey,
      planRenewsAt: companies.planRenewsAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

export async function createCheckoutRow(
  db: DbOrTx,
  row: { id: string; companyId: string; planKey: string; provider: string; providerSessionId: string; amountCents: number; currency: string; url: string },
): Promise<void> {
  await db.insert(checkoutSessions).values({ ...row, status: 'open' });
}

export interface CheckoutRow {
  id: string;
  companyId: string;
  planKey: string;
  provider: string;
  providerSessionId: string;
  status: string;
  amountCents: number;
  currency: string;
  completedAt: Date | null;
  companyName: string;
}

/** Looked up by the provider's session id (what the provider hands back to the user). */
export async function findCheckout(db: DbOrTx, provider: string, providerSessionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select({
      id: checkoutSessions.id,
      companyId: checkoutSessions.companyId,
      planKey: checkoutSessions.planKey,
      provider: checkoutSessions.provider,
      providerSessionId: checkoutSessions.providerSessionId,
      status: checkoutSessions.status,
      amountCents: checkoutSessions.amountCents,
      currency: checkoutSessions.currency,
      completedAt: checkoutSessions.completedAt,
      companyName: companies.name,
    })
    .from(checkoutSessions)
    .innerJoin(companies, eq(companies.id, checkoutSessions.companyId))
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)))
    .limit(1);
  return row;
}

/** The sandbox's card page settles an open session (paid or failed); false when it was settled already. */
export async function settleSandboxSession(db: DbOrTx, providerSessionId: string, status: 'paid' | 'failed'): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.provider, 'sandbox'), eq(checkoutSessions.providerSessionId, providerSessionId), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export interface PaidState {
  customerId: string | null;
  subscriptionId: string | null;
}

/**
 * Applies a session the provider says is paid: the company gets the plan and every one of its users the portal.
 * Exactly once: the session row is locked and `completed_at` marks it applied; a second call changes nothing and
 * answers false. Returns the company's users when it applied (for their notifications, in their language).
 */
export async function applyPaidSession(db: Db, checkoutId: string, paid: PaidState): Promise<{ applied: boolean; recipients: PaidRecipient[] }> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ companyId: checkoutSessions.companyId, planKey: checkoutSessions.planKey, completedAt: checkoutSessions.completedAt })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId))
      .for('update')
      .limit(1);
    if (!session || session.completedAt) return { applied: false, recipients: [] };
    await tx
      .update(checkoutSessions)
      .set({ status: 'paid', completedAt: sql`now()` })
      .where(eq(checkoutSessions.id, checkoutId));
    await tx
      .update(companies)
      .set({
        planKey: session.planKey,
        billingState: 'active',
        paymentCustomerId: sql`coalesce(${paid.customerId}, ${companies.paymentCustomerId})`,
        paymentSubscriptionId: sql`coalesce(${paid.subscriptionId}, ${companies.paymentSubscriptionId})`,
        planRenewsAt: sql`now() + interval '1 month'`,
        updatedAt: sql`now()`,
      })
      .where(eq(companies.id, session.companyId));
    const opened = await tx
      .update(users)
      .set({ canAccessPortal: true, onboardingStage: 'completed', onboardingNextAction: null, updatedAt: sql`now()` })
      .where(eq(users.companyId, session.companyId))
      .returning({ id: users.id, language: users.language });
    if (opened.length > 0) {
      const recorded = opened.map((user) => ({
        companyId: session.companyId,
        userId: user.id,
        type: 'payment',
        title: 'Payment Verified Successfully',
        body: 'Your company now has full access to the portal.',
        link: links.dashboard(),
      }));
      await tx.insert(notifications).values(recorded);
      await publishNotifications(tx, recorded);
    }
    return { applied: true, recipients: opened };
  });
}

/** A user told of a paid session. */
interface PaidRecipient {
  id: string;
  language: string;
}

/** A session the provider declined or let expire (only while still open). */
export async function markCheckoutClosed(db: DbOrTx, checkoutId: string, status: 'failed' | 'expired'): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, 'open')));
}
