import type { BulkLoadsRequest, BulkLoadsResult, LoadScheduleRequest } from '@freight/contracts';
import { call, type CallOptions } from '../client';

/**
 * Many loads at once (/bulk-loads-schedule), all or nothing: a 400 names each bad row and cell
 * (`body.loads.3.stops.0.postalCode`, `body.template.weight`, `body.recurrence.endDate`). Both are creates, so each
 * call carries an Idempotency-Key (pass the same `idempotencyKey` when the user retries the same action).
 */
export const loadBulk = {
  /** POST load-manager/add-bulk-loads: the rows of an uploaded file (at most BULK_LOADS_MAX). */
  addBulkLoads: (body: BulkLoadsRequest, options?: CallOptions) =>
    call<BulkLoadsResult>('load-manager/add-bulk-loads', { method: 'POST', url: 'load-manager/add-bulk-loads', data: body }, options),
  /** POST load-manager/add-load-schedule: a template load repeated on weekdays every N weeks. */
  addLoadSchedule: (body: LoadScheduleRequest, options?: CallOptions) =>
    call<BulkLoadsResult>('load-manager/add-load-schedule', { method: 'POST', url: 'load-manager/add-load-schedule', data: body }, options),
};
