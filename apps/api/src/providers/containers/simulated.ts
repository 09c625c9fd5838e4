import { CONTAINER_EVENTS, type ContainerEvent, type ContainerStatus } from '@freight/contracts';
import { round, wrapLng } from '../../reference/geo';
import { seaRoute, type SeaRoute } from './routes-at-sea';
import { STATUS_AFTER, type ContainerTrackingProvider, type ContainerUpdate, type MilestoneUpdate, type StoredMilestone, type TrackedContainer } from './types';

/**
 * The simulated container tracking provider (the default; docs/modules/purchase-orders.md, "Container tracking").
 *
 * The first time it sees a booked container (its order has a bill of lading) without milestones, it plans the voyage
 * at that moment T0: departure at the order's ETD when that is still ahead, else T0 + 48 h, and every milestone from
 * it (PLAN_OFFSETS_HOURS): empty pickup −36 h, gate in −24 h, loaded −6 h, departed 0, a transshipment on the two
 * lanes through Suez, arrived + transit (the lane's transitDays, else 14 days), discharged arrival + 12 h, gate out
 * + 48 h, delivered + 72 h, empty returned + 120 h. Then on every tick each planned milestone whose time has come is
 * reached (stored with its planned time as the actual one), the container moves along the lane between departure and
 * arrival (a track point at least every hour, daily ones filled in after a gap), and once, at mid-crossing, the ETA
 * may slip: whether and by how much (6 to 48 h, weather or port congestion) is decided by the container number
 * (`slipHours`), so a run is deterministic. Seed containers keep the milestones the seed planned for them.
 */

const HOUR_MS = 3_600_000;
/** Departure of a newly booked order without an ETD ahead: this long after the simulator first sees it. */
export const FIRST_DEPARTURE_HOURS = 48;
/** Planned milestones relative to the departure (before it) or to the arrival at the destination port (after it). */
const PLAN_OFFSETS_HOURS = {
  empty_pickup: -36,
  gate_in: -24,
  loaded: -6,
  vessel_departed: 0,
  discharged: 12,
  gate_out: 48,
  delivered: 72,
  empty_returned: 120,
} as const;
/** A track point at most this often while at sea; after a longer gap the daily points are filled in. */
const POSITION_EVERY_MS = HOUR_MS;
const FILL_EVERY_MS = 24 * HOUR_MS;
const MAX_POINTS_PER_TICK = 120;
/** How long a container stays `transshipment` after the transshipment milestone before it is `in_transit` again. */
const TRANSSHIPMENT_DWELL_MS = 24 * HOUR_MS;

const EVENT_ORDER = new Map<ContainerEvent, number>(CONTAINER_EVENTS.map((event, index) => [event, index]));
const byEvent = (a: { event: ContainerEvent }, b: { event: ContainerEvent }) => EVENT_ORDER.get(a.event)! - EVENT_ORDER.get(b.event)!;

/** FNV-1a of a text: the container number's dice. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Hours the ETA slips at mid-crossing for this container: 0 for about two in three, else 6 to 48. */
export function slipHours(containerNumber: string): number {
  const hash = fnv1a(containerNumber);
  if (hash % 1000 >= 350) return 0;
  return 6 + ((hash >>> 10) % 43);
}

const VESSEL_EVENTS: ReadonlySet<ContainerEvent> = new Set(['loaded', 'vessel_departed', 'transshipment', 'vessel_arrived', 'discharged']);

/** The voyage of a container first seen at `now`: every milestone planned, none reached. */
function planVoyage(container: TrackedContainer, route: SeaRoute, now: Date): MilestoneUpdate[] {
  const etd =
    container.order.etd && container.order.etd.getTime() > now.getTime() ? container.order.etd.getTime() : now.getTime() + FIRST_DEPARTURE_HOURS * HOUR_MS;
  const arrival = etd + route.transitHours * HOUR_MS;
  const origin = route.origin
    ? { name: route.origin.name, lat: route.origin.lat, lng: route.origin.lng }
    : { name: container.order.originPort, lat: null, lng: null };
  const destination = route.destination
    ? { name: route.destination.name, lat: route.destination.lat, lng: route.destination.lng }
    : { name: container.order.destinationPort, lat: null, lng: null };
  const warehouse =
    container.warehouse && container.warehouse.lat !== null && container.warehouse.lng !== null
      ? { name: container.warehouse.name, lat: container.warehouse.lat, lng: container.warehouse.lng }
      : container.warehouse
        ? { name: container.warehouse.name, lat: null, lng: null }
        : destination;
  const at = (base: number, hours: number) => new Date(base + hours * HOUR_MS);
  const plan: Array<[ContainerEvent, Date, { name: string; lat: number | null; lng: number | null }]> = [
    ['empty_pickup', at(etd, PLAN_OFFSETS_HOURS.empty_pickup), origin],
    ['gate_in', at(etd, PLAN_OFFSETS_HOURS.gate_in), origin],
    ['loaded', at(etd, PLAN_OFFSETS_HOURS.loaded), origin],
    ['vessel_departed', at(etd, 0), origin],
  ];
  if (route.transshipment) {
    const stop = route.transshipment;
    plan.push([
      'transshipment',
      new Date(Math.round(etd + route.transitHours * HOUR_MS * stop.fraction)),
      { name: stop.name, lat: stop.lat, lng: wrapLng(stop.lng) },
    ]);
  }
  plan.push(
    ['vessel_arrived', at(arrival, 0), destination],
    ['discharged', at(arrival, PLAN_OFFSETS_HOURS.discharged), destination],
    ['gate_out', at(arrival, PLAN_OFFSETS_HOURS.gate_out), destination],
    ['delivered', at(arrival, PLAN_OFFSETS_HOURS.delivered), warehouse],
    ['empty_returned', at(arrival, PLAN_OFFSETS_HOURS.empty_returned), destination],
  );
  return plan.map(([event, plannedAt, place]) => ({
    event,
    locationName: place.name,
    lat: place.lat,
    lng: place.lng,
    vessel: VESSEL_EVENTS.has(event) ? container.order.vessel : null,
    voyage: event === 'vessel_departed' || event === 'vessel_arrived' || event === 'transshipment' ? container.order.voyage : null,
    plannedAt,
    actualAt: null,
    externalId: `sim:${event}`,
  }));
}

interface Working extends MilestoneUpdate {
  changed: boolean;
}

const timeOf = (milestone: { actualAt: Date | null; plannedAt: Date | null } | undefined) => milestone?.actualAt ?? milestone?.plannedAt ?? null;

/** What happened to one container by `now` (null: nothing). */
export function simulateContainer(container: TrackedContainer, now: Date): ContainerUpdate | null {
  const route = seaRoute(container.order.originPort, container.order.destinationPort);
  const fresh = container.milestones.length === 0;
  const milestones: Working[] = (fresh ? planVoyage(container, route, now) : container.milestones.map((stored: StoredMilestone) => ({ ...stored })))
    .map((milestone) => ({ ...milestone, changed: fresh }))
    .sort(byEvent);
  const find = (event: ContainerEvent) => milestones.find((milestone) => milestone.event === event);

  // Reach what is due, in order; once, at mid-crossing, the ETA may slip (the arrival and what follows move later),
  // while the arrival is still to come.
  const slip = container.etaMoved ? 0 : slipHours(container.containerNumber);
  for (const milestone of milestones) {
    if (milestone.actualAt) continue;
    if (milestone.event === 'vessel_arrived' && slip > 0) {
      const departed = find('vessel_departed')?.actualAt;
      if (departed && milestone.plannedAt) {
        const midway = departed.getTime() + (milestone.plannedAt.getTime() - departed.getTime()) / 2;
        // Only while the arrival is still ahead: a crossing caught up on after it (the job did not run meanwhile) is
        // history, and a slip written into it would tell the importer of an ETA already past as news.
        if (now.getTime() >= midway && now.getTime() < milestone.plannedAt.getTime()) {
          for (const later of milestones) {
            if (!later.actualAt && later.plannedAt && EVENT_ORDER.get(later.event)! >= EVENT_ORDER.get('vessel_arrived')!) {
              later.plannedAt = new Date(later.plannedAt.getTime() + slip * HOUR_MS);
              later.changed = true;
            }
          }
        }
      }
    }
    if (!milestone.plannedAt || milestone.plannedAt.getTime() > now.getTime()) break;
    milestone.actualAt = milestone.plannedAt;
    milestone.changed = true;
  }

  const reached = milestones.filter((milestone) => milestone.actualAt);
  const last = reached[reached.length - 1];
  let status: ContainerStatus = last ? STATUS_AFTER[last.event] : 'booked';
  if (last?.event === 'transshipment' && now.getTime() - last.actualAt!.getTime() > TRANSSHIPMENT_DWELL_MS) status = 'in_transit';
  const arrivedMilestone = find('vessel_arrived');
  const eta = timeOf(arrivedMilestone);

  // Track points between departure and arrival.
  const departedAt = find('vessel_departed')?.actualAt ?? null;
  const positions: ContainerUpdate['positions'] = [];
  let place: ContainerUpdate['place'] = null;
  if (route.line && departedAt && eta) {
    const start = departedAt.getTime();
    const end = eta.getTime();
    const arrivedAt = arrivedMilestone?.actualAt ?? null;
    const until = Math.min(now.getTime(), arrivedAt ? arrivedAt.getTime() : now.getTime());
    const pointAt = (time: number) => {
      const fraction = end > start ? (time - start) / (end - start) : 1;
      const point = route.line!.at(Math.min(1, Math.max(0, fraction)));
      // Between the ports the position has no place name (null), not a text in some language: the screens say "At sea".
      const name = time <= start ? route.origin!.name : arrivedAt && time >= arrivedAt.getTime() ? route.destination!.name : null;
      return { lat: round(point.lat, 5), lng: wrapLng(point.lng), locationName: name, at: new Date(time) };
    };
    const lastAt = container.lastPositionAt?.getTime() ?? start - 1;
    const times: number[] = [];
    for (let time = start; time <= until; time += FILL_EVERY_MS) if (time > lastAt) times.push(time);
    const newest = Math.max(lastAt, times[times.length - 1] ?? lastAt);
    if (arrivedAt && arrivedAt.getTime() > newest) times.push(arrivedAt.getTime());
    else if (!arrivedAt && until - newest >= POSITION_EVERY_MS) times.push(until);
    for (const time of times.slice(-MAX_POINTS_PER_TICK)) positions.push(pointAt(time));
    if (!arrivedAt) {
      const here = pointAt(now.getTime());
      place = { lat: here.lat, lng: here.lng, name: here.locationName, at: now };
    }
  }
  if (!place && last) {
    place = { lat: last.lat, lng: last.lng === null ? null : wrapLng(last.lng), name: last.locationName, at: last.actualAt! };
  } else if (!place && fresh) {
    const origin = route.origin;
    place = { lat: origin?.lat ?? null, lng: origin?.lng ?? null, name: origin?.name ?? container.order.originPort, at: now };
  }

  const etaChanged = eta !== null && (container.eta === null || Math.abs(container.eta.getTime() - eta.getTime()) >= 60_000);
  const changedMilestones = milestones.filter((milestone) => milestone.changed).map(({ changed: _changed, ...milestone }) => milestone);
  const placeChanged =
    place !== null &&
    (positions.length > 0 || changedMilestones.some((milestone) => milestone.actualAt) || fresh || (container.lastEventAt === null && place.at !== null));
  if (changedMilestones.length === 0 && positions.length === 0 && status === container.status && !etaChanged && !placeChanged) return null;
  return {
    containerId: container.id,
    ...(container.trackingReference ? {} : { trackingReference: `SIM-${container.containerNumber}` }),
    milestones: changedMilestones,
    positions,
    status,
    place: placeChanged ? place : null,
    eta,
  };
}

export function createSimulatedContainerProvider(): ContainerTrackingProvider {
  return {
    name: 'simulated',
    async updates(containers, now) {
      const updates: ContainerUpdate[] = [];
      for (const container of containers) {
        const update = simulateContainer(container, now);
        if (update) updates.push(update);
      }
      return updates;
    },
  };
}
