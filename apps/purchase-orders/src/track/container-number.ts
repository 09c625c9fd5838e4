import { containerCheckDigit, isValidContainerNumber, normaliseContainerNumber } from '@freight/contracts';

/**
 * A container number as typed ("msku 907032-3") checked before any call: normalised (upper case, no spaces or
 * dashes), then its shape (3-letter owner, U/J/Z, 7 digits) and its ISO 6346 check digit. A wrong check digit says
 * which one is expected, so a mistyped digit is found without a round trip.
 */
export type ContainerNumberCheck =
  | { ok: true; number: string }
  | { ok: false; number: string; reason: 'empty' | 'format' }
  | { ok: false; number: string; reason: 'checkDigit'; expected: number };

export function checkContainerNumber(typed: string): ContainerNumberCheck {
  const number = normaliseContainerNumber(typed);
  if (number === '') return { ok: false, number, reason: 'empty' };
  if (isValidContainerNumber(number)) return { ok: true, number };
  const expected = number.length === 11 ? containerCheckDigit(number.slice(0, 10)) : null;
  if (expected !== null && /^[0-9]$/.test(number[10]!)) return { ok: false, number, reason: 'checkDigit', expected };
  return { ok: false, number, reason: 'format' };
}

/** A bill of lading as the route takes it (4 to 30 letters, digits and dashes), trimmed and in upper case. */
const BILL_OF_LADING_PATTERN = /^[A-Z0-9-]{4,30}$/;
export const normaliseBillOfLading = (typed: string) => typed.trim().toUpperCase();
export const isValidBillOfLading = (value: string) => BILL_OF_LADING_PATTERN.test(value);
