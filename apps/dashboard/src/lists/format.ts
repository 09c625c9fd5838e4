import { useMemo } from 'react';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';

/**
 * A number of minutes as the reader says it, largest units first, at most two: "2 hr, 5 min" (en), "2 h y 5 min"
 * (sp), "2 h et 5 min" (fr), "1 day, 3 hr". Intl's unit and list formats give each language its own words.
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

/** Money, days, times and durations of the order lists in the reader's language. */
export function useListsFormat() {
  const { i18n } = useTranslation('dashboard');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const money = (amount: number, currency: string) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
      } catch {
        return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
      }
    };
    return {
      ...format,
      /** Integer cents (orders). */
      cents: (cents: number, currency: string) => money(cents / 100, currency),
      /** A decimal amount (a load's posted rate). */
      money,
      dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      minutes: (minutes: number) => formatMinutes(minutes, language),
    };
  }, [format, language]);
}
