import { defineFeature } from '@freight/store';
import { settingsSaga } from './sagas';
import { FEATURE_KEY, settingsReducer } from './state';

/** The module's state and sagas, injected under `settings` when the module is first mounted. */
export const settingsFeature = defineFeature({ key: FEATURE_KEY, reducer: settingsReducer, saga: settingsSaga });
