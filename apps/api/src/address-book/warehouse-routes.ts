import { Type } from '@sinclair/typebox';
import {
  Warehouse,
  WarehouseAvailability,
  WarehouseAvailabilityRequest,
  WarehouseInput,
  WarehouseListRequest,
  WarehousePage,
  WarehouseProduct,
  WarehouseProductsRequest,
  WarehouseTagQuery,
  envelopeOf,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok, type FieldFailure } from '../plugins/envelope';
import { ADDRESS_BOOK_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { IdParams, ownRecordOr404 } from '../http';
import { checkPostalAddress } from '../providers/maps/postal-check';
import { rethrowPgViolation } from '../db/errors';
import { WAREHOUSE_CODE_CONSTRAINT, createWarehouseRepository } from './warehouses-repository';
import { expectedArrivalsRoutes } from './warehouse-arrivals';

const Removed = Type.Object({ _id: Type.String() });

/** The checks of a warehouse's input beyond its schema, before any provider call. */
function checkPallets(input: WarehouseInput): FieldFailure[] {
  return input.availablePallets > input.capacityPallets ? [{ field: 'body.availablePallets', message: ADDRESS_BOOK_TEXTS.warehouses.pallets() }] : [];
}

const codeTaken = () => badRequest([{ field: 'body.code', message: ADDRESS_BOOK_TEXTS.warehouses.codeTaken() }]);

/** Routes of the `warehouse-manager` (spec section 7; docs/modules/address.md). Module `address`. */
export const warehouseManagerRoutes: RoutesPlugin = async (app) => {
  const warehouses = createWarehouseRepository(app.db);
  await app.register(expectedArrivalsRoutes); // expected-arrivals/:_id: containers heading here (from ship to truck)

  app.post(
    '/warehouse-list',
    {
      config: access.module('address'),
      schema: { body: WarehouseListRequest, querystring: WarehouseTagQuery, response: { 200: envelopeOf(WarehousePage) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { page = 1, limit = 20, search } = request.body;
      return ok(ADDRESS_BOOK_TEXTS.warehouses.listFetched(), await warehouses.list(caller.companyId, { page, limit, search, tag: request.query.tag }));
    },
  );

  app.get(
    '/warehouse-detail/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Warehouse) } } },
    async (request) => {
      const caller = callerOf(request);
      const warehouse = await warehouses.find(caller.companyId, request.params._id);
      if (!warehouse) throw notFound(ADDRESS_BOOK_TEXTS.warehouses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.warehouses.fetched(), warehouse);
    },
  );

  app.post(
    '/add-warehouse',
    { config: access.module('address'), schema: { body: WarehouseInput, response: { 200: envelopeOf(Warehouse) } } },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      const errors = checkPallets(input);
      if (await warehouses.codeTaken(caller.companyId, input.code)) errors.push({ field: 'body.code', message: ADDRESS_BOOK_TEXTS.warehouses.codeTaken() });
      if (errors.length > 0) throw badRequest(errors);
      const checked = await checkPostalAddress(app.providers.maps, input);
      try {
        return ok(ADDRESS_BOOK_TEXTS.warehouses.added(), await warehouses.create(caller.companyId, input, checked));
      } catch (error) {
        rethrowPgViolation(error, { [WAREHOUSE_CODE_CONSTRAINT]: codeTaken });
      }
    },
  );

  app.post(
    '/update-warehouse/:_id',
    {
      config: access.module('address'),
      schema: { params: IdParams, body: WarehouseInput, response: { 200: envelopeOf(Warehouse) } },
      preValidation: ownRecordOr404(warehouses.exists, ADDRESS_BOOK_TEXTS.warehouses.notFound()),
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params._id;
      const input = request.body;
      const errors = checkPallets(input);
      if (await warehouses.codeTaken(caller.companyId, input.code, id)) errors.push({ field: 'body.code', message: ADDRESS_BOOK_TEXTS.warehouses.codeTaken() });
      if (errors.length > 0) throw badRequest(errors);
      const checked = await checkPostalAddress(app.providers.maps, input);
      try {
        const warehouse = await warehouses.update(caller.companyId, id, input, checked);
        if (!warehouse) throw notFound(ADDRESS_BOOK_TEXTS.warehouses.notFound());
        return ok(ADDRESS_BOOK_TEXTS.warehouses.updated(), warehouse);
      } catch (error) {
        rethrowPgViolation(error, { [WAREHOUSE_CODE_CONSTRAINT]: codeTaken });
      }
    },
  );

  app.delete(
    '/delete-warehouse/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Removed) } } },
    async (request) => {
      const caller = callerOf(request);
      if (!(await warehouses.remove(caller.companyId, request.params._id))) throw notFound(ADDRESS_BOOK_TEXTS.warehouses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.warehouses.removed(), { _id: request.params._id });
    },
  );

  app.post(
    '/availability',
    {
      config: access.module('address'),
      schema: { body: WarehouseAvailabilityRequest, response: { 200: envelopeOf(WarehouseAvailability) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const availability = await warehouses.availability(caller.companyId, request.body.warehouseId);
      if (!availability) throw notFound(ADDRESS_BOOK_TEXTS.warehouses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.warehouses.availabilityFetched(), availability);
    },
  );

  app.post(
    '/products',
    {
      config: access.module('address'),
      schema: { body: WarehouseProductsRequest, response: { 200: envelopeOf(Type.Array(WarehouseProduct)) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const stock = await warehouses.products(caller.companyId, request.body.warehouseId, request.body.search);
      if (!stock) throw notFound(ADDRESS_BOOK_TEXTS.warehouses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.warehouses.productsFetched(), stock);
    },
  );
};
