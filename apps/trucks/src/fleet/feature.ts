import { defineFeature } from '@freight/store';
import { fleetSaga } from './sagas';
import { FEATURE_KEY, trucksReducer } from './state';

/** The fleet screens' state and sagas, injected under `trucks` when the module is first mounted. */
export const fleetFeature = defineFeature({ key: FEATURE_KEY, reducer: trucksReducer, saga: fleetSaga });
