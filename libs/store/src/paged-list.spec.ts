import { combineReducers } from '@reduxjs/toolkit';
import { createTestStore } from './testing';
import { featureSelector } from './store';
import { createPagedList, queryFromSearchParams, queryToSearchParams, SEARCH_DEBOUNCE_MS, type PagedListState, type PageQuery } from './paged-list';

interface Row {
  id: number;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    pagedListSpec: { rows: PagedListState<Row> };
  }
}

/** A fake backend of 45 rows; the unit under test is the list's state and saga. */
function setup(rows = 45) {
  let data = Array.from({ length: rows }, (_, i) => ({ id: i + 1 }));
  const fetchPage = jest.fn(async ({ page, limit, search }: PageQuery) => {
    const matching = data.filter((r) => !search || String(r.id).includes(search));
    return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
  });
  const list = createPagedList<Row>({ name: 'rows', fetchPage, selectState: (root): PagedListState<Row> => selectFeature(root).rows, limit: 20 });
  const reducer = combineReducers({ rows: list.reducer });
  const selectFeature = featureSelector('pagedListSpec', reducer);
  const { store, dispatchAndWait } = createTestStore({ features: [{ key: 'pagedListSpec', reducer, saga: list.saga }] });
  const state = () => list.selectState(store.getState());
  return { list, store, state, fetchPage, dispatchAndWait, remove: (id: number) => (data = data.filter((r) => r.id !== id)) };
}

describe('a paged list', () => {
  it('fetches a page and keeps page and limit in state', async () => {
    const { list, store, state, dispatchAndWait } = setup();
    const done = dispatchAndWait(list.actions.requested({ page: 2 }));
    expect(state().status).toBe('loading');
    await done;
    expect(store.getState().pagedListSpec?.rows).toMatchObject({ page: 2, limit: 20, total: 45, status: 'loaded' });
    expect(state().items[0]).toEqual({ id: 21 });
  });

  it('refetches the saved page after a delete', async () => {
    const { list, state, dispatchAndWait, remove, fetchPage } = setup();
    await dispatchAndWait(list.actions.requested({ page: 2 }));
    remove(21);
    await dispatchAndWait(list.actions.requested());
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 20, search: '', filters: {} });
    expect(state().items[0]).toEqual({ id: 22 });
  });

  it('steps back a page when a delete empties the last one', async () => {
    const { list, state, dispatchAndWait, remove } = setup(21);
    await dispatchAndWait(list.actions.requested({ page: 2 }));
    remove(21);
    await dispatchAndWait(list.actions.requested());
    expect(state()).toMatchObject({ page: 1, total: 20, status: 'loaded' });
  });

  it('debounces search by 1000 ms and starts again at page 1', async () => {
    jest.useFakeTimers();
    const { list, store, state, fetchPage } = setup();
    store.dispatch(list.actions.requested({ page: 3 }));
    await jest.runOnlyPendingTimersAsync();
    fetchPage.mockClear();
    store.dispatch(list.actions.searchChanged('1'));
    store.dispatch(list.actions.searchChanged('12'));
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(fetchPage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 20, search: '12', filters: {} });
    expect(state().page).toBe(1);
    jest.useRealTimers();
  });

  it('debounces a filter change the same way', async () => {
    jest.useFakeTimers();
    const { list, store, fetchPage } = setup();
    store.dispatch(list.actions.filtersChanged({ tag: 'pickup' }));
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(fetchPage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 20, search: '', filters: { tag: 'pickup' } });
    jest.useRealTimers();
  });

  it('a changed page size starts again at page 1', async () => {
    const { list, state, dispatchAndWait } = setup();
    await dispatchAndWait(list.actions.requested({ page: 2 }));
    await dispatchAndWait(list.actions.requested({ limit: 50 }));
    expect(state()).toMatchObject({ page: 1, limit: 50, total: 45 });
  });

  it('takes a whole query at once (from the URL) and fetches without waiting', async () => {
    const { list, state, fetchPage, dispatchAndWait } = setup();
    await dispatchAndWait(list.actions.queryChanged({ page: 1, limit: 10, search: '2', filters: {} }));
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 10, search: '2', filters: {} });
    expect(state()).toMatchObject({ total: 14, status: 'loaded' });
  });

  it('says it failed when the list call fails', async () => {
    const { list, state, fetchPage, dispatchAndWait } = setup();
    fetchPage.mockRejectedValueOnce(new Error('504'));
    await dispatchAndWait(list.actions.requested());
    expect(state().status).toBe('failed');
  });
});

describe("a list's query in the URL", () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const query = { page: 3, limit: 50, search: 'acme', filters: { tag: 'pickup' } };
    const params = queryToSearchParams(query);
    expect(params.toString()).toBe('page=3&limit=50&q=acme&tag=pickup');
    expect(queryFromSearchParams(params, ['tag'])).toEqual(query);
    expect(queryToSearchParams({ page: 1, limit: 20, search: '', filters: {} }).toString()).toBe('');
  });

  it('falls back to the defaults on malformed values and ignores unknown filters', () => {
    expect(queryFromSearchParams(new URLSearchParams('page=-2&limit=7&other=x'), ['tag'])).toEqual({ page: 1, limit: 20, search: '', filters: {} });
  });

  it("reads a list's own page sizes (a long page) and refuses the others", () => {
    expect(queryFromSearchParams(new URLSearchParams('limit=10000'), [], 20, [20, 100, 10000]).limit).toBe(10000);
    expect(queryFromSearchParams(new URLSearchParams('limit=10000'), []).limit).toBe(20);
    expect(queryFromSearchParams(new URLSearchParams('limit=10'), [], 20, [20, 100, 10000]).limit).toBe(20);
  });
});
