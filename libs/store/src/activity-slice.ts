import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A loading flag per API call (spec section 4) and how many non-silent calls are running. */
export interface ActivityState {
  loading: Record<string, number>;
  blocking: number;
}

const initialState: ActivityState = { loading: {}, blocking: 0 };

export const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    callStarted(state, action: PayloadAction<{ key: string; silent: boolean }>) {
      const { key, silent } = action.payload;
      state.loading[key] = (state.loading[key] ?? 0) + 1;
      if (!silent) state.blocking += 1;
    },
    callFinished(state, action: PayloadAction<{ key: string; silent: boolean }>) {
      const { key, silent } = action.payload;
      const left = (state.loading[key] ?? 1) - 1;
      if (left > 0) state.loading[key] = left;
      else delete state.loading[key];
      if (!silent) state.blocking = Math.max(0, state.blocking - 1);
    },
  },
  selectors: {
    selectIsLoading: (state, key: string) => (state.loading[key] ?? 0) > 0,
    selectIsBlocking: (state) => state.blocking > 0,
  },
});

export const { callStarted, callFinished } = activitySlice.actions;
export const { selectIsLoading, selectIsBlocking } = activitySlice.selectors;
