import type { LocationCode } from '@freight/contracts';
import { ProviderError, fetchJson, joinUrl, type FetchLike } from '../http';
import { SHARED_TEXTS } from '../../texts/shared';
import { decodePolyline } from './geo';
import { countryOfPostalCode, postalLookupKey } from './postal';
import { roundKm, roundMinutes, type MapsProvider, type Place } from './types';

/**
 * MAPS_PROVIDER=google: the Geocoding, Directions and Distance Matrix JSON web services with GOOGLE_MAPS_KEY.
 */

const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com/maps/api';

export interface GoogleOptions {
  apiKey: string;
  timeoutMs: number;
  /** For tests and proxies; default GOOGLE_MAPS_BASE_URL. */
  baseUrl?: string;
  fetch?: FetchLike;
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleGeocodeResult {
  address_components: AddressComponent[];
  geometry: { location: { lat: number; lng: number } };
  postcode_localities?: string[];
}

interface GoogleGeocodeResponse {
  status: string;
  results?: GoogleGeocodeResult[];
  error_message?: string;
}

interface GoogleDirectionsResponse {
  status: string;
  routes?: Array<{
    legs: Array<{ distance: { value: number }; duration: { value: number } }>;
    overview_polyline?: { points: string };
  }>;
  error_message?: string;
}

interface GoogleMatrixResponse {
  status: string;
  rows?: Array<{ elements: Array<{ status: string; distance?: { value: number }; duration?: { value: number } }> }>;
  error_message?: string;
}

const COUNTRIES: Record<string, LocationCode> = { US: 'USA', CA: 'CANADA' };
const GOOGLE_COUNTRY: Record<LocationCode, string> = { USA: 'US', CANADA: 'CA' };
/** Answers meaning "nothing there", not a failure. */
const EMPTY = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

/** A geocoding result -> our Locality (null outside the USA and Canada). */
function localityFromGoogle(result: GoogleGeocodeResult, fallbackPostalCode = ''): Place | null {
  const component = (...types: string[]) => types.map((type) => result.address_components.find((part) => part.types.includes(type))).find(Boolean);
  const country = COUNTRIES[component('country')?.short_name ?? ''];
  if (!country) return null;
  const city = component('locality', 'postal_town', 'sublocality', 'administrative_area_level_3', 'neighborhood')?.long_name ?? '';
  const aliases = (result.postcode_localities ?? []).filter((name) => name !== city);
  return {
    city,
    state: component('administrative_area_level_1')?.short_name ?? '',
    postalCode: component('postal_code')?.long_name ?? fallbackPostalCode,
    country,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    ...(aliases.length > 0 ? { aliases } : {}),
  };
}

export function createGoogleMapsProvider(options: GoogleOptions): MapsProvider {
  const base = options.baseUrl ?? GOOGLE_MAPS_BASE_URL;
  const get = async <T extends { status: string; error_message?: string }>(path: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, key: options.apiKey });
    const response = await fetchJson<T>(joinUrl(base, `${path}?${query}`), {
      provider: 'google',
      failureMessage: SHARED_TEXTS.providers.maps(),
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
    if (response.status !== 'OK' && !EMPTY.has(response.status)) {
      // REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, ...: the provider refused; never show its text.
      throw new ProviderError('google', 502, SHARED_TEXTS.providers.maps(), `${response.status}: ${response.error_message ?? ''}`);
    }
    return response;
  };
  const latlng = (point: { lat: number; lng: number }) => `${point.lat},${point.lng}`;

  return {
    name: 'google',

    async geocodePostalCode(postalCode, country) {
      const wanted = country ?? countryOfPostalCode(postalCode);
      if (!wanted || !postalLookupKey(postalCode)) return null;
      const response = await get<GoogleGeocodeResponse>('/geocode/json', {
        components: `postal_code:${postalCode.trim()}|country:${GOOGLE_COUNTRY[wanted]}`,
      });
      const first = response.results?.[0];
      const place = first ? localityFromGoogle(first, postalCode.trim()) : null;
      return place && place.country === wanted ? place : null;
    },

    async geocodePlace(query) {
      // One country filter at most: Google ANDs component filters. Without one, places abroad are dropped below.
      const params: Record<string, string> = { address: query.text };
      if (query.locality) params.components = `country:${GOOGLE_COUNTRY[query.locality.country]}`;
      const response = await get<GoogleGeocodeResponse>('/geocode/json', params);
      for (const result of response.results ?? []) {
        const place = localityFromGoogle(result);
        if (place) return place;
      }
      return null;
    },

    async reverseGeocode(point) {
      const response = await get<GoogleGeocodeResponse>('/geocode/json', { latlng: latlng(point), result_type: 'postal_code' });
      const first = response.results?.[0];
      const place = first ? localityFromGoogle(first) : null;
      if (!place) return null;
      const { city, state, postalCode, country, lat, lng } = place;
      return { city, state, postalCode, country, lat, lng };
    },

    async route(origin, destination) {
      const response = await get<GoogleDirectionsResponse>('/directions/json', {
        origin: latlng(origin),
        destination: latlng(destination),
        mode: 'driving',
      });
      const route = response.routes?.[0];
      if (!route || route.legs.length === 0) return null;
      const meters = route.legs.reduce((sum, leg) => sum + leg.distance.value, 0);
      const seconds = route.legs.reduce((sum, leg) => sum + leg.duration.value, 0);
      const points = route.overview_polyline ? decodePolyline(route.overview_polyline.points) : [];
      return {
        distanceKm: roundKm(meters / 1000),
        durationMinutes: roundMinutes(seconds / 60),
        points:
          points.length >= 2
            ? points
            : [
                [origin.lat, origin.lng],
                [destination.lat, destination.lng],
              ],
      };
    },

    async distanceMatrix(origins, destinations) {
      const response = await get<GoogleMatrixResponse>('/distancematrix/json', {
        origins: origins.map(latlng).join('|'),
        destinations: destinations.map(latlng).join('|'),
        mode: 'driving',
        units: 'metric',
      });
      return origins.map((_, i) =>
        destinations.map((_, j) => {
          const element = response.rows?.[i]?.elements[j];
          if (!element || element.status !== 'OK' || !element.distance || !element.duration) return null;
          return { distanceKm: roundKm(element.distance.value / 1000), durationMinutes: roundMinutes(element.duration.value / 60) };
        }),
      );
    },
  };
}
