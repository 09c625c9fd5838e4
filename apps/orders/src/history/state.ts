import { combineReducers, createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { CLOSED_ORDER_STATUSES, ORDER_SORTS, type OrderListItem, type OrderListRequest, type OrderSort, type OrderStatus } from '@freight/contracts';
import { orderManager } from '@freight/api-client';
import type { HistoryCsvLabels } from './csv-columns';
import { createPagedList, type PageQuery, type PageResult, type PagedListState, type RootState } from '@freight/store';

/**
 * /order/history: the caller's closed orders (order-manager/order-list, scope `history`), searched, filtered by
 * status, counterparty and delivery day, sorted and paged, every choice in the URL; the CSV export of the whole
 * filtered list (every page, not only the one shown); the counterparties the filter offers.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectHistoryState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const HISTORY_KEY = 'history';

/**
 * The list's filters, each a URL parameter of the same name (`?status=paid&counterparty=<uuid>&from=2026-11-01`):
 * `from`/`to` bound the delivery day (inclusive), `counterparty` is the other party's company id.
 */
const HISTORY_FILTERS = ['status', 'counterparty', 'from', 'to', 'sort'] as const;

/** The most rows one CSV export holds (100 pages of order-list's largest page). */
export const MAX_EXPORT_ROWS = 10_000;
/** order-list's largest page (MAX_LIMIT of the contracts): the export's page size. */
export const EXPORT_PAGE_SIZE = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | undefined): value is OrderStatus => CLOSED_ORDER_STATUSES.some((status) => status === value);
const isSort = (value: string | undefined): value is OrderSort => ORDER_SORTS.some((sort) => sort === value);
const isDay = (value: string | undefined): value is string => value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(value));

/** The list's query as the body of order-list (scope history); a malformed URL value is left out (never a 400). */
export function historyRequest({ page, limit, search, filters }: PageQuery): OrderListRequest {
  const trimmed = search.trim().slice(0, 100);
  return {
    page,
    limit,
    scope: 'history',
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(trimmed ? { search: trimmed } : {}),
    ...(filters.counterparty && UUID.test(filters.counterparty) ? { counterpartyId: filters.counterparty } : {}),
    ...(isDay(filters.from) ? { from: filters.from } : {}),
    ...(isDay(filters.to) ? { to: filters.to } : {}),
    ...(isSort(filters.sort) ? { sort: filters.sort } : {}),
  };
}

async function fetchHistoryPage(query: PageQuery): Promise<PageResult<OrderListItem>> {
  const response = await orderManager.list(historyRequest(query), { silent: true });
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

export const historyList = createPagedList<OrderListItem>({
  name: 'orders/history/list',
  fetchPage: fetchHistoryPage,
  selectState: (root) => selectHistoryState(root).list,
  filterNames: HISTORY_FILTERS,
});

// ---------------------------------------------------------------------------------------------------------------
// The CSV export

interface ExportState {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** Rows fetched so far (running) or written (done). */
  rows: number;
  /** The filtered list's size when the export started. */
  total: number;
  /** The list held more than MAX_EXPORT_ROWS: the file has the first ones. */
  truncated: boolean;
  fileName: string | null;
}

const exportInitial: ExportState = { status: 'idle', rows: 0, total: 0, truncated: false, fileName: null };

const exportSlice = createSlice({
  name: 'orders/history/export',
  initialState: exportInitial,
  reducers: {
    /** Export the list as it is filtered now (every page): the saga reads the list's query; the texts come along. */
    requested: {
      reducer: () => ({ ...exportInitial, status: 'running' as const }),
      prepare: (labels: HistoryCsvLabels) => ({ payload: labels }),
    },
    progressed(state, action: PayloadAction<{ rows: number; total: number }>) {
      state.rows = action.payload.rows;
      state.total = action.payload.total;
    },
    succeeded(state, action: PayloadAction<{ rows: number; total: number; truncated: boolean; fileName: string }>) {
      Object.assign(state, action.payload, { status: 'done' });
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});
export const exportActions = exportSlice.actions;

// ---------------------------------------------------------------------------------------------------------------
// The counterparty filter's choices: every other party seen in the history (a first page of up to 100 orders
// fetched when the screen opens, and each page shown), by name.

export interface Counterparty {
  companyId: string;
  name: string;
}

export const counterpartiesRequested = createAction('orders/history/counterpartiesRequested');
export const counterpartiesFound = createAction<Counterparty[]>('orders/history/counterpartiesFound');

function counterpartiesReducer(state: Counterparty[] = [], action: UnknownAction): Counterparty[] {
  let found: Counterparty[] | undefined;
  if (counterpartiesFound.match(action)) found = action.payload;
  else if (historyList.actions.loaded.match(action)) found = (action.payload.items as OrderListItem[]).map((item) => item.counterparty);
  if (!found) return state;
  const known = new Set(state.map((party) => party.companyId));
  const added = found.filter((party) => !known.has(party.companyId) && known.add(party.companyId));
  if (added.length === 0) return state;
  return [...state, ...added].sort((a, b) => a.name.localeCompare(b.name));
}

export const historyReducer = combineReducers({
  list: historyList.reducer,
  export: exportSlice.reducer,
  counterparties: counterpartiesReducer,
});

export interface HistoryState {
  list: PagedListState<OrderListItem>;
  export: ExportState;
  counterparties: Counterparty[];
}

let initial: HistoryState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
function selectHistoryState(root: RootState): HistoryState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[HISTORY_KEY] as HistoryState | undefined;
  return own ?? (initial ??= historyReducer(undefined, { type: '@@orders/history/init' }));
}

export const selectHistoryList = (root: RootState) => selectHistoryState(root).list;
export const selectHistoryExport = (root: RootState) => selectHistoryState(root).export;
export const selectCounterparties = (root: RootState) => selectHistoryState(root).counterparties;
