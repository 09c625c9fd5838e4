import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErpCustomer } from './address';
import { PageRequest, StringEnum, pageOf, type Page } from './loads';
import { LoadDetail } from './load-write';
import { CURRENCIES, LOAD_STATUSES, SALES_ORDER_STATUSES } from './statuses';

/**
 * Sales orders (/order/list and /order/add): what the company sold to its customers, from its ERP
 * (`integration-manager/get-sap-orders`: the local catalogue by default, SAP S/4HANA's API_SALES_ORDER_SRV when
 * ERP_PROVIDER=sap) or typed in, each with the load that ships it. docs/modules/orders.md, "Sales orders".
 *
 * Money is integer cents (`…Cents`), as in every order call (`centsOf` / `decimalOfCents` of ./orders).
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Uuid = Type.String({ format: 'uuid' });
const DateOnly = Type.String({ format: 'date' });
const DateTime = Type.String({ format: 'date-time' });
/** An ERP's document or material number (SAP: up to 10 digits; ours SAP-70001001; SKUs like BW-24-500). */
const ErpId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9._/-]*$' });
const MAX_CENTS = 99_999_999_99;

// ---------------------------------------------------------------------------------------------------------------
// The ERP's sales orders (GET integration-manager/get-sap-orders)

export const ErpSalesOrderLine = Type.Object({
  lineNo: Type.Integer(),
  erpProductId: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  unitPriceCents: Type.Integer(),
});
export type ErpSalesOrderLine = Static<typeof ErpSalesOrderLine>;

export const ErpSalesOrder = Type.Object({
  erpOrderId: Type.String(),
  customer: ErpCustomer,
  orderDate: DateOnly,
  requestedDeliveryDate: nullable(DateOnly),
  currency: StringEnum(CURRENCIES),
  totalCents: Type.Integer(),
  lines: Type.Array(ErpSalesOrderLine),
  /** The caller's sales order made from it, once imported (create-sales-order with its erpOrderId). */
  imported: nullable(Type.Object({ _id: Type.String(), soNumber: Type.String() })),
});
export type ErpSalesOrder = Static<typeof ErpSalesOrder>;

/** Query values are strings (the API does not coerce types). */
export const ErpSalesOrderQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
    /** The ERP order number, the customer's name or city, or a product. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ErpSalesOrderQuery = Static<typeof ErpSalesOrderQuery>;
export const ErpSalesOrderPage = pageOf(ErpSalesOrder);
export type ErpSalesOrderPage = Page<ErpSalesOrder>;

// ---------------------------------------------------------------------------------------------------------------
// The company's sales orders

export const SalesOrderLine = Type.Object({
  lineNo: Type.Integer(),
  productId: nullable(Type.String()),
  sku: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
});
export type SalesOrderLine = Static<typeof SalesOrderLine>;

export const SalesOrderView = Type.Object({
  _id: Type.String(),
  /** SO-100026 (id_counters kind sales_order). */
  soNumber: Type.String(),
  status: StringEnum(SALES_ORDER_STATUSES),
  customer: Type.Object({
    addressId: nullable(Type.String()),
    name: Type.String(),
    city: nullable(Type.String()),
    state: nullable(Type.String()),
  }),
  orderDate: DateOnly,
  requestedDeliveryDate: nullable(DateOnly),
  currency: StringEnum(CURRENCIES),
  totalCents: Type.Integer(),
  /** The ERP's order number it was imported from. */
  erpReference: nullable(Type.String()),
  lines: Type.Array(SalesOrderLine),
  /** The load that ships it. */
  load: nullable(Type.Object({ _id: Type.String(), loadId: Type.String(), status: StringEnum(LOAD_STATUSES) })),
  createdAt: DateTime,
});
export type SalesOrderView = Static<typeof SalesOrderView>;

/** Which sales orders by their load: `with` (a load ships them), `without` (still to plan). */
export const SALES_ORDER_LOAD_FILTERS = ['with', 'without'] as const;

/** POST integration-manager/sales-order-list: the generic list fetch of /order/list. */
export const SalesOrderListRequest = Type.Object(
  {
    ...PageRequest,
    status: Type.Optional(StringEnum(SALES_ORDER_STATUSES)),
    load: Type.Optional(StringEnum(SALES_ORDER_LOAD_FILTERS)),
    /** SO number, ERP reference, customer name or city, load id. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20, status: 'open' }] },
);
export type SalesOrderListRequest = Static<typeof SalesOrderListRequest>;
export const SalesOrderPage = pageOf(SalesOrderView);
export type SalesOrderPage = Page<SalesOrderView>;

export const SalesOrderLineInput = Type.Object(
  {
    /** The ERP's material number (get-sap-products' erpProductId). */
    sku: ErpId,
    /** Defaults to the product's name. */
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    /** Defaults to the product's price in the company's catalogue (else 0). */
    unitPriceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_CENTS })),
  },
  { additionalProperties: false },
);
export type SalesOrderLineInput = Static<typeof SalesOrderLineInput>;

/**
 * POST integration-manager/create-sales-order: either `erpOrderId` (import an ERP order: its customer is found in
 * the address book by ERP customer number, or added to it) or `customerAddressId` and `lines` (typed in).
 */
export const CreateSalesOrderRequest = Type.Object(
  {
    erpOrderId: Type.Optional(ErpId),
    customerAddressId: Type.Optional(Uuid),
    orderDate: Type.Optional(DateOnly),
    requestedDeliveryDate: Type.Optional(nullable(DateOnly)),
    currency: Type.Optional(StringEnum(CURRENCIES)),
    lines: Type.Optional(Type.Array(SalesOrderLineInput, { minItems: 1, maxItems: 50 })),
  },
  { additionalProperties: false, examples: [{ erpOrderId: 'SAP-70001001' }] },
);
export type CreateSalesOrderRequest = Static<typeof CreateSalesOrderRequest>;

/**
 * POST integration-manager/create-sales-order-load: the load that ships a sales order (/order/add): picked up at a
 * warehouse (or an address) of the company, delivered to the sales order's customer, the lines as commodity,
 * weight, pallets and pieces. The load is `pending`: the shipper sends it for quotes from the loads screens.
 */
export const CreateSalesOrderLoadRequest = Type.Object(
  {
    salesOrderId: Uuid,
    pickupWarehouseId: Type.Optional(Uuid),
    pickupAddressId: Type.Optional(Uuid),
    pickupStart: DateTime,
    pickupEnd: DateTime,
    deliveryStart: DateTime,
    deliveryEnd: DateTime,
    equipmentTypeId: Type.Optional(nullable(Uuid)),
    /** Total weight in pounds, when the products' weights are unknown (else the lines' sum). */
    weight: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
    specialInstructions: Type.Optional(nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type CreateSalesOrderLoadRequest = Static<typeof CreateSalesOrderLoadRequest>;

export const SalesOrderLoadData = Type.Object({ salesOrder: SalesOrderView, load: LoadDetail });
export type SalesOrderLoadData = Static<typeof SalesOrderLoadData>;
