import type { Direction, DistanceMatrix, Locality, LocationCode, MapsConfig } from '@freight/contracts';
import { call, type CallOptions } from '../client';

/** The maps helpers of spec section 7 (paths at the root of /v1/api), plus forward geocoding and the config. */
export const maps = {
  config: (options?: CallOptions) => call<MapsConfig>('maps-config', { method: 'GET', url: 'maps-config' }, options),
  /** `origin`, `destination`: a place as people type it (contracts' PlaceText). */
  direction: (origin: string, destination: string, options?: CallOptions) =>
    call<Direction>(
      'getdirection-json',
      { method: 'GET', url: `getdirection-json/${encodeURIComponent(origin)}/${encodeURIComponent(destination)}` },
      options,
    ),
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
