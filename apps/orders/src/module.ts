import { defineRemoteModule } from '@freight/store';
import { routes } from './routes';
import { ordersFeature } from './feature';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The contract this remote exposes as `./Module` (see libs/store/src/remote-module.ts). */
export default defineRemoteModule({
  name: 'orders',
  version: __APP_VERSION__,
  routes,
  feature: ordersFeature,
  translations: { orders: { en, sp, fr } },
});
