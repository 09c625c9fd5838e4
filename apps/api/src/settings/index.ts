export { appConfigRoutes } from './app-config-routes';
export { mergeNotificationPrefs, readCarrierBusiness, readProfile } from './repository';
export { settingsRoutes } from './routes';
