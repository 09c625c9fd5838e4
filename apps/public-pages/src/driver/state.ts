import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeliverRequest, DriverAssignment, DriverStep } from '@freight/contracts';
import { featurePartSelector, type RootState } from '@freight/store';
import { FEATURE_KEY } from '../module-state';
import type { QueueEntry } from './queue';

/**
 * The driver's pages (/orderPickup?token=…, /orderDelivery?token=…): the assignment the link opens, the offline
 * queue of the driver's actions, and location sharing. The token lives in the URL (the link itself) and here while
 * the page is open.
 *
 * Its part of the module's state is declared here (`PublicPagesState` of ../module-state.ts) and read with its own
 * reducer; ../state.ts combines the folders' reducers and nothing here imports it back.
 */
type DriverAccess = 'loading' | 'open' | 'invalid' | 'failed';
type SharingState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';
/** Web push of new chat messages to this phone. */
type PushState = 'idle' | 'pending' | 'enabled' | 'denied' | 'unsupported' | 'failed';

export interface DriverState {
  token?: string;
  access: DriverAccess;
  assignment?: DriverAssignment;
  queue: QueueEntry[];
  /** Storage refused the queue: it lives only while the page is open. */
  queueInMemory: boolean;
  online: boolean;
  sharing: SharingState;
  /** The time of the last position sent. */
  sharedAt?: string;
  /** The driver stopped sharing by hand: it is not started again by itself while the page is open. */
  sharingStopped: boolean;
  push: PushState;
}

const initialState: DriverState = { access: 'loading', queue: [], queueInMemory: false, online: true, sharing: 'off', sharingStopped: false, push: 'idle' };

const slice = createSlice({
  name: 'publicPages/driver',
  initialState,
  reducers: {
    /** The page opened with `token` (the queue kept for it comes back with it). */
    opened(_state, action: PayloadAction<{ token: string; queue: QueueEntry[]; online: boolean }>) {
      return { ...initialState, token: action.payload.token, queue: action.payload.queue, online: action.payload.online };
    },
    left() {
      return initialState;
    },
    assignmentLoaded(state, action: PayloadAction<DriverAssignment>) {
      state.access = 'open';
      state.assignment = action.payload;
    },
    /** 401: expired, revoked or not a link. */
    invalid(state) {
      state.access = 'invalid';
      state.assignment = undefined;
    },
    /** No answer (offline) or a server error: shown with Retry; the queue still works. */
    failed(state) {
      if (state.access === 'loading') state.access = 'failed';
    },
    retryRequested(state) {
      state.access = 'loading';
    },
    /** Read the assignment again, the page staying as it is (a live milestone). */
    refreshRequested() {},
    /** The driver confirmed a step (queued first, then sent). */
    stepRequested(_state, _action: PayloadAction<{ status: DriverStep }>) {},
    /** The driver submitted the proof of delivery. */
    deliverRequested(_state, _action: PayloadAction<Omit<DeliverRequest, 'at'>>) {},
    queueChanged(state, action: PayloadAction<{ queue: QueueEntry[]; stored: boolean }>) {
      state.queue = action.payload.queue;
      state.queueInMemory = !action.payload.stored;
    },
    onlineChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    sharingStartRequested(state) {
      state.sharingStopped = false;
      // Asked again after a refusal: the browser asks (or says no) once more.
      if (state.sharing === 'denied') state.sharing = 'off';
    },
    sharingStopRequested(state) {
      state.sharingStopped = true;
    },
    sharingChanged(state, action: PayloadAction<SharingState>) {
      state.sharing = action.payload;
    },
    positionShared(state, action: PayloadAction<string>) {
      state.sharedAt = action.payload;
    },
    /** The driver asked to be notified of new messages (a click: the browser asks for the permission). */
    pushEnableRequested(state) {
      state.push = 'pending';
    },
    pushChanged(state, action: PayloadAction<PushState>) {
      state.push = action.payload;
    },
  },
});

export const driverActions = slice.actions;
export const driverReducer = slice.reducer;

/** Where the module (../state.ts) puts this reducer. */
export const DRIVER_KEY = 'driver';

declare module '../module-state' {
  interface PublicPagesState {
    [DRIVER_KEY]: DriverState;
  }
}

export const selectDriverState: (root: RootState) => DriverState = featurePartSelector(FEATURE_KEY, DRIVER_KEY, driverReducer);
