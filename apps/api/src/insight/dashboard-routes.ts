import { Type } from '@sinclair/typebox';
import {
  CalendarEventsData,
  DashboardCalendarRequest,
  DashboardSideQuery,
  DriverScheduleRequest,
  DriverScheduleResponse,
  LaneHistoryQuery,
  LaneHistoryResponse,
  LatestOrder,
  LatestOrdersQuery,
  LateTrucker,
  OrdersCountParams,
  OrdersCountResponse,
  PeriodQuery,
  PopularRoute,
  SCHEDULE_MAX_RANGE_DAYS,
  TopRatedTruck,
  TruckerCountParams,
  TruckerCountResponse,
  daysBetween,
  envelopeOf,
  type DashboardSide,
} from '@freight/contracts';
import { IdParams } from '../http';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { SCHEDULE_TEXTS, calendarEvents } from '../schedule';
import { latestOrders, lateTruckers, popularRoutes, topRatedTrucks } from './cards';
import { orderCounts, truckerCounts } from './counts';
import { DRIVER_SCHEDULE_MAX_DAYS, driverSchedule } from './driver-schedule';
import { laneHistory } from './lane-history';
import { checkDayRange, numberOf, sideOf } from './side';
import { INSIGHT_TEXTS } from './texts';

/** The look-back cards' defaults: the last 90 days, five rows. */
const DEFAULT_DAYS = 90;
const DEFAULT_ROWS = 5;

/**
 * dashboard-manager (spec section 7 "Dashboard" and our additions; permission `dashboard`): every figure on the
 * caller's side (`side`, else the company type's default). docs/modules/dashboard.md, "Figures", defines each.
 */
export const dashboardManagerRoutes: RoutesPlugin = async (app) => {
  const dashboard = access.module('dashboard');

  app.get(
    '/orders-count/:type',
    { config: dashboard, schema: { params: OrdersCountParams, querystring: DashboardSideQuery, response: { 200: envelopeOf(OrdersCountResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      const side = sideOf(request.query.side, caller);
      return ok(INSIGHT_TEXTS.dashboard.countFetched(), { side, counts: await orderCounts(app.db, caller.companyId, side, request.params.type) });
    },
  );

  app.get(
    '/my-truker-count/:type',
    { config: dashboard, schema: { params: TruckerCountParams, response: { 200: envelopeOf(TruckerCountResponse) } } },
    async (request) => ok(INSIGHT_TEXTS.dashboard.countFetched(), await truckerCounts(app.db, callerOf(request).companyId, request.params.type)),
  );

  app.get(
    '/latest-orders-list',
    { config: dashboard, schema: { querystring: LatestOrdersQuery, response: { 200: envelopeOf(Type.Array(LatestOrder)) } } },
    async (request) => {
      const caller = callerOf(request);
      const side = sideOf(request.query.side, caller);
      return ok(INSIGHT_TEXTS.dashboard.fetched(), await latestOrders(app.db, caller.companyId, side, numberOf(request.query.limit, DEFAULT_ROWS)));
    },
  );

  /** The look-back cards' arguments: side, days, rows. */
  const period = (query: { side?: DashboardSide; days?: string | number; limit?: string | number }, caller: ReturnType<typeof callerOf>) =>
    [caller.companyId, sideOf(query.side, caller), numberOf(query.days, DEFAULT_DAYS), numberOf(query.limit, DEFAULT_ROWS)] as const;

  app.get(
    '/top-rated-trucks',
    { config: dashboard, schema: { querystring: PeriodQuery, response: { 200: envelopeOf(Type.Array(TopRatedTruck)) } } },
    async (request) => ok(INSIGHT_TEXTS.dashboard.fetched(), await topRatedTrucks(app.db, ...period(request.query, callerOf(request)))),
  );

  app.get(
    '/trucker-not-on-time',
    { config: dashboard, schema: { querystring: PeriodQuery, response: { 200: envelopeOf(Type.Array(LateTrucker)) } } },
    async (request) => ok(INSIGHT_TEXTS.dashboard.fetched(), await lateTruckers(app.db, ...period(request.query, callerOf(request)))),
  );

  app.get(
    '/popular-routes',
    { config: dashboard, schema: { querystring: PeriodQuery, response: { 200: envelopeOf(Type.Array(PopularRoute)) } } },
    async (request) => ok(INSIGHT_TEXTS.dashboard.fetched(), await popularRoutes(app.db, ...period(request.query, callerOf(request)))),
  );

  // A lane of the caller's company only: another company's lane is a 404, as a lane that does not exist.
  app.get(
    '/lane-history/:_id',
    { config: dashboard, schema: { params: IdParams, querystring: LaneHistoryQuery, response: { 200: envelopeOf(LaneHistoryResponse) } } },
    async (request) => {
      const history = await laneHistory(app.db, callerOf(request).companyId, request.params._id, numberOf(request.query.months, 12));
      if (!history) throw notFound(INSIGHT_TEXTS.dashboard.laneNotFound());
      return ok(INSIGHT_TEXTS.dashboard.fetched(), history);
    },
  );

  app.post(
    '/driver-schedule',
    { config: dashboard, schema: { body: DriverScheduleRequest, response: { 200: envelopeOf(DriverScheduleResponse) } } },
    async (request) => {
      const body = request.body;
      checkDayRange(body, DRIVER_SCHEDULE_MAX_DAYS);
      const data = await driverSchedule(app.db, callerOf(request).companyId, {
        from: body.from,
        to: body.to,
        page: body.page ?? 1,
        limit: body.limit ?? 20,
        search: body.search,
      });
      return ok(INSIGHT_TEXTS.dashboard.fetched(), data);
    },
  );

  // load-manager/calendar-events' answer (schedule/calendar.ts), with its range rules and messages, kept to one side.
  app.post(
    '/calendar-events',
    { config: dashboard, schema: { body: DashboardCalendarRequest, response: { 200: envelopeOf(CalendarEventsData) } } },
    async (request) => {
      const { side, ...range } = request.body;
      const days = daysBetween(range.from, range.to);
      if (days < 0) throw badRequest([{ field: 'to', message: SCHEDULE_TEXTS.rangeOrder() }]);
      if (days >= SCHEDULE_MAX_RANGE_DAYS) throw badRequest([{ field: 'to', message: SCHEDULE_TEXTS.rangeTooLong() }]);
      // The side is read by the query (not filtered afterwards): a crowded range answers that side's first events.
      return ok(SCHEDULE_TEXTS.events(), await calendarEvents(app.db, callerOf(request).companyId, { ...range, side }));
    },
  );
};
