import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LaneHistoryResponse } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * /dashboard/lanehistory/:id: one lane's history (dashboard-manager/lane-history): its figures, rates by month,
 * carriers, current and past loads. An unknown lane (404, or an id that is no lane's) is a state of the page.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through `selectLaneState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const LANES_KEY = 'lanes';

/** The months of history the page offers (the call takes 1 to 24; 12 by default). */
export const LANE_MONTHS = [3, 6, 12, 24] as const;
export type LaneMonths = (typeof LANE_MONTHS)[number];
export const DEFAULT_LANE_MONTHS: LaneMonths = 12;

export interface LaneQuery {
  id: string;
  months: LaneMonths;
}

export interface LaneState {
  query?: LaneQuery;
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
  data?: LaneHistoryResponse;
  errorText?: string;
}

const initialState: LaneState = { status: 'idle' };
const sameQuery = (a: LaneQuery | undefined, b: LaneQuery) => a?.id === b.id && a.months === b.months;

const slice = createSlice({
  name: 'dashboard/lanes',
  initialState,
  reducers: {
    /** The call started; the figures of the same lane stay on screen while another range loads. */
    loading(state, action: PayloadAction<LaneQuery>) {
      const sameLane = state.query?.id === action.payload.id;
      state.query = action.payload;
      state.status = 'loading';
      state.errorText = undefined;
      if (!sameLane) state.data = undefined;
    },
    loaded(state, action: PayloadAction<{ query: LaneQuery; data: LaneHistoryResponse }>) {
      if (!sameQuery(state.query, action.payload.query)) return;
      state.status = 'loaded';
      state.data = action.payload.data;
    },
    notFound(state, action: PayloadAction<LaneQuery>) {
      if (!sameQuery(state.query, action.payload)) return;
      state.status = 'notFound';
      state.data = undefined;
    },
    failed(state, action: PayloadAction<{ query: LaneQuery; errorText?: string }>) {
      if (!sameQuery(state.query, action.payload.query)) return;
      state.status = 'failed';
      state.errorText = action.payload.errorText;
    },
  },
});

export const laneActions = {
  /** The page opened (or its range changed, or Retry). */
  requested: createAction<LaneQuery>('dashboard/lanes/requested'),
  ...slice.actions,
};

export const laneReducer = slice.reducer;

let initial: LaneState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectLaneState(root: RootState): LaneState {
  const dashboard = (root as { dashboard?: Record<string, unknown> }).dashboard;
  return (dashboard?.[LANES_KEY] as LaneState | undefined) ?? (initial ??= laneReducer(undefined, { type: '@@dashboard/lanes/init' }));
}
