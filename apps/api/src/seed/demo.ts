import { eq, inArray, sql } from 'drizzle-orm';
import { MODULE_KEYS, type ModuleKey } from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { companies, modules, userPermissions, users } from '../db/schema';
import { hashPassword } from '../accounts';
import { upsertReferenceData } from './reference';
import { seedDemoWorld, worldExists, type WorldCounts } from './world';

/**
 * Demo data created on first start: the demo companies and accounts, then the demo world (seed/world.ts). Each
 * part is skipped when present. The reference catalogues (modules, plans, equipment types) are upserted on every
 * run.
 */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COMPANY_NAME = 'Demo Freight Co.';
export const ONBOARDING_COMPANY_NAME = 'Northwind Onboarding Inc.';

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

const DEMO_ACCOUNTS: readonly DemoAccount[] = [
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
  {
    email: 'carrier@demo.test',
    firstname: 'Kenji',
    lastname: 'Sato',
    company: 'demo',
    modules: ['dashboard', 'carrier', 'schedule'],
    canAccessPortal: true,
    onboarding: COMPLETED,
  },
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

/** Upserts the reference catalogues: modules (one row per key of @freight/contracts), plans, equipment types. */
export async function upsertModules(db: DbOrTx): Promise<void> {
  await upsertReferenceData(db);
}

export interface SeedResult {
  /** The demo companies and accounts were created by this call. */
  accounts: boolean;
  /** What the demo world got, when this call created it. */
  world: WorldCounts | null;
}

/** Creates what is missing of the demo data, in one transaction. */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await upsertReferenceData(tx);
    const accounts = await seedDemoAccounts(tx);
    const world = (await worldExists(tx)) ? null : await seedDemoWorld(tx, await worldContext(tx));
    return { accounts, world };
  });
}

async function worldContext(tx: DbOrTx) {
  const rows = await tx
    .select({ id: users.id, email: users.email, companyId: users.companyId, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'shipper@demo.test', 'carrier@demo.test']));
  const byEmail = (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`seed: demo account ${email} is missing`);
    return row;
  };
  const shipper = byEmail('shipper@demo.test');
  return {
    demoCompanyId: shipper.companyId,
    adminId: byEmail('admin@demo.test').id,
    shipperId: shipper.id,
    carrierId: byEmail('carrier@demo.test').id,
    passwordHash: shipper.passwordHash,
  };
}

/** The demo companies and the four demo accounts; false when they already exist. */
async function seedDemoAccounts(tx: DbOrTx): Promise<boolean> {
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
}
