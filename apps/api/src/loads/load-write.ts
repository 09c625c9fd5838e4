import crypto from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  LOAD_INITIAL_STATUS,
  isLoadEditable,
  loadTerms,
  stopPlace,
  type EquipmentType,
  type LatLng,
  type LoadDetail,
  type LoadInput,
  type LoadRoute,
  type LoadStatus,
  type LoadStopInput,
} from '@freight/contracts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { addresses, equipmentTypes, idCounters, loadStops, loads, orders, warehouses } from '../db/schema';
import { iso, orNull } from '../http';
import { splitTotals } from './subloads';

/**
 * The load's own storage: add-load, load-detail(-loadId), load-update, remove-load. A load's origin, destination
 * and first pickup / last delivery windows are copies of its stops (the lists filter on them without joins), so
 * every write sets both in one transaction.
 */

const SHARE_CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A public tracking code (the seed's alphabet: no look-alike characters). */
export function newShareCode(length = 12): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (byte) => SHARE_CODE_ALPHABET[byte % SHARE_CODE_ALPHABET.length]).join('');
}

/** The next human load id of a company (id_counters, kind `load`; the first is L-100001); sub-loads too. */
export async function nextLoadId(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .insert(idCounters)
    .values({ companyId, kind: 'load', value: 100_001 })
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`${idCounters.value} + 1` } })
    .returning({ value: idCounters.value });
  return `L-${row!.value}`;
}

/**
 * The columns of `loads` that follow from the input (its terms and the copies of its first and last stops, their
 * positions included when the stops have them: routeLoad fills them). `distanceMiles`: the route's, when known.
 */
export function loadColumns(input: LoadInput, distanceMiles: number | null = null) {
  const firstPickup = input.stops.find((stop) => stop.type === 'pickup')!;
  const lastDelivery = [...input.stops].reverse().find((stop) => stop.type === 'delivery')!;
  return {
    distanceMiles,
    originLat: firstPickup.lat ?? null,
    originLng: firstPickup.lng ?? null,
    destinationLat: lastDelivery.lat ?? null,
    destinationLng: lastDelivery.lng ?? null,
    mode: input.mode ?? 'FTL',
    equipmentTypeId: input.equipmentTypeId ?? null,
    commodity: input.commodity,
    weight: input.weight,
    weightUnit: input.weightUnit ?? 'lbs',
    pallets: input.pallets ?? null,
    pieces: input.pieces ?? null,
    isHazmat: input.isHazmat ?? false,
    temperatureMinF: input.temperatureMinF ?? null,
    temperatureMaxF: input.temperatureMaxF ?? null,
    rate: input.rate ?? null,
    currency: input.currency ?? 'USD',
    referenceNumber: orNull(input.referenceNumber),
    poNumber: orNull(input.poNumber),
    specialInstructions: orNull(input.specialInstructions),
    originCity: firstPickup.city,
    originState: firstPickup.state,
    originCountry: firstPickup.country ?? 'USA',
    destinationCity: lastDelivery.city,
    destinationState: lastDelivery.state,
    destinationCountry: lastDelivery.country ?? 'USA',
    pickupStart: new Date(firstPickup.windowStart),
    pickupEnd: new Date(firstPickup.windowEnd),
    deliveryStart: new Date(lastDelivery.windowStart),
    deliveryEnd: new Date(lastDelivery.windowEnd),
  };
}

export const stopRows = (companyId: string, loadId: string, stops: LoadStopInput[]) =>
  stops.map((stop, index) => ({
    companyId,
    loadId,
    seq: index + 1,
    type: stop.type,
    addressId: stop.addressId ?? null,
    warehouseId: stop.warehouseId ?? null,
    name: stop.name,
    street1: stop.street1,
    city: stop.city,
    state: stop.state,
    postalCode: stop.postalCode,
    country: stop.country ?? 'USA',
    lat: stop.lat ?? null,
    lng: stop.lng ?? null,
    windowStart: new Date(stop.windowStart),
    windowEnd: new Date(stop.windowEnd),
    appointmentRef: orNull(stop.appointmentRef),
    contactName: orNull(stop.contactName),
    contactPhone: orNull(stop.contactPhone),
    notes: orNull(stop.notes),
  }));

export interface LoadReferences {
  equipment: boolean;
  /** The company's own addresses and warehouses among those referenced, with their positions (null: not geocoded). */
  addresses: ReadonlyMap<string, LatLng | null>;
  warehouses: ReadonlyMap<string, LatLng | null>;
}

export type LoadUpdateOutcome = { kind: 'updated' } | { kind: 'notFound' } | { kind: 'notEditable'; status: LoadStatus };
export type LoadRemoveOutcome = 'removed' | 'notFound' | 'hasOrder';

export function createLoadWriteRepository(db: Db) {
  /** One load as the API shows it, or null; `companyId` sees the loads it owns or carries. */
  async function detail(db: DbOrTx, companyId: string, where: { id: string } | { loadId: string }): Promise<LoadDetail | null> {
    const visible = or(eq(loads.companyId, companyId), eq(loads.carrierCompanyId, companyId));
    const match = 'id' in where ? eq(loads.id, where.id) : eq(loads.loadId, where.loadId);
    // A human id is unique per company: the owner's own load comes first, then one it carries.
    const [row] = await db
      .select({
        load: loads,
        equipment: { id: equipmentTypes.id, key: equipmentTypes.key, name: equipmentTypes.name },
        subloadCount: sql<number>`(select count(*)::int from loads as sub where sub.parent_id = ${loads.id})`,
      })
      .from(loads)
      .leftJoin(equipmentTypes, eq(equipmentTypes.id, loads.equipmentTypeId))
      .where(and(match, visible))
      .orderBy(sql`(${loads.companyId} = ${companyId}) desc`)
      .limit(1);
    if (!row) return null;
    const load = row.load;
    const stops = await db.select().from(loadStops).where(eq(loadStops.loadId, load.id)).orderBy(asc(loadStops.seq));
    const status = load.status as LoadStatus;
    return {
      _id: load.id,
      loadId: load.loadId,
      parentId: load.parentId,
      status,
      editable: load.companyId === companyId && isLoadEditable(status),
      mode: load.mode,
      equipment: row.equipment ? { _id: row.equipment.id, key: row.equipment.key, name: row.equipment.name } : null,
      ...loadTerms(load),
      weightUnit: load.weightUnit,
      currency: load.currency as LoadDetail['currency'],
      distanceMiles: load.distanceMiles,
      isBroadcast: load.isBroadcast,
      carrierCompanyId: load.carrierCompanyId,
      truckerId: load.truckerId,
      subloadCount: Number(row.subloadCount),
      stops: stops.map((stop) => ({
        _id: stop.id,
        seq: stop.seq,
        type: stop.type as 'pickup' | 'delivery',
        ...stopPlace(stop),
        country: stop.country,
        windowStart: iso(stop.windowStart),
        windowEnd: iso(stop.windowEnd),
      })),
      createdAt: iso(load.createdAt),
      updatedAt: iso(load.updatedAt),
    };
  }

  return {
    detail: (companyId: string, id: string) => detail(db, companyId, { id }),
    detailByLoadId: (companyId: string, loadId: string) => detail(db, companyId, { loadId }),

    /** The sub-load totals around the company's load (load-update's checks; subloads.ts). */
    splitTotals: (companyId: string, id: string) => splitTotals(db, companyId, id),

    /** The status of the company's load, or null. */
    async status(companyId: string, id: string): Promise<LoadStatus | null> {
      const [row] = await db
        .select({ status: loads.status })
        .from(loads)
        .where(and(eq(loads.id, id), eq(loads.companyId, companyId)));
      return row ? (row.status as LoadStatus) : null;
    },

    /** Whether the company owns the load (writes are the owner's only). */
    async owns(companyId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: loads.id })
        .from(loads)
        .where(and(eq(loads.id, id), eq(loads.companyId, companyId)));
      return row !== undefined;
    },

    /**
     * Which of the referenced equipment, addresses and warehouses exist for the company (input checks), with the
     * positions of the addresses and warehouses (a stop taken from them without lat/lng gets theirs).
     */
    async references(companyId: string, input: LoadInput): Promise<LoadReferences> {
      const addressIds = input.stops.flatMap((stop) => (stop.addressId ? [stop.addressId] : []));
      const warehouseIds = input.stops.flatMap((stop) => (stop.warehouseId ? [stop.warehouseId] : []));
      const [equipment, ownAddresses, ownWarehouses] = await Promise.all([
        input.equipmentTypeId ? db.select({ id: equipmentTypes.id }).from(equipmentTypes).where(eq(equipmentTypes.id, input.equipmentTypeId)) : [],
        addressIds.length
          ? db
              .select({ id: addresses.id, lat: addresses.lat, lng: addresses.lng })
              .from(addresses)
              .where(and(eq(addresses.companyId, companyId), inArray(addresses.id, addressIds)))
          : [],
        warehouseIds.length
          ? db
              .select({ id: warehouses.id, lat: warehouses.lat, lng: warehouses.lng })
              .from(warehouses)
              .where(and(eq(warehouses.companyId, companyId), inArray(warehouses.id, warehouseIds)))
          : [],
      ]);
      const positions = (rows: Array<{ id: string; lat: number | null; lng: number | null }>) =>
        new Map(rows.map((row) => [row.id, row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null] as const));
      return { equipment: equipment.length > 0, addresses: positions(ownAddresses), warehouses: positions(ownWarehouses) };
    },

    /** `input`'s stops carry the positions routeLoad found; `route` its distance (answered with the load). */
    async create(companyId: string, userId: string, input: LoadInput, route?: LoadRoute, parentId: string | null = null): Promise<LoadDetail> {
      const id = await db.transaction(async (tx) => {
        const loadId = await nextLoadId(tx, companyId);
        const [row] = await tx
          .insert(loads)
          .values({
            companyId,
            loadId,
            parentId,
            createdBy: userId,
            status: LOAD_INITIAL_STATUS,
            shareCode: newShareCode(),
            ...loadColumns(input, route?.distanceMiles ?? null),
          })
          .returning({ id: loads.id });
        await tx.insert(loadStops).values(stopRows(companyId, row!.id, input.stops));
        return row!.id;
      });
      const created = (await detail(db, companyId, { id }))!;
      return route ? { ...created, route } : created;
    },

    /** Replaces the load's terms and stops, under a row lock so a concurrent tender cannot slip in between. */
    async update(companyId: string, id: string, input: LoadInput, route?: LoadRoute): Promise<LoadUpdateOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: loads.status })
          .from(loads)
          .where(and(eq(loads.id, id), eq(loads.companyId, companyId)))
          .for('update');
        if (!current) return { kind: 'notFound' } as const;
        const status = current.status as LoadStatus;
        if (!isLoadEditable(status)) return { kind: 'notEditable', status } as const;
        await tx
          .update(loads)
          .set({ ...loadColumns(input, route?.distanceMiles ?? null), updatedAt: new Date() })
          .where(eq(loads.id, id));
        await tx.delete(loadStops).where(eq(loadStops.loadId, id));
        await tx.insert(loadStops).values(stopRows(companyId, id, input.stops));
        return { kind: 'updated' } as const;
      });
    },

    /** Deletes the load (its stops, quotes and sub-loads go with it) unless an order exists for it or a sub-load. */
    async remove(companyId: string, id: string): Promise<LoadRemoveOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: loads.id })
          .from(loads)
          .where(and(eq(loads.id, id), eq(loads.companyId, companyId)))
          .for('update');
        if (!current) return 'notFound';
        // Its sub-loads go with it (on delete cascade): an order on one of them refuses the removal too.
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(inArray(orders.loadId, sql`(select ${loads.id} from ${loads} where ${loads.id} = ${id} or ${loads.parentId} = ${id})`))
          .limit(1);
        if (order) return 'hasOrder';
        await tx.delete(loads).where(eq(loads.id, id));
        return 'removed';
      });
    },

    async equipmentList(): Promise<EquipmentType[]> {
      const rows = await db.select().from(equipmentTypes).orderBy(asc(equipmentTypes.sortOrder), asc(equipmentTypes.name));
      return rows.map((row) => ({
        _id: row.id,
        key: row.key,
        name: row.name,
        description: row.description,
        maxWeightLbs: row.maxWeightLbs,
        lengthFt: row.lengthFt,
      }));
    },
  };
}

export type LoadWriteRepository = ReturnType<typeof createLoadWriteRepository>;
