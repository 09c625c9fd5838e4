import type {
  AssignLoadToTruckRequest,
  AvailableTruckersData,
  AvailableTruckersRequest,
  LoadAssignment,
  LoadDetail,
  LoadDetailsInput,
  SubloadDetail,
  SubloadInput,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Trucks for a load, sub-loads and the partial details update (load-manager, spec section 7).
 * docs/modules/loads.md, "Trucks, sub-loads, details and products".
 */
export const loadTrucks = {
  /** POST load-manager/load-available-truckers: free trucks nearest to the first pickup first, paged. */
  availableTruckers: (body: AvailableTruckersRequest, options?: CallOptions) =>
    call<AvailableTruckersData>('load-manager/load-available-truckers', { method: 'POST', url: 'load-manager/load-available-truckers', data: body }, options),
  /** POST load-manager/assign-load-to-truck: 'Order has been successfully Assigned'. */
  assign: (body: AssignLoadToTruckRequest, options?: CallOptions) =>
    call<LoadAssignment>('load-manager/assign-load-to-truck', { method: 'POST', url: 'load-manager/assign-load-to-truck', data: body }, options),
  /** GET load-manager/subload-detail/{_id}: the load's sub-loads and what is left of its totals. */
  subloads: (loadUuid: string, options?: CallOptions) =>
    call<SubloadDetail>('load-manager/subload-detail', { method: 'GET', url: `load-manager/subload-detail/${id(loadUuid)}` }, options),
  /** POST load-manager/add-subload/{parent _id}: splits a share off the load ('Load Successfully Added'). */
  addSubload: (parentUuid: string, body: SubloadInput, options?: CallOptions) =>
    call<LoadDetail>('load-manager/add-subload', { method: 'POST', url: `load-manager/add-subload/${id(parentUuid)}`, data: body }, options),
  /** POST load-manager/load-details-update/{_id}: reference/PO numbers, instructions, stop contacts. */
  updateDetails: (loadUuid: string, body: LoadDetailsInput, options?: CallOptions) =>
    call<LoadDetail>('load-manager/load-details-update', { method: 'POST', url: `load-manager/load-details-update/${id(loadUuid)}`, data: body }, options),
};
