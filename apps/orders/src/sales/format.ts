import { useMemo } from 'react';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';

/**
 * Money and days of the sales order screens in the reader's language ("$1,850.00", "Nov 24, 2026"). Money comes as
 * integer cents (exact); it is divided only to be shown. A day (YYYY-MM-DD) is shown as that calendar day.
 */
export function useSalesFormat() {
  const { i18n } = useTranslation('orders');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    return {
      ...format,
      money: (cents: number, currency: string) => {
        try {
          return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
        } catch {
          return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
        }
      },
      day: (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`)),
    };
  }, [format, language]);
}

/** A price typed in dollars ("12.5", "1,200.00") as integer cents, exactly (no floating point); undefined when empty or malformed. */
export function centsOfTyped(text: string): number | undefined {
  const clean = text.replace(/[,\s$]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The pattern a typed price must follow (the forms' yup rule). */
export const PRICE_PATTERN = /^\s*\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?\s*$|^\s*\$?\s*\d{1,9}(\.\d{1,2})?\s*$/;
