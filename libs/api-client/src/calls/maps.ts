import type { ApiEnvelope, Direction, DistanceMatrix, Locality, LocationCode, MapsConfig } from '@freight/contracts';
import { call, type CallOptions } from '../client';

/** The maps helpers of spec section 7 (paths at the root of /v1/api), plus forward geocoding and the config. */
export const maps = {
  config: (options?: CallOptions) => call<MapsConfig>('maps-config', { method: 'GET', url: 'maps-config' }, options),
  /** `origin`, `destination`: a place as people type it (contracts' PlaceText). */
  direction: (origin: string, destination: string, options?: CallOptions) =>
    call<Direction>('getdirection-json', { method: 'GET', url: `getdirection-json/${encodeURIComponent(origin)}/${encodeURIComponent(destination)}` }, options),
  reverseGeocode: (latlng: string, options?: CallOptions) =>
    call<Locality>('getlocation-bylatlng-json', { method: 'POST', url: 'getlocation-bylatlng-json', data: { latlng } }, options),
  geocodePostalCode: (postalCode: string, country?: LocationCode, options?: CallOptions) =>
    call<Locality>(
      'getlocation-bypostalcode-json',
      { method: 'POST', url: 'getlocation-bypostalcode-json', data: country ? { postalCode, country } : { postalCode } },
      options,
    ),
  /** Places as people type them ("Chicago, IL", "60601", "lat,lng", ...): arrays, or strings of places joined by '|'. */
  distanceMatrix: (origins: string[] | string, destinations: string[] | string, options?: CallOptions) =>
    call<DistanceMatrix>('getdistance-by-distancematrix', { method: 'POST', url: 'getdistance-by-distancematrix', data: { origins, destinations } }, options),
};

/** Spec section 7: kilometres are shown with 2 decimals. */
export const formatKm = (km: number) => `${km.toFixed(2)} km`;

/** A place found for a place search: what it shows, and where it is. */
export interface FoundPlace {
  label: string;
  lat: number;
  lng: number;
}

const POSTAL_CODE = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
const LAT_LNG = /^(-?\d+(\.\d+)?)\s*,\s*(-?\d+(\.\d+)?)$/;
const localityLabel = (l: Locality) => `${l.city}, ${l.state}`;

/**
 * Where a typed place is (the load board's and the truck search's place field), through the maps calls that exist:
 * a postal code by `getlocation-bypostalcode-json`; a city ("Chicago, IL") by `getdirection-json` from the place to
 * itself (its route starts at the place: the maps API has no forward geocoding call of its own), named again by
 * `getlocation-bylatlng-json`; "lat,lng" as typed. A place the provider does not know is the API's 400 (its field
 * error) or 404.
 */
export async function locatePlace(text: string): Promise<FoundPlace> {
  const place = text.trim();
  const options: CallOptions = { silent: true, quietErrors: true };
  if (POSTAL_CODE.test(place)) {
    const found: ApiEnvelope<Locality> = await maps.geocodePostalCode(place.toUpperCase(), undefined, options);
    return { label: `${localityLabel(found.data!)} ${found.data!.postalCode}`, lat: found.data!.lat, lng: found.data!.lng };
  }
  const typed = LAT_LNG.exec(place);
  let point: { lat: number; lng: number };
  if (typed) {
    point = { lat: Number(typed[1]), lng: Number(typed[3]) };
  } else {
    const route: ApiEnvelope<Direction> = await maps.direction(place, place, options);
    const [lat, lng] = route.data!.points[0] ?? [];
    if (lat === undefined || lng === undefined) throw new Error('no position');
    point = { lat, lng };
  }
  try {
    const named: ApiEnvelope<Locality> = await maps.reverseGeocode(`${point.lat},${point.lng}`, options);
    return { label: named.data ? localityLabel(named.data) : place, ...point };
  } catch {
    return { label: place, ...point };
  }
}
