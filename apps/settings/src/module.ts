import { defineRemoteModule } from '@freight/store';
import { routes } from './routes';
import { settingsFeature } from './feature';
import { SETTINGS_TRANSLATIONS } from './areas';

/** The contract this remote exposes as `./Module` (see libs/store/src/remote-module.ts). */
export default defineRemoteModule({
  name: 'settings',
  version: __APP_VERSION__,
  routes,
  feature: settingsFeature,
  translations: SETTINGS_TRANSLATIONS,
});
