import { combineReducers } from '@reduxjs/toolkit';
import { featureSelector, type ResourceCacheState, type RootState } from '@freight/store';
import { createLoadResources } from './resources';
import { BULK_KEY, bulkReducer, type BulkState } from './bulk/state';
import { loadsScreensReducer, type LoadsScreensState } from './loads/state';
import { QUOTES_KEY, quotesReducer, type QuotesState } from './quotes/state';
import { BOARD_KEY, boardReducer, type BoardState } from './board/state';
import { CONFIRM_QUOTE_KEY, confirmQuoteRootReducer, type ConfirmQuoteState } from './confirm-quote/state';
import { DRIVER_KEY, driverReducer, type DriverState } from './driver/state';
import { TRACKING_KEY, trackingReducer, type TrackingState } from './tracking/state';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'loads';

/**
 * One reducer per screen folder (loads/, quotes/, board/, confirm-quote/, bulk/, carrier/), each folder's own
 * `state.ts`, combined here; `resources` is the module's shared look-up cache.
 */
export interface LoadsModuleState {
  resources: ResourceCacheState;
  [BULK_KEY]: BulkState;
  /** loads/: the list, the load form, trucks near a load. */
  loads: LoadsScreensState;
  [QUOTES_KEY]: QuotesState;
  [BOARD_KEY]: BoardState;
  [CONFIRM_QUOTE_KEY]: ConfirmQuoteState;
  [DRIVER_KEY]: DriverState;
  [TRACKING_KEY]: TrackingState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    loads: LoadsModuleState;
  }
}

// Hoisted: the folders' features read the module's state through it; it needs their reducers.
export function moduleState(root: RootState): LoadsModuleState {
  return selectModuleState(root);
}

export const resources = createLoadResources((root) => moduleState(root).resources);
export const useResource = resources.useResource;

export const loadsReducer = combineReducers({
  resources: resources.reducer,
  [BULK_KEY]: bulkReducer,
  loads: loadsScreensReducer,
  [QUOTES_KEY]: quotesReducer,
  [BOARD_KEY]: boardReducer,
  [CONFIRM_QUOTE_KEY]: confirmQuoteRootReducer,
  [DRIVER_KEY]: driverReducer,
  [TRACKING_KEY]: trackingReducer,
});

const selectModuleState = featureSelector(FEATURE_KEY, loadsReducer);
