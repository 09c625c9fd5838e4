import * as yup from 'yup';
import { formatNumber, i18next, parseAmountCents, parseTypedAmount } from '@freight/i18n';
import { keyWithValues } from './messages';

const NEGATIVE = /^\s*-/;

/**
 * A money amount as a form takes it: text typed in the reader's language, thousands separators included ("1,795.50"
 * in en and sp, "1 795,50" in fr), read by libs/i18n's parseTypedAmount (parseAmountCents for exact cents). The one
 * rule of every typed amount; its messages say what is wrong: no amount (with an example in the reader's language),
 * below 0 (or not above it, `positive`), above `max`, or not whole (`whole`). Empty is left to `.required()`.
 */
export function typedAmount({ positive = false, max, whole = false }: { positive?: boolean; max?: number; whole?: boolean } = {}) {
  const language = () => i18next.language;
  const amountOf = (value: string | undefined) => (value ? parseTypedAmount(value) : undefined);
  return yup
    .string()
    .trim()
    .test(
      'amount',
      () => keyWithValues('validation.amount', { example: formatNumber(whole ? 1795 : 1795.5, language(), { minimumFractionDigits: whole ? 0 : 2 }) }),
      // Money: at most 2 decimals (exact cents).
      (value) => !value || NEGATIVE.test(value) || parseAmountCents(value, language()) !== undefined,
    )
    .test('min', positive ? 'validation.amountPositive' : 'validation.amountNotNegative', (value) => !value || (!NEGATIVE.test(value) && (!positive || (amountOf(value) ?? 1) > 0)))
    .test('whole', 'validation.amountWhole', (value) => !whole || !value || !Number.isFinite(amountOf(value) ?? NaN) || Number.isInteger(amountOf(value)))
    .test(
      'max',
      () => keyWithValues('validation.amountMax', { max: formatNumber(max ?? 0, language()) }),
      (value) => max === undefined || !value || (amountOf(value) ?? 0) <= max,
    );
}

/** A typed amount (typedAmount) as the API takes it: a number, or null when left empty. */
export const amountOrNull = (value: string): number | null => (value.trim() ? (parseTypedAmount(value) ?? null) : null);
