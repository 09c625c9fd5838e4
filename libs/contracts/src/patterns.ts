/**
 * Input patterns shared by the API's schemas and the browser's forms. Plain strings in a module of their own, so a
 * browser bundle that needs only these does not pull in the schema code.
 */

/** Spec section 5: optional country code, area code, 3-4 digit groups. */
export const PHONE_PATTERN = '^(\\+?\\d{1,3}[ .-]?)?(\\(\\d{3}\\)|\\d{3})[ .-]?\\d{3}[ .-]?\\d{4}$';
/** US ZIP (12345 or 12345-6789) or Canadian postal code (A1A 1A1, the space optional). */
export const POSTAL_CODE_PATTERN = '^(\\d{5}(-\\d{4})?|[A-Za-z]\\d[A-Za-z][ -]?\\d[A-Za-z]\\d)$';

/** A load's number, its human id (L-100123): unique within its shipper's company. */
export const LOAD_NUMBER_PATTERN = '^L-[0-9]{1,12}$';

/** A quote's id as its e-mail's link carries it (`Q-` and 10 letters or digits); anything else is a broken link. */
export const QUOTE_ID_PATTERN = '^Q-[A-Za-z0-9]{10}$';

/** USDOT number: 1 to 8 digits. */
export const USDOT_PATTERN = '^\\d{1,8}$';
/** MC (motor carrier) number: 1 to 7 digits, optionally typed with its prefix ('MC-123456', 'mc 123456'). */
export const MC_NUMBER_PATTERN = '^([Mm][Cc][ -]?)?\\d{1,7}$';
/** An MC number as stored and shown after 'MC': its digits, the prefix typed or not. */
export const mcDigits = (value: string) => value.trim().replace(/^mc[ -]?/i, '');
