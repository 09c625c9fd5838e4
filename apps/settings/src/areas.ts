import type { AreaResources } from '@freight/i18n';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The spec's translation areas of the settings screens (section 1), each an i18next namespace. */
export const SETTINGS_AREAS = ['settings-profile', 'profile', 'settings-billing', 'settings-business', 'settings-defaults'] as const;
type SettingsArea = (typeof SETTINGS_AREAS)[number];

/**
 * One section of i18n/{en,sp,fr}.json per area (the files stay one per language, so libs/i18n's test compares them),
 * registered as its own namespace: `useTranslation('settings-business')`, `'settings-defaults:saved'`.
 */
export const SETTINGS_TRANSLATIONS: Record<string, AreaResources> = Object.fromEntries(
  SETTINGS_AREAS.map((area): [SettingsArea, AreaResources] => [area, { en: en[area], sp: sp[area], fr: fr[area] }]),
);
