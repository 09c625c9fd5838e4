import {
  CalendarEventsData,
  CalendarEventsRequest,
  DateChangeRequestView,
  DecideDateChangeRequest,
  DeliveryScheduleData,
  DeliveryScheduleRequest,
  envelopeOf,
  SCHEDULE_MAX_RANGE_DAYS,
  TruckerDatesData,
  UpdateCalendarDateData,
  UpdateCalendarDateRequest,
  UpdateTruckerDatesRequest,
  daysBetween,
} from '@freight/contracts';
import { IdParams } from '../http';
import { access, callerOf } from '../plugins/auth';
import { badRequest, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { SCHEDULE_TEXTS } from './texts';
import { calendarEvents, deliverySchedule } from './calendar';
import { createDateChanges } from './date-changes';

/**
 * The calendar and the delivery schedule (permission `schedule`), mounted under /load-manager so the spec's paths stay
 * theirs: update-calendar-date/{_id}, get-all-delivery-schedule, update-trucker-calendar-date/{_id}; and ours:
 * calendar-events, date-change-request/{_id}, confirm-date-change/{_id}, decline-date-change/{_id}.
 * docs/modules/orders.md, "Calendar and delivery schedule".
 */

/** 400 on `to` for a range that ends before it starts or is longer than SCHEDULE_MAX_RANGE_DAYS. */
function checkRange(range: { from: string; to: string }) {
  const days = daysBetween(range.from, range.to);
  if (days < 0) throw badRequest([{ field: 'to', message: SCHEDULE_TEXTS.rangeOrder() }]);
  if (days >= SCHEDULE_MAX_RANGE_DAYS) throw badRequest([{ field: 'to', message: SCHEDULE_TEXTS.rangeTooLong() }]);
}

export const scheduleRoutes: RoutesPlugin = async (app) => {
  const schedule = access.module('schedule');
  const dateChanges = createDateChanges(app);
  const flushMail = () => void app.mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'mail flush failed'));

  // POST load-manager/calendar-events { from, to, stopType? }: the caller's pickups and deliveries in the range.
  app.post(
    '/calendar-events',
    { config: schedule, schema: { body: CalendarEventsRequest, response: { 200: envelopeOf(CalendarEventsData) } } },
    async (request) => {
      checkRange(request.body);
      return ok(SCHEDULE_TEXTS.events(), await calendarEvents(app.db, callerOf(request).companyId, request.body));
    },
  );

  // POST load-manager/update-calendar-date/{_id} { stopType, date, reason? }: moves the date, or asks the other party.
  app.post(
    '/update-calendar-date/:_id',
    { config: schedule, schema: { params: IdParams, body: UpdateCalendarDateRequest, response: { 200: envelopeOf(UpdateCalendarDateData) } } },
    async (request) => {
      const caller = callerOf(request);
      const answer = await dateChanges.request(caller, request.params._id, request.body);
      if (answer.data.outcome === 'requested') flushMail();
      return ok(answer.data.outcome === 'requested' ? SCHEDULE_TEXTS.requested() : SCHEDULE_TEXTS.dateUpdated(), answer.data);
    },
  );

  // GET load-manager/date-change-request/{_id}: the request, for either party.
  app.get(
    '/date-change-request/:_id',
    { config: schedule, schema: { params: IdParams, response: { 200: envelopeOf(DateChangeRequestView) } } },
    async (request) => ok(SCHEDULE_TEXTS.request(), await dateChanges.view(app.db, callerOf(request).companyId, request.params._id)),
  );

  // POST load-manager/confirm-date-change/{_id} { comment? }: the other party confirms; the load's date moves.
  app.post(
    '/confirm-date-change/:_id',
    { config: schedule, schema: { params: IdParams, body: DecideDateChangeRequest, response: { 200: envelopeOf(DateChangeRequestView) } } },
    async (request) => {
      const view = await dateChanges.decide(callerOf(request), request.params._id, true, request.body.comment?.trim() || null);
      flushMail();
      return ok(SCHEDULE_TEXTS.confirmed(), view);
    },
  );

  // POST load-manager/decline-date-change/{_id} { comment? }: the other party declines; the date stays.
  app.post(
    '/decline-date-change/:_id',
    { config: schedule, schema: { params: IdParams, body: DecideDateChangeRequest, response: { 200: envelopeOf(DateChangeRequestView) } } },
    async (request) => {
      const view = await dateChanges.decide(callerOf(request), request.params._id, false, request.body.comment?.trim() || null);
      flushMail();
      return ok(SCHEDULE_TEXTS.declined(), view);
    },
  );

  // POST load-manager/get-all-delivery-schedule { from, to, warehouseId?, customerId?, stopType?, page?, limit? }.
  app.post(
    '/get-all-delivery-schedule',
    { config: schedule, schema: { body: DeliveryScheduleRequest, response: { 200: envelopeOf(DeliveryScheduleData) } } },
    async (request) => {
      const body = request.body;
      checkRange(body);
      const data = await deliverySchedule(app.db, callerOf(request).companyId, {
        from: body.from,
        to: body.to,
        warehouseId: body.warehouseId,
        customerId: body.customerId,
        stopType: body.stopType ?? 'delivery',
        page: body.page ?? 1,
        limit: body.limit ?? 4,
      });
      return ok(SCHEDULE_TEXTS.schedule(), data);
    },
  );

  // POST load-manager/update-trucker-calendar-date/{_id} { pickupDate?, deliveryDate? }: the carrier's driver plan.
  app.post(
    '/update-trucker-calendar-date/:_id',
    { config: schedule, schema: { params: IdParams, body: UpdateTruckerDatesRequest, response: { 200: envelopeOf(TruckerDatesData) } } },
    async (request) => ok(SCHEDULE_TEXTS.truckerDates(), await dateChanges.truckerDates(callerOf(request).companyId, request.params._id, request.body)),
  );
};
