/** HTTP helpers every route module uses: path parameters, ownership checks, non-JSON response schemas, values. */
export { IdParams, isUuid } from './params';
export { ownRecordOr404 } from './own-record';
export { htmlPage, redirect } from './responses';
export { iso, isoOrNull, orNull } from './values';
