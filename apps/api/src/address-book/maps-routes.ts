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
  type LatLng,
} from '@freight/contracts';
import { access } from '../plugins/auth';
import { badRequest, notFound, ok, type FieldFailure } from '../plugins/envelope';
import { ADDRESS_BOOK_TEXTS } from './texts';
import { PROTOCOL } from '../texts/protocol';
import { parsePlace, resolvePlace } from '../providers/maps/places';
import { countryOfPostalCode } from '../providers/maps/postal';
import { MAPS_TEXTS } from '../providers/maps/texts';
import type { MapsProvider } from '../providers/maps/types';
import type { RoutesPlugin } from '../types';

/** Resolves every place, collecting one error per place that is not found (`field` names the parameter). */
async function resolveAll(maps: MapsProvider, entries: Array<{ field: string; value: string }>): Promise<LatLng[]> {
  const results = await Promise.all(entries.map((entry) => resolvePlace(maps, entry.value)));
  const errors: FieldFailure[] = [];
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
  const errors: FieldFailure[] = [];
  if (places.length > MAX_MATRIX_PLACES) errors.push({ field, message: ADDRESS_BOOK_TEXTS.maps.tooManyPlaces({ max: MAX_MATRIX_PLACES }) });
  places.forEach((place, index) => {
    if (!place.trim()) errors.push({ field: `${field}.${index}`, message: PROTOCOL.required() });
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

  app.get('/maps-config', { config: access.user, schema: { response: { 200: envelopeOf(MapsConfig) } } }, async () =>
    ok(ADDRESS_BOOK_TEXTS.maps.config(), { provider: maps().name, tileUrl: app.providers.tiles.url, attribution: app.providers.tiles.attribution }),
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
      if (!route) throw notFound(ADDRESS_BOOK_TEXTS.maps.noRoute());
      return ok(ADDRESS_BOOK_TEXTS.maps.directionFetched(), { code: 'Ok' as const, ...route, provider: maps().name });
    },
  );

  app.post(
    '/getlocation-bylatlng-json',
    { config: access.user, schema: { body: ReverseGeocodeRequest, response: { 200: envelopeOf(Locality) } } },
    async (request) => {
      const parsed = parsePlace(request.body.latlng);
      if (parsed.kind === 'badPosition') throw badRequest([{ field: 'body.latlng', message: parsed.error }]);
      if (parsed.kind !== 'position') throw badRequest([{ field: 'body.latlng', message: ADDRESS_BOOK_TEXTS.maps.mustBeLatLng() }]);
      const locality = await maps().reverseGeocode(parsed.point);
      if (!locality) throw notFound(ADDRESS_BOOK_TEXTS.maps.noLocality());
      return ok(ADDRESS_BOOK_TEXTS.maps.locationFetched(), locality);
    },
  );

  app.post(
    '/getlocation-bypostalcode-json',
    { config: access.user, schema: { body: PostalGeocodeRequest, response: { 200: envelopeOf(Locality) } } },
    async (request) => {
      const { postalCode, country } = request.body;
      const shapeCountry = countryOfPostalCode(postalCode);
      if (country && shapeCountry && country !== shapeCountry) {
        throw badRequest([{ field: 'body.country', message: ADDRESS_BOOK_TEXTS.maps.notInCountry({ country }) }]);
      }
      const place = await maps().geocodePostalCode(postalCode, country ?? shapeCountry ?? undefined);
      if (!place) throw notFound(MAPS_TEXTS.unknownPostalCode());
      return ok(ADDRESS_BOOK_TEXTS.maps.locationFetched(), place);
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
          if (!cell) throw notFound(ADDRESS_BOOK_TEXTS.maps.noRouteBetween({ origin: i, destination: j }));
          return cell;
        }),
      }));
      return ok(ADDRESS_BOOK_TEXTS.maps.distanceMatrixFetched(), { rows });
    },
  );
};
