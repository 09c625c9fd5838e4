import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeliveryScheduleData, DeliveryScheduleRequest } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * The delivery schedule (/delivery-schedule): the page of weeks the URL asks for (range, warehouse, customer, page),
 * as get-all-delivery-schedule answered it.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectScheduleState`.
 */
interface SchedulePageState {
  /** The request of the page on screen (or on its way). */
  request?: DeliveryScheduleRequest;
  data?: DeliveryScheduleData;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  errorText?: string;
}

const pageSlice = createSlice({
  name: 'orders/schedule/page',
  initialState: { status: 'idle' } as SchedulePageState,
  reducers: {
    loading(state, action: PayloadAction<DeliveryScheduleRequest>) {
      state.request = action.payload;
      state.status = 'loading';
      state.errorText = undefined;
    },
    loaded(state, action: PayloadAction<{ request: DeliveryScheduleRequest; data: DeliveryScheduleData }>) {
      if (JSON.stringify(state.request) !== JSON.stringify(action.payload.request)) return;
      state.data = action.payload.data;
      state.status = 'loaded';
    },
    failed(state, action: PayloadAction<string | undefined>) {
      state.status = 'failed';
      state.errorText = action.payload;
    },
  },
});

export interface ScheduleState {
  page: SchedulePageState;
}

/** Where the module (../state.ts) puts this reducer. */
export const SCHEDULE_KEY = 'schedule';

export const scheduleReducer = combineReducers({ page: pageSlice.reducer });

let initial: ScheduleState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
function selectScheduleState(root: RootState): ScheduleState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[SCHEDULE_KEY] as ScheduleState | undefined;
  return own ?? (initial ??= scheduleReducer(undefined, { type: '@@orders/schedule/init' }));
}

export const scheduleActions = {
  /** The URL's request changed (or Retry). */
  requested: createAction<DeliveryScheduleRequest>('orders/schedule/requested'),
  page: pageSlice.actions,
};

export const selectSchedulePage = (root: RootState) => selectScheduleState(root).page;
