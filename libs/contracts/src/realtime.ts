/**
 * The real-time channel: one WebSocket per page at `REALTIME_PATH`, authenticated by the session cookie (or, for the
 * public pages, a driver token or a tracking share code in the query). The server sends `RealtimeEnvelope`s; each
 * has the id of its row in the event log, so a client that reconnects with `?after={last id}` gets what it missed.
 */
export const REALTIME_PATH = '/v1/api/realtime';

export const REALTIME_EVENT_TYPES = [
  'chat.message',
  'chat.read',
  'truck.position',
  'load.milestone',
  'notification',
  'order.updated',
  'orders.flagged',
  'containers.updated',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeEnvelope<P = Record<string, unknown>> {
  /** The event log's id: increasing; the `after` cursor of a reconnect. */
  id: number;
  type: RealtimeEventType;
  /** ISO time the event was recorded. */
  at: string;
  payload: P;
}

/** `truck.position`: a truck moved (update-trucker-location, the driver's page, the demo simulator). */
export interface TruckPositionEvent {
  truckerId: string;
  /** The load it carries, if any. */
  loadId: string | null;
  lat: number;
  lng: number;
  speedMph: number | null;
  heading: number | null;
  /** ISO time of the position. */
  at: string;
  locationName: string | null;
}

/** `load.milestone`: an assignment's status changed (arrived, picked up, delivered, ...). */
export interface LoadMilestoneEvent {
  loadId: string;
  status: string;
  at: string;
}

/**
 * `order.updated`: an order changed (an action of order-manager), to both its companies; the screens
 * showing it fetch get-order-detail again. docs/modules/orders.md.
 */
export interface OrderUpdatedEvent {
  /** The order's uuid. */
  orderId: string;
  status: string;
}

/**
 * `orders.flagged`: the risk job changed the delay or risk flags of some of a company's orders; the
 * dashboard and the order lists fetch their figures again. To each company concerned, once per run.
 */
export interface OrdersFlaggedEvent {
  /** How many of the company's orders changed flags in this run. */
  changed: number;
}

/**
 * `containers.updated`: the tracking provider moved some of a company's containers (a position, a
 * milestone, a new ETA); the track screen, the map and the wall board fetch again. To the company, once per run.
 */
export interface ContainersUpdatedEvent {
  /** The containers that changed. */
  containerIds: string[];
  /** Their purchase orders. */
  purchaseOrderIds: string[];
}

/**
 * Who may receive an event: a server-side event carries topics, a connection subscribes to the topics its caller may
 * read (its user, its company, the trucks of its company, a load it is a party to or holds a link for).
 */
export const realtimeTopic = {
  company: (id: string) => `company:${id}`,
  user: (id: string) => `user:${id}`,
  trucker: (id: string) => `trucker:${id}`,
  load: (id: string) => `load:${id}`,
} as const;
