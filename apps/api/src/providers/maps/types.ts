import type { LatLng, Locality, LocationCode } from '@freight/contracts';
import type { PlaceQuery } from './places';

/**
 * The maps provider: geocoding (postal code -> locality and position), reverse geocoding, routes and distance
 * matrices. One interface, three implementations chosen by MAPS_PROVIDER (providers/index.ts): `local` (bundled
 * US and Canadian postal data, offline; the default), `osrm` (OSRM + Nominatim) and `google`.
 */

/** A geocoded postal code. `aliases`: other locality names the code is known by (they pass the zip check too). */
export interface Place extends Locality {
  aliases?: string[];
}

export interface RouteResult {
  distanceKm: number;
  durationMinutes: number;
  /** [lat, lng] pairs from origin to destination. */
  points: Array<[number, number]>;
}

export interface MatrixCell {
  distanceKm: number;
  durationMinutes: number;
}

export interface MapsProvider {
  /** `local`, `osrm` or `google` (reported by getdirection-json and maps-config). */
  readonly name: string;
  /** The locality of a postal code, or null when the provider does not know it. */
  geocodePostalCode(postalCode: string, country?: LocationCode): Promise<Place | null>;
  /**
   * A place typed as text (places.ts parses it): a city in a state or province, or (osrm, google) any text their
   * geocoder knows, in the USA or Canada; null when unknown.
   */
  geocodePlace(query: PlaceQuery): Promise<Place | null>;
  /** The locality at (or, for the local data, nearest to) a position; null when there is none. */
  reverseGeocode(point: LatLng): Promise<Locality | null>;
  /** A driving route; null when there is none between the two points. */
  route(origin: LatLng, destination: LatLng): Promise<RouteResult | null>;
  /** rows[i][j]: origins[i] -> destinations[j]; null for a pair with no route. */
  distanceMatrix(origins: LatLng[], destinations: LatLng[]): Promise<Array<Array<MatrixCell | null>>>;
}

/** Rounding of what the API answers: kilometres to 2 decimals (spec section 7), minutes to 1. */
export const roundKm = (km: number) => Math.round(km * 100) / 100;
export const roundMinutes = (minutes: number) => Math.round(minutes * 10) / 10;
