import {
  Direction,
  DirectionParams,
  DistanceMatrix,
  DistanceMatrixRequest,
  Locality,
  MAX_MATRIX_PLACES,
  MapsConfig,
  PostalGeocodeRequest,
  ReverseGeocodeRequest,
  envelopeOf,
  type FieldError,
  type LatLng,
} from '@freight/contracts';
import { access } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import { parsePlace, resolvePlace } from '../providers/maps/places';
import { countryOfPostalCode } from '../providers/maps/postal';
import type { MapsProvider } from '../providers/maps/types';
import type { RoutesPlugin } from '../types';
import { UNKNOWN_POSTAL_CODE } from '../providers/maps/postal-check';

export const NO_ROUTE_MESSAGE = 'No route found';
export const NO_ROUTE_BETWEEN_MESSAGE = 'No route found from origins[{origin}] to destinations[{destination}]';
export const NO_LOCALITY_MESSAGE = 'No known locality near this position';
export const MUST_BE_LAT_LNG_MESSAGE = 'Must be "lat,lng"';
export const TOO_MANY_PLACES_MESSAGE = `At most ${MAX_MATRIX_PLACES} places`;
export const NOT_IN_COUNTRY_MESSAGE = 'This postal code is not in {country}';

/** Resolves every place, collecting one error per place that is not found (`field` names the parameter). */
async function resolveAll(maps: MapsProvider, entries: Array<{ field: string; value: string }>): Promise<LatLng[]> {
  const results = await Promise.all(entries.map((entry) => resolvePlace(maps, entry.value)));
  const errors: FieldError[] = [];
  const points: LatLng[] = [];
  results.forEach((result, index) => {
    if ('error' in result) errors.push({ field: entries[index]!.field, message: result.error });
    else points.push(result.point);
  });
  if (errors.length > 0) throw badRequest(errors);
  return points;
}

/** Origins or destinations as sent: an array, or one string of places joined by '|' (as Google takes them). */
function placesOf(value: string | string[], field: string): Array<{ field: string; value: string }> {
  const places = Array.isArray(value) ? value : value.split('|');
  const errors: FieldError[] = [];
  if (places.length > MAX_MATRIX_PLACES) errors.push({ field, message: TOO_MANY_PLACES_MESSAGE });
  places.forEach((place, index) => {
    if (!place.trim()) errors.push({ field: `${field}.${index}`, message: 'Required' });
  });
  if (errors.length > 0) throw badRequest(errors);
  return places.map((place, index) => ({ field: `${field}.${index}`, value: place }));
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
      const parsed = parsePlace(request.body.latlng);
      if (parsed.kind === 'badPosition') throw badRequest([{ field: 'body.latlng', message: parsed.error }]);
      if (parsed.kind !== 'position') throw badRequest([{ field: 'body.latlng', message: MUST_BE_LAT_LNG_MESSAGE }]);
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
        throw badRequest([{ field: 'body.country', message: NOT_IN_COUNTRY_MESSAGE.replace('{country}', country) }]);
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
      const origins = placesOf(request.body.origins, 'body.origins');
      const destinations = placesOf(request.body.destinations, 'body.destinations');
      const points = await resolveAll(maps(), [...origins, ...destinations]);
      const cells = await maps().distanceMatrix(points.slice(0, origins.length), points.slice(origins.length));
      const rows = cells.map((row, i) => ({
        elements: row.map((cell, j) => {
          if (!cell) throw notFound(NO_ROUTE_BETWEEN_MESSAGE.replace('{origin}', String(i)).replace('{destination}', String(j)));
          return cell;
        }),
      }));
      return ok('Distance matrix fetched', { rows });
    },
  );
};
