import { combineReducers, createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  LOAD_GROUPS,
  LOAD_LIST_GROUPS,
  LOAD_SORTS,
  LOAD_STATUSES,
  type LoadGroup,
  type LoadListItem,
  type LoadListRequest,
  type LoadGroupCounts,
  type LoadInput,
  type LoadListGroup,
  type LoadsDetailsItem,
  type LoadsDetailsRequest,
  type LoadSort,
  type LoadStatus,
  type SubloadInput,
} from '@freight/contracts';
import { fieldErrorsOf, loadBoard, loadManager } from '@freight/api-client';
import { navigateTo } from '@freight/auth';
import {
  createCallsSlice,
  createCrudFeature,
  createPagedList,
  featurePartSelector,
  type CrudState,
  type PageQuery,
  type PageResult,
  type PagedListState,
  type RootState,
} from '@freight/store';
import { FEATURE_KEY } from '../module-state';
import { paths } from '../paths';

/**
 * The loads screens' state (/loads, /loads/addload, /loads/editload/:id, /loads/near-truck/:id): the paged list with
 * its tab, filters and sort in the URL, save and remove of a load (kit), and the calls of the list's and the
 * near-truck page's buttons. apps/loads/src/state.ts puts it under `loads.loads`.
 */

/** The list's tabs: every load, then the groupings of LOAD_GROUPS (`LOAD_LIST_GROUPS` of the contract). */
export const LOAD_TABS = LOAD_LIST_GROUPS;
export type LoadTab = LoadListGroup;
export const isLoadGroup = (value: string | undefined): value is LoadGroup => value !== undefined && value !== 'all' && value in LOAD_GROUPS;

/**
 * The list's filters, each a URL parameter of the same name (`?group=active&from=2026-11-01&sort=pickupDate`):
 * `from`/`to` bound the first pickup's day (inclusive, the user's days), `origin`/`destination` a city or state,
 * `equipment` and `lane` ids.
 */
const LOAD_FILTERS = ['view', 'group', 'status', 'from', 'to', 'origin', 'destination', 'equipment', 'lane', 'sort'] as const;

/**
 * Whose loads the list shows, `?view=`: `shipper` (the default, no parameter: the company's own loads,
 * get-all-loads-details) or `carrier` (`?view=carrier`: the loads the company carries for a shipper, load-list with
 * `view: 'carrier'`, which takes a status, the search and the sort, not the tabs, dates, places, equipment or lane).
 */
export type LoadListView = 'shipper' | 'carrier';
export const LOAD_LIST_VIEWS: readonly LoadListView[] = ['shipper', 'carrier'];
export const loadListViewOf = (filters: Record<string, string | undefined>): LoadListView => (filters.view === 'carrier' ? 'carrier' : 'shipper');
/** The filters the carrier view keeps (load-list takes them); the others are dropped when the view changes. */
export const CARRIER_VIEW_FILTERS = ['status', 'sort'] as const;

/** A row of /loads: one of our loads (shipper view, with its quotes and board state) or a load we carry (carrier view). */
export type LoadRow = (LoadsDetailsItem & { view: 'shipper' }) | (LoadListItem & { view: 'carrier' });

const isStatus = (value: string | undefined): value is LoadStatus => LOAD_STATUSES.some((status) => status === value);
const isSort = (value: string | undefined): value is LoadSort => LOAD_SORTS.some((sort) => sort === value);
const isTab = (value: string | undefined): value is LoadListGroup => LOAD_LIST_GROUPS.some((group) => group === value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day (`2026-11-30`) or its end, in the user's time zone, as an ISO instant. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The list's query as the body of get-all-loads-details; a malformed URL value is left out (never a 400). */
export function loadsRequest({ page, limit, search, filters }: PageQuery): LoadsDetailsRequest {
  const text = (value: string | undefined) => (value && value.trim() ? value.trim().slice(0, 100) : undefined);
  const pickupFrom = filters.from ? dayBound(filters.from, false) : undefined;
  const pickupTo = filters.to ? dayBound(filters.to, true) : undefined;
  const origin = text(filters.origin);
  const destination = text(filters.destination);
  const trimmed = text(search);
  return {
    page,
    limit,
    ...(isTab(filters.group) ? { group: filters.group } : {}),
    ...(isStatus(filters.status) ? { status: [filters.status] } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(pickupFrom ? { pickupFrom } : {}),
    ...(pickupTo ? { pickupTo } : {}),
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
    ...(filters.equipment && UUID.test(filters.equipment) ? { equipmentTypeId: filters.equipment } : {}),
    ...(filters.lane && UUID.test(filters.lane) ? { laneId: filters.lane } : {}),
    ...(isSort(filters.sort) ? { sort: filters.sort } : {}),
  };
}

/** The carrier view's query as the body of load-list (`view: 'carrier'`); a malformed URL value is left out. */
export function carriedLoadsRequest({ page, limit, search, filters }: PageQuery): LoadListRequest {
  const trimmed = search.trim().slice(0, 100);
  return {
    page,
    limit,
    view: 'carrier',
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(isSort(filters.sort) ? { sort: filters.sort } : {}),
  };
}

/**
 * One page of the list: the company's loads with the counts of every tab (they ride on the list's `loaded` action),
 * or, in the carrier view, the loads it carries (no tabs, no counts).
 */
async function fetchLoadsPage(query: PageQuery): Promise<PageResult<LoadRow> & { counts?: LoadGroupCounts }> {
  if (loadListViewOf(query.filters) === 'carrier') {
    const response = await loadManager.list(carriedLoadsRequest(query), { silent: true });
    return { items: (response.data?.items ?? []).map((item) => ({ ...item, view: 'carrier' as const })), total: response.data?.total ?? 0 };
  }
  const response = await loadBoard.list(loadsRequest(query), { silent: true });
  return {
    items: (response.data?.items ?? []).map((item) => ({ ...item, view: 'shipper' as const })),
    total: response.data?.total ?? 0,
    counts: response.data?.counts,
  };
}

export const loadList = createPagedList<LoadRow>({
  name: 'loads/list',
  fetchPage: fetchLoadsPage,
  selectState: (root) => screensState(root).list,
  filterNames: LOAD_FILTERS,
});

/** The list's address with its query (where a save goes back to). */
const listHref = (query?: URLSearchParams) => paths.loads.getHref(Object.fromEntries(query ?? []));

/** Save and remove of a load, with the spec's texts ('Load Successfully Added', …). */
export const loadEdits = createCrudFeature<LoadInput>({
  name: 'loads/load',
  api: loadManager,
  messages: { added: 'loads:form.messages.added', updated: 'loads:form.messages.updated', removed: 'loads:list.messages.removed' },
  list: loadList,
  listHref,
  selectState: (root) => screensState(root).edits,
  navigate: navigateTo,
  fieldErrorsOf,
});

/** The buttons' calls: broadcast (list), assign (near-truck), split (edit page's sub-loads). */
export type ActionCalls = {
  broadcast: void;
  assign: void;
  split: void;
};
export const actionCalls = createCallsSlice<ActionCalls>('loads/actions', ['broadcast', 'assign', 'split']);

export const loadActions = {
  broadcastRequested: createAction<{ loadUuid: string }>('loads/broadcastRequested'),
  /** `trucksKey`: the near-truck list shown (fetched again after the assignment). */
  assignRequested: createAction<{ loadUuid: string; truckerId: string; trucksKey: string }>('loads/assignRequested'),
  splitRequested: createAction<{ parentUuid: string; values: SubloadInput }>('loads/splitRequested'),
};

/** The tabs' counts of the last page fetched (get-all-loads-details answers them with each page). */
function countsReducer(state: Partial<LoadGroupCounts> | null = null, action: UnknownAction): Partial<LoadGroupCounts> | null {
  if (!loadList.actions.loaded.match(action)) return state;
  // The page's result as fetchLoadsPage answered it: its counts ride along.
  const { counts } = action.payload as { counts?: Partial<LoadGroupCounts> };
  return counts ?? state;
}

export const loadsScreensReducer = combineReducers({
  list: loadList.reducer,
  edits: loadEdits.reducer,
  calls: actionCalls.reducer,
  counts: countsReducer,
});

export interface LoadsScreensState {
  counts: Partial<LoadGroupCounts> | null;
  list: PagedListState<LoadRow>;
  edits: CrudState;
  calls: ReturnType<typeof actionCalls.reducer>;
}

/** Where the module (../state.ts) puts this reducer. */
export const SCREENS_KEY = 'loads';

declare module '../module-state' {
  interface LoadsModuleState {
    [SCREENS_KEY]: LoadsScreensState;
  }
}

/**
 * This folder's state in the one store (`loads.loads`), or its initial state before the module is injected. Read
 * with its own reducer, without importing ../state.ts (which imports this file): no import cycle.
 */
const screensState: (root: RootState) => LoadsScreensState = featurePartSelector(FEATURE_KEY, SCREENS_KEY, loadsScreensReducer);

export const selectLoadList = (root: RootState) => screensState(root).list;
export const selectActionCalls = (root: RootState) => screensState(root).calls;
export const selectGroupCounts = (root: RootState) => screensState(root).counts;
