import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Parcel, ShipmentLabelView } from '@freight/contracts';
import { featureSelector } from '@freight/store';

/**
 * The labels of the open order (LabelsPanel): the list (shippo-shipment/label-list), the create form's call
 * (create-shipment: the rates of a parcel), and one action at a time per label (purchase, cancel, track).
 */

type LabelAction = 'purchase' | 'cancel' | 'track';

export interface LabelsState {
  orderId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  errorText?: string;
  /** Newest first. */
  labels: ShipmentLabelView[];
  create: { status: 'idle' | 'pending' | 'failed'; fieldErrors?: Record<string, string>; errorText?: string };
  /** The label just created, whose rates the panel offers to buy. */
  quotedId: string | null;
  /** The action running on a label. */
  busy: Record<string, LabelAction | undefined>;
  /** The last failure of an action on a label (server text). */
  actionErrors: Record<string, string | undefined>;
}

export const initialLabelsState: LabelsState = {
  orderId: null,
  status: 'idle',
  labels: [],
  create: { status: 'idle' },
  quotedId: null,
  busy: {},
  actionErrors: {},
};

/** Puts a label in the list in place of its old version, or first when new. */
const upsert = (labels: ShipmentLabelView[], label: ShipmentLabelView) => {
  const index = labels.findIndex((candidate) => candidate._id === label._id);
  if (index === -1) labels.unshift(label);
  else labels[index] = label;
};

const labelsSlice = createSlice({
  name: 'orderLabels',
  initialState: initialLabelsState,
  reducers: {
    /** The panel shows an order's labels (again: a retry). */
    opened(state, action: PayloadAction<{ orderId: string }>) {
      if (state.orderId !== action.payload.orderId) return { ...initialLabelsState, orderId: action.payload.orderId, status: 'loading' };
      state.status = 'loading';
      state.errorText = undefined;
      return undefined;
    },
    loaded(state, action: PayloadAction<{ orderId: string; labels: ShipmentLabelView[] }>) {
      if (state.orderId !== action.payload.orderId) return;
      state.status = 'ready';
      state.labels = action.payload.labels;
    },
    failed(state, action: PayloadAction<{ orderId: string; errorText?: string }>) {
      if (state.orderId !== action.payload.orderId) return;
      state.status = 'failed';
      state.errorText = action.payload.errorText;
    },
    createRequested(state, _action: PayloadAction<{ orderId: string; parcel: Parcel; idempotencyKey: string }>) {
      state.create = { status: 'pending' };
    },
    created(state, action: PayloadAction<ShipmentLabelView>) {
      state.create = { status: 'idle' };
      if (action.payload.orderId !== state.orderId) return;
      upsert(state.labels, action.payload);
      state.quotedId = action.payload._id;
    },
    createFailed(state, action: PayloadAction<{ fieldErrors?: Record<string, string>; errorText?: string }>) {
      state.create = { status: 'failed', ...action.payload };
    },
    /** The rates offer is closed (bought, or put aside: the label stays, created, in the list). */
    quoteClosed(state) {
      state.quotedId = null;
    },
    purchaseRequested(state, action: PayloadAction<{ labelId: string; rateId: string; idempotencyKey: string }>) {
      state.busy[action.payload.labelId] = 'purchase';
      state.actionErrors[action.payload.labelId] = undefined;
    },
    cancelRequested(state, action: PayloadAction<{ labelId: string }>) {
      state.busy[action.payload.labelId] = 'cancel';
      state.actionErrors[action.payload.labelId] = undefined;
    },
    trackRequested(state, action: PayloadAction<{ labelId: string }>) {
      state.busy[action.payload.labelId] = 'track';
      state.actionErrors[action.payload.labelId] = undefined;
    },
    /** An action's answer: the label as it is now. */
    labelUpdated(state, action: PayloadAction<ShipmentLabelView>) {
      const label = action.payload;
      state.busy[label._id] = undefined;
      if (label.orderId !== state.orderId) return;
      upsert(state.labels, label);
      if (state.quotedId === label._id && label.status !== 'created') state.quotedId = null;
    },
    actionFailed(state, action: PayloadAction<{ labelId: string; errorText?: string }>) {
      state.busy[action.payload.labelId] = undefined;
      state.actionErrors[action.payload.labelId] = action.payload.errorText ?? '';
    },
  },
});

export const labelsActions = labelsSlice.actions;
export const labelsReducer = labelsSlice.reducer;

declare module '@freight/store' {
  interface LazyLoadedSlices {
    orderLabels: LabelsState;
  }
}

export const selectLabels = featureSelector('orderLabels', labelsReducer);
