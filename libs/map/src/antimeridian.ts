import type { LatLngTuple } from 'leaflet';

/**
 * Lines and points across the antimeridian (180°, the Pacific's ship lanes). Leaflet draws a line between two points
 * the short way only when their longitudes are within 180° of each other: from 170°E to 170°W it draws 340° the
 * other way round the world. A path made continuous (each longitude moved by whole turns to within 180° of the one
 * before: 170 → 190) is drawn across the Pacific; Leaflet shows longitudes beyond ±180 on the next copy of the world.
 */

/** A longitude in [-180, 180). */
export const wrapLongitude = (lng: number): number => (lng >= -180 && lng < 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);

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

/**
 * The copy of each longitude on the shortest arc that holds them all: a map fitted to containers on both sides of
 * 180° (Yokohama at 140°E, mid-Pacific at 150°W) shows the Pacific between them, not the rest of the world. The arc
 * starts after the widest empty stretch of longitudes (found on whole degrees: one pass, no sort, for 10,000 trucks);
 * when that stretch is the one across 180° (points in the Americas only, say), every longitude stays as it is.
 */
export function shortestArc(lngs: readonly number[]): (lng: number) => number {
  const occupied = new Uint8Array(360);
  const lowest = new Float64Array(360).fill(Infinity);
  for (const raw of lngs) {
    const lng = wrapLongitude(raw);
    const bin = Math.min(359, Math.floor(lng + 180));
    occupied[bin] = 1;
    if (lng < lowest[bin]!) lowest[bin] = lng;
  }
  const first = occupied.indexOf(1);
  if (first < 0) return (lng) => lng;
  // The empty runs between occupied degrees, walking east from the first occupied one and back to it; the run that
  // ends at `first` is the one across 180°, kept on a tie.
  let best = -1;
  let after = first;
  let run = 0;
  for (let step = 1; step <= 360; step += 1) {
    const bin = (first + step) % 360;
    if (!occupied[bin]) {
      run += 1;
      continue;
    }
    if (run > best || (run === best && bin === first)) {
      best = run;
      after = bin;
    }
    run = 0;
  }
  const start = lowest[after]!;
  // Whole turns only (the longitude itself when it is on the arc already: no rounding noise).
  return (lng) => lng + 360 * Math.ceil((start - lng) / 360 - 1e-9);
}
