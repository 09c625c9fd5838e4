import type { LatLng, Locality, LocationCode } from '@freight/contracts';
import { greatCirclePoints, haversineKm } from './geo';
import type { PlaceQuery } from './places';
import { canadianProvinceOfPostalCode, cityMatchesLocality, normaliseCity, normalisePostalCode, postalLookupKey, provinceCode } from './postal';
import { roundKm, roundMinutes, type MapsProvider, type MatrixCell, type Place, type RouteResult } from './types';

/**
 * The offline maps provider (MAPS_PROVIDER=local, the default): the `zipcodes` package's ~42,500 US ZIP codes and
 * ~1,600 Canadian forward sortation areas (first 3 characters of a postal code), each with a locality and a
 * position. Routes are approximated: great-circle distance x ROAD_FACTOR, driven at AVERAGE_SPEED_KMH, drawn as
 * ROUTE_POINTS points along the great circle.
 */

export const ROAD_FACTOR = 1.2;
const AVERAGE_SPEED_KMH = 80;
const ROUTE_POINTS = 20;
/** Reverse geocoding finds nothing further than this from any known postal code. */
const MAX_REVERSE_KM = 250;
/**
 * The bundled Canadian data names the sortation areas of Canada's two all-urban postal districts after boroughs and
 * neighbourhoods ("Plateau Mont-royal Southeast", "Scarborough (...)"). Canada Post's first letter H is metropolitan
 * Montréal (H7: Laval) and M is Toronto, so those cities are aliases of every area of their letter.
 */
function canadianAliases(fsa: string): string[] {
  if (fsa.startsWith('H7')) return ['Laval'];
  if (fsa.startsWith('H')) return ['Montréal'];
  if (fsa.startsWith('M')) return ['Toronto'];
  return [];
}

interface Entry {
  key: string;
  city: string;
  state: string;
  country: LocationCode;
  lat: number;
  lng: number;
}

const CELL_DEGREES = 0.5;
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);
const KM_PER_DEGREE = 111.19;

interface LocalData {
  byKey: Map<string, Entry>;
  grid: Map<string, Entry[]>;
  /** Entries by state or province code, for places typed as "City, ST". */
  byRegion: Map<string, Entry[]>;
}

const cellKey = (row: number, column: number) => `${row}:${column}`;
const rowOf = (lat: number) => Math.floor(lat / CELL_DEGREES);
const columnOf = (lng: number) => Math.floor(lng / CELL_DEGREES);

let dataPromise: Promise<LocalData> | undefined;

/** Loads the data (about 0.4 s) and builds the grid index once, on first use. */
function loadData(): Promise<LocalData> {
  dataPromise ??= import('zipcodes').then((zipcodes) => {
    const byKey = new Map<string, Entry>();
    const grid = new Map<string, Entry[]>();
    const byRegion = new Map<string, Entry[]>();
    for (const [key, code] of Object.entries(zipcodes.codes)) {
      if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) continue;
      const country: LocationCode = code.country === 'Canada' ? 'CANADA' : 'USA';
      const entry: Entry = {
        key,
        city: code.city,
        state: country === 'CANADA' ? canadianProvince(key, code.state) : code.state,
        country,
        lat: code.latitude,
        lng: code.longitude,
      };
      byKey.set(key, entry);
      const region = byRegion.get(entry.state);
      if (region) region.push(entry);
      else byRegion.set(entry.state, [entry]);
      // Military mail (APO/FPO/DPO) codes sit at bases abroad: never the answer of a reverse lookup.
      if (MILITARY_STATES.has(entry.state)) continue;
      const cell = cellKey(rowOf(entry.lat), columnOf(entry.lng));
      const bucket = grid.get(cell);
      if (bucket) bucket.push(entry);
      else grid.set(cell, [entry]);
    }
    return { byKey, grid, byRegion };
  });
  return dataPromise;
}

/** The nearest entry: rings of cells outwards until no closer entry can exist. */
function nearest(data: LocalData, point: LatLng, maxKm: number): Entry | null {
  const row = rowOf(point.lat);
  const column = columnOf(point.lng);
  // The narrowest a cell gets (in km, east-west) in the band searched: a safe lower bound for a ring's distance.
  const maxRings = Math.ceil(maxKm / KM_PER_DEGREE / CELL_DEGREES) + 1;
  const cos = Math.max(Math.cos((Math.min(89, Math.abs(point.lat) + maxRings * CELL_DEGREES) * Math.PI) / 180), 0.01);
  const ringKm = CELL_DEGREES * KM_PER_DEGREE * cos;
  const lngRings = Math.ceil(maxRings / cos);
  let best: Entry | null = null;
  let bestKm = Infinity;
  for (let ring = 0; ring <= lngRings; ring++) {
    // Every cell of ring `ring` is at least (ring - 1) cell widths away.
    if ((ring - 1) * ringKm > Math.min(bestKm, maxKm)) break;
    for (let r = row - ring; r <= row + ring; r++) {
      for (let c = column - ring; c <= column + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - column)) !== ring) continue;
        for (const entry of data.grid.get(cellKey(r, c)) ?? []) {
          const km = haversineKm(point, entry);
          if (km < bestKm) {
            best = entry;
            bestKm = km;
          }
        }
      }
    }
  }
  return best && bestKm <= maxKm ? best : null;
}

const toLocality = (entry: Entry, postalCode: string): Locality => ({
  city: entry.city,
  state: entry.state,
  postalCode,
  country: entry.country,
  lat: entry.lat,
  lng: entry.lng,
});

/** A few areas of the bundled Canadian data name a place where the province belongs: the FSA's letter says it. */
function canadianProvince(fsa: string, name: string): string {
  const code = provinceCode(name);
  return /^[A-Z]{2}$/.test(code) ? code : (canadianProvinceOfPostalCode(fsa) ?? name);
}

/**
 * "City, ST" in the bundled data: the postal codes of the state or province whose locality is the city (US), or
 * names it as whole words (Canada's data says "Calgary (city Centre / ...)", "Downtown Toronto (...)"), or has it as
 * an alias (canadianAliases). The first of these that finds any wins. The answer is at the median position of the
 * codes found (a geocoder's city centre; the median ignores a stray code such as Montréal's H0H, Santa's North
 * Pole) and names the code nearest to it.
 */
function findLocality(data: LocalData, query: PlaceQuery): Place | null {
  const locality = query.locality;
  if (!locality) return null;
  const wanted = normaliseCity(locality.city);
  if (!wanted) return null;
  const candidates = (data.byRegion.get(locality.region) ?? []).filter((entry) => entry.country === locality.country);
  const tiers: Array<(entry: Entry) => boolean> = [
    (entry) => normaliseCity(entry.city) === wanted,
    (entry) => cityMatchesLocality(locality.city, entry.city),
    (entry) => entry.country === 'CANADA' && canadianAliases(entry.key).some((alias) => normaliseCity(alias) === wanted),
  ];
  let found: Entry[] = [];
  for (const tier of tiers) {
    found = candidates.filter(tier);
    if (found.length > 0) break;
  }
  if (found.length === 0) return null;
  const centre = { lat: median(found.map((entry) => entry.lat)), lng: median(found.map((entry) => entry.lng)) };
  const closest = found.reduce((best, entry) => (haversineKm(centre, entry) < haversineKm(centre, best) ? entry : best));
  return {
    city: found.every((entry) => entry.city === closest.city) ? closest.city : locality.city,
    state: locality.region,
    postalCode: closest.key,
    country: locality.country,
    lat: Math.round(centre.lat * 1e5) / 1e5,
    lng: Math.round(centre.lng * 1e5) / 1e5,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Road-approximated route: great circle x ROAD_FACTOR at AVERAGE_SPEED_KMH. */
function approximateRoute(origin: LatLng, destination: LatLng): RouteResult {
  const cell = approximateCell(origin, destination);
  return { ...cell, points: greatCirclePoints(origin, destination, ROUTE_POINTS) };
}

function approximateCell(origin: LatLng, destination: LatLng): MatrixCell {
  const roadKm = haversineKm(origin, destination) * ROAD_FACTOR;
  return { distanceKm: roundKm(roadKm), durationMinutes: roundMinutes((roadKm / AVERAGE_SPEED_KMH) * 60) };
}

/** Cities remembered by geocodePlace (first in, first out beyond this many). */
const PLACE_CACHE_SIZE = 5_000;

export function createLocalMapsProvider(): MapsProvider {
  const placeCache = new Map<string, Place | null>();
  return {
    name: 'local',

    async geocodePostalCode(postalCode, country) {
      const key = postalLookupKey(postalCode);
      if (!key) return null;
      const data = await loadData();
      const entry = data.byKey.get(key);
      if (!entry || (country && entry.country !== country)) return null;
      const place: Place = toLocality(entry, normalisePostalCode(postalCode));
      if (entry.country === 'CANADA') {
        const aliases = canadianAliases(entry.key).filter((alias) => alias !== entry.city);
        if (aliases.length > 0) place.aliases = aliases;
      }
      return place;
    },

    async geocodePlace(query) {
      const data = await loadData();
      const locality = query.locality;
      if (!locality) return findLocality(data, query);
      // The data never changes: a city found once (a scan of its state's postal codes) is remembered.
      const key = `${locality.country}|${locality.region}|${locality.city.trim()}`;
      if (!placeCache.has(key)) {
        if (placeCache.size >= PLACE_CACHE_SIZE) placeCache.delete(placeCache.keys().next().value!);
        placeCache.set(key, findLocality(data, query));
      }
      const found = placeCache.get(key) ?? null;
      return found ? { ...found, ...(found.aliases ? { aliases: [...found.aliases] } : {}) } : null;
    },

    async reverseGeocode(point) {
      const data = await loadData();
      const entry = nearest(data, point, MAX_REVERSE_KM);
      return entry ? toLocality(entry, entry.key) : null;
    },

    async route(origin, destination) {
      return approximateRoute(origin, destination);
    },

    async distanceMatrix(origins, destinations) {
      return origins.map((origin) => destinations.map((destination) => approximateCell(origin, destination)));
    },
  };
}
