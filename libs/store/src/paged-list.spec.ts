import { combineReducers } from '@reduxjs/toolkit';
import { createAppStore } from './store';
import { createPagedList, SEARCH_DEBOUNCE_MS, type PageQuery } from './paged-list';

interface Row {
  id: number;
}

/** A fake backend of 45 rows; the unit under test is the list's state and saga. */
function setup(rows = 45) {
  let data = Array.from({ length: rows }, (_, i) => ({ id: i + 1 }));
  const fetchPage = jest.fn(async ({ page, limit, search }: PageQuery) => {
    const matching = data.filter((r) => !search || String(r.id).includes(search));
    return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
  });
  const list = createPagedList<Row>({ name: 'rows', fetchPage, selectState: (root: { demo: { rows: never } }) => root.demo.rows, limit: 20 });
  const store = createAppStore();
  store.injectFeature({ key: 'demo', reducer: combineReducers({ rows: list.reducer }), saga: list.saga });
  const state = () => (store.getState() as unknown as { demo: { rows: ReturnType<typeof list.reducer> } }).demo.rows;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { list, store, state, fetchPage, settle, remove: (id: number) => (data = data.filter((r) => r.id !== id)) };
}

describe('a paged list', () => {
  it('fetches a page and keeps page and limit in state', async () => {
    const { list, store, state, settle } = setup();
    store.dispatch(list.actions.requested({ page: 2 }));
    expect(state().status).toBe('loading');
    await settle();
    expect(state()).toMatchObject({ page: 2, limit: 20, total: 45, status: 'loaded' });
    expect(state().items[0]).toEqual({ id: 21 });
  });

  it('refetches the saved page after a delete', async () => {
    const { list, store, state, settle, remove, fetchPage } = setup();
    store.dispatch(list.actions.requested({ page: 2 }));
    await settle();
    remove(21);
    store.dispatch(list.actions.requested());
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 20, search: '', filters: {} });
    expect(state().items[0]).toEqual({ id: 22 });
  });

  it('steps back a page when a delete empties the last one', async () => {
    const { list, store, state, settle, remove } = setup(21);
    store.dispatch(list.actions.requested({ page: 2 }));
    await settle();
    remove(21);
    store.dispatch(list.actions.requested());
    await settle();
    await settle();
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
    const { list, store, state, settle } = setup();
    store.dispatch(list.actions.requested({ page: 2 }));
    await settle();
    store.dispatch(list.actions.requested({ limit: 50 }));
    await settle();
    expect(state()).toMatchObject({ page: 1, limit: 50, total: 45 });
  });
});
