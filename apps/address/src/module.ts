import { defineFeature, defineRemoteModule } from '@freight/store';
import { routes } from './routes';
import { addressSaga } from './sagas';
import { addressReducer, FEATURE_KEY } from './state';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The module's state and sagas, injected under `address` when the module is first mounted. */
export const addressFeature = defineFeature({ key: FEATURE_KEY, reducer: addressReducer, saga: addressSaga });

/** The contract this remote exposes as `./Module` (see libs/store/src/remote-module.ts). */
export default defineRemoteModule({
  name: 'address',
  version: __APP_VERSION__,
  routes,
  feature: addressFeature,
  translations: { address: { en, sp, fr } },
});
