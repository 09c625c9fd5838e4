import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TrackDetail, TrackingLocation, TrackingShare, TrackPoint, TruckPositionEvent } from '@freight/contracts';
import { featurePartSelector, type RootState } from '@freight/store';
import { FEATURE_KEY } from '../module-state';

/**
 * The tracking pages (/orders/tracking/:loadId for a signed-in party, /tracking/share/:code for anyone holding a
 * link): the load's tracking view, kept live by `truck.position` events (or by polling tracking-location while the
 * socket is closed), and, on the full view, the load's share links. docs/modules/fleet.md, "Tracking".
 *
 * Its part of the module's state is declared here (`PublicPagesState` of ../module-state.ts) and read with its own
 * reducer; ../state.ts combines the folders' reducers and nothing here imports it back.
 */

/** Which page: a load id (the party's page) or a share code (the public link). */
export type TrackingTarget = { kind: 'load'; id: string } | { kind: 'share'; id: string };

/**
 * `unavailable`: the API said 'Tracking not available' (not signed in, or not a party); `invalid`: the share link is
 * revoked, expired or unknown; `error`: anything else (the page offers to try again).
 */
type TrackingStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'invalid' | 'error';

interface SharesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: TrackingShare[];
  /** A create or revoke in flight. */
  busy: boolean;
  /** The link just made (the panel offers to copy it). */
  lastCreatedId?: string;
  errorText?: string;
}

export interface TrackingState {
  target?: TrackingTarget;
  status: TrackingStatus;
  detail?: TrackDetail;
  errorText?: string;
  shares: SharesState;
}

const initialShares: SharesState = { status: 'idle', items: [], busy: false };
const initialState: TrackingState = { status: 'idle', shares: initialShares };

/** The most points the page keeps of the track (the oldest go first). */
const TRACK_KEPT = 500;

const appendPoints = (track: TrackPoint[], points: TrackPoint[]): TrackPoint[] => {
  const last = track.at(-1)?.at;
  const newer = last ? points.filter((point) => point.at > last) : points;
  return newer.length === 0 ? track : [...track, ...newer].slice(-TRACK_KEPT);
};

const slice = createSlice({
  name: 'publicPages/tracking',
  initialState,
  reducers: {
    opened(_state, action: PayloadAction<TrackingTarget>) {
      return { ...initialState, target: action.payload, status: 'loading' };
    },
    closed() {
      return initialState;
    },
    loaded(state, action: PayloadAction<TrackDetail>) {
      state.status = 'ready';
      state.detail = action.payload;
      // A page opened by the load's number goes on (polls, share links) by the uuid the answer gave.
      if (state.target?.kind === 'load' && action.payload._id) state.target.id = action.payload._id;
      delete state.errorText;
    },
    failed(state, action: PayloadAction<{ status: Exclude<TrackingStatus, 'idle' | 'loading' | 'ready'>; errorText?: string }>) {
      state.status = action.payload.status;
      delete state.detail;
      if (action.payload.errorText) state.errorText = action.payload.errorText;
    },
    /** A live `truck.position` of this load (the socket): the marker moves, the track grows. */
    positionReceived(state, action: PayloadAction<TruckPositionEvent>) {
      const detail = state.detail;
      const event = action.payload;
      if (!detail || (event.loadId && detail._id && event.loadId !== detail._id)) return;
      if (detail.position && event.at < detail.position.at) return;
      detail.position = {
        lat: event.lat,
        lng: event.lng,
        at: event.at,
        speedMph: event.speedMph,
        heading: event.heading,
        locationName: event.locationName ?? detail.position?.locationName ?? null,
      };
      detail.track = appendPoints(detail.track, [{ lat: event.lat, lng: event.lng, at: event.at, speedMph: event.speedMph, heading: event.heading }]);
    },
    /** What a poll of tracking-location brought: the position, the new points, the ETA and milestones. */
    locationPolled(state, action: PayloadAction<TrackingLocation>) {
      const detail = state.detail;
      if (!detail) return;
      const next = action.payload;
      detail.status = next.status;
      detail.eta = next.eta;
      detail.milestones = next.milestones;
      if (next.position && (!detail.position || next.position.at >= detail.position.at)) detail.position = next.position;
      detail.track = appendPoints(detail.track, next.points);
    },
    sharesLoading(state) {
      state.shares.status = 'loading';
    },
    sharesLoaded(state, action: PayloadAction<TrackingShare[]>) {
      state.shares.status = 'ready';
      state.shares.items = action.payload;
    },
    sharesFailed(state, action: PayloadAction<string | undefined>) {
      state.shares.status = 'error';
      state.shares.busy = false;
      if (action.payload) state.shares.errorText = action.payload;
    },
    shareBusy(state) {
      state.shares.busy = true;
      delete state.shares.errorText;
    },
    shareCreated(state, action: PayloadAction<TrackingShare>) {
      state.shares.busy = false;
      state.shares.items = [action.payload, ...state.shares.items.filter((item) => item._id !== action.payload._id)];
      state.shares.lastCreatedId = action.payload._id;
    },
    shareRevoked(state, action: PayloadAction<TrackingShare>) {
      state.shares.busy = false;
      state.shares.items = state.shares.items.map((item) => (item._id === action.payload._id ? action.payload : item));
      if (state.shares.lastCreatedId === action.payload._id) delete state.shares.lastCreatedId;
    },
  },
});

export const trackingActions = {
  ...slice.actions,
  /** Poll tracking-location now (the page's timer while the socket is closed, and about once a minute anyway). */
  pollRequested: createAction('publicPages/tracking/pollRequested'),
  shareCreateRequested: createAction<{ expiresInHours?: number }>('publicPages/tracking/shareCreateRequested'),
  shareRevokeRequested: createAction<{ shareId: string }>('publicPages/tracking/shareRevokeRequested'),
};

export const trackingReducer = slice.reducer;

/** Where the module (../state.ts) puts this reducer. */
export const TRACKING_KEY = 'tracking';

declare module '../module-state' {
  interface PublicPagesState {
    [TRACKING_KEY]: TrackingState;
  }
}

export const selectTrackingState: (root: RootState) => TrackingState = featurePartSelector(FEATURE_KEY, TRACKING_KEY, trackingReducer);
