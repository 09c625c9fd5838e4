import * as yup from 'yup';
import { LOCATIONS, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@freight/contracts';
import { maxLengthMessage } from '@freight/ui';
import { postalMatchesCity, ZIP_MISMATCH } from './zip-check';

/**
 * The rules of an address's postal part (spec section 5), for any form that holds one: address, warehouse, a
 * load's stop, an order's ship-to. Messages are translation keys; the server checks the same rules
 * (libs/contracts/src/address.ts).
 */
export const phone = yup.string().trim().matches(new RegExp(PHONE_PATTERN), { message: 'addressKit.validation.phone', excludeEmptyString: true });
/**
 * The postal code of an address typed in: its shape, and the zip check (the code's locality is the city typed beside
 * it, asked of the maps API once per code) when the field is left, as the server checks it again on save. Reads the
 * sibling `city` and `country` fields.
 */
const zipCheck = (value: string | undefined, ctx: yup.TestContext) =>
  postalMatchesCity({ postalCode: value, city: ctx.parent?.city, country: ctx.parent?.country });

export const postalCode = yup
  .string()
  .trim()
  .required('validation.required')
  .matches(new RegExp(POSTAL_CODE_PATTERN), 'addressKit.validation.postalCode')
  .test('zip-check', ZIP_MISMATCH, zipCheck);

/** `postalCode` of an address that may be left out as a whole (the company's): empty is no error, the rest the same. */
export const optionalPostalCode = yup
  .string()
  .trim()
  .matches(new RegExp(POSTAL_CODE_PATTERN), { message: 'addressKit.validation.postalCode', excludeEmptyString: true })
  .test('zip-check', ZIP_MISMATCH, zipCheck);

const text = (max: number) => yup.string().trim().max(max, maxLengthMessage);

/** Street, city, state, postal code, country and contact: what `AddressFields` shows. */
export const postalFields = {
  street1: text(200).required('validation.required'),
  street2: text(200),
  city: text(100).required('validation.required'),
  state: text(60).required('validation.required'),
  postalCode,
  country: yup.string().oneOf(LOCATIONS, 'validation.required').required('validation.required'),
  contactName: text(120),
  contactPhone: phone,
  contactEmail: yup.string().trim().email('validation.invalidEmail'),
  openingHours: text(200),
};

/** An optional text of a form: trimmed, and null when empty (the API's shape). */
export const orNull = (value: string) => (value.trim() ? value.trim() : null);
