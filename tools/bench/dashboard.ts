/**
 * Dashboard and report budgets, on the benchmark's database (the demo world grown to 100,000
 * loads), as admin@demo.test (Demo Freight Co., a company of type `both`: every call on both sides), one client:
 *   dashboard_p99_ms  the slowest p99 of every dashboard call: orders-count/all and latest orders, top-rated trucks,
 *                     truckers not on time, popular routes and the activity graph (90 days) on both sides;
 *                     my-truker-count/all, logs-list, lane history (the company's busiest lanes), the driver schedule
 *                     (a week), the dashboard calendar (a month), order-list with each group on both sides
 *   report_p99_ms     the slowest p99 of report-manager/report: each groupBy of each side (period by day, week and
 *                     month) over the last 90 days and over the last year
 * Each call is measured alone: `--samples` calls (default 200) after 10 of warm-up; nearest-rank percentiles; budget
 * 100 ms p99 each. Every call's own p99 is printed too (`dashboard_call_p99_ms.<call>`), slowest last.
 *
 * Alone, against a running server whose database holds the grown demo world:
 *   npx tsx tools/bench/dashboard.ts --url http://127.0.0.1:4320 [--samples 200]
 * or seeding and starting one (as `npm run bench` does; BENCH_LOADS changes the count; under the build lock):
 *   flock /tmp/freight-build.lock npx tsx tools/bench/dashboard.ts --start
 */
import { loginToken } from './api-list';
import { measure, runAlone, type Timings } from './timing';

export const DASHBOARD_BUDGET_MS = 100;
export const REPORT_BUDGET_MS = 100;

const ORDER_GROUPS = ['new', 'current', 'active', 'completed', 'riskOfDelay', 'delayed'] as const;
const SIDES = ['shipper', 'carrier'] as const;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

async function send(baseUrl: string, token: string, call: Call): Promise<unknown> {
  const response = await fetch(`${baseUrl}/v1/api/${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const answer = (await response.json()) as { data?: unknown; message?: string };
  if (!response.ok) throw new Error(`${call.name}: ${response.status} ${answer.message ?? ''} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/** The dashboard's calls (the lanes to read the history of are the company's busiest by delivered loads). */
async function dashboardCalls(baseUrl: string, token: string, now: number): Promise<Call[]> {
  const today = dayOf(now);
  const calls: Call[] = [{ name: 'my-truker-count/all', method: 'GET', path: 'dashboard-manager/my-truker-count/all' }];
  for (const side of SIDES) {
    calls.push(
      { name: `orders-count/all.${side}`, method: 'GET', path: `dashboard-manager/orders-count/all?side=${side}` },
      { name: `latest-orders-list.${side}`, method: 'GET', path: `dashboard-manager/latest-orders-list?side=${side}` },
      { name: `top-rated-trucks.${side}`, method: 'GET', path: `dashboard-manager/top-rated-trucks?side=${side}` },
      { name: `trucker-not-on-time.${side}`, method: 'GET', path: `dashboard-manager/trucker-not-on-time?side=${side}` },
      { name: `popular-routes.${side}`, method: 'GET', path: `dashboard-manager/popular-routes?side=${side}` },
      {
        name: `activity-graph.${side}`,
        method: 'POST',
        path: 'order-manager/activity-graph',
        body: { side, from: dayOf(now - 89 * DAY), to: today, bucket: 'day' },
      },
      ...ORDER_GROUPS.map((group): Call => ({
        name: `order-list.${group}.${side}`,
        method: 'POST',
        path: 'order-manager/order-list',
        body: { group, side, page: 1, limit: 20 },
      })),
    );
  }
  calls.push(
    { name: 'logs-list', method: 'GET', path: 'logs-manager/logs-list?page=1&limit=20' },
    { name: 'driver-schedule', method: 'POST', path: 'dashboard-manager/driver-schedule', body: { from: today, to: dayOf(now + 6 * DAY), page: 1, limit: 20 } },
    {
      name: 'calendar-events',
      method: 'POST',
      path: 'dashboard-manager/calendar-events',
      body: { from: `${today.slice(0, 8)}01`, to: dayOf(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 0)) },
    },
  );
  const lanes = (await send(baseUrl, token, {
    name: 'report (lanes)',
    method: 'POST',
    path: 'report-manager/report',
    body: { side: 'shipper', groupBy: 'lane', from: dayOf(now - 364 * DAY), to: today },
  })) as {
    rows: Array<{ key: string; loads: number }>;
  };
  for (const lane of lanes.rows.filter((row) => row.key !== 'none').slice(0, 3)) {
    calls.push({ name: `lane-history.${lane.loads}-loads`, method: 'GET', path: `dashboard-manager/lane-history/${lane.key}` });
  }
  return calls;
}

function reportCalls(now: number): Call[] {
  const calls: Call[] = [];
  const groups = { shipper: ['carrier', 'lane', 'period'], carrier: ['customer', 'lane', 'period'] } as const;
  for (const [label, days] of [
    ['90d', 90],
    ['1y', 365],
  ] as const) {
    const range = { from: dayOf(now - (days - 1) * DAY), to: dayOf(now) };
    for (const side of SIDES) {
      for (const groupBy of groups[side]) {
        const periods = groupBy === 'period' ? (['day', 'week', 'month'] as const) : [undefined];
        for (const period of periods) {
          calls.push({
            name: `report.${side}.${groupBy}${period ? `.${period}` : ''}.${label}`,
            method: 'POST',
            path: 'report-manager/report',
            body: { side, groupBy, ...(period ? { period } : {}), ...range },
          });
        }
      }
    }
  }
  return calls;
}

export interface CallTiming extends Timings {
  name: string;
}

export interface DashboardBench {
  dashboard: CallTiming[];
  reports: CallTiming[];
}

export async function benchDashboardFigures(options: { baseUrl: string; samples?: number; now?: number }): Promise<DashboardBench> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const token = await loginToken(baseUrl, 'admin@demo.test');
  const now = options.now ?? Date.now();
  const samples = options.samples ?? 200;
  const run = async (calls: Call[]) => {
    const timings: CallTiming[] = [];
    for (const call of calls) timings.push({ name: call.name, ...(await measure(samples, 10, () => send(baseUrl, token, call).then(() => undefined))) });
    return timings.sort((a, b) => a.p99 - b.p99);
  };
  return { dashboard: await run(await dashboardCalls(baseUrl, token, now)), reports: await run(reportCalls(now)) };
}

/** Runs both and prints their lines (`name: value unit`): each call's p99, then the two figures. */
export async function benchDashboard(baseUrl: string, print: (name: string, value: number, unit: string) => void, samples?: number): Promise<DashboardBench> {
  const figures = await benchDashboardFigures({ baseUrl, samples });
  for (const call of [...figures.dashboard, ...figures.reports]) {
    print(`dashboard_call_p99_ms.${call.name}`, call.p99, `ms (p50 ${call.p50.toFixed(1)}, max ${call.max.toFixed(1)})`);
  }
  const slowest = (timings: CallTiming[]) => timings[timings.length - 1]!;
  const dashboard = slowest(figures.dashboard);
  const report = slowest(figures.reports);
  print(
    'dashboard_p99_ms',
    dashboard.p99,
    `ms (slowest of ${figures.dashboard.length} calls: ${dashboard.name}; ${dashboard.samples} calls each, one client; budget ${DASHBOARD_BUDGET_MS})`,
  );
  print(
    'report_p99_ms',
    report.p99,
    `ms (slowest of ${figures.reports.length} reports: ${report.name}; ${report.samples} calls each, one client; budget ${REPORT_BUDGET_MS})`,
  );
  return figures;
}

if (process.argv[1]?.endsWith('dashboard.ts')) runAlone(benchDashboard);
