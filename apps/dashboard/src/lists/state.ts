import { combineReducers, createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  DASHBOARD_SIDES,
  LOAD_ONLY_GROUPS,
  LOAD_SORTS,
  ORDER_GROUPS,
  ORDER_SORTS,
  type DashboardGroup,
  type DashboardSide,
  type LoadListItem,
  type LoadListRequest,
  type LoadSort,
  type OrderGroup,
  type OrderListItem,
  type OrderListRequest,
  type OrderSort,
} from '@freight/contracts';
import { loadManager, orderManager } from '@freight/api-client';
import { createPagedList, type PageQuery, type PageResult, type PagedList, type PagedListState, type RootState } from '@freight/store';

/**
 * The order lists of the dashboard (one screen): /dashboard/neworderslist, currentorderslist, activeorderslist,
 * completedorderslist, riskofdelay, delayedorders (and /orders/delayed, /orders/risk-delayed) are the order groups
 * of order-manager/order-list (`group`, `side`); /dashboard/pendingorderslist and quotedorderslist are the loads that
 * have no order yet (load-manager/load-list, `status`, `view`). Each group is its own paged list (kit), so going
 * from one list to another never shows the other's rows; search, filters, sort, page and page size are in the URL,
 * the side too (`?side=`, the dashboard's switch).
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectListsState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const LISTS_KEY = 'lists';

export type LoadGroupName = keyof typeof LOAD_ONLY_GROUPS;
export const isLoadGroup = (group: DashboardGroup): group is LoadGroupName => group in LOAD_ONLY_GROUPS;

/**
 * The filters of an order group, each a URL parameter of the same name: `side` (the dashboard's switch, not in the
 * toolbar), `counterparty` (the other party's company id), `from`/`to` (the delivery day, inclusive), `sort`.
 */
const ORDER_LIST_FILTERS = ['side', 'counterparty', 'from', 'to', 'sort'] as const;
/** The filters of a load group: load-list takes the search, the status (the group) and a sort. */
const LOAD_LIST_FILTERS = ['side', 'sort'] as const;

/** The sort a flagged list starts with (the most pressing first: the soonest delivery); the others newest first. */
export const DEFAULT_ORDER_SORT: Readonly<Record<OrderGroup, OrderSort>> = {
  new: 'newest',
  current: 'newest',
  active: 'newest',
  completed: 'newest',
  riskOfDelay: 'delivery',
  delayed: 'delivery',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | undefined): value is string => value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(value));
const isOrderSort = (value: string | undefined): value is OrderSort => ORDER_SORTS.some((sort) => sort === value);
const isLoadSort = (value: string | undefined): value is LoadSort => LOAD_SORTS.some((sort) => sort === value);
export const isSide = (value: string | undefined): value is DashboardSide => DASHBOARD_SIDES.some((side) => side === value);
const searchOf = (search: string) => search.trim().slice(0, 100);

/**
 * An order group's query as the body of order-list; a malformed URL value is left out (never a 400). The side is
 * always sent when known (absent, order-list would mix both sides, which no dashboard figure counts).
 */
export function orderGroupRequest(group: OrderGroup, { page, limit, search, filters }: PageQuery): OrderListRequest {
  const trimmed = searchOf(search);
  return {
    page,
    limit,
    group,
    ...(isSide(filters.side) ? { side: filters.side } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(filters.counterparty && UUID.test(filters.counterparty) ? { counterpartyId: filters.counterparty } : {}),
    ...(isDay(filters.from) ? { from: filters.from } : {}),
    ...(isDay(filters.to) ? { to: filters.to } : {}),
    sort: isOrderSort(filters.sort) ? filters.sort : DEFAULT_ORDER_SORT[group],
  };
}

/** A load group's query as the body of load-list (`status` pending or quoted, `view` the side). */
export function loadGroupRequest(group: LoadGroupName, { page, limit, search, filters }: PageQuery): LoadListRequest {
  const trimmed = searchOf(search);
  return {
    page,
    limit,
    status: LOAD_ONLY_GROUPS[group],
    ...(isSide(filters.side) ? { view: filters.side } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(isLoadSort(filters.sort) ? { sort: filters.sort } : {}),
  };
}

export type ListsState = { [G in OrderGroup]: PagedListState<OrderListItem> } & { [G in LoadGroupName]: PagedListState<LoadListItem> } & {
  counterparties: CounterpartiesBySide;
};

let initial: ListsState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectListsState(root: RootState): ListsState {
  const dashboard = (root as { dashboard?: Record<string, unknown> }).dashboard;
  const own = dashboard?.[LISTS_KEY] as ListsState | undefined;
  return own ?? (initial ??= listsReducer(undefined, { type: '@@dashboard/lists/init' }));
}

function orderList(group: OrderGroup): PagedList<OrderListItem> {
  return createPagedList<OrderListItem>({
    name: `dashboard/lists/${group}`,
    fetchPage: async (query): Promise<PageResult<OrderListItem>> => {
      const response = await orderManager.list(orderGroupRequest(group, query), { silent: true });
      return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
    },
    selectState: (root) => selectListsState(root)[group],
    filterNames: ORDER_LIST_FILTERS,
  });
}

function loadList(group: LoadGroupName): PagedList<LoadListItem> {
  return createPagedList<LoadListItem>({
    name: `dashboard/lists/${group}`,
    fetchPage: async (query): Promise<PageResult<LoadListItem>> => {
      const response = await loadManager.list(loadGroupRequest(group, query), { silent: true });
      return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
    },
    selectState: (root) => selectListsState(root)[group],
    filterNames: LOAD_LIST_FILTERS,
  });
}

/** One paged list per order group. */
export const orderLists = Object.fromEntries(ORDER_GROUPS.map((group) => [group, orderList(group)])) as Record<OrderGroup, PagedList<OrderListItem>>;
/** One paged list per load group. */
export const loadLists = { pending: loadList('pending'), quoted: loadList('quoted') } satisfies Record<LoadGroupName, PagedList<LoadListItem>>;

/** The paged list of a group (the refetch of the live refresh, the screen). */
export function listOf(group: DashboardGroup): PagedList<OrderListItem> | PagedList<LoadListItem> {
  return isLoadGroup(group) ? loadLists[group] : orderLists[group];
}

// ---------------------------------------------------------------------------------------------------------------
// The screen's life (the live refresh runs while a list is open) and the counterparty filter's choices.

/** A list screen opened (`group`, `side`): the saga asks for the counterparties and listens to the live events. */
export const listOpened = createAction<{ group: DashboardGroup; side: DashboardSide }>('dashboard/lists/opened');
export const listClosed = createAction('dashboard/lists/closed');

export interface Counterparty {
  companyId: string;
  name: string;
}

export const counterpartiesFound = createAction<{ side: DashboardSide; parties: Counterparty[] }>('dashboard/lists/counterpartiesFound');

const orderLoadedTypes = new Set<string>(ORDER_GROUPS.map((group) => orderLists[group].actions.loaded.type));

type CounterpartiesBySide = Record<DashboardSide, Counterparty[]>;

function addParties(known: Counterparty[], found: Counterparty[]): Counterparty[] {
  const ids = new Set(known.map((party) => party.companyId));
  const added = found.filter((party) => !ids.has(party.companyId) && ids.add(party.companyId));
  return added.length === 0 ? known : [...known, ...added].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The counterparty filter's choices, per side (a shipper's carriers, a carrier's shippers): every other party seen
 * (the latest orders of the side when a list opens, and each page shown), by name.
 */
function counterpartiesReducer(state: CounterpartiesBySide = { shipper: [], carrier: [] }, action: UnknownAction): CounterpartiesBySide {
  if (counterpartiesFound.match(action)) {
    const { side, parties } = action.payload;
    const next = addParties(state[side], parties);
    return next === state[side] ? state : { ...state, [side]: next };
  }
  if (!orderLoadedTypes.has(action.type)) return state;
  let next = state;
  for (const side of DASHBOARD_SIDES) {
    const items = ((action.payload as PageResult<OrderListItem>).items ?? []).filter((item) => item.side === side);
    const parties = addParties(
      next[side],
      items.map((item) => item.counterparty),
    );
    if (parties !== next[side]) next = { ...next, [side]: parties };
  }
  return next;
}

export const listsReducer = combineReducers({
  new: orderLists.new.reducer,
  current: orderLists.current.reducer,
  active: orderLists.active.reducer,
  completed: orderLists.completed.reducer,
  riskOfDelay: orderLists.riskOfDelay.reducer,
  delayed: orderLists.delayed.reducer,
  pending: loadLists.pending.reducer,
  quoted: loadLists.quoted.reducer,
  counterparties: counterpartiesReducer,
});

export const selectCounterparties = (root: RootState, side: DashboardSide) => selectListsState(root).counterparties[side];
