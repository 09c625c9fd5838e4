import type {
  BroadcastLoadData,
  LoadAcceptData,
  LoadAcceptRequest,
  LoadBoardData,
  LoadBoardRequest,
  LoadsDetailsData,
  LoadsDetailsRequest,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * The shipper's load list and the carriers' load board (load-manager, spec section 7).
 * docs/modules/loads.md, "Load list and load board".
 */
export const loadBoard = {
  /** POST load-manager/get-all-loads-details: the company's loads for /loads, with the counts of every tab. */
  list: (body: LoadsDetailsRequest, options?: CallOptions) =>
    call<LoadsDetailsData>('load-manager/get-all-loads-details', { method: 'POST', url: 'load-manager/get-all-loads-details', data: body }, options),
  /** POST load-manager/broadcast-load/{_id}: offers an open load on the board ('Load Successfully Broadcasted'). */
  broadcast: (loadUuid: string, options?: CallOptions) =>
    call<BroadcastLoadData>('load-manager/broadcast-load', { method: 'POST', url: `load-manager/broadcast-load/${id(loadUuid)}`, data: {} }, options),
  /** POST load-manager/search-load-by-filter: the board (broadcast loads and loads tendered to the caller). */
  search: (body: LoadBoardRequest, options?: CallOptions) =>
    call<LoadBoardData>('load-manager/search-load-by-filter', { method: 'POST', url: 'load-manager/search-load-by-filter', data: body }, options),
  /** POST load-manager/load-accept-by-fleet: the caller's company takes the load ('Load has been successfully accepted'). */
  accept: (body: LoadAcceptRequest, options?: CallOptions) =>
    call<LoadAcceptData>('load-manager/load-accept-by-fleet', { method: 'POST', url: 'load-manager/load-accept-by-fleet', data: body }, options),
};
