import { defineFeature, defineRemoteModule } from '@freight/store';
import { routes } from './routes';
import { loadsSaga } from './sagas';
import { FEATURE_KEY } from './module-state';
import { loadsReducer } from './state';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The module's state and sagas, injected under `loads` when the module is first mounted. */
export const loadsFeature = defineFeature({ key: FEATURE_KEY, reducer: loadsReducer, saga: loadsSaga });

/** The contract this remote exposes as `./Module` (see libs/store/src/remote-module.ts). */
export default defineRemoteModule({
  name: 'loads',
  version: __APP_VERSION__,
  routes,
  feature: loadsFeature,
  translations: { loads: { en, sp, fr } },
});
