import * as yup from 'yup';
import { formatNumber, i18next, parseAmountCents, parseTypedAmount, parseTypedNumber, typedNumberText } from '@freight/i18n';
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
    .test(
      'min',
      positive ? 'validation.amountPositive' : 'validation.amountNotNegative',
      (value) => !value || (!NEGATIVE.test(value) && (!positive || (amountOf(value) ?? 1) > 0)),
    )
    .test('whole', 'validation.amountWhole', (value) => !whole || !value || !Number.isFinite(amountOf(value) ?? NaN) || Number.isInteger(amountOf(value)))
    .test(
      'max',
      () => keyWithValues('validation.amountMax', { max: formatNumber(max ?? 0, language()) }),
      (value) => max === undefined || !value || (amountOf(value) ?? 0) <= max,
    );
}

/** A typed amount (typedAmount) as the API takes it: a number, or null when left empty. */
export const amountOrNull = (value: string): number | null => (value.trim() ? (parseTypedAmount(value) ?? null) : null);

/**
 * A number as a form takes it (a weight, a quantity, a capacity, a temperature): a text field with inputMode="decimal"
 * (a type=number field refuses "1,795" in some browsers and not in others), typed in the reader's language like an
 * amount and read by libs/i18n's parseTypedNumber. Its messages: no number (with an example in the reader's
 * language), not whole (`integer`), out of `min` … `max` (`above`: more than `min`, not equal to it). A form with its own
 * words for the range or the whole passes them as `messages`. Empty is left to `.required()`.
 */
export function typedNumber({
  min,
  max,
  above = false,
  integer = false,
  messages = {},
}: {
  min: number;
  max: number;
  above?: boolean;
  integer?: boolean;
  messages?: { range?: string; whole?: string };
}) {
  const language = () => i18next.language;
  const numberOf = (value: string | undefined) => (value ? parseTypedNumber(value) : undefined);
  const range = () => messages.range ?? keyWithValues('validation.numberRange', { min: formatNumber(min, language()), max: formatNumber(max, language()) });
  return yup
    .string()
    .trim()
    .test(
      'number',
      () => keyWithValues('validation.number', { example: formatNumber(integer ? 1795 : 1795.5, language()) }),
      (value) => !value || numberOf(value) !== undefined,
    )
    .test(
      'whole',
      () => messages.whole ?? 'validation.numberWhole',
      (value) => !integer || numberOf(value) === undefined || Number.isInteger(numberOf(value)),
    )
    .test('range', range, (value) => {
      const number = numberOf(value);
      if (number === undefined) return true;
      return (above ? number > min : number >= min) && number <= max;
    });
}

/** A typed number (typedNumber) as the API takes it: a number, or null when left empty. */
export const numberOrNull = (value: string): number | null => (value.trim() ? (parseTypedNumber(value) ?? null) : null);

/** A stored number as a typed-number field shows it (in the reader's language), or empty when there is none. */
export const numberField = (value: number | null | undefined): string => (value === null || value === undefined ? '' : typedNumberText(value));
