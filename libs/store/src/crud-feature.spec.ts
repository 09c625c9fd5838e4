import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { createTestStore } from './testing';
import { createCrudFeature } from './crud-feature';
import { createPagedList, type PagedListState } from './paged-list';
import { featureSelector } from './store';
import { selectToasts } from './toast-slice';
import type { CrudState } from './crud-feature';

interface Thing {
  id: string;
  name: string;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    crudSpec: { list: PagedListState<Thing>; edit: CrudState };
  }
}

/** A fake backend of things; the unit under test is the factory's state and saga. */
function setup(options: { check?: (values: { name: string }) => Record<string, string> | undefined } = {}) {
  let rows: Thing[] = Array.from({ length: 45 }, (_, i) => ({ id: `t${i + 1}`, name: `Thing ${i + 1}` }));
  const api = {
    add: jest.fn(async (values: { name: string }) => rows.unshift({ id: 'new', ...values })),
    update: jest.fn(async (id: string, values: { name: string }) => (rows = rows.map((r) => (r.id === id ? { ...r, ...values } : r)))),
    remove: jest.fn(async (id: string) => (rows = rows.filter((r) => r.id !== id))),
  };
  const fetchPage = jest.fn(async ({ page, limit }: { page: number; limit: number }) => ({
    items: rows.slice((page - 1) * limit, page * limit),
    total: rows.length,
  }));
  const navigate = jest.fn();
  const list = createPagedList<Thing>({ name: 'things', fetchPage, selectState: (root): PagedListState<Thing> => selectFeature(root).list });
  const crud = createCrudFeature<{ name: string }>({
    name: 'things/edit',
    api,
    messages: { added: 'things.added', updated: 'things.updated', removed: 'things.removed' },
    list,
    listHref: (query) => `/things${query.size > 0 ? `?${query}` : ''}`,
    selectState: (root): CrudState => selectFeature(root).edit,
    navigate,
    fieldErrorsOf: (error): Record<string, string> => (error instanceof Error && error.message === 'bad name' ? { name: 'Name taken' } : {}),
    check: options.check
      ? function* (values) {
          const result: Record<string, string> | undefined = yield call(options.check!, values);
          return result;
        }
      : undefined,
  });
  const reducer = combineReducers({ list: list.reducer, edit: crud.reducer });
  const selectFeature = featureSelector('crudSpec', reducer);
  const saga = function* () {
    yield all([call(list.saga), call(crud.saga)]);
  };
  const test = createTestStore({ features: [{ key: 'crudSpec', reducer, saga }] });
  const toasts = () => selectToasts(test.store.getState()).map((t) => t.messageKey);
  return { ...test, api, fetchPage, navigate, list, crud, toasts, save: () => crud.selectSave(test.store.getState()) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the CRUD feature factory', () => {
  it('adds: in flight, then the success toast, the list refetched at its saved page and limit, and back to it', async () => {
    const { store, dispatchAndWait, api, fetchPage, navigate, list, crud, toasts, save } = setup();
    await dispatchAndWait(list.actions.requested({ page: 2, limit: 10 }));
    fetchPage.mockClear();
    const done = dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
    expect(save().status).toBe('pending');
    await done;
    expect(api.add).toHaveBeenCalledWith({ name: 'Crate' }, { idempotencyKey: expect.stringMatching(UUID) });
    expect(save().status).toBe('succeeded');
    expect(toasts()).toEqual(['things.added']);
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, limit: 10, search: '', filters: {} });
    expect(navigate).toHaveBeenCalledWith('/things?page=2&limit=10');
    expect(crud.selectListHref(store.getState())).toBe('/things?page=2&limit=10');
  });

  it('updates with the id and says so', async () => {
    const { dispatchAndWait, api, crud, toasts, navigate } = setup();
    await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Box' }, id: 't3' }));
    // An update has no key: saving the same values twice changes nothing.
    expect(api.update).toHaveBeenCalledWith('t3', { name: 'Box' });
    expect(toasts()).toEqual(['things.updated']);
    expect(navigate).toHaveBeenCalledWith('/things');
  });

  it("keeps the form on a refusal, with the server's field errors, and does not navigate", async () => {
    const { dispatchAndWait, api, crud, save, toasts, navigate } = setup();
    api.add.mockRejectedValueOnce(new Error('bad name'));
    await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Dup' } }));
    expect(save()).toEqual({ status: 'failed', fieldErrors: { name: 'Name taken' } });
    expect(toasts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('runs the check first: its field errors stop the save', async () => {
    const { dispatchAndWait, api, crud, save } = setup({ check: (values) => (values.name === 'Nowhere' ? { name: 'Unknown place' } : undefined) });
    await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Nowhere' } }));
    expect(api.add).not.toHaveBeenCalled();
    expect(save()).toEqual({ status: 'failed', fieldErrors: { name: 'Unknown place' } });
    await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Somewhere' } }));
    expect(api.add).toHaveBeenCalledWith({ name: 'Somewhere' }, { idempotencyKey: expect.stringMatching(UUID) });
  });

  it('removes: says so and refetches the same page', async () => {
    const { store, dispatchAndWait, api, fetchPage, list, crud, toasts } = setup();
    await dispatchAndWait(list.actions.requested({ page: 3 }));
    fetchPage.mockClear();
    await dispatchAndWait(crud.actions.removeRequested('t41'));
    expect(api.remove).toHaveBeenCalledWith('t41');
    expect(toasts()).toEqual(['things.removed']);
    expect(fetchPage).toHaveBeenCalledWith({ page: 3, limit: 20, search: '', filters: {} });
    expect(list.selectState(store.getState()).items).toHaveLength(4);
    expect(crud.selectRemove(store.getState()).status).toBe('succeeded');
  });

  it('a failed remove leaves the list as it was and says it failed', async () => {
    const { store, dispatchAndWait, api, fetchPage, crud, toasts } = setup();
    api.remove.mockRejectedValueOnce(new Error('used by a lane'));
    await dispatchAndWait(crud.actions.removeRequested('t1'));
    expect(crud.selectRemove(store.getState()).status).toBe('failed');
    expect(toasts()).toEqual([]);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  describe('one Idempotency-Key per user action (docs/security.md section 7)', () => {
    const keysSent = (api: ReturnType<typeof setup>['api']) =>
      api.add.mock.calls.map((args) => (args as unknown[])[1] as { idempotencyKey: string } | undefined).map((options) => options?.idempotencyKey);

    it('saving the same unsaved form again after a failure sends the same key; a success ends it', async () => {
      const { dispatchAndWait, api, crud, save } = setup();
      api.add.mockRejectedValueOnce(new Error('Network Error')).mockRejectedValueOnce(new Error('timeout'));
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
      expect(save().status).toBe('failed');
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
      expect(save().status).toBe('succeeded');
      const [first, second, third] = keysSent(api);
      expect(first).toMatch(UUID);
      expect([second, third]).toEqual([first, first]);

      // The next record is another action: a new key.
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
      expect(keysSent(api)[3]).toMatch(UUID);
      expect(keysSent(api)[3]).not.toBe(first);
    });

    it('changed values are another request: a new key (the API would refuse the old key with another body)', async () => {
      const { dispatchAndWait, api, crud } = setup();
      api.add.mockRejectedValueOnce(new Error('bad name'));
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Dup' } }));
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Dup 2' } }));
      const [first, second] = keysSent(api);
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
    });

    it('the form opened anew (reset) starts a new action: a new key', async () => {
      const { store, dispatchAndWait, api, crud } = setup();
      api.add.mockRejectedValueOnce(new Error('Network Error'));
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
      store.dispatch(crud.actions.reset());
      await dispatchAndWait(crud.actions.saveRequested({ values: { name: 'Crate' } }));
      const [first, second] = keysSent(api);
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
    });
  });
});
