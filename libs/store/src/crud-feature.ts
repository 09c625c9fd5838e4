import type { PayloadAction } from '@reduxjs/toolkit';
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { createCallsSlice, type CallState } from './call-state';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-keys';
import { queryToSearchParams, type PagedListState } from './paged-list';
import type { RootState } from './store';
import { showToast } from './toast-slice';

export interface CrudState {
  save: CallState<void>;
  remove: CallState<void>;
}

/** A check run before saving (e.g. the address zip check): field errors stop the save and go on the form. */
export type SaveCheck<Input> = (values: Input) => SagaIterator<Record<string, string> | undefined>;

export interface CrudOptions<Input> {
  /** Action prefix, e.g. 'address/addresses'. */
  name: string;
  /** The entity's API calls. */
  api: {
    /** A create: `idempotencyKey` is the user action's key (the API client's `CallOptions`). */
    add: (values: Input, options: { idempotencyKey: string }) => Promise<unknown>;
    update: (id: string, values: Input) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  };
  /** Translation keys of the spec's success texts ('Address Successfully Added', …). */
  messages: { added: string; updated: string; removed: string };
  /** The entity's paged list: fetched again after each change, with its saved page and limit. */
  list: {
    actions: { requested: () => { type: string } };
    selectState: (root: RootState) => PagedListState<unknown>;
    defaultLimit: number;
  };
  /** The list's address with its query (page, limit, search, filters), where a save goes back to. */
  listHref: (query: URLSearchParams) => string;
  /** Where this feature's state sits. */
  selectState: (root: RootState) => CrudState;
  /** Goes to a path (`navigateTo` of libs/auth: sagas do not hold the router). */
  navigate: (to: string) => void;
  /** The server's field errors of a failed call (`fieldErrorsOf` of libs/api-client). */
  fieldErrorsOf: (error: unknown) => Record<string, string>;
  check?: SaveCheck<Input>;
}

/**
 * Save and remove of one entity (address, lane, warehouse, load, …), the same way everywhere: the form dispatches
 * `saveRequested({ values, id? })`; the saga runs the optional check, calls add or update, shows the spec's success
 * toast, fetches the list again with its saved page and limit and goes back to it. A failure keeps the form, with
 * the server's field errors on it (the API client has already shown its messages). `removeRequested(id)` deletes,
 * says so and refetches the same page. `save` and `remove` carry their in-flight and error state.
 *
 * A create is one user action, one Idempotency-Key (`createIdempotencyKeys`): kept while the user saves the same values
 * of the unsaved form again, made anew after a success, when the values change or when the form is opened anew
 * (`reset`).
 */
export function createCrudFeature<Input>(options: CrudOptions<Input>) {
  const calls = createCallsSlice<{ save: void; remove: void }>(options.name, ['save', 'remove']);
  const saveRequested = createAction<{ values: Input; id?: string }>(`${options.name}/saveRequested`);
  const removeRequested = createAction<string>(`${options.name}/removeRequested`);

  function* backToList(): SagaIterator {
    const list: PagedListState<unknown> = yield select(options.list.selectState);
    yield call(options.navigate, options.listHref(queryToSearchParams(list, options.list.defaultLimit)));
  }

  function* save(keys: IdempotencyKeys, { payload: { values, id } }: PayloadAction<{ values: Input; id?: string }>): SagaIterator {
    yield put(calls.actions.started('save'));
    if (options.check) {
      const fieldErrors: Record<string, string> | undefined = yield call(options.check, values);
      if (fieldErrors) {
        yield put(calls.actions.failed('save', { fieldErrors }));
        return;
      }
    }
    try {
      if (id) {
        yield call(options.api.update, id, values);
      } else {
        const idempotencyKey: string = yield call(keys.keyFor, values);
        yield call(options.api.add, values, { idempotencyKey });
        keys.forget();
      }
    } catch (error) {
      yield put(calls.actions.failed('save', { fieldErrors: options.fieldErrorsOf(error) }));
      return;
    }
    yield put(calls.actions.succeeded('save'));
    yield put(showToast({ kind: 'success', messageKey: id ? options.messages.updated : options.messages.added }));
    yield put(options.list.actions.requested());
    yield call(backToList);
  }

  function* remove({ payload: id }: PayloadAction<string>): SagaIterator {
    yield put(calls.actions.started('remove'));
    try {
      yield call(options.api.remove, id);
    } catch (error) {
      // Shown by the API client (e.g. 'This address is used by a lane; remove the lane first').
      yield put(calls.actions.failed('remove', { fieldErrors: options.fieldErrorsOf(error) }));
      return;
    }
    yield put(calls.actions.succeeded('remove'));
    yield put(showToast({ kind: 'success', messageKey: options.messages.removed }));
    // Spec section 4: after a delete the list is fetched again with the saved page and limit.
    yield put(options.list.actions.requested());
  }

  const resetType = calls.actions.reset([]).type;

  function* saga(): SagaIterator {
    const keys = createIdempotencyKeys();
    yield all([
      takeLatest(saveRequested.type, save, keys),
      takeLatest(removeRequested.type, remove),
      // The form opened anew: the next create is another user action.
      takeEvery(resetType, keys.forget),
    ]);
  }

  return {
    reducer: calls.reducer,
    actions: { saveRequested, removeRequested, reset: () => calls.actions.reset(['save', 'remove']) },
    saga,
    selectSave: (root: RootState) => options.selectState(root).save,
    selectRemove: (root: RootState) => options.selectState(root).remove,
    /** The list's address with its current query (Cancel and "back" links of the form). */
    selectListHref: (root: RootState) => options.listHref(queryToSearchParams(options.list.selectState(root), options.list.defaultLimit)),
  };
}

export type CrudFeature<Input> = ReturnType<typeof createCrudFeature<Input>>;
