import { Type } from '@sinclair/typebox';
import {
  ZIP_MISMATCH_MESSAGE,
  type FieldError,
  type LocationCode,
} from '@freight/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../plugins/envelope';
import type { MapsProvider } from '../../providers/maps/types';
import { cityMatchesLocality, countryOfPostalCode, normalisePostalCode } from '../../providers/maps/postal';

/** Helpers shared by the address module's managers (address-manager, warehouse-manager, lane-manager). */

/** `:_id` of the catalogue's paths: a uuid (anything else is a 400 on params._id). */
export const IdParams = Type.Object({ _id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const UNKNOWN_POSTAL_CODE = 'Unknown postal code';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A `preValidation` hook for writes to `:_id`: another company's (or no) record is a 404 before the body is
 * validated, so a stranger's id learns nothing from the validation errors. A malformed id is left to the schema.
 */
export function ownRecordOr404(exists: (companyId: string, id: string) => Promise<boolean>, message: string) {
  return async (request: FastifyRequest) => {
    const id = (request.params as { _id?: unknown } | undefined)?._id;
    if (typeof id !== 'string' || !UUID.test(id) || !request.caller) return;
    if (!(await exists(request.caller.companyId, id))) throw notFound(message);
  };
}


/** The PostgreSQL error behind a (possibly wrapped, e.g. DrizzleQueryError) error. */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

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

export const iso = (date: Date) => date.toISOString();
/** '' and undefined -> null (optional text fields). */
export const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);
