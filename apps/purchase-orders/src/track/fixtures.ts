import type { ContainerLocation, ContainerTracking, PurchaseOrderTracking } from '@freight/contracts';

/**
 * A container crossing the Pacific from Shanghai to Long Beach, past the antimeridian, its ETA slipped twice. Between
 * the ports its position has no name (null), as the providers store it.
 */
export const CONTAINER: ContainerTracking = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  containerNumber: 'MSKU9070323',
  sizeType: '40HC',
  sealNumber: 'SL-5521',
  grossWeightKg: 18_250,
  status: 'in_transit',
  lastPosition: { lat: 38.2, lng: -171.5, name: null, at: '2026-11-23T18:00:00.000Z' },
  eta: '2026-12-02T14:00:00.000Z',
  nextMilestone: { event: 'vessel_arrived', plannedAt: '2026-12-02T14:00:00.000Z', locationName: 'Port of Long Beach' },
  trackingProvider: 'simulated',
  load: null,
  purchaseOrder: { _id: 'p0000000-0000-4000-8000-000000000001', poNumber: 'PO-100123', status: 'in_transit' },
  billOfLading: 'MAEU123456789',
  oceanCarrier: 'MAEU',
  vessel: 'Maersk Essen',
  voyage: '245E',
  originPort: 'Shanghai',
  destinationPort: 'Long Beach',
  milestones: [
    { _id: 'm1', event: 'gate_in', locationName: 'Port of Shanghai', lat: 31.23, lng: 121.49, vessel: null, voyage: null, plannedAt: '2026-11-10T08:00:00.000Z', actualAt: '2026-11-10T09:30:00.000Z' },
    { _id: 'm2', event: 'loaded', locationName: 'Port of Shanghai', lat: 31.23, lng: 121.49, vessel: 'Maersk Essen', voyage: '245E', plannedAt: '2026-11-12T08:00:00.000Z', actualAt: '2026-11-12T07:15:00.000Z' },
    { _id: 'm3', event: 'vessel_departed', locationName: 'Port of Shanghai', lat: 31.23, lng: 121.49, vessel: 'Maersk Essen', voyage: '245E', plannedAt: '2026-11-12T20:00:00.000Z', actualAt: '2026-11-13T02:00:00.000Z' },
    { _id: 'm4', event: 'vessel_arrived', locationName: 'Port of Long Beach', lat: 33.75, lng: -118.22, vessel: 'Maersk Essen', voyage: '245E', plannedAt: '2026-12-02T14:00:00.000Z', actualAt: null },
    { _id: 'm5', event: 'discharged', locationName: 'Port of Long Beach', lat: 33.75, lng: -118.22, vessel: null, voyage: null, plannedAt: '2026-12-03T10:00:00.000Z', actualAt: null },
  ],
  positions: [
    { lat: 31.23, lng: 121.49, at: '2026-11-13T02:00:00.000Z' },
    { lat: 35.1, lng: 150.2, at: '2026-11-17T00:00:00.000Z' },
    { lat: 37.5, lng: 172.4, at: '2026-11-21T00:00:00.000Z' },
    { lat: 38.2, lng: -171.5, at: '2026-11-23T18:00:00.000Z' },
  ],
  etaHistory: [
    { previousEta: null, eta: '2026-11-30T14:00:00.000Z', recordedAt: '2026-11-13T02:00:00.000Z', source: 'simulated' },
    { previousEta: '2026-11-30T14:00:00.000Z', eta: '2026-12-01T20:00:00.000Z', recordedAt: '2026-11-18T06:00:00.000Z', source: 'simulated' },
    { previousEta: '2026-12-01T20:00:00.000Z', eta: '2026-12-02T14:00:00.000Z', recordedAt: '2026-11-22T06:00:00.000Z', source: 'simulated' },
  ],
};

/** A second container of the same bill of lading, still at the origin, no position yet. */
const SECOND: ContainerTracking = {
  ...CONTAINER,
  _id: 'c0000000-0000-4000-8000-000000000002',
  containerNumber: 'CSQU3054383',
  sizeType: '20GP',
  status: 'gate_in',
  lastPosition: null,
  eta: null,
  nextMilestone: { event: 'loaded', plannedAt: '2026-11-26T08:00:00.000Z', locationName: 'Port of Shanghai' },
  milestones: [CONTAINER.milestones[0]!],
  positions: [],
  etaHistory: [],
};

export const BILL: PurchaseOrderTracking = {
  billOfLading: 'MAEU123456789',
  purchaseOrders: [CONTAINER.purchaseOrder],
  containers: [CONTAINER, SECOND],
};

/** The map's containers: two near Long Beach, one mid-Pacific (no place name between ports), one in Rotterdam. */
export const LOCATIONS: ContainerLocation[] = [
  { _id: 'l1', containerNumber: 'MSKU9070323', status: 'in_transit', lat: 38.2, lng: -171.5, locationName: null, at: '2026-11-23T18:00:00.000Z', eta: '2026-12-02T14:00:00.000Z', vessel: 'Maersk Essen', purchaseOrder: CONTAINER.purchaseOrder },
  { _id: 'l2', containerNumber: 'CSQU3054383', status: 'discharged', lat: 33.75, lng: -118.22, locationName: 'Port of Long Beach', at: '2026-11-23T10:00:00.000Z', eta: null, vessel: 'CMA CGM Marco Polo', purchaseOrder: { _id: 'p2', poNumber: 'PO-100124', status: 'at_port' } },
  { _id: 'l3', containerNumber: 'TGHU1234567', status: 'discharged', lat: 33.76, lng: -118.21, locationName: 'Port of Long Beach', at: '2026-11-23T11:00:00.000Z', eta: null, vessel: null, purchaseOrder: { _id: 'p2', poNumber: 'PO-100124', status: 'at_port' } },
  { _id: 'l4', containerNumber: 'HLXU8765430', status: 'transshipment', lat: 51.95, lng: 4.14, locationName: 'Port of Rotterdam', at: '2026-11-22T09:00:00.000Z', eta: '2026-12-09T08:00:00.000Z', vessel: 'Hapag Berlin', purchaseOrder: { _id: 'p3', poNumber: 'PO-100125', status: 'in_transit' } },
];
