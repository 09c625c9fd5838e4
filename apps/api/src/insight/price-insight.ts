import { sql, type SQL } from 'drizzle-orm';
import {
  CARRIER_INSIGHT_WINDOW_DAYS,
  PRICE_INSIGHT_DEFAULT_RADIUS_MILES,
  PRICE_INSIGHT_MIN_QUOTES,
  PRICE_INSIGHT_WINDOW_DAYS,
  type CarrierDetail,
  type CarrierHistoryItem,
  type CarrierInsight,
  type Currency,
  type PriceInsight,
} from '@freight/contracts';
import type { Db } from '../db/client';
import { iso, isoOrNull } from '../http';
import { readCarrierBusiness } from '../settings';

/**
 * Price and carrier insight (docs/modules/loads.md, "Price and carrier insight"). Every query takes the caller's
 * company first and reads only rows that company owns (`company_id`): another company's quotes and orders never
 * count, and a carrier is only described to a shipper it has a relation with (partner, quote or order).
 */

const DAY_MS = 86_400_000;
const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.0;
/** Each rate rests on at most a carrier's latest this many delivered orders / decided tenders / answered quotes with the shipper. */
const CARRIER_INSIGHT_MAX_ORDERS = 500;

/** The place a price insight is about (the route checks the request and picks one). */
export type PricePlace =
  | { basis: 'lane'; laneId: string }
  | { basis: 'city'; originCity: string; originState: string; destinationCity: string; destinationState: string }
  | { basis: 'radius'; originLat: number; originLng: number; destinationLat: number; destinationLng: number; radiusMiles: number };

export interface PriceQuery {
  place: PricePlace;
  equipmentTypeId?: string | null;
  currency?: Currency | null;
  /** A load whose own quotes do not count (the per-load insight). */
  excludeLoadId?: string | null;
  now?: Date;
}

const cents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** Great-circle distance in miles between a position column pair and a point (haversine). */
function milesFrom(latColumn: SQL, lngColumn: SQL, lat: number, lng: number): SQL {
  return sql`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}::float8) / 2), 2)))))`;
}

/** A bounding box (an index-friendly range) and the exact radius around one end of the loads. */
function near(latColumn: SQL, lngColumn: SQL, lat: number, lng: number, miles: number): SQL {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = miles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return sql`${latColumn} between ${lat - dLat}::float8 and ${lat + dLat}::float8
    and ${lngColumn} between ${lng - dLng}::float8 and ${lng + dLng}::float8
    and ${milesFrom(latColumn, lngColumn, lat, lng)} <= ${miles}::float8`;
}

/** A `like` pattern matching text that contains `value` (lower-cased, wildcards escaped). */
const containing = (value: string) =>
  `%${value
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function placeCondition(place: PricePlace): SQL {
  switch (place.basis) {
    case 'lane':
      return sql`l.lane_id = ${place.laneId}::uuid`;
    case 'city':
      // The two `like`s repeat the city test on `search_text` (which holds both cities, lower-cased) so the planner
      // can narrow the company's loads with the trigram index loads_search_trgm_idx; the equalities decide.
      return sql`lower(l.origin_city) = lower(${place.originCity.trim()}) and lower(l.origin_state) = lower(${place.originState.trim()})
        and lower(l.destination_city) = lower(${place.destinationCity.trim()}) and lower(l.destination_state) = lower(${place.destinationState.trim()})
        and l.search_text like ${containing(place.originCity)} and l.search_text like ${containing(place.destinationCity)}`;
    case 'radius':
      return sql`${near(sql`l.origin_lat`, sql`l.origin_lng`, place.originLat, place.originLng, place.radiusMiles)}
        and ${near(sql`l.destination_lat`, sql`l.destination_lng`, place.destinationLat, place.destinationLng, place.radiusMiles)}`;
  }
}

type PriceRow = {
  currency: Currency;
  n: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
  min: string | null;
  max: string | null;
};

/** The number of a count / rate, or null for a rate over nothing. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);
const toDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

type RateRow = {
  id: string;
  name: string;
  delivered: number;
  on_time: number;
  tenders_accepted: number;
  tenders_decided: number;
  quotes_confirmed: number;
  quote_requests: number;
  last_order_at: Date | string | null;
};

const toInsight = (kind: CarrierInsight['kind'], row: RateRow): CarrierInsight => ({
  kind,
  _id: row.id,
  name: row.name,
  onTimeRate: rate(row.on_time, row.delivered),
  onTimeCount: row.on_time,
  deliveredCount: row.delivered,
  acceptanceRate: rate(row.quotes_confirmed, row.quote_requests),
  quotesConfirmed: row.quotes_confirmed,
  quoteRequests: row.quote_requests,
  tenderAcceptanceRate: rate(row.tenders_accepted, row.tenders_decided),
  tendersAccepted: row.tenders_accepted,
  tendersDecided: row.tenders_decided,
  lastOrderAt: isoOrNull(row.last_order_at),
});

/**
 * The latest CARRIER_INSIGHT_MAX_ORDERS rows of `table` of one carrier (`c.id`) with the shipper in the window, among
 * `statuses`, newest first: one backward range of the (carrier, status, created_at) index per status, merged, so a
 * carrier with thousands of rows costs at most `statuses × limit` index entries.
 */
function latestByStatus(table: 'orders' | 'quotes', column: SQL, statuses: readonly string[], columns: SQL, extra: SQL, companyId: string, since: Date): SQL {
  const limit = sql.raw(String(CARRIER_INSIGHT_MAX_ORDERS));
  const parts = statuses.map(
    (status) => sql`(select ${columns}, x.created_at from ${sql.raw(table)} x
       where x.${column} = c.id and x.status = ${status} and x.company_id = ${companyId}::uuid and x.created_at >= ${since} ${extra}
       order by x.created_at desc limit ${limit})`,
  );
  return sql`select * from (${sql.join(parts, sql` union all `)}) u order by u.created_at desc limit ${limit}`;
}

/**
 * The rates' aggregates over the shipper's orders and quotes, per carrier key (`carrier_company_id` or `trucker_id`),
 * each over the latest CARRIER_INSIGHT_MAX_ORDERS rows of the window. On time: delivered no later than the load's
 * `delivery_end` (the copy of the last stop's window end). Quote requests: answered (priced, `confirmed_at` set; or
 * declined) or expired; open and withdrawn ones do not count. Tenders: orders accepted (`accepted_at` set) or rejected.
 */
function rateAggregates(key: 'carrier_company_id' | 'trucker_id', companyId: string, ids: string[], since: Date): SQL {
  const column = sql.raw(key);
  const limit = sql.raw(String(CARRIER_INSIGHT_MAX_ORDERS));
  const delivered = latestByStatus(
    'orders',
    column,
    ['delivered', 'invoiced', 'paid'],
    sql`x.delivered_at, x.load_id`,
    sql`and x.delivered_at is not null`,
    companyId,
    since,
  );
  const answered = latestByStatus(
    'quotes',
    column,
    ['approved', 'confirmed', 'declined', 'expired', 'cancelled'],
    sql`x.confirmed_at`,
    sql`and (x.confirmed_at is not null or x.status in ('declined', 'expired'))`,
    companyId,
    since,
  );
  return sql`
    d as (
      select c.id,
             count(*)::int as delivered,
             count(*) filter (where r.delivered_at <= l.delivery_end)::int as on_time
        from unnest(${sql.param(ids)}::uuid[]) as c(id)
        cross join lateral (${delivered}) r
        join loads l on l.id = r.load_id
       group by c.id
    ),
    t as (
      select c.id,
             count(*) filter (where r.accepted_at is not null)::int as tenders_accepted,
             count(*)::int as tenders_decided
        from unnest(${sql.param(ids)}::uuid[]) as c(id)
        cross join lateral (
          select o.accepted_at
            from orders o
           where o.${column} = c.id and o.company_id = ${companyId}::uuid and o.created_at >= ${since}
             and (o.accepted_at is not null or o.status = 'rejected')
           order by o.created_at desc
           limit ${limit}
        ) r
       group by c.id
    ),
    o as (
      select c.id, coalesce(d.delivered, 0) as delivered, coalesce(d.on_time, 0) as on_time,
             coalesce(t.tenders_accepted, 0) as tenders_accepted, coalesce(t.tenders_decided, 0) as tenders_decided,
             (select max(x.created_at) from orders x where x.${column} = c.id and x.company_id = ${companyId}::uuid) as last_order_at
        from unnest(${sql.param(ids)}::uuid[]) as c(id) left join d on d.id = c.id left join t on t.id = c.id
    ),
    q as (
      select c.id,
             count(*) filter (where r.confirmed_at is not null)::int as quotes_confirmed,
             count(*)::int as quote_requests
        from unnest(${sql.param(ids)}::uuid[]) as c(id)
        cross join lateral (${answered}) r
       group by c.id
    )`;
}

const RATE_COLUMNS = sql`coalesce(o.delivered, 0) as delivered, coalesce(o.on_time, 0) as on_time,
  coalesce(o.tenders_accepted, 0) as tenders_accepted, coalesce(o.tenders_decided, 0) as tenders_decided,
  coalesce(q.quotes_confirmed, 0) as quotes_confirmed, coalesce(q.quote_requests, 0) as quote_requests, o.last_order_at`;

/** A carrier company has a relation with the shipper: a partnership (any status), or a quote or order, ever. */
const companyRelated = (companyId: string, carrier: SQL) => sql`(
  exists (select 1 from carrier_partners p where p.company_id = ${companyId}::uuid and p.carrier_company_id = ${carrier})
  or exists (select 1 from orders x where x.carrier_company_id = ${carrier} and x.company_id = ${companyId}::uuid)
  or exists (select 1 from quotes x where x.carrier_company_id = ${carrier} and x.company_id = ${companyId}::uuid))`;

/** A trucker is the shipper's own, or drove one of its orders, or was asked for one of its quotes. */
const truckerRelated = (companyId: string, trucker: SQL) => sql`(
  t.company_id = ${companyId}::uuid
  or exists (select 1 from orders x where x.trucker_id = ${trucker} and x.company_id = ${companyId}::uuid)
  or exists (select 1 from quotes x where x.trucker_id = ${trucker} and x.company_id = ${companyId}::uuid))`;

export function createInsightQueries(db: Db) {
  /** Median, quartiles and range of the matching approved quotes' amounts, per currency, most quotes first. */
  async function price(companyId: string, query: PriceQuery): Promise<PriceInsight> {
    const now = query.now ?? new Date();
    const since = new Date(now.getTime() - PRICE_INSIGHT_WINDOW_DAYS * DAY_MS);
    const quoteConditions: SQL[] = [
      sql`q.load_id = l.id`,
      sql`q.status = 'approved'`,
      sql`q.company_id = ${companyId}::uuid`,
      sql`q.approved_at >= ${since}`,
      sql`q.amount is not null`,
    ];
    if (query.currency) quoteConditions.push(sql`q.currency = ${query.currency}`);
    const loadConditions: SQL[] = [sql`l.company_id = ${companyId}::uuid`, placeCondition(query.place)];
    if (query.equipmentTypeId) loadConditions.push(sql`l.equipment_type_id = ${query.equipmentTypeId}::uuid`);
    if (query.excludeLoadId) loadConditions.push(sql`l.id <> ${query.excludeLoadId}::uuid`);
    // The matching loads first, then each one's approved quote by the partial unique index
    // quotes_one_approved_per_load_idx (at most one per load, hence `limit 1`, which also keeps the planner from
    // turning the probe into a scan of every approved quote of the company).
    const result = await db.execute<PriceRow>(sql`
      select q.currency, count(*)::int as n,
             percentile_cont(0.5) within group (order by q.amount) as median,
             percentile_cont(0.25) within group (order by q.amount) as p25,
             percentile_cont(0.75) within group (order by q.amount) as p75,
             min(q.amount) as min, max(q.amount) as max
        from loads l
        cross join lateral (select q.amount, q.currency from quotes q where ${sql.join(quoteConditions, sql` and `)} limit 1) q
       where ${sql.join(loadConditions, sql` and `)}
       group by q.currency
       order by n desc, q.currency = 'USD' desc`);
    const row = result.rows[0];
    const count = row?.n ?? 0;
    const sufficient = count >= PRICE_INSIGHT_MIN_QUOTES;
    const figure = (value: number | string | null | undefined) => (sufficient && value !== null && value !== undefined ? cents(Number(value)) : null);
    const place = query.place;
    return {
      basis: place.basis,
      sufficient,
      quoteCount: count,
      minimumQuotes: PRICE_INSIGHT_MIN_QUOTES,
      windowDays: PRICE_INSIGHT_WINDOW_DAYS,
      since: iso(since),
      currency: row?.currency ?? query.currency ?? null,
      median: figure(row?.median),
      p25: figure(row?.p25),
      p75: figure(row?.p75),
      min: figure(row?.min),
      max: figure(row?.max),
      laneId: place.basis === 'lane' ? place.laneId : null,
      equipmentTypeId: query.equipmentTypeId ?? null,
      radiusMiles: place.basis === 'radius' ? place.radiusMiles : null,
    };
  }

  /** Is the lane the company's own? */
  async function ownsLane(companyId: string, laneId: string): Promise<boolean> {
    const result = await db.execute(sql`select 1 from lanes where id = ${laneId}::uuid and company_id = ${companyId}::uuid`);
    return result.rows.length > 0;
  }

  /**
   * The per-load insight: the load's lane, else its cities, else its positions (within the default radius), with its
   * equipment and currency; the load's own quotes left out. The first place with enough quotes answers; if none has,
   * the one with the most quotes does (insufficient). Null when the load is not the company's.
   */
  async function priceForLoad(companyId: string, loadUuid: string, now = new Date()): Promise<PriceInsight | null> {
    const result = await db.execute<{
      lane_id: string | null;
      equipment_type_id: string | null;
      currency: Currency;
      origin_city: string;
      origin_state: string;
      destination_city: string;
      destination_state: string;
      origin_lat: number | null;
      origin_lng: number | null;
      destination_lat: number | null;
      destination_lng: number | null;
    }>(sql`select lane_id, equipment_type_id, currency, origin_city, origin_state, destination_city, destination_state,
                  origin_lat, origin_lng, destination_lat, destination_lng
             from loads where id = ${loadUuid}::uuid and company_id = ${companyId}::uuid`);
    const load = result.rows[0];
    if (!load) return null;
    const places: PricePlace[] = [];
    if (load.lane_id) places.push({ basis: 'lane', laneId: load.lane_id });
    places.push({
      basis: 'city',
      originCity: load.origin_city,
      originState: load.origin_state,
      destinationCity: load.destination_city,
      destinationState: load.destination_state,
    });
    if (load.origin_lat !== null && load.origin_lng !== null && load.destination_lat !== null && load.destination_lng !== null) {
      places.push({
        basis: 'radius',
        originLat: load.origin_lat,
        originLng: load.origin_lng,
        destinationLat: load.destination_lat,
        destinationLng: load.destination_lng,
        radiusMiles: PRICE_INSIGHT_DEFAULT_RADIUS_MILES,
      });
    }
    let best: PriceInsight | null = null;
    for (const place of places) {
      const answer = await price(companyId, { place, equipmentTypeId: load.equipment_type_id, currency: load.currency, excludeLoadId: loadUuid, now });
      if (answer.sufficient) return answer;
      if (!best || answer.quoteCount > best.quoteCount) best = answer;
    }
    return best;
  }

  /** On-time and acceptance rates of carrier companies and truckers related to the company; others are left out. */
  async function carriers(companyId: string, carrierCompanyIds: string[], truckerIds: string[], now = new Date()): Promise<CarrierInsight[]> {
    const since = new Date(now.getTime() - CARRIER_INSIGHT_WINDOW_DAYS * DAY_MS);
    const items: CarrierInsight[] = [];
    const companyIds = [...new Set(carrierCompanyIds.map((id) => id.toLowerCase()))];
    const truckers = [...new Set(truckerIds.map((id) => id.toLowerCase()))];
    if (companyIds.length > 0) {
      const result = await db.execute<RateRow>(sql`
        with ${rateAggregates('carrier_company_id', companyId, companyIds, since)}
        select c.id::text as id, c.name, ${RATE_COLUMNS}
          from companies c left join o on o.id = c.id left join q on q.id = c.id
         where c.id = any(${sql.param(companyIds)}::uuid[]) and ${companyRelated(companyId, sql`c.id`)}
         order by c.name, c.id`);
      items.push(...result.rows.map((row) => toInsight('company', row)));
    }
    if (truckers.length > 0) {
      const result = await db.execute<RateRow>(sql`
        with ${rateAggregates('trucker_id', companyId, truckers, since)}
        select t.id::text as id, t.name, ${RATE_COLUMNS}
          from truckers t left join o on o.id = t.id left join q on q.id = t.id
         where t.id = any(${sql.param(truckers)}::uuid[]) and ${truckerRelated(companyId, sql`t.id`)}
         order by t.name, t.id`);
      items.push(...result.rows.map((row) => toInsight('trucker', row)));
    }
    return items;
  }

  /** A carrier company as the shipper sees it, with one page of their orders; null without a relation. */
  async function carrierDetail(companyId: string, carrierId: string, paging: { page: number; limit: number }, now = new Date()): Promise<CarrierDetail | null> {
    const [insight] = await carriers(companyId, [carrierId], [], now);
    if (!insight) return null;
    const company = (
      await db.execute<{
        id: string;
        name: string;
        company_type: CarrierDetail['companyType'];
        country: CarrierDetail['country'];
        contact_email: string | null;
        contact_phone: string | null;
        website: string | null;
        logo_url: string | null;
        dot_number: string | null;
        mc_number: string | null;
        partner_status: CarrierDetail['partnerStatus'];
        partner_since: Date | string | null;
      }>(sql`select c.id::text as id, c.name, c.company_type, c.country, c.contact_email, c.contact_phone, c.website, c.logo_url,
                    c.dot_number, c.mc_number, p.status as partner_status, p.created_at as partner_since
               from companies c
               left join carrier_partners p on p.company_id = ${companyId}::uuid and p.carrier_company_id = c.id
              where c.id = ${carrierId}::uuid`)
    ).rows[0];
    if (!company) return null;

    // The fleet only through an active partnership (or the company's own fleet).
    const fleetVisible = company.partner_status === 'active' || carrierId.toLowerCase() === companyId.toLowerCase();
    let trucks: number | null = null;
    let equipment: CarrierDetail['equipment'] = [];
    if (fleetVisible) {
      trucks = (await db.execute<{ n: number }>(sql`select count(*)::int as n from truckers where company_id = ${carrierId}::uuid and is_active`)).rows[0]!.n;
      equipment = (
        await db.execute<{ equipmentTypeId: string; key: string; name: string; trucks: number }>(sql`
          select e.id::text as "equipmentTypeId", e.key, e.name, count(*)::int as trucks
            from truckers t join trucker_equipment te on te.trucker_id = t.id join equipment_types e on e.id = te.equipment_type_id
           where t.company_id = ${carrierId}::uuid and t.is_active
           group by e.id, e.key, e.name, e.sort_order
           order by trucks desc, e.sort_order`)
      ).rows;
    }

    const lanes = (
      await db.execute<{
        lane_id: string | null;
        lane_name: string | null;
        origin_city: string;
        origin_state: string;
        destination_city: string;
        destination_state: string;
        loads: number;
        last_at: Date | string;
      }>(sql`
        select l.lane_id::text as lane_id, min(n.name) as lane_name, l.origin_city, l.origin_state, l.destination_city, l.destination_state,
               count(*)::int as loads, max(o.created_at) as last_at
          from (select o.load_id, o.created_at from orders o
                 where o.carrier_company_id = ${carrierId}::uuid and o.company_id = ${companyId}::uuid and o.status not in ('rejected', 'cancelled')
                 order by o.created_at desc limit ${sql.raw(String(CARRIER_INSIGHT_MAX_ORDERS))}) o
          join loads l on l.id = o.load_id left join lanes n on n.id = l.lane_id and n.company_id = ${companyId}::uuid
         group by l.lane_id, l.origin_city, l.origin_state, l.destination_city, l.destination_state
         order by loads desc, last_at desc
         limit 10`)
    ).rows.map((row) => ({
      laneId: row.lane_id,
      laneName: row.lane_name,
      originCity: row.origin_city,
      originState: row.origin_state,
      destinationCity: row.destination_city,
      destinationState: row.destination_state,
      loads: row.loads,
      lastAt: iso(toDate(row.last_at)!),
    }));

    const preferredLanes = (
      await db.execute<{ laneId: string; name: string }>(sql`
        select distinct n.id::text as "laneId", n.name
          from lane_users u join truckers t on t.id = u.trucker_id join lanes n on n.id = u.lane_id
         where u.company_id = ${companyId}::uuid and n.company_id = ${companyId}::uuid and t.company_id = ${carrierId}::uuid
         order by n.name`)
    ).rows;

    const offset = (paging.page - 1) * paging.limit;
    const total = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from orders where carrier_company_id = ${carrierId}::uuid and company_id = ${companyId}::uuid`,
      )
    ).rows[0]!.n;
    const history = (
      await db.execute<{
        id: string;
        order_id: string;
        load_uuid: string;
        load_id: string;
        status: CarrierHistoryItem['status'];
        origin_city: string;
        origin_state: string;
        destination_city: string;
        destination_state: string;
        pickup_start: Date | string;
        delivery_end: Date | string;
        delivered_at: Date | string | null;
        rate: string;
        currency: Currency;
        created_at: Date | string;
      }>(sql`
        select o.id::text as id, o.order_id, l.id::text as load_uuid, l.load_id, o.status, l.origin_city, l.origin_state,
               l.destination_city, l.destination_state, l.pickup_start, l.delivery_end, o.delivered_at, o.rate, o.currency, o.created_at
          from orders o join loads l on l.id = o.load_id
         where o.carrier_company_id = ${carrierId}::uuid and o.company_id = ${companyId}::uuid
         order by o.created_at desc, o.id desc
         limit ${paging.limit} offset ${offset}`)
    ).rows.map((row): CarrierHistoryItem => {
      const deliveredAt = toDate(row.delivered_at);
      const deliveryEnd = toDate(row.delivery_end)!;
      return {
        _id: row.id,
        orderId: row.order_id,
        loadUuid: row.load_uuid,
        loadId: row.load_id,
        status: row.status,
        originCity: row.origin_city,
        originState: row.origin_state,
        destinationCity: row.destination_city,
        destinationState: row.destination_state,
        pickupStart: iso(toDate(row.pickup_start)!),
        deliveryEnd: iso(deliveryEnd),
        deliveredAt: isoOrNull(deliveredAt),
        onTime: deliveredAt ? deliveredAt.getTime() <= deliveryEnd.getTime() : null,
        rate: Number(row.rate),
        currency: row.currency,
        createdAt: iso(toDate(row.created_at)!),
      };
    });

    return {
      _id: company.id,
      name: company.name,
      companyType: company.company_type,
      country: company.country,
      contactEmail: company.contact_email,
      contactPhone: company.contact_phone,
      website: company.website,
      logoUrl: company.logo_url,
      // The carrier's declared details (/setting/businessDetails?type=carrier); none for a shipper only.
      business: company.company_type === 'shipper' ? null : await readCarrierBusiness(db, carrierId),
      dotNumber: company.dot_number,
      mcNumber: company.mc_number,
      partnerStatus: company.partner_status,
      partnerSince: isoOrNull(company.partner_since),
      trucks,
      equipment,
      lanes,
      preferredLanes,
      insight,
      history: { items: history, total, page: paging.page, limit: paging.limit },
    };
  }

  return { price, ownsLane, priceForLoad, carriers, carrierDetail };
}
