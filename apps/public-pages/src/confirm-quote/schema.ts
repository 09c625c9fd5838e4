import * as yup from 'yup';
import { CURRENCIES, type CarrierQuoteView } from '@freight/contracts';
import { parseTypedAmount as amountOf } from '@freight/i18n';
import { maxLengthMessage } from '@freight/ui';

/** Messages are translation keys; the server checks the same rules (libs/contracts/src/quotes.ts). */
export const passcodeSchema = yup.object({
  passcode: yup
    .string()
    .trim()
    .required('validation.required')
    .min(4, 'public-pages:confirm.validation.passcodeLength')
    .max(32, 'public-pages:confirm.validation.passcodeLength'),
});

/** Today as `YYYY-MM-DD` (local time): the first day a price may still hold. */
export const today = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const termsSchema = yup.object({
  // Typed in the reader's language, thousands separators included ("1,795.50", "1 795,50").
  amount: yup
    .string()
    .required('validation.required')
    .test('number', 'public-pages:confirm.validation.number', (value) => !value || /^\s*-/.test(value) || amountOf(value) !== undefined)
    .test('positive', 'public-pages:confirm.validation.positive', (value) => !value || (!/^\s*-/.test(value) && (amountOf(value) ?? 1) > 0))
    .test('max', 'public-pages:confirm.validation.tooLarge', (value) => !value || (amountOf(value) ?? 0) <= 10_000_000),
  currency: yup.string().oneOf(CURRENCIES, 'validation.required').required('validation.required'),
  transitDays: yup
    .number()
    .typeError('public-pages:confirm.validation.number')
    .required('validation.required')
    .integer('public-pages:confirm.validation.wholeDays')
    .min(1, 'public-pages:confirm.validation.transitDays')
    .max(60, 'public-pages:confirm.validation.transitDays'),
  validUntil: yup
    .string()
    .required('validation.required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidFormat')
    .test('future', 'public-pages:confirm.validation.notPast', (value) => !value || value >= today()),
  notes: yup.string().trim().max(1000, maxLengthMessage),
});

export interface TermsFormValues {
  amount: string;
  currency: 'USD' | 'CAD';
  transitDays: string;
  validUntil: string;
  notes: string;
}

/** The form starts from the quote's own terms (a confirmed price shown again), else empty in the quote's currency. */
export const termsFromQuote = (quote: CarrierQuoteView): TermsFormValues => ({
  amount: quote.amount != null ? String(quote.amount) : '',
  currency: quote.currency === 'CAD' ? 'CAD' : 'USD',
  transitDays: quote.transitDays != null ? String(quote.transitDays) : '',
  validUntil: quote.validUntil ? quote.validUntil.slice(0, 10) : '',
  notes: quote.notes ?? '',
});

export const declineSchema = yup.object({
  reason: yup.string().trim().required('validation.required').max(500, maxLengthMessage),
});

export const commentSchema = yup.object({
  comment: yup.string().trim().required('validation.required').max(1000, maxLengthMessage),
});
