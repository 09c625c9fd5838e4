import { INCOTERMS } from '@freight/contracts';
import { createLocalErpProvider } from '../../providers/erp/local';
import { LOCAL_PURCHASE_ORDER_COUNT, localPurchaseOrders } from '../../providers/erp/purchase-orders';
import { createSapErpProvider, purchaseOrderFromSap, sapPurchaseOrdersUrl, sapPurchaseOrderUrl } from '../../providers/erp/sap';
import type { FetchLike } from '../../providers/http';
import { OCEAN_LANES, PORTS } from '../../reference/geo-data';
import { PRODUCTS } from '../../reference/names';

/** The ERP provider's purchase-order side: the local catalogue, and SAP's API_PURCHASEORDER_PROCESS_SRV through OData. */
describe('ERP provider: purchase orders', () => {
  it('local: 30 deterministic orders on real lanes from the supplier’s country, products of the catalogue, exact totals', async () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const orders = localPurchaseOrders(now);
    expect(orders).toHaveLength(LOCAL_PURCHASE_ORDER_COUNT);
    expect(localPurchaseOrders(now)).toEqual(orders);
    expect(new Set(orders.map((order) => order.erpOrderId)).size).toBe(LOCAL_PURCHASE_ORDER_COUNT);
    expect(orders[0]!.erpOrderId).toBe('4510000030');
    expect(orders[0]!.orderDate).toBe('2026-11-24');
    const skus = new Set(PRODUCTS.map((product) => product.sku));
    const portNames = new Map(Object.values(PORTS).map((port) => [port.name, port.country]));
    for (const order of orders) {
      expect(INCOTERMS).toContain(order.incoterm);
      expect(OCEAN_LANES.some((lane) => PORTS[lane.from]!.name === order.originPort && PORTS[lane.to]!.name === order.destinationPort)).toBe(true);
      // Shipped from the supplier's country when a lane leaves from it.
      if (OCEAN_LANES.some((lane) => PORTS[lane.from]!.country === order.supplier.country))
        expect(portNames.get(order.originPort)).toBe(order.supplier.country);
      expect(['US', 'CA']).toContain(portNames.get(order.destinationPort));
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.every((line) => skus.has(line.erpProductId) && line.quantity > 0 && Number.isInteger(line.unitPriceCents))).toBe(true);
      expect(order.totalCents).toBe(order.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0));
    }

    const erp = createLocalErpProvider();
    const page = await erp.listPurchaseOrders({ search: '', page: 2, limit: 5 });
    expect(page.total).toBe(LOCAL_PURCHASE_ORDER_COUNT);
    expect(page.items.map((order) => order.erpOrderId)).toEqual(
      localPurchaseOrders()
        .slice(5, 10)
        .map((order) => order.erpOrderId),
    );
    const hamburg = await erp.listPurchaseOrders({ search: 'HANSEATIC', page: 1, limit: 50 });
    expect(hamburg.items.length).toBeGreaterThan(0);
    expect(hamburg.items.every((order) => order.supplier.country === 'DE')).toBe(true);
    expect(await erp.getPurchaseOrder('4510000001')).toEqual(localPurchaseOrders().at(-1));
    expect(await erp.getPurchaseOrder('SAP-1')).toBeNull();
  });

  it('SAP: purchase orders by OData with their items, the supplier from the business partners, prices per unit in exact cents', async () => {
    const calls: string[] = [];
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    // Recorded shapes of API_PURCHASEORDER_PROCESS_SRV (OData v2: d.results, __count, /Date()/ dates, decimals as text).
    const order = (id: string) => ({
      __metadata: {
        id: `https://s4.test/sap/opu/odata/sap/API_PURCHASEORDER_PROCESS_SRV/A_PurchaseOrder('${id}')`,
        type: 'API_PURCHASEORDER_PROCESS_SRV.A_PurchaseOrderType',
      },
      PurchaseOrder: id,
      CompanyCode: '1710',
      PurchaseOrderType: 'NB',
      Supplier: '17300001',
      PurchaseOrderDate: '/Date(1763942400000)/',
      DocumentCurrency: 'USD',
      IncotermsClassification: 'FOB',
      IncotermsLocation1: 'Shanghai',
      to_PurchaseOrderItem: {
        results: [
          {
            PurchaseOrder: id,
            PurchaseOrderItem: '10',
            Material: 'TG11',
            PurchaseOrderItemText: 'Trading goods',
            OrderQuantity: '120',
            PurchaseOrderQuantityUnit: 'PC',
            NetPriceAmount: '250.50',
            NetPriceQuantity: '10',
            Plant: '1710',
            DeliveryAddressCityName: 'Long Beach',
          },
          {
            PurchaseOrder: id,
            PurchaseOrderItem: '20',
            Material: 'TG12',
            PurchaseOrderItemText: 'Deleted item',
            OrderQuantity: '5',
            NetPriceAmount: '1.00',
            NetPriceQuantity: '1',
            PurchasingDocumentDeletionCode: 'L',
          },
          {
            PurchaseOrder: id,
            PurchaseOrderItem: '30',
            Material: 'TG13',
            OrderQuantity: '3.000',
            PurchaseOrderQuantityUnit: 'EA',
            NetPriceAmount: '19.99',
            NetPriceQuantity: '1',
          },
        ],
      },
    });
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      if (url.includes('A_BusinessPartner')) {
        return json({
          d: {
            results: [
              {
                BusinessPartner: '17300001',
                Supplier: '17300001',
                BusinessPartnerFullName: 'Shanghai Evertrue Furniture Manufacturing',
                to_BusinessPartnerAddress: { results: [{ CityName: 'Shanghai', Country: 'CN' }] },
              },
            ],
          },
        });
      }
      if (url.includes("A_PurchaseOrder('404')")) return json({ error: { code: '/IWBEP/CM_MGW_RT/020', message: { value: 'Resource not found' } } }, 404);
      if (url.includes("A_PurchaseOrder('")) return json({ d: order('4500000001') });
      return json({ d: { __count: '2', results: [order('4500000002'), order('4500000003')] } });
    };
    const erp = createSapErpProvider({ url: 'https://s4.test/', user: 'u', password: 'p', timeoutMs: 1000, fetch });

    const page = await erp.listPurchaseOrders({ search: "O'Neil", page: 3, limit: 10 });
    expect(calls[0]).toBe(sapPurchaseOrdersUrl('https://s4.test/', "O'Neil", 3, 10));
    const params = new URL(calls[0]!).searchParams;
    expect(new URL(calls[0]!).pathname).toBe('/sap/opu/odata/sap/API_PURCHASEORDER_PROCESS_SRV/A_PurchaseOrder');
    expect(params.get('$filter')).toBe("substringof('O''Neil',PurchaseOrder) or substringof('O''Neil',Supplier)");
    expect([params.get('$skip'), params.get('$top'), params.get('$inlinecount'), params.get('$expand'), params.get('$orderby')]).toEqual([
      '20',
      '10',
      'allpages',
      'to_PurchaseOrderItem',
      'PurchaseOrder desc',
    ]);
    // The supplier is asked once for both orders.
    expect(calls.filter((url) => url.includes('A_BusinessPartner'))).toHaveLength(1);
    expect(new URL(calls[1]!).searchParams.get('$filter')).toBe("Supplier eq '17300001'");
    expect(page.total).toBe(2);
    expect(page.items[0]).toEqual({
      erpOrderId: '4500000002',
      supplier: { name: 'Shanghai Evertrue Furniture Manufacturing', country: 'CN' },
      incoterm: 'FOB',
      originPort: 'Shanghai',
      destinationPort: 'Long Beach',
      orderDate: '2025-11-24',
      currency: 'USD',
      // 120 × 25.05 + 3 × 19.99 (the deleted item left out).
      totalCents: 120 * 2_505 + 3 * 1_999,
      lines: [
        { lineNo: 10, erpProductId: 'TG11', description: 'Trading goods', quantity: 120, unit: 'pc', unitPriceCents: 2_505 },
        { lineNo: 30, erpProductId: 'TG13', description: 'TG13', quantity: 3, unit: 'ea', unitPriceCents: 1_999 },
      ],
    });

    expect((await erp.getPurchaseOrder('4500000001'))?.erpOrderId).toBe('4500000001');
    expect(calls.at(-2)).toBe(sapPurchaseOrderUrl('https://s4.test/', '4500000001'));
    expect(await erp.getPurchaseOrder('404')).toBeNull();
    // No search: no filter; an unknown Incoterm becomes FOB, a supplier without address keeps its number.
    expect(new URL(sapPurchaseOrdersUrl('https://s4.test', '', 1, 5)).searchParams.get('$filter')).toBeNull();
    expect(
      purchaseOrderFromSap({ PurchaseOrder: '1', IncotermsClassification: 'XYZ', DocumentCurrency: 'CAD' }, { name: '9', country: '', city: 'Busan' }),
    ).toMatchObject({
      incoterm: 'FOB',
      currency: 'CAD',
      originPort: 'Busan',
      lines: [],
      totalCents: 0,
    });
  });
});
