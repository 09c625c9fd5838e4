import { useMemo } from 'react';
import { localeOf, useTranslation } from '@freight/i18n';

/** Money, dates and rates of the quote screens in the user's language ("$1,850.00", "1 850,00 $US", "87 %"). */
export function useQuoteFormat() {
  const { t, i18n } = useTranslation('loads');
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      money: (amount: number, currency: string) => {
        try {
          return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
        } catch {
          return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
        }
      },
      date: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
      dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      percent: (rate: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate),
      signedPercent: (ratio: number) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio),
      /** "1 day", "3 days". */
      days: (n: number) => (n === 1 ? t('quotes.oneDay') : t('quotes.days', { n })),
    }),
    [locale, t],
  );
}
