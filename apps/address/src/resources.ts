import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { call, put, takeEvery } from 'redux-saga/effects';
import { addressManager, laneManager, maps, warehouseManager } from '@freight/api-client';
import type { ApiEnvelope } from '@freight/contracts';
import { useAppDispatch, useAppSelector } from '@freight/store';

/**
 * Read-only look-ups of the module's screens (details, lane users and loads, routes, warehouse stock),
 * fetched by one saga and kept by `resource:id`, so screens only dispatch and select.
 */
const FETCHERS = {
  address: (id: string) => addressManager.detail(id, { silent: true }),
  lane: (id: string) => laneManager.detail(id, { silent: true }),
  laneUsers: (id: string) => laneManager.users(id, { silent: true }),
  lanePastLoads: (id: string) => laneManager.pastLoads(id, { silent: true }),
  laneCurrentLoads: (id: string) => laneManager.currentLoads(id, { silent: true }),
  /** id = "lat,lng|lat,lng" */
  direction: (id: string) => {
    const [origin = '', destination = ''] = id.split('|');
    return maps.direction(origin, destination, { silent: true });
  },
  warehouse: (id: string) => warehouseManager.detail(id, { silent: true }),
  warehouseAvailability: (id: string) => warehouseManager.availability(id, { silent: true }),
  warehouseProducts: (id: string) => warehouseManager.products(id, undefined, { silent: true }),
  /** Up to 100 addresses for the lane pickers; id = search text. */
  addressOptions: (search: string) => addressManager.list({ page: 1, limit: 100, ...(search ? { search } : {}) }, undefined, { silent: true }),
} satisfies Record<string, (id: string) => Promise<ApiEnvelope<unknown>>>;

export type ResourceName = keyof typeof FETCHERS;
type ResourceData<R extends ResourceName> = NonNullable<Awaited<ReturnType<(typeof FETCHERS)[R]>>['data']>;

export interface ResourceEntry<T = unknown> {
  status: 'loading' | 'loaded' | 'failed';
  data?: T;
}

const resourcesSlice = createSlice({
  name: 'address/resources',
  initialState: {} as Record<string, ResourceEntry>,
  reducers: {
    resourceRequested(state, action: PayloadAction<{ resource: ResourceName; id: string }>) {
      const key = `${action.payload.resource}:${action.payload.id}`;
      state[key] = { status: 'loading', data: state[key]?.data };
    },
    resourceLoaded(state, action: PayloadAction<{ key: string; data: unknown }>) {
      state[action.payload.key] = { status: 'loaded', data: action.payload.data };
    },
    resourceFailed(state, action: PayloadAction<{ key: string }>) {
      state[action.payload.key] = { status: 'failed', data: state[action.payload.key]?.data };
    },
  },
});

export const { resourceRequested } = resourcesSlice.actions;
export const resourcesReducer = resourcesSlice.reducer;

function* fetchResource(action: PayloadAction<{ resource: ResourceName; id: string }>) {
  const { resource, id } = action.payload;
  const key = `${resource}:${id}`;
  try {
    const response: ApiEnvelope<unknown> = yield call(FETCHERS[resource], id);
    yield put(resourcesSlice.actions.resourceLoaded({ key, data: response.data ?? null }));
  } catch {
    yield put(resourcesSlice.actions.resourceFailed({ key }));
  }
}

export function* resourcesSaga() {
  yield takeEvery(resourceRequested.type, fetchResource);
}

/** Fetches a resource when `id` is set (again when it changes) and returns its entry. */
export function useResource<R extends ResourceName>(resource: R, id: string | undefined): ResourceEntry<ResourceData<R>> {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (id !== undefined) dispatch(resourceRequested({ resource, id }));
  }, [dispatch, resource, id]);
  return useAppSelector(
    (root: { address?: { resources: Record<string, ResourceEntry> } }) =>
      (id !== undefined ? root.address?.resources[`${resource}:${id}`] : undefined) ?? { status: 'loading' },
  ) as ResourceEntry<ResourceData<R>>;
}
