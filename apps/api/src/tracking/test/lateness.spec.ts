import { RISK_MODEL } from '@freight/contracts';
import { assessRisk, calendarWindow, type RiskContainer, type RiskInput, type RiskStop, type RiskTruck } from '../lateness';

/** assessRisk on crafted loads (docs/modules/dashboard.md, "The risk model"). */

const NOW = new Date('2027-03-01T12:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
// Chicago → Indianapolis: about 165 straight-line miles.
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const INDIANAPOLIS = { lat: 39.7684, lng: -86.1581 };
// One degree of latitude south of Chicago: about 69 miles.
const SOUTH_OF_CHICAGO = { lat: 40.8781, lng: -87.6298 };

const stop = (
  type: 'pickup' | 'delivery',
  seq: number,
  place: { lat: number; lng: number },
  start: number,
  end: number,
  extra: Partial<RiskStop> = {},
): RiskStop => ({
  seq,
  type,
  ...place,
  windowStart: at(start),
  windowEnd: at(end),
  arrivedAt: null,
  departedAt: null,
  ...extra,
});

const truck = (place: { lat: number; lng: number } | null, speeds: number[] = [], extra: Partial<RiskTruck> = {}): RiskTruck => ({
  lat: place?.lat ?? null,
  lng: place?.lng ?? null,
  lastSpeedMph: null,
  lastLocationAt: place ? at(-0.1) : null,
  points: speeds.map((speedMph, index) => ({ speedMph, at: new Date(NOW.getTime() - (index + 1) * 5 * MIN) })),
  ...extra,
});

function load(overrides: Partial<RiskInput> & { stops: RiskStop[] }): RiskInput {
  const pickup = overrides.stops.find((s) => s.type === 'pickup')!;
  const delivery = [...overrides.stops].reverse().find((s) => s.type === 'delivery')!;
  return {
    status: 'assigned',
    pickedUpAt: null,
    distanceMiles: 185,
    origin: CHICAGO,
    destination: INDIANAPOLIS,
    pickupStart: pickup.windowStart,
    pickupEnd: pickup.windowEnd,
    deliveryStart: delivery.windowStart,
    deliveryEnd: delivery.windowEnd,
    truck: null,
    ...overrides,
  };
}

describe('assessRisk', () => {
  it('a truck far from a near pickup window is at risk (pickupEta), with its ETA and the minutes late', () => {
    // 1° south of Chicago, the pickup window closes in 30 min; 69 mi × 1.2 at 60 mph ≈ 83 min.
    const input = load({ stops: [stop('pickup', 1, CHICAGO, -1, 0.5), stop('delivery', 2, INDIANAPOLIS, 6, 10)], truck: truck(SOUTH_OF_CHICAGO, [60, 60]) });
    const result = assessRisk(input, NOW);
    expect(result).toMatchObject({ isDelayed: false, isAtRisk: true, reason: 'pickupEta' });
    const expectedEta = NOW.getTime() + ((69.1 * RISK_MODEL.circuity) / 60) * HOUR;
    expect(Math.abs(result.etaAt!.getTime() - expectedEta)).toBeLessThan(2 * MIN);
    expect(result.minutes).toBe(Math.floor((result.etaAt!.getTime() - at(0.5).getTime()) / MIN));
    expect(result.minutes).toBeGreaterThan(45);
    expect(result.minutes).toBeLessThan(60);
  });

  it('a truck that makes both windows is not flagged, and its ETA is kept', () => {
    const input = load({ stops: [stop('pickup', 1, CHICAGO, 1, 4), stop('delivery', 2, INDIANAPOLIS, 8, 12)], truck: truck(SOUTH_OF_CHICAGO, [60]) });
    const result = assessRisk(input, NOW);
    expect(result).toMatchObject({ isDelayed: false, isAtRisk: false, reason: null, minutes: null });
    expect(result.etaAt!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('a missed pickup window is delayed (pickupMissed) by now − window end', () => {
    const input = load({ stops: [stop('pickup', 1, CHICAGO, -5, -1.5), stop('delivery', 2, INDIANAPOLIS, 6, 10)], truck: truck(SOUTH_OF_CHICAGO, [55]) });
    expect(assessRisk(input, NOW)).toMatchObject({ isDelayed: true, isAtRisk: false, reason: 'pickupMissed', minutes: 90 });
  });

  it('a load in transit past its delivery window is delayed (deliveryMissed); arriving ends it', () => {
    const stops = [stop('pickup', 1, CHICAGO, -10, -8, { departedAt: at(-8.5) }), stop('delivery', 2, INDIANAPOLIS, -3, -0.75)];
    const input = load({ status: 'in_transit', pickedUpAt: at(-8.5), stops, truck: truck(SOUTH_OF_CHICAGO, [50]) });
    expect(assessRisk(input, NOW)).toMatchObject({ isDelayed: true, reason: 'deliveryMissed', minutes: 45 });
    const arrived = { ...input, stops: [stops[0]!, { ...stops[1]!, arrivedAt: at(-0.2) }] };
    expect(assessRisk(arrived, NOW)).toMatchObject({ isDelayed: false, isAtRisk: false, reason: null });
  });

  it('uses the planned speed without recent positions, and the recent speed with them', () => {
    // 69 mi × 1.2 ≈ 83 mi: 45 mph (planned) ≈ 110 min, 70 mph ≈ 71 min; the delivery window closes in 90 min.
    const stops = [stop('pickup', 1, CHICAGO, -6, -4, { departedAt: at(-3) }), stop('delivery', 2, SOUTH_OF_CHICAGO, -1, 1.5)];
    const base = { status: 'in_transit' as const, pickedUpAt: at(-3), stops };
    const stale = truck(CHICAGO, [], { lastSpeedMph: 70, lastLocationAt: at(-2) });
    const planned = assessRisk(load({ ...base, truck: stale }), NOW);
    expect(planned).toMatchObject({ isAtRisk: true, reason: 'deliveryEta' });
    expect(Math.abs(planned.etaAt!.getTime() - (NOW.getTime() + ((69.1 * 1.2) / RISK_MODEL.plannedSpeedMph) * HOUR))).toBeLessThan(2 * MIN);
    const fast = assessRisk(load({ ...base, truck: truck(CHICAGO, [70, 70, 70]) }), NOW);
    expect(fast).toMatchObject({ isAtRisk: false, reason: null });
    // Stopped (below minimumRecentSpeedMph): the planned speed again.
    expect(assessRisk(load({ ...base, truck: truck(CHICAGO, [0, 2]) }), NOW)).toMatchObject({ isAtRisk: true, reason: 'deliveryEta' });
    // The last report counts when no tracking point is recent.
    expect(assessRisk(load({ ...base, truck: truck(CHICAGO, [], { lastSpeedMph: 70, lastLocationAt: at(-0.2) }) }), NOW)).toMatchObject({ isAtRisk: false });
  });

  it('before pickup, judges the delivery too: pickup ETA (or window start) + dock time + the distance at planned speed', () => {
    // Pickup window opens in 1 h: 1 h + 60 min dock + 185 mi / 45 mph (≈ 4.1 h) ≈ 6.1 h after now; the delivery window closes at 5 h.
    const input = load({ stops: [stop('pickup', 1, CHICAGO, 1, 3), stop('delivery', 2, INDIANAPOLIS, 3, 5)], truck: truck(CHICAGO, [50]) });
    const result = assessRisk(input, NOW);
    expect(result).toMatchObject({ isAtRisk: true, reason: 'deliveryEta' });
    expect(result.minutes).toBe(Math.floor((1 * HOUR + RISK_MODEL.dockMinutes * MIN + (185 / RISK_MODEL.plannedSpeedMph) * HOUR - 5 * HOUR) / MIN));
    // The ETA shown is the next stop's: the pickup.
    expect(result.etaAt!.getTime()).toBeLessThan(at(1).getTime());
  });

  it('an unassigned load whose pickup window closes within the lead time is at risk (noTruck); later ones are not', () => {
    const soon = load({
      status: 'accepted',
      stops: [stop('pickup', 1, CHICAGO, 1, RISK_MODEL.unassignedLeadHours - 0.5), stop('delivery', 2, INDIANAPOLIS, 10, 14)],
    });
    expect(assessRisk(soon, NOW)).toMatchObject({ isAtRisk: true, reason: 'noTruck', minutes: null, etaAt: null });
    const later = load({
      status: 'accepted',
      stops: [stop('pickup', 1, CHICAGO, 5, RISK_MODEL.unassignedLeadHours + 2), stop('delivery', 2, INDIANAPOLIS, 14, 18)],
    });
    expect(assessRisk(later, NOW)).toMatchObject({ isAtRisk: false, isDelayed: false });
  });

  it('a truck at the pickup dock (arrived) is not late for it; the load’s own windows serve when it has no stops', () => {
    const docked = load({
      stops: [stop('pickup', 1, CHICAGO, -4, -1, { arrivedAt: at(-2) }), stop('delivery', 2, INDIANAPOLIS, 6, 10)],
      truck: truck(CHICAGO, [0]),
    });
    expect(assessRisk(docked, NOW)).toMatchObject({ isDelayed: false });
    const bare = { ...load({ stops: [stop('pickup', 1, CHICAGO, -5, -2), stop('delivery', 2, INDIANAPOLIS, 6, 10)] }), stops: [], truck: truck(CHICAGO, [50]) };
    expect(assessRisk(bare, NOW)).toMatchObject({ isDelayed: true, reason: 'pickupMissed', minutes: 120 });
  });

  it('calendarWindow: a window on its calendar day, moved by whole days with its times kept (the re-plan reads windows by it too)', () => {
    const start = new Date('2027-03-01T07:00:00.000Z');
    const end = new Date('2027-03-01T10:00:00.000Z');
    expect(calendarWindow(start, end, null)).toEqual({ day: '2027-03-01', start, end });
    expect(calendarWindow(start, end, '2027-03-01')).toEqual({ day: '2027-03-01', start, end });
    expect(calendarWindow(start, end, '2027-03-04')).toEqual({
      day: '2027-03-04',
      start: new Date('2027-03-04T07:00:00.000Z'),
      end: new Date('2027-03-04T10:00:00.000Z'),
    });
    // Earlier, across a month's end.
    expect(calendarWindow(start, end, '2027-02-27')).toEqual({
      day: '2027-02-27',
      start: new Date('2027-02-27T07:00:00.000Z'),
      end: new Date('2027-02-27T10:00:00.000Z'),
    });
  });

  it('judges a stop moved by a date change on its calendar day, not its original window', () => {
    // The pickup window closed 2 h ago (2027-03-01 07:00–10:00), but a confirmed date change moved it to 2027-03-02.
    const stops = [stop('pickup', 1, CHICAGO, -5, -2), stop('delivery', 2, INDIANAPOLIS, 30, 34)];
    expect(assessRisk(load({ stops }), NOW)).toMatchObject({ isDelayed: true, reason: 'pickupMissed' });
    expect(assessRisk(load({ stops, calendarPickupDay: '2027-03-02' }), NOW)).toMatchObject({ isDelayed: false, isAtRisk: false });
    // The load's own windows (no stops) move the same way; a delivery moved earlier than the truck can make is at risk.
    const bare = { ...load({ stops }), stops: [], truck: truck(CHICAGO, [50]) };
    expect(assessRisk({ ...bare, calendarPickupDay: '2027-03-02' }, NOW)).toMatchObject({ isDelayed: false });
    const early = load({ stops: [stop('pickup', 1, CHICAGO, 0, 3), stop('delivery', 2, INDIANAPOLIS, 24, 26)], truck: truck(CHICAGO, [0]) });
    expect(assessRisk(early, NOW)).toMatchObject({ isAtRisk: false });
    expect(assessRisk({ ...early, calendarDeliveryDay: '2027-03-01' }, NOW)).toMatchObject({ isAtRisk: true, reason: 'deliveryEta' });
  });

  describe('containerLate', () => {
    // Pickup 2027-03-02 08:00–16:00, delivery 2027-03-03 08:00–16:00.
    const stops = () => [stop('pickup', 1, CHICAGO, 20, 28), stop('delivery', 2, INDIANAPOLIS, 44, 52)];
    const container = (readyDay: string, warehouseDay: string, proposedPickupDay: string | null = null): RiskContainer => ({
      readyDay,
      warehouseDay,
      proposedPickupDay,
    });

    it('before pickup: at risk when the container is ready at the port after the pickup day, by the minutes from the window end', () => {
      const late = assessRisk(load({ stops: stops(), truck: truck(SOUTH_OF_CHICAGO, [60]), container: container('2027-03-03', '2027-03-04') }), NOW);
      // Ready 2027-03-03 00:00, the pickup window closed 2027-03-02 16:00: 8 h.
      expect(late).toMatchObject({ isDelayed: false, isAtRisk: true, reason: 'containerLate', minutes: 480 });
      expect(late.etaAt).not.toBeNull();
      expect(assessRisk(load({ stops: stops(), container: container('2027-03-02', '2027-03-03') }), NOW)).toMatchObject({ isAtRisk: false, reason: null });
      // A pending date change already proposing the pickup for the ready day: the move is under way.
      expect(assessRisk(load({ stops: stops(), container: container('2027-03-03', '2027-03-04', '2027-03-03') }), NOW)).toMatchObject({ isAtRisk: false });
      expect(assessRisk(load({ stops: stops(), container: container('2027-03-04', '2027-03-05', '2027-03-03') }), NOW)).toMatchObject({
        reason: 'containerLate',
      });
      // The pickup moved to the ready day by the calendar: in time.
      expect(assessRisk(load({ stops: stops(), calendarPickupDay: '2027-03-03', container: container('2027-03-03', '2027-03-04') }), NOW)).toMatchObject({
        isAtRisk: false,
      });
      // The cause comes before an unassigned pickup's noTruck.
      const soon = load({
        status: 'accepted',
        stops: [stop('pickup', 1, CHICAGO, 1, 3), stop('delivery', 2, INDIANAPOLIS, 44, 52)],
        container: container('2027-03-03', '2027-03-04'),
      });
      expect(assessRisk(soon, NOW)).toMatchObject({ isAtRisk: true, reason: 'containerLate' });
      // A missed window stays delayed.
      const missed = load({
        stops: [stop('pickup', 1, CHICAGO, -5, -2), stop('delivery', 2, INDIANAPOLIS, 44, 52)],
        container: container('2027-03-03', '2027-03-04'),
      });
      expect(assessRisk(missed, NOW)).toMatchObject({ isDelayed: true, reason: 'pickupMissed' });
    });

    it('once picked up: at risk when the container reaches the warehouse after the delivery day', () => {
      const loaded = {
        status: 'in_transit' as const,
        pickedUpAt: at(-1),
        stops: [stop('pickup', 1, CHICAGO, -3, -1), stop('delivery', 2, INDIANAPOLIS, 44, 52)],
      };
      expect(assessRisk(load({ ...loaded, container: container('2027-03-03', '2027-03-04') }), NOW)).toMatchObject({
        isAtRisk: true,
        reason: 'containerLate',
        minutes: 480,
      });
      expect(assessRisk(load({ ...loaded, container: container('2027-03-02', '2027-03-03') }), NOW)).toMatchObject({ isAtRisk: false });
    });
  });
});
