import { sql } from 'drizzle-orm';
import { DEFAULT_SEARCH_RADIUS_MILES, type SearchForTruckData, type SearchForTruckRequest } from '@freight/contracts';
import type { Db } from '../db/client';
import { favourites, truckerEquipment, truckers } from '../db/schema';
import { boxAround, freeDuring, milesFrom, ownOrPartnerTrucks, toAvailableTruckers, truckColumns, type TruckListRow } from './availability';

/**
 * search-for-truck: active trucks (not inactive, not in maintenance, with a last position) within the radius of a
 * place, nearest first, the caller's own and its active partners' (the rule of load-available-truckers), optionally
 * with one of the given equipment types, free (no live load) on a given day, and only the caller's favourites.
 * Each found truck says whether the caller favourited it and its carrier company (favourite-manager).
 */

const NO_LOAD = '00000000-0000-0000-0000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

interface FoundRow extends TruckListRow {
  favourite: boolean;
  company_favourite: boolean;
  total: string | number;
}

export async function searchForTruck(db: Db, companyId: string, body: SearchForTruckRequest, userId: string): Promise<SearchForTruckData> {
  const point = { lat: body.lat, lng: body.lng };
  const radiusMiles = body.radiusMiles ?? DEFAULT_SEARCH_RADIUS_MILES;
  const page = body.page ?? 1;
  const limit = body.limit ?? 20;
  const wanted = body.equipmentTypeIds ?? [];
  const equipment = wanted.length
    ? sql`exists (select 1 from ${truckerEquipment} te where te.trucker_id = t.id and te.equipment_type_id in (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`
    : sql`true`;
  const day = body.availableOn ? new Date(`${body.availableOn}T00:00:00.000Z`) : null;
  const free = day ? freeDuring(NO_LOAD, day, new Date(day.getTime() + DAY)) : sql`true`;
  const favourite = sql`exists (select 1 from ${favourites} f where f.user_id = ${userId} and f.trucker_id = t.id)`;
  // A company is favourited among partners only: never the caller's own.
  const companyFavourite = sql`(t.company_id <> ${companyId} and exists (select 1 from ${favourites} f where f.user_id = ${userId} and f.carrier_company_id = t.company_id))`;
  const favouritesOnly = body.favouritesOnly ? sql`(${favourite} or ${companyFavourite})` : sql`true`;
  const where = sql`t.is_active and t.status not in ('inactive', 'maintenance')
        and ${boxAround(point, radiusMiles)}
        and ${ownOrPartnerTrucks(companyId)}
        and ${equipment}
        and ${free}
        and ${favouritesOnly}`;
  const result = await db.execute<FoundRow>(sql`
    select *, count(*) over () as total from (
      select ${truckColumns(point)}, ${favourite} as favourite, ${companyFavourite} as company_favourite
      from ${truckers} t join companies c on c.id = t.company_id
      where ${where}
    ) found
    where miles <= ${radiusMiles}
    order by miles, id
    limit ${limit} offset ${(page - 1) * limit}`);
  const rows = result.rows;
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && page > 1) {
    const counted = await db.execute<{ total: string }>(sql`
      select count(*)::text as total from ${truckers} t where ${where} and ${milesFrom(point)} <= ${radiusMiles}`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  const trucks = await toAvailableTruckers(db, rows, companyId, (_row, equipmentIds) => wanted.length === 0 || equipmentIds.some((id) => wanted.includes(id)));
  const items = trucks.map((truck, i) => ({ ...truck, favourite: Boolean(rows[i]!.favourite), companyFavourite: Boolean(rows[i]!.company_favourite) }));
  return { items, total, page, limit, radiusMiles };
}
