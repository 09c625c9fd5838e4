import { loadBoard, type CallOptions } from '@freight/api-client';
import {
  BOARD_SCOPES,
  BOARD_SORTS,
  DEFAULT_BOARD_RADIUS_MILES,
  MAX_BOARD_RADIUS_MILES,
  type BoardArea,
  type LoadBoardItem,
  type LoadBoardRequest,
} from '@freight/contracts';
import { parseTypedNumber } from '@freight/i18n';
import type { PageQuery, PageResult } from '@freight/store';

const silent: CallOptions = { silent: true };

/**
 * The board's filters as URL parameters (all optional): `scope`; the origin `from` (its label), `fromLat`, `fromLng`,
 * `fromRadius` (miles) and the same for the destination (`to…`); `pickupFrom`, `pickupTo` (days, `YYYY-MM-DD`);
 * `equipment` (an equipment type id); `maxWeight` (lbs); `sort`.
 */
export const BOARD_FILTERS = [
  'scope',
  'from',
  'fromLat',
  'fromLng',
  'fromRadius',
  'to',
  'toLat',
  'toLng',
  'toRadius',
  'pickupFrom',
  'pickupTo',
  'equipment',
  'maxWeight',
  'sort',
] as const;

export type BoardEnd = 'from' | 'to';

const numberOf = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** One end of the search (origin or destination) from the filters, when it has a position. */
function areaOf(filters: Record<string, string>, end: BoardEnd): BoardArea | undefined {
  const lat = numberOf(filters[`${end}Lat`]);
  const lng = numberOf(filters[`${end}Lng`]);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const radius = numberOf(filters[`${end}Radius`]);
  const radiusMiles = radius !== undefined && radius > 0 ? Math.min(radius, MAX_BOARD_RADIUS_MILES) : DEFAULT_BOARD_RADIUS_MILES;
  return { lat, lng, radiusMiles };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The first or the last instant of a day of the user's calendar. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
export const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The page's query as search-load-by-filter takes it; a malformed URL value is left out, not sent. */
export function boardRequestOf({ page, limit, filters }: PageQuery): LoadBoardRequest {
  const request: LoadBoardRequest = { page, limit };
  const scope = BOARD_SCOPES.find((s) => s === filters.scope);
  if (scope) request.scope = scope;
  const origin = areaOf(filters, 'from');
  if (origin) request.origin = origin;
  const destination = areaOf(filters, 'to');
  if (destination) request.destination = destination;
  if (filters.pickupFrom && DAY.test(filters.pickupFrom)) request.pickupFrom = dayStart(filters.pickupFrom);
  if (filters.pickupTo && DAY.test(filters.pickupTo)) request.pickupTo = dayEnd(filters.pickupTo);
  if (filters.equipment && /^[0-9a-f-]{36}$/i.test(filters.equipment)) request.equipmentTypeIds = [filters.equipment];
  // Typed in the reader's language ("45,000", "45 000"), as every number.
  const maxWeight = filters.maxWeight ? parseTypedNumber(filters.maxWeight) : undefined;
  if (maxWeight !== undefined && maxWeight > 0) request.maxWeight = maxWeight;
  const sort = BOARD_SORTS.find((s) => s === filters.sort);
  if (sort && (sort !== 'distance' || origin)) request.sort = sort;
  return request;
}

export async function fetchBoardPage(query: PageQuery): Promise<PageResult<LoadBoardItem>> {
  const response = await loadBoard.search(boardRequestOf(query), silent);
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}
