import type { ErpCustomer, ErpProduct, ErpPurchaseOrder, ErpSalesOrder } from '@freight/contracts';

/** A sales order as the ERP has it (the API adds `imported`, the caller's sales order made from it). */
export type ErpSalesOrderRecord = Omit<ErpSalesOrder, 'imported'>;
/** A purchase order as the ERP has it (the API adds `imported`, the caller's purchase order made from it). */
export type ErpPurchaseOrderRecord = Omit<ErpPurchaseOrder, 'imported'>;

/**
 * The ERP provider (integration-manager). One interface, two implementations chosen by ERP_PROVIDER
 * (providers/index.ts): `local` (a bundled customer catalogue; the default) and `sap` (SAP S/4HANA OData).
 */
export interface ErpProvider {
  readonly name: string;
  /** Customers whose name contains `name` (case-insensitive), at most `limit`. */
  searchCustomers(name: string, limit: number): Promise<ErpCustomer[]>;
  /** Products whose id, name or commodity contains `search` (case-insensitive), at most `limit` (get-sap-products). */
  searchProducts(search: string, limit: number): Promise<ErpProduct[]>;
  /**
   * Open sales orders (get-sap-orders), newest first, one page: those whose number, customer (name or city) or a
   * line's product contains `search` (case-insensitive; empty: all).
   */
  listSalesOrders(query: { search: string; page: number; limit: number }): Promise<{ items: ErpSalesOrderRecord[]; total: number }>;
  /** One sales order by its ERP number (create-sales-order's import), or null. */
  getSalesOrder(erpOrderId: string): Promise<ErpSalesOrderRecord | null>;
  /**
   * Purchase orders to suppliers (get-sap-purchase-orders), newest first, one page: those whose number, supplier or a
   * line's product contains `search` (case-insensitive; empty: all).
   */
  listPurchaseOrders(query: { search: string; page: number; limit: number }): Promise<{ items: ErpPurchaseOrderRecord[]; total: number }>;
  /** One purchase order by its ERP number (get-purchase-order, the import), or null. */
  getPurchaseOrder(erpOrderId: string): Promise<ErpPurchaseOrderRecord | null>;
}
