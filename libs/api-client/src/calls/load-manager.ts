import type { EquipmentType, LoadDetail, LoadInput, LoadListRequest, LoadListResponseData } from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * The load itself (load-manager, spec section 7) and the equipment catalogue. The board, trucks, quotes and bulk
 * calls of the same manager live beside this file (load-board.ts, load-trucks.ts, quotes.ts, load-bulk.ts).
 */
export const loadManager = {
  /** POST load-manager/load-list: the company's loads (shipper view) or the loads it carries (carrier view), paged. */
  list: (body: LoadListRequest, options?: CallOptions) =>
    call<LoadListResponseData>('load-manager/load-list', { method: 'POST', url: 'load-manager/load-list', data: body }, options),
  add: (body: LoadInput, options?: CallOptions) =>
    call<LoadDetail>('load-manager/add-load', { method: 'POST', url: 'load-manager/add-load', data: body }, options),
  detail: (loadUuid: string, options?: CallOptions) =>
    call<LoadDetail>('load-manager/load-detail', { method: 'GET', url: `load-manager/load-detail/${id(loadUuid)}` }, options),
  /** By the human id (`L-100123`). */
  detailByLoadId: (loadId: string, options?: CallOptions) =>
    call<LoadDetail>('load-manager/load-detail-loadId', { method: 'GET', url: `load-manager/load-detail-loadId/${id(loadId)}` }, options),
  update: (loadUuid: string, body: LoadInput, options?: CallOptions) =>
    call<LoadDetail>('load-manager/load-update', { method: 'POST', url: `load-manager/load-update/${id(loadUuid)}`, data: body }, options),
  remove: (loadUuid: string, options?: CallOptions) =>
    call<{ _id: string }>('load-manager/remove-load', { method: 'DELETE', url: `load-manager/remove-load/${id(loadUuid)}` }, options),
  /** GET equipment-manager/equipment-list: the equipment catalogue, in its sort order. */
  equipmentList: (options?: CallOptions) =>
    call<EquipmentType[]>('equipment-manager/equipment-list', { method: 'GET', url: 'equipment-manager/equipment-list' }, options),
};
