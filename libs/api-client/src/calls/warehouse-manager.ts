import type { Page, Warehouse, WarehouseAvailability, WarehouseInput, WarehouseProduct } from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const warehouseManager = {
  /** POST warehouse-manager/warehouse-list?tag=… */
  list: (body: { page?: number; limit?: number; search?: string }, tag?: string, options?: CallOptions) =>
    call<Page<Warehouse>>(
      'warehouse-manager/warehouse-list',
      { method: 'POST', url: 'warehouse-manager/warehouse-list', data: body, params: tag ? { tag } : undefined },
      options,
    ),
  detail: (id: string, options?: CallOptions) =>
    call<Warehouse>('warehouse-manager/warehouse-detail', { method: 'GET', url: `warehouse-manager/warehouse-detail/${encodeURIComponent(id)}` }, options),
  add: (body: WarehouseInput, options?: CallOptions) =>
    call<Warehouse>('warehouse-manager/add-warehouse', { method: 'POST', url: 'warehouse-manager/add-warehouse', data: body }, options),
  update: (id: string, body: WarehouseInput, options?: CallOptions) =>
    call<Warehouse>(
      'warehouse-manager/update-warehouse',
      { method: 'POST', url: `warehouse-manager/update-warehouse/${encodeURIComponent(id)}`, data: body },
      options,
    ),
  remove: (id: string, options?: CallOptions) =>
    call<{ _id: string }>(
      'warehouse-manager/delete-warehouse',
      { method: 'DELETE', url: `warehouse-manager/delete-warehouse/${encodeURIComponent(id)}` },
      options,
    ),
  availability: (warehouseId: string, options?: CallOptions) =>
    call<WarehouseAvailability>('warehouse-manager/availability', { method: 'POST', url: 'warehouse-manager/availability', data: { warehouseId } }, options),
  products: (warehouseId: string, search?: string, options?: CallOptions) =>
    call<WarehouseProduct[]>(
      'warehouse-manager/products',
      { method: 'POST', url: 'warehouse-manager/products', data: search ? { warehouseId, search } : { warehouseId } },
      options,
    ),
};
