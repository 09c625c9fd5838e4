import { sql } from 'drizzle-orm';
import { DEFAULT_SEARCH_RADIUS_MILES, type SearchForTruckData, type SearchForTruckRequest } from '@freight/contracts';
import type { Db } from '../../db/client';
import { truckerEquipment, truckers } from '../../db/schema';
import { boxAround, freeDuring, milesFrom, ownOrPartnerTrucks, toAvailableTruckers, truckColumns, type TruckListRow } from '../load-manager/trucks';

/**
 * search-for-truck: active trucks (not inactive, not in maintenance, with a last position) within the radius of a
 * place, nearest first, the caller's own and its active partners' (the rule of load-available-truckers), optionally
 * with one of the given equipment types and free (no live load) on a given day.
 */

const NO_LOAD = '00000000-0000-0000-0000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

export async function searchForTruck(db: Db, companyId: string, body: SearchForTruckRequest): Promise<SearchForTruckData> {
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
  const result = await db.execute<TruckListRow & { total: string | number }>(sql`
    select *, count(*) over () as total from (
      select ${truckColumns(point)}
      from ${truckers} t join companies c on c.id = t.company_id
      where t.is_active and t.status not in ('inactive', 'maintenance')
        and ${boxAround(point, radiusMiles)}
        and ${ownOrPartnerTrucks(companyId)}
        and ${equipment}
        and ${free}
    ) found
    where miles <= ${radiusMiles}
    order by miles, id
    limit ${limit} offset ${(page - 1) * limit}`);
  const rows = result.rows;
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && page > 1) {
    const counted = await db.execute<{ total: string }>(sql`
      select count(*)::text as total from ${truckers} t
      where t.is_active and t.status not in ('inactive', 'maintenance') and ${boxAround(point, radiusMiles)}
        and ${ownOrPartnerTrucks(companyId)} and ${equipment} and ${free} and ${milesFrom(point)} <= ${radiusMiles}`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  const items = await toAvailableTruckers(db, rows, companyId, (_row, equipmentIds) => wanted.length === 0 || equipmentIds.some((id) => wanted.includes(id)));
  return { items, total, page, limit, radiusMiles };
}
