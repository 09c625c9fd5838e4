import { Type } from '@sinclair/typebox';
import {
  Direction,
  DistanceMatrix,
  DistanceMatrixRequest,
  Locality,
  MapsConfig,
  PostalGeocodeRequest,
  ReverseGeocodeRequest,
  POSTAL_CODE_PATTERN,
  envelopeOf,
  type FieldError,
  type LatLng,
} from '@freight/contracts';
import { access } from '../../plugins/auth';
import { badRequest, notFound, ok } from '../../plugins/envelope';
import { countryOfPostalCode } from '../../providers/maps/postal';
import type { MapsProvider } from '../../providers/maps/types';
import type { RoutesPlugin } from '../../types';
import { UNKNOWN_POSTAL_CODE } from '../address-manager/shared';

export const NO_ROUTE_MESSAGE = 'No route found';
export const NO_LOCALITY_MESSAGE = 'No known locality near this position';
export const BAD_LOCATION_MESSAGE = 'Must be "lat,lng" or a postal code';

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN);

/** A location of getdirection-json's path: "lat,lng" (decimal degrees) or a US / Canadian postal code. */
const LOCATION_PATTERN = `^\\s*-?\\d{1,2}(\\.\\d+)?\\s*,\\s*-?\\d{1,3}(\\.\\d+)?\\s*$|${POSTAL_CODE_PATTERN}`;
const Location = Type.String({ minLength: 1, maxLength: 60, pattern: LOCATION_PATTERN });
const DirectionParams = Type.Object({ origin: Location, destination: Location }, { additionalProperties: false });

type Resolved = { point: LatLng } | { error: string };

/** "lat,lng" (WGS84 degrees) -> a point, or why not. */
function parseLatLng(value: string): Resolved | null {
  const match = LAT_LNG.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90) return { error: 'Latitude must be between -90 and 90' };
  if (Math.abs(lng) > 180) return { error: 'Longitude must be between -180 and 180' };
  return { point: { lat, lng } };
}

/** A location of the maps helpers: "lat,lng" or a US / Canadian postal code (geocoded). */
async function resolveLocation(maps: MapsProvider, value: string): Promise<Resolved> {
  const parsed = parseLatLng(value);
  if (parsed) return parsed;
  const code = value.trim();
  if (!POSTAL_CODE.test(code)) return { error: BAD_LOCATION_MESSAGE };
  const place = await maps.geocodePostalCode(code, countryOfPostalCode(code) ?? undefined);
  return place ? { point: { lat: place.lat, lng: place.lng } } : { error: UNKNOWN_POSTAL_CODE };
}

/** Resolves every location, collecting one error per bad one (`field` names it). */
async function resolveAll(maps: MapsProvider, entries: Array<{ field: string; value: string }>): Promise<LatLng[]> {
  const results = await Promise.all(entries.map((entry) => resolveLocation(maps, entry.value)));
  const errors: FieldError[] = [];
  const points: LatLng[] = [];
  results.forEach((result, index) => {
    if ('error' in result) errors.push({ field: entries[index]!.field, message: result.error });
    else points.push(result.point);
  });
  if (errors.length > 0) throw badRequest(errors);
  return points;
}

/**
 * The maps helpers of spec section 7 (paths at the root of /v1/api) and two of ours: maps-config and
 * getlocation-bypostalcode-json. Any signed-in user; answered by the maps provider (providers/index.ts).
 */
export const mapsRoutes: RoutesPlugin = async (app) => {
  const maps = () => app.providers.maps;

  app.get(
    '/maps-config',
    { config: access.user, schema: { response: { 200: envelopeOf(MapsConfig) } } },
    async () =>
      ok('Maps configuration', { provider: maps().name, tileUrl: app.providers.tiles.url, attribution: app.providers.tiles.attribution }),
  );

  app.get(
    '/getdirection-json/:origin/:destination',
    { config: access.user, schema: { params: DirectionParams, response: { 200: envelopeOf(Direction) } } },
    async (request) => {
      const [origin, destination] = await resolveAll(maps(), [
        { field: 'params.origin', value: request.params.origin },
        { field: 'params.destination', value: request.params.destination },
      ]);
      const route = await maps().route(origin!, destination!);
      if (!route) throw notFound(NO_ROUTE_MESSAGE);
      return ok('Direction fetched', { code: 'Ok' as const, ...route, provider: maps().name });
    },
  );

  app.post(
    '/getlocation-bylatlng-json',
    { config: access.user, schema: { body: ReverseGeocodeRequest, response: { 200: envelopeOf(Locality) } } },
    async (request) => {
      const parsed = parseLatLng(request.body.latlng);
      if (!parsed || 'error' in parsed) throw badRequest([{ field: 'body.latlng', message: parsed?.error ?? 'Must be "lat,lng"' }]);
      const locality = await maps().reverseGeocode(parsed.point);
      if (!locality) throw notFound(NO_LOCALITY_MESSAGE);
      return ok('Location fetched', locality);
    },
  );

  app.post(
    '/getlocation-bypostalcode-json',
    { config: access.user, schema: { body: PostalGeocodeRequest, response: { 200: envelopeOf(Locality) } } },
    async (request) => {
      const { postalCode, country } = request.body;
      const shapeCountry = countryOfPostalCode(postalCode);
      if (country && shapeCountry && country !== shapeCountry) {
        throw badRequest([{ field: 'body.country', message: `This postal code is not in ${country}` }]);
      }
      const place = await maps().geocodePostalCode(postalCode, country ?? shapeCountry ?? undefined);
      if (!place) throw notFound(UNKNOWN_POSTAL_CODE);
      return ok('Location fetched', place);
    },
  );

  app.post(
    '/getdistance-by-distancematrix',
    { config: access.user, schema: { body: DistanceMatrixRequest, response: { 200: envelopeOf(DistanceMatrix) } } },
    async (request) => {
      const { origins, destinations } = request.body;
      const points = await resolveAll(maps(), [
        ...origins.map((value, index) => ({ field: `body.origins.${index}`, value })),
        ...destinations.map((value, index) => ({ field: `body.destinations.${index}`, value })),
      ]);
      const cells = await maps().distanceMatrix(points.slice(0, origins.length), points.slice(origins.length));
      const rows = cells.map((row, i) => ({
        elements: row.map((cell, j) => {
          if (!cell) throw notFound(`${NO_ROUTE_MESSAGE} from origins[${i}] to destinations[${j}]`);
          return cell;
        }),
      }));
      return ok('Distance matrix fetched', { rows });
    },
  );
};
