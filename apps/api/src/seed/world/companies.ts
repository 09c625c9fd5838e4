import { eq, inArray } from 'drizzle-orm';
import { MODULE_KEYS } from '@freight/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, companyCarrierDetails, modules, userPermissions, users } from '../../db/schema';
import type { Random } from '../random';
import { CARRIER_COMPANIES, DAY, DEMO_LOGO_URL } from './constants';
import type { WorldBuild, WorldCarriers, WorldContext } from './context';

/**
 * The companies: Demo Freight Co.'s own details, the two carrier companies of its network with what they declare,
 * their dispatchers (with every module) and the partnerships.
 */

export async function seedCompanies(db: DbOrTx, rng: Random, now: number, context: WorldContext): Promise<WorldCarriers> {
  await updateDemoCompany(db, now, context.demoCompanyId);
  const interstateId = rng.uuid();
  const mapleId = rng.uuid();
  await insertCarrierCompanies(db, now, interstateId, mapleId);
  await insertCarrierDetails(db, now, interstateId, mapleId);
  const interstateUserId = rng.uuid();
  const mapleUserId = rng.uuid();
  const carriers = { interstateId, mapleId, interstateUserId, mapleUserId };
  await insertDispatchers(db, now, context, carriers);
  return carriers;
}

export function addCarrierPartners({ rng, now, demo, carriers: { interstateId, mapleId }, rows }: WorldBuild): void {
  rows.partners.push(
    { id: rng.uuid(), companyId: demo, carrierCompanyId: interstateId, status: 'active', createdAt: new Date(now - 110 * DAY) },
    { id: rng.uuid(), companyId: demo, carrierCompanyId: mapleId, status: 'active', createdAt: new Date(now - 95 * DAY) },
  );
}

async function updateDemoCompany(db: DbOrTx, now: number, demo: string): Promise<void> {
  await db
    .update(companies)
    .set({
      companyType: 'both',
      country: 'USA',
      logoUrl: DEMO_LOGO_URL,
      website: 'https://demo-freight.test',
      dotNumber: '2847193',
      mcNumber: 'MC-918273',
      planRenewsAt: new Date(now + 20 * DAY),
      paymentCustomerId: 'cus_sandbox_demo',
      defaults: { equipment: 'dry_van', currency: 'USD', weightUnit: 'lbs', pickupHours: '08:00-16:00', location: 'USA' },
    })
    .where(eq(companies.id, demo));
}

async function insertCarrierCompanies(db: DbOrTx, now: number, interstateId: string, mapleId: string): Promise<void> {
  await db.insert(companies).values([
    {
      id: interstateId,
      name: CARRIER_COMPANIES.interstate.name,
      companyType: 'carrier',
      planKey: 'pro',
      billingState: 'active',
      contactEmail: CARRIER_COMPANIES.interstate.email,
      contactPhone: '+1 317-555-0142',
      website: 'https://interstate-haulers.test',
      country: 'USA',
      dotNumber: '3124587',
      mcNumber: 'MC-1098234',
      planRenewsAt: new Date(now + 11 * DAY),
      paymentCustomerId: 'cus_sandbox_interstate',
      createdAt: new Date(now - 120 * DAY),
    },
    {
      id: mapleId,
      name: CARRIER_COMPANIES.maple.name,
      companyType: 'carrier',
      planKey: 'starter',
      billingState: 'active',
      contactEmail: CARRIER_COMPANIES.maple.email,
      contactPhone: '+1 905-555-0177',
      website: 'https://mapleleaf-freight.test',
      country: 'CANADA',
      dotNumber: 'ON-NSC-447120',
      planRenewsAt: new Date(now + 4 * DAY),
      paymentCustomerId: 'cus_sandbox_maple',
      createdAt: new Date(now - 100 * DAY),
    },
  ]);
}

async function insertCarrierDetails(db: DbOrTx, now: number, interstateId: string, mapleId: string): Promise<void> {
  // What the two carriers declare on /setting/businessDetails?type=carrier (shown to the shipper on
  // /carrierdetail). No random draws, so the rest of the world is unchanged; Maple's insurance has lapsed (the page's
  // "expired" warning), dates are offsets from the moment of seeding like every other time here.
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await db.insert(companyCarrierDetails).values([
    {
      companyId: interstateId,
      insuranceCarrier: 'Hoosier Freight Insurance Co.',
      insurancePolicyNumber: 'HFI-AL-448120',
      insuranceExpiresOn: day(210),
      cargoInsuranceAmount: 100_000,
      liabilityInsuranceAmount: 1_000_000,
      equipmentKeys: ['dry_van', 'reefer', 'flatbed'],
      // Not IL: e2e settings.spec.ts adds IL to Interstate's service area and sees it listed.
      serviceArea: ['IN', 'OH', 'MI', 'KY', 'TN', 'TX'],
      preferredLanes: [
        { originState: 'IL', originCity: 'Chicago', destinationState: 'TX', destinationCity: 'Dallas' },
        { originState: 'IN', originCity: 'Indianapolis', destinationState: 'OH', destinationCity: null },
      ],
    },
    {
      companyId: mapleId,
      insuranceCarrier: 'Northbridge Transport Insurance',
      insurancePolicyNumber: 'NTI-7730915',
      insuranceExpiresOn: day(-12),
      cargoInsuranceAmount: 150_000,
      liabilityInsuranceAmount: 2_000_000,
      equipmentKeys: ['dry_van', 'reefer'],
      serviceArea: ['ON', 'QC', 'NY', 'MI'],
      preferredLanes: [{ originState: 'ON', originCity: 'Toronto', destinationState: 'QC', destinationCity: 'Montreal' }],
    },
  ]);
}

async function insertDispatchers(
  db: DbOrTx,
  now: number,
  context: WorldContext,
  { interstateId, mapleId, interstateUserId, mapleUserId }: WorldCarriers,
): Promise<void> {
  await db.insert(users).values(
    (
      [
        [interstateUserId, interstateId, CARRIER_COMPANIES.interstate],
        [mapleUserId, mapleId, CARRIER_COMPANIES.maple],
      ] as const
    ).map(([id, companyId, carrier]) => ({
      id,
      companyId,
      firstname: carrier.firstname,
      lastname: carrier.lastname,
      email: carrier.email,
      passwordHash: context.passwordHash,
      canAccessPortal: true,
      onboardingStage: 'completed',
      onboardingNextAction: null,
      language: carrier.country === 'CANADA' ? 'fr' : 'en',
      emailVerifiedAt: new Date(now - 90 * DAY),
    })),
  );
  const moduleRows = await db
    .select({ id: modules.id, moduleKey: modules.moduleKey })
    .from(modules)
    .where(inArray(modules.moduleKey, [...MODULE_KEYS]));
  await db
    .insert(userPermissions)
    .values([interstateUserId, mapleUserId].flatMap((userId) => moduleRows.map((module) => ({ userId, moduleId: module.id, isGranted: true }))));
}
