import type { Lane, LaneInput, LaneUser, LoadListItem, Page } from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

export const laneManager = {
  /** The generic list fetch (POST lane-manager/lane-list), paged. */
  list: (body: { page?: number; limit?: number; search?: string }, options?: CallOptions) =>
    call<Page<Lane>>('lane-manager/lane-list', { method: 'POST', url: 'lane-manager/lane-list', data: body }, options),
  /** GET lane-manager/lanes: every lane of the company (pickers). */
  all: (options?: CallOptions) => call<Lane[]>('lane-manager/lanes', { method: 'GET', url: 'lane-manager/lanes' }, options),
  detail: (laneId: string, options?: CallOptions) =>
    call<Lane>('lane-manager/detail-lane', { method: 'GET', url: `lane-manager/detail-lane/${id(laneId)}` }, options),
  add: (body: LaneInput, options?: CallOptions) => call<Lane>('lane-manager/add-lane', { method: 'POST', url: 'lane-manager/add-lane', data: body }, options),
  update: (laneId: string, body: LaneInput, options?: CallOptions) =>
    call<Lane>('lane-manager/update-lane', { method: 'PUT', url: `lane-manager/update-lane/${id(laneId)}`, data: body }, options),
  remove: (laneId: string, options?: CallOptions) =>
    call<{ _id: string }>('lane-manager/remove-lane', { method: 'DELETE', url: `lane-manager/remove-lane/${id(laneId)}` }, options),
  users: (laneId: string, options?: CallOptions) =>
    call<LaneUser[]>('lane-manager/get-lane-users', { method: 'GET', url: `lane-manager/get-lane-users/${id(laneId)}` }, options),
  pastLoads: (laneId: string, options?: CallOptions) =>
    call<LoadListItem[]>('lane-manager/get-pastloads-lane', { method: 'GET', url: `lane-manager/get-pastloads-lane/${id(laneId)}` }, options),
  currentLoads: (laneId: string, options?: CallOptions) =>
    call<LoadListItem[]>('lane-manager/get-currentloads-lane', { method: 'GET', url: `lane-manager/get-currentloads-lane/${id(laneId)}` }, options),
};
