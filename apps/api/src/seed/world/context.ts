import type {
  activityLogs,
  addresses,
  carrierPartners,
  chatMessages,
  checkoutSessions,
  containerEtaChanges,
  containerMilestones,
  containerPositions,
  containers,
  emailOutbox,
  favourites,
  laneUsers,
  lanes,
  notifications,
  products,
  purchaseOrderLines,
  purchaseOrders,
  salesOrderLines,
  salesOrders,
  shipmentLabels,
  truckerEquipment,
  truckers,
  warehouseInventory,
  warehouses,
} from '../../db/schema';
import { round } from '../../reference/geo';
import { AREA_CODES, FIRST_NAMES, LAST_NAMES, STREET_NAMES, STREET_SUFFIXES } from '../../reference/names';
import type { Random } from '../random';
import type { EquipmentKey } from '../reference';

/**
 * What every step of the demo world shares: the seeded generator (one, drawn from in a fixed order: moving a draw
 * changes everything after it), the seeding time, who the companies and accounts are, and the rows made so far.
 */

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface WorldContext {
  demoCompanyId: string;
  adminId: string;
  shipperId: string;
  carrierId: string;
  /** Hash of the demo password (reused for the carrier companies' dispatchers). */
  passwordHash: string;
}

/** The two carrier companies and their dispatchers. */
export interface WorldCarriers {
  interstateId: string;
  mapleId: string;
  interstateUserId: string;
  mapleUserId: string;
}

export interface WorldBuild {
  rng: Random;
  /** Seeding time (ms, to the minute): every time in the world is an offset from it. */
  now: number;
  /** Demo Freight Co. */
  demo: string;
  context: WorldContext;
  carriers: WorldCarriers;
  equipmentIds: Record<EquipmentKey, string>;
  /** Rows made so far, inserted together at the end (insert.ts). */
  rows: WorldRows;
}

export function emptyRows() {
  return {
    partners: [] as Insert<typeof carrierPartners>[],
    products: [] as Insert<typeof products>[],
    addresses: [] as Insert<typeof addresses>[],
    warehouses: [] as Insert<typeof warehouses>[],
    inventory: [] as Insert<typeof warehouseInventory>[],
    truckers: [] as Insert<typeof truckers>[],
    truckerEquipment: [] as Insert<typeof truckerEquipment>[],
    lanes: [] as Insert<typeof lanes>[],
    laneUsers: [] as Insert<typeof laneUsers>[],
    favourites: [] as Insert<typeof favourites>[],
    purchaseOrders: [] as Insert<typeof purchaseOrders>[],
    poLines: [] as Insert<typeof purchaseOrderLines>[],
    containers: [] as Insert<typeof containers>[],
    containerPositions: [] as Insert<typeof containerPositions>[],
    milestones: [] as Insert<typeof containerMilestones>[],
    etaChanges: [] as Insert<typeof containerEtaChanges>[],
    salesOrders: [] as Insert<typeof salesOrders>[],
    salesOrderLines: [] as Insert<typeof salesOrderLines>[],
    labels: [] as Insert<typeof shipmentLabels>[],
    chat: [] as Insert<typeof chatMessages>[],
    activity: [] as Insert<typeof activityLogs>[],
    notifications: [] as Insert<typeof notifications>[],
    emails: [] as Insert<typeof emailOutbox>[],
    checkouts: [] as Insert<typeof checkoutSessions>[],
  };
}
export type WorldRows = ReturnType<typeof emptyRows>;

// Made-up contact details and places, each drawn from the generator.
export const phoneFor = (rng: Random, state: string) => `+1 ${AREA_CODES[state] ?? '800'}-555-01${rng.digits(2)}`;
export const personName = (rng: Random) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
export const street = (rng: Random) => `${rng.int(100, 9800)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
export const jitter = (rng: Random, value: number) => round(value + rng.float(-0.02, 0.02), 5);
