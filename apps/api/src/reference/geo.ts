import { CITIES, CITY_BY_KEY, HIGHWAYS, OCEAN_LANES, PORTS, type City, type CountryCode, type OceanLane } from './geo-data';

/** Geometry over the seed's geographic data: highway polylines, routes between cities, points along them. */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees 0-359. */
function bearing(a: LatLng, b: LatLng): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360);
}

/** A polyline with cumulative distances, for "the point at fraction f of the way". */
export class Polyline {
  readonly points: readonly LatLng[];
  private readonly cumulative: number[];

  constructor(points: readonly LatLng[]) {
    if (points.length < 2) throw new Error('Polyline needs two points');
    this.points = points;
    this.cumulative = [0];
    for (let i = 1; i < points.length; i++) {
      this.cumulative.push(this.cumulative[i - 1]! + distanceMiles(points[i - 1]!, points[i]!));
    }
  }

  get miles(): number {
    return this.cumulative[this.cumulative.length - 1]!;
  }

  /** Position and heading at `fraction` (0 = start, 1 = end) of the length. */
  at(fraction: number): LatLng & { heading: number } {
    const target = Math.max(0, Math.min(1, fraction)) * this.miles;
    let i = 1;
    while (i < this.points.length - 1 && this.cumulative[i]! < target) i++;
    const a = this.points[i - 1]!;
    const b = this.points[i]!;
    const span = this.cumulative[i]! - this.cumulative[i - 1]!;
    const t = span === 0 ? 0 : (target - this.cumulative[i - 1]!) / span;
    return {
      lat: round(a.lat + (b.lat - a.lat) * t, 5),
      lng: round(a.lng + (b.lng - a.lng) * t, 5),
      heading: bearing(a, b),
    };
  }
}

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export interface Highway {
  name: string;
  points: LatLng[];
  /** Index in `points` of each listed city on it. */
  cityIndex: Map<string, number>;
}

export const HIGHWAY_LINES: readonly Highway[] = HIGHWAYS.map((highway) => {
  const cityIndex = new Map<string, number>();
  const points = highway.waypoints.map((waypoint, index) => {
    if (typeof waypoint === 'string') {
      const city = CITY_BY_KEY.get(waypoint);
      if (!city) throw new Error(`geo: unknown city ${waypoint} on ${highway.name}`);
      cityIndex.set(city.key, index);
      return { lat: city.lat, lng: city.lng };
    }
    return { lat: waypoint[0], lng: waypoint[1] };
  });
  return { name: highway.name, points, cityIndex };
});

/** A road route between two listed cities along one highway. */
export interface Route {
  from: City;
  to: City;
  highway: string;
  line: Polyline;
  /** Listed cities passed on the way (not the ends). */
  via: City[];
  /** Road miles (polyline length plus 4% for curves). */
  miles: number;
}

function buildRoutes(): Route[] {
  const routes: Route[] = [];
  for (const highway of HIGHWAY_LINES) {
    const cities = [...highway.cityIndex.entries()].sort((a, b) => a[1] - b[1]);
    for (let i = 0; i < cities.length; i++) {
      for (let j = 0; j < cities.length; j++) {
        if (i === j) continue;
        const [fromKey, fromIndex] = cities[i]!;
        const [toKey, toIndex] = cities[j]!;
        const slice = fromIndex < toIndex ? highway.points.slice(fromIndex, toIndex + 1) : highway.points.slice(toIndex, fromIndex + 1).reverse();
        const between = cities
          .filter(([, index]) => index > Math.min(fromIndex, toIndex) && index < Math.max(fromIndex, toIndex))
          .sort((a, b) => (fromIndex < toIndex ? a[1] - b[1] : b[1] - a[1]))
          .map(([key]) => CITY_BY_KEY.get(key)!);
        const line = new Polyline(slice);
        routes.push({
          from: CITY_BY_KEY.get(fromKey)!,
          to: CITY_BY_KEY.get(toKey)!,
          highway: highway.name,
          line,
          via: between,
          miles: round(line.miles * 1.04, 1),
        });
      }
    }
  }
  return routes;
}

/** Every route between two cities of the same highway, both directions. */
export const ROUTES: readonly Route[] = buildRoutes();

export const routeCountry = (route: Route): 'USA' | 'CANADA' | 'CROSS_BORDER' =>
  route.from.country === route.to.country ? route.from.country : 'CROSS_BORDER';

/** The nearest listed city, for "City, ST" location names. */
export function nearestCity(point: LatLng, country?: CountryCode): City {
  let best = CITIES[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const city of CITIES) {
    if (country && city.country !== country) continue;
    const d = distanceMiles(point, city);
    if (d < bestDistance) {
      best = city;
      bestDistance = d;
    }
  }
  return best;
}

export function oceanLine(lane: OceanLane): Polyline {
  const from = PORTS[lane.from]!;
  const to = PORTS[lane.to]!;
  // Waypoints may cross the antimeridian: unwrap longitudes so interpolation goes the short way, then wrap back.
  const raw = [from, ...lane.via.map(([lat, lng]) => ({ lat, lng })), to];
  const unwrapped: LatLng[] = [];
  for (const point of raw) {
    const previous = unwrapped[unwrapped.length - 1];
    let lng = point.lng;
    if (previous) {
      while (lng - previous.lng > 180) lng -= 360;
      while (lng - previous.lng < -180) lng += 360;
    }
    unwrapped.push({ lat: point.lat, lng });
  }
  return new Polyline(unwrapped);
}

/** Longitude back into [-180, 180). */
export const wrapLng = (lng: number) => round(((((lng + 180) % 360) + 360) % 360) - 180, 5);

export { CITIES, CITY_BY_KEY, OCEAN_LANES, PORTS };
export type { City, CountryCode, OceanLane };
