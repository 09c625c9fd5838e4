import { Type, type Static } from '@sinclair/typebox';
import { LOAD_VIEWS, PageRequest, StringEnum, pageOf, type LoadView, type Page } from './loads';
import { CalendarEventsRequest } from './schedule';
import { UNDELIVERED_ORDER_STATUSES } from './status-groups';
import { CURRENCIES, LOAD_STATUSES, ORDER_STATUSES, TRUCKER_STATUSES, type LoadStatus, type OrderStatus } from './statuses';

/**
 * The dashboard: what needs attention now, the order lists, delay and risk of delay, lane history, the
 * driver schedule. docs/modules/dashboard.md defines every figure exactly.
 *
 * Side: every dashboard call takes `side` (`shipper`: the loads and orders the caller's company owns; `carrier`: the
 * ones it carries). Absent, it is `carrier` for a company of type carrier, else `shipper` (as the load list's view).
 * A company of type `both` sees a switch on the screen.
 *
 * Money is integer cents (`…Cents`), as in the order calls; amounts of different currencies are never added together.
 */

/** The dashboard's texts the screens and tests name too (the API's, with the others, in apps/api/src/insight/texts.ts). */
export const DASHBOARD_MESSAGES = {
  laneNotFound: 'Lane not found',
  /** 400: a date range that ends before it starts (activity-graph, reports, driver schedule). */
  rangeOrder: 'The end of the range must not be before its start',
  /** 400: a range longer than the call allows (`{days}`). */
  rangeTooLong: 'The range may cover at most {days} days',
} as const;

export const DASHBOARD_SIDES = LOAD_VIEWS;
export type DashboardSide = LoadView;
export const DashboardSideQuery = Type.Object({ side: Type.Optional(StringEnum(DASHBOARD_SIDES)) }, { additionalProperties: false });
export type DashboardSideQuery = Static<typeof DashboardSideQuery>;

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/**
 * A whole number in a query string (the API validates without type coercion: a query value is a string), its range
 * spelled by the pattern. The request types below keep numbers: the client sends them as text.
 */
const QUERY_RANGES = {
  '1-20': '^([1-9]|1[0-9]|20)$',
  '1-24': '^([1-9]|1[0-9]|2[0-4])$',
  '1-50': '^([1-9]|[1-4][0-9]|50)$',
  '1-366': '^([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-6])$',
  '1-10000': '^([1-9][0-9]{0,3}|10000)$',
} as const;
const queryInteger = (range: keyof typeof QUERY_RANGES) =>
  Type.String({ pattern: QUERY_RANGES[range], description: `A whole number, ${range.replace('-', ' to ')}` });

// ---------------------------------------------------------------------------------------------------------------
// The dashboard's groups and the order lists (spec section 2: /dashboard/currentorderslist ... /delayedorders).

/**
 * The groups the dashboard counts and lists. `pending` and `quoted` are loads that have no order yet (the load
 * list, load-manager/load-list with that `status`); the others are orders (order-manager/order-list with `group`).
 * `riskOfDelay` and `delayed` are the live orders (new to in transit) the risk job flagged.
 */
export const DASHBOARD_GROUPS = ['pending', 'quoted', 'new', 'current', 'active', 'completed', 'riskOfDelay', 'delayed'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** The order groups of order-list's `group` and the statuses each holds (flags: any live status with the flag). */
export const ORDER_GROUPS = ['new', 'current', 'active', 'completed', 'riskOfDelay', 'delayed'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];
export const ORDER_GROUP_STATUSES: Readonly<Record<OrderGroup, readonly OrderStatus[]>> = {
  new: ['new'],
  current: ['accepted'],
  active: ['assigned', 'in_transit'],
  completed: ['delivered', 'invoiced', 'paid'],
  riskOfDelay: UNDELIVERED_ORDER_STATUSES,
  delayed: UNDELIVERED_ORDER_STATUSES,
};
/** The load statuses of the two load groups (shipper side only: a carrier has no loads before an order). */
export const LOAD_ONLY_GROUPS: Readonly<Record<'pending' | 'quoted', LoadStatus>> = { pending: 'pending', quoted: 'quoted' };

/** GET dashboard-manager/orders-count/:type — `all` answers every group at once. */
export const ORDER_COUNT_TYPES = ['all', ...DASHBOARD_GROUPS] as const;
export type OrderCountType = (typeof ORDER_COUNT_TYPES)[number];
export const OrdersCountParams = Type.Object({ type: StringEnum(ORDER_COUNT_TYPES) }, { additionalProperties: false });
export const OrdersCountResponse = Type.Object({
  side: StringEnum(DASHBOARD_SIDES),
  /** One entry per group asked for (every group for `all`). */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type OrdersCountResponse = { side: DashboardSide; counts: Partial<Record<DashboardGroup, number>> };

/** GET dashboard-manager/my-truker-count/:type — the company's trucks by status (`all`: every status and the total). */
export const TRUCKER_COUNT_TYPES = ['all', ...TRUCKER_STATUSES] as const;
export type TruckerCountType = (typeof TRUCKER_COUNT_TYPES)[number];
export const TruckerCountParams = Type.Object({ type: StringEnum(TRUCKER_COUNT_TYPES) }, { additionalProperties: false });
export const TruckerCountResponse = Type.Object({
  total: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type TruckerCountResponse = Static<typeof TruckerCountResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Delay and risk of delay (computed by the API's risk job every minute; docs/modules/dashboard.md, "The risk model").

/**
 * Why a load is flagged:
 *   pickupMissed     the pickup window closed and the load was not picked up (delayed)
 *   deliveryMissed   the delivery window closed and the load was not delivered (delayed)
 *   pickupEta        the truck's ETA at the pickup falls after the pickup window (at risk)
 *   deliveryEta      the ETA at the delivery falls after the delivery window (at risk)
 *   noTruck          no truck is assigned and the pickup window closes within RISK_MODEL.unassignedLeadHours (at risk)
 *   containerLate    an ocean container the load waits for comes too late: ready at the port (ETA + dwell) after the
 *                    pickup's day, or, once picked up, at the warehouse after the delivery's day (at risk; purchase
 *                    orders, "From ship to truck")
 */
export const RISK_REASONS = ['pickupMissed', 'deliveryMissed', 'pickupEta', 'deliveryEta', 'noTruck', 'containerLate'] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** The model's constants (one place: the job, its tests and the docs read them). */
export const RISK_MODEL = {
  /** Speed assumed with no recent positions (mph): a truck's average over a day of driving with breaks. */
  plannedSpeedMph: 45,
  /** Positions younger than this count as "recent" for the truck's speed. */
  recentPositionsMinutes: 60,
  /** Below this average (mph) the truck is taken as stopped and the planned speed is used instead. */
  minimumRecentSpeedMph: 5,
  /** Road distance over straight-line distance (circuity) when no route is stored. */
  circuity: 1.2,
  /** Time at the pickup dock before the truck leaves for the delivery (minutes). */
  dockMinutes: 60,
  /** An unassigned load is at risk when its pickup window closes within this many hours. */
  unassignedLeadHours: 4,
  /** How often the job runs (seconds). */
  intervalSeconds: 60,
} as const;

/** The flags a list row shows. `minutes`: how late (delayed) or how late predicted (at risk); null when not flagged. */
export const DelayInfo = Type.Object({
  isDelayed: Type.Boolean(),
  isAtRisk: Type.Boolean(),
  delayReason: nullable(StringEnum(RISK_REASONS)),
  delayMinutes: nullable(Type.Integer()),
  /** Predicted arrival at the next stop, when known. */
  etaAt: nullable(DateTime),
});
export type DelayInfo = Static<typeof DelayInfo>;
/** A row no one flagged. */
export const NO_DELAY: DelayInfo = { isDelayed: false, isAtRisk: false, delayReason: null, delayMinutes: null, etaAt: null };

// ---------------------------------------------------------------------------------------------------------------
// Dashboard cards

/** GET dashboard-manager/latest-orders-list?side&limit — the newest orders of the side (default 5, at most 20). */
export const LatestOrdersQuery = Type.Object(
  { side: Type.Optional(StringEnum(DASHBOARD_SIDES)), limit: Type.Optional(queryInteger('1-20')) },
  { additionalProperties: false },
);
export type LatestOrdersQuery = { side?: DashboardSide; limit?: number };
export const LatestOrder = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  loadUuid: Type.String(),
  loadId: Type.String(),
  counterparty: Type.String(),
  origin: Type.String(),
  destination: Type.String(),
  currency: StringEnum(CURRENCIES),
  totalCents: Type.Integer(),
  createdAt: DateTime,
});
export type LatestOrder = Static<typeof LatestOrder>;

/** The period of the cards that look back (top-rated trucks, truckers not on time, popular routes): days, default 90. */
export const PeriodQuery = Type.Object(
  {
    side: Type.Optional(StringEnum(DASHBOARD_SIDES)),
    days: Type.Optional(queryInteger('1-366')),
    limit: Type.Optional(queryInteger('1-50')),
  },
  { additionalProperties: false },
);
export type PeriodQuery = { side?: DashboardSide; days?: number; limit?: number };

/** GET dashboard-manager/top-rated-trucks: trucks by the shipper's ratings of the loads they delivered in the period. */
export const TopRatedTruck = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  truckNumber: Type.String(),
  company: Type.String(),
  /** Average of the ratings in the period (1-5, two decimals). */
  rating: Type.Number(),
  ratings: Type.Integer(),
  deliveries: Type.Integer(),
});
export type TopRatedTruck = Static<typeof TopRatedTruck>;

/** GET dashboard-manager/trucker-not-on-time: trucks with late pickups or deliveries in the period, most late first. */
export const LateTrucker = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  truckNumber: Type.String(),
  company: Type.String(),
  deliveries: Type.Integer(),
  lateDeliveries: Type.Integer(),
  latePickups: Type.Integer(),
  /** Share of deliveries on time, 0-1. */
  onTimeRate: Type.Number(),
  averageDelayMinutes: Type.Integer(),
});
export type LateTrucker = Static<typeof LateTrucker>;

const PlacePoint = Type.Object({ city: Type.String(), state: Type.String(), lat: nullable(Type.Number()), lng: nullable(Type.Number()) });

/** GET dashboard-manager/popular-routes: city pairs by loads delivered in the period (the lane when one matches). */
export const PopularRoute = Type.Object({
  origin: PlacePoint,
  destination: PlacePoint,
  loads: Type.Integer(),
  laneId: nullable(Type.String()),
  laneName: nullable(Type.String()),
});
export type PopularRoute = Static<typeof PopularRoute>;

/** POST order-manager/activity-graph: loads created and delivered per bucket over a range (at most 366 days). */
export const ACTIVITY_BUCKETS = ['day', 'week', 'month'] as const;
export type ActivityBucket = (typeof ACTIVITY_BUCKETS)[number];
export const ActivityGraphRequest = Type.Object(
  {
    side: Type.Optional(StringEnum(DASHBOARD_SIDES)),
    from: Day,
    to: Day,
    bucket: Type.Optional(StringEnum(ACTIVITY_BUCKETS, { default: 'day' })),
  },
  { additionalProperties: false, examples: [{ from: '2026-10-01', to: '2026-10-31', bucket: 'day' }] },
);
export type ActivityGraphRequest = Static<typeof ActivityGraphRequest>;
export const ActivityPoint = Type.Object({
  /** First day of the bucket (YYYY-MM-DD, UTC). */
  date: Day,
  created: Type.Integer(),
  delivered: Type.Integer(),
});
export type ActivityPoint = Static<typeof ActivityPoint>;
export const ActivityGraphResponse = Type.Object({ bucket: StringEnum(ACTIVITY_BUCKETS), points: Type.Array(ActivityPoint) });
export type ActivityGraphResponse = Static<typeof ActivityGraphResponse>;

/** GET logs-manager/logs-list?page&limit&entityType — the company's activity log, newest first. */
export const LOG_ENTITY_TYPES = ['load', 'quote', 'order', 'purchase_order', 'address', 'lane', 'warehouse', 'trucker', 'user', 'company'] as const;
export const LogsListQuery = Type.Object(
  { page: Type.Optional(queryInteger('1-10000')), limit: Type.Optional(queryInteger('1-50')), entityType: Type.Optional(StringEnum(LOG_ENTITY_TYPES)) },
  { additionalProperties: false },
);
export type LogsListQuery = { page?: number; limit?: number; entityType?: (typeof LOG_ENTITY_TYPES)[number] };
export const LogItem = Type.Object({
  _id: Type.String(),
  entityType: Type.String(),
  entityId: nullable(Type.String()),
  action: Type.String(),
  message: Type.String(),
  user: nullable(Type.String()),
  /** The screen to open for the entity, when there is one. */
  link: nullable(Type.String()),
  createdAt: DateTime,
});
export type LogItem = Static<typeof LogItem>;
export const LogsListResponse = Type.Object({
  items: Type.Array(LogItem),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Whether a next page exists (the log is long; no exact total is counted). */
  hasMore: Type.Boolean(),
});
export type LogsListResponse = Static<typeof LogsListResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Lane history, driver schedule, dashboard calendar

/** GET dashboard-manager/lane-history/:_id?months — a shipper's lane: its loads, rates over time, carriers, on time. */
export const LaneHistoryQuery = Type.Object({ months: Type.Optional(queryInteger('1-24')) }, { additionalProperties: false });
export type LaneHistoryQuery = { months?: number };
export const LaneHistoryResponse = Type.Object({
  lane: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    origin: Type.String(),
    destination: Type.String(),
    distanceMiles: nullable(Type.Number()),
    currency: StringEnum(CURRENCIES),
    targetRateCents: nullable(Type.Integer()),
  }),
  summary: Type.Object({
    deliveredLoads: Type.Integer(),
    currentLoads: Type.Integer(),
    onTimePickupRate: nullable(Type.Number()),
    onTimeDeliveryRate: nullable(Type.Number()),
    averageRateCents: nullable(Type.Integer()),
    averageRatePerMileCents: nullable(Type.Integer()),
    co2eKg: Type.Number(),
  }),
  /** Per month (first day), in the lane's currency. */
  rates: Type.Array(
    Type.Object({ month: Day, loads: Type.Integer(), averageRateCents: Type.Integer(), minRateCents: Type.Integer(), maxRateCents: Type.Integer() }),
  ),
  carriers: Type.Array(
    Type.Object({
      companyId: Type.String(),
      name: Type.String(),
      loads: Type.Integer(),
      onTimeDeliveryRate: Type.Number(),
      averageRateCents: Type.Integer(),
    }),
  ),
  currentLoads: Type.Array(
    Type.Object({
      _id: Type.String(),
      loadId: Type.String(),
      status: StringEnum(LOAD_STATUSES),
      pickupStart: DateTime,
      deliveryEnd: DateTime,
      carrier: nullable(Type.String()),
      orderUuid: nullable(Type.String()),
    }),
  ),
  pastLoads: Type.Array(
    Type.Object({
      _id: Type.String(),
      loadId: Type.String(),
      deliveredAt: DateTime,
      carrier: nullable(Type.String()),
      rateCents: Type.Integer(),
      onTime: Type.Boolean(),
      orderUuid: nullable(Type.String()),
    }),
  ),
});
export type LaneHistoryResponse = Static<typeof LaneHistoryResponse>;

/**
 * POST dashboard-manager/calendar-events — load-manager/calendar-events' request and answer (the same code), and
 * `side`: only the events of the loads the caller ships (`shipper`) or carries (`carrier`); absent, both.
 */
export const DashboardCalendarRequest = Type.Object(
  { ...CalendarEventsRequest.properties, side: Type.Optional(StringEnum(DASHBOARD_SIDES)) },
  { additionalProperties: false, examples: [{ from: '2026-11-01', to: '2026-11-30', side: 'shipper' }] },
);
export type DashboardCalendarRequest = Static<typeof DashboardCalendarRequest>;

/** POST dashboard-manager/driver-schedule — each truck of the caller's fleet with its loads in a range (at most 35 days). */
export const DriverScheduleRequest = Type.Object(
  {
    ...PageRequest,
    from: Day,
    to: Day,
    /** Driver name or truck number. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, examples: [{ from: '2026-11-23', to: '2026-11-29', page: 1, limit: 20 }] },
);
export type DriverScheduleRequest = Static<typeof DriverScheduleRequest>;
export const DriverScheduleLoad = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  status: StringEnum(LOAD_STATUSES),
  orderUuid: nullable(Type.String()),
  origin: Type.String(),
  destination: Type.String(),
  pickupStart: DateTime,
  deliveryEnd: DateTime,
  isDelayed: Type.Boolean(),
  isAtRisk: Type.Boolean(),
});
export type DriverScheduleLoad = Static<typeof DriverScheduleLoad>;
/** The most loads a row of the driver schedule lists (the earliest pickups of the range); `moreLoads` counts the rest. */
export const DRIVER_SCHEDULE_MAX_LOADS = 100;
export const DriverScheduleRow = Type.Object({
  trucker: Type.Object({ _id: Type.String(), name: Type.String(), truckNumber: Type.String(), status: StringEnum(TRUCKER_STATUSES) }),
  loads: Type.Array(DriverScheduleLoad),
  /** The truck's loads in the range beyond DRIVER_SCHEDULE_MAX_LOADS (absent when none). */
  moreLoads: Type.Optional(Type.Integer()),
});
export type DriverScheduleRow = Static<typeof DriverScheduleRow>;
export const DriverScheduleResponse = pageOf(DriverScheduleRow);
export type DriverScheduleResponse = Page<DriverScheduleRow>;

// ---------------------------------------------------------------------------------------------------------------
// Reports (/reports, login only): delivered shipments (shipment_facts) by customer, carrier, lane or period.

export const REPORT_GROUPS = ['customer', 'carrier', 'lane', 'period'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** The longest range a report covers (days). */
export const REPORT_MAX_DAYS = 731;

/**
 * POST report-manager/report. `side` shipper: the caller's loads (spend; rows by carrier, lane or period);
 * carrier: the loads it carried (revenue; rows by customer, lane or period). The range is of delivery days
 * (inclusive). Filters combine.
 */
export const ReportRequest = Type.Object(
  {
    side: Type.Optional(StringEnum(DASHBOARD_SIDES)),
    groupBy: StringEnum(REPORT_GROUPS),
    period: Type.Optional(StringEnum(REPORT_PERIODS, { default: 'month' })),
    from: Day,
    to: Day,
    customerId: Type.Optional(Uuid),
    carrierId: Type.Optional(Uuid),
    laneId: Type.Optional(Uuid),
  },
  { additionalProperties: false, examples: [{ groupBy: 'lane', from: '2026-09-01', to: '2026-11-30' }] },
);
export type ReportRequest = Static<typeof ReportRequest>;

/** The key of the row of shipments without a lane (groupBy lane) or without a carrier (groupBy carrier). */
export const REPORT_NONE_KEY = 'none';

/** Money figures of a row in one currency (never added across currencies). */
export const ReportMoney = Type.Object({
  currency: StringEnum(CURRENCIES),
  loads: Type.Integer(),
  /** Line haul plus approved accessorials. */
  amountCents: Type.Integer(),
  accessorialCents: Type.Integer(),
  averageRateCents: Type.Integer(),
  /** Amount per loaded mile (loads with a distance only). */
  ratePerMileCents: nullable(Type.Integer()),
});
export type ReportMoney = Static<typeof ReportMoney>;

export const ReportRow = Type.Object({
  /** The group's id (company, lane) or the period's first day. */
  key: Type.String(),
  label: Type.String(),
  loads: Type.Integer(),
  miles: Type.Number(),
  onTimePickupRate: Type.Number(),
  onTimeDeliveryRate: Type.Number(),
  /** Average minutes late at delivery over all the row's loads (on time counts 0). */
  averageDelayMinutes: Type.Number(),
  money: Type.Array(ReportMoney),
  /** Well-to-wheel CO2e (kg), GLEC Framework / ISO 14083 (docs/modules/dashboard.md, "CO2e"). */
  co2eKg: Type.Number(),
  /** g CO2e per tonne-km. */
  co2eIntensity: nullable(Type.Number()),
});
export type ReportRow = Static<typeof ReportRow>;
export const ReportResponse = Type.Object({
  groupBy: StringEnum(REPORT_GROUPS),
  side: StringEnum(DASHBOARD_SIDES),
  rows: Type.Array(ReportRow),
  totals: ReportRow,
});
export type ReportResponse = Static<typeof ReportResponse>;

/** GET report-manager/report-filters?side — the choices of the report's filters (counterparties and lanes with loads). */
export const ReportFiltersResponse = Type.Object({
  customers: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  carriers: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  lanes: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
});
export type ReportFiltersResponse = Static<typeof ReportFiltersResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Notification preferences (uses them for the risk notices; the profile screen edits them).

export const NOTIFICATION_EVENTS = ['loadAtRisk', 'loadDelayed', 'containerEtaChanged'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** users.notification_prefs: per event, the channels chosen; an event not in the record uses the default. */
export type NotificationPrefs = Partial<Record<NotificationEvent, NotificationChannel[]>>;
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<Record<NotificationEvent, readonly NotificationChannel[]>> = {
  loadAtRisk: ['inApp', 'push', 'email'],
  loadDelayed: ['inApp', 'push', 'email'],
  // A container's ETA moved by more than a few hours (docs/modules/purchase-orders.md, "From ship to truck").
  containerEtaChanged: ['inApp', 'push', 'email'],
};
export const channelsFor = (prefs: NotificationPrefs | null | undefined, event: NotificationEvent): readonly NotificationChannel[] =>
  prefs?.[event] ?? DEFAULT_NOTIFICATION_CHANNELS[event];
