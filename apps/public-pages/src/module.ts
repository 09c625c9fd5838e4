import { defineFeature, defineRemoteModule } from '@freight/store';
import { routes } from './routes';
import { publicPagesSaga } from './sagas';
import { FEATURE_KEY } from './module-state';
import { publicPagesReducer } from './state';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The module's state and sagas, injected under `publicPages` when the module is first mounted. */
export const publicPagesFeature = defineFeature({ key: FEATURE_KEY, reducer: publicPagesReducer, saga: publicPagesSaga });

/** The contract this remote exposes as `./Module` (see libs/store/src/remote-module.ts). */
export default defineRemoteModule({
  name: 'public_pages',
  version: __APP_VERSION__,
  routes,
  feature: publicPagesFeature,
  translations: { 'public-pages': { en, sp, fr } },
});
