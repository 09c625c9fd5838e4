import type { LanguageCode } from './account';

/**
 * How the product writes numbers, money, dates and durations in each of its languages, shared by the screens
 * (`@freight/i18n`'s formatters) and the API (e-mails, documents, notifications): one map, so a French reader sees
 * the same "49,00 $ US" in the app and in the e-mail. Spanish and French as in North America, where the product's
 * shippers and carriers are (es-MX groups "2,450.50" as Mexico does; fr-CA is Canadian French).
 */
export const LANGUAGE_LOCALES: Readonly<Record<LanguageCode, string>> = { en: 'en-US', sp: 'es-MX', fr: 'fr-CA' };

/** The Intl locale of a language code; an unknown code reads as English. */
export const localeOf = (language: string): string =>
  Object.hasOwn(LANGUAGE_LOCALES, language) ? LANGUAGE_LOCALES[language as LanguageCode] : LANGUAGE_LOCALES.en;

/**
 * Minutes as the reader says them, largest units first, at most two: "2 hr, 5 min" (en), "2 h y 5 min" (sp),
 * "2 h et 5 min" (fr), "1 day, 3 hr". Intl's unit and list formats give each language its own words.
 */
export function formatMinutes(minutes: number, language: string): string {
  const locale = localeOf(language);
  const total = Math.max(0, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: name === 'day' ? 'long' : 'short' }).format(value);
  const parts: string[] = [];
  if (days > 0) parts.push(unit(days, 'day'));
  if (hours > 0) parts.push(unit(hours, 'hour'));
  if (mins > 0 && days === 0) parts.push(unit(mins, 'minute'));
  if (parts.length === 0) return unit(0, 'minute');
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(parts.slice(0, 2));
}
