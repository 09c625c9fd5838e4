/** Values between rows and the API's JSON. */

/** A time as the API sends it (ISO 8601, UTC). */
export const iso = (date: Date) => date.toISOString();

/** '' and undefined -> null (optional text fields). */
export const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);
