import type { LatLngTuple } from 'leaflet';

/**
 * Lines and points across the antimeridian (180°, the Pacific's ship lanes). Leaflet draws a line between two points
 * the short way only when their longitudes are within 180° of each other: from 170°E to 170°W it draws 340° the
 * other way round the world. A path made continuous (each longitude moved by whole turns to within 180° of the one
 * before: 170 → 190) is drawn across the Pacific; Leaflet shows longitudes beyond ±180 on the next copy of the world.
 */

/** A longitude in [-180, 180). */
export const wrapLongitude = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The copy of `lng` (moved by whole turns) nearest `reference`: a point drawn beside a line that crossed 180°. */
export const nearestLongitude = (lng: number, reference: number): number => lng + 360 * Math.round((reference - lng) / 360);

/** The path with continuous longitudes (the first point where it is; each next one within 180° of the one before). */
export function unwrapPath(points: readonly LatLngTuple[]): LatLngTuple[] {
  const out: LatLngTuple[] = [];
  for (const [lat, lng] of points) {
    const previous = out[out.length - 1];
    out.push([lat, previous ? nearestLongitude(lng, previous[1]) : lng]);
  }
  return out;
}
