import { useMemo } from 'react';
import { decimalOfCents } from '@freight/contracts';
import { localeOf, parseAmountCents, useFormat, useTranslation } from '@freight/i18n';

/**
 * Money of an order is integer cents: formatted from its exact decimal text ("1234.50"), never through a float sum,
 * in the reader's language and the order's currency ("$1,234.50", "1 234,50 $US").
 */
export function formatCents(cents: number, currency: string, language: string): string {
  const locale = localeOf(language);
  const exact = decimalOfCents(cents) as `${number}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(exact as unknown as number);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(exact as unknown as number)} ${currency}`;
  }
}

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Cents from an amount typed in the currency's units in the reader's language ("1,795.5" → 179550; libs/i18n's
 * normaliseAmount), exactly; undefined when it is no amount.
 */
export function centsFromInput(value: string | number, language = 'en'): number | undefined {
  return parseAmountCents(String(value), language);
}

/** The order detail's formats bound to the reader's language. */
export function useOrderFormat() {
  const { i18n } = useTranslation('orderDetail');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(
    () => ({
      ...format,
      money: (cents: number, currency: string) => formatCents(cents, currency, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
    }),
    [format, language],
  );
}
