import { defineRemoteModule } from '@freight/store';
import { routes } from './routes';
import { dashboardFeature } from './feature';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The contract this remote exposes as `./Module` (see libs/store/src/remote-module.ts). */
export default defineRemoteModule({
  name: 'dashboard',
  version: __APP_VERSION__,
  routes,
  feature: dashboardFeature,
  translations: { dashboard: { en, sp, fr } },
});
