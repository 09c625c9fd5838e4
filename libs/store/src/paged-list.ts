import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';

/** Spec section 9: by-tag and search fetches wait 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;
export const DEFAULT_PAGE_SIZE = 20;

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
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

/**
 * One paged list (addresses, lanes, loads, …): page, limit and search live in the store, so a
 * refetch after a delete comes back to the same page (spec section 4). Search is debounced.
 */
export function createPagedList<T>(options: {
  name: string;
  fetchPage: (query: PageQuery) => Promise<PageResult<T>>;
  /** Where this list's state sits in the root state. */
  selectState: (root: never) => PagedListState<T>;
  limit?: number;
}) {
  const initialState: PagedListState<T> = {
    items: [],
    total: 0,
    page: 1,
    limit: options.limit ?? DEFAULT_PAGE_SIZE,
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
        state.items = action.payload.items as never;
        state.total = action.payload.total;
        state.status = 'loaded';
      },
      failed(state) {
        state.status = 'failed';
      },
    },
  });
  const { requested, searchChanged, filtersChanged, loaded } = slice.actions;
  const selectState = options.selectState as (root: unknown) => PagedListState<T>;

  function* fetchCurrentPage(): Generator<unknown, void, never> {
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
      // The API client has shown the error; the list keeps its rows and says it failed.
      yield put(slice.actions.failed());
    }
  }

  function* saga() {
    yield takeLatest(requested.type, fetchCurrentPage);
    yield debounce(SEARCH_DEBOUNCE_MS, [searchChanged.type, filtersChanged.type], fetchCurrentPage);
  }

  return { slice, reducer: slice.reducer, actions: slice.actions, saga, selectState };
}
