import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './loads';
import { DATE_CHANGE_STATUSES, LOAD_STATUSES } from './statuses';
import { links } from './links';

/**
 * The calendar and the delivery schedule (permission `schedule`; spec section 2: /calendar, its child
 * /calendar/confirm-order-date-update/{id}, /delivery-schedule; spec section 7: load-manager/update-calendar-date/{_id},
 * get-all-delivery-schedule, update-trucker-calendar-date/{_id}). docs/modules/orders.md, "Calendar and delivery schedule".
 *
 * A load's calendar date of a stop (pickup = its first pickup, delivery = its last delivery) is `loads.calendar_*_date`
 * when set, else the day (UTC) of the stop's window. Moving it:
 *   - on a load with another party (the load's shipper company and its carrier company differ), the mover's company
 *     asks and the other party decides: a `date_change_requests` row (pending; a newer one for the same stop cancels
 *     the older), a notification and an e-mail with the link /calendar/confirm-order-date-update/{requestId};
 *     confirmed, the load's calendar date moves; both parties are told of the decision;
 *   - without another party (no carrier yet, or the company's own fleet), the date moves at once.
 * The driver's planned days (`loads.trucker_*_date`) are the carrier's own plan: set by the carrier side only.
 */

export const SCHEDULE_MESSAGES = {
  events: 'Calendar fetched',
  /** The date moved at once (no other party to ask). */
  dateUpdated: 'Calendar date updated',
  /** The other party was asked. */
  requested: 'Date change requested: the other party will confirm it',
  request: 'Date change request fetched',
  confirmed: 'Date change confirmed',
  declined: 'Date change declined',
  schedule: 'Delivery schedule fetched',
  truckerDates: "Driver's dates updated",
  loadNotFound: 'Load not found',
  requestNotFound: 'Date change request not found',
  /** 409: the author's company cannot decide its own request. */
  ownRequest: 'You asked for this change: the other party confirms or declines it',
  alreadyConfirmed: 'This date change was already confirmed',
  alreadyDeclined: 'This date change was already declined',
  alreadyCancelled: 'This date change was replaced by a newer request or withdrawn',
  /** 409: a load past delivery, or cancelled. */
  loadClosed: 'The dates of this load can no longer be moved: it is {status}',
  /** 409: the pickup happened already. */
  pickedUp: 'The load was already picked up: its pickup date can no longer be moved',
  /** 409 of update-trucker-calendar-date for the shipper side. */
  carrierOnly: "Only the load's carrier plans its driver's days",
  /** 400 on `date`: a pickup after the delivery, or a delivery before the pickup. */
  pickupAfterDelivery: 'The pickup cannot be after the delivery',
  /** 400 on `to`. */
  rangeOrder: 'The end of the range must not be before its start',
  /** 400 on `to`. */
  rangeTooLong: 'Choose a range of at most 92 days',
  /** 400 on `date`: more than 90 days from the stop's window. */
  tooFar: "Choose a date within 90 days of the stop's window",
  /** 400 on `date`: the date is already the load's. */
  sameDate: 'This is already the date of the stop',
} as const;

/** The longest range a calendar or schedule call reads (a quarter). */
export const SCHEDULE_MAX_RANGE_DAYS = 92;
/** The most events one calendar call answers (the answer says `truncated` beyond). */
export const CALENDAR_MAX_EVENTS = 1_000;

export const STOP_TYPES = ['pickup', 'delivery'] as const;
export type StopType = (typeof STOP_TYPES)[number];

/** The caller's side of a load: its shipper, its carrier, or both (the company's own fleet). */
export const LOAD_SIDES = ['shipper', 'carrier', 'both'] as const;
export type LoadSide = (typeof LOAD_SIDES)[number];

/** The in-app path of a date change request's page (the notification's and the e-mail's link): `links.confirmDateChange`. */
export const confirmDatePath = links.confirmDateChange;

const Uuid = Type.String({ format: 'uuid' });
const DateOnly = Type.String({ format: 'date', examples: ['2026-12-01'] });
const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([Type.Null(), schema]);

const DateRange = {
  from: DateOnly,
  to: DateOnly,
};

// --- Calendar (our addition: POST load-manager/calendar-events) ---

export const CalendarEventsRequest = Type.Object(
  {
    ...DateRange,
    /** Only pickups or only deliveries (default both). */
    stopType: Type.Optional(StringEnum(STOP_TYPES)),
  },
  { additionalProperties: false },
);
export type CalendarEventsRequest = Static<typeof CalendarEventsRequest>;

export const DateChangeRequestSummary = Type.Object({
  _id: Uuid,
  fromDate: nullable(DateOnly),
  toDate: DateOnly,
  reason: nullable(Type.String()),
  /** The caller's company asked (it waits); else the caller decides. */
  byUs: Type.Boolean(),
  createdAt: DateTime,
});
export type DateChangeRequestSummary = Static<typeof DateChangeRequestSummary>;

export const CalendarEvent = Type.Object({
  /** `{loadUuid}:{stopType}`: unique in an answer. */
  key: Type.String(),
  loadUuid: Uuid,
  loadId: Type.String(),
  orderUuid: nullable(Uuid),
  orderId: nullable(Type.String()),
  status: StringEnum(LOAD_STATUSES),
  stopType: StringEnum(STOP_TYPES),
  side: StringEnum(LOAD_SIDES),
  city: Type.String(),
  state: Type.String(),
  windowStart: DateTime,
  windowEnd: DateTime,
  /** The calendar date (YYYY-MM-DD): the load's calendar date of the stop when set, else the window's day (UTC). */
  date: DateOnly,
  /** The calendar date differs from the window's day. */
  moved: Type.Boolean(),
  /** The driver's planned day of this stop (carrier side), if set. */
  truckerDate: nullable(DateOnly),
  /** The other company on the load (its carrier for the shipper, its shipper for the carrier), if any. */
  otherParty: nullable(Type.String()),
  pending: Type.Union([Type.Null(), DateChangeRequestSummary]),
  /** Moving the date is allowed now (not closed, not picked up for a pickup). */
  canMove: Type.Boolean(),
  /** The caller's company carries the load: it may set the driver's days. */
  canPlanDriver: Type.Boolean(),
});
export type CalendarEvent = Static<typeof CalendarEvent>;

export const CalendarEventsData = Type.Object({
  from: DateOnly,
  to: DateOnly,
  events: Type.Array(CalendarEvent),
  /** More than CALENDAR_MAX_EVENTS events in the range: the first ones by date are answered. */
  truncated: Type.Boolean(),
});
export type CalendarEventsData = Static<typeof CalendarEventsData>;

// --- update-calendar-date/{_id} (the load's uuid) ---

/** The longest reason of a date change (the form shows the count; a longer one is a 400, never cut). */
export const DATE_CHANGE_REASON_MAX = 500;

export const UpdateCalendarDateRequest = Type.Object(
  {
    stopType: StringEnum(STOP_TYPES),
    date: DateOnly,
    reason: Type.Optional(Type.String({ maxLength: DATE_CHANGE_REASON_MAX })),
  },
  { additionalProperties: false },
);
export type UpdateCalendarDateRequest = Static<typeof UpdateCalendarDateRequest>;

export const UpdateCalendarDateData = Type.Object({
  /** `moved`: the date changed at once; `requested`: the other party was asked. */
  outcome: StringEnum(['moved', 'requested'] as const),
  event: CalendarEvent,
  /** The request made (outcome `requested`). */
  requestId: nullable(Uuid),
});
export type UpdateCalendarDateData = Static<typeof UpdateCalendarDateData>;

// --- date-change-request/{_id}, confirm-date-change/{_id}, decline-date-change/{_id} (our additions) ---

export const DateChangeRequestView = Type.Object({
  _id: Uuid,
  status: StringEnum(DATE_CHANGE_STATUSES),
  stopType: StringEnum(STOP_TYPES),
  fromDate: nullable(DateOnly),
  toDate: DateOnly,
  reason: nullable(Type.String()),
  loadUuid: Uuid,
  loadId: Type.String(),
  orderId: nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  /** Who asked: the company and the user's name. */
  requestedByCompany: Type.String(),
  requestedByName: nullable(Type.String()),
  /** The caller's company asked: it may not decide. */
  byUs: Type.Boolean(),
  /** The caller may confirm or decline now (pending, and the other party). */
  canDecide: Type.Boolean(),
  decidedByName: nullable(Type.String()),
  decidedAt: nullable(DateTime),
  createdAt: DateTime,
});
export type DateChangeRequestView = Static<typeof DateChangeRequestView>;

export const DecideDateChangeRequest = Type.Object({ comment: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export type DecideDateChangeRequest = Static<typeof DecideDateChangeRequest>;

// --- update-trucker-calendar-date/{_id} ---

export const UpdateTruckerDatesRequest = Type.Object(
  {
    /** The driver's planned pickup / delivery day; null clears it; absent leaves it. */
    pickupDate: Type.Optional(nullable(DateOnly)),
    deliveryDate: Type.Optional(nullable(DateOnly)),
  },
  { additionalProperties: false },
);
export type UpdateTruckerDatesRequest = Static<typeof UpdateTruckerDatesRequest>;

export const TruckerDatesData = Type.Object({
  loadUuid: Uuid,
  loadId: Type.String(),
  pickupDate: nullable(DateOnly),
  deliveryDate: nullable(DateOnly),
});
export type TruckerDatesData = Static<typeof TruckerDatesData>;

// --- get-all-delivery-schedule ---

export const DELIVERY_SCHEDULE_MAX_WEEKS = 13;

export const DeliveryScheduleRequest = Type.Object(
  {
    ...DateRange,
    /** Only stops at this warehouse of the company (load_stops.warehouse_id). */
    warehouseId: Type.Optional(Uuid),
    /** Only deliveries to this address-book customer (the delivery stop's address). */
    customerId: Type.Optional(Uuid),
    /** Deliveries (default), pickups, or both. */
    stopType: Type.Optional(StringEnum(['delivery', 'pickup', 'all'] as const)),
    /** Paging of weeks: `limit` weeks per page. */
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DELIVERY_SCHEDULE_MAX_WEEKS, default: 4 })),
  },
  { additionalProperties: false },
);
export type DeliveryScheduleRequest = Static<typeof DeliveryScheduleRequest>;

export const DeliveryScheduleRow = Type.Object({
  stopUuid: Uuid,
  loadUuid: Uuid,
  loadId: Type.String(),
  orderId: nullable(Type.String()),
  stopType: StringEnum(STOP_TYPES),
  status: StringEnum(LOAD_STATUSES),
  /** The stop's name (the customer or the dock) and place. */
  customer: Type.String(),
  customerId: nullable(Uuid),
  city: Type.String(),
  state: Type.String(),
  warehouse: nullable(Type.String()),
  warehouseId: nullable(Uuid),
  windowStart: DateTime,
  windowEnd: DateTime,
  /** The schedule's day of the stop (the load's calendar date of the stop when set, else the window's day). */
  date: DateOnly,
});
export type DeliveryScheduleRow = Static<typeof DeliveryScheduleRow>;

export const DeliveryScheduleWeek = Type.Object({
  /** 1 for the range's first week: the client writes it as an ordinal ('1st week', '1.ª semana', '1re semaine'). */
  ordinal: Type.Integer({ minimum: 1 }),
  isoYear: Type.Integer(),
  isoWeek: Type.Integer({ minimum: 1, maximum: 53 }),
  /** Monday and Sunday of the week. */
  start: DateOnly,
  end: DateOnly,
  rows: Type.Array(DeliveryScheduleRow),
});
export type DeliveryScheduleWeek = Static<typeof DeliveryScheduleWeek>;

export const ScheduleOption = Type.Object({ _id: Uuid, name: Type.String() });
export type ScheduleOption = Static<typeof ScheduleOption>;

export const DeliveryScheduleData = Type.Object({
  from: DateOnly,
  to: DateOnly,
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Weeks of the range (with or without rows). */
  totalWeeks: Type.Integer(),
  /** Rows in the whole range with the filters. */
  totalRows: Type.Integer(),
  weeks: Type.Array(DeliveryScheduleWeek),
  /** The filters' choices: the company's warehouses and the customers delivered to in the range. */
  warehouses: Type.Array(ScheduleOption),
  customers: Type.Array(ScheduleOption),
});
export type DeliveryScheduleData = Static<typeof DeliveryScheduleData>;

// --- ISO weeks (shared by the API and the screens) ---

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` → UTC midnight (ms). */
export const dayValue = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
/** UTC midnight (ms) → `YYYY-MM-DD`. */
export const dayText = (value: number) => new Date(value).toISOString().slice(0, 10);
/** `day` plus `days` days. */
export const addDays = (day: string, days: number) => dayText(dayValue(day) + days * DAY_MS);
/** The Monday of `day`'s ISO week. */
export const mondayOf = (day: string) => {
  const value = dayValue(day);
  const weekday = (new Date(value).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayText(value - weekday * DAY_MS);
};
/** ISO 8601 year and week number of `day`. */
export function isoWeekOf(day: string): { isoYear: number; isoWeek: number } {
  const thursday = dayValue(mondayOf(day)) + 3 * DAY_MS;
  const isoYear = new Date(thursday).getUTCFullYear();
  const firstThursday = dayValue(mondayOf(`${isoYear}-01-04`)) + 3 * DAY_MS;
  return { isoYear, isoWeek: 1 + Math.round((thursday - firstThursday) / (7 * DAY_MS)) };
}
