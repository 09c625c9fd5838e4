import { labelFilePath, type CreateShipmentRequest, type PurchaseLabelRequest, type ShipmentLabelList, type ShipmentLabelView } from '@freight/contracts';
import { API_BASE_URL, call, type CallOptions } from '../client';

/**
 * Shipping labels (shippo-shipment/). docs/modules/orders.md, "Shipping labels". create-shipment and purchase-label
 * are idempotent creates (one key per user action: pass `idempotencyKey` to keep it across the user's own retries).
 */
export const shippoShipment = {
  list: (orderId: string, options?: CallOptions) =>
    call<ShipmentLabelList>('shippo-shipment/label-list', { method: 'POST', url: 'shippo-shipment/label-list', data: { orderId } }, options),
  createShipment: (body: CreateShipmentRequest, options?: CallOptions) =>
    call<ShipmentLabelView>('shippo-shipment/create-shipment', { method: 'POST', url: 'shippo-shipment/create-shipment', data: body }, options),
  purchaseLabel: (body: PurchaseLabelRequest, options?: CallOptions) =>
    call<ShipmentLabelView>('shippo-shipment/purchase-label', { method: 'POST', url: 'shippo-shipment/purchase-label', data: body }, options),
  cancelLabel: (labelId: string, options?: CallOptions) =>
    call<ShipmentLabelView>('shippo-shipment/cancel-label', { method: 'POST', url: 'shippo-shipment/cancel-label', data: { _id: labelId } }, options),
  trackShipment: (labelId: string, options?: CallOptions) =>
    call<ShipmentLabelView>('shippo-shipment/track-shipment', { method: 'POST', url: 'shippo-shipment/track-shipment', data: { _id: labelId } }, options),
  /** The label's PDF, for a download link (a GET: the session cookie authorizes it). */
  fileUrl: (labelId: string) => `${API_BASE_URL}/${labelFilePath(labelId)}`,
};
