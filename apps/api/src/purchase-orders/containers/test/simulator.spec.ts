import { CONTAINER_EVENTS, PURCHASE_ORDER_TRANSITIONS } from '@freight/contracts';
import { DEFAULT_TRANSIT_DAYS, findPort, seaRoute } from '../../../providers/containers/routes-at-sea';
import { FIRST_DEPARTURE_HOURS, simulateContainer, slipHours } from '../../../providers/containers/simulated';
import type { ContainerUpdate, StoredMilestone, TrackedContainer } from '../../../providers/containers';
import { pathTo } from '../job';
import { containerTrackingIntervalMs } from '../plugin';
import { HOUR, numbersBySlip, trackedContainer } from './support';

/**
 * The simulated provider alone (no database): routes between ports, the plan of a newly booked container, the
 * milestones reached in order with their times as time passes, positions along the lane, the deterministic ETA slip.
 * Times are relative to a fixed instant, never the wall clock.
 */

const T0 = new Date('2026-03-10T05:17:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

/** Applies an update to the container as the job stores it (milestones by event, positions, status, ETA). */
function store(container: TrackedContainer, update: ContainerUpdate | null): TrackedContainer {
  if (!update) return container;
  const milestones: StoredMilestone[] = [...container.milestones];
  for (const milestone of update.milestones) {
    const index = milestones.findIndex((candidate) => candidate.event === milestone.event);
    const row = { id: `m-${milestone.event}`, ...milestone };
    if (index >= 0) milestones[index] = { ...milestones[index]!, ...milestone };
    else milestones.push(row);
  }
  const last = update.positions.at(-1);
  const moved = update.eta !== null && (container.eta === null || container.eta.getTime() !== update.eta.getTime());
  return {
    ...container,
    milestones,
    status: update.status,
    eta: update.eta ?? container.eta,
    trackingReference: update.trackingReference ?? container.trackingReference,
    lastPositionAt: last?.at ?? container.lastPositionAt,
    lastEventAt: update.place?.at ?? container.lastEventAt,
    etaMoved: container.etaMoved || (moved && container.eta !== null),
  };
}

/** Runs the simulator at each of these hours after T0, keeping what it reported. */
function run(container: TrackedContainer, hours: number[]) {
  let current = container;
  const updates: Array<ContainerUpdate | null> = [];
  for (const hour of hours) {
    const update = simulateContainer(current, at(hour));
    updates.push(update);
    current = store(current, update);
  }
  return { container: current, updates };
}

const planned = (container: TrackedContainer, event: string) => container.milestones.find((m) => m.event === event)?.plannedAt?.getTime();

describe('ports and sea routes', () => {
  it('finds the known ports by name, part of a name, key or UN/LOCODE, and nothing else', () => {
    expect(findPort('Los Angeles / Long Beach')?.key).toBe('losAngeles');
    expect(findPort('long beach')?.key).toBe('losAngeles');
    expect(findPort('USLAX')?.key).toBe('losAngeles');
    expect(findPort('Shenzhen')?.key).toBe('yantian');
    expect(findPort('rotterdam')?.key).toBe('rotterdam');
    expect(findPort('Port of Rotterdam, NL')?.key).toBe('rotterdam');
    expect(findPort('Shanghai (CNSHA)')?.key).toBe('shanghai');
    expect(findPort('Atlantis')).toBeNull();
    expect(findPort('')).toBeNull();
  });

  it('uses the ocean lane (either way), a great circle between known ports without a lane, and no line for an unknown port', () => {
    const lane = seaRoute('Shanghai', 'Los Angeles / Long Beach');
    expect([lane.kind, lane.transitHours]).toEqual(['lane', 16 * 24]);
    const back = seaRoute('Los Angeles', 'Shanghai');
    expect([back.kind, back.transitHours, back.origin?.key]).toEqual(['lane', 16 * 24, 'losAngeles']);
    const circle = seaRoute('Busan', 'Rotterdam');
    expect([circle.kind, circle.transitHours]).toEqual(['great-circle', DEFAULT_TRANSIT_DAYS * 24]);
    expect(circle.line!.points[0]).toMatchObject({ lat: 35.1028 });
    const unknown = seaRoute('Atlantis', 'Los Angeles');
    expect([unknown.kind, unknown.line, unknown.transitHours]).toEqual(['unknown', null, DEFAULT_TRANSIT_DAYS * 24]);
    const suez = seaRoute('Hai Phong', 'Savannah');
    expect(suez.transshipment?.name).toBe('Singapore');
    expect(suez.transshipment!.fraction).toBeGreaterThan(0.05);
    expect(suez.transshipment!.fraction).toBeLessThan(0.5);
  });
});

describe('the simulated provider', () => {
  it('plans a newly booked container without an ETD: departure 48 h after it is first seen, arrival after the lane transit', () => {
    const first = simulateContainer(trackedContainer(), T0)!;
    expect(first.trackingReference).toMatch(/^SIM-/);
    const plan = Object.fromEntries(first.milestones.map((m) => [m.event, (m.plannedAt!.getTime() - T0.getTime()) / HOUR]));
    const transit = 16 * 24;
    expect(plan).toEqual({
      empty_pickup: FIRST_DEPARTURE_HOURS - 36,
      gate_in: FIRST_DEPARTURE_HOURS - 24,
      loaded: FIRST_DEPARTURE_HOURS - 6,
      vessel_departed: FIRST_DEPARTURE_HOURS,
      vessel_arrived: FIRST_DEPARTURE_HOURS + transit,
      discharged: FIRST_DEPARTURE_HOURS + transit + 12,
      gate_out: FIRST_DEPARTURE_HOURS + transit + 48,
      delivered: FIRST_DEPARTURE_HOURS + transit + 72,
      empty_returned: FIRST_DEPARTURE_HOURS + transit + 120,
    });
    expect(first.milestones.every((m) => m.actualAt === null)).toBe(true);
    expect(first.status).toBe('booked');
    expect(first.eta).toEqual(at(FIRST_DEPARTURE_HOURS + transit));
    expect(first.milestones.find((m) => m.event === 'delivered')?.locationName).toBe('Ontario DC');
  });

  it('keeps an ETD still ahead as the departure', () => {
    const first = simulateContainer(trackedContainer({ order: { etd: at(100) } }), T0)!;
    expect(first.milestones.find((m) => m.event === 'vessel_departed')?.plannedAt).toEqual(at(100));
  });

  it('reaches the milestones in order, each at its planned time, and moves along the lane between departure and arrival', () => {
    const hours = [0, 13, 30, 47, 50, 60, 200, 300, 433, 445, 600];
    const { container, updates } = run(trackedContainer(), hours);
    const reached = container.milestones.filter((m) => m.actualAt).map((m) => m.event);
    expect(reached).toEqual(CONTAINER_EVENTS.filter((event) => event !== 'transshipment'));
    for (const milestone of container.milestones) expect(milestone.actualAt).toEqual(milestone.plannedAt);
    const statuses = updates.map((update) => update?.status);
    expect(statuses).toEqual([
      'booked',
      'booked',
      'gate_in',
      'loaded',
      'in_transit',
      'in_transit',
      'in_transit',
      'in_transit',
      'in_transit',
      'discharged',
      'empty_returned',
    ]);

    // Track points: from Shanghai eastward across the Pacific to Los Angeles, never back, first one at the departure.
    const points = updates.flatMap((update) => update?.positions ?? []);
    expect(points[0]).toMatchObject({ at: at(50 - 2), locationName: 'Shanghai' });
    expect(points.at(-1)).toMatchObject({ locationName: 'Los Angeles / Long Beach', at: at(48 + 384) });
    const times = points.map((point) => point.at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    // Between the ports: no place name (null, not an English text), for the place and the track points alike.
    expect(points.slice(1, -1).every((point) => point.locationName === null)).toBe(true);
    expect(points.length).toBeGreaterThan(2);
    const mid = updates[6]!.place!;
    expect(mid.name).toBeNull();
    expect(Math.abs(mid.lat! - 40)).toBeLessThan(8); // the North Pacific, on the lane's waypoints
  });

  it('slips the ETA once, at mid-crossing, by hours the container number decides', () => {
    const [slipping] = numbersBySlip('TGH', 1, true);
    const slip = slipHours(slipping!);
    expect(slip).toBeGreaterThanOrEqual(6);
    expect(slip).toBeLessThanOrEqual(48);
    const arrival = 48 + 384;
    const before = run(trackedContainer({ containerNumber: slipping! }), [0, 50, 48 + 190]);
    expect(before.container.eta).toEqual(at(arrival));
    const after = run(before.container, [48 + 193, 48 + 300]);
    expect(after.container.eta).toEqual(at(arrival + slip));
    expect(planned(after.container, 'discharged')).toBe(at(arrival + slip + 12).getTime());
    expect(after.updates[1]?.eta).toEqual(at(arrival + slip)); // no second slip
    expect(slipHours(slipping!)).toBe(slip); // the same number, the same dice
    const [steady] = numbersBySlip('TGH', 1, false);
    expect(run(trackedContainer({ containerNumber: steady! }), [0, 50, 300]).container.eta).toEqual(at(arrival));
  });

  it('writes no slip into a crossing it catches up on after the planned arrival (an ETA already past is no news)', () => {
    const [slipping] = numbersBySlip('TGH', 1, true);
    const arrival = 48 + 384;
    const booked = run(trackedContainer({ containerNumber: slipping! }), [0]);
    // The job did not run for weeks: the next tick comes two weeks after the planned arrival.
    const caughtUp = run(booked.container, [arrival + 14 * 24]);
    expect(caughtUp.container.eta).toEqual(at(arrival));
    expect(caughtUp.updates[0]?.eta).toEqual(at(arrival));
  });

  it('reports nothing when nothing happened', () => {
    const { container } = run(trackedContainer(), [0]);
    expect(simulateContainer(container, at(1))).toBeNull();
  });

  it('stamps a transshipment on the lanes through Suez', () => {
    const { container } = run(trackedContainer({ order: { originPort: 'Hai Phong', destinationPort: 'Savannah' } }), [0, 50, 400]);
    const stop = container.milestones.find((m) => m.event === 'transshipment')!;
    expect(stop.locationName).toBe('Singapore');
    expect(stop.actualAt).not.toBeNull();
  });
});

describe("the order's status from its containers", () => {
  it('moves forward only through PURCHASE_ORDER_TRANSITIONS', () => {
    expect(pathTo('booked', 'in_transit')).toEqual(['in_transit']);
    expect(pathTo('booked', 'at_port')).toEqual(['in_transit', 'at_port']);
    expect(pathTo('booked', 'delivered')).toEqual(['in_transit', 'delivered']);
    expect(pathTo('at_port', 'delivered')).toEqual(['delivered']);
    expect(pathTo('delivered', 'in_transit')).toEqual([]);
    for (const path of [pathTo('booked', 'delivered'), pathTo('booked', 'at_port')]) {
      let from = 'booked' as keyof typeof PURCHASE_ORDER_TRANSITIONS;
      for (const step of path) {
        expect(PURCHASE_ORDER_TRANSITIONS[from]).toContain(step);
        from = step;
      }
    }
  });
});

describe('CONTAINER_TRACKING_INTERVAL_MS', () => {
  it('defaults to a minute, is off under test unless set, and refuses nonsense', () => {
    expect(containerTrackingIntervalMs({})).toBe(60_000);
    expect(containerTrackingIntervalMs({ NODE_ENV: 'test' })).toBe(false);
    expect(containerTrackingIntervalMs({ NODE_ENV: 'test', CONTAINER_TRACKING_INTERVAL_MS: '500' })).toBe(500);
    expect(containerTrackingIntervalMs({ CONTAINER_TRACKING_INTERVAL_MS: 'off' })).toBe(false);
    expect(containerTrackingIntervalMs({ CONTAINER_TRACKING_INTERVAL_MS: '0' })).toBe(false);
    expect(() => containerTrackingIntervalMs({ CONTAINER_TRACKING_INTERVAL_MS: 'often' })).toThrow(/CONTAINER_TRACKING_INTERVAL_MS must be/);
  });
});
