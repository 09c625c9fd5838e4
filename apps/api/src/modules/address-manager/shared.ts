import {
  ZIP_MISMATCH_MESSAGE,
  type FieldError,
  type LocationCode,
} from '@freight/contracts';
import { badRequest } from '../../plugins/envelope';
import type { MapsProvider } from '../../providers/maps/types';
import { cityMatchesLocality, countryOfPostalCode, normalisePostalCode } from '../../providers/maps/postal';

/**
 * The address module's own rules, shared by its managers (address-manager, warehouse-manager, lane-manager): the zip
 * check. Generic helpers live in src/http (IdParams, ownRecordOr404, iso, orNull) and src/db (errors, paging).
 */

export const UNKNOWN_POSTAL_CODE = 'Unknown postal code';

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

const COUNTRY_MESSAGES: Record<LocationCode, string> = {
  USA: 'A US ZIP code needs country USA',
  CANADA: 'A Canadian postal code needs country CANADA',
};

/**
 * Spec section 5's zip check, on the server: the postal code must belong to the country, be known to the maps
 * provider, and its locality must match the city (cityMatchesLocality, or one of the locality's aliases).
 * Returns the position to store; throws a 400 with the failing field otherwise.
 */
export async function checkPostalAddress(maps: MapsProvider, input: PostalFields, prefix = 'body'): Promise<CheckedPostal> {
  const shapeCountry = countryOfPostalCode(input.postalCode);
  if (shapeCountry && shapeCountry !== input.country) {
    throw badRequest([{ field: `${prefix}.country`, message: COUNTRY_MESSAGES[shapeCountry] }]);
  }
  const place = await maps.geocodePostalCode(input.postalCode, input.country);
  if (!place) throw badRequest([{ field: `${prefix}.postalCode`, message: UNKNOWN_POSTAL_CODE }]);
  const names = [place.city, ...(place.aliases ?? [])];
  if (!names.some((name) => cityMatchesLocality(input.city, name))) {
    const errors: FieldError[] = [{ field: `${prefix}.postalCode`, message: ZIP_MISMATCH_MESSAGE }];
    throw badRequest(errors, ZIP_MISMATCH_MESSAGE);
  }
  return { postalCode: normalisePostalCode(input.postalCode), lat: place.lat, lng: place.lng };
}
