import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from './store';

/** Spec section 9: by-tag and search fetches wait 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PageQuery {
  page: number;
  limit: number;
  search: string;
  /** Extra filters of the list (e.g. the address tag); each change is debounced like search. */
  filters: Record<string, string>;
}

export interface PageResult<T> {
  items: T[];
  total: number;
}

export interface PagedListState<T> extends PageQuery {
  items: T[];
  total: number;
  /** `failed`: the last list call failed (500, 504, no answer); the screen offers Retry. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

/**
 * The list's query as URL search parameters (`page`, `limit`, `q`, one per filter), defaults left out, so a list's
 * address is short and a reload or Back shows the same page. `queryFromSearchParams` reads them back.
 */
export function queryToSearchParams(query: PageQuery, defaultLimit = DEFAULT_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.limit !== defaultLimit) params.set('limit', String(query.limit));
  if (query.search) params.set('q', query.search);
  for (const [name, value] of Object.entries(query.filters).sort(([a], [b]) => a.localeCompare(b))) if (value) params.set(name, value);
  return params;
}

/** Reads a list's query from the URL; anything malformed falls back to the default (page 1, the default size). */
export function queryFromSearchParams(
  params: URLSearchParams,
  filterNames: readonly string[],
  defaultLimit = DEFAULT_PAGE_SIZE,
  pageSizes: readonly number[] = PAGE_SIZES,
): PageQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: pageSizes.includes(limit) ? limit : defaultLimit,
    search: params.get('q') ?? '',
    filters,
  };
}

/**
 * One paged list (addresses, lanes, loads, …): page, limit, search and filters live in the store (and, through
 * `usePagedListUrl` of libs/table, in the URL), so a refetch after a delete comes back to the same page (spec
 * section 4). Search and filters typed in are debounced.
 */
export function createPagedList<T>(options: {
  name: string;
  fetchPage: (query: PageQuery) => Promise<PageResult<T>>;
  /** Where this list's state sits in the root state. */
  selectState: (root: RootState) => PagedListState<T>;
  limit?: number;
  /** Names of the filters the list takes (URL parameters of the same names). */
  filterNames?: readonly string[];
  /** The page sizes offered (default PAGE_SIZES), e.g. a long "all" page for a list whose table virtualises its rows. */
  pageSizes?: readonly number[];
}) {
  const defaultLimit = options.limit ?? DEFAULT_PAGE_SIZE;
  const initialState: PagedListState<T> = {
    items: [],
    total: 0,
    page: 1,
    limit: defaultLimit,
    search: '',
    filters: {},
    status: 'idle',
  };

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      /** Fetch with the saved query, changing only what is given (a refetch passes nothing). */
      requested(state, action: PayloadAction<Partial<Pick<PageQuery, 'page' | 'limit'>> | undefined>) {
        if (action.payload?.limit && action.payload.limit !== state.limit) {
          state.limit = action.payload.limit;
          state.page = 1;
        }
        if (action.payload?.page) state.page = action.payload.page;
        state.status = 'loading';
      },
      /** The whole query at once (read from the URL, or the filters cleared): fetched without waiting. */
      queryChanged(state, action: PayloadAction<PageQuery>) {
        Object.assign(state, action.payload);
        state.status = 'loading';
      },
      searchChanged(state, action: PayloadAction<string>) {
        state.search = action.payload;
        state.page = 1;
        state.status = 'loading';
      },
      filtersChanged(state, action: PayloadAction<Record<string, string>>) {
        state.filters = action.payload;
        state.page = 1;
        state.status = 'loading';
      },
      loaded(state, action: PayloadAction<PageResult<T>>) {
        state.items = action.payload.items as typeof state.items;
        state.total = action.payload.total;
        state.status = 'loaded';
      },
      failed(state) {
        state.status = 'failed';
      },
    },
  });
  const { requested, queryChanged, searchChanged, filtersChanged, loaded, failed } = slice.actions;
  const selectState = options.selectState;

  function* fetchCurrentPage() {
    const state: PagedListState<T> = yield select(selectState);
    try {
      const result: PageResult<T> = yield call(options.fetchPage, {
        page: state.page,
        limit: state.limit,
        search: state.search,
        filters: state.filters,
      });
      const lastPage = Math.max(1, Math.ceil(result.total / state.limit));
      if (result.items.length === 0 && state.page > lastPage) {
        // The page emptied (its last row was deleted): show the last page that has rows.
        yield put(requested({ page: lastPage }));
        return;
      }
      yield put(loaded(result));
    } catch {
      // The API client has shown the error; the list says it failed (the screen offers Retry).
      yield put(failed());
    }
  }

  function* saga() {
    yield takeLatest([requested.type, queryChanged.type], fetchCurrentPage);
    yield debounce(SEARCH_DEBOUNCE_MS, [searchChanged.type, filtersChanged.type], fetchCurrentPage);
  }

  return {
    slice,
    reducer: slice.reducer,
    actions: slice.actions,
    saga,
    selectState,
    defaultLimit,
    filterNames: options.filterNames ?? [],
    pageSizes: options.pageSizes ?? (PAGE_SIZES as readonly number[]),
  };
}

export type PagedList<T> = ReturnType<typeof createPagedList<T>>;
