import { Type } from '@sinclair/typebox';
import {
  ADDRESS_MESSAGES,
  Address,
  AddressInput,
  AddressListRequest,
  AddressPage,
  TagQuery,
  envelopeOf,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { createAddressRepository } from './addresses-repository';
import { IdParams, ownRecordOr404 } from '../http';
import { checkPostalAddress } from '../providers/maps/postal-check';
import { defaultPickupAddressId } from './addresses-repository';

export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_IN_USE = 'This address is used by a lane; remove the lane first';

const Removed = Type.Object({ _id: Type.String() });

/**
 * Routes of the `address-manager` (spec section 7; docs/modules/address.md). Module `address`, except
 * default-address (any signed-in user: other screens prefill from it).
 */
export const addressManagerRoutes: RoutesPlugin = async (app) => {
  const addresses = createAddressRepository(app.db);

  // POST address-manager/address-list (?tag=...): a page of the company's addresses, newest first.
  app.post(
    '/address-list',
    {
      config: access.module('address'),
      schema: { body: AddressListRequest, querystring: TagQuery, response: { 200: envelopeOf(AddressPage) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { page = 1, limit = 20, search } = request.body;
      const data = await addresses.list(caller.companyId, { page, limit, search, tag: request.query.tag });
      return ok('Addresses fetched', data);
    },
  );

  app.get(
    '/address-detail/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Address) } } },
    async (request) => {
      const caller = callerOf(request);
      const address = await addresses.find(caller.companyId, request.params._id);
      if (!address) throw notFound(ADDRESS_NOT_FOUND);
      return ok('Address fetched', address);
    },
  );

  app.post(
    '/add-address',
    { config: access.module('address'), schema: { body: AddressInput, response: { 200: envelopeOf(Address) } } },
    async (request) => {
      const caller = callerOf(request);
      const checked = await checkPostalAddress(app.providers.maps, request.body);
      const address = await addresses.create(caller.companyId, caller.userId, request.body, checked);
      return ok(ADDRESS_MESSAGES.added, address);
    },
  );

  app.post(
    '/update-address/:_id',
    {
      config: access.module('address'),
      schema: { params: IdParams, body: AddressInput, response: { 200: envelopeOf(Address) } },
      preValidation: ownRecordOr404(addresses.exists, ADDRESS_NOT_FOUND),
    },
    async (request) => {
      const caller = callerOf(request);
      const checked = await checkPostalAddress(app.providers.maps, request.body);
      const address = await addresses.update(caller.companyId, request.params._id, request.body, checked);
      if (!address) throw notFound(ADDRESS_NOT_FOUND);
      return ok(ADDRESS_MESSAGES.updated, address);
    },
  );

  app.delete(
    '/remove-address/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Removed) } } },
    async (request) => {
      const caller = callerOf(request);
      const result = await addresses.remove(caller.companyId, request.params._id);
      if (result === 'not_found') throw notFound(ADDRESS_NOT_FOUND);
      if (result === 'in_use') throw badRequest([{ field: 'params._id', message: ADDRESS_IN_USE }], ADDRESS_IN_USE);
      return ok(ADDRESS_MESSAGES.removed, { _id: request.params._id });
    },
  );

  // GET address-manager/default-address: the default pickup address chosen on /setting/default, else the
  // company's default address (business first), or null.
  app.get(
    '/default-address',
    { config: access.account, schema: { response: { 200: envelopeOf(Type.Union([Address, Type.Null()])) } } },
    async (request) => {
      const caller = callerOf(request);
      const chosenId = await defaultPickupAddressId(app.db, caller.companyId);
      const chosen = chosenId ? await addresses.find(caller.companyId, chosenId) : null;
      return ok('Default address fetched', chosen ?? (await addresses.findDefault(caller.companyId)));
    },
  );
};
