import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyType, LoadListItem, LoadStatus, LoadView } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { companies, equipmentTypes, loads, orders } from '../db/schema';

/**
 * The one projection of a load into a list item (`LoadListItem`): the load's list columns with its equipment and its
 * shipper's and carrier's names, joined (primary keys, a page of rows at a time). Used by every list of loads: the
 * load list (load-manager) and a lane's past and current loads (lane-manager).
 */

/**
 * A timestamptz as the API sends it (`Date#toISOString()`: UTC, milliseconds, `Z`), formatted by PostgreSQL: a page
 * of items is then built without parsing and printing 60 dates in the server.
 */
const isoText = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const shipperCompany = alias(companies, 'shipper_company');
const carrierCompany = alias(companies, 'carrier_company');

/**
 * The rate a list shows, with its currency: the agreed line-haul rate of the load's live order (at most one:
 * orders_one_live_per_load_idx, which this reads) once it has one, else the posted rate. Accessorial charges are not
 * in it: the order's total is the order's (its panel, the order lists).
 */
const ofLiveOrder = (column: typeof orders.rate | typeof orders.currency) =>
  sql`(select ${column} from ${orders} where ${orders.loadId} = ${loads.id} and ${orders.status} not in ('rejected', 'cancelled'))`;
const shownRate = sql<number | null>`coalesce(${ofLiveOrder(orders.rate)}, ${loads.rate})`.mapWith(loads.rate);
const shownCurrency = sql<string>`coalesce(${ofLiveOrder(orders.currency)}, ${loads.currency})`;

const loadListColumns = {
  id: loads.id,
  loadId: loads.loadId,
  status: loads.status,
  isDelayed: loads.isDelayed,
  isAtRisk: loads.isAtRisk,
  originCity: loads.originCity,
  originState: loads.originState,
  originCountry: loads.originCountry,
  destinationCity: loads.destinationCity,
  destinationState: loads.destinationState,
  destinationCountry: loads.destinationCountry,
  pickupStart: isoText(loads.pickupStart),
  deliveryStart: isoText(loads.deliveryStart),
  equipmentKey: equipmentTypes.key,
  equipmentName: equipmentTypes.name,
  weight: loads.weight,
  weightUnit: loads.weightUnit,
  commodity: loads.commodity,
  rate: shownRate,
  currency: shownCurrency,
  distanceMiles: loads.distanceMiles,
  shipperId: loads.companyId,
  shipperName: shipperCompany.name,
  carrierId: loads.carrierCompanyId,
  carrierName: carrierCompany.name,
  createdAt: isoText(loads.createdAt),
};

/**
 * `select <list columns>[, <extra columns>] from loads` with its joins; callers add their own joins, where, order and
 * limit (the load list adds its total as extra columns, so a page is one round trip).
 */
export const selectLoadListItems = <Extra extends Record<string, SQL.Aliased>>(db: DbOrTx, extra?: Extra) =>
  db
    .select({ ...loadListColumns, ...(extra as Extra) })
    .from(loads)
    .innerJoin(shipperCompany, eq(shipperCompany.id, loads.companyId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, loads.equipmentTypeId))
    .leftJoin(carrierCompany, eq(carrierCompany.id, loads.carrierCompanyId));

export type LoadListRow = Awaited<ReturnType<typeof selectLoadListItems<Record<never, SQL.Aliased>>>>[number];

export function toLoadListItem(row: LoadListRow): LoadListItem {
  return {
    _id: row.id,
    loadId: row.loadId,
    status: row.status as LoadStatus,
    isDelayed: row.isDelayed,
    isAtRisk: row.isAtRisk,
    origin: { city: row.originCity, state: row.originState, country: row.originCountry },
    destination: { city: row.destinationCity, state: row.destinationState, country: row.destinationCountry },
    pickupDate: row.pickupStart,
    deliveryDate: row.deliveryStart,
    equipment: row.equipmentKey !== null && row.equipmentName !== null ? { key: row.equipmentKey, name: row.equipmentName } : null,
    weight: row.weight,
    weightUnit: row.weightUnit,
    commodity: row.commodity,
    rate: row.rate,
    currency: row.currency as LoadListItem['currency'],
    distanceMiles: row.distanceMiles,
    carrier: row.carrierId !== null ? { _id: row.carrierId, name: row.carrierName ?? '' } : null,
    shipper: { _id: row.shipperId, name: row.shipperName },
    createdAt: row.createdAt,
  };
}

/** The view a company sees by default: carriers see what they carry, everyone else what they own. */
export const defaultLoadView = (companyType: CompanyType): LoadView => (companyType === 'carrier' ? 'carrier' : 'shipper');
