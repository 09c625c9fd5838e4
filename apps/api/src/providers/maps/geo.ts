import type { LatLng } from '@freight/contracts';

/** Great-circle geometry (WGS84 degrees on a sphere of the Earth's mean radius). */

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** Haversine distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `count` points (ends included) along the great circle from a to b, as [lat, lng] pairs. */
export function greatCirclePoints(a: LatLng, b: LatLng, count: number): Array<[number, number]> {
  const n = Math.max(2, Math.floor(count));
  const phi1 = rad(a.lat);
  const lambda1 = rad(a.lng);
  const phi2 = rad(b.lat);
  const lambda2 = rad(b.lng);
  const delta = haversineKm(a, b) / EARTH_RADIUS_KM;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const f = i / (n - 1);
    if (delta < 1e-9) {
      points.push([round(a.lat, 5), round(a.lng, 5)]);
      continue;
    }
    const A = Math.sin((1 - f) * delta) / Math.sin(delta);
    const B = Math.sin(f * delta) / Math.sin(delta);
    const x = A * Math.cos(phi1) * Math.cos(lambda1) + B * Math.cos(phi2) * Math.cos(lambda2);
    const y = A * Math.cos(phi1) * Math.sin(lambda1) + B * Math.cos(phi2) * Math.sin(lambda2);
    const z = A * Math.sin(phi1) + B * Math.sin(phi2);
    points.push([round(deg(Math.atan2(z, Math.sqrt(x * x + y * y))), 5), round(deg(Math.atan2(y, x)), 5)]);
  }
  return points;
}

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export const kmToMiles = (km: number) => km / KM_PER_MILE;

/** Decodes a Google encoded polyline (precision 5) into [lat, lng] pairs. */
export function decodePolyline(encoded: string): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20 && index < encoded.length);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    if (index >= encoded.length) break;
    lng += next();
    points.push([lat / 1e5, lng / 1e5]);
  }
  return points;
}
