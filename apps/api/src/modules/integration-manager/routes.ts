import { Type } from '@sinclair/typebox';
import { ErpCustomer, ErpCustomerQuery, envelopeOf } from '@freight/contracts';
import { access } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';

/** At most this many customers per search. */
export const ERP_CUSTOMER_LIMIT = 10;

/**
 * The address module's call of the `integration-manager` (spec section 7): customers of the ERP by name, to fill an
 * address from the ERP's customer master. Answered by the ERP provider (providers/index.ts). Module `address`.
 */
export const integrationManagerRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/get-sap-customer',
    { config: access.module('address'), schema: { querystring: ErpCustomerQuery, response: { 200: envelopeOf(Type.Array(ErpCustomer)) } } },
    async (request) => {
      const name = request.query.name.trim();
      const customers = name ? await app.providers.erp.searchCustomers(name, ERP_CUSTOMER_LIMIT) : [];
      return ok('Customers fetched', customers);
    },
  );
};
