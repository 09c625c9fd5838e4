import { fleetPositions, loadManager, type CallOptions } from '@freight/api-client';
import { DEFAULT_SEARCH_RADIUS_MILES, MAX_TRUCK_RADIUS_MILES, type FoundTruck, type SearchForTruckRequest } from '@freight/contracts';
import type { PageQuery, PageResult } from '@freight/store';

const silent: CallOptions = { silent: true };

/**
 * The search as URL parameters (all optional): `place` (its label), `lat`, `lng`; `radius` (miles); `equipment`
 * (equipment type ids, comma-separated: a truck with one of them); `date` (a day, `YYYY-MM-DD`, on which the truck
 * is free); `favourites` ('1': only the user's favourite trucks and those of their favourite carrier companies).
 */
export const SEARCH_FILTERS = ['place', 'lat', 'lng', 'radius', 'equipment', 'date', 'favourites'] as const;

/** The filters under the folded "Filters (n)" (the place and its radius stay in view): what the count counts. */
export const FOLDED_FIELDS = ['equipment', 'date', 'favourites'] as const;

const numberOf = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The equipment type ids of the filters (malformed ones left out). */
export const equipmentOf = (filters: Record<string, string>): string[] => (filters.equipment ?? '').split(',').filter((id) => UUID.test(id));

/** The radius of the filters in miles (the default when none or malformed). */
export function radiusOf(filters: Record<string, string>): number {
  const radius = numberOf(filters.radius);
  return radius !== undefined && radius > 0 ? Math.min(radius, MAX_TRUCK_RADIUS_MILES) : DEFAULT_SEARCH_RADIUS_MILES;
}

/** The page's query as search-for-truck takes it, or undefined while no place is chosen (nothing to search). */
export function searchRequestOf({ page, limit, filters }: PageQuery): SearchForTruckRequest | undefined {
  const lat = numberOf(filters.lat);
  const lng = numberOf(filters.lng);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const request: SearchForTruckRequest = { lat, lng, radiusMiles: radiusOf(filters), page, limit };
  const equipment = equipmentOf(filters);
  if (equipment.length) request.equipmentTypeIds = equipment;
  if (filters.date && DAY.test(filters.date)) request.availableOn = filters.date;
  if (filters.favourites === '1') request.favouritesOnly = true;
  return request;
}

/** One page of found trucks (no call, and no trucks, while no place is chosen). */
export async function fetchSearchPage(query: PageQuery): Promise<PageResult<FoundTruck>> {
  const request = searchRequestOf(query);
  if (!request) return { items: [], total: 0 };
  const response = await fleetPositions.search(request, silent);
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

/** The equipment catalogue (equipment-manager/equipment-list), for the equipment filter. */
export const fetchEquipment = () => loadManager.equipmentList(silent).then((response) => response.data ?? []);
