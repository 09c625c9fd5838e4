import { and, eq, gte, inArray, like, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  LOAD_LIST_GROUPS,
  LOAD_STATUSES,
  LOAD_TRANSITIONS,
  ORDER_TRANSITIONS,
  statusesOfGroup,
  type BoardSource,
  type BroadcastLoadData,
  type LoadAcceptData,
  type LoadBoardData,
  type LoadBoardItem,
  type LoadBoardRequest,
  type LoadGroupCounts,
  type LoadListItem,
  type LoadsDetailsData,
  type LoadsDetailsItem,
  type LoadsDetailsRequest,
  type LoadSort,
  type LoadStatus,
  type OrderStatus,
} from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import type { TextRef } from '../texts';
import type { Db, Tx } from '../db/client';
import { containsPattern } from '../db/search';
import { carrierPartners, loadCounters, loads, orderStatusHistory, orders, quotes } from '../db/schema';
import { HttpError, badRequest, notFound, type FieldFailure } from '../plugins/envelope';
import { awardLoad } from '../shipments';
import { selectLoadListItems, toLoadListItem } from './list-projection';
import type { LoadRepository } from './repository';
import { statusText } from '../texts/statuses';

/**
 * The shipper's load list (get-all-loads-details), broadcasting (broadcast-load) and the carriers' load board
 * (search-load-by-filter, load-accept-by-fleet). docs/modules/loads.md, "Load list and load board".
 *
 * Who sees what on the board: a load is offered (broadcast) to the shipper's carrier network, the companies with an
 * `active` carrier_partners row of that shipper, never to the shipper itself and never to strangers; a load tendered
 * to a company (its live order waits for it) is seen by that company. Nothing else of another company is read.
 */

/** Statute miles: the earth's mean radius (the sphere of the haversine distance), and a degree of its great circle. */
const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360;
/** The box is widened by this share, so rounding never drops a point on the circle. */
const BOX_MARGIN = 1.001;
const LBS_PER_KG = 2.20462;

/** The statuses the board offers (a broadcast load still open), as the partial indexes spell them. */
const OPEN_FOR_BOARD = sql.raw(`('pending', 'quoted')`);

const conflict = (message: TextRef) => new HttpError(409, message);
// ------------------------------------------------------------------------------------------------ geometry

export interface Box {
  minLat: number;
  maxLat: number;
  /** null: no longitude bound (near a pole, or a box across the antimeridian). */
  minLng: number | null;
  maxLng: number | null;
}

/**
 * The latitude/longitude box that holds every point within `radiusMiles` of (lat, lng): a little larger than the
 * circle (the exact distance is checked after it), never smaller.
 */
export function boundingBox(lat: number, lng: number, radiusMiles: number): Box {
  const dLat = (radiusMiles / MILES_PER_DEGREE) * BOX_MARGIN;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const farthest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (farthest >= 89.5) return { minLat, maxLat, minLng: null, maxLng: null };
  // A degree of longitude is shortest at the box's latitude farthest from the equator: the circle fits there.
  const dLng = (radiusMiles / (MILES_PER_DEGREE * Math.cos((farthest * Math.PI) / 180))) * BOX_MARGIN;
  if (lng - dLng < -180 || lng + dLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** Great-circle (haversine) miles from a point to a row's position, in SQL. */
function milesFrom(lat: number, lng: number, latColumn: SQL, lngColumn: SQL): SQL {
  return sql`(${EARTH_RADIUS_MILES * 2} * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}::float8) / 2), 2)))))`;
}

/** Haversine in JS (tests, benchmarks). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Box bounds (index range and index-checked) then the exact distance, for one end of the load. */
function withinArea(area: { lat: number; lng: number; radiusMiles?: number }, latColumn: SQL, lngColumn: SQL, defaultRadius: number): SQL {
  const radius = area.radiusMiles ?? defaultRadius;
  const box = boundingBox(area.lat, area.lng, radius);
  const parts = [sql`${latColumn} between ${box.minLat}::float8 and ${box.maxLat}::float8`];
  if (box.minLng !== null && box.maxLng !== null) parts.push(sql`${lngColumn} between ${box.minLng}::float8 and ${box.maxLng}::float8`);
  parts.push(sql`${milesFrom(area.lat, area.lng, latColumn, lngColumn)} <= ${radius}::float8`);
  return sql.join(parts, sql` and `);
}

// ------------------------------------------------------------------------------------------------ date ranges

/** 400 for ranges that end before they start. */
function checkRanges(ranges: Array<[string, string | undefined, string | undefined]>): void {
  const errors: FieldFailure[] = [];
  for (const [field, from, to] of ranges) {
    if (from !== undefined && to !== undefined && Date.parse(to) < Date.parse(from))
      errors.push({ field: `body.${field}`, message: LOAD_TEXTS.board.rangeOrder() });
  }
  if (errors.length > 0) throw badRequest(errors);
}

// ------------------------------------------------------------------------------------------------ the load list

const SORT_COLUMNS: Record<string, AnyPgColumn> = {
  createdAt: loads.createdAt,
  pickupDate: loads.pickupStart,
  deliveryDate: loads.deliveryStart,
  loadId: loads.loadId,
};

/**
 * "Dallas", "dal", "TX" or "Dallas, TX": the start of the city's name (any case), or the state's code (a term of two
 * letters is a state code only). A city term of
 * three letters or more also asks the trigram index of `search_text` (which holds both cities, lower-cased) for
 * candidates; a state code uses the (company, state) indexes.
 */
function placeFilter(term: string, cityColumn: AnyPgColumn, stateColumn: AnyPgColumn): SQL {
  const city = (value: string): SQL => {
    const trimmed = value.trim();
    const prefix = sql`${cityColumn} ilike ${`${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
    return trimmed.length >= 3 ? and(like(loads.searchText, containsPattern(trimmed.toLowerCase())), prefix)! : prefix;
  };
  const state = (value: string): SQL => eq(stateColumn, value.trim().toUpperCase());
  const comma = term.indexOf(',');
  if (comma >= 0) {
    const cityPart = term.slice(0, comma).trim();
    const statePart = term.slice(comma + 1).trim();
    const parts = [cityPart ? city(cityPart) : undefined, statePart ? state(statePart) : undefined].filter((part): part is SQL => Boolean(part));
    if (parts.length > 0) return and(...parts)!;
  }
  // Two letters are a state or province code (a city's first two letters would match half the list).
  return term.trim().length <= 2 ? state(term) : or(city(term), state(term))!;
}

type LoadExtras = {
  id: string;
  mode: string;
  is_broadcast: boolean;
  lane_id: string | null;
  parent_id: string | null;
  reference_number: string | null;
  quotes_total: number;
  quotes_requested: number;
  quotes_confirmed: number;
};

export function createBoardQueries(db: Db, loadRepository: LoadRepository) {
  /** Loads per status of the company (as shipper) matching `filter`; from load_counters when there is no filter. */
  async function countsByStatus(companyId: string, filter: SQL | undefined): Promise<Map<LoadStatus, number>> {
    const rows = filter
      ? await db
          .select({ status: loads.status, count: sql<number>`count(*)::int` })
          .from(loads)
          .where(and(eq(loads.companyId, companyId), filter))
          .groupBy(loads.status)
      : await db
          .select({ status: loadCounters.status, count: loadCounters.count })
          .from(loadCounters)
          .where(and(eq(loadCounters.companyId, companyId), eq(loadCounters.side, 'shipper')));
    return new Map(rows.map((row) => [row.status as LoadStatus, Number(row.count)]));
  }

  async function extrasOf(ids: string[]): Promise<Map<string, LoadExtras>> {
    if (ids.length === 0) return new Map();
    const result = await db.execute<LoadExtras>(sql`
      select l.id::text as id, l.mode, l.is_broadcast, l.lane_id::text as lane_id, l.parent_id::text as parent_id, l.reference_number,
             count(q.id)::int as quotes_total,
             (count(q.id) filter (where q.status = 'requested'))::int as quotes_requested,
             (count(q.id) filter (where q.status = 'confirmed'))::int as quotes_confirmed
      from ${loads} l left join ${quotes} q on q.load_id = l.id
      where l.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by l.id`);
    return new Map(result.rows.map((row) => [row.id, row]));
  }

  /**
   * A page of the company's loads among `statuses`, as list items in order. One status or all of them, with no
   * filter: the load list's own path (index-only page ids, anchors for deep pages). Several statuses (a tab such as
   * `completed`): one ordered index range per status (company, status, key, id), each cut at offset + limit, merged;
   * so a tab of old loads does not wade through the newer loads of other statuses.
   */
  async function pageItems(
    companyId: string,
    statuses: readonly LoadStatus[],
    filter: SQL | undefined,
    sort: LoadSort,
    offset: number,
    limit: number,
  ): Promise<LoadListItem[]> {
    const single = statuses.length === 1 ? statuses[0] : undefined;
    const every = statuses.length === LOAD_STATUSES.length;
    if (!filter && (single || every)) {
      return (await loadRepository.list(companyId, { page: offset / limit + 1, limit, status: single, sort, view: 'shipper' })).items;
    }
    const descending = sort.startsWith('-');
    const key = SORT_COLUMNS[descending ? sort.slice(1) : sort]!;
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const arm = (status: LoadStatus | null, take: number | null) =>
      sql`(select ${loads.id} as id, ${key} as k from ${loads}
           where ${loads.companyId} = ${companyId}::uuid${status ? sql` and ${loads.status} = ${status}` : sql``}${filter ? sql` and ${filter}` : sql``}
           order by ${key} ${direction}, ${loads.id} ${direction}${take === null ? sql`` : sql` limit ${take}`})`;
    const arms = every ? [arm(null, offset + limit)] : statuses.map((status) => arm(status, offset + limit));
    const idRows = await db.execute<{ id: string }>(
      sql`select u.id::text as id from (${sql.join(arms, sql` union all `)}) u order by u.k ${direction}, u.id ${direction} limit ${limit} offset ${offset}`,
    );
    const ids = idRows.rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await selectLoadListItems(db).where(inArray(loads.id, ids));
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.map(toLoadListItem).sort((a, b) => position.get(a._id)! - position.get(b._id)!);
  }

  return {
    /** Whether the company owns the load (broadcast-load's preValidation). */
    async owns(companyId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: loads.id })
        .from(loads)
        .where(and(eq(loads.id, id), eq(loads.companyId, companyId)))
        .limit(1);
      return Boolean(row);
    },

    /** get-all-loads-details: a page of the company's loads in a tab, with the counts of every tab. */
    async loadsDetails(companyId: string, request: LoadsDetailsRequest): Promise<LoadsDetailsData> {
      checkRanges([
        ['pickupTo', request.pickupFrom, request.pickupTo],
        ['deliveryTo', request.deliveryFrom, request.deliveryTo],
      ]);
      const page = request.page ?? 1;
      const limit = request.limit ?? 20;
      const sort: LoadSort = request.sort ?? '-createdAt';

      // Every filter but the tab and the status: the counts of the tabs rest on these.
      const filters: SQL[] = [];
      if (request.search) filters.push(like(loads.searchText, containsPattern(request.search.toLowerCase())));
      if (request.pickupFrom) filters.push(gte(loads.pickupStart, new Date(request.pickupFrom)));
      if (request.pickupTo) filters.push(lte(loads.pickupStart, new Date(request.pickupTo)));
      if (request.deliveryFrom) filters.push(gte(loads.deliveryStart, new Date(request.deliveryFrom)));
      if (request.deliveryTo) filters.push(lte(loads.deliveryStart, new Date(request.deliveryTo)));
      if (request.origin) filters.push(placeFilter(request.origin, loads.originCity, loads.originState));
      if (request.destination) filters.push(placeFilter(request.destination, loads.destinationCity, loads.destinationState));
      if (request.equipmentTypeId) filters.push(eq(loads.equipmentTypeId, request.equipmentTypeId));
      if (request.laneId) filters.push(eq(loads.laneId, request.laneId));
      const statusFilter = request.status ? new Set<LoadStatus>(request.status) : null;
      const filter = filters.length > 0 ? and(...filters) : undefined;

      const group = request.group ?? 'all';
      const statuses = statusesOfGroup(group).filter((status) => !statusFilter || statusFilter.has(status));
      const offset = (page - 1) * limit;
      const countsOf = (byStatus: Map<LoadStatus, number>) => {
        const countOf = (among: readonly LoadStatus[]) =>
          among.filter((status) => !statusFilter || statusFilter.has(status)).reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
        const counts = Object.fromEntries(LOAD_LIST_GROUPS.map((tab) => [tab, countOf(statusesOfGroup(tab))])) as LoadGroupCounts;
        return { counts, total: countOf(statuses) };
      };
      let counted: { counts: LoadGroupCounts; total: number };
      let items: LoadListItem[];
      if (statuses.length === 0) {
        counted = countsOf(await countsByStatus(companyId, filter));
        items = [];
      } else if (offset === 0) {
        // The first page and the counts at once (two connections).
        const [byStatus, found] = await Promise.all([countsByStatus(companyId, filter), pageItems(companyId, statuses, filter, sort, 0, limit)]);
        counted = countsOf(byStatus);
        items = found;
      } else {
        // A later page: the counts first, so a page past the end reads nothing.
        counted = countsOf(await countsByStatus(companyId, filter));
        items = offset >= counted.total ? [] : await pageItems(companyId, statuses, filter, sort, offset, limit);
      }
      const { counts, total } = counted;
      const extras = await extrasOf(items.map((item) => item._id));
      const detailed: LoadsDetailsItem[] = items.map((item) => {
        const extra = extras.get(item._id);
        return {
          ...item,
          mode: (extra?.mode ?? 'FTL') as LoadsDetailsItem['mode'],
          isBroadcast: extra?.is_broadcast ?? false,
          laneId: extra?.lane_id ?? null,
          parentId: extra?.parent_id ?? null,
          referenceNumber: extra?.reference_number ?? null,
          quotes: { total: extra?.quotes_total ?? 0, requested: extra?.quotes_requested ?? 0, confirmed: extra?.quotes_confirmed ?? 0 },
        };
      });
      return { items: detailed, total, page, limit, counts };
    },

    /** broadcast-load: the owner offers an open load (pending, quoted) with a rate on the board. Twice is harmless. */
    async broadcast(companyId: string, loadUuid: string): Promise<BroadcastLoadData> {
      return db.transaction(async (tx) => {
        const [load] = await tx
          .select({
            id: loads.id,
            loadId: loads.loadId,
            status: loads.status,
            rate: loads.rate,
            isBroadcast: loads.isBroadcast,
            broadcastAt: loads.broadcastAt,
          })
          .from(loads)
          .where(and(eq(loads.id, loadUuid), eq(loads.companyId, companyId)))
          .for('update');
        if (!load) throw notFound(LOAD_TEXTS.board.notFound());
        if (load.status !== 'pending' && load.status !== 'quoted') throw conflict(LOAD_TEXTS.board.notBroadcastable({ status: statusText(load.status) }));
        if (load.rate === null) throw conflict(LOAD_TEXTS.board.broadcastNeedsRate());
        let broadcastAt = load.broadcastAt;
        if (!load.isBroadcast || !broadcastAt) {
          const now = new Date();
          broadcastAt = broadcastAt ?? now;
          await tx.update(loads).set({ isBroadcast: true, broadcastAt, updatedAt: now }).where(eq(loads.id, load.id));
        }
        return { _id: load.id, loadId: load.loadId, status: load.status as LoadStatus, isBroadcast: true, broadcastAt: broadcastAt.toISOString() };
      });
    },

    /** search-load-by-filter: the board as the caller's company sees it. */
    async search(callerCompanyId: string, request: LoadBoardRequest): Promise<LoadBoardData> {
      checkRanges([['pickupTo', request.pickupFrom, request.pickupTo]]);
      const page = request.page ?? 1;
      const limit = request.limit ?? 20;
      const scope = request.scope ?? 'all';
      const sort = request.sort ?? (request.origin ? 'distance' : 'pickupDate');
      const l = sql.raw('l');
      const col = (name: string) => sql.raw(`l.${name}`);

      // The filters every side shares, on columns of `loads l` (the board index holds origin, pickup, equipment, weight).
      const shared: SQL[] = [];
      if (request.origin) shared.push(withinArea(request.origin, col('origin_lat'), col('origin_lng'), 100));
      if (request.destination) shared.push(withinArea(request.destination, col('destination_lat'), col('destination_lng'), 100));
      if (request.pickupFrom) shared.push(sql`l.pickup_start >= ${request.pickupFrom}::timestamptz`);
      if (request.pickupTo) shared.push(sql`l.pickup_start <= ${request.pickupTo}::timestamptz`);
      if (request.equipmentTypeIds) {
        shared.push(
          sql`l.equipment_type_id in (${sql.join(
            request.equipmentTypeIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      if (request.maxWeight !== undefined) {
        // `weight <= max` holds for every match (a weight in kg is the smaller number) and is checked on the index.
        shared.push(sql`l.weight <= ${request.maxWeight}::numeric`);
        shared.push(sql`(case when l.weight_unit = 'kg' then l.weight * ${LBS_PER_KG}::numeric else l.weight end) <= ${request.maxWeight}::numeric`);
      }
      const andShared = shared.length > 0 ? sql` and ${sql.join(shared, sql` and `)}` : sql``;
      const originMiles = request.origin ? milesFrom(request.origin.lat, request.origin.lng, col('origin_lat'), col('origin_lng')) : sql`null::float8`;
      const destinationMiles = request.destination
        ? milesFrom(request.destination.lat, request.destination.lng, col('destination_lat'), col('destination_lng'))
        : sql`null::float8`;
      const picked = sql`l.id, l.pickup_start, l.created_at, ${originMiles} as origin_miles, ${destinationMiles} as destination_miles`;

      const sides: SQL[] = [];
      if (scope !== 'tendered') {
        sides.push(sql`select ${picked}, 'broadcast'::text as source, l.rate as price
          from ${loads} ${l}
          where l.is_broadcast and l.status in ${OPEN_FOR_BOARD}
            and l.company_id in (select p.company_id from ${carrierPartners} p where p.carrier_company_id = ${callerCompanyId}::uuid and p.status = 'active')
            and l.company_id <> ${callerCompanyId}::uuid${andShared}`);
      }
      if (scope !== 'broadcast') {
        sides.push(sql`select ${picked}, 'tendered'::text as source, o.rate as price
          from ${loads} ${l}
          join ${orders} o on o.load_id = l.id and o.carrier_company_id = ${callerCompanyId}::uuid and o.status = 'new'
          where l.carrier_company_id = ${callerCompanyId}::uuid and l.status = 'tendered'${andShared}`);
      }
      const order = {
        distance: sql`m.origin_miles asc nulls last, m.pickup_start asc, m.id asc`,
        pickupDate: sql`m.pickup_start asc, m.id asc`,
        '-pickupDate': sql`m.pickup_start desc, m.id desc`,
        '-createdAt': sql`m.created_at desc, m.id desc`,
        '-rate': sql`m.price desc nulls last, m.id desc`,
      }[sort];
      const offset = (page - 1) * limit;

      type BoardRow = {
        id: string;
        load_id: string;
        source: BoardSource;
        status: LoadStatus;
        mode: string;
        origin_city: string;
        origin_state: string;
        origin_country: string;
        origin_lat: number | null;
        origin_lng: number | null;
        destination_city: string;
        destination_state: string;
        destination_country: string;
        destination_lat: number | null;
        destination_lng: number | null;
        pickup_start: string;
        pickup_end: string;
        delivery_start: string;
        delivery_end: string;
        equipment_id: string | null;
        equipment_key: string | null;
        equipment_name: string | null;
        weight: string;
        weight_unit: string;
        commodity: string;
        pallets: number | null;
        is_hazmat: boolean;
        temperature_min_f: number | null;
        temperature_max_f: number | null;
        price: string | null;
        currency: string;
        distance_miles: string | null;
        origin_miles: number | null;
        destination_miles: number | null;
        shipper_id: string;
        shipper_name: string;
        broadcast_at: string | null;
        created_at: string;
        total: number;
      };
      const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
      const result = await db.execute<BoardRow>(sql`
        with matches as (${sql.join(sides, sql` union all `)}),
        page as (select m.*, count(*) over () as total from matches m order by ${order} limit ${limit} offset ${offset})
        select l.id::text as id, l.load_id, m.source, l.status, l.mode,
               l.origin_city, l.origin_state, l.origin_country, l.origin_lat, l.origin_lng,
               l.destination_city, l.destination_state, l.destination_country, l.destination_lat, l.destination_lng,
               ${iso('l.pickup_start')} as pickup_start, ${iso('l.pickup_end')} as pickup_end,
               ${iso('l.delivery_start')} as delivery_start, ${iso('l.delivery_end')} as delivery_end,
               e.id::text as equipment_id, e.key as equipment_key, e.name as equipment_name,
               l.weight, l.weight_unit, l.commodity, l.pallets, l.is_hazmat, l.temperature_min_f, l.temperature_max_f,
               m.price, l.currency, l.distance_miles, m.origin_miles, m.destination_miles,
               c.id::text as shipper_id, c.name as shipper_name,
               case when l.broadcast_at is null then null else ${iso('l.broadcast_at')} end as broadcast_at,
               ${iso('l.created_at')} as created_at, m.total::int as total
        from page m
        join ${loads} l on l.id = m.id
        join companies c on c.id = l.company_id
        left join equipment_types e on e.id = l.equipment_type_id
        order by ${order}`);
      const rows = result.rows;
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        // Past the last page: the total still counts.
        const counted = await db.execute<{ total: number }>(
          sql`with matches as (${sql.join(sides, sql` union all `)}) select count(*)::int as total from matches`,
        );
        total = counted.rows[0]?.total ?? 0;
      }
      const num = (value: string | number | null) => (value === null ? null : Number(value));
      const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
      const items: LoadBoardItem[] = rows.map((row) => ({
        _id: row.id,
        loadId: row.load_id,
        source: row.source,
        status: row.status,
        mode: row.mode as LoadBoardItem['mode'],
        origin: { city: row.origin_city, state: row.origin_state, country: row.origin_country, lat: row.origin_lat, lng: row.origin_lng },
        destination: {
          city: row.destination_city,
          state: row.destination_state,
          country: row.destination_country,
          lat: row.destination_lat,
          lng: row.destination_lng,
        },
        pickupDate: row.pickup_start,
        pickupEnd: row.pickup_end,
        deliveryDate: row.delivery_start,
        deliveryEnd: row.delivery_end,
        equipment:
          row.equipment_id && row.equipment_key && row.equipment_name ? { _id: row.equipment_id, key: row.equipment_key, name: row.equipment_name } : null,
        weight: Number(row.weight),
        weightUnit: row.weight_unit,
        commodity: row.commodity,
        pallets: row.pallets,
        isHazmat: row.is_hazmat,
        temperatureMinF: row.temperature_min_f,
        temperatureMaxF: row.temperature_max_f,
        rate: num(row.price),
        currency: row.currency as LoadBoardItem['currency'],
        distanceMiles: num(row.distance_miles),
        originDistanceMiles: round1(num(row.origin_miles)),
        destinationDistanceMiles: round1(num(row.destination_miles)),
        shipper: { _id: row.shipper_id, name: row.shipper_name },
        broadcastAt: row.broadcast_at,
        createdAt: row.created_at,
      }));
      return { items, total, page, limit };
    },

    /**
     * load-accept-by-fleet: the caller's company takes a load offered to it on the board (an order is born, already
     * accepted, through award.ts) or accepts the load tendered to it (its order moves from new to accepted). The
     * load row is locked first: of two carriers accepting at once, the second sees the load taken (409).
     */
    async accept(caller: { companyId: string; userId: string }, loadUuid: string): Promise<LoadAcceptData> {
      return db.transaction(async (tx) => {
        const [load] = await tx
          .select({
            id: loads.id,
            loadId: loads.loadId,
            companyId: loads.companyId,
            status: loads.status,
            isBroadcast: loads.isBroadcast,
            carrierCompanyId: loads.carrierCompanyId,
          })
          .from(loads)
          .where(eq(loads.id, loadUuid))
          .for('update');
        if (!load) throw notFound(LOAD_TEXTS.board.notFound());
        const status = load.status as LoadStatus;
        const tenderedToCaller = load.carrierCompanyId === caller.companyId;
        const offeredToCaller = load.isBroadcast && load.companyId !== caller.companyId && (await isPartner(tx, load.companyId, caller.companyId));
        // A load neither offered nor given to the caller does not exist for it.
        if (!tenderedToCaller && !offeredToCaller) throw notFound(LOAD_TEXTS.board.notFound());

        if (tenderedToCaller && status === 'tendered') {
          const order = await acceptTenderedOrder(tx, load.id, load.companyId, caller);
          if (!LOAD_TRANSITIONS[status].includes('accepted')) throw conflict(LOAD_TEXTS.board.notAcceptable({ status: statusText(status) }));
          await tx.update(loads).set({ status: 'accepted', updatedAt: new Date() }).where(eq(loads.id, load.id));
          return { _id: load.id, loadId: load.loadId, status: 'accepted', source: 'tendered', order };
        }
        if (offeredToCaller && (status === 'pending' || status === 'quoted')) {
          const award = await awardLoad(tx, { loadUuid: load.id, carrierCompanyId: caller.companyId, byUserId: caller.userId, to: 'accepted' });
          // The quotes still out for the load are withdrawn: the load has its carrier.
          const now = new Date();
          await tx
            .update(quotes)
            .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
            .where(and(eq(quotes.loadId, load.id), inArray(quotes.status, ['requested', 'confirmed'])));
          return {
            _id: load.id,
            loadId: load.loadId,
            status: award.loadStatus,
            source: 'broadcast',
            order: { _id: award.orderUuid, orderId: award.orderId, status: award.orderStatus },
          };
        }
        throw conflict(LOAD_TEXTS.board.notAcceptable({ status: statusText(status) }));
      });
    },
  };
}

async function isPartner(tx: Tx, shipperCompanyId: string, carrierCompanyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: carrierPartners.id })
    .from(carrierPartners)
    .where(and(eq(carrierPartners.companyId, shipperCompanyId), eq(carrierPartners.carrierCompanyId, carrierCompanyId), eq(carrierPartners.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/** The tendered load's live order, waiting for the caller (`new`), becomes accepted; its history says so. */
async function acceptTenderedOrder(
  tx: Tx,
  loadUuid: string,
  shipperCompanyId: string,
  caller: { companyId: string; userId: string },
): Promise<LoadAcceptData['order']> {
  const [order] = await tx
    .select({ id: orders.id, orderId: orders.orderId, status: orders.status })
    .from(orders)
    .where(and(eq(orders.loadId, loadUuid), eq(orders.carrierCompanyId, caller.companyId), notInArray(orders.status, ['rejected', 'cancelled'])))
    .for('update');
  const from = order?.status as OrderStatus | undefined;
  if (!order || !from || !ORDER_TRANSITIONS[from].includes('accepted')) throw conflict(LOAD_TEXTS.board.notAcceptable({ status: statusText('tendered') }));
  const now = new Date();
  await tx.update(orders).set({ status: 'accepted', acceptedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    companyId: shipperCompanyId,
    carrierCompanyId: caller.companyId,
    orderId: order.id,
    fromStatus: from,
    toStatus: 'accepted',
    changedBy: caller.userId,
    createdAt: now,
  });
  return { _id: order.id, orderId: order.orderId, status: 'accepted' };
}
