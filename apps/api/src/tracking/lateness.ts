import { RISK_MODEL, type LatLng, type LoadStatus, type RiskReason } from '@freight/contracts';
import { haversineKm, kmToMiles } from '../providers/maps/geo';
import { estimateArrival, recentSpeedMph, type EtaModel } from './eta';

/**
 * Delay and risk of delay of one load (docs/modules/dashboard.md, "The risk model"). Pure: the risk job
 * (./job.ts) reads the facts, this judges them. The ETA is the tracking module's (tracking/eta.ts), with
 * RISK_MODEL's constants.
 *
 *   delayed   a stop's window closed and its event did not happen (pickup: the truck neither arrived nor loaded;
 *             delivery: the truck did not arrive). Reason pickupMissed / deliveryMissed; minutes = now − window end.
 *   at risk   the ETA at the next stop falls after its window (pickupEta / deliveryEta); before pickup, the delivery
 *             ETA too: the pickup ETA (or the window's start, if later or unknown) + dock time + the load's distance
 *             at the planned speed. No truck and the pickup window closes within unassignedLeadHours: noTruck.
 *             minutes = ETA − window end (null for noTruck).
 *             Before those, containerLate: an ocean container the load waits for (`container`, read by
 *             purchase-orders/replan/arrivals.ts) is ready at the port after the pickup's day, or, once picked up,
 *             at the warehouse after the delivery's day (containerLateness; the re-plan flags by the same rule).
 *   etaAt     the ETA at the next stop, when there is a position to start from.
 *
 * The stops' dates are the calendar's: a pickup or delivery moved by a date change (loads.calendar_*_date) is judged
 * on its window shifted to that day (the load's first pickup and last delivery, as the delivery schedule dates them).
 */

const RISK_ETA_MODEL: EtaModel = {
  plannedSpeedMph: RISK_MODEL.plannedSpeedMph,
  recentWindowMs: RISK_MODEL.recentPositionsMinutes * 60_000,
  minimumRecentSpeedMph: RISK_MODEL.minimumRecentSpeedMph,
  roadFactor: RISK_MODEL.circuity,
};

export interface RiskStop {
  seq: number;
  type: 'pickup' | 'delivery';
  lat: number | null;
  lng: number | null;
  windowStart: Date;
  windowEnd: Date;
  arrivedAt: Date | null;
  departedAt: Date | null;
}

export interface RiskTruck {
  lat: number | null;
  lng: number | null;
  lastSpeedMph: number | null;
  lastLocationAt: Date | null;
  /** The truck's tracking points (any age: those older than RISK_MODEL.recentPositionsMinutes are not used). */
  points: ReadonlyArray<{ speedMph: number | null; at: Date }>;
}

/** The ocean containers a load waits for (purchase orders, "From ship to truck"), as days (UTC, YYYY-MM-DD). */
export interface RiskContainer {
  /** The first day a truck can take the last of them at the port: its ETA's day + the port's dwell. */
  readyDay: string;
  /** The day it can be at the warehouse: the ready day + the road days. */
  warehouseDay: string;
  /** A pending date change (the carrier asked) moving the pickup to this day; at or after the ready day, the move is under way. */
  proposedPickupDay: string | null;
}

export interface RiskInput {
  status: LoadStatus;
  /** When the load (or its order) was picked up. */
  pickedUpAt: Date | null;
  /** The load's road distance (loads.distance_miles). */
  distanceMiles: number | null;
  origin: LatLng | null;
  destination: LatLng | null;
  pickupStart: Date;
  pickupEnd: Date;
  deliveryStart: Date;
  deliveryEnd: Date;
  /** The load's stops by seq; none: the load's own pickup and delivery are used. */
  stops: readonly RiskStop[];
  /** The assigned truck; null when none is. */
  truck: RiskTruck | null;
  /** The calendar's pickup and delivery days when a date change moved them (loads.calendar_*_date). */
  calendarPickupDay?: string | null;
  calendarDeliveryDay?: string | null;
  /** The ocean containers the load waits for, if any. */
  container?: RiskContainer | null;
}

export interface RiskAssessment {
  isDelayed: boolean;
  isAtRisk: boolean;
  reason: RiskReason | null;
  minutes: number | null;
  etaAt: Date | null;
}

const NOT_FLAGGED: RiskAssessment = { isDelayed: false, isAtRisk: false, reason: null, minutes: null, etaAt: null };

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Whole minutes late (started minutes dropped), at least 1 once late at all. */
const lateMinutes = (late: number) => Math.max(1, Math.floor(late / MINUTE));
const placed = (stop: { lat: number | null; lng: number | null } | null | undefined): stop is { lat: number; lng: number } =>
  !!stop && stop.lat !== null && stop.lng !== null;

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const midnightOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * A stop's window on its calendar day: moved by whole days to `calendarDay` (the day a confirmed date change set), or
 * as booked without one. The risk job and the container re-plan read a load's windows by this one rule.
 */
export function calendarWindow(start: Date, end: Date, calendarDay: string | null | undefined): { day: string; start: Date; end: Date } {
  const booked = dayOf(start);
  if (!calendarDay || calendarDay === booked) return { day: booked, start, end };
  const shift = midnightOf(calendarDay) - midnightOf(booked);
  return { day: calendarDay, start: new Date(start.getTime() + shift), end: new Date(end.getTime() + shift) };
}

/** A stop's window moved to `day` (its calendar date); unchanged without one. */
function movedTo(stop: RiskStop, day: string | null | undefined): RiskStop {
  const moved = calendarWindow(stop.windowStart, stop.windowEnd, day);
  return moved.start === stop.windowStart ? stop : { ...stop, windowStart: moved.start, windowEnd: moved.end };
}

/** The stops by seq, the first pickup and the last delivery on their calendar days. */
function stopsOf(input: RiskInput): RiskStop[] {
  const none = { arrivedAt: null, departedAt: null };
  const stops: RiskStop[] =
    input.stops.length > 0
      ? [...input.stops].sort((a, b) => a.seq - b.seq)
      : [
          {
            seq: 1,
            type: 'pickup',
            lat: input.origin?.lat ?? null,
            lng: input.origin?.lng ?? null,
            windowStart: input.pickupStart,
            windowEnd: input.pickupEnd,
            ...none,
          },
          {
            seq: 2,
            type: 'delivery',
            lat: input.destination?.lat ?? null,
            lng: input.destination?.lng ?? null,
            windowStart: input.deliveryStart,
            windowEnd: input.deliveryEnd,
            ...none,
          },
        ];
  const firstPickup = stops.find((stop) => stop.type === 'pickup');
  const lastDelivery = stops.findLast((stop) => stop.type === 'delivery');
  return stops.map((stop) =>
    stop === firstPickup ? movedTo(stop, input.calendarPickupDay) : stop === lastDelivery ? movedTo(stop, input.calendarDeliveryDay) : stop,
  );
}

/**
 * Whether the containers a load waits for come too late for it (the risk job and the re-plan decide by this one rule):
 * before pickup, ready at the port after the pickup's day (unless a pending date change already proposes the pickup
 * for the ready day or later); once picked up, at the warehouse after the delivery's day. `minutes`: from the stop's
 * window end to the start of that day (at least 1).
 */
export function containerLateness(
  loaded: boolean,
  pickup: { day: string; windowEnd: Date },
  delivery: { day: string; windowEnd: Date },
  container: RiskContainer,
): { late: boolean; minutes: number } {
  const [stop, day] = loaded ? [delivery, container.warehouseDay] : [pickup, container.readyDay];
  const proposed = !loaded && container.proposedPickupDay !== null && container.proposedPickupDay >= container.readyDay;
  return { late: day > stop.day && !proposed, minutes: lateMinutes(midnightOf(day) - stop.windowEnd.getTime()) };
}

/** The load was picked up: the status says so, or a pickup time is known. */
const pickedUp = (input: RiskInput) => input.status === 'in_transit' || input.pickedUpAt !== null;

/** A stop's event happened: the truck reached it (or left it); every pickup once the load is picked up. */
function done(stop: RiskStop, loaded: boolean): boolean {
  if (stop.arrivedAt !== null || stop.departedAt !== null) return true;
  return stop.type === 'pickup' && loaded;
}

/** The truck's recent speed (tracking points of the window; else its last report if recent), or null: planned. */
function speedOf(truck: RiskTruck, now: Date): number | null {
  const points = truck.points.length > 0 ? truck.points : truck.lastLocationAt ? [{ speedMph: truck.lastSpeedMph, at: truck.lastLocationAt }] : [];
  return recentSpeedMph(points, now, RISK_ETA_MODEL);
}

const straightMiles = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) => kmToMiles(haversineKm(from, to)) * RISK_MODEL.circuity;
const atPlannedSpeed = (miles: number) => (miles / RISK_MODEL.plannedSpeedMph) * HOUR;

/** The ETA at `stop` from the truck's position; null without a position or a placed stop. */
function etaFromTruck(truck: RiskTruck | null, stop: RiskStop, now: Date): Date | null {
  if (!truck || !placed(truck) || !placed(stop)) return null;
  const eta = estimateArrival(
    { lat: truck.lat, lng: truck.lng },
    { seq: stop.seq, type: stop.type, lat: stop.lat, lng: stop.lng, windowStart: stop.windowStart, windowEnd: stop.windowEnd },
    speedOf(truck, now),
    now,
    RISK_ETA_MODEL,
  );
  return new Date(eta.arrivesAt);
}

export function assessRisk(input: RiskInput, now: Date): RiskAssessment {
  const loaded = pickedUp(input);
  const stops = stopsOf(input);
  const open = stops.filter((stop) => !done(stop, loaded));
  const next = open[0];
  if (!next) return NOT_FLAGGED;
  const at = now.getTime();

  // The ETA at the next stop: from the truck's position; once loaded and with no position, from the last stop left
  // (at its departure, at the planned speed), never before now.
  let etaAt = etaFromTruck(input.truck, next, now);
  if (!etaAt && next.type === 'delivery' && placed(next)) {
    const left = [...stops].reverse().find((stop) => stop.seq < next.seq && done(stop, loaded) && placed(stop));
    if (left && placed(left)) {
      const start = (left.departedAt ?? input.pickedUpAt ?? now).getTime();
      etaAt = new Date(Math.max(at, start + atPlannedSpeed(straightMiles(left, next))));
    }
  }

  // Delayed: the first stop whose window closed without its event.
  const missed = open.find((stop) => stop.windowEnd.getTime() < at);
  if (missed) {
    return {
      isDelayed: true,
      isAtRisk: false,
      reason: missed.type === 'pickup' ? 'pickupMissed' : 'deliveryMissed',
      minutes: lateMinutes(at - missed.windowEnd.getTime()),
      etaAt,
    };
  }

  // The ocean containers it waits for: the cause before any truck's ETA.
  const firstPickup = stops.find((stop) => stop.type === 'pickup');
  const lastDelivery = stops.findLast((stop) => stop.type === 'delivery');
  if (input.container && firstPickup && lastDelivery) {
    const verdict = containerLateness(
      loaded,
      { day: dayOf(firstPickup.windowStart), windowEnd: firstPickup.windowEnd },
      { day: dayOf(lastDelivery.windowStart), windowEnd: lastDelivery.windowEnd },
      input.container,
    );
    if (verdict.late) return { isDelayed: false, isAtRisk: true, reason: 'containerLate', minutes: verdict.minutes, etaAt };
  }

  const atRisk = (reason: RiskReason, eta: Date | null, windowEnd: Date): RiskAssessment => ({
    isDelayed: false,
    isAtRisk: true,
    reason,
    minutes: eta ? lateMinutes(eta.getTime() - windowEnd.getTime()) : null,
    etaAt,
  });

  if (next.type === 'pickup') {
    if (etaAt && etaAt > next.windowEnd) return atRisk('pickupEta', etaAt, next.windowEnd);
    if (!input.truck && next.windowEnd.getTime() - at <= RISK_MODEL.unassignedLeadHours * HOUR) {
      return { isDelayed: false, isAtRisk: true, reason: 'noTruck', minutes: null, etaAt: null };
    }
    // The delivery after it: loaded at the pickup (not before its window opens), then the load's distance.
    const delivery = open.find((stop) => stop.type === 'delivery');
    if (delivery) {
      const isLast = delivery === open.at(-1);
      const miles = isLast && input.distanceMiles !== null ? input.distanceMiles : placed(next) && placed(delivery) ? straightMiles(next, delivery) : null;
      if (miles !== null) {
        const leaves = Math.max(etaAt?.getTime() ?? at, next.windowStart.getTime(), at) + RISK_MODEL.dockMinutes * MINUTE;
        const deliveryEta = new Date(leaves + atPlannedSpeed(miles));
        if (deliveryEta > delivery.windowEnd) return atRisk('deliveryEta', deliveryEta, delivery.windowEnd);
      }
    }
    return { ...NOT_FLAGGED, etaAt };
  }

  if (etaAt && etaAt > next.windowEnd) return atRisk('deliveryEta', etaAt, next.windowEnd);
  return { ...NOT_FLAGGED, etaAt };
}
