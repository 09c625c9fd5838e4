/** Values between rows and the API's JSON. */

/** A time as the API sends it (ISO 8601, UTC). */
export const iso = (date: Date) => date.toISOString();

/** An optional time: null stays null; a raw SQL row's text timestamp is read as a date first. */
export const isoOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : iso(value instanceof Date ? value : new Date(value));

/** '' and undefined -> null (optional text fields). */
export const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);
