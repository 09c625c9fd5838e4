import type { LatLng, Locality, LocationCode } from '@freight/contracts';
import { fetchJson, joinUrl, type FetchLike } from '../http';
import { SHARED_TEXTS } from '../../texts/shared';
import { countryOfPostalCode, postalLookupKey, provinceCode } from './postal';
import { roundKm, roundMinutes, type MapsProvider, type Place } from './types';

/**
 * MAPS_PROVIDER=osrm: routes and matrices from an OSRM server (OSRM_URL, e.g. https://router.project-osrm.org),
 * geocoding from a Nominatim server (NOMINATIM_URL, e.g. https://nominatim.openstreetmap.org).
 */

export interface OsrmOptions {
  osrmUrl: string;
  nominatimUrl: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent?: string;
  fetch?: FetchLike;
}

interface OsrmRouteResponse {
  code: string;
  routes?: Array<{ distance: number; duration: number; geometry?: { coordinates?: Array<[number, number]> } }>;
}

interface OsrmTableResponse {
  code: string;
  distances?: Array<Array<number | null>>;
  durations?: Array<Array<number | null>>;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  address?: Record<string, string | undefined>;
  error?: string;
}

const COUNTRY_CODES: Record<string, LocationCode> = { us: 'USA', ca: 'CANADA' };
const NOMINATIM_COUNTRY: Record<LocationCode, string> = { USA: 'us', CANADA: 'ca' };

const coordinate = (point: LatLng) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`;

/** Nominatim's address -> our Locality (null outside the USA and Canada). */
function localityFromNominatim(place: NominatimPlace, fallbackPostalCode = ''): Place | null {
  const address = place.address ?? {};
  const country = COUNTRY_CODES[(address.country_code ?? '').toLowerCase()];
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!country || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const city = address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality ?? address.suburb ?? address.county ?? '';
  const iso = address['ISO3166-2-lvl4'];
  const state = iso?.includes('-') ? iso.split('-')[1]! : country === 'CANADA' ? provinceCode(address.state ?? '') : (address.state ?? '');
  const aliases = [address.town, address.village, address.suburb, address.city_district, address.municipality].filter(
    (name): name is string => Boolean(name) && name !== city,
  );
  return {
    city,
    state,
    postalCode: address.postcode ?? fallbackPostalCode,
    country,
    lat,
    lng,
    ...(aliases.length > 0 ? { aliases: [...new Set(aliases)] } : {}),
  };
}

export function createOsrmMapsProvider(options: OsrmOptions): MapsProvider {
  const request = (provider: string) => ({
    provider,
    failureMessage: SHARED_TEXTS.providers.maps(),
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    headers: { 'user-agent': options.userAgent ?? 'freight-platform/1.0' },
  });

  return {
    name: 'osrm',

    async geocodePostalCode(postalCode, country) {
      const shapeCountry = countryOfPostalCode(postalCode);
      const wanted = country ?? shapeCountry;
      if (!wanted || !postalLookupKey(postalCode)) return null;
      const params = new URLSearchParams({
        postalcode: postalCode.trim(),
        countrycodes: NOMINATIM_COUNTRY[wanted],
        format: 'jsonv2',
        addressdetails: '1',
        limit: '1',
      });
      const places = await fetchJson<NominatimPlace[]>(joinUrl(options.nominatimUrl, `/search?${params}`), request('nominatim'));
      const first = Array.isArray(places) ? places[0] : undefined;
      const place = first ? localityFromNominatim(first, postalCode.trim()) : null;
      return place && place.country === wanted ? place : null;
    },

    async geocodePlace(query) {
      const params = new URLSearchParams({
        q: query.text,
        countrycodes: query.locality ? NOMINATIM_COUNTRY[query.locality.country] : 'us,ca',
        format: 'jsonv2',
        addressdetails: '1',
        limit: '1',
      });
      const places = await fetchJson<NominatimPlace[]>(joinUrl(options.nominatimUrl, `/search?${params}`), request('nominatim'));
      const first = Array.isArray(places) ? places[0] : undefined;
      return first ? localityFromNominatim(first) : null;
    },

    async reverseGeocode(point) {
      const params = new URLSearchParams({
        lat: String(point.lat),
        lon: String(point.lng),
        format: 'jsonv2',
        addressdetails: '1',
        zoom: '14',
      });
      const place = await fetchJson<NominatimPlace>(joinUrl(options.nominatimUrl, `/reverse?${params}`), request('nominatim'));
      if (!place || place.error) return null;
      const locality: Locality | null = localityFromNominatim(place);
      if (!locality) return null;
      const { city, state, postalCode, country, lat, lng } = locality;
      return { city, state, postalCode, country, lat, lng };
    },

    async route(origin, destination) {
      const url = joinUrl(options.osrmUrl, `/route/v1/driving/${coordinate(origin)};${coordinate(destination)}?overview=simplified&geometries=geojson`);
      const response = await fetchJson<OsrmRouteResponse>(url, request('osrm'));
      const route = response.code === 'Ok' ? response.routes?.[0] : undefined;
      if (!route) return null;
      const points = (route.geometry?.coordinates ?? []).map(([lng, lat]) => [lat, lng] as [number, number]);
      return {
        distanceKm: roundKm(route.distance / 1000),
        durationMinutes: roundMinutes(route.duration / 60),
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
      const all = [...origins, ...destinations].map(coordinate).join(';');
      const sources = origins.map((_, index) => index).join(';');
      const targets = destinations.map((_, index) => origins.length + index).join(';');
      const url = joinUrl(options.osrmUrl, `/table/v1/driving/${all}?sources=${sources}&destinations=${targets}&annotations=distance,duration`);
      const response = await fetchJson<OsrmTableResponse>(url, request('osrm'));
      if (response.code !== 'Ok') return origins.map(() => destinations.map(() => null));
      return origins.map((_, i) =>
        destinations.map((_, j) => {
          const meters = response.distances?.[i]?.[j];
          const seconds = response.durations?.[i]?.[j];
          if (typeof meters !== 'number' || typeof seconds !== 'number') return null;
          return { distanceKm: roundKm(meters / 1000), durationMinutes: roundMinutes(seconds / 60) };
        }),
      );
    },
  };
}
