import { useMemo } from 'react';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';
import { selectDistanceUnit, useAppSelector } from '@freight/store';

/** Money, dates, weights and distances of the loads screens in the user's language and distance unit. */
export function useLoadFormat() {
  const { i18n } = useTranslation('loads');
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      ...format,
      money: (amount: number, currency: string) => {
        try {
          return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
        } catch {
          return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
        }
      },
      date: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
      dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      miles: (miles: number) => format.distance({ miles }, unit),
      km: (km: number) => format.distance({ km }, unit),
      weight: (weight: number, weightUnit: string) => `${format.number(weight)} ${weightUnit}`,
    }),
    [format, locale, unit],
  );
}
