import { useMemo } from 'react';
import { useFormat } from '@freight/i18n';

/**
 * Money and days of the sales order screens in the reader's language ("$1,850.00", "Nov 24, 2026"). Money comes as
 * integer cents (exact); it is divided only to be shown. A day (YYYY-MM-DD) is shown as that calendar day.
 */
export function useSalesFormat() {
  const format = useFormat();
  return useMemo(() => ({ ...format, money: format.cents }), [format]);
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
