import { useMemo } from 'react';
import { formatAmount as formatMoney, formatDateTime, formatDay, localeOf, quoteStatusLabel, useFormat, useTranslation } from '@freight/i18n';
import { selectDistanceUnit, useAppSelector } from '@freight/store';

/**
 * Money, dates, weights, distances and rates of every loads screen (loads, quotes, board, bulk, carrier)
 * in the reader's language: one place, so "$1,850.00" / "1 850,00 $US" and "Nov 24, 2026, 8:00 AM" read the same
 * everywhere (the public pages use the same formatters of the kit). The plain functions take the language (the board's
 * rows); `useLoadFormat` binds them, with the kit's numbers, statuses and the user's distance unit.
 */

/** Money ("$2,450.00", "2 450,00 $ US"), days and moments: the kit's formatters, under the names the loads screens use. */
export { formatAmount as formatMoney, formatDateTime, formatDay } from '@freight/i18n';

/** A label's first letter in lower case, for the middle of a sentence. */
const lowerFirst = (label: string, locale: string) => label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);

/** A time of day typed in a time field ("14:30") as the reader reads it: "2:30 PM" / "14:30"; as typed when malformed. */
export function formatTimeOfDay(hhmm: string, language: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** The helpers above and the kit's (`useFormat`: number, status, distance, quantity) bound to the user's language. */
export function useLoadFormat() {
  const { t, i18n } = useTranslation('loads');
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    return {
      ...format,
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      date: (iso: string) => formatDay(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      miles: (miles: number) => format.distance({ miles }, unit),
      km: (km: number) => format.distance({ km }, unit),
      weight: (weight: number, weightUnit: string) => `${format.number(weight)} ${weightUnit}`,
      /** "87 %". */
      percent: (rate: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate),
      /** "+12 %", "−5 %", "0 %". */
      signedPercent: (ratio: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio),
      /**
       * A quote's status: its own labels (the common labels.quoteStatus): its noun may differ in gender from the
       * load's ("Votre devis · Confirmé", not "Confirmée").
       */
      quoteStatus: (status: string) => quoteStatusLabel(t, status, format.status(status)),
      /** A status inside a sentence: lower case in en, sp and fr ("… no longer be edited: it is tendered"). */
      statusInSentence: (status: string) => lowerFirst(format.status(status), locale),
      /** "1 day", "3 days". */
      days: (n: number) => (n === 1 ? t('quotes.oneDay') : t('quotes.days', { n })),
    };
  }, [format, language, unit, t]);
}
