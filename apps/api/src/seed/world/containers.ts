import { containerCheckDigit, type ContainerEvent, type ContainerStatus, type PurchaseOrderStatus } from '@freight/contracts';
import type { purchaseOrders } from '../../db/schema';
import { OCEAN_LANES, PORTS, oceanLine, wrapLng, type City } from '../../reference/geo';
import { CONTAINER_OWNERS } from '../../reference/names';
import { DAY, HOUR } from './constants';
import type { Insert, WorldBuild } from './context';

/** A purchase order's 1 to 3 containers, where each is, its daily positions at sea, its milestones and ETA history. */

export type OceanLane = (typeof OCEAN_LANES)[number];

/** A purchase order's sailing, as its containers follow it. */
export interface Voyage {
  po: Insert<typeof purchaseOrders>;
  status: PurchaseOrderStatus;
  lane: OceanLane;
  transit: number;
  etd: number;
  eta: number;
  orderDate: number;
  /** The city of the DC the goods go to (a key of the warehouses). */
  warehouseKey: string;
}

type Line = ReturnType<typeof oceanLine>;
type WarehouseByCity = ReadonlyMap<string, { id: string; city: City }>;

/** ISO 6346 container number with its check digit (@freight/contracts' `containerCheckDigit`). */
export function containerNumber(owner: string, serial: string): string {
  return `${owner}${serial}${containerCheckDigit(`${owner}${serial}`)}`;
}

/** Makes the containers; returns their ids. */
export function addContainers(build: WorldBuild, voyage: Voyage, warehouseByCity: WarehouseByCity, atSea: { count: number }): string[] {
  const line = oceanLine(voyage.lane);
  const containerIds: string[] = [];
  const containerCount = build.rng.int(1, 3);
  for (let c = 0; c < containerCount; c++) {
    const containerId = build.rng.uuid();
    containerIds.push(containerId);
    const containerStatus = addContainer(build, voyage, line, containerId, warehouseByCity);
    if (voyage.status === 'open') continue;
    addPositions(build, voyage, line, containerId, containerStatus);
    addMilestones(build, voyage, containerId, containerStatus, warehouseByCity);
    if (containerStatus === 'in_transit') addEtaChanges(build, voyage, containerId, atSea.count++);
  }
  return containerIds;
}

function addContainer(
  { rng, now, demo, rows }: WorldBuild,
  voyage: Voyage,
  line: Line,
  containerId: string,
  warehouseByCity: WarehouseByCity,
): ContainerStatus {
  const { po, status, lane, transit, etd, eta, orderDate, warehouseKey } = voyage;
  const progress = status === 'in_transit' ? Math.min(0.98, Math.max(0.02, (now - etd) / transit)) : 0;
  const containerStatus: ContainerStatus =
    status === 'open' || status === 'booked'
      ? 'booked'
      : status === 'in_transit'
        ? 'in_transit'
        : status === 'at_port'
          ? 'discharged'
          : status === 'delivered'
            ? 'delivered'
            : 'empty_returned';
  const origin = PORTS[lane.from]!;
  const destination = PORTS[lane.to]!;
  // A position between ports has no place name (null): the screens say "At sea" in the reader's language.
  const here: { lat: number; lng: number; name: string | null } =
    containerStatus === 'booked'
      ? { lat: origin.lat, lng: origin.lng, name: origin.name }
      : containerStatus === 'in_transit'
        ? (() => {
            const p = line.at(progress);
            return { lat: p.lat, lng: wrapLng(p.lng), name: null };
          })()
        : containerStatus === 'discharged'
          ? { lat: destination.lat, lng: destination.lng, name: destination.name }
          : (() => {
              const warehouse = warehouseByCity.get(warehouseKey)!.city;
              return { lat: warehouse.lat, lng: warehouse.lng, name: `${warehouse.name}, ${warehouse.state}` };
            })();
  const sizeType = rng.weighted([
    ['40HC', 50],
    ['40GP', 20],
    ['20GP', 20],
    ['45HC', 5],
    ['40RF', 5],
  ] as const);
  rows.containers.push({
    id: containerId,
    companyId: demo,
    purchaseOrderId: po.id!,
    containerNumber: containerNumber(rng.pick(CONTAINER_OWNERS), rng.digits(6)),
    sizeType,
    sealNumber: status === 'open' ? null : `SL${rng.digits(7)}`,
    status: containerStatus,
    lastLat: status === 'open' ? null : here.lat,
    lastLng: status === 'open' ? null : here.lng,
    lastLocationName: status === 'open' ? null : here.name,
    lastEventAt: status === 'open' ? null : new Date(Math.min(now - HOUR, Math.max(etd, now - 2 * DAY))),
    eta: new Date(eta),
    trackingProvider: 'simulated',
    trackingReference: status === 'open' ? null : `SIM-${rng.code(10)}`,
    grossWeightKg: rng.int(8, 26) * 1000,
    releasedAt: status === 'closed' ? po.closedAt : null,
    createdAt: new Date(orderDate + DAY),
    updatedAt: new Date(Math.min(now, etd + transit * progress)),
  });
  return containerStatus;
}

/** Daily while at sea (up to today, or the whole crossing when it is over). */
function addPositions(
  { rng, now, demo, rows }: WorldBuild,
  { lane, transit, etd, eta }: Voyage,
  line: Line,
  containerId: string,
  containerStatus: ContainerStatus,
): void {
  const origin = PORTS[lane.from]!;
  const destination = PORTS[lane.to]!;
  const until = containerStatus === 'in_transit' ? now : eta;
  if (etd < now) {
    const days = Math.max(1, Math.floor((until - etd) / DAY));
    for (let d = 0; d <= days; d += 1) {
      const at = etd + d * DAY;
      const p = line.at(Math.min(1, (at - etd) / transit));
      rows.containerPositions.push({
        id: rng.uuid(),
        companyId: demo,
        containerId,
        lat: p.lat,
        lng: wrapLng(p.lng),
        locationName: d === 0 ? origin.name : at >= eta ? destination.name : null,
        recordedAt: new Date(Math.min(at, now - HOUR)),
      });
    }
  }
}

function addMilestones(
  { rng, now, demo, rows }: WorldBuild,
  { po, lane, etd, eta, warehouseKey }: Voyage,
  containerId: string,
  containerStatus: ContainerStatus,
  warehouseByCity: WarehouseByCity,
): void {
  const origin = PORTS[lane.from]!;
  const destination = PORTS[lane.to]!;
  const events: Array<[ContainerEvent, number, { lat: number; lng: number; name: string }]> = [
    ['empty_pickup', etd - 6 * DAY, { lat: origin.lat, lng: origin.lng, name: origin.name }],
    ['gate_in', etd - 4 * DAY, { lat: origin.lat, lng: origin.lng, name: origin.name }],
    ['loaded', etd - 0.5 * DAY, { lat: origin.lat, lng: origin.lng, name: origin.name }],
    ['vessel_departed', etd, { lat: origin.lat, lng: origin.lng, name: origin.name }],
    ['vessel_arrived', eta, { lat: destination.lat, lng: destination.lng, name: destination.name }],
    ['discharged', eta + 0.5 * DAY, { lat: destination.lat, lng: destination.lng, name: destination.name }],
    ['gate_out', eta + 3 * DAY, { lat: destination.lat, lng: destination.lng, name: destination.name }],
    [
      'delivered',
      eta + 4 * DAY,
      (() => {
        const city = warehouseByCity.get(warehouseKey)!.city;
        return { lat: city.lat, lng: city.lng, name: `${city.name}, ${city.state}` };
      })(),
    ],
    ['empty_returned', eta + 7 * DAY, { lat: destination.lat, lng: destination.lng, name: destination.name }],
  ];
  const reached: Record<ContainerStatus, number> = {
    booked: 0,
    gate_in: 2,
    loaded: 3,
    in_transit: 4,
    transshipment: 4,
    discharged: 6,
    gate_out: 7,
    delivered: 8,
    empty_returned: 9,
  };
  events.forEach(([event, at, place], index) => {
    const done = index < reached[containerStatus] && at < now;
    rows.milestones.push({
      id: rng.uuid(),
      companyId: demo,
      containerId,
      event,
      locationName: place.name,
      lat: place.lat,
      lng: place.lng,
      vessel: event === 'vessel_departed' || event === 'vessel_arrived' || event === 'loaded' || event === 'discharged' ? po.vessel : null,
      voyage: event === 'vessel_departed' || event === 'vessel_arrived' ? po.voyage : null,
      plannedAt: new Date(at),
      actualAt: done ? new Date(Math.min(now - HOUR, at + rng.float(-0.3, 0.6) * DAY)) : null,
    });
  });
}

/**
 * ETA history of the containers at sea (no draw from rng: the rest of the world stays as it was): the first
 * ETA at booking, then a slip of 6 to 42 h; every third one (k, the count at sea so far) slipped within the last day
 * (the wall board's mark).
 */
function addEtaChanges({ now, demo, rows }: WorldBuild, { etd, eta }: Voyage, containerId: string, k: number): void {
  const slipped = (6 + ((k * 11) % 37)) * HOUR;
  const movedAt = k % 3 === 0 ? now - (2 + k) * HOUR : etd + (now - etd) / 2;
  rows.etaChanges.push(
    {
      id: `${containerId.slice(0, 34)}e1`,
      companyId: demo,
      containerId,
      previousEta: null,
      eta: new Date(eta - slipped),
      source: 'simulated',
      recordedAt: new Date(etd - 12 * DAY),
    },
    {
      id: `${containerId.slice(0, 34)}e2`,
      companyId: demo,
      containerId,
      previousEta: new Date(eta - slipped),
      eta: new Date(eta),
      source: 'simulated',
      recordedAt: new Date(Math.max(etd, movedAt)),
    },
  );
}
