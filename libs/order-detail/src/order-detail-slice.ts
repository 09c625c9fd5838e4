import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  UNDER_WAY_ORDER_DETAIL_STATUSES,
  type AvailableTrucker,
  type NextPreviousResponse,
  type OrderDetailStatusRequest,
  type OrderDetailView,
  type OrderDocument,
  type OrderListRequest,
  type TrackingLocation,
} from '@freight/contracts';
import { featureSelector, type RootState } from '@freight/store';

/**
 * The shared order detail's state (docs/modules/orders.md, "Order detail"): the one order open over a list
 * (`?order=<uuid>`), its neighbours in that list, the action running, the carrier's free trucks (the assign
 * picker), the truck's last positions and the document being downloaded. Injected by `OrderDetailHost`.
 */

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the user asked the order to do (one per action of OrderDetailView.actions). */
export type OrderActionRequest =
  | { kind: 'accept' }
  | { kind: 'reject'; reason: string }
  | { kind: 'cancel'; reason?: string }
  | { kind: 'assign'; truckerId: string }
  | { kind: 'updateAssignment'; status: OrderDetailStatusRequest['status']; note?: string }
  | { kind: 'rejectAssignment'; reason: string }
  | { kind: 'reset'; reason?: string }
  | {
      kind: 'requestAccessorial';
      accessorialId?: string;
      code: string;
      description?: string;
      quantity?: number;
      amountCents: number;
    }
  | { kind: 'approveAccessorial'; accessorialId: string }
  | { kind: 'declineAccessorial'; accessorialId: string; reason: string }
  | { kind: 'sendInvoice'; email?: string; note?: string }
  | { kind: 'markPaid'; rating?: number; comment?: string }
  | { kind: 'markDriverPaid' };
export type OrderActionKind = OrderActionRequest['kind'];

interface ActionState {
  /** The action on its way (its buttons are disabled), or the last one. */
  kind: OrderActionKind | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** The server's field errors of a failed action, by the form's field names. */
  fieldErrors?: Record<string, string>;
  /** Counts the successes: a form closes when it changes. */
  done: number;
}

export interface OrderDetailState {
  /** The order open (its uuid, as in `?order=`), null when none. */
  orderId: string | null;
  /** The list it was opened from (for previous/next). */
  list: OrderListRequest | null;
  status: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  detail: OrderDetailView | null;
  errorText?: string;
  neighbours: { status: LoadStatus; data: NextPreviousResponse | null };
  action: ActionState;
  trucks: { status: LoadStatus; items: AvailableTrucker[]; loadUuid: string | null };
  tracking: { status: LoadStatus; data: TrackingLocation | null };
  downloading: OrderDocument | null;
  /** A load's order found for the loads list (`openLoadOrder`): the host opens it, then forgets it. */
  resolved: { loadUuid: string; orderUuid: string } | null;
  resolving: string | null;
}

export const initialOrderDetailState: OrderDetailState = {
  orderId: null,
  list: null,
  status: 'idle',
  detail: null,
  neighbours: { status: 'idle', data: null },
  action: { kind: null, status: 'idle', done: 0 },
  trucks: { status: 'idle', items: [], loadUuid: null },
  tracking: { status: 'idle', data: null },
  downloading: null,
  resolved: null,
  resolving: null,
};

export const orderDetailSlice = createSlice({
  name: 'orderDetail',
  initialState: initialOrderDetailState,
  reducers: {
    /** `?order=` names an order: fetch it (and its neighbours in `list`). */
    opened(state, action: PayloadAction<{ orderId: string; list: OrderListRequest }>) {
      const same = state.orderId === action.payload.orderId;
      state.orderId = action.payload.orderId;
      state.list = action.payload.list;
      if (!same) {
        state.detail = null;
        state.status = 'loading';
        state.errorText = undefined;
        state.neighbours = { status: 'loading', data: state.neighbours.data };
        state.action = { kind: null, status: 'idle', done: state.action.done };
        state.tracking = { status: 'idle', data: null };
      }
    },
    closed(state) {
      state.orderId = null;
      state.detail = null;
      state.status = 'idle';
      state.errorText = undefined;
      state.neighbours = { status: 'idle', data: null };
      state.action = { kind: null, status: 'idle', done: state.action.done };
      state.tracking = { status: 'idle', data: null };
    },
    /** Fetch the open order again (retry, an `order.updated` event); what is shown stays until it comes. */
    refreshRequested(state) {
      if (state.orderId && state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<OrderDetailView>) {
      if (state.orderId !== action.payload._id && state.orderId !== action.payload.orderId) return;
      state.detail = action.payload;
      state.status = 'ready';
      state.errorText = undefined;
    },
    failed(state, action: PayloadAction<{ orderId: string; notFound: boolean; errorText?: string }>) {
      if (state.orderId !== action.payload.orderId) return;
      // A refresh that failed keeps the order on screen.
      if (state.status === 'ready' && !action.payload.notFound) return;
      state.status = action.payload.notFound ? 'notFound' : 'failed';
      state.errorText = action.payload.errorText;
      if (action.payload.notFound) state.detail = null;
    },
    neighboursLoaded(state, action: PayloadAction<{ orderId: string; data: NextPreviousResponse }>) {
      if (state.orderId !== action.payload.orderId) return;
      state.neighbours = { status: 'ready', data: action.payload.data };
    },
    neighboursFailed(state, action: PayloadAction<{ orderId: string }>) {
      if (state.orderId !== action.payload.orderId) return;
      state.neighbours = { status: 'failed', data: null };
    },

    actionRequested(state, action: PayloadAction<OrderActionRequest>) {
      state.action = { kind: action.payload.kind, status: 'pending', done: state.action.done };
    },
    /** The action's answer: the order as it is now. */
    actionSucceeded(state, action: PayloadAction<{ kind: OrderActionKind; detail: OrderDetailView }>) {
      state.action = { kind: action.payload.kind, status: 'succeeded', done: state.action.done + 1 };
      if (state.orderId === action.payload.detail._id) {
        state.detail = action.payload.detail;
        state.status = 'ready';
      }
    },
    actionFailed(state, action: PayloadAction<{ kind: OrderActionKind; fieldErrors?: Record<string, string> }>) {
      state.action = { kind: action.payload.kind, status: 'failed', fieldErrors: action.payload.fieldErrors, done: state.action.done };
    },

    trucksRequested(state, action: PayloadAction<{ loadUuid: string }>) {
      state.trucks = {
        status: 'loading',
        items: state.trucks.loadUuid === action.payload.loadUuid ? state.trucks.items : [],
        loadUuid: action.payload.loadUuid,
      };
    },
    trucksLoaded(state, action: PayloadAction<{ loadUuid: string; items: AvailableTrucker[] }>) {
      if (state.trucks.loadUuid !== action.payload.loadUuid) return;
      state.trucks = { status: 'ready', items: action.payload.items, loadUuid: action.payload.loadUuid };
    },
    trucksFailed(state, action: PayloadAction<{ loadUuid: string }>) {
      if (state.trucks.loadUuid !== action.payload.loadUuid) return;
      state.trucks.status = 'failed';
    },

    trackingRequested(state, _action: PayloadAction<{ loadUuid: string }>) {
      if (state.tracking.status !== 'ready') state.tracking.status = 'loading';
    },
    trackingLoaded(state, action: PayloadAction<TrackingLocation>) {
      state.tracking = { status: 'ready', data: action.payload };
    },
    trackingFailed(state) {
      if (state.tracking.status !== 'ready') state.tracking.status = 'failed';
    },

    documentRequested(state, action: PayloadAction<{ kind: OrderDocument; language: string }>) {
      state.downloading = action.payload.kind;
    },
    documentFinished(state) {
      state.downloading = null;
    },

    /** The loads list's "Order" of a load: find the load's order (order-list), then the host opens it. */
    loadOrderRequested(state, action: PayloadAction<{ loadUuid: string; loadId: string }>) {
      state.resolving = action.payload.loadUuid;
      state.resolved = null;
    },
    loadOrderResolved(state, action: PayloadAction<{ loadUuid: string; orderUuid: string } | null>) {
      state.resolving = null;
      state.resolved = action.payload;
    },
  },
});

export const orderDetailActions = orderDetailSlice.actions;
export const orderDetailReducer = orderDetailSlice.reducer;

declare module '@freight/store' {
  interface LazyLoadedSlices {
    orderDetail: OrderDetailState;
  }
}

export const selectOrderDetail = featureSelector('orderDetail', orderDetailReducer);
export const selectOrderAction = (state: RootState) => selectOrderDetail(state).action;

/** The assignment is under way: from the pickup to the delivery. */
export const isUnderWay = (assignment: OrderDetailView['assignment']): boolean =>
  assignment !== null && UNDER_WAY_ORDER_DETAIL_STATUSES.includes(assignment.status);

/** The assignment is on the road (or at a stop): the map has a truck to show. */
export const isOnTheRoad = (detail: OrderDetailView | null): boolean => detail !== null && (detail.status === 'in_transit' || isUnderWay(detail.assignment));
