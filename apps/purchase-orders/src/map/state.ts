import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContainerLocation, ContainerStatus } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * /mapbox: every container of the company's open purchase orders with a position (purchase-manager/container-locations),
 * at sea and in port by default or of one status (`?status=`), on the one map component, clustered, with a list
 * beside it. Fetched again live on `containers.updated`.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through `selectMap`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const MAP_KEY = 'map';

/** The containers asked for: one status, or the server's default (at sea and in port) when none. */
export interface MapQuery {
  status?: ContainerStatus;
}

export interface MapState {
  query?: MapQuery;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: ContainerLocation[];
  errorText?: string;
  /** Asked again (live) while the last answer stays on the map. */
  refreshing: boolean;
  fetchedAt?: string;
}

const initialState: MapState = { status: 'idle', items: [], refreshing: false };
export const sameMapQuery = (a: MapQuery | undefined, b: MapQuery | undefined) => !!a && !!b && a.status === b.status;

const slice = createSlice({
  name: 'purchaseOrders/map',
  initialState,
  reducers: {
    loading(state, action: PayloadAction<MapQuery>) {
      if (!sameMapQuery(state.query, action.payload)) {
        state.items = [];
        state.fetchedAt = undefined;
      }
      state.query = action.payload;
      state.status = 'loading';
      state.errorText = undefined;
      state.refreshing = false;
    },
    refreshing(state, action: PayloadAction<MapQuery>) {
      if (sameMapQuery(state.query, action.payload)) state.refreshing = true;
    },
    loaded(state, action: PayloadAction<{ query: MapQuery; items: ContainerLocation[]; at: string }>) {
      if (!sameMapQuery(state.query, action.payload.query)) return;
      state.status = 'loaded';
      state.items = action.payload.items;
      state.fetchedAt = action.payload.at;
      state.refreshing = false;
    },
    refreshFailed(state, action: PayloadAction<MapQuery>) {
      if (sameMapQuery(state.query, action.payload)) state.refreshing = false;
    },
    failed(state, action: PayloadAction<{ query: MapQuery; errorText?: string }>) {
      if (!sameMapQuery(state.query, action.payload.query)) return;
      state.status = 'failed';
      state.errorText = action.payload.errorText;
      state.refreshing = false;
    },
  },
});

export const mapActions = {
  /** The page opened, the status filter changed, or Retry. */
  requested: createAction<MapQuery>('purchaseOrders/map/requested'),
  /** Fetch the shown containers again, keeping them on the map (live). */
  refreshed: createAction('purchaseOrders/map/refreshed'),
  opened: createAction('purchaseOrders/map/opened'),
  closed: createAction('purchaseOrders/map/closed'),
  ...slice.actions,
};

export const mapReducer = slice.reducer;

let initial: MapState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectMap(root: RootState): MapState {
  const module = (root as { purchaseOrders?: Record<string, unknown> }).purchaseOrders;
  return (module?.[MAP_KEY] as MapState | undefined) ?? (initial ??= mapReducer(undefined, { type: '@@purchaseOrders/map/init' }));
}
