import type { ErpCustomer, ErpProduct } from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const integrationManager = {
  /** POST integration-manager/get-sap-customer?name=… */
  sapCustomers: (name: string, options?: CallOptions) =>
    call<ErpCustomer[]>('integration-manager/get-sap-customer', { method: 'POST', url: 'integration-manager/get-sap-customer', params: { name } }, options),
  /** POST integration-manager/get-sap-products { search, limit? }: the ERP's products for the load form's commodity. */
  products: (search: string, limit?: number, options?: CallOptions) =>
    call<ErpProduct[]>(
      'integration-manager/get-sap-products',
      { method: 'POST', url: 'integration-manager/get-sap-products', data: limit === undefined ? { search } : { search, limit } },
      options,
    ),
};
