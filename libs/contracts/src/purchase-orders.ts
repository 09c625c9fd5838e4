import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageRequest, StringEnum, pageOf, type Page } from './loads';
import { CURRENCIES, LOAD_STATUSES, PURCHASE_ORDER_STATUSES } from './statuses';

/**
 * Purchase orders (inbound, from suppliers overseas): the list of issue 13 (`/order/purchase-orders/list`, read-only)
 * through `POST purchase-manager/purchase-order-list`, our generic list fetch. Issue 15 (the purchase orders module:
 * create, edit, split, containers, tracking) extends this file and the purchase-manager module.
 * docs/modules/orders.md, "Order history and purchase orders".
 *
 * Access: module `salesOrders` (the screen sits under /order, permission salesOrders; the demo shipper holds both
 * salesOrders and purchaseOrders). A route can name one module only: issue 15 may widen it.
 */

export const PURCHASE_ORDER_MESSAGES = {
  listFetched: 'Purchase orders fetched',
} as const;

const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** newest: latest created first; eta: soonest arrival first (none last); po_number: PO-100001 first. */
export const PURCHASE_ORDER_SORTS = ['newest', 'eta', 'po_number'] as const;
export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTS)[number];

/** POST purchase-manager/purchase-order-list */
export const PurchaseOrderListRequest = Type.Object(
  {
    ...PageRequest,
    status: Type.Optional(StringEnum(PURCHASE_ORDER_STATUSES)),
    /** PO number, supplier, bill of lading, a port, the vessel or the ERP reference (case-insensitive, part of a word). */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    sort: Type.Optional(StringEnum(PURCHASE_ORDER_SORTS)),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20, status: 'in_transit' }] },
);
export type PurchaseOrderListRequest = Static<typeof PurchaseOrderListRequest>;

export const PurchaseOrderListItem = Type.Object({
  _id: Type.String(),
  poNumber: Type.String(),
  /** The purchase order it was split from, if any. */
  parentId: nullable(Type.String()),
  status: StringEnum(PURCHASE_ORDER_STATUSES),
  supplier: Type.Object({ name: Type.String(), country: Type.String() }),
  originPort: Type.String(),
  destinationPort: Type.String(),
  billOfLading: nullable(Type.String()),
  oceanCarrier: nullable(Type.String()),
  vessel: nullable(Type.String()),
  orderDate: Type.String({ format: 'date' }),
  etd: nullable(DateTime),
  eta: nullable(DateTime),
  /** Actual arrival at the destination port. */
  ata: nullable(DateTime),
  containerCount: Type.Integer({ minimum: 0 }),
  /**
   * The load that ships it inland: the company's latest load (not cancelled first) whose `po_number` is this
   * purchase order's number; null when none names it.
   */
  load: nullable(Type.Object({ _id: Type.String(), loadId: Type.String(), status: StringEnum(LOAD_STATUSES) })),
  currency: StringEnum(CURRENCIES),
  totalCents: Type.Integer(),
  updatedAt: DateTime,
});
export type PurchaseOrderListItem = Static<typeof PurchaseOrderListItem>;
export const PurchaseOrderListResponseData = pageOf(PurchaseOrderListItem);
export type PurchaseOrderListResponseData = Page<PurchaseOrderListItem>;
