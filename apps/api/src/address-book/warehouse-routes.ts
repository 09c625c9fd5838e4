import { Type } from '@sinclair/typebox';
import {
  ADDRESS_MESSAGES,
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
  type FieldError,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { IdParams, ownRecordOr404 } from '../http';
import { checkPostalAddress } from '../providers/maps/postal-check';
import { rethrowPgViolation } from '../db/errors';
import { WAREHOUSE_CODE_CONSTRAINT, createWarehouseRepository } from './warehouses-repository';
import { expectedArrivalsRoutes } from './warehouse-arrivals';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';
export const PALLETS_MESSAGE = 'Available pallets cannot exceed the capacity';
export const CODE_TAKEN_MESSAGE = 'Another warehouse already uses this code';

const Removed = Type.Object({ _id: Type.String() });

/** The checks of a warehouse's input beyond its schema, before any provider call. */
function checkPallets(input: WarehouseInput): FieldError[] {
  return input.availablePallets > input.capacityPallets ? [{ field: 'body.availablePallets', message: PALLETS_MESSAGE }] : [];
}

const codeTaken = () => badRequest([{ field: 'body.code', message: CODE_TAKEN_MESSAGE }]);

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
      return ok('Warehouses fetched', await warehouses.list(caller.companyId, { page, limit, search, tag: request.query.tag }));
    },
  );

  app.get(
    '/warehouse-detail/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Warehouse) } } },
    async (request) => {
      const caller = callerOf(request);
      const warehouse = await warehouses.find(caller.companyId, request.params._id);
      if (!warehouse) throw notFound(WAREHOUSE_NOT_FOUND);
      return ok('Warehouse fetched', warehouse);
    },
  );

  app.post(
    '/add-warehouse',
    { config: access.module('address'), schema: { body: WarehouseInput, response: { 200: envelopeOf(Warehouse) } } },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      const errors = checkPallets(input);
      if (await warehouses.codeTaken(caller.companyId, input.code)) errors.push({ field: 'body.code', message: CODE_TAKEN_MESSAGE });
      if (errors.length > 0) throw badRequest(errors);
      const checked = await checkPostalAddress(app.providers.maps, input);
      try {
        return ok(ADDRESS_MESSAGES.warehouseAdded, await warehouses.create(caller.companyId, input, checked));
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
      preValidation: ownRecordOr404(warehouses.exists, WAREHOUSE_NOT_FOUND),
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params._id;
      const input = request.body;
      const errors = checkPallets(input);
      if (await warehouses.codeTaken(caller.companyId, input.code, id)) errors.push({ field: 'body.code', message: CODE_TAKEN_MESSAGE });
      if (errors.length > 0) throw badRequest(errors);
      const checked = await checkPostalAddress(app.providers.maps, input);
      try {
        const warehouse = await warehouses.update(caller.companyId, id, input, checked);
        if (!warehouse) throw notFound(WAREHOUSE_NOT_FOUND);
        return ok(ADDRESS_MESSAGES.warehouseUpdated, warehouse);
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
      if (!(await warehouses.remove(caller.companyId, request.params._id))) throw notFound(WAREHOUSE_NOT_FOUND);
      return ok(ADDRESS_MESSAGES.warehouseRemoved, { _id: request.params._id });
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
      if (!availability) throw notFound(WAREHOUSE_NOT_FOUND);
      return ok('Warehouse availability fetched', availability);
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
      if (!stock) throw notFound(WAREHOUSE_NOT_FOUND);
      return ok('Warehouse products fetched', stock);
    },
  );
};
