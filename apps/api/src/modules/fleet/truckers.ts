import { and, asc, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page, Trucker, TruckerInput, TruckerKind, TruckerStatus, LocationCode } from '@freight/contracts';
import type { Db } from '../../db/client';
import { equipmentTypes, truckerEquipment, truckers } from '../../db/schema';
import { matchesAny } from '../../db/search';
import { pageOf } from '../../db/paging';
import { iso, isoOrNull } from '../../http';

/** The truck repository of the fleet module (user-manager truck calls; docs/modules/fleet.md, "Trucks (API)"). */

/** Load, order and assignment statuses in which a truck carries (or is about to carry) the freight. */
export const LIVE_LOAD_STATUSES = ['assigned', 'in_transit'] as const;
export const LIVE_ORDER_STATUSES = ['accepted', 'assigned', 'in_transit'] as const;
export const LIVE_ORDER_DETAIL_STATUSES = ['assigned', 'at_pickup', 'in_transit', 'at_delivery'] as const;

type Row = typeof truckers.$inferSelect;

const toTrucker = (row: Row, equipment: Trucker['equipment']): Trucker => ({
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
  homeCity: row.homeCity,
  homeState: row.homeState,
  country: row.country as LocationCode,
  equipment,
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

/** The stored columns of an input ('' and undefined optional texts become null; upper-case codes). */
function columnsOf(input: TruckerInput) {
  const text = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
  const upper = (value: string | null | undefined) => text(value)?.toUpperCase() ?? null;
  return {
    kind: input.kind ?? 'truck',
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
    year: input.year ?? null,
    capacityLbs: input.capacityLbs ?? null,
    dotNumber: text(input.dotNumber),
    mcNumber: text(input.mcNumber),
    status: input.status ?? 'available',
    homeCity: text(input.homeCity),
    homeState: upper(input.homeState),
    country: input.country ?? 'USA',
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

  const withEquipment = async (rows: Row[]) => {
    const equipment = await equipmentOf(rows.map((row) => row.id));
    return rows.map((row) => toTrucker(row, equipment.get(row.id) ?? []));
  };

  const own = (companyId: string, id: string) => and(eq(truckers.companyId, companyId), eq(truckers.id, id), eq(truckers.isActive, true));

  const repository = {
    async exists(companyId: string, id: string) {
      const [row] = await db.select({ id: truckers.id }).from(truckers).where(own(companyId, id)).limit(1);
      return Boolean(row);
    },

    async find(companyId: string, id: string): Promise<Trucker | null> {
      const rows = await db.select().from(truckers).where(own(companyId, id)).limit(1);
      return (await withEquipment(rows))[0] ?? null;
    },

    async list(
      companyId: string,
      query: { page: number; limit: number; search?: string; kind?: TruckerKind; status?: TruckerStatus; equipmentId?: string },
    ): Promise<Page<Trucker>> {
      const filters: Array<SQL | undefined> = [
        eq(truckers.companyId, companyId),
        eq(truckers.isActive, true),
        query.kind ? eq(truckers.kind, query.kind) : undefined,
        query.status ? eq(truckers.status, query.status) : undefined,
        query.equipmentId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(truckerEquipment)
                .where(and(eq(truckerEquipment.truckerId, truckers.id), eq(truckerEquipment.equipmentTypeId, query.equipmentId))),
            )
          : undefined,
        matchesAny(query.search, [truckers.name, truckers.truckNumber, truckers.trailerNumber, truckers.plateNumber, truckers.vin, truckers.make, truckers.model, truckers.homeCity, truckers.phone, truckers.email]),
      ];
      const where = and(...filters);
      return pageOf(query, {
        rows: async (limit, offset) => withEquipment(await db.select().from(truckers).where(where).orderBy(asc(truckers.truckNumber), asc(truckers.id)).limit(limit).offset(offset)),
        count: () => db.select({ total: count() }).from(truckers).where(where),
        map: (item: Trucker) => item,
      });
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
        const [row] = await tx.insert(truckers).values({ companyId, ...columnsOf(input) }).returning({ id: truckers.id });
        await tx.insert(truckerEquipment).values(input.equipmentIds.map((equipmentTypeId) => ({ companyId, truckerId: row!.id, equipmentTypeId })));
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
        return true;
      });
      return done ? repository.find(companyId, id) : null;
    },

    /** The reference (load or order id) of a live load the truck carries, or null. */
    async liveLoadOf(id: string): Promise<string | null> {
      const result = await db.execute<{ ref: string }>(sql`
        select l.load_id as ref from loads l where l.trucker_id = ${id} and l.status in (${sql.join(LIVE_LOAD_STATUSES.map((s) => sql`${s}`), sql`, `)})
        union all
        select o.order_id from orders o where o.trucker_id = ${id} and o.status in (${sql.join(LIVE_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)})
        union all
        select o.order_id from order_details d join orders o on o.id = d.order_id
          where d.trucker_id = ${id} and d.status in (${sql.join(LIVE_ORDER_DETAIL_STATUSES.map((s) => sql`${s}`), sql`, `)})
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
