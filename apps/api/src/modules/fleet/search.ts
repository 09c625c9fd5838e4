import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SEARCH_RADIUS_MILES, type AvailableTrucker, type SearchForTruckData, type SearchForTruckRequest, type TruckerKind, type TruckerStatus } from '@freight/contracts';
import type { Db } from '../../db/client';
import { equipmentTypes, truckerEquipment, truckers } from '../../db/schema';
import { iso } from '../../http';
import { boxAround, freeDuring, milesFrom, ownOrPartnerTrucks } from '../load-manager/trucks';

/**
 * search-for-truck: active trucks (not inactive, not in maintenance, with a last position) within the radius of a
 * place, nearest first, the caller's own and its active partners' (the rule of load-available-truckers), optionally
 * with one of the given equipment types and free (no live load) on a given day.
 */

const NO_LOAD = '00000000-0000-0000-0000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

interface Row extends Record<string, unknown> {
  id: string;
  kind: TruckerKind;
  name: string;
  truck_number: string;
  trailer_number: string | null;
  phone: string | null;
  status: TruckerStatus;
  company_id: string;
  company_name: string;
  last_lat: number;
  last_lng: number;
  last_location_name: string | null;
  last_location_at: Date | string | null;
  capacity_lbs: number | null;
  rating: string | number | null;
  miles: number;
  total: string | number;
}

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
  const result = await db.execute<Row>(sql`
    select *, count(*) over () as total from (
      select t.id, t.kind, t.name, t.truck_number, t.trailer_number, t.phone, t.status, t.company_id, c.name as company_name,
             t.last_lat, t.last_lng, t.last_location_name, t.last_location_at, t.capacity_lbs, t.rating,
             ${milesFrom(point)} as miles
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
  const ids = rows.map((row) => row.id);
  const types = ids.length
    ? await db
        .select({ truckerId: truckerEquipment.truckerId, id: equipmentTypes.id, key: equipmentTypes.key, name: equipmentTypes.name })
        .from(truckerEquipment)
        .innerJoin(equipmentTypes, eq(equipmentTypes.id, truckerEquipment.equipmentTypeId))
        .where(inArray(truckerEquipment.truckerId, ids))
        .orderBy(asc(equipmentTypes.sortOrder), asc(equipmentTypes.name))
    : [];
  const items = rows.map((row): AvailableTrucker => {
    const own = types.filter((type) => type.truckerId === row.id);
    return {
      _id: row.id,
      kind: row.kind,
      name: row.name,
      truckNumber: row.truck_number,
      trailerNumber: row.trailer_number,
      phone: row.phone,
      status: row.status,
      companyId: row.company_id,
      companyName: row.company_name,
      own: row.company_id === companyId,
      lat: Number(row.last_lat),
      lng: Number(row.last_lng),
      locationName: row.last_location_name,
      locationAt: row.last_location_at === null ? null : iso(new Date(row.last_location_at)),
      distanceMiles: Math.round(Number(row.miles) * 10) / 10,
      equipment: own.map((type) => ({ _id: type.id, key: type.key, name: type.name })),
      equipmentMatch: wanted.length === 0 || own.some((type) => wanted.includes(type.id)),
      capacityLbs: row.capacity_lbs === null ? null : Number(row.capacity_lbs),
      rating: row.rating === null ? null : Number(row.rating),
    };
  });
  return { items, total, page, limit, radiusMiles };
}
