import { eq, sql } from 'drizzle-orm';
import { MODULE_KEYS, type ModuleKey } from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { companies, modules, userPermissions, users } from '../db/schema';
import { hashPassword } from '../modules/user-manager/password';

/**
 * Demo data created on first start (idempotent: skipped when the demo company exists). The module
 * catalogue is reference data and is upserted on every run.
 */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COMPANY_NAME = 'Demo Freight Co.';
export const ONBOARDING_COMPANY_NAME = 'Northwind Onboarding Inc.';

export const MODULE_NAMES: Record<ModuleKey, string> = {
  dashboard: 'Dashboard',
  purchaseOrders: 'Purchase Orders',
  address: 'Address Book',
  carrier: 'Carrier',
  schedule: 'Schedule',
  salesOrders: 'Sales Orders',
};

interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  company: 'demo' | 'onboarding';
  modules: readonly ModuleKey[];
  canAccessPortal: boolean;
  onboarding: { stage: string; nextAction: string | null };
}

const COMPLETED = { stage: 'completed', nextAction: null };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', firstname: 'Ada', lastname: 'Lovelace', company: 'demo', modules: MODULE_KEYS, canAccessPortal: true, onboarding: COMPLETED },
  {
    email: 'shipper@demo.test',
    firstname: 'Grace',
    lastname: 'Hopper',
    company: 'demo',
    modules: ['dashboard', 'address', 'purchaseOrders', 'salesOrders', 'schedule'],
    canAccessPortal: true,
    onboarding: COMPLETED,
  },
  { email: 'carrier@demo.test', firstname: 'Kenji', lastname: 'Sato', company: 'demo', modules: ['dashboard', 'carrier', 'schedule'], canAccessPortal: true, onboarding: COMPLETED },
  {
    email: 'pending@demo.test',
    firstname: 'Priya',
    lastname: 'Patel',
    company: 'onboarding',
    modules: [],
    canAccessPortal: false,
    onboarding: { stage: 'payment', nextAction: 'checkout' },
  },
];

/** Inserts the module catalogue (one row per key of @freight/contracts); existing rows are kept. */
export async function upsertModules(db: DbOrTx): Promise<void> {
  await db
    .insert(modules)
    .values(MODULE_KEYS.map((moduleKey) => ({ moduleKey, name: MODULE_NAMES[moduleKey] })))
    .onConflictDoNothing({ target: modules.moduleKey });
}

/** Returns true when the demo data was created, false when it already existed. One transaction. */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await upsertModules(tx);
    const existing = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY_NAME)).limit(1);
    if (existing.length > 0) return false;

    // One argon2id hash for every demo account: seeding stays fast.
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    const [demo, onboarding] = await tx
      .insert(companies)
      .values([
        { name: DEMO_COMPANY_NAME, planKey: 'pro', billingState: 'active', contactEmail: 'ops@demo.test', contactPhone: '+1 555 010 0100' },
        { name: ONBOARDING_COMPANY_NAME, planKey: null, billingState: 'unpaid', contactEmail: 'billing@northwind.test', contactPhone: '+1 555 010 0200' },
      ])
      .returning({ id: companies.id });
    if (!demo || !onboarding) throw new Error('seed: companies not created');
    const companyIds = { demo: demo.id, onboarding: onboarding.id };

    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          companyId: companyIds[account.company],
          firstname: account.firstname,
          lastname: account.lastname,
          email: account.email,
          passwordHash,
          canAccessPortal: account.canAccessPortal,
          onboardingStage: account.onboarding.stage,
          onboardingNextAction: account.onboarding.nextAction,
          emailVerifiedAt: sql`now()`,
        })),
      )
      .returning({ id: users.id, email: users.email });

    const moduleRows = await tx.select({ id: modules.id, moduleKey: modules.moduleKey }).from(modules);
    // One record per user and module, granted or not (the client counts only granted ones).
    const permissionRows = created.flatMap((user) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === user.email);
      return moduleRows.map((module) => ({
        userId: user.id,
        moduleId: module.id,
        isGranted: account?.modules.includes(module.moduleKey as ModuleKey) ?? false,
      }));
    });
    if (permissionRows.length > 0) await tx.insert(userPermissions).values(permissionRows);
    return true;
  });
}
