import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageRequest, StringEnum, pageOf, type Page } from './loads';
import { CONTAINER_EVENTS, CONTAINER_STATUSES, CONTAINER_TYPES, CURRENCIES, LOAD_STATUSES, PURCHASE_ORDER_STATUSES } from './statuses';

/**
 * Purchase orders (inbound, from suppliers overseas): the list (`/order/purchase-orders/list`, read-only)
 * through `POST purchase-manager/purchase-order-list`, our generic list fetch. The purchase orders module
 * (create, edit, split, containers, tracking) extends this file and the purchase-manager module.
 * docs/modules/orders.md, "Order history and purchase orders".
 *
 * Access: module `salesOrders` (the screen sits under /order, permission salesOrders; the demo shipper holds both
 * salesOrders and purchaseOrders). A route can name one module only.
 */

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

// ---------------------------------------------------------------------------------------------------------------
// The purchase orders module (remote `purchase-orders`, permission purchaseOrders). docs/modules/purchase-orders.md

/** Incoterms 2020 (ICC): who pays and bears the risk up to where. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

// ---------------------------------------------------------------- ISO 6346 container numbers

/** Owner code (3 letters), category (U, J or Z), serial (6 digits), check digit. */
export const CONTAINER_NUMBER_PATTERN = '^[A-Z]{3}[UJZ][0-9]{7}$';
/** ISO 6346 letter values: A=10 … Z=38, skipping the multiples of 11. */
const ISO6346_VALUES = '0123456789A?BCDEFGHIJK?LMNOPQRSTU?VWXYZ';

/** The check digit of the first ten characters (owner code, category, serial), or null when they are malformed. */
export function containerCheckDigit(firstTen: string): number | null {
  if (!/^[A-Z]{3}[UJZ][0-9]{6}$/.test(firstTen)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += ISO6346_VALUES.indexOf(firstTen[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

/** A whole container number with the right check digit (ISO 6346), e.g. CSQU3054383. Spaces and case are the caller's to normalise. */
export function isValidContainerNumber(value: string): boolean {
  if (!new RegExp(CONTAINER_NUMBER_PATTERN).test(value)) return false;
  return containerCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** Upper case without spaces or dashes: what users type ("msku 907032-3") as stored (MSKU9070323). */
export const normaliseContainerNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

// ---------------------------------------------------------------- the module's list (generic list fetch)

/** POST purchase-manager/purchase-orders: the module's list (/purchase-orders), the order list's filters and more. */
export const PurchaseOrderSearchRequest = Type.Object(
  {
    ...PageRequest,
    status: Type.Optional(StringEnum(PURCHASE_ORDER_STATUSES)),
    /** open: every status but closed and cancelled. */
    openOnly: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    destinationPort: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    etaFrom: Type.Optional(Type.String({ format: 'date' })),
    etaTo: Type.Optional(Type.String({ format: 'date' })),
    sort: Type.Optional(StringEnum(PURCHASE_ORDER_SORTS)),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20, openOnly: true, sort: 'eta' }] },
);
export type PurchaseOrderSearchRequest = Static<typeof PurchaseOrderSearchRequest>;

// ---------------------------------------------------------------- create and edit

const Uuid = Type.String({ format: 'uuid' });
const DateOnly = Type.String({ format: 'date' });
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const MAX_UNIT_CENTS = 99_999_999_99;

export const PurchaseOrderLineInput = Type.Object(
  {
    /** A line kept on edit; absent for a new line. */
    _id: Type.Optional(Uuid),
    productId: Type.Optional(nullable(Uuid)),
    sku: Type.String({ minLength: 1, maxLength: 40 }),
    description: Text(200),
    quantity: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    unit: Type.Optional(Text(20)),
    unitPriceCents: Type.Integer({ minimum: 0, maximum: MAX_UNIT_CENTS }),
    /** The container that carries the line (one of this order's containers, by number). */
    containerNumber: Type.Optional(nullable(Type.String({ pattern: CONTAINER_NUMBER_PATTERN }))),
  },
  { additionalProperties: false },
);
export type PurchaseOrderLineInput = Static<typeof PurchaseOrderLineInput>;

export const ContainerInput = Type.Object(
  {
    /** A container kept on edit; absent for a new one. */
    _id: Type.Optional(Uuid),
    /** ISO 6346 with a valid check digit (the server answers 400 on a wrong one). */
    containerNumber: Type.String({ pattern: CONTAINER_NUMBER_PATTERN }),
    sizeType: StringEnum(CONTAINER_TYPES),
    sealNumber: Type.Optional(nullable(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9-]+$' }))),
    grossWeightKg: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 40_000 }))),
  },
  { additionalProperties: false },
);
export type ContainerInput = Static<typeof ContainerInput>;

const purchaseOrderFields = {
  supplierName: Text(120),
  /** ISO 3166-1 alpha-2. */
  supplierCountry: Type.String({ pattern: '^[A-Z]{2}$' }),
  incoterm: StringEnum(INCOTERMS),
  originPort: Text(80),
  destinationPort: Text(80),
  /** A warehouse of the caller's address book (libs/address picker). */
  destinationWarehouseId: nullable(Uuid),
  orderDate: DateOnly,
  etd: Type.Optional(nullable(Type.String({ format: 'date-time' }))),
  eta: Type.Optional(nullable(Type.String({ format: 'date-time' }))),
  currency: StringEnum(CURRENCIES),
  oceanCarrier: Type.Optional(nullable(Type.String({ minLength: 2, maxLength: 4, pattern: '^[A-Z]{2,4}$' }))),
  vessel: Type.Optional(nullable(Text(80))),
  voyage: Type.Optional(nullable(Text(20))),
  erpReference: Type.Optional(nullable(Type.String({ minLength: 1, maxLength: 40 }))),
  notes: Type.Optional(nullable(Type.String({ maxLength: 2000 }))),
  lines: Type.Array(PurchaseOrderLineInput, { minItems: 1, maxItems: 200 }),
  containers: Type.Array(ContainerInput, { maxItems: 50 }),
};

/** POST purchase-manager/create-purchase-order ('Purchase Order created successfully'); the PO number is the server's. */
export const CreatePurchaseOrderRequest = Type.Object(purchaseOrderFields, {
  additionalProperties: false,
  examples: [
    {
      supplierName: 'Shenzhen Brightlight Electronics Co., Ltd.',
      supplierCountry: 'CN',
      incoterm: 'FOB',
      originPort: 'Yantian (Shenzhen)',
      destinationPort: 'Los Angeles / Long Beach',
      destinationWarehouseId: null,
      orderDate: '2026-11-20',
      currency: 'USD',
      lines: [{ sku: 'TV-55-4K', description: 'Television 55 in 4K', quantity: 140, unitPriceCents: 23940, containerNumber: 'CSQU3054383' }],
      containers: [{ containerNumber: 'CSQU3054383', sizeType: '40HC', sealNumber: 'SL1234567' }],
    },
  ],
});
export type CreatePurchaseOrderRequest = Static<typeof CreatePurchaseOrderRequest>;

/** POST purchase-manager/edit-purchase-order ('Purchase Order updated successfully'): the whole order again. */
export const EditPurchaseOrderRequest = Type.Object({ _id: Uuid, ...purchaseOrderFields }, { additionalProperties: false });
export type EditPurchaseOrderRequest = Static<typeof EditPurchaseOrderRequest>;

/** POST purchase-manager/update-bill-of-lading/{_id} */
export const UpdateBillOfLadingRequest = Type.Object(
  {
    billOfLading: Type.String({ minLength: 4, maxLength: 30, pattern: '^[A-Za-z0-9-]+$' }),
    oceanCarrier: Type.Optional(nullable(Type.String({ pattern: '^[A-Z]{2,4}$' }))),
    vessel: Type.Optional(nullable(Text(80))),
    voyage: Type.Optional(nullable(Text(20))),
  },
  { additionalProperties: false },
);
export type UpdateBillOfLadingRequest = Static<typeof UpdateBillOfLadingRequest>;

/** POST purchase-manager/update-container-details/{_id} (a container's id): 'Container Successfully Updated'. */
export const UpdateContainerDetailsRequest = Type.Object(
  {
    sizeType: Type.Optional(StringEnum(CONTAINER_TYPES)),
    sealNumber: Type.Optional(nullable(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9-]+$' }))),
    grossWeightKg: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 40_000 }))),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ sealNumber: 'SL1234567', grossWeightKg: 18500 }] },
);
export type UpdateContainerDetailsRequest = Static<typeof UpdateContainerDetailsRequest>;

/** POST purchase-manager/split-purchase-order: chosen lines (whole or part) and containers move to a new child order. */
export const SplitPurchaseOrderRequest = Type.Object(
  {
    _id: Uuid,
    lines: Type.Array(Type.Object({ _id: Uuid, quantity: Type.Integer({ minimum: 1, maximum: 10_000_000 }) }, { additionalProperties: false }), {
      maxItems: 200,
    }),
    containerIds: Type.Array(Uuid, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type SplitPurchaseOrderRequest = Static<typeof SplitPurchaseOrderRequest>;

export const PurchaseOrderParams = Type.Object({ _id: Uuid }, { additionalProperties: false });
export type PurchaseOrderParams = Static<typeof PurchaseOrderParams>;

// ---------------------------------------------------------------- the detail

export const PURCHASE_ORDER_ACTIONS = ['edit', 'billOfLading', 'split', 'close', 'updateContainer'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];

/** A container's position; `name` is null between ports (no place name is stored: the screens say "At sea"). */
const PlaceAt = Type.Object({ lat: Type.Number(), lng: Type.Number(), name: nullable(Type.String()), at: nullable(DateTime) });

export const ContainerMilestoneView = Type.Object({
  _id: Type.String(),
  event: StringEnum(CONTAINER_EVENTS),
  /** Null when the tracking provider named no place: the screens say so in the reader's language. */
  locationName: nullable(Type.String()),
  lat: nullable(Type.Number()),
  lng: nullable(Type.Number()),
  vessel: nullable(Type.String()),
  voyage: nullable(Type.String()),
  plannedAt: nullable(DateTime),
  /** Null while only planned. */
  actualAt: nullable(DateTime),
});
export type ContainerMilestoneView = Static<typeof ContainerMilestoneView>;

export const ContainerView = Type.Object({
  _id: Type.String(),
  containerNumber: Type.String(),
  sizeType: StringEnum(CONTAINER_TYPES),
  sealNumber: nullable(Type.String()),
  grossWeightKg: nullable(Type.Integer()),
  status: StringEnum(CONTAINER_STATUSES),
  lastPosition: nullable(PlaceAt),
  eta: nullable(DateTime),
  /** The first milestone not yet reached. */
  nextMilestone: nullable(Type.Object({ event: StringEnum(CONTAINER_EVENTS), plannedAt: nullable(DateTime), locationName: nullable(Type.String()) })),
  trackingProvider: Type.String(),
  /** The drayage load from the port to the warehouse (create-drayage-load), once made. */
  load: nullable(Type.Object({ _id: Type.String(), loadId: Type.String(), status: StringEnum(LOAD_STATUSES) })),
});
export type ContainerView = Static<typeof ContainerView>;

export const PurchaseOrderLineView = Type.Object({
  _id: Type.String(),
  lineNo: Type.Integer(),
  productId: nullable(Type.String()),
  sku: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  unitPriceCents: Type.Integer(),
  receivedQuantity: Type.Integer(),
  containerId: nullable(Type.String()),
});
export type PurchaseOrderLineView = Static<typeof PurchaseOrderLineView>;

const OrderRef = Type.Object({ _id: Type.String(), poNumber: Type.String(), status: StringEnum(PURCHASE_ORDER_STATUSES) });

/** GET purchase-manager/get-purchase-order-detail/{_id} */
export const PurchaseOrderDetail = Type.Intersect([
  PurchaseOrderListItem,
  Type.Object({
    incoterm: StringEnum(INCOTERMS),
    voyage: nullable(Type.String()),
    destinationWarehouse: nullable(Type.Object({ _id: Type.String(), name: Type.String(), address: Type.String() })),
    erpReference: nullable(Type.String()),
    notes: nullable(Type.String()),
    closedAt: nullable(DateTime),
    createdAt: DateTime,
    parent: nullable(OrderRef),
    children: Type.Array(OrderRef),
    lines: Type.Array(PurchaseOrderLineView),
    containers: Type.Array(ContainerView),
    /** What the caller may do now (a closed order: none). */
    actions: Type.Array(StringEnum(PURCHASE_ORDER_ACTIONS)),
  }),
]);
export type PurchaseOrderDetail = Static<typeof PurchaseOrderDetail>;

/** split-purchase-order's answer: both orders as they are now. */
export const SplitPurchaseOrderData = Type.Object({ parent: PurchaseOrderDetail, child: PurchaseOrderDetail });
export type SplitPurchaseOrderData = Static<typeof SplitPurchaseOrderData>;

// ---------------------------------------------------------------- tracking

export const EtaChangeView = Type.Object({
  previousEta: nullable(DateTime),
  eta: DateTime,
  recordedAt: DateTime,
  /** simulated, vizion or manual. */
  source: Type.String(),
});
export type EtaChangeView = Static<typeof EtaChangeView>;

/** One container's whole story: POST purchase-manager/get-vizion-container (by number) and in purchase-order-tracking. */
export const ContainerTracking = Type.Intersect([
  ContainerView,
  Type.Object({
    purchaseOrder: OrderRef,
    billOfLading: nullable(Type.String()),
    oceanCarrier: nullable(Type.String()),
    vessel: nullable(Type.String()),
    voyage: nullable(Type.String()),
    originPort: Type.String(),
    destinationPort: Type.String(),
    milestones: Type.Array(ContainerMilestoneView),
    /** Its positions, oldest first (for the track line). */
    positions: Type.Array(Type.Object({ lat: Type.Number(), lng: Type.Number(), at: DateTime })),
    /** How the ETA moved, oldest first. */
    etaHistory: Type.Array(EtaChangeView),
  }),
]);
export type ContainerTracking = Static<typeof ContainerTracking>;

/** POST purchase-manager/get-vizion-container */
export const ContainerLookupRequest = Type.Object({ containerNumber: Type.String({ minLength: 11, maxLength: 13 }) }, { additionalProperties: false });
export type ContainerLookupRequest = Static<typeof ContainerLookupRequest>;

/** GET integration-manager/purchase-order-tracking/{bill_of_lading} */
export const BillOfLadingParams = Type.Object(
  { bill_of_lading: Type.String({ minLength: 4, maxLength: 30, pattern: '^[A-Za-z0-9-]+$' }) },
  { additionalProperties: false },
);
export type BillOfLadingParams = Static<typeof BillOfLadingParams>;
export const PurchaseOrderTracking = Type.Object({
  billOfLading: Type.String(),
  purchaseOrders: Type.Array(OrderRef),
  containers: Type.Array(ContainerTracking),
});
export type PurchaseOrderTracking = Static<typeof PurchaseOrderTracking>;

/** A container on the map (/mapbox): POST purchase-manager/container-locations, and get-vizion-container-location/{_id}. */
export const ContainerLocation = Type.Object({
  _id: Type.String(),
  containerNumber: Type.String(),
  status: StringEnum(CONTAINER_STATUSES),
  lat: Type.Number(),
  lng: Type.Number(),
  /** Null between ports (no place name is stored: the screens say "At sea"). */
  locationName: nullable(Type.String()),
  at: nullable(DateTime),
  eta: nullable(DateTime),
  vessel: nullable(Type.String()),
  purchaseOrder: OrderRef,
});
export type ContainerLocation = Static<typeof ContainerLocation>;

/** POST purchase-manager/container-locations: the company's containers with a position on open orders (at sea or in port by default). */
export const ContainerLocationsRequest = Type.Object(
  { statuses: Type.Optional(Type.Array(StringEnum(CONTAINER_STATUSES), { minItems: 1, maxItems: CONTAINER_STATUSES.length, uniqueItems: true })) },
  { additionalProperties: false },
);
export type ContainerLocationsRequest = Static<typeof ContainerLocationsRequest>;

// ---------------------------------------------------------------- the wall board (/micro-view)

/** GET purchase-manager/open-board: every open purchase order with its containers' next milestone and ETA, soonest first. */
export const OpenBoardRow = Type.Object({
  _id: Type.String(),
  poNumber: Type.String(),
  status: StringEnum(PURCHASE_ORDER_STATUSES),
  supplierName: Type.String(),
  destinationPort: Type.String(),
  eta: nullable(DateTime),
  containers: Type.Array(
    Type.Object({
      _id: Type.String(),
      containerNumber: Type.String(),
      status: StringEnum(CONTAINER_STATUSES),
      eta: nullable(DateTime),
      nextMilestone: nullable(Type.Object({ event: StringEnum(CONTAINER_EVENTS), plannedAt: nullable(DateTime) })),
      /** The ETA moved later within the last 24 h. */
      slipped: Type.Boolean(),
    }),
  ),
});
export type OpenBoardRow = Static<typeof OpenBoardRow>;
export const OpenBoardData = Type.Object({ rows: Type.Array(OpenBoardRow), generatedAt: DateTime });
export type OpenBoardData = Static<typeof OpenBoardData>;

// ---------------------------------------------------------------- the ERP's purchase orders

export const ErpPurchaseOrderLine = Type.Object({
  lineNo: Type.Integer(),
  erpProductId: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  unitPriceCents: Type.Integer(),
});
export const ErpPurchaseOrder = Type.Object({
  /** The ERP's document number (SAP: 45xxxxxxxx), stored as the order's erpReference. */
  erpOrderId: Type.String(),
  supplier: Type.Object({ name: Type.String(), country: Type.String() }),
  incoterm: StringEnum(INCOTERMS),
  originPort: Type.String(),
  destinationPort: Type.String(),
  orderDate: DateOnly,
  currency: StringEnum(CURRENCIES),
  totalCents: Type.Integer(),
  lines: Type.Array(ErpPurchaseOrderLine),
  /** The caller's purchase order made from it, once imported. */
  imported: nullable(Type.Object({ _id: Type.String(), poNumber: Type.String() })),
});
export type ErpPurchaseOrder = Static<typeof ErpPurchaseOrder>;
/** GET integration-manager/get-sap-purchase-orders?search&page&limit */
export const ErpPurchaseOrderQuery = Type.Object(
  {
    // A query string's values are text (as get-sap-orders'): whole numbers written out.
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ErpPurchaseOrderQuery = Static<typeof ErpPurchaseOrderQuery>;
export const ErpPurchaseOrderPage = pageOf(ErpPurchaseOrder);
export type ErpPurchaseOrderPage = Page<ErpPurchaseOrder>;
/** GET integration-manager/get-purchase-order/{_id}: `_id` is the ERP's document number. */
/** SAP's purchasing document number (EBELN, up to 10 characters, upper case: 4500000123; the local ERP's 4510000001). */
export const ErpPurchaseOrderParams = Type.Object(
  { _id: Type.String({ pattern: '^[A-Z0-9]{1,10}$', examples: ['4510000001'] }) },
  { additionalProperties: false },
);
export type ErpPurchaseOrderParams = Static<typeof ErpPurchaseOrderParams>;

// ---------------------------------------------------------------- from ship to truck

/** POST purchase-manager/create-drayage-load/{_id} (a container's id): the load from the port to the warehouse, through load-manager's add-load. */
export const DrayageLoadData = Type.Object({
  container: ContainerView,
  load: Type.Object({ _id: Type.String(), loadId: Type.String(), status: StringEnum(LOAD_STATUSES) }),
});
export type DrayageLoadData = Static<typeof DrayageLoadData>;

/**
 * GET warehouse-manager/expected-arrivals/{_id} (a warehouse's id; module address): the containers of open purchase
 * orders heading to the warehouse, soonest first, with their ETA at the port and the day expected at the warehouse
 * (the drayage load's delivery day once made, else the ETA's day + the port's dwell + one day on the road).
 */
export const ExpectedArrival = Type.Object({
  containerId: Type.String(),
  containerNumber: Type.String(),
  sizeType: StringEnum(CONTAINER_TYPES),
  status: StringEnum(CONTAINER_STATUSES),
  eta: nullable(DateTime),
  /** Day expected at the warehouse (YYYY-MM-DD), null without an ETA. */
  expectedOn: nullable(DateOnly),
  /** The ETA moved later within the last 24 h. */
  slipped: Type.Boolean(),
  purchaseOrder: Type.Object({
    _id: Type.String(),
    poNumber: Type.String(),
    status: StringEnum(PURCHASE_ORDER_STATUSES),
    supplierName: Type.String(),
    destinationPort: Type.String(),
  }),
  load: nullable(Type.Object({ _id: Type.String(), loadId: Type.String(), status: StringEnum(LOAD_STATUSES) })),
});
export type ExpectedArrival = Static<typeof ExpectedArrival>;
export const ExpectedArrivalsData = Type.Object({ warehouseId: Type.String(), arrivals: Type.Array(ExpectedArrival) });
export type ExpectedArrivalsData = Static<typeof ExpectedArrivalsData>;
export const EXPECTED_ARRIVALS_FETCHED = 'Expected arrivals fetched';
