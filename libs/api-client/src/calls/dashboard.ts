import type {
  ActivityGraphRequest,
  ActivityGraphResponse,
  CalendarEventsData,
  DashboardCalendarRequest,
  DashboardSide,
  DriverScheduleRequest,
  DriverScheduleResponse,
  LaneHistoryResponse,
  LatestOrder,
  LateTrucker,
  LogsListQuery,
  LogsListResponse,
  OrderCountType,
  OrdersCountResponse,
  PeriodQuery,
  PopularRoute,
  ReportFiltersResponse,
  ReportRequest,
  ReportResponse,
  TopRatedTruck,
  TruckerCountResponse,
  TruckerCountType,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * The dashboard's calls (permission `dashboard`; spec section 7 "Dashboard" and our additions). Every call takes the
 * side (shipper or carrier); docs/modules/dashboard.md defines each figure.
 */
export const dashboardManager = {
  /** GET dashboard-manager/orders-count/{type}: one group's count, or every group's (`all`). */
  ordersCount: (type: OrderCountType, side: DashboardSide, options?: CallOptions) =>
    call<OrdersCountResponse>(
      'dashboard-manager/orders-count',
      { method: 'GET', url: `dashboard-manager/orders-count/${id(type)}`, params: { side } },
      options,
    ),
  /** GET dashboard-manager/my-truker-count/{type}: the company's trucks by status. */
  truckerCount: (type: TruckerCountType, options?: CallOptions) =>
    call<TruckerCountResponse>('dashboard-manager/my-truker-count', { method: 'GET', url: `dashboard-manager/my-truker-count/${id(type)}` }, options),
  /** GET dashboard-manager/top-rated-trucks */
  topRatedTrucks: (query: PeriodQuery, options?: CallOptions) =>
    call<TopRatedTruck[]>('dashboard-manager/top-rated-trucks', { method: 'GET', url: 'dashboard-manager/top-rated-trucks', params: query }, options),
  /** GET dashboard-manager/latest-orders-list */
  latestOrders: (query: { side: DashboardSide; limit?: number }, options?: CallOptions) =>
    call<LatestOrder[]>('dashboard-manager/latest-orders-list', { method: 'GET', url: 'dashboard-manager/latest-orders-list', params: query }, options),
  /** GET dashboard-manager/trucker-not-on-time */
  truckersNotOnTime: (query: PeriodQuery, options?: CallOptions) =>
    call<LateTrucker[]>('dashboard-manager/trucker-not-on-time', { method: 'GET', url: 'dashboard-manager/trucker-not-on-time', params: query }, options),
  /** GET dashboard-manager/popular-routes */
  popularRoutes: (query: PeriodQuery, options?: CallOptions) =>
    call<PopularRoute[]>('dashboard-manager/popular-routes', { method: 'GET', url: 'dashboard-manager/popular-routes', params: query }, options),
  /** GET logs-manager/logs-list: the company's recent activity, newest first. */
  logs: (query: LogsListQuery, options?: CallOptions) =>
    call<LogsListResponse>('logs-manager/logs-list', { method: 'GET', url: 'logs-manager/logs-list', params: query }, options),
  /** POST order-manager/activity-graph: loads created and delivered per day, week or month. */
  activityGraph: (body: ActivityGraphRequest, options?: CallOptions) =>
    call<ActivityGraphResponse>('order-manager/activity-graph', { method: 'POST', url: 'order-manager/activity-graph', data: body }, options),
  /** GET dashboard-manager/lane-history/{_id} */
  laneHistory: (laneId: string, query: { months?: number } = {}, options?: CallOptions) =>
    call<LaneHistoryResponse>('dashboard-manager/lane-history', { method: 'GET', url: `dashboard-manager/lane-history/${id(laneId)}`, params: query }, options),
  /** POST dashboard-manager/driver-schedule: each truck with its loads in a range. */
  driverSchedule: (body: DriverScheduleRequest, options?: CallOptions) =>
    call<DriverScheduleResponse>('dashboard-manager/driver-schedule', { method: 'POST', url: 'dashboard-manager/driver-schedule', data: body }, options),
  /** POST dashboard-manager/calendar-events: the calendar's pickups and deliveries (as load-manager/calendar-events), of one side when asked. */
  calendarEvents: (body: DashboardCalendarRequest, options?: CallOptions) =>
    call<CalendarEventsData>('dashboard-manager/calendar-events', { method: 'POST', url: 'dashboard-manager/calendar-events', data: body }, options),
};

/** The reports (/reports, login only). */
export const reportManager = {
  /** POST report-manager/report: delivered shipments by customer, carrier, lane or period. */
  report: (body: ReportRequest, options?: CallOptions) =>
    call<ReportResponse>('report-manager/report', { method: 'POST', url: 'report-manager/report', data: body }, options),
  /** GET report-manager/report-filters: the customers, carriers and lanes to filter by. */
  filters: (side: DashboardSide, options?: CallOptions) =>
    call<ReportFiltersResponse>('report-manager/report-filters', { method: 'GET', url: 'report-manager/report-filters', params: { side } }, options),
};
