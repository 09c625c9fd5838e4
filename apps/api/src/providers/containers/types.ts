import type { ContainerEvent, ContainerStatus } from '@freight/contracts';

/**
 * The container tracking provider (docs/modules/purchase-orders.md, "Container tracking"): given the containers the
 * tracking job follows, as stored, it says what changed for each — milestones reached or re-planned, positions, the
 * ETA, the status. The job (purchase-orders/containers/job.ts) writes it; the provider writes nothing.
 *
 *   simulated  (default) moves containers along the real ocean lanes of the demo world over days (./simulated.ts)
 *   vizion     Vizion's REST API when VIZION_API_KEY is set (./vizion.ts)
 */

type TrackingSource = 'simulated' | 'vizion';

export interface StoredMilestone {
  id: string;
  event: ContainerEvent;
  /** Null when the provider named no place. */
  locationName: string | null;
  lat: number | null;
  lng: number | null;
  vessel: string | null;
  voyage: string | null;
  plannedAt: Date | null;
  actualAt: Date | null;
  externalId: string | null;
}

/** A container as the job reads it: its own row, its purchase order's sailing, its milestones and last track point. */
export interface TrackedContainer {
  id: string;
  companyId: string;
  purchaseOrderId: string;
  containerNumber: string;
  status: ContainerStatus;
  eta: Date | null;
  trackingProvider: string;
  trackingReference: string | null;
  lastEventAt: Date | null;
  order: {
    poNumber: string;
    billOfLading: string | null;
    oceanCarrier: string | null;
    vessel: string | null;
    voyage: string | null;
    originPort: string;
    destinationPort: string;
    etd: Date | null;
    eta: Date | null;
  };
  /** Where `delivered` happens: the order's destination warehouse, when it has one with a position. */
  warehouse: { name: string; lat: number | null; lng: number | null } | null;
  /** Oldest first (CONTAINER_EVENTS order, then planned time). */
  milestones: StoredMilestone[];
  /** The time of the last stored track point, if any. */
  lastPositionAt: Date | null;
  /** Whether the provider already moved the ETA once after the departure (the simulator's slip happens once). */
  etaMoved: boolean;
}

/** A milestone as a provider reports it: matched to a stored one by externalId, else by event. */
export interface MilestoneUpdate {
  event: ContainerEvent;
  /** Null when the provider names no place (Vizion without a name, city or UN/LOCODE). */
  locationName: string | null;
  lat: number | null;
  lng: number | null;
  vessel: string | null;
  voyage: string | null;
  plannedAt: Date | null;
  actualAt: Date | null;
  externalId: string | null;
}

export interface ContainerUpdate {
  containerId: string;
  /** Set when the provider gave the container a reference of its own (Vizion's reference id, SIM-… for the simulator). */
  trackingReference?: string;
  /** Milestones to insert or update (those unchanged may be left out). */
  milestones: MilestoneUpdate[];
  /** New track points, oldest first; `locationName` null between ports. */
  positions: Array<{ lat: number; lng: number; locationName: string | null; at: Date }>;
  /** The container's status now. */
  status: ContainerStatus;
  /**
   * Where it is now (null: unknown, keep the stored one). `name` is the port's or place's name, null between ports (no
   * name; the screens say "At sea" in the reader's language).
   */
  place: { lat: number | null; lng: number | null; name: string | null; at: Date } | null;
  /** Arrival at the destination port as the provider expects it now (null: unknown, keep the stored one). */
  eta: Date | null;
}

export interface ContainerTrackingProvider {
  readonly name: TrackingSource;
  /** Updates of these containers as of `now` (an empty list when nothing changed). */
  updates(containers: readonly TrackedContainer[], now: Date): Promise<ContainerUpdate[]>;
}

/** A container's status after its latest reached milestone (vessel_arrived: still on board until discharged). */
export const STATUS_AFTER: Readonly<Record<ContainerEvent, ContainerStatus>> = {
  empty_pickup: 'booked',
  gate_in: 'gate_in',
  loaded: 'loaded',
  vessel_departed: 'in_transit',
  transshipment: 'transshipment',
  vessel_arrived: 'in_transit',
  discharged: 'discharged',
  gate_out: 'gate_out',
  delivered: 'delivered',
  empty_returned: 'empty_returned',
};
