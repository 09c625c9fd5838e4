import type { ErpCustomer } from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const integrationManager = {
  /** POST integration-manager/get-sap-customer?name=… */
  sapCustomers: (name: string, options?: CallOptions) =>
    call<ErpCustomer[]>('integration-manager/get-sap-customer', { method: 'POST', url: 'integration-manager/get-sap-customer', params: { name } }, options),
};
