import type { ErpProduct, ErpSalesOrder, SalesOrderView } from '@freight/contracts';

/** Test data of the sales order screens (jest only). */
export const UUID = (n: number) => `5a1c2a9e-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SALES_ORDER = (n: number, overrides: Partial<SalesOrderView> = {}): SalesOrderView => ({
  _id: UUID(n),
  soNumber: `SO-${100_000 + n}`,
  status: 'open',
  customer: { addressId: UUID(700 + n), name: 'Acme Grocery Distribution', city: 'Chicago', state: 'IL' },
  orderDate: '2026-11-20',
  requestedDeliveryDate: '2026-12-01',
  currency: 'USD',
  totalCents: 68_880,
  erpReference: null,
  lines: [
    { lineNo: 1, productId: UUID(900), sku: 'BW-24-500', description: 'Bottled Water 24 x 500 ml', quantity: 168, unitPriceCents: 410 },
    { lineNo: 2, productId: UUID(901), sku: 'PT-12-ROLL', description: 'Paper Towels 12 rolls', quantity: 60, unitPriceCents: 1150 },
  ],
  load: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const ERP_ORDER = (n: number, overrides: Partial<ErpSalesOrder> = {}): ErpSalesOrder => ({
  erpOrderId: `SAP-${70_001_000 + n}`,
  customer: {
    erpCustomerId: 'C100001',
    name: 'Lone Star Building Supply',
    street1: '4500 Irving Blvd',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75247',
    country: 'USA',
    contactName: 'James Carter',
    contactPhone: null,
    contactEmail: null,
  },
  orderDate: '2026-11-22',
  requestedDeliveryDate: '2026-12-03',
  currency: 'USD',
  totalCents: 96_000,
  lines: [{ lineNo: 10, erpProductId: 'OC-ERGO-1', description: 'Ergonomic Office Chair', quantity: 12, unit: 'each', unitPriceCents: 14_900 }],
  imported: null,
  ...overrides,
});

export const PRODUCT: ErpProduct = {
  erpProductId: 'BW-24-500',
  name: 'Bottled Water 24 x 500 ml',
  description: 'Bottled water, 84 case per pallet',
  commodity: 'Bottled water',
  unit: 'case',
  unitWeightLbs: 27,
  unitsPerPallet: 84,
  isHazmat: false,
  temperatureMinF: null,
  temperatureMaxF: null,
  equipmentKey: 'dry_van',
};

export const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
