import { and, asc, count, eq, exists, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  mcDigits,
  TRUCKER_STATUSES,
  type LocationCode,
  type Page,
  type SettableTruckerStatus,
  type Trucker,
  type TruckerInput,
  type TruckerKind,
  type TruckerLaneOption,
  type TruckerPositions,
  type TruckerStatus,
  CURRENT_ORDER_DETAIL_STATUSES,
  ON_TRUCK_LOAD_STATUSES,
  ACCEPTED_UNDELIVERED_ORDER_STATUSES,
} from '@freight/contracts';
import type { Db, Tx } from '../db/client';
import { companyHas } from '../db/exists';
import { equipmentTypes, laneUsers, lanes, truckerEquipment, truckers } from '../db/schema';
import { matchesAny } from '../db/search';
import { pageOf } from '../db/paging';
import { iso, isoOrNull } from '../http';
import { settableTruckStatus, shownTruckStatus } from './availability';

/** The truck repository of the fleet module (user-manager truck calls; docs/modules/fleet.md, "Trucks (API)"). */

type Row = typeof truckers.$inferSelect;

/** The table's columns qualified (the status's subquery has an `id` and a `status` of its own). */
const TRUCKERS = { id: sql`${truckers}.id`, status: sql`${truckers}.status` };
/**
 * A truck's columns as read for the screens: the status it shows (on_load while a load is under way: trucks.ts) and
 * the one the fleet gave it (the truck form's).
 */
const shownColumns = { ...getTableColumns(truckers), status: shownTruckStatus(TRUCKERS), settableStatus: settableTruckStatus(TRUCKERS) };
type ShownRow = Row & { settableStatus: SettableTruckerStatus };

/** The list's filters (my-trucker-list and trucker-positions: the map shows what the list shows). */
export interface TruckerFilters {
  search?: string;
  kind?: TruckerKind;
  status?: TruckerStatus;
  equipmentId?: string;
}

const toTrucker = (row: ShownRow, equipment: Trucker['equipment'], truckerLanes: Trucker['lanes']): Trucker => ({
  _id: row.id,
  companyId: row.companyId,
  kind: row.kind as TruckerKind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  truckNumber: row.truckNumber,
  trailerNumber: row.trailerNumber,
  plateNumber: row.plateNumber,
  plateState: row.plateState,
  vin: row.vin,
  make: row.make,
  model: row.model,
  year: row.year,
  capacityLbs: row.capacityLbs,
  dotNumber: row.dotNumber,
  mcNumber: row.mcNumber,
  status: row.status as TruckerStatus,
  settableStatus: row.settableStatus,
  homeCity: row.homeCity,
  homeState: row.homeState,
  country: row.country as LocationCode,
  equipment,
  insuranceExpiresOn: row.insuranceExpiresOn,
  lanes: truckerLanes,
  location:
    row.lastLat !== null && row.lastLng !== null
      ? {
          lat: row.lastLat,
          lng: row.lastLng,
          name: row.lastLocationName,
          heading: row.lastHeading,
          speedMph: row.lastSpeedMph,
          at: isoOrNull(row.lastLocationAt),
        }
      : null,
  rating: row.rating === null ? null : Number(row.rating),
  ratingCount: row.ratingCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * The stored columns an input names ('' and null optional texts become null; upper-case codes). A field the input
 * leaves out stays undefined: an update keeps its stored value (drizzle's `set` skips undefined), an insert gets the
 * column's default (null; kind truck, status available, country USA). update-trucker is a public contract: a program
 * that sends only some fields must not reset the others.
 */
function columnsOf(input: TruckerInput) {
  const given = <T, R>(value: T | null | undefined, map: (value: T) => R | null): R | null | undefined =>
    value === undefined ? undefined : value === null ? null : map(value);
  const text = (value: string | null | undefined) => given(value, (v) => (v.trim() === '' ? null : v.trim()));
  const upper = (value: string | null | undefined) => given(text(value), (v) => v.toUpperCase());
  return {
    kind: input.kind,
    name: input.name.trim(),
    email: text(input.email),
    phone: text(input.phone),
    truckNumber: input.truckNumber.trim().toUpperCase(),
    trailerNumber: upper(input.trailerNumber),
    plateNumber: upper(input.plateNumber),
    plateState: upper(input.plateState),
    vin: upper(input.vin),
    make: text(input.make),
    model: text(input.model),
    year: input.year,
    capacityLbs: input.capacityLbs,
    dotNumber: text(input.dotNumber),
    mcNumber: given(text(input.mcNumber), mcDigits),
    insuranceExpiresOn: input.insuranceExpiresOn,
    status: input.status,
    homeCity: text(input.homeCity),
    homeState: upper(input.homeState),
    country: input.country,
  };
}

export function createTruckerRepository(db: Db) {
  const equipmentOf = async (ids: string[]) => {
    const map = new Map<string, Trucker['equipment']>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ truckerId: truckerEquipment.truckerId, id: equipmentTypes.id, key: equipmentTypes.key, name: equipmentTypes.name })
      .from(truckerEquipment)
      .innerJoin(equipmentTypes, eq(equipmentTypes.id, truckerEquipment.equipmentTypeId))
      .where(inArray(truckerEquipment.truckerId, ids))
      .orderBy(asc(equipmentTypes.sortOrder), asc(equipmentTypes.name));
    for (const row of rows) {
      const list = map.get(row.truckerId) ?? [];
      list.push({ _id: row.id, key: row.key, name: row.name });
      map.set(row.truckerId, list);
    }
    return map;
  };

  /** The caller company's lanes each trucker serves (lane_users rows of the company), by name. */
  const lanesOf = async (companyId: string, ids: string[]) => {
    const map = new Map<string, Trucker['lanes']>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ truckerId: laneUsers.truckerId, id: lanes.id, name: lanes.name })
      .from(laneUsers)
      .innerJoin(lanes, eq(lanes.id, laneUsers.laneId))
      .where(and(eq(laneUsers.companyId, companyId), eq(lanes.companyId, companyId), inArray(laneUsers.truckerId, ids)))
      .orderBy(asc(lanes.name), asc(lanes.id));
    for (const row of rows) {
      const list = map.get(row.truckerId) ?? [];
      list.push({ _id: row.id, name: row.name });
      map.set(row.truckerId, list);
    }
    return map;
  };

  const withEquipment = async (companyId: string, rows: ShownRow[]) => {
    const ids = rows.map((row) => row.id);
    const [equipment, served] = await Promise.all([equipmentOf(ids), lanesOf(companyId, ids)]);
    return rows.map((row) => toTrucker(row, equipment.get(row.id) ?? [], served.get(row.id) ?? []));
  };

  const replaceLanes = async (tx: Tx, companyId: string, truckerId: string, laneIds: readonly string[] | undefined) => {
    if (laneIds === undefined) return;
    await tx.delete(laneUsers).where(and(eq(laneUsers.companyId, companyId), eq(laneUsers.truckerId, truckerId)));
    if (laneIds.length > 0) await tx.insert(laneUsers).values(laneIds.map((laneId) => ({ companyId, laneId, truckerId })));
  };

  const filtersOf = (companyId: string, query: TruckerFilters): SQL | undefined =>
    and(
      eq(truckers.companyId, companyId),
      eq(truckers.isActive, true),
      query.kind ? eq(truckers.kind, query.kind) : undefined,
      query.status ? sql`${shownTruckStatus(TRUCKERS)} = ${query.status}` : undefined,
      query.equipmentId
        ? exists(
            db
              .select({ one: sql`1` })
              .from(truckerEquipment)
              .where(and(eq(truckerEquipment.truckerId, truckers.id), eq(truckerEquipment.equipmentTypeId, query.equipmentId))),
          )
        : undefined,
      matchesAny(query.search, [
        truckers.name,
        truckers.truckNumber,
        truckers.trailerNumber,
        truckers.plateNumber,
        truckers.vin,
        truckers.make,
        truckers.model,
        truckers.homeCity,
        truckers.phone,
        truckers.email,
      ]),
    );

  const own = (companyId: string, id: string) => and(eq(truckers.companyId, companyId), eq(truckers.id, id), eq(truckers.isActive, true));

  const repository = {
    exists: (companyId: string, id: string): Promise<boolean> => companyHas(db, truckers, companyId, id, eq(truckers.isActive, true)),

    async find(companyId: string, id: string): Promise<Trucker | null> {
      const rows = await db.select(shownColumns).from(truckers).where(own(companyId, id)).limit(1);
      return (await withEquipment(companyId, rows))[0] ?? null;
    },

    async list(companyId: string, query: { page: number; limit: number } & TruckerFilters): Promise<Page<Trucker>> {
      const where = filtersOf(companyId, query);
      return pageOf(query, {
        rows: async (limit, offset) =>
          withEquipment(
            companyId,
            await db.select(shownColumns).from(truckers).where(where).orderBy(asc(truckers.truckNumber), asc(truckers.id)).limit(limit).offset(offset),
          ),
        count: () => db.select({ total: count() }).from(truckers).where(where),
        map: (item: Trucker) => item,
      });
    },

    /** The truckers serving one of the company's lanes (its lane_users rows: own trucks and partners'), by unit. */
    async listByLane(companyId: string, query: { page: number; limit: number; laneId: string }): Promise<Page<Trucker>> {
      const where = and(
        eq(truckers.isActive, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(laneUsers)
            .where(and(eq(laneUsers.truckerId, truckers.id), eq(laneUsers.laneId, query.laneId), eq(laneUsers.companyId, companyId))),
        ),
      );
      return pageOf(query, {
        rows: async (limit, offset) =>
          withEquipment(
            companyId,
            await db.select(shownColumns).from(truckers).where(where).orderBy(asc(truckers.truckNumber), asc(truckers.id)).limit(limit).offset(offset),
          ),
        count: () => db.select({ total: count() }).from(truckers).where(where),
        map: (item: Trucker) => item,
      });
    },

    /** Whether the lane is the company's. */
    async laneExists(companyId: string, laneId: string) {
      const [row] = await db
        .select({ id: lanes.id })
        .from(lanes)
        .where(and(eq(lanes.companyId, companyId), eq(lanes.id, laneId)))
        .limit(1);
      return Boolean(row);
    },

    /** The company's lanes among `ids`. */
    async knownLanes(companyId: string, ids: readonly string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: lanes.id })
        .from(lanes)
        .where(and(eq(lanes.companyId, companyId), inArray(lanes.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Every lane of the company, by name (the carrier form's choice of lanes served). */
    async laneOptions(companyId: string): Promise<TruckerLaneOption[]> {
      const rows = await db
        .select({ _id: lanes.id, name: lanes.name })
        .from(lanes)
        .where(eq(lanes.companyId, companyId))
        .orderBy(asc(lanes.name), asc(lanes.id));
      return rows;
    },

    /**
     * The map's trucks with the list's filters, unpaged, as small rows `[id, lat, lng, status index, unit]`: one
     * query of five columns (10,000 trucks in a few tens of milliseconds); those without a position are counted.
     */
    async positions(companyId: string, query: TruckerFilters): Promise<TruckerPositions> {
      const where = filtersOf(companyId, query);
      const rows = await db
        .select({ id: truckers.id, lat: truckers.lastLat, lng: truckers.lastLng, status: shownTruckStatus(TRUCKERS), unit: truckers.truckNumber })
        .from(truckers)
        .where(where)
        .orderBy(asc(truckers.truckNumber), asc(truckers.id));
      const items: TruckerPositions['items'] = [];
      let unplaced = 0;
      for (const row of rows) {
        if (row.lat === null || row.lng === null) unplaced += 1;
        else items.push([row.id, row.lat, row.lng, Math.max(0, TRUCKER_STATUSES.indexOf(row.status as TruckerStatus)), row.unit]);
      }
      return { items, unplaced };
    },

    /** Another active truck of the company with this unit number (not `exceptId`). */
    async unitTaken(companyId: string, truckNumber: string, exceptId?: string) {
      const rows = await db
        .select({ id: truckers.id })
        .from(truckers)
        .where(and(eq(truckers.companyId, companyId), sql`upper(${truckers.truckNumber}) = ${truckNumber.trim().toUpperCase()}`))
        .limit(2);
      return rows.some((row) => row.id !== exceptId);
    },

    async knownEquipment(ids: string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db.select({ id: equipmentTypes.id }).from(equipmentTypes).where(inArray(equipmentTypes.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async create(companyId: string, input: TruckerInput): Promise<Trucker> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(truckers)
          .values({ companyId, ...columnsOf(input) })
          .returning({ id: truckers.id });
        await tx.insert(truckerEquipment).values(input.equipmentIds.map((equipmentTypeId) => ({ companyId, truckerId: row!.id, equipmentTypeId })));
        await replaceLanes(tx, companyId, row!.id, input.laneIds);
        return row!.id;
      });
      return (await repository.find(companyId, id))!;
    },

    async update(companyId: string, id: string, input: TruckerInput): Promise<Trucker | null> {
      const done = await db.transaction(async (tx) => {
        const rows = await tx
          .update(truckers)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(own(companyId, id))
          .returning({ id: truckers.id });
        if (rows.length === 0) return false;
        await tx.delete(truckerEquipment).where(eq(truckerEquipment.truckerId, id));
        await tx.insert(truckerEquipment).values(input.equipmentIds.map((equipmentTypeId) => ({ companyId, truckerId: id, equipmentTypeId })));
        await replaceLanes(tx, companyId, id, input.laneIds);
        return true;
      });
      return done ? repository.find(companyId, id) : null;
    },

    /** The reference (load or order id) of a live load the truck carries, or null. */
    async liveLoadOf(id: string): Promise<string | null> {
      const result = await db.execute<{ ref: string }>(sql`
        select l.load_id as ref from loads l where l.trucker_id = ${id} and l.status in (${sql.join(
          ON_TRUCK_LOAD_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        union all
        select o.order_id from orders o where o.trucker_id = ${id} and o.status in (${sql.join(
          ACCEPTED_UNDELIVERED_ORDER_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        union all
        select o.order_id from order_details d join orders o on o.id = d.order_id
          where d.trucker_id = ${id} and d.status in (${sql.join(
            CURRENT_ORDER_DETAIL_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
        limit 1`);
      return result.rows[0]?.ref ?? null;
    },

    /** Deletes the truck (its equipment, lane places and favourites go with it; past orders keep a null truck). */
    async remove(companyId: string, id: string) {
      const rows = await db.delete(truckers).where(own(companyId, id)).returning({ id: truckers.id });
      return rows.length > 0;
    },

    /** Sets the status of every truck of `ids`, all or none: null (nothing changed) when one is not the company's. */
    async setStatus(companyId: string, ids: string[], status: TruckerStatus): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const own = and(eq(truckers.companyId, companyId), eq(truckers.isActive, true), inArray(truckers.id, ids));
        const found = await tx.select({ id: truckers.id }).from(truckers).where(own).for('update');
        if (found.length !== ids.length) return null;
        const rows = await tx.update(truckers).set({ status, updatedAt: new Date() }).where(own).returning({ id: truckers.id });
        return rows.map((row) => row.id);
      });
    },
  };
  return repository;
}
export type TruckerRepository = ReturnType<typeof createTruckerRepository>;
