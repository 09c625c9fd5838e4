import { AppConfig, envelopeOf } from '@freight/contracts';
import { access } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { SETTINGS_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';

/** GET app-config: the product's public configuration (company settings, demo mode, web push key, payments). */
export const appConfigRoutes: RoutesPlugin = async (app) => {
  app.get('/app-config', { config: access.public, schema: { response: { 200: envelopeOf(AppConfig) } } }, async () => {
    const settings = app.productSettings;
    return ok(SETTINGS_TEXTS.appConfig(), {
      company: settings.company,
      locations: settings.locations,
      mapsKey: settings.mapsKey,
      // The allowed list is shown only while it applies.
      demo: { enabled: settings.demo.enabled, allowedAccounts: settings.demo.enabled ? settings.demo.allowedAccounts : [] },
      vapidPublicKey: app.push.publicKey,
      paymentProvider: app.payments.name,
    });
  });
};
