import type { CreateTrackingShareRequest, TrackDetail, TrackingLocation, TrackingShareData, TrackingShareListData } from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Tracking a load (load-manager, spec section 7, and our share links). docs/modules/fleet.md, "Tracking". The reads
 * are public: a signed-in party (the session cookie) gets the full view, anyone else a 404; the share reads take the
 * link's code and answer positions rounded to ~1 km.
 */
export const tracking = {
  /**
   * GET load-manager/track-detail/{_id} (the load's uuid or its number, L-100123): the full view for a party; 404
   * 'Tracking not available' for anyone else.
   */
  detail: (loadRef: string, options?: CallOptions) =>
    call<TrackDetail>('load-manager/track-detail', { method: 'GET', url: `load-manager/track-detail/${id(loadRef)}` }, options),
  /** GET load-manager/tracking-location/{_id}?after=: the last position, the points after `after`, ETA, milestones. */
  location: (loadUuid: string, after?: string, options?: CallOptions) =>
    call<TrackingLocation>(
      'load-manager/tracking-location',
      { method: 'GET', url: `load-manager/tracking-location/${id(loadUuid)}`, params: { after } },
      options,
    ),
  /** GET load-manager/shared-track-detail/{code}: the shared view; 404 'This tracking link is no longer valid'. */
  sharedDetail: (code: string, options?: CallOptions) =>
    call<TrackDetail>('load-manager/shared-track-detail', { method: 'GET', url: `load-manager/shared-track-detail/${id(code)}` }, options),
  sharedLocation: (code: string, after?: string, options?: CallOptions) =>
    call<TrackingLocation>(
      'load-manager/shared-tracking-location',
      { method: 'GET', url: `load-manager/shared-tracking-location/${id(code)}`, params: { after } },
      options,
    ),
  /** POST load-manager/create-tracking-share/{loadId} (idempotent): a new link. */
  createShare: (loadUuid: string, body: CreateTrackingShareRequest, options?: CallOptions) =>
    call<TrackingShareData>(
      'load-manager/create-tracking-share',
      { method: 'POST', url: `load-manager/create-tracking-share/${id(loadUuid)}`, data: body },
      options,
    ),
  /** POST load-manager/tracking-share-list/{loadId}: every link of the load, newest first. */
  shares: (loadUuid: string, options?: CallOptions) =>
    call<TrackingShareListData>(
      'load-manager/tracking-share-list',
      { method: 'POST', url: `load-manager/tracking-share-list/${id(loadUuid)}`, data: {} },
      options,
    ),
  /** POST load-manager/revoke-tracking-share/{_id}: the link stops working at once (again is harmless). */
  revokeShare: (shareId: string, options?: CallOptions) =>
    call<TrackingShareData>(
      'load-manager/revoke-tracking-share',
      { method: 'POST', url: `load-manager/revoke-tracking-share/${id(shareId)}`, data: {} },
      options,
    ),
};
