import { and, eq, sql } from 'drizzle-orm';
import { LOAD_INITIAL_STATUS, isLoadEditable, type LoadInput, type LoadRoute, type LoadStatus, type SubloadInput } from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import type { Db, DbOrTx } from '../db/client';
import { loadStops, loads } from '../db/schema';
import { HttpError, badRequest } from '../plugins/envelope';
import { loadColumns, newShareCode, nextLoadId, stopRows } from './load-write';
import { statusText } from '../texts/statuses';

/**
 * Sub-loads (subload-detail, add-subload): a load split into shares, each a load of its own (`loads.parent_id`)
 * with its own stops, weight, pallets and pieces, and the parent's terms (mode, equipment, commodity, hazmat,
 * temperatures, currency, weight unit). The parent keeps its totals; its sub-loads together never hold more than
 * them (weights compared in pounds). One level only: a sub-load is not split again. A split happens while the
 * parent is editable (LOAD_EDITABLE_STATUSES), under the parent's row lock, so two concurrent splits cannot both
 * take the last share.
 */

const KG_IN_LBS = 2.204_622_621_8;
export const toLbs = (weight: number, unit: string) => (unit === 'kg' ? weight * KG_IN_LBS : weight);
export const formatAmount = (value: number, unit: string) => `${Math.round(value * 10) / 10} ${unit}`;

interface ShareTotals {
  weightLbs: number;
  pallets: number;
  pieces: number;
}

export interface SplitTotals {
  /** For a parent: what its sub-loads hold together. */
  children: ShareTotals | null;
  /** For a sub-load: its parent's totals, and what its siblings (itself left out) hold. */
  parent: { weightLbs: number; pallets: number | null; pieces: number | null } | null;
  siblings: ShareTotals;
}

/** What the sub-loads of `parentId` hold, one of them (`exceptId`) left out. */
async function heldBy(db: DbOrTx, parentId: string, exceptId?: string): Promise<ShareTotals & { count: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      weightLbs: sql<number>`coalesce(sum(case when ${loads.weightUnit} = 'kg' then ${loads.weight} * ${KG_IN_LBS} else ${loads.weight} end), 0)::float8`,
      pallets: sql<number>`coalesce(sum(${loads.pallets}), 0)::int`,
      pieces: sql<number>`coalesce(sum(${loads.pieces}), 0)::int`,
    })
    .from(loads)
    .where(and(eq(loads.parentId, parentId), exceptId ? sql`${loads.id} <> ${exceptId}` : undefined));
  return { count: Number(row!.count), weightLbs: Number(row!.weightLbs), pallets: Number(row!.pallets), pieces: Number(row!.pieces) };
}

/** The split of the company's load `id` (load-update's checks), or null when it is not the company's. */
export async function splitTotals(db: DbOrTx, companyId: string, id: string): Promise<SplitTotals | null> {
  const [load] = await db
    .select({ parentId: loads.parentId })
    .from(loads)
    .where(and(eq(loads.id, id), eq(loads.companyId, companyId)));
  if (!load) return null;
  const children = await heldBy(db, id);
  let parent: SplitTotals['parent'] = null;
  let siblings: ShareTotals = { weightLbs: 0, pallets: 0, pieces: 0 };
  if (load.parentId) {
    const [row] = await db
      .select({ weight: loads.weight, weightUnit: loads.weightUnit, pallets: loads.pallets, pieces: loads.pieces })
      .from(loads)
      .where(eq(loads.id, load.parentId));
    if (row) {
      parent = { weightLbs: toLbs(row.weight, row.weightUnit), pallets: row.pallets, pieces: row.pieces };
      siblings = await heldBy(db, load.parentId, id);
    }
  }
  return { children: children.count > 0 ? children : null, parent, siblings };
}

type ParentRow = typeof loads.$inferSelect;

/** The parent's terms with the share's own stops and amounts: the sub-load as a LoadInput (add-load's checks). */
export function subloadAsLoad(parent: ParentRow, input: SubloadInput): LoadInput {
  return {
    stops: input.stops,
    mode: parent.mode as LoadInput['mode'],
    equipmentTypeId: parent.equipmentTypeId,
    commodity: parent.commodity,
    weight: input.weight,
    weightUnit: parent.weightUnit as LoadInput['weightUnit'],
    pallets: input.pallets ?? null,
    pieces: input.pieces ?? null,
    isHazmat: parent.isHazmat,
    temperatureMinF: parent.temperatureMinF,
    temperatureMaxF: parent.temperatureMaxF,
    rate: input.rate ?? null,
    currency: parent.currency as LoadInput['currency'],
    referenceNumber: input.referenceNumber === undefined ? parent.referenceNumber : input.referenceNumber,
    poNumber: input.poNumber === undefined ? parent.poNumber : input.poNumber,
    specialInstructions: input.specialInstructions === undefined ? parent.specialInstructions : input.specialInstructions,
  };
}

/** The company's load, or null. */
export async function ownLoad(db: DbOrTx, companyId: string, id: string): Promise<ParentRow | null> {
  const [row] = await db
    .select()
    .from(loads)
    .where(and(eq(loads.id, id), eq(loads.companyId, companyId)));
  return row ?? null;
}

/** 409 when the load cannot be split (a sub-load, or not editable any more). */
export function assertSplittable(parent: Pick<ParentRow, 'parentId' | 'status'>): void {
  if (parent.parentId) throw new HttpError(409, LOAD_TEXTS.truck.subloadOfSubload());
  const status = parent.status as LoadStatus;
  if (!isLoadEditable(status)) throw new HttpError(409, LOAD_TEXTS.truck.notSplittable({ status: statusText(status) }));
}

/** 400 when the new share does not fit in what the parent's other sub-loads left. */
async function assertFits(db: DbOrTx, parent: ParentRow, share: LoadInput): Promise<void> {
  const held = await heldBy(db, parent.id);
  const errors = [];
  const parentLbs = toLbs(parent.weight, parent.weightUnit);
  if (held.weightLbs + toLbs(share.weight, parent.weightUnit) > parentLbs + 1e-6) {
    errors.push({ field: 'body.weight', message: LOAD_TEXTS.truck.subloadsTooHeavy({ weight: formatAmount(parent.weight, parent.weightUnit) }) });
  }
  if (parent.pallets !== null && held.pallets + (share.pallets ?? 0) > parent.pallets) {
    errors.push({ field: 'body.pallets', message: LOAD_TEXTS.truck.subloadsTooManyPallets({ pallets: parent.pallets }) });
  }
  if (parent.pieces !== null && held.pieces + (share.pieces ?? 0) > parent.pieces) {
    errors.push({ field: 'body.pieces', message: LOAD_TEXTS.truck.subloadsTooManyPieces({ pieces: parent.pieces }) });
  }
  if (errors.length > 0) throw badRequest(errors);
}

/**
 * Creates the sub-load under the parent's row lock: the parent is checked again (still splittable, the share still
 * fits) inside the transaction. `share` carries the stops' positions; returns the new load's uuid.
 */
export async function createSubload(db: Db, companyId: string, userId: string, parentId: string, share: LoadInput, route: LoadRoute): Promise<string> {
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .select()
      .from(loads)
      .where(and(eq(loads.id, parentId), eq(loads.companyId, companyId)))
      .for('update');
    if (!parent) throw new HttpError(404, LOAD_TEXTS.write.notFound());
    assertSplittable(parent);
    await assertFits(tx, parent, share);
    const loadId = await nextLoadId(tx, companyId);
    const [row] = await tx
      .insert(loads)
      .values({
        companyId,
        loadId,
        parentId,
        laneId: parent.laneId,
        createdBy: userId,
        status: LOAD_INITIAL_STATUS,
        shareCode: newShareCode(),
        ...loadColumns(share, route.distanceMiles),
      })
      .returning({ id: loads.id });
    await tx.insert(loadStops).values(stopRows(companyId, row!.id, share.stops));
    return row!.id;
  });
}

/** The uuids of the parent's sub-loads, oldest first. */
export async function subloadIds(db: DbOrTx, parentId: string): Promise<string[]> {
  const rows = await db.select({ id: loads.id }).from(loads).where(eq(loads.parentId, parentId)).orderBy(loads.createdAt, loads.loadId);
  return rows.map((row) => row.id);
}

export { heldBy };
