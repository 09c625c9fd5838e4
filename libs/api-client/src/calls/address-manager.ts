import type { Address, AddressInput, AddressListRequest, AddressTag, Page } from '@freight/contracts';
import { call, type CallOptions } from '../client';

const tagQuery = (tag?: AddressTag) => (tag ? { tag } : undefined);

export const addressManager = {
  /** POST address-manager/address-list (also ?tag=…). */
  list: (body: AddressListRequest, tag?: AddressTag, options?: CallOptions) =>
    call<Page<Address>>('address-manager/address-list', { method: 'POST', url: 'address-manager/address-list', data: body, params: tagQuery(tag) }, options),
  detail: (id: string, options?: CallOptions) =>
    call<Address>('address-manager/address-detail', { method: 'GET', url: `address-manager/address-detail/${encodeURIComponent(id)}` }, options),
  add: (body: AddressInput, options?: CallOptions) =>
    call<Address>('address-manager/add-address', { method: 'POST', url: 'address-manager/add-address', data: body }, options),
  update: (id: string, body: AddressInput, options?: CallOptions) =>
    call<Address>('address-manager/update-address', { method: 'POST', url: `address-manager/update-address/${encodeURIComponent(id)}`, data: body }, options),
  remove: (id: string, options?: CallOptions) =>
    call<{ _id: string }>('address-manager/remove-address', { method: 'DELETE', url: `address-manager/remove-address/${encodeURIComponent(id)}` }, options),
  defaultAddress: (options?: CallOptions) =>
    call<Address | null>('address-manager/default-address', { method: 'GET', url: 'address-manager/default-address' }, options),
};
