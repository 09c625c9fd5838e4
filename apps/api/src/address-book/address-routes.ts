import { Type } from '@sinclair/typebox';
import { Address, AddressInput, AddressListRequest, AddressPage, TagQuery, envelopeOf } from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import { ADDRESS_BOOK_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';
import { createAddressRepository } from './addresses-repository';
import { IdParams, ownRecordOr404 } from '../http';
import { checkPostalAddress } from '../providers/maps/postal-check';
import { defaultPickupAddressId } from './addresses-repository';

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
      return ok(ADDRESS_BOOK_TEXTS.addresses.listFetched(), data);
    },
  );

  app.get(
    '/address-detail/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Address) } } },
    async (request) => {
      const caller = callerOf(request);
      const address = await addresses.find(caller.companyId, request.params._id);
      if (!address) throw notFound(ADDRESS_BOOK_TEXTS.addresses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.addresses.fetched(), address);
    },
  );

  app.post('/add-address', { config: access.module('address'), schema: { body: AddressInput, response: { 200: envelopeOf(Address) } } }, async (request) => {
    const caller = callerOf(request);
    const checked = await checkPostalAddress(app.providers.maps, request.body);
    const address = await addresses.create(caller.companyId, caller.userId, request.body, checked);
    return ok(ADDRESS_BOOK_TEXTS.addresses.added(), address);
  });

  app.post(
    '/update-address/:_id',
    {
      config: access.module('address'),
      schema: { params: IdParams, body: AddressInput, response: { 200: envelopeOf(Address) } },
      preValidation: ownRecordOr404(addresses.exists, ADDRESS_BOOK_TEXTS.addresses.notFound()),
    },
    async (request) => {
      const caller = callerOf(request);
      const checked = await checkPostalAddress(app.providers.maps, request.body);
      const address = await addresses.update(caller.companyId, request.params._id, request.body, checked);
      if (!address) throw notFound(ADDRESS_BOOK_TEXTS.addresses.notFound());
      return ok(ADDRESS_BOOK_TEXTS.addresses.updated(), address);
    },
  );

  app.delete(
    '/remove-address/:_id',
    { config: access.module('address'), schema: { params: IdParams, response: { 200: envelopeOf(Removed) } } },
    async (request) => {
      const caller = callerOf(request);
      const result = await addresses.remove(caller.companyId, request.params._id);
      if (result === 'not_found') throw notFound(ADDRESS_BOOK_TEXTS.addresses.notFound());
      if (result === 'in_use') throw badRequest([{ field: 'params._id', message: ADDRESS_BOOK_TEXTS.addresses.inUse() }], ADDRESS_BOOK_TEXTS.addresses.inUse());
      return ok(ADDRESS_BOOK_TEXTS.addresses.removed(), { _id: request.params._id });
    },
  );

  // GET address-manager/default-address: the default pickup address chosen on /setting/default, else the
  // company's default address (business first), or null.
  app.get('/default-address', { config: access.account, schema: { response: { 200: envelopeOf(Type.Union([Address, Type.Null()])) } } }, async (request) => {
    const caller = callerOf(request);
    const chosenId = await defaultPickupAddressId(app.db, caller.companyId);
    const chosen = chosenId ? await addresses.find(caller.companyId, chosenId) : null;
    return ok(ADDRESS_BOOK_TEXTS.addresses.defaultFetched(), chosen ?? (await addresses.findDefault(caller.companyId)));
  });
};
