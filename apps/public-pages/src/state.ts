import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { PublicPagesState } from './module-state';
import { resources } from './resources';
import { CONFIRM_QUOTE_KEY, confirmQuoteRootReducer } from './confirm-quote/state';
import { DRIVER_KEY, driverReducer } from './driver/state';
import { TRACKING_KEY, trackingReducer } from './tracking/state';

/**
 * The module's reducer: each part's own, combined (the parts declare their state in `PublicPagesState`,
 * module-state.ts). Only module.ts imports this file; a part missing here is a type error.
 */
export const publicPagesReducer: Reducer<PublicPagesState> = combineReducers({
  resources: resources.reducer,
  [CONFIRM_QUOTE_KEY]: confirmQuoteRootReducer,
  [DRIVER_KEY]: driverReducer,
  [TRACKING_KEY]: trackingReducer,
});
