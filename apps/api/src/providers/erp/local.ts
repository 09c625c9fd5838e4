import { ERP_CUSTOMERS, ERP_PRODUCTS } from './catalogue';
import { localPurchaseOrders } from './purchase-orders';
import { localSalesOrders } from './sales-orders';
import type { ErpProvider } from './types';

/**
 * ERP_PROVIDER=local: searches the bundled catalogue (catalogue.ts), case- and accent-insensitive: customers by name,
 * products by id, name or commodity (an empty search lists the first products); open sales orders (sales-orders.ts) by
 * number, customer name or city, or a line's product; purchase orders (purchase-orders.ts) by number, supplier (name
 * or country), a port, or a line's product.
 */
export function createLocalErpProvider(): ErpProvider {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return {
    name: 'local',
    async searchCustomers(name, limit) {
      const wanted = fold(name.trim());
      return ERP_CUSTOMERS.filter((customer) => fold(customer.name).includes(wanted)).slice(0, limit);
    },
    async searchProducts(search, limit) {
      const wanted = fold(search.trim());
      return ERP_PRODUCTS.filter((product) => [product.erpProductId, product.name, product.commodity].some((field) => fold(field).includes(wanted))).slice(
        0,
        limit,
      );
    },
    async listSalesOrders({ search, page, limit }) {
      const wanted = fold(search.trim());
      const matching = localSalesOrders().filter(
        (order) =>
          !wanted ||
          [order.erpOrderId, order.customer.name, order.customer.city, ...order.lines.flatMap((line) => [line.erpProductId, line.description])].some((field) =>
            fold(field).includes(wanted),
          ),
      );
      return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
    },
    async getSalesOrder(erpOrderId) {
      return localSalesOrders().find((order) => order.erpOrderId === erpOrderId) ?? null;
    },
    async listPurchaseOrders({ search, page, limit }) {
      const wanted = fold(search.trim());
      const matching = localPurchaseOrders().filter(
        (order) =>
          !wanted ||
          [
            order.erpOrderId,
            order.supplier.name,
            order.supplier.country,
            order.originPort,
            order.destinationPort,
            ...order.lines.flatMap((line) => [line.erpProductId, line.description]),
          ].some((field) => fold(field).includes(wanted)),
      );
      return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
    },
    async getPurchaseOrder(erpOrderId) {
      return localPurchaseOrders().find((order) => order.erpOrderId === erpOrderId) ?? null;
    },
  };
}
