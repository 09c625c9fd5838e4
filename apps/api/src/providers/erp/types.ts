import type { ErpCustomer, ErpProduct } from '@freight/contracts';

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
}
