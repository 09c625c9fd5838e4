import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContainerTracking, PurchaseOrderTracking } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * /purchase-orders/track: one container by its number (`?container=`, purchase-manager/get-vizion-container) or
 * every container of a bill of lading (`?bol=`, integration-manager/purchase-order-tracking): milestones, vessel and
 * voyage, the ETA and how it moved, the positions. An unknown number or bill of lading (404) and a number the server
 * refuses (400) are states of the page, not toasts.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through `selectTrack`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const TRACK_KEY = 'track';

/** What is tracked: a container number (normalised, its check digit right) or a bill of lading (upper case). */
export interface TrackQuery {
  by: 'container' | 'bol';
  value: string;
}

export interface TrackState {
  query?: TrackQuery;
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'invalid' | 'failed';
  /** The container found by its number, or every container of the bill of lading. */
  containers: ContainerTracking[];
  /** The bill of lading's purchase orders (empty for a container by number: its own order is on the container). */
  purchaseOrders: PurchaseOrderTracking['purchaseOrders'];
  /** The server's words for a refusal (400) or a failure. */
  errorText?: string;
  /** Asked again (live) while the last answer stays on screen. */
  refreshing: boolean;
  /** When the shown answer arrived (ISO). */
  fetchedAt?: string;
}

const initialState: TrackState = { status: 'idle', containers: [], purchaseOrders: [], refreshing: false };
export const sameQuery = (a: TrackQuery | undefined, b: TrackQuery | undefined) => !!a && !!b && a.by === b.by && a.value === b.value;

const slice = createSlice({
  name: 'purchaseOrders/track',
  initialState,
  reducers: {
    /** The call started; the same query's answer stays on screen (Retry), another's goes. */
    loading(state, action: PayloadAction<TrackQuery>) {
      if (!sameQuery(state.query, action.payload)) {
        state.containers = [];
        state.purchaseOrders = [];
        state.fetchedAt = undefined;
      }
      state.query = action.payload;
      state.status = 'loading';
      state.errorText = undefined;
      state.refreshing = false;
    },
    /** A live refresh started: the answer stays. */
    refreshing(state, action: PayloadAction<TrackQuery>) {
      if (sameQuery(state.query, action.payload)) state.refreshing = true;
    },
    loaded(
      state,
      action: PayloadAction<{ query: TrackQuery; containers: ContainerTracking[]; purchaseOrders: PurchaseOrderTracking['purchaseOrders']; at: string }>,
    ) {
      if (!sameQuery(state.query, action.payload.query)) return;
      state.status = 'loaded';
      state.containers = action.payload.containers;
      state.purchaseOrders = action.payload.purchaseOrders;
      state.fetchedAt = action.payload.at;
      state.refreshing = false;
      state.errorText = undefined;
    },
    /** A live refresh that failed: the last answer stays, quietly. */
    refreshFailed(state, action: PayloadAction<TrackQuery>) {
      if (sameQuery(state.query, action.payload)) state.refreshing = false;
    },
    notFound(state, action: PayloadAction<TrackQuery>) {
      if (!sameQuery(state.query, action.payload)) return;
      state.status = 'notFound';
      state.containers = [];
      state.purchaseOrders = [];
      state.refreshing = false;
    },
    /** A number the server refused (400: its errors), or one the page should not have sent. */
    invalid(state, action: PayloadAction<{ query: TrackQuery; errorText?: string }>) {
      if (!sameQuery(state.query, action.payload.query)) return;
      state.status = 'invalid';
      state.errorText = action.payload.errorText;
      state.containers = [];
      state.purchaseOrders = [];
      state.refreshing = false;
    },
    failed(state, action: PayloadAction<{ query: TrackQuery; errorText?: string }>) {
      if (!sameQuery(state.query, action.payload.query)) return;
      state.status = 'failed';
      state.errorText = action.payload.errorText;
      state.refreshing = false;
    },
    /** The search was cleared (no `?container=` nor `?bol=`). */
    cleared() {
      return initialState;
    },
  },
});

export const trackActions = {
  /** The URL names a container or a bill of lading (the page opened, the search changed, or Retry). */
  requested: createAction<TrackQuery>('purchaseOrders/track/requested'),
  /** Fetch the shown query again, keeping the answer on screen (live: `containers.updated`). */
  refreshed: createAction('purchaseOrders/track/refreshed'),
  /** The page opened / closed: the live refresh runs in between. */
  opened: createAction('purchaseOrders/track/opened'),
  closed: createAction('purchaseOrders/track/closed'),
  ...slice.actions,
};

export const trackReducer = slice.reducer;

let initial: TrackState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectTrack(root: RootState): TrackState {
  const module = (root as { purchaseOrders?: Record<string, unknown> }).purchaseOrders;
  return (module?.[TRACK_KEY] as TrackState | undefined) ?? (initial ??= trackReducer(undefined, { type: '@@purchaseOrders/track/init' }));
}
