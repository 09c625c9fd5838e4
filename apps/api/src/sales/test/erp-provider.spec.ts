import { createLocalErpProvider } from '../../providers/erp/local';
import { createSapErpProvider, sapDate, sapSalesOrdersUrl } from '../../providers/erp/sap';
import { LOCAL_SALES_ORDER_COUNT, localSalesOrders } from '../../providers/erp/sales-orders';
import type { FetchLike } from '../../providers/http';

/** The ERP provider's sales-order side: the local catalogue, and SAP's API_SALES_ORDER_SRV through OData. */
describe('ERP provider: sales orders', () => {
  it('local: deterministic numbers, customers and lines; dates follow today; search and paging', async () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const orders = localSalesOrders(now);
    expect(orders).toHaveLength(LOCAL_SALES_ORDER_COUNT);
    expect(localSalesOrders(now)).toEqual(orders);
    expect(new Set(orders.map((order) => order.erpOrderId)).size).toBe(LOCAL_SALES_ORDER_COUNT);
    expect(orders[0]!.orderDate).toBe('2026-11-24');
    expect(orders.every((order) => order.orderDate >= '2026-11-10' && order.orderDate <= '2026-11-24')).toBe(true);
    expect(orders.every((order) => order.requestedDeliveryDate! >= '2026-11-28' && order.requestedDeliveryDate! <= '2026-12-16')).toBe(true);
    // A day later the same orders, a day later.
    expect(localSalesOrders(now + 86_400_000)[0]!.orderDate).toBe('2026-11-25');
    expect(localSalesOrders(now + 86_400_000).map((order) => order.lines)).toEqual(orders.map((order) => order.lines));

    const erp = createLocalErpProvider();
    const page = await erp.listSalesOrders({ search: '', page: 2, limit: 5 });
    expect(page.total).toBe(LOCAL_SALES_ORDER_COUNT);
    expect(page.items.map((order) => order.erpOrderId)).toEqual(
      localSalesOrders()
        .slice(5, 10)
        .map((order) => order.erpOrderId),
    );
    const toronto = await erp.listSalesOrders({ search: 'TORÓNTO', page: 1, limit: 50 });
    expect(toronto.items.length).toBeGreaterThan(0);
    expect(toronto.items.every((order) => order.customer.city === 'Toronto' && order.currency === 'CAD')).toBe(true);
    expect(await erp.getSalesOrder('SAP-70001001')).toEqual(localSalesOrders().at(-1));
    expect(await erp.getSalesOrder('SAP-1')).toBeNull();
  });

  it('SAP: open orders by OData with their items, the sold-to party from the business partners, amounts in exact cents', async () => {
    const calls: string[] = [];
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      if (url.includes('A_BusinessPartner')) {
        const customer = new URL(url).searchParams.get('$filter')!.includes("'17100001'") ? '17100001' : 'X';
        return json({
          d: {
            results:
              customer === 'X'
                ? [{ BusinessPartner: 'X', Customer: 'X', to_BusinessPartnerAddress: { results: [{ Country: 'DE', CityName: 'Berlin' }] } }]
                : [
                    {
                      BusinessPartner: '17100001',
                      Customer: '17100001',
                      BusinessPartnerFullName: 'Domestic US Customer 1',
                      to_BusinessPartnerAddress: {
                        results: [{ StreetName: 'Main St', HouseNumber: '1', CityName: 'Chicago', Region: 'IL', PostalCode: '60607', Country: 'US' }],
                      },
                    },
                  ],
          },
        });
      }
      if (url.includes("A_SalesOrder('404')")) return json({ error: {} }, 404);
      const order = (id: string, party: string) => ({
        SalesOrder: id,
        SoldToParty: party,
        SalesOrderDate: '/Date(1763942400000)/',
        RequestedDeliveryDate: '/Date(1764547200000)/',
        TransactionCurrency: 'USD',
        TotalNetAmount: '1234.56',
        to_Item: {
          results: [
            {
              SalesOrderItem: '10',
              Material: 'TG11',
              SalesOrderItemText: 'Trading goods',
              RequestedQuantity: '3',
              RequestedQuantityUnit: 'PC',
              NetAmount: '1234.56',
            },
          ],
        },
      });
      if (url.includes("A_SalesOrder('")) return json({ d: order('1', '17100001') });
      return json({ d: { __count: '2', results: [order('2', '17100001'), order('3', 'X')] } });
    };
    const erp = createSapErpProvider({ url: 'https://s4.test/', user: 'u', password: 'p', timeoutMs: 1000, fetch });

    const page = await erp.listSalesOrders({ search: "O'Brien", page: 2, limit: 5 });
    expect(calls[0]).toBe(sapSalesOrdersUrl('https://s4.test/', "O'Brien", 2, 5));
    const params = new URL(calls[0]!).searchParams;
    expect(params.get('$filter')).toBe(
      "OverallSDProcessStatus ne 'C' and (substringof('O''Brien',SalesOrder) or substringof('O''Brien',PurchaseOrderByCustomer))",
    );
    expect([params.get('$skip'), params.get('$top'), params.get('$inlinecount'), params.get('$expand')]).toEqual(['5', '5', 'allpages', 'to_Item']);
    // The German customer's order is left out (the product's locations are the USA and Canada).
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        erpOrderId: '2',
        customer: expect.objectContaining({ erpCustomerId: '17100001', name: 'Domestic US Customer 1', city: 'Chicago', country: 'USA' }),
        orderDate: '2025-11-24',
        requestedDeliveryDate: '2025-12-01',
        currency: 'USD',
        totalCents: 123_456,
        lines: [{ lineNo: 10, erpProductId: 'TG11', description: 'Trading goods', quantity: 3, unit: 'pc', unitPriceCents: 41_152 }],
      },
    ]);
    expect((await erp.getSalesOrder('1'))!.erpOrderId).toBe('1');
    expect(await erp.getSalesOrder('404')).toBeNull();
    expect(sapDate('2026-01-02T00:00:00')).toBe('2026-01-02');
    expect(sapDate(null)).toBeNull();
  });
});
