import type {
  CalendarEventsData,
  CalendarEventsRequest,
  DateChangeRequestView,
  DecideDateChangeRequest,
  DeliveryScheduleData,
  DeliveryScheduleRequest,
  TruckerDatesData,
  UpdateCalendarDateData,
  UpdateCalendarDateRequest,
  UpdateTruckerDatesRequest,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * The calendar and the delivery schedule (permission `schedule`; load-manager paths, spec section 7 and our additions).
 * docs/modules/orders.md, "Calendar and delivery schedule".
 */
export const schedule = {
  /** POST load-manager/calendar-events: the caller's pickups and deliveries dated in [from, to]. */
  events: (body: CalendarEventsRequest, options?: CallOptions) =>
    call<CalendarEventsData>('load-manager/calendar-events', { method: 'POST', url: 'load-manager/calendar-events', data: body }, options),
  /** POST load-manager/update-calendar-date/{_id}: moves a stop's date, or asks the other party to confirm. */
  moveDate: (loadUuid: string, body: UpdateCalendarDateRequest, options?: CallOptions) =>
    call<UpdateCalendarDateData>(
      'load-manager/update-calendar-date',
      { method: 'POST', url: `load-manager/update-calendar-date/${id(loadUuid)}`, data: body },
      options,
    ),
  /** GET load-manager/date-change-request/{_id}: a date change request, for either party. */
  request: (requestId: string, options?: CallOptions) =>
    call<DateChangeRequestView>('load-manager/date-change-request', { method: 'GET', url: `load-manager/date-change-request/${id(requestId)}` }, options),
  /** POST load-manager/confirm-date-change/{_id}: the other party confirms ('Date change confirmed'). */
  confirm: (requestId: string, body: DecideDateChangeRequest = {}, options?: CallOptions) =>
    call<DateChangeRequestView>(
      'load-manager/confirm-date-change',
      { method: 'POST', url: `load-manager/confirm-date-change/${id(requestId)}`, data: body },
      options,
    ),
  /** POST load-manager/decline-date-change/{_id}: the other party declines ('Date change declined'). */
  decline: (requestId: string, body: DecideDateChangeRequest = {}, options?: CallOptions) =>
    call<DateChangeRequestView>(
      'load-manager/decline-date-change',
      { method: 'POST', url: `load-manager/decline-date-change/${id(requestId)}`, data: body },
      options,
    ),
  /** POST load-manager/get-all-delivery-schedule: stops grouped by ISO week, paged by weeks. */
  deliverySchedule: (body: DeliveryScheduleRequest, options?: CallOptions) =>
    call<DeliveryScheduleData>(
      'load-manager/get-all-delivery-schedule',
      { method: 'POST', url: 'load-manager/get-all-delivery-schedule', data: body },
      options,
    ),
  /** POST load-manager/update-trucker-calendar-date/{_id}: the carrier's planned days for its driver. */
  truckerDates: (loadUuid: string, body: UpdateTruckerDatesRequest, options?: CallOptions) =>
    call<TruckerDatesData>(
      'load-manager/update-trucker-calendar-date',
      { method: 'POST', url: `load-manager/update-trucker-calendar-date/${id(loadUuid)}`, data: body },
      options,
    ),
};
