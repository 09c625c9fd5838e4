import { CITY_BY_KEY, HIGHWAY_LINES, Polyline, nearestCity, round } from '../../reference/geo';
import type { LoadBundle, TruckPosition } from '../load-generator';
import type { WorldBuild } from './context';
import type { Fleet } from './fleet';

/**
 * Where every truck is and how it is rated, once the loads are made: a truck on a load is where its load put it,
 * the others are parked or rolling empty on a highway of their country; a truck's rating is the mean of its orders'.
 * (carrier@demo.test drives nothing: truckers keep user_id null.)
 */
export function placeTrucks(build: WorldBuild, { truckRows }: Fleet, bundles: readonly LoadBundle[]): void {
  const positions = new Map<string, TruckPosition>();
  for (const bundle of bundles) {
    const position = bundle.truckPosition;
    if (!position) continue;
    const existing = positions.get(position.truckerId);
    if (!existing || existing.priority < position.priority) positions.set(position.truckerId, position);
  }
  const ratings = new Map<string, number[]>();
  for (const bundle of bundles) {
    for (const ord of bundle.orders) {
      if (ord.truckerId && typeof ord.rating === 'number') ratings.set(ord.truckerId, [...(ratings.get(ord.truckerId) ?? []), ord.rating]);
    }
  }
  for (const [id, row] of truckRows) {
    const position = positions.get(id);
    const country = row.country as 'USA' | 'CANADA';
    Object.assign(row, position ? onLoad(position, country) : parked(build, country));
    const given = ratings.get(id);
    if (given && given.length > 0) {
      row.rating = round(given.reduce((a, b) => a + b, 0) / given.length, 2);
      row.ratingCount = given.length;
    }
  }
}

function onLoad(position: TruckPosition, country: 'USA' | 'CANADA') {
  return {
    status: 'on_load',
    lastLat: position.lat,
    lastLng: position.lng,
    lastHeading: position.heading,
    lastSpeedMph: position.speedMph,
    lastLocationAt: position.at,
    lastLocationName: locationName(position, country),
  };
}

/** Parked or rolling empty somewhere on a highway of its country. */
function parked({ rng, now }: WorldBuild, country: 'USA' | 'CANADA') {
  const highways = HIGHWAY_LINES.filter((highway) => [...highway.cityIndex.keys()].some((key) => CITY_BY_KEY.get(key)!.country === country));
  const highway = rng.pick(highways);
  const line = new Polyline(highway.points);
  let point = line.at(rng.next());
  for (let attempt = 0; attempt < 10 && nearestCity(point).country !== country; attempt++) point = line.at(rng.next());
  return {
    status: rng.weighted([
      ['available', 80],
      ['off_duty', 12],
      ['maintenance', 8],
    ]),
    lastLat: point.lat,
    lastLng: point.lng,
    lastHeading: point.heading,
    lastSpeedMph: rng.chance(0.5) ? 0 : rng.int(45, 65),
    lastLocationAt: new Date(now - rng.int(5, 600) * 60_000),
    lastLocationName: locationName(point, country),
  };
}

/**
 * `truckers.last_location_name`: the place only ("Mississauga, ON", the nearest city); a screen that wants
 * "near …" adds the word in its own language.
 */
function locationName(point: { lat: number; lng: number }, country: 'USA' | 'CANADA'): string {
  const city = nearestCity(point, country);
  return `${city.name}, ${city.state}`;
}
