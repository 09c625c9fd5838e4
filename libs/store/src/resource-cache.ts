import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { call, put, takeEvery } from 'redux-saga/effects';
import { useAppDispatch, useAppSelector } from './hooks';
import type { RootState } from './store';

export interface ResourceEntry<T> {
  status: 'loading' | 'loaded' | 'failed';
  data?: T;
  /** The server said the record does not exist for this user (HTTP 404, or 400 on a malformed id). */
  notFound?: boolean;
}

export type ResourceCacheState = Record<string, ResourceEntry<unknown>>;

const LOADING: ResourceEntry<never> = { status: 'loading' };

/** HTTP status of a failed call, when the error carries one (the API client's `ApiError` does). */
function httpStatusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * A read-by-id cache: one fetcher per resource (`address` → `addressManager.detail`, `laneUsers`, …), entries kept
 * by `resource:id`, fetched by one saga. Screens call `useResource('address', id)` and get the entry; they never
 * call the API. An entry is fetched again on each mount (its last data stays on screen meanwhile).
 */
export function createResourceCache<Fetchers extends Record<string, (id: string) => Promise<unknown>>>(options: {
  /** Action prefix, e.g. 'address/resources'. */
  name: string;
  fetchers: Fetchers;
  selectState: (root: RootState) => ResourceCacheState;
}) {
  type Name = keyof Fetchers & string;
  type DataOf<R extends Name> = Awaited<ReturnType<Fetchers[R]>>;
  const keyOf = (resource: string, id: string) => `${resource}:${id}`;

  const slice = createSlice({
    name: options.name,
    initialState: {} as ResourceCacheState,
    reducers: {
      requested(state, action: PayloadAction<{ resource: Name; id: string }>) {
        const key = keyOf(action.payload.resource, action.payload.id);
        state[key] = { status: 'loading', data: state[key]?.data };
      },
      loaded(state, action: PayloadAction<{ key: string; data: unknown }>) {
        state[action.payload.key] = { status: 'loaded', data: action.payload.data };
      },
      failed(state, action: PayloadAction<{ key: string; notFound: boolean }>) {
        state[action.payload.key] = { status: 'failed', data: state[action.payload.key]?.data, notFound: action.payload.notFound };
      },
    },
  });
  const { requested, loaded, failed } = slice.actions;

  function* fetchResource(action: PayloadAction<{ resource: Name; id: string }>) {
    const { resource, id } = action.payload;
    const key = keyOf(resource, id);
    const fetchers: Record<string, ((id: string) => Promise<unknown>) | undefined> = options.fetchers;
    const fetcher = fetchers[resource];
    if (!fetcher) return;
    try {
      const data: unknown = yield call(fetcher, id);
      yield put(loaded({ key, data: data ?? null }));
    } catch (error) {
      const status = httpStatusOf(error);
      yield put(failed({ key, notFound: status === 404 || status === 400 }));
    }
  }

  function* saga() {
    yield takeEvery(requested.type, fetchResource);
  }

  /** The entry of `resource:id` (loading until it is fetched). */
  const selectEntry =
    <R extends Name>(resource: R, id: string | undefined) =>
    (root: RootState): ResourceEntry<DataOf<R>> =>
      // The cache stores every resource alike; the fetcher of `resource` decides the type of its data.
      ((id !== undefined ? options.selectState(root)[keyOf(resource, id)] : undefined) ?? LOADING) as ResourceEntry<DataOf<R>>;

  /** Fetches `resource:id` when `id` is set (again when it changes) and returns its entry. */
  function useResource<R extends Name>(resource: R, id: string | undefined) {
    const dispatch = useAppDispatch();
    useEffect(() => {
      if (id !== undefined) dispatch(requested({ resource, id }));
    }, [dispatch, resource, id]);
    return {
      ...useAppSelector(selectEntry(resource, id)),
      /** Fetches it again (the Retry of an error panel). */
      retry: () => {
        if (id !== undefined) dispatch(requested({ resource, id }));
      },
    };
  }

  return { reducer: slice.reducer, actions: { requested }, saga, selectEntry, useResource };
}
