import { LANGUAGE_LOCALES, type LanguageCode } from '@freight/contracts';

/**
 * Numbers, money and dates on the PDFs, per reader's language (the locales of libs/i18n: en-US, es-MX, fr-CA).
 * Times are printed in UTC (a stop's own time zone is not stored) and the documents say so. Intl's spaces (the narrow
 * no-break space of French amounts) are in the documents' font.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An amount of exact cents with its currency (`123456`, USD, en → `$1,234.56`). */
export function formatMoney(cents: number, currency: string, language: LanguageCode): string {
  const key = `${language}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  // Integer cents → units: the division is exact to the cent for every amount numeric(12,2) can hold.
  return format.format(cents / 100);
}

export function formatNumber(value: number, language: LanguageCode, maximumFractionDigits = 1): string {
  const key = `${language}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

function dateFormat(language: LanguageCode, kind: 'date' | 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date' ? { dateStyle: 'medium' } : kind === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

export const formatDate = (date: Date, language: LanguageCode) => dateFormat(language, 'date').format(date);
export const formatDateTime = (date: Date, language: LanguageCode) => dateFormat(language, 'dateTime').format(date);

/** A stop's window: `Nov 26, 2027, 8:00 AM – 12:00 PM` on one day, both ends in full otherwise. */
export function formatWindow(start: Date, end: Date, language: LanguageCode): string {
  // Each end unbroken (no-break spaces inside), so a line breaks only at the dash: never "20 h" / "30".
  const whole = (text: string) => text.replace(/ /g, '\u00a0');
  const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
  const to = sameDay ? dateFormat(language, 'time').format(end) : formatDateTime(end, language);
  return `${whole(formatDateTime(start, language))} – ${whole(to)}`;
}
