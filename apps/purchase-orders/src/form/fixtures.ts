import type { ContainerView, ErpPurchaseOrder, PurchaseOrderDetail } from '@freight/contracts';

/** Test data of the form's specs (not used by the app). */
const UUID = (n: number) => `3f1c2a9e-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CONTAINER_A: ContainerView = {
  _id: UUID(101),
  containerNumber: 'CSQU3054383',
  sizeType: '40HC',
  sealNumber: 'SL-1001',
  grossWeightKg: 18000,
  status: 'in_transit',
  lastPosition: null,
  eta: '2026-12-02T08:00:00.000Z',
  nextMilestone: { event: 'vessel_arrived', plannedAt: '2026-12-02T08:00:00.000Z', locationName: 'Los Angeles / Long Beach' },
  trackingProvider: 'simulated',
  load: null,
};

export const CONTAINER_B: ContainerView = {
  ...CONTAINER_A,
  _id: UUID(102),
  containerNumber: 'MSKU9070323',
  sizeType: '20GP',
  sealNumber: null,
  grossWeightKg: null,
  status: 'discharged',
  nextMilestone: { event: 'gate_out', plannedAt: null, locationName: 'Los Angeles / Long Beach' },
};

export const ORDER: PurchaseOrderDetail = {
  _id: UUID(1),
  poNumber: 'PO-100123',
  parentId: null,
  status: 'in_transit',
  supplier: { name: 'Shenzhen Bright Lighting Co.', country: 'CN' },
  originPort: 'Yantian (Shenzhen)',
  destinationPort: 'Los Angeles / Long Beach',
  billOfLading: null,
  oceanCarrier: 'MAEU',
  vessel: 'Maersk Essen',
  voyage: '245E',
  orderDate: '2026-11-02',
  etd: '2026-11-14T10:00:00.000Z',
  eta: '2026-12-02T08:00:00.000Z',
  ata: null,
  containerCount: 2,
  load: null,
  currency: 'USD',
  totalCents: 1_250_000,
  updatedAt: '2026-11-20T10:00:00.000Z',
  incoterm: 'FOB',
  destinationWarehouse: { _id: UUID(301), name: 'Demo Freight DC Columbus', address: '1200 Logistics Pkwy, Columbus, OH 43217' },
  erpReference: null,
  notes: null,
  closedAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  parent: null,
  children: [],
  lines: [
    {
      _id: UUID(201),
      lineNo: 1,
      productId: null,
      sku: 'LED-100',
      description: 'LED panel 60x60',
      quantity: 500,
      unit: 'each',
      unitPriceCents: 1500,
      receivedQuantity: 0,
      containerId: CONTAINER_A._id,
    },
    {
      _id: UUID(202),
      lineNo: 2,
      productId: null,
      sku: 'DRV-20',
      description: 'LED driver 20 W',
      quantity: 1000,
      unit: 'each',
      unitPriceCents: 500,
      receivedQuantity: 0,
      containerId: null,
    },
  ],
  containers: [CONTAINER_A, CONTAINER_B],
  actions: ['edit', 'billOfLading', 'split', 'close', 'updateContainer'],
};

export const CLOSED_ORDER: PurchaseOrderDetail = { ...ORDER, status: 'closed', closedAt: '2026-11-23T10:00:00.000Z', actions: [] };

export const ERP_ORDER: ErpPurchaseOrder = {
  erpOrderId: '4500001234',
  supplier: { name: 'Busan Steel Works', country: 'KR' },
  incoterm: 'CIF',
  originPort: 'Busan',
  destinationPort: 'Seattle / Tacoma',
  orderDate: '2026-11-10',
  currency: 'USD',
  totalCents: 300_000,
  lines: [{ lineNo: 1, erpProductId: 'MAT-1001', description: 'Steel coil', quantity: 20, unit: 'each', unitPriceCents: 15_000 }],
  imported: null,
};
