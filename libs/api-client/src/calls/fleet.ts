import type {
  Page,
  Trucker,
  TruckerInput,
  TruckerLaneListRequest,
  TruckerLaneOption,
  TruckerListRequest,
  TruckerPositions,
  TruckerPositionsRequest,
  TruckerUpdateListRequest,
  TruckerUpdateListResult,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/** The fleet's truck calls (user-manager/; docs/modules/fleet.md, "Trucks (API)"). */
export const fleetManager = {
  /** The generic list fetch (POST user-manager/my-trucker-list): paged, search, kind, status and equipment filters. */
  list: (body: TruckerListRequest, options?: CallOptions) =>
    call<Page<Trucker>>('user-manager/my-trucker-list', { method: 'POST', url: 'user-manager/my-trucker-list', data: body }, options),
  detail: (truckerId: string, options?: CallOptions) =>
    call<Trucker>('user-manager/my-trucker-detail', { method: 'GET', url: `user-manager/my-trucker-detail/${id(truckerId)}` }, options),
  add: (body: TruckerInput, options?: CallOptions) =>
    call<Trucker>('user-manager/add-trucker', { method: 'POST', url: 'user-manager/add-trucker', data: body }, options),
  update: (truckerId: string, body: TruckerInput, options?: CallOptions) =>
    call<Trucker>('user-manager/update-trucker', { method: 'POST', url: `user-manager/update-trucker/${id(truckerId)}`, data: body }, options),
  remove: (truckerId: string, options?: CallOptions) =>
    call<{ _id: string }>('user-manager/remove-trucker', { method: 'DELETE', url: `user-manager/remove-trucker/${id(truckerId)}` }, options),
  /** POST user-manager/trucker-update-list: one status for several trucks (all or none). */
  updateList: (body: TruckerUpdateListRequest, options?: CallOptions) =>
    call<TruckerUpdateListResult>('user-manager/trucker-update-list', { method: 'POST', url: 'user-manager/trucker-update-list', data: body }, options),
  /** POST user-manager/trucker-list-lane: the truckers serving one of the company's lanes, paged. */
  listByLane: (body: TruckerLaneListRequest, options?: CallOptions) =>
    call<Page<Trucker>>('user-manager/trucker-list-lane', { method: 'POST', url: 'user-manager/trucker-list-lane', data: body }, options),
  /** POST user-manager/trucker-positions: the fleet map's trucks (the list's filters, unpaged, compact rows). */
  positions: (body: TruckerPositionsRequest, options?: CallOptions) =>
    call<TruckerPositions>('user-manager/trucker-positions', { method: 'POST', url: 'user-manager/trucker-positions', data: body }, options),
  /** GET user-manager/trucker-lanes: the company's lanes (the carrier form's lanes served). */
  lanes: (options?: CallOptions) => call<TruckerLaneOption[]>('user-manager/trucker-lanes', { method: 'GET', url: 'user-manager/trucker-lanes' }, options),
};
