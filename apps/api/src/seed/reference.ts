import { sql } from 'drizzle-orm';
import { MODULE_KEYS, type EquipmentKey, type ModuleKey, type PlanKey } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { equipmentTypes, modules, plans } from '../db/schema';

/** Reference catalogues (not tenant data): upserted on every start, so a new entry reaches existing databases. */

const MODULE_NAMES: Record<ModuleKey, string> = {
  dashboard: 'Dashboard',
  purchaseOrders: 'Purchase Orders',
  address: 'Address Book',
  carrier: 'Carrier',
  schedule: 'Schedule',
  salesOrders: 'Sales Orders',
};

export const PLANS: ReadonlyArray<{
  key: PlanKey;
  name: string;
  description: string;
  priceCents: number;
  maxUsers: number | null;
  maxTrucks: number | null;
  sortOrder: number;
  features: readonly string[];
}> = [
  {
    key: 'starter',
    name: 'Starter',
    description: 'For small fleets and shippers getting started.',
    priceCents: 4_900,
    maxUsers: 3,
    maxTrucks: 10,
    sortOrder: 1,
    features: ['Loads and quotes', 'Address book and lanes', 'Up to 10 trucks', 'E-mail support'],
  },
  {
    key: 'pro',
    name: 'Professional',
    description: 'For growing shippers and carriers.',
    priceCents: 14_900,
    maxUsers: 25,
    maxTrucks: 100,
    sortOrder: 2,
    features: ['Everything in Starter', 'Purchase orders and container tracking', 'Sales orders and ERP', 'Up to 100 trucks'],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    description: 'Unlimited users and trucks, SSO and a dedicated manager.',
    priceCents: 39_900,
    maxUsers: null,
    maxTrucks: null,
    sortOrder: 3,
    features: ['Everything in Professional', 'Unlimited users and trucks', 'Single sign-on', 'Dedicated account manager'],
  },
];

export const EQUIPMENT_TYPES: ReadonlyArray<{ key: EquipmentKey; name: string; maxWeightLbs: number; lengthFt: number | null; description: string }> = [
  { key: 'dry_van', name: 'Dry Van 53 ft', maxWeightLbs: 45_000, lengthFt: 53, description: 'Enclosed trailer for general freight' },
  { key: 'reefer', name: 'Reefer 53 ft', maxWeightLbs: 43_500, lengthFt: 53, description: 'Temperature-controlled trailer' },
  { key: 'flatbed', name: 'Flatbed 48 ft', maxWeightLbs: 48_000, lengthFt: 48, description: 'Open deck for steel, lumber, machinery' },
  { key: 'step_deck', name: 'Step Deck 48 ft', maxWeightLbs: 46_000, lengthFt: 48, description: 'Drop deck for tall loads' },
  { key: 'conestoga', name: 'Conestoga 53 ft', maxWeightLbs: 44_000, lengthFt: 53, description: 'Flatbed with a rolling tarp system' },
  { key: 'lowboy', name: 'Lowboy / RGN', maxWeightLbs: 40_000, lengthFt: 29, description: 'Heavy equipment' },
  { key: 'power_only', name: 'Power Only', maxWeightLbs: 45_000, lengthFt: null, description: 'Tractor pulling the shipper’s trailer' },
  { key: 'box_truck', name: 'Box Truck 26 ft', maxWeightLbs: 10_000, lengthFt: 26, description: 'Straight truck for local and LTL' },
  { key: 'hotshot', name: 'Hotshot 40 ft', maxWeightLbs: 16_500, lengthFt: 40, description: 'Expedited partial loads' },
  { key: 'tanker', name: 'Tanker', maxWeightLbs: 45_000, lengthFt: 42, description: 'Bulk liquids' },
  { key: 'container_chassis', name: 'Container Chassis', maxWeightLbs: 44_000, lengthFt: 40, description: 'Port drayage of ocean containers' },
];

export type { EquipmentKey };

export async function upsertReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(modules)
    .values(MODULE_KEYS.map((moduleKey) => ({ moduleKey, name: MODULE_NAMES[moduleKey] })))
    .onConflictDoNothing({ target: modules.moduleKey });
  await db
    .insert(plans)
    .values(PLANS.map((plan) => ({ ...plan, features: [...plan.features], currency: 'USD', interval: 'month' })))
    .onConflictDoUpdate({
      target: plans.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceCents: sql`excluded.price_cents`,
        features: sql`excluded.features`,
        maxUsers: sql`excluded.max_users`,
        maxTrucks: sql`excluded.max_trucks`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await db
    .insert(equipmentTypes)
    .values(EQUIPMENT_TYPES.map((type, index) => ({ ...type, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: equipmentTypes.key });
}
