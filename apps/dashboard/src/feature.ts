import { defineFeature } from '@freight/store';
import { dashboardSaga } from './sagas';
import { FEATURE_KEY, dashboardReducer } from './state';

/** The module's state and sagas, injected under `dashboard` when the module is first mounted. */
export const dashboardFeature = defineFeature({ key: FEATURE_KEY, reducer: dashboardReducer, saga: dashboardSaga });
