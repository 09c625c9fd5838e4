import type { LatLng, TrackEta } from '@freight/contracts';
import { haversineKm, kmToMiles, round } from '../providers/maps/geo';
import { ROAD_FACTOR } from '../providers/maps/local';

/** The speed assumed when the truck sent no usable speed in the last RECENT_SPEED_WINDOW_MS (mph). */
export const PLANNED_SPEED_MPH = 50;
/** The points whose speeds make the recent speed. */
const RECENT_SPEED_WINDOW_MS = 30 * 60 * 1000;
/** Below this mean the truck is taken as stopped (traffic, a break): the planned speed is used instead. */
const MIN_RECENT_SPEED_MPH = 5;

/**
 * The constants of an estimate: the track page's are those above; the risk job (insight/risk-job.ts) passes RISK_MODEL's
 * (its own planned speed, recent window and circuity) to the same functions.
 */
export interface EtaModel {
  plannedSpeedMph: number;
  recentWindowMs: number;
  minimumRecentSpeedMph: number;
  /** Road distance over great-circle distance. */
  roadFactor: number;
}
const TRACKING_ETA_MODEL: EtaModel = {
  plannedSpeedMph: PLANNED_SPEED_MPH,
  recentWindowMs: RECENT_SPEED_WINDOW_MS,
  minimumRecentSpeedMph: MIN_RECENT_SPEED_MPH,
  roadFactor: ROAD_FACTOR,
};

export interface EtaStop extends LatLng {
  seq: number;
  type: 'pickup' | 'delivery';
  windowStart: Date;
  windowEnd: Date;
}

/**
 * The recent speed: the mean of the speeds reported within the window before `now` (points without a speed are
 * ignored); null when there are none or the mean is below MIN_RECENT_SPEED_MPH.
 */
export function recentSpeedMph(
  points: ReadonlyArray<{ speedMph: number | null; at: Date }>,
  now: Date,
  model: Pick<EtaModel, 'recentWindowMs' | 'minimumRecentSpeedMph'> = TRACKING_ETA_MODEL,
): number | null {
  const since = now.getTime() - model.recentWindowMs;
  const speeds = points.filter((point) => point.speedMph !== null && point.at.getTime() >= since).map((point) => point.speedMph!);
  if (speeds.length === 0) return null;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  return mean >= model.minimumRecentSpeedMph ? mean : null;
}

/**
 * The estimate of arrival at `stop` from `from`: the road distance (great circle × ROAD_FACTOR, the local maps
 * provider's approximation) over the recent speed, else PLANNED_SPEED_MPH. `late`: it falls after the stop's window.
 */
export function estimateArrival(
  from: LatLng,
  stop: EtaStop,
  recentSpeed: number | null,
  now: Date,
  model: Pick<EtaModel, 'plannedSpeedMph' | 'roadFactor'> = TRACKING_ETA_MODEL,
): TrackEta {
  const miles = kmToMiles(haversineKm(from, stop) * model.roadFactor);
  const speed = recentSpeed ?? model.plannedSpeedMph;
  const arrivesAt = new Date(now.getTime() + (miles / speed) * 3_600_000);
  return {
    stopSeq: stop.seq,
    stopType: stop.type,
    distanceMiles: round(miles, 1),
    speedMph: round(speed, 1),
    speedSource: recentSpeed === null ? 'planned' : 'recent',
    arrivesAt: arrivesAt.toISOString(),
    windowStart: stop.windowStart.toISOString(),
    windowEnd: stop.windowEnd.toISOString(),
    late: arrivesAt.getTime() > stop.windowEnd.getTime(),
  };
}
