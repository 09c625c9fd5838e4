import type { LocationCode } from '@freight/contracts';
import { badRequest, type FieldFailure } from '../../plugins/envelope';
import type { TextRef } from '../../texts';
import { MAPS_TEXTS } from './texts';
import type { MapsProvider } from './types';
import { cityMatchesLocality, countryOfPostalCode, normalisePostalCode } from './postal';

/**
 * The address module's own rules, shared by its managers (address-manager, warehouse-manager, lane-manager): the zip
 * check. Generic helpers live in src/http (IdParams, ownRecordOr404, iso, orNull) and src/db (errors, paging).
 */

export interface PostalFields {
  city: string;
  postalCode: string;
  country: LocationCode;
}

export interface CheckedPostal {
  /** Canadian codes upper-cased with the space ("M5V 2T6"); US ZIPs as given. */
  postalCode: string;
  lat: number;
  lng: number;
}

const COUNTRY_MESSAGES: Record<LocationCode, () => TextRef> = {
  USA: MAPS_TEXTS.usZipNeedsUsa,
  CANADA: MAPS_TEXTS.canadianNeedsCanada,
};

/** One reference, so that checkPostalAddress knows the mismatch by identity (it is also the answer's message). */
const ZIP_MISMATCH = MAPS_TEXTS.zipMismatch();

/**
 * Spec section 5's zip check, on the server: the postal code must belong to the country, be known to the maps
 * provider, and its locality must match the city (cityMatchesLocality, or one of the locality's aliases). The one
 * postal rule of every address the product takes typed in (address book, warehouses, business addresses, the
 * company's address, a load's typed stops). Returns the failing field's error, or the position to store.
 */
export async function postalCheck(maps: MapsProvider, input: PostalFields, prefix = 'body'): Promise<{ error: FieldFailure } | { checked: CheckedPostal }> {
  const shapeCountry = countryOfPostalCode(input.postalCode);
  if (shapeCountry && shapeCountry !== input.country) return { error: { field: `${prefix}.country`, message: COUNTRY_MESSAGES[shapeCountry]() } };
  const place = await maps.geocodePostalCode(input.postalCode, input.country);
  if (!place) return { error: { field: `${prefix}.postalCode`, message: MAPS_TEXTS.unknownPostalCode() } };
  const names = [place.city, ...(place.aliases ?? [])];
  if (!names.some((name) => cityMatchesLocality(input.city, name))) return { error: { field: `${prefix}.postalCode`, message: ZIP_MISMATCH } };
  return { checked: { postalCode: normalisePostalCode(input.postalCode), lat: place.lat, lng: place.lng } };
}

/** postalCheck for a write of one address: the position to store, or a 400 naming the failing field. */
export async function checkPostalAddress(maps: MapsProvider, input: PostalFields, prefix = 'body'): Promise<CheckedPostal> {
  const outcome = await postalCheck(maps, input, prefix);
  if ('checked' in outcome) return outcome.checked;
  throw badRequest([outcome.error], outcome.error.message === ZIP_MISMATCH ? ZIP_MISMATCH : undefined);
}
