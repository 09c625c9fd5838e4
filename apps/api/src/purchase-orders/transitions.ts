import { PURCHASE_ORDER_TRANSITIONS, type PurchaseOrderAction, type PurchaseOrderStatus, READ_ONLY_PURCHASE_ORDER_STATUSES } from '@freight/contracts';
import { HttpError } from '../plugins/envelope';
import { PURCHASE_ORDER_TEXTS } from './texts';
import { statusText } from '../texts/statuses';

/**
 * The purchase-order state machine (PURCHASE_ORDER_TRANSITIONS in @freight/contracts) as the API applies it. The user
 * drives open → booked (update-bill-of-lading) and → closed (close-purchase-order); the tracking job drives booked →
 * in_transit → at_port → delivered from the containers' milestones (tracking/, through `assertTransition` or
 * `canTransition`). docs/modules/purchase-orders.md, "Purchase orders API".
 */

const isReadOnly = (status: string) => READ_ONLY_PURCHASE_ORDER_STATUSES.includes(status as PurchaseOrderStatus);

/** May a purchase order go from `from` to `to`? (Staying where it is is not a move.) */
export function canTransition(from: string, to: PurchaseOrderStatus): boolean {
  return (PURCHASE_ORDER_TRANSITIONS[from as PurchaseOrderStatus] ?? []).includes(to);
}

/** 409 'This purchase order is closed …' for a read-only order. */
export function assertWritable(status: string): void {
  if (isReadOnly(status)) throw new HttpError(409, PURCHASE_ORDER_TEXTS.orders.readOnly());
}

/**
 * Throws a 409 unless `from` → `to` is a move of the machine: readOnly for a closed or cancelled order,
 * 'This purchase order cannot go from {from} to {to}' otherwise.
 */
export function assertTransition(from: string, to: PurchaseOrderStatus): void {
  assertWritable(from);
  if (!canTransition(from, to)) throw new HttpError(409, PURCHASE_ORDER_TEXTS.orders.transitionNotAllowed({ from: statusText(from), to: statusText(to) }));
}

/** What the caller may do with an order in `status` (PurchaseOrderDetail.actions): a closed or cancelled order, nothing. */
export function actionsFor(status: string): PurchaseOrderAction[] {
  if (isReadOnly(status)) return [];
  const actions: PurchaseOrderAction[] = ['edit', 'billOfLading', 'split', 'updateContainer'];
  if (canTransition(status, 'closed')) actions.push('close');
  return actions;
}
