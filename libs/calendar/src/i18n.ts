import { addArea, i18next, type AreaResources } from '@freight/i18n';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The lib's translation area (i18next namespace `calendar`), in the three languages. */
export const CALENDAR_AREA = 'calendar';
export const calendarTranslations: AreaResources = { en, sp, fr };

/**
 * Adds the area the first time a calendar is drawn (the orders remote's /calendar and the dashboard's both use it, so
 * no remote's module ships it). Before i18next is initialised (a test's module import) it does nothing.
 */
export function ensureCalendarTexts(): void {
  if (!i18next.isInitialized || i18next.hasResourceBundle(i18next.language || 'en', CALENDAR_AREA)) return;
  addArea(CALENDAR_AREA, calendarTranslations);
}
