import type { Parcel, ParcelAddress, ParcelTrackingStatus, ShipmentRate, TrackingEvent } from '@freight/contracts';

/**
 * One label provider interface, two implementations: the local one (default: offline rates, a real 4×6 label PDF,
 * a simulated tracking history) and Shippo (its official SDK, when SHIPPO_API_KEY is set). The routes
 * (documents/label-routes.ts) keep the `shipment_labels` row and its state machine; a provider only talks to the carrier.
 */

export interface ShipmentInput {
  /** Our `shipment_labels` row (the provider may keep it as metadata). */
  labelId: string;
  from: ParcelAddress;
  to: ParcelAddress;
  parcel: Parcel;
}

interface ShipmentQuote {
  providerShipmentId: string;
  /** Cheapest first. */
  rates: ShipmentRate[];
}

interface PurchaseInput extends ShipmentInput {
  providerShipmentId: string | null;
  rate: ShipmentRate;
  purchasedAt: Date;
}

interface PurchasedLabel {
  providerTransactionId: string;
  trackingNumber: string;
  /** The label's PDF when the provider makes it here (local), else null. */
  labelPdf: Buffer | null;
  /** The provider's label URL (Shippo), else null. */
  labelUrl: string | null;
}

interface CancelInput {
  providerTransactionId: string | null;
}

export interface TrackInput {
  labelId: string;
  carrier: string;
  trackingNumber: string;
  purchasedAt: Date;
  /** The bought rate's estimate (the local simulation delivers after it). */
  estimatedDays: number | null;
  from: ParcelAddress;
  to: ParcelAddress;
  now: Date;
}

export interface TrackingResult {
  status: ParcelTrackingStatus;
  /** Oldest first. */
  events: TrackingEvent[];
}

export interface LabelProvider {
  readonly name: 'local' | 'shippo';
  createShipment(input: ShipmentInput): Promise<ShipmentQuote>;
  purchase(input: PurchaseInput): Promise<PurchasedLabel>;
  /** Voids a bought label (a refund with Shippo); nothing to do for one never bought. */
  cancel(input: CancelInput): Promise<void>;
  track(input: TrackInput): Promise<TrackingResult>;
  /** Renders the label's PDF again (the local provider, for a label stored without one, e.g. the demo data's). */
  renderLabel?(input: LabelDocumentInput): Promise<Buffer>;
}

export interface LabelDocumentInput {
  from: ParcelAddress;
  to: ParcelAddress;
  parcel: Parcel;
  carrier: string;
  service: string;
  trackingNumber: string;
  purchasedAt: Date;
}
