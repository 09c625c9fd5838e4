import {
  DASHBOARD_MESSAGES,
  REPORT_MAX_DAYS,
  REPORT_PERIODS,
  type DashboardSide,
  type ReportGroup,
  type ReportPeriod,
  type ReportRequest,
} from '@freight/contracts';

/**
 * /reports' choices, every one in the URL (a reload or a shared link shows the same report):
 * `?group=lane&period=week&from=2026-09-01&to=2026-11-24&lane=<uuid>&carrier=<uuid>&customer=<uuid>` and the
 * dashboard's `?side=` (side.tsx). A missing or malformed value is its default (never a 400 from the API); a range
 * whose end is before its start, or longer than REPORT_MAX_DAYS, is named on the screen instead of being asked for.
 */

/** The range shown when the URL names none: the last 90 days, today included. */
const DEFAULT_RANGE_DAYS = 90;
const DEFAULT_PERIOD: ReportPeriod = 'month';

/** The filters of the report, each a URL parameter of its name holding a company's or a lane's id. */
const REPORT_FILTERS = ['customer', 'carrier', 'lane'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
const FILTER_FIELDS = { customer: 'customerId', carrier: 'carrierId', lane: 'laneId' } as const satisfies Record<ReportFilter, keyof ReportRequest>;

/** What the chart draws per row: the loads, or the spend / revenue (one series per currency). */
export const CHART_MEASURES = ['loads', 'amount'] as const;
export type ChartMeasure = (typeof CHART_MEASURES)[number];

/** The URL parameters of the report (the side's is side.tsx's). */
export type ReportParam = 'group' | 'period' | 'from' | 'to' | 'chart' | ReportFilter;

/**
 * What a side can group and filter by: a shipper's own loads by carrier (its counterparty), lane or period; a
 * carrier's carried loads by customer, lane or period. The first is the default.
 */
export const SIDE_GROUPS: Readonly<Record<DashboardSide, readonly ReportGroup[]>> = {
  shipper: ['carrier', 'lane', 'period'],
  carrier: ['customer', 'lane', 'period'],
};
export const SIDE_FILTERS: Readonly<Record<DashboardSide, readonly ReportFilter[]>> = {
  shipper: ['carrier', 'lane'],
  carrier: ['customer', 'lane'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');
/** The reader's day as `YYYY-MM-DD`. */
const localDay = (date: Date): string => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** A real calendar day (`2026-02-30` is not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` (calendar days, UTC arithmetic on a plain date). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const rangeDays = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The default range ending on the reader's today. */
export function defaultRange(today: Date = new Date()): { from: string; to: string } {
  const to = localDay(today);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

export type RangeProblem = 'rangeOrder' | 'rangeTooLong';
/** The API's own words for each range problem (translated on the screen like the server's). */
export const RANGE_PROBLEM_MESSAGES: Readonly<Record<RangeProblem, string>> = {
  rangeOrder: DASHBOARD_MESSAGES.rangeOrder,
  rangeTooLong: DASHBOARD_MESSAGES.rangeTooLong,
};

export interface ReportQuery {
  /** The body of report-manager/report for the URL and side. */
  request: ReportRequest;
  /** The period is chosen (shown) only when the report is by period; kept for the choice's control. */
  period: ReportPeriod;
  /** What the chart draws (`?chart=`, default the loads). */
  chart: ChartMeasure;
  /** A range the API would refuse: the screen says so and asks for nothing. */
  problem?: RangeProblem;
}

/** The report the URL (and the side) asks for. */
export function reportQueryOf(params: URLSearchParams, side: DashboardSide, today: Date = new Date()): ReportQuery {
  const groups = SIDE_GROUPS[side];
  const askedGroup = params.get('group');
  const groupBy = groups.find((group) => group === askedGroup) ?? groups[0]!;
  const askedPeriod = params.get('period');
  const period = REPORT_PERIODS.find((value) => value === askedPeriod) ?? DEFAULT_PERIOD;
  const askedChart = params.get('chart');
  const chart = CHART_MEASURES.find((value) => value === askedChart) ?? 'loads';
  const range = defaultRange(today);
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const to = isDay(toParam) ? toParam : range.to;
  // Only an end in the URL: the 90 days before it.
  const from = isDay(fromParam) ? fromParam : addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const request: ReportRequest = { side, groupBy, from, to, ...(groupBy === 'period' ? { period } : {}) };
  for (const filter of SIDE_FILTERS[side]) {
    const value = params.get(filter);
    if (value && UUID.test(value)) request[FILTER_FIELDS[filter]] = value;
  }
  const days = rangeDays(from, to);
  const problem: RangeProblem | undefined = days < 1 ? 'rangeOrder' : days > REPORT_MAX_DAYS ? 'rangeTooLong' : undefined;
  return { request, period, chart, ...(problem ? { problem } : {}) };
}

/** The chosen filter values of a request (`{ lane: '<uuid>' }`), by URL parameter. */
export function chosenFilters(request: ReportRequest): Partial<Record<ReportFilter, string>> {
  const chosen: Partial<Record<ReportFilter, string>> = {};
  for (const filter of REPORT_FILTERS) {
    const value = request[FILTER_FIELDS[filter]];
    if (typeof value === 'string') chosen[filter] = value;
  }
  return chosen;
}

/** The URL's parameters with `changes` applied (an empty value removes its parameter); other parameters are kept. */
export function withReportParams(params: URLSearchParams, changes: Partial<Record<ReportParam, string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** A stable text of a request: an answer for another request than the one on screen is dropped. */
export const requestKey = (request: ReportRequest): string =>
  JSON.stringify([
    request.side,
    request.groupBy,
    request.period ?? null,
    request.from,
    request.to,
    request.customerId ?? null,
    request.carrierId ?? null,
    request.laneId ?? null,
  ]);
