import {
  CreateSalesOrderLoadRequest,
  CreateSalesOrderRequest,
  ErpSalesOrderPage,
  ErpSalesOrderQuery,
  SalesOrderListRequest,
  SalesOrderLoadData,
  SalesOrderPage,
  SalesOrderView,
  envelopeOf,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { checkLoadInput } from '../loads';
import { routeLoad } from '../loads';
import { createLoadWriteRepository } from '../loads';
import { createSalesOrderQueries } from './sales-orders';
import { LOAD_TEXTS } from '../loads';
import { SALES_TEXTS } from './texts';

/** get-sap-orders' page size unless the query asks for another (at most 50). */
const ERP_ORDER_LIMIT = 10;

/**
 * Sales orders (module salesOrders): the ERP's open orders (spec section 7: GET get-sap-orders), the
 * company's (ours: sales-order-list), create-sales-order (spec) and create-sales-order-load (ours: the load that
 * ships one, /order/add). Registered by routes.ts under integration-manager/.
 */
export const salesOrderRoutes: RoutesPlugin = async (app) => {
  const queries = createSalesOrderQueries(app.db, app.providers.erp, app.providers.maps);
  const loadWrites = createLoadWriteRepository(app.db);

  app.get(
    '/get-sap-orders',
    { config: access.module('salesOrders'), schema: { querystring: ErpSalesOrderQuery, response: { 200: envelopeOf(ErpSalesOrderPage) } } },
    async (request) => {
      const { page, limit, search } = request.query;
      const data = await queries.erpOrders(callerOf(request).companyId, {
        search: search?.trim() ?? '',
        page: page ? Number(page) : 1,
        limit: limit ? Number(limit) : ERP_ORDER_LIMIT,
      });
      return ok(SALES_TEXTS.orders.erpFetched(), data);
    },
  );

  app.post(
    '/sales-order-list',
    { config: access.module('salesOrders'), schema: { body: SalesOrderListRequest, response: { 200: envelopeOf(SalesOrderPage) } } },
    async (request) => ok(SALES_TEXTS.orders.listFetched(), await queries.list(callerOf(request).companyId, request.body)),
  );

  app.post(
    '/create-sales-order',
    { config: access.module('salesOrders'), schema: { body: CreateSalesOrderRequest, response: { 200: envelopeOf(SalesOrderView) } } },
    async (request) => {
      const caller = callerOf(request);
      const id = await queries.create(caller.companyId, caller.userId, request.body);
      const [view] = await queries.views(caller.companyId, [id]);
      return ok(SALES_TEXTS.orders.created(), view!);
    },
  );

  app.post(
    '/create-sales-order-load',
    { config: access.module('salesOrders'), schema: { body: CreateSalesOrderLoadRequest, response: { 200: envelopeOf(SalesOrderLoadData) } } },
    async (request) => {
      const caller = callerOf(request);
      const { input } = await queries.loadInputOf(caller.companyId, request.body);
      // The load form's own checks (windows in order, references), then positions and distance as add-load does.
      const found = await checkLoadInput(loadWrites, caller.companyId, input);
      const routed = await routeLoad(app.providers.maps, input, found);
      const loadUuid = await queries.createLoad(caller.companyId, caller.userId, request.body.salesOrderId, routed.input, routed.route.distanceMiles ?? null);
      const [salesOrder] = await queries.views(caller.companyId, [request.body.salesOrderId]);
      const load = (await loadWrites.detail(caller.companyId, loadUuid))!;
      return ok(LOAD_TEXTS.write.added(), { salesOrder: salesOrder!, load: { ...load, route: routed.route } });
    },
  );
};
