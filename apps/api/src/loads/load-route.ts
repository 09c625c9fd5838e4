import type { LatLng, LoadInput, LoadRoute, LoadStopInput } from '@freight/contracts';
import { kmToMiles, round } from '../providers/maps/geo';
import { regionOf } from '../providers/maps/places';
import { cityMatchesLocality } from '../providers/maps/postal';
import type { MapsProvider } from '../providers/maps/types';

/**
 * Positions and distance of a load (add-load, load-update, add-subload), from the maps provider:
 *   - a stop without lat/lng gets the position of its address-book entry or warehouse when it names one, else is
 *     geocoded: its postal code when the code's locality is the stop's city, else the city in its state, else the
 *     postal code's position;
 *   - the distance is the sum of the provider's routes between consecutive stops, in miles (one decimal).
 * Done before the write's transaction (no lock is held while a remote provider answers). A provider that fails or
 * takes longer than ROUTE_DEADLINE_MS does not lose the load: it is saved without distance (route `unavailable`)
 * and the next load-update computes it again.
 */

const ROUTE_DEADLINE_MS = 8_000;

const positionOf = (stop: Pick<LoadStopInput, 'lat' | 'lng'>): LatLng | null =>
  stop.lat !== undefined && stop.lat !== null && stop.lng !== undefined && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : null;

/** The position of a typed-in stop, or null when the provider knows neither its postal code nor its city. */
async function geocodeStop(maps: MapsProvider, stop: LoadStopInput): Promise<LatLng | null> {
  const country = stop.country ?? 'USA';
  const byCode = await maps.geocodePostalCode(stop.postalCode, country);
  if (byCode && [byCode.city, ...(byCode.aliases ?? [])].some((name) => cityMatchesLocality(stop.city, name))) {
    return { lat: byCode.lat, lng: byCode.lng };
  }
  const region = regionOf(stop.state);
  const text = `${stop.city}, ${stop.state}`;
  const byCity = await maps.geocodePlace(region ? { text, locality: { city: stop.city, region: region.region, country: region.country } } : { text });
  if (byCity) return { lat: byCity.lat, lng: byCity.lng };
  return byCode ? { lat: byCode.lat, lng: byCode.lng } : null;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('maps provider deadline')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface RoutedStops<S extends LoadStopInput> {
  /** The stops with every position found filled in. */
  stops: S[];
  route: LoadRoute;
}

/**
 * Places the stops and routes through them in order. `known`: positions of the address-book entries and warehouses
 * the stops name (by id). Never throws: a failing provider gives route status `unavailable`.
 */
export async function routeStops<S extends LoadStopInput>(
  maps: MapsProvider,
  stops: S[],
  known: { addresses?: ReadonlyMap<string, LatLng | null>; warehouses?: ReadonlyMap<string, LatLng | null> } = {},
  deadlineMs = ROUTE_DEADLINE_MS,
): Promise<RoutedStops<S>> {
  const fromBook = (stop: S): LatLng | null =>
    positionOf(stop) ??
    (stop.addressId ? (known.addresses?.get(stop.addressId) ?? null) : null) ??
    (stop.warehouseId ? (known.warehouses?.get(stop.warehouseId) ?? null) : null);
  const placed: S[] = stops.map((stop) => {
    const point = fromBook(stop);
    return point ? { ...stop, lat: point.lat, lng: point.lng } : stop;
  });
  const empty = (status: LoadRoute['status']): RoutedStops<S> => ({
    stops: placed,
    route: {
      status,
      distanceMiles: null,
      points: [],
      unplacedStops: placed.flatMap((stop, index) => (positionOf(stop) ? [] : [index + 1])),
      provider: maps.name,
    },
  });

  try {
    return await withDeadline(
      (async () => {
        // Geocode each distinct typed-in place once.
        const cache = new Map<string, Promise<LatLng | null>>();
        const located = await Promise.all(
          placed.map(async (stop) => {
            if (positionOf(stop)) return stop;
            const key = [stop.postalCode, stop.city, stop.state, stop.country ?? 'USA'].join('|').toLowerCase();
            if (!cache.has(key)) cache.set(key, geocodeStop(maps, stop));
            const point = await cache.get(key)!;
            return point ? { ...stop, lat: round(point.lat, 6), lng: round(point.lng, 6) } : stop;
          }),
        );
        const unplacedStops = located.flatMap((stop, index) => (positionOf(stop) ? [] : [index + 1]));
        const positions = located.map(positionOf).filter((point): point is LatLng => point !== null);
        const legs = await Promise.all(positions.slice(1).map((to, index) => maps.route(positions[index]!, to)));
        const points: Array<[number, number]> = [];
        let km = 0;
        let complete = unplacedStops.length === 0 && positions.length >= 2;
        for (const leg of legs) {
          if (!leg) {
            complete = false;
            continue;
          }
          km += leg.distanceKm;
          points.push(...(points.length > 0 ? leg.points.slice(1) : leg.points));
        }
        const route: LoadRoute = {
          status: complete ? 'computed' : 'partial',
          distanceMiles: complete ? round(kmToMiles(km), 1) : null,
          points,
          unplacedStops,
          provider: maps.name,
        };
        return { stops: located, route };
      })(),
      deadlineMs,
    );
  } catch {
    return empty('unavailable');
  }
}

/** routeStops for a whole load input: the input with positions, and its route. */
export async function routeLoad(
  maps: MapsProvider,
  input: LoadInput,
  known?: Parameters<typeof routeStops>[2],
): Promise<{ input: LoadInput; route: LoadRoute }> {
  const routed = await routeStops(maps, input.stops, known);
  return { input: { ...input, stops: routed.stops }, route: routed.route };
}
