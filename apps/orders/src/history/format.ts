import { useMemo } from 'react';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';

/**
 * Money, days and times of the history and purchase-order lists in the reader's language ("$1,850.00",
 * "Nov 24, 2026"). Money comes as integer cents (exact); it is divided only to be shown.
 */
export function useListFormat() {
  const { i18n } = useTranslation('orders');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const money = (cents: number, currency: string) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
      } catch {
        return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
      }
    };
    return {
      ...format,
      money,
      day: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
      dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    };
  }, [format, language]);
}
