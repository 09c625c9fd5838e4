import type { LoadStatus, OrderType, QuoteStatus } from '@freight/contracts';
import type {
  activityLogs,
  loadStops,
  loads,
  orderAccessorials,
  orderDetails,
  orderStatusHistory,
  orders,
  quoteComments,
  quotes,
  trackingPoints,
} from '../../db/schema';
import type { LatLng, Route } from '../../reference/geo';
import type { Random } from '../random';
import type { EquipmentKey } from '../reference';

/** What the load generator is given (the world it makes loads in) and what it makes (a bundle of rows per load). */

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface AddressRef {
  id: string;
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'USA' | 'CANADA';
  lat: number;
  lng: number;
  contactName: string;
  contactPhone: string;
  /** A warehouse of the shipper (its id), not an address-book entry. */
  warehouseId?: string;
}

export interface TruckRef {
  id: string;
  companyId: string;
  kind: 'truck' | 'carrier';
  name: string;
  truckNumber: string;
}

export interface CarrierRef {
  companyId: string;
  name: string;
  country: 'USA' | 'CANADA';
  trucks: TruckRef[];
  /** Who receives this carrier's quote requests. */
  contact: { name: string; email: string };
  /** Dispatcher user (activity on the carrier's side). */
  userId: string | null;
  /** Weight of this carrier for US, Canadian and cross-border loads. */
  share: { USA: number; CANADA: number; CROSS_BORDER: number };
}

export interface LaneRef {
  id: string;
  route: Route;
  origin: AddressRef;
  destination: AddressRef;
  equipmentKey: EquipmentKey;
}

export interface TruckPosition extends LatLng {
  truckerId: string;
  heading: number;
  speedMph: number;
  at: Date;
  status: 'on_load';
  /** In transit positions win over "heading to pickup" ones. */
  priority: number;
}

export interface LoadWorld {
  rng: Random;
  /** Seeding time (ms). */
  now: number;
  shipperCompanyId: string;
  creatorIds: readonly string[];
  addressByCity: ReadonlyMap<string, AddressRef>;
  /** The shipper's warehouses by city: a load off its lanes whose destination city has one delivers there. */
  warehouseByCity?: ReadonlyMap<string, AddressRef>;
  routes: readonly Route[];
  lanes: readonly LaneRef[];
  equipmentIds: Readonly<Record<EquipmentKey, string>>;
  carriers: readonly CarrierRef[];
  externalCarriers: ReadonlyArray<{ name: string; email: string }>;
  nextNumber(kind: 'load' | 'order' | 'invoice'): number;
  /** Which trucks already carry a load in transit / have one assigned (one of each per truck). */
  busy: Map<string, { inTransit: boolean; assigned: boolean }>;
  /** Passcode of every seeded quote (documented in docs/DATA-MODEL.md). */
  passcode: string;
  withTracking: boolean;
  withActivity: boolean;
  /**
   * Benchmark growth: only what lists need (the load, its stops, the winning or first quote, the order and its
   * live assignment); no losing quotes, comments, status history, accessorials or refused assignments.
   */
  lean: boolean;
}

export type QuoteDraft = Insert<typeof quotes> & {
  id: string;
  status: QuoteStatus;
  amount: number | null;
  confirmedAt: Date | null;
  approvedAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export interface LoadBundle {
  load: Insert<typeof loads>;
  stops: Insert<typeof loadStops>[];
  quotes: QuoteDraft[];
  quoteComments: Insert<typeof quoteComments>[];
  orders: Insert<typeof orders>[];
  orderDetails: Insert<typeof orderDetails>[];
  history: Insert<typeof orderStatusHistory>[];
  accessorials: Insert<typeof orderAccessorials>[];
  tracking: Insert<typeof trackingPoints>[];
  activity: Insert<typeof activityLogs>[];
  truckPosition: TruckPosition | null;
  route: Route;
}

/** When the load's steps happen (ms), before any of its rows is made. */
export interface LoadTimes {
  created: number;
  pickupStart: number;
  pickupEnd: number;
  deliveryStart: number;
  deliveryEnd: number;
  pickedUpAt: number | null;
  deliveredAt: number | null;
  invoicedAt: number | null;
  paidAt: number | null;
  cancelledAt: number | null;
  /** How far along its route a truck in transit is (0..1). */
  progress: number;
}

/** Everything decided about a load (not a sub-load) once its row is made: what its stops, quotes and order follow. */
export interface LoadPlan {
  world: LoadWorld;
  status: LoadStatus;
  rank: number;
  loadUuid: string;
  loadNumber: string;
  createdBy: string;
  route: Route;
  hours: number;
  origin: AddressRef;
  destination: AddressRef;
  /** Tendered or further: the load has a carrier (and an order). */
  awarded: boolean;
  carrier: CarrierRef | null;
  truck: TruckRef | null;
  times: LoadTimes;
  mode: OrderType;
  currency: string;
  rate: number;
}
