import { ERP_CUSTOMERS } from './catalogue';
import type { ErpProvider } from './types';

/** ERP_PROVIDER=local: searches the bundled catalogue (catalogue.ts) by name, case- and accent-insensitive. */
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
  };
}
