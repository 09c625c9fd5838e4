import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_LOAD_STATUSES, type Lane, type LaneInput, type LaneUser, type LoadListItem, type Page } from '@freight/contracts';
import { selectLoadListItems, toLoadListItem } from '../loads';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { companyHas } from '../db/exists';
import { addresses, carrierPartners, laneUsers, lanes, loadStops, loads, truckers, users } from '../db/schema';
import { matchesAny } from '../db/search';
import { pageOf } from '../db/paging';
import { iso, orNull } from '../http';

/** A stop is at a lane end when in the same city and state, or within this distance of the end's address. */
const LANE_END_RADIUS_KM = 50;
const LANE_LOADS_LIMIT = 50;
const LANES_CAP = 500;

const origin = alias(addresses, 'origin');
const destination = alias(addresses, 'destination');

const laneColumns = {
  id: lanes.id,
  name: lanes.name,
  distanceMiles: lanes.distanceMiles,
  targetRate: lanes.targetRate,
  loadsPerWeek: lanes.loadsPerWeek,
  notes: lanes.notes,
  createdAt: lanes.createdAt,
  originId: origin.id,
  originName: origin.name,
  originCity: origin.city,
  originState: origin.state,
  originCountry: origin.country,
  originLat: origin.lat,
  originLng: origin.lng,
  destinationId: destination.id,
  destinationName: destination.name,
  destinationCity: destination.city,
  destinationState: destination.state,
  destinationCountry: destination.country,
  destinationLat: destination.lat,
  destinationLng: destination.lng,
  userCount: sql<number>`(select count(*)::int from ${laneUsers} where ${laneUsers.laneId} = ${lanes.id})`.mapWith(Number),
};

/** Lanes with both ends and the user count (callers add where / order / limit). */
const selectLanes = (db: Db) =>
  db
    .select(laneColumns)
    .from(lanes)
    .innerJoin(origin, eq(origin.id, lanes.originAddressId))
    .innerJoin(destination, eq(destination.id, lanes.destinationAddressId));

type LaneRow = Awaited<ReturnType<typeof selectLanes>>[number];

function toLane(row: LaneRow): Lane {
  return {
    _id: row.id,
    name: row.name,
    origin: {
      addressId: row.originId,
      name: row.originName,
      city: row.originCity,
      state: row.originState,
      country: row.originCountry,
      lat: row.originLat,
      lng: row.originLng,
    },
    destination: {
      addressId: row.destinationId,
      name: row.destinationName,
      city: row.destinationCity,
      state: row.destinationState,
      country: row.destinationCountry,
      lat: row.destinationLat,
      lng: row.destinationLng,
    },
    distanceMiles: row.distanceMiles,
    targetRate: row.targetRate,
    loadsPerWeek: row.loadsPerWeek,
    notes: row.notes,
    userCount: row.userCount,
    createdAt: iso(row.createdAt),
  };
}

/** An address a lane may use, with what the distance needs. */
export interface LaneAddress {
  id: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

export interface LaneWrite {
  input: LaneInput;
  distanceMiles: number | null;
}

/** "First Last" -> { firstname, lastname } (a trucker has one name field). */
function splitName(name: string): { firstname: string; lastname: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstname: trimmed, lastname: '' } : { firstname: trimmed.slice(0, space), lastname: trimmed.slice(space + 1).trim() };
}

/**
 * Lanes of one company (lane-manager). A lane's users are truckers (lane_users.trucker_id): the company's own and
 * those of its active carrier partners. Every method takes the caller's company first.
 */
export function createLaneRepository(db: Db) {
  const base = () => selectLanes(db);

  const find = async (companyId: string, id: string): Promise<Lane | null> => {
    const rows = await base()
      .where(and(eq(lanes.companyId, companyId), eq(lanes.id, id)))
      .limit(1);
    return rows[0] ? toLane(rows[0]) : null;
  };

  const replaceUsers = async (tx: Tx, companyId: string, laneId: string, truckerIds: readonly string[]) => {
    await tx.delete(laneUsers).where(and(eq(laneUsers.companyId, companyId), eq(laneUsers.laneId, laneId)));
    if (truckerIds.length > 0) {
      await tx.insert(laneUsers).values(truckerIds.map((truckerId) => ({ companyId, laneId, truckerId })));
    }
  };

  const columnsOf = ({ input, distanceMiles }: LaneWrite) => ({
    name: input.name.trim(),
    originAddressId: input.originAddressId,
    destinationAddressId: input.destinationAddressId,
    distanceMiles,
    targetRate: input.targetRate ?? null,
    loadsPerWeek: input.loadsPerWeek ?? null,
    notes: orNull(input.notes),
  });

  return {
    /** Whether the company has this record (one index lookup). */
    exists: (companyId: string, id: string): Promise<boolean> => companyHas(db, lanes, companyId, id),

    find,

    /** A page, newest first; `search` matches the lane's name or either end's name or city. */
    async list(companyId: string, query: { page: number; limit: number; search?: string }): Promise<Page<Lane>> {
      const filters: Array<SQL | undefined> = [eq(lanes.companyId, companyId)];
      filters.push(matchesAny(query.search, [lanes.name, origin.city, origin.name, destination.city, destination.name]));
      const where = and(...filters);
      return pageOf(query, {
        rows: (limit, offset) => base().where(where).orderBy(desc(lanes.createdAt), desc(lanes.id)).limit(limit).offset(offset),
        count: () =>
          db
            .select({ total: count() })
            .from(lanes)
            .innerJoin(origin, eq(origin.id, lanes.originAddressId))
            .innerJoin(destination, eq(destination.id, lanes.destinationAddressId))
            .where(where),
        map: toLane,
      });
    },

    /** Every lane (for pickers), by name, at most LANES_CAP. */
    async all(companyId: string): Promise<Lane[]> {
      const rows = await base().where(eq(lanes.companyId, companyId)).orderBy(asc(lanes.name), asc(lanes.id)).limit(LANES_CAP);
      return rows.map(toLane);
    },

    /** The company's addresses among `ids`. */
    async addresses(companyId: string, ids: readonly string[]): Promise<LaneAddress[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: addresses.id,
          city: addresses.city,
          state: addresses.state,
          postalCode: addresses.postalCode,
          country: addresses.country,
          lat: addresses.lat,
          lng: addresses.lng,
        })
        .from(addresses)
        .where(and(eq(addresses.companyId, companyId), inArray(addresses.id, [...ids])));
    },

    /** The ids among `truckerIds` the company may put on a lane: its own truckers and its active partners'. */
    async allowedTruckers(companyId: string, truckerIds: readonly string[]): Promise<Set<string>> {
      if (truckerIds.length === 0) return new Set();
      const partners = db
        .select({ id: carrierPartners.carrierCompanyId })
        .from(carrierPartners)
        .where(and(eq(carrierPartners.companyId, companyId), eq(carrierPartners.status, 'active')));
      const rows = await db
        .select({ id: truckers.id })
        .from(truckers)
        .where(and(inArray(truckers.id, [...truckerIds]), or(eq(truckers.companyId, companyId), inArray(truckers.companyId, partners))));
      return new Set(rows.map((row) => row.id));
    },

    /** Creates a lane and its users in one transaction. */
    async create(companyId: string, userId: string, write: LaneWrite): Promise<Lane> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(lanes)
          .values({ ...columnsOf(write), companyId, createdBy: userId })
          .returning({ id: lanes.id });
        await replaceUsers(tx, companyId, row!.id, write.input.userIds ?? []);
        return row!.id;
      });
      return (await find(companyId, id))!;
    },

    /** Replaces a lane's fields; its users too when `userIds` is given. Null when it is not the company's. */
    async update(companyId: string, id: string, write: LaneWrite): Promise<Lane | null> {
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(lanes)
          .set({ ...columnsOf(write), updatedAt: new Date() })
          .where(and(eq(lanes.companyId, companyId), eq(lanes.id, id)))
          .returning({ id: lanes.id });
        if (rows.length === 0) return false;
        if (write.input.userIds) await replaceUsers(tx, companyId, id, write.input.userIds);
        return true;
      });
      return updated ? find(companyId, id) : null;
    },

    /** Deletes a lane (its users go with it; its loads keep their stops and lose the link). */
    async remove(companyId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(lanes)
        .where(and(eq(lanes.companyId, companyId), eq(lanes.id, id)))
        .returning({ id: lanes.id });
      return deleted.length > 0;
    },

    /** The lane's truckers, by name. */
    async users(companyId: string, laneId: string): Promise<LaneUser[]> {
      const rows = await db
        .select({
          id: truckers.id,
          name: truckers.name,
          email: truckers.email,
          userFirstname: users.firstname,
          userLastname: users.lastname,
          userEmail: users.email,
        })
        .from(laneUsers)
        .innerJoin(truckers, eq(truckers.id, laneUsers.truckerId))
        .leftJoin(users, eq(users.id, truckers.userId))
        .where(and(eq(laneUsers.companyId, companyId), eq(laneUsers.laneId, laneId)))
        .orderBy(asc(truckers.name), asc(truckers.id));
      return rows.map((row) => {
        const names = row.userFirstname ? { firstname: row.userFirstname, lastname: row.userLastname ?? '' } : splitName(row.name);
        return { _id: row.id, ...names, email: row.userEmail ?? row.email ?? '' };
      });
    },

    /**
     * The company's loads on a lane: picked up near its origin and delivered near its destination (same city and
     * state, or within LANE_END_RADIUS_KM), or linked to it (loads.lane_id); newest first, at most LANE_LOADS_LIMIT.
     */
    async loads(companyId: string, lane: Lane, which: 'past' | 'current'): Promise<LoadListItem[]> {
      const nearEnd = (type: 'pickup' | 'delivery', end: Lane['origin']) => {
        const sameCity = sql`(lower(${loadStops.city}) = lower(${end.city}) and lower(${loadStops.state}) = lower(${end.state}))`;
        const within =
          end.lat === null || end.lng === null
            ? sql`false`
            : sql`(${loadStops.lat} is not null and 2 * 6371.0088 * asin(least(1, sqrt(
                power(sin(radians(${loadStops.lat} - ${end.lat}::float8) / 2), 2)
                + cos(radians(${end.lat}::float8)) * cos(radians(${loadStops.lat}))
                * power(sin(radians(${loadStops.lng} - ${end.lng}::float8) / 2), 2)))) <= ${LANE_END_RADIUS_KM})`;
        return sql`exists (select 1 from ${loadStops} where ${loadStops.loadId} = ${loads.id} and ${loadStops.type} = ${type}
          and (${sameCity} or ${within}))`;
      };
      const statusFilter = which === 'past' ? inArray(loads.status, [...CLOSED_LOAD_STATUSES]) : notInArray(loads.status, [...CLOSED_LOAD_STATUSES]);
      const rows = await selectLoadListItems(db)
        .where(
          and(
            eq(loads.companyId, companyId),
            statusFilter,
            or(eq(loads.laneId, lane._id), and(nearEnd('pickup', lane.origin), nearEnd('delivery', lane.destination))),
          ),
        )
        .orderBy(desc(loads.createdAt), desc(loads.id))
        .limit(LANE_LOADS_LIMIT);
      return rows.map(toLoadListItem);
    },
  };
}

export type LaneRepository = ReturnType<typeof createLaneRepository>;
