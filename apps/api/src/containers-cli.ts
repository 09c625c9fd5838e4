import { sql } from 'drizzle-orm';
import { CONTAINER_EVENTS, type ContainerEvent } from '@freight/contracts';
import { openCliDatabase, runCli } from './cli-bootstrap';
import { loadConfig, type AppConfig } from './config';
import type { Db } from './db/client';
import { runContainerTracking, TRACKING_LOCK_KEY, trackingDepsOf, type TrackingDeps, type TrackingRunResult } from './purchase-orders';

/**
 * `npm run containers`: moves the container tracking forward in time, for a newcomer and the end-to-end tests
 * (docs/modules/purchase-orders.md, "Container tracking"):
 *
 *   npm run containers -- advance --po PO-100021 --hours 72        72 hours pass for that order, then one tick
 *   npm run containers -- advance --po PO-100021 --until discharged   until its first container reaches that milestone
 *   npm run containers -- show --po PO-100021                       its containers' milestones (planned / reached)
 *   npm run containers -- tick                                      one run of the tracking job now
 *   … --json                                                        the containers as JSON (the e2e tests read it)
 *   … --company <uuid>                                              when several companies have that PO number
 *
 * `advance` first runs one tick for the order (a newly booked order gets its plan then), then shifts the order's
 * whole story N hours back (milestones, track points, ETA history, the order's and containers' dates: the same as
 * N hours passing for it), then runs one tick for it: what fell due is reached, the ETA may slip, the order's status
 * follows, `containers.updated` goes to its company and ETA moves are re-planned (replan/), as the job does.
 *
 * It reads DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR a running API started (like
 * `npm run mail`; cli-bootstrap.ts). It builds the API in-process (no port, no jobs) so the re-plan and e-mails run as in the server.
 */

export interface ContainersOptions {
  command: 'advance' | 'show' | 'tick';
  po?: string;
  hours?: number;
  until?: ContainerEvent;
  company?: string;
  json: boolean;
}

export function parseContainersArgs(argv: readonly string[]): ContainersOptions {
  const [command, ...rest] = argv;
  if (command !== 'advance' && command !== 'show' && command !== 'tick') {
    throw new Error('Use: containers advance --po <PO number> (--hours <n> | --until <milestone>) | show --po <PO number> | tick [--json]');
  }
  const options: ContainersOptions = { command, json: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--po') options.po = rest[++i]?.trim();
    else if (arg === '--company') options.company = rest[++i]?.trim();
    else if (arg === '--hours') {
      const hours = Number(rest[++i]);
      if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 365) throw new Error('--hours needs a number of hours from 0 to 8760');
      options.hours = hours;
    } else if (arg === '--until') {
      const event = rest[++i] as ContainerEvent;
      if (!CONTAINER_EVENTS.includes(event)) throw new Error(`--until needs a milestone: ${CONTAINER_EVENTS.join(', ')}`);
      options.until = event;
    } else throw new Error(`Unknown option ${arg}`);
  }
  if (command !== 'tick' && !options.po) throw new Error(`${command} needs --po <PO number>`);
  if (command === 'advance' && (options.hours === undefined) === (options.until === undefined))
    throw new Error('advance needs --hours <n> or --until <milestone> (one of them)');
  return options;
}

export interface ContainerSummary {
  containerNumber: string;
  status: string;
  eta: string | null;
  purchaseOrder: { poNumber: string; status: string };
  milestones: Array<{ event: ContainerEvent; plannedAt: string | null; actualAt: string | null; locationName: string | null }>;
}

/** The purchase order's id by number (and company when given); an error when none or several match. */
export async function findPurchaseOrder(
  db: Db,
  poNumber: string,
  companyId?: string,
): Promise<{ id: string; companyId: string; status: string; billOfLading: string | null }> {
  const rows = await db.execute<{ id: string; company_id: string; status: string; bill_of_lading: string | null }>(sql`
    select id::text as id, company_id::text as company_id, status, bill_of_lading from purchase_orders
    where upper(po_number) = upper(${poNumber}) ${companyId ? sql`and company_id = ${companyId}` : sql``}
  `);
  if (rows.rows.length === 0) throw new Error(`No purchase order ${poNumber}`);
  if (rows.rows.length > 1) throw new Error(`${poNumber} is a purchase order of ${rows.rows.length} companies: add --company <uuid>`);
  const row = rows.rows[0]!;
  return { id: row.id, companyId: row.company_id, status: row.status, billOfLading: row.bill_of_lading };
}

export async function summarise(db: Db, purchaseOrderId: string): Promise<ContainerSummary[]> {
  const rows = await db.execute<{ id: string; container_number: string; status: string; eta: Date | null; po_number: string; po_status: string }>(sql`
    select c.id::text as id, c.container_number, c.status, c.eta, p.po_number, p.status as po_status
    from containers c join purchase_orders p on p.id = c.purchase_order_id where p.id = ${purchaseOrderId} order by c.container_number
  `);
  const milestones = await db.execute<{
    container_id: string;
    event: ContainerEvent;
    planned_at: Date | null;
    actual_at: Date | null;
    location_name: string | null;
  }>(sql`
    select m.container_id::text as container_id, m.event, m.planned_at, m.actual_at, m.location_name from container_milestones m
    join containers c on c.id = m.container_id where c.purchase_order_id = ${purchaseOrderId}
    order by array_position(array['empty_pickup','gate_in','loaded','vessel_departed','transshipment','vessel_arrived','discharged','gate_out','delivered','empty_returned']::text[], m.event)
  `);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.rows.map((row) => ({
    containerNumber: row.container_number,
    status: row.status,
    eta: iso(row.eta),
    purchaseOrder: { poNumber: row.po_number, status: row.po_status },
    milestones: milestones.rows
      .filter((milestone) => milestone.container_id === row.id)
      .map((milestone) => ({
        event: milestone.event,
        plannedAt: iso(milestone.planned_at),
        actualAt: iso(milestone.actual_at),
        locationName: milestone.location_name,
      })),
  }));
}

/** N hours pass for one order: every time of its story moves N hours back (under the job's lock). */
export async function shiftOrder(db: Db, purchaseOrderId: string, hours: number): Promise<void> {
  const by = sql`${`${hours} hours`}::interval`;
  const containers = sql`(select id from containers where purchase_order_id = ${purchaseOrderId})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRACKING_LOCK_KEY.toString()}::int8)`);
    await tx.execute(sql`update container_milestones set planned_at = planned_at - ${by}, actual_at = actual_at - ${by} where container_id in ${containers}`);
    await tx.execute(sql`update container_positions set recorded_at = recorded_at - ${by} where container_id in ${containers}`);
    await tx.execute(
      sql`update container_eta_changes set recorded_at = recorded_at - ${by}, previous_eta = previous_eta - ${by}, eta = eta - ${by} where container_id in ${containers}`,
    );
    await tx.execute(sql`update containers set eta = eta - ${by}, last_event_at = last_event_at - ${by} where purchase_order_id = ${purchaseOrderId}`);
    await tx.execute(sql`update purchase_orders set etd = etd - ${by}, eta = eta - ${by}, ata = ata - ${by} where id = ${purchaseOrderId}`);
  });
}

/** Hours until the first container of the order reaches `event` by its plan (0 when one has; null when none plans it). */
export function hoursUntil(summary: readonly ContainerSummary[], event: ContainerEvent, now: Date): number | null {
  let soonest: number | null = null;
  for (const container of summary) {
    const milestone = container.milestones.find((candidate) => candidate.event === event);
    if (!milestone || (!milestone.actualAt && !milestone.plannedAt)) continue;
    const left = milestone.actualAt ? 0 : (new Date(milestone.plannedAt!).getTime() - now.getTime()) / 3_600_000;
    soonest = Math.min(soonest ?? Number.POSITIVE_INFINITY, Math.max(0, left));
  }
  return soonest;
}

/** advance: one tick (the plan), the shift, one tick; with `until`, again until the milestone is reached (a slip). */
export async function advance(
  deps: TrackingDeps,
  purchaseOrderId: string,
  options: { hours?: number; until?: ContainerEvent; now?: () => Date },
): Promise<TrackingRunResult[]> {
  const now = options.now ?? (() => new Date());
  const runs: TrackingRunResult[] = [await runContainerTracking(deps, { wait: true, now: now(), purchaseOrderIds: [purchaseOrderId] })];
  for (let round = 0; round < 4; round++) {
    let hours = options.hours;
    if (options.until) {
      const left = hoursUntil(await summarise(deps.db, purchaseOrderId), options.until, now());
      if (left === null) throw new Error(`No container of this order plans ${options.until}`);
      if (left === 0) break;
      hours = left + 1 / 60;
    }
    await shiftOrder(deps.db, purchaseOrderId, hours!);
    runs.push(await runContainerTracking(deps, { wait: true, now: now(), purchaseOrderIds: [purchaseOrderId] }));
    if (!options.until) break;
  }
  return runs;
}

function format(summary: readonly ContainerSummary[]): string {
  return summary
    .map((container) =>
      [
        `${container.containerNumber} (${container.purchaseOrder.poNumber}, order ${container.purchaseOrder.status}): ${container.status}, ETA ${container.eta ?? '–'}`,
        ...container.milestones.map(
          (m) => `  ${m.actualAt ? '✓' : '·'} ${m.event.padEnd(16)} ${(m.actualAt ?? m.plannedAt ?? '–').padEnd(24)} ${m.locationName ?? '–'}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

/** The configuration of the API this tool builds in-process: without its timers (the tool runs the job itself). */
export function containersCliConfig(config: AppConfig): AppConfig {
  return { ...config, containerTrackingIntervalMs: false, riskJobIntervalMs: false, simulateTrucks: false };
}

async function main(): Promise<void> {
  const options = parseContainersArgs(process.argv.slice(2));
  const config = containersCliConfig(loadConfig());
  const { url, stop } = await openCliDatabase(config);
  // The API in-process, without its timers: the job's run below is the only one of this process.
  const { buildServer } = await import('./server');
  const app = await buildServer({ config, databaseUrl: url, seedDemo: false, logger: false, loginRateLimit: false });
  try {
    const deps = trackingDepsOf(app);
    if (options.command === 'tick') {
      const result = await runContainerTracking(deps, { wait: true });
      console.log(
        options.json
          ? JSON.stringify(result, null, 2)
          : `${result.checked} containers followed, ${result.updated} changed, ${result.etaChanges.length} ETA moves`,
      );
      return;
    }
    const order = await findPurchaseOrder(app.db, options.po!, options.company);
    if (options.command === 'advance') {
      if (!order.billOfLading || !['booked', 'in_transit', 'at_port', 'delivered'].includes(order.status)) {
        throw new Error(`${options.po} is ${order.status}${order.billOfLading ? '' : ' without a bill of lading'}: its containers are not tracked yet`);
      }
      await advance(deps, order.id, { hours: options.hours, until: options.until });
    }
    const summary = await summarise(app.db, order.id);
    console.log(options.json ? JSON.stringify(summary, null, 2) : format(summary));
  } finally {
    await app.close();
    await stop();
  }
}

if (require.main === module) runCli(main);
