import { maps, type CallOptions } from '@freight/api-client';
import type { ApiEnvelope, Direction, Locality } from '@freight/contracts';

/** A place found for the search: what it shows, and where it is. */
export interface FoundPlace {
  label: string;
  lat: number;
  lng: number;
}

const POSTAL_CODE = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
const LAT_LNG = /^(-?\d+(\.\d+)?)\s*,\s*(-?\d+(\.\d+)?)$/;
const localityLabel = (l: Locality) => `${l.city}, ${l.state}`;

/**
 * Where a typed place is, through the maps calls that exist (the load board's way, apps/loads/src/board/api.ts: the
 * trucks remote may not import the loads remote nor, by the lint's scope rules, libs/address): a postal code by
 * `getlocation-bypostalcode-json`; a city ("Chicago, IL") by `getdirection-json` from the place to itself (its route
 * starts at the place), named again by `getlocation-bylatlng-json`; "lat,lng" as typed. A place the provider does
 * not know is the API's 400 (its field error) or 404.
 */
export async function locatePlace(text: string): Promise<FoundPlace> {
  const place = text.trim();
  const options: CallOptions = { silent: true, quietErrors: true };
  if (POSTAL_CODE.test(place)) {
    const found: ApiEnvelope<Locality> = await maps.geocodePostalCode(place.toUpperCase(), undefined, options);
    return { label: `${localityLabel(found.data!)} ${found.data!.postalCode}`, lat: found.data!.lat, lng: found.data!.lng };
  }
  const typed = LAT_LNG.exec(place);
  let point: { lat: number; lng: number };
  if (typed) {
    point = { lat: Number(typed[1]), lng: Number(typed[3]) };
  } else {
    const route: ApiEnvelope<Direction> = await maps.direction(place, place, options);
    const [lat, lng] = route.data!.points[0] ?? [];
    if (lat === undefined || lng === undefined) throw new Error('no position');
    point = { lat, lng };
  }
  try {
    const named: ApiEnvelope<Locality> = await maps.reverseGeocode(`${point.lat},${point.lng}`, options);
    return { label: named.data ? localityLabel(named.data) : place, ...point };
  } catch {
    return { label: place, ...point };
  }
}
