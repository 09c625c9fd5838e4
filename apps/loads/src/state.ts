import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { LoadsModuleState } from './module-state';
import { resources } from './resources';
import { BULK_KEY, bulkReducer } from './bulk/state';
import { loadsScreensReducer, SCREENS_KEY } from './loads/state';
import { QUOTES_KEY, quotesReducer } from './quotes/state';
import { BOARD_KEY, boardReducer } from './board/state';

/**
 * The module's reducer: one per screen folder (loads/, quotes/, board/, bulk/), each folder's own `state.ts`, and the
 * module's shared look-up cache (`resources`), combined. The parts declare their state in `LoadsModuleState`
 * (module-state.ts) and read it themselves: only module.ts (and tests) import this file, so no folder imports it back.
 * A part missing here is a type error.
 */
export const loadsReducer: Reducer<LoadsModuleState> = combineReducers({
  resources: resources.reducer,
  [BULK_KEY]: bulkReducer,
  [SCREENS_KEY]: loadsScreensReducer,
  [QUOTES_KEY]: quotesReducer,
  [BOARD_KEY]: boardReducer,
});
