import { Type } from '@sinclair/typebox';
import { ErpCustomer, ErpCustomerQuery, ErpProduct, ErpProductQuery, envelopeOf } from '@freight/contracts';
import { access } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { SALES_TEXTS } from './texts';

/** At most this many customers per search. */
const ERP_CUSTOMER_LIMIT = 10;
/** Products per search unless the body asks for another number (at most 50). */
const ERP_PRODUCT_LIMIT = 10;

/**
 * The address module's call of the `integration-manager` (spec section 7): customers of the ERP by name, to fill an
 * address from the ERP's customer master. Answered by the ERP provider (providers/index.ts). Module `address`.
 */
export const erpLookupRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/get-sap-customer',
    { config: access.module('address'), schema: { querystring: ErpCustomerQuery, response: { 200: envelopeOf(Type.Array(ErpCustomer)) } } },
    async (request) => {
      const name = request.query.name.trim();
      const customers = name ? await app.providers.erp.searchCustomers(name, ERP_CUSTOMER_LIMIT) : [];
      return ok(SALES_TEXTS.erp.customersFetched(), customers);
    },
  );

  // The load form's product look-up (spec section 7: POST integration-manager/get-sap-products): the ERP's material
  // master by id, name or commodity. Login-only, as the load form is; an empty search lists the first products.
  app.post(
    '/get-sap-products',
    { config: access.user, schema: { body: ErpProductQuery, response: { 200: envelopeOf(Type.Array(ErpProduct)) } } },
    async (request) => {
      const products = await app.providers.erp.searchProducts(request.body.search, request.body.limit ?? ERP_PRODUCT_LIMIT);
      return ok(SALES_TEXTS.erp.productsFetched(), products);
    },
  );
};
