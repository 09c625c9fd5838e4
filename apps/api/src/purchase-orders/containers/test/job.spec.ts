import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CONTAINER_EVENTS } from '@freight/contracts';
import { createSimulatedContainerProvider, slipHours } from '../../../providers/containers/simulated';
import { runContainerTracking, TRACKING_LOCK_KEY, trackingDepsOf, type TrackingDeps } from '../job';
import type { ContainerEtaChange } from '../../replan/replan';
import { advance, parseContainersArgs, summarise } from '../../../containers-cli';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { withSql } from '../../../address-book/test/support';
import { HOUR, numbersBySlip } from './support';

/**
 * The container tracking job on a copy of the demo world: a purchase order booked like the e2e journey does (bill of
 * lading, no ETD, two containers), then time passing by explicit `now`s (never the wall clock's time of day): the
 * plan, milestones in order with their times, positions, the order's status by the state machine, the ETA slip with
 * its history row and the re-plan, the `containers.updated` event, the advisory lock, the CLI's advance.
 */

const SHIPPER = 'shipper@demo.test';
const TRANSIT = 16 * 24; // Shanghai → Los Angeles / Long Beach

describe('container tracking job', () => {
  let t: TestApp;
  let demoId: string;
  let replanned: ContainerEtaChange[][];
  let deps: TrackingDeps;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);

  /** A booked order (bill of lading set, no ETD) with these containers; returns its id. */
  async function bookedOrder(poNumber: string, numbers: string[], ports: [string, string] = ['Shanghai', 'Los Angeles / Long Beach']): Promise<string> {
    const [order] = await sql<{ id: string }>(
      `insert into purchase_orders (company_id, po_number, supplier_name, supplier_country, status, bill_of_lading, ocean_carrier, vessel, voyage, origin_port, destination_port, order_date)
       values ($1, $2, 'Ningbo Tools Co.', 'CN', 'booked', $3, 'MSCU', 'MSC AURORA', '042E', $4, $5, '2026-01-05') returning id::text as id`,
      [demoId, poNumber, `MEDU${poNumber.replace(/\D/g, '')}`, ports[0], ports[1]],
    );
    for (const number of numbers) {
      await sql(`insert into containers (company_id, purchase_order_id, container_number, size_type) values ($1, $2, $3, '40HC')`, [demoId, order!.id, number]);
    }
    return order!.id;
  }

  const tick = (now: Date, purchaseOrderId: string) => runContainerTracking(deps, { now, purchaseOrderIds: [purchaseOrderId] });

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await sql<{ id: string }>(`select company_id::text as id from users where email = $1`, [SHIPPER]);
    demoId = row!.id;
    replanned = [];
    deps = {
      db: t.app.db,
      provider: createSimulatedContainerProvider(),
      replan: async (changes) => {
        replanned.push(changes);
      },
    };
  });
  afterAll(() => t.close());

  it('plans a newly booked order, then reaches its milestones in order with their times, moves it at sea and drives the order to delivered', async () => {
    const numbers = numbersBySlip('TCL', 2, false);
    const id = await bookedOrder('PO-900001', numbers);
    const t0 = new Date(Math.floor(Date.now() / HOUR) * HOUR + 17 * 60_000);
    const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
    const eventsBefore = Number((await sql<{ n: string }>(`select count(*) as n from realtime_events where type = 'containers.updated'`))[0]!.n);

    const first = await tick(t0, id);
    expect(first).toMatchObject({ ran: true, checked: 2, updated: 2, etaChanges: [] });
    const plan = await sql<{ container_number: string; event: string; planned_at: Date; actual_at: Date | null }>(
      `select c.container_number, m.event, m.planned_at, m.actual_at from container_milestones m join containers c on c.id = m.container_id where c.purchase_order_id = $1`,
      [id],
    );
    expect(plan).toHaveLength(18);
    const departure = plan.find((m) => m.event === 'vessel_departed')!;
    expect(departure.planned_at).toEqual(at(48));
    expect(plan.find((m) => m.event === 'vessel_arrived')!.planned_at).toEqual(at(48 + TRANSIT));
    expect(plan.every((m) => m.actual_at === null)).toBe(true);
    const [order] = await sql<{ status: string; etd: Date; eta: Date }>(`select status, etd, eta from purchase_orders where id = $1`, [id]);
    expect(order).toEqual({ status: 'booked', etd: at(48), eta: at(48 + TRANSIT) });
    // The first ETA is history, not a move: no re-plan.
    expect(
      await sql(`select previous_eta, source from container_eta_changes e join containers c on c.id = e.container_id where c.purchase_order_id = $1`, [id]),
    ).toEqual([
      { previous_eta: null, source: 'simulated' },
      { previous_eta: null, source: 'simulated' },
    ]);
    const events = await sql<{ payload: { containerIds: string[]; purchaseOrderIds: string[] }; topics: string[] }>(
      `select payload, topics from realtime_events where type = 'containers.updated' order by id desc limit 1`,
    );
    expect(Number((await sql<{ n: string }>(`select count(*) as n from realtime_events where type = 'containers.updated'`))[0]!.n)).toBe(eventsBefore + 1);
    expect(events[0]!.topics).toEqual([`company:${demoId}`]);
    expect(events[0]!.payload.purchaseOrderIds).toEqual([id]);
    expect(events[0]!.payload.containerIds).toHaveLength(2);

    await tick(at(30), id);
    expect((await sql(`select status from containers where purchase_order_id = $1`, [id])).map((row) => row.status)).toEqual(['gate_in', 'gate_in']);
    await tick(at(49), id);
    expect((await sql(`select status from purchase_orders where id = $1`, [id]))[0]!.status).toBe('in_transit');
    await tick(at(49 + 72), id);
    const positions = await sql<{ lat: number; lng: number; recorded_at: Date; location_name: string | null }>(
      `select p.lat, p.lng, p.recorded_at, p.location_name from container_positions p join containers c on c.id = p.container_id where c.container_number = $1 order by p.recorded_at`,
      [numbers[0]],
    );
    expect(positions[0]).toMatchObject({ recorded_at: at(48), location_name: 'Shanghai' });
    expect(positions.map((p) => p.recorded_at)).toEqual([at(48), at(49), at(72), at(96), at(120), at(121)]);
    expect(positions.at(-1)!.lng).toBeGreaterThan(130); // eastward into the Pacific
    // Between the ports a position has no place name (no English text stored as data; the screens say "At sea").
    expect(positions.slice(1).map((p) => p.location_name)).toEqual([null, null, null, null, null]);
    const [container] = await sql<{ status: string; last_location_name: string | null; last_lat: number }>(
      `select status, last_location_name, last_lat from containers where container_number = $1`,
      [numbers[0]],
    );
    expect(container).toMatchObject({ status: 'in_transit', last_location_name: null });
    expect(container!.last_lat).not.toBeNull();

    await tick(at(48 + TRANSIT + 13), id);
    expect((await sql(`select status, ata from purchase_orders where id = $1`, [id]))[0]).toEqual({ status: 'at_port', ata: at(48 + TRANSIT) });
    await tick(at(48 + TRANSIT + 200), id);
    expect((await sql(`select status from purchase_orders where id = $1`, [id]))[0]!.status).toBe('delivered');
    const reached = await sql<{ event: string; planned_at: Date; actual_at: Date }>(
      `select m.event, m.planned_at, m.actual_at from container_milestones m join containers c on c.id = m.container_id where c.container_number = $1 order by m.actual_at`,
      [numbers[0]],
    );
    expect(reached.map((m) => m.event)).toEqual(CONTAINER_EVENTS.filter((event) => event !== 'transshipment'));
    for (const milestone of reached) expect(milestone.actual_at).toEqual(milestone.planned_at);
    expect(replanned).toEqual([]);
  });

  it("migration 0022 turns an older database's English 'At sea' into no place name, and keeps real places", async () => {
    const [number] = numbersBySlip('ASN', 1, false);
    const id = await bookedOrder('PO-0022', [number!]);
    const [container] = await sql<{ id: string }>(`update containers set last_location_name = 'At sea' where purchase_order_id = $1 returning id::text as id`, [
      id,
    ]);
    await sql(
      `insert into container_positions (company_id, container_id, lat, lng, location_name, recorded_at)
       values ($1, $2, 31.2, 121.5, 'Shanghai', now() - interval '2 days'), ($1, $2, 30, 140, 'At sea', now() - interval '1 day')`,
      [demoId, container!.id],
    );
    const migration = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'drizzle', '0022_at_sea_without_name.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await sql(statement);
    expect(await sql(`select last_location_name from containers where id = $1`, [container!.id])).toEqual([{ last_location_name: null }]);
    expect(
      (await sql(`select location_name from container_positions where container_id = $1 order by recorded_at`, [container!.id])).map(
        (row) => row.location_name,
      ),
    ).toEqual(['Shanghai', null]);
  });

  it("migration 0023: a Vizion milestone stored with the English 'Unknown' place has no name; other places stay", async () => {
    const [number] = numbersBySlip('UNK', 1, false);
    const id = await bookedOrder('PO-0023', [number!]);
    const [container] = await sql<{ id: string }>(`select id::text as id from containers where purchase_order_id = $1`, [id]);
    await sql(
      `insert into container_milestones (company_id, container_id, event, location_name, external_id, actual_at)
       values ($1, $2, 'gate_in', 'Unknown', 'vz:gate_in:UNKNOWN', now()), ($1, $2, 'loaded', 'Shanghai', 'vz:loaded:CNSHA', now()), ($1, $2, 'vessel_departed', 'Unknown', null, now())`,
      [demoId, container!.id],
    );
    const migration = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'drizzle', '0023_milestone_place_unknown.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await sql(statement);
    const rows = await sql<{ event: string; location_name: string | null }>(
      `select event, location_name from container_milestones where container_id = $1 order by event`,
      [container!.id],
    );
    // Only Vizion's fallback is cleared: a place really called so by another source is kept.
    expect(rows).toEqual([
      { event: 'gate_in', location_name: null },
      { event: 'loaded', location_name: 'Shanghai' },
      { event: 'vessel_departed', location_name: 'Unknown' },
    ]);
  });

  it('records an ETA slip in container_eta_changes and hands it to the re-plan after the commit', async () => {
    const [slipping] = numbersBySlip('SEG', 1, true);
    const id = await bookedOrder('PO-900002', [slipping!]);
    const t0 = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
    await tick(t0, id);
    await tick(at(50), id);
    replanned = [];
    const result = await tick(at(48 + TRANSIT / 2 + 1), id);
    const slip = slipHours(slipping!);
    expect(result.etaChanges).toHaveLength(1);
    const [containerId] = (await sql<{ id: string }>(`select id::text as id from containers where container_number = $1`, [slipping])).map((row) => row.id);
    expect(replanned).toEqual([
      [{ companyId: demoId, containerId, purchaseOrderId: id, previousEta: at(48 + TRANSIT), eta: at(48 + TRANSIT + slip), source: 'simulated' }],
    ]);
    const history = await sql(`select previous_eta, eta, source, recorded_at from container_eta_changes where container_id = $1 order by recorded_at`, [
      containerId,
    ]);
    expect(history).toEqual([
      { previous_eta: null, eta: at(48 + TRANSIT), source: 'simulated', recorded_at: t0 },
      { previous_eta: at(48 + TRANSIT), eta: at(48 + TRANSIT + slip), source: 'simulated', recorded_at: at(48 + TRANSIT / 2 + 1) },
    ]);
    expect((await sql(`select eta from purchase_orders where id = $1`, [id]))[0]!.eta).toEqual(at(48 + TRANSIT + slip));
    // Once only.
    replanned = [];
    await tick(at(48 + TRANSIT / 2 + 30), id);
    expect(replanned).toEqual([]);
  });

  it("hands a container's first tracked ETA to the re-plan as a move from the order's typed ETA (what everything went by until then)", async () => {
    const [number] = numbersBySlip('TYP', 1, false);
    const id = await bookedOrder('PO-900005', [number!]);
    const t0 = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
    // The ETA the user typed: two weeks before the one the voyage's plan gives.
    const typed = at(48 + TRANSIT - 14 * 24);
    await sql(`update purchase_orders set eta = $2 where id = $1`, [id, typed]);
    replanned = [];
    const result = await tick(t0, id);
    const [containerId] = (await sql<{ id: string }>(`select id::text as id from containers where container_number = $1`, [number])).map((row) => row.id);
    expect(result.etaChanges).toEqual([
      { companyId: demoId, containerId, purchaseOrderId: id, previousEta: typed, eta: at(48 + TRANSIT), source: 'simulated' },
    ]);
    expect(replanned).toEqual([result.etaChanges]);
    // The history keeps it as the container's first ETA; the order now goes by the tracking's.
    expect(await sql(`select previous_eta from container_eta_changes where container_id = $1`, [containerId])).toEqual([{ previous_eta: null }]);
    expect((await sql(`select eta from purchase_orders where id = $1`, [id]))[0]!.eta).toEqual(at(48 + TRANSIT));
  });

  it('runs on one instance at a time: a round skips while another holds the lock', async () => {
    const id = await bookedOrder('PO-900003', numbersBySlip('LCK', 1, false));
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::int8)', [TRACKING_LOCK_KEY.toString()]);
      expect(await tick(new Date(), id)).toMatchObject({ ran: false, checked: 0 });
      expect(await sql(`select 1 from container_milestones m join containers c on c.id = m.container_id where c.purchase_order_id = $1`, [id])).toEqual([]);
      // Two instances at once: exactly one of them writes.
      await holder.query('select pg_advisory_unlock($1::int8)', [TRACKING_LOCK_KEY.toString()]);
      const both = await Promise.all([tick(new Date(), id), tick(new Date(), id)]);
      expect(both.filter((run) => run.ran && run.updated > 0)).toHaveLength(1);
      expect(await sql(`select 1 from container_milestones m join containers c on c.id = m.container_id where c.purchase_order_id = $1`, [id])).toHaveLength(9);
    } finally {
      await holder.end();
    }
  });

  it('the CLI advances one order: plan, then N hours pass for it (and --until a milestone), with the server’s re-plan', async () => {
    expect(parseContainersArgs(['advance', '--po', 'PO-1', '--hours', '400'])).toMatchObject({ command: 'advance', po: 'PO-1', hours: 400 });
    expect(parseContainersArgs(['advance', '--po', 'PO-1', '--until', 'discharged', '--json'])).toMatchObject({ until: 'discharged', json: true });
    expect(() => parseContainersArgs(['advance', '--po', 'PO-1'])).toThrow(/--hours/);
    expect(() => parseContainersArgs(['advance', '--po', 'PO-1', '--until', 'sunk'])).toThrow(/milestone/);

    const numbers = [...numbersBySlip('CLI', 1, false), ...numbersBySlip('CLI', 1, true)];
    const id = await bookedOrder('PO-900004', numbers);
    const server = trackingDepsOf(t.app);
    await advance(server, id, { hours: 400 });
    let summary = await summarise(t.app.db, id);
    for (const container of summary) {
      const reached = container.milestones.filter((m) => m.actualAt).map((m) => m.event);
      expect(reached).toEqual(['empty_pickup', 'gate_in', 'loaded', 'vessel_departed']);
      expect(container.status).toBe('in_transit');
    }
    expect(summary[0]!.purchaseOrder.status).toBe('in_transit');
    const points = await sql(`select 1 from container_positions p join containers c on c.id = p.container_id where c.purchase_order_id = $1`, [id]);
    expect(points.length).toBeGreaterThan(2 * 14);

    // --until: the first container to get there is exactly there (the other, whose ETA slipped, a day or two behind).
    await advance(server, id, { until: 'discharged' });
    summary = await summarise(t.app.db, id);
    expect(summary.map((container) => container.status).sort()).toEqual(['discharged', 'in_transit']);
    const first = summary.find((container) => container.status === 'discharged')!;
    expect(first.containerNumber).toBe(numbers[0]);
    expect(first.milestones.find((m) => m.event === 'gate_out')!.actualAt).toBeNull();
    expect(summary[0]!.purchaseOrder.status).toBe('in_transit');
    await advance(server, id, { until: 'discharged' });
    expect((await summarise(t.app.db, id)).map((container) => container.status)).toEqual(['discharged', 'in_transit']);
    await advance(server, id, { hours: 48 });
    summary = await summarise(t.app.db, id);
    expect(summary.find((container) => container.containerNumber === numbers[1])!.status).toBe('discharged');
    expect(summary[0]!.purchaseOrder.status).toBe('at_port');
    // The slipping container's ETA moved once: one row with a previous ETA.
    const moves = await sql(
      `select 1 from container_eta_changes e join containers c on c.id = e.container_id where c.purchase_order_id = $1 and e.previous_eta is not null`,
      [id],
    );
    expect(moves).toHaveLength(1);
  });
});

describe('npm run containers (the process the e2e journey runs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('advances a booked order by hours and prints its containers as JSON', async () => {
    const { execFile } = await import('node:child_process');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../../../../..');
    const [number] = numbersBySlip('PRC', 1, false);
    const po = await withSql(t, async (client) => {
      const company = (await client.query<{ id: string }>(`select company_id::text as id from users where email = 'shipper@demo.test'`)).rows[0]!.id;
      const order = await client.query<{ id: string }>(
        `insert into purchase_orders (company_id, po_number, supplier_name, supplier_country, status, bill_of_lading, origin_port, destination_port, order_date)
         values ($1, 'PO-909090', 'Busan Parts', 'KR', 'booked', 'HDMU909090', 'Busan', 'Seattle / Tacoma', '2026-01-05') returning id::text as id`,
        [company],
      );
      await client.query(`insert into containers (company_id, purchase_order_id, container_number, size_type) values ($1, $2, $3, '20GP')`, [
        company,
        order.rows[0]!.id,
        number,
      ]);
      return order.rows[0]!.id;
    });
    const run = (args: string[]) =>
      new Promise<string>((resolve, reject) => {
        execFile(
          path.join(root, 'node_modules/.bin/tsx'),
          ['apps/api/src/containers-cli.ts', ...args],
          { cwd: root, env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'error' }, timeout: 120_000 },
          (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
        );
      });
    const printed = JSON.parse(await run(['advance', '--po', 'po-909090', '--hours', '60', '--json'])) as Array<{
      containerNumber: string;
      status: string;
      purchaseOrder: { status: string };
      milestones: Array<{ event: string; actualAt: string | null }>;
    }>;
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ containerNumber: number, status: 'in_transit', purchaseOrder: { poNumber: 'PO-909090', status: 'in_transit' } });
    expect(printed[0]!.milestones.filter((m) => m.actualAt).map((m) => m.event)).toEqual(['empty_pickup', 'gate_in', 'loaded', 'vessel_departed']);
    expect((await withSql(t, (client) => client.query(`select status from purchase_orders where id = $1`, [po]))).rows[0]).toEqual({ status: 'in_transit' });
    await expect(run(['advance', '--po', 'PO-000000', '--hours', '1'])).rejects.toThrow(/No purchase order PO-000000/);
  }, 180_000);
});

describe('the job started with the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTAINER_TRACKING_INTERVAL_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs every CONTAINER_TRACKING_INTERVAL_MS once the server is ready: a booked order gets its plan by itself', async () => {
    const [number] = numbersBySlip('JOB', 1, false);
    const orderId = await withSql(t, async (client) => {
      const company = (await client.query<{ id: string }>(`select company_id::text as id from users where email = 'shipper@demo.test'`)).rows[0]!.id;
      const order = await client.query<{ id: string }>(
        `insert into purchase_orders (company_id, po_number, supplier_name, supplier_country, status, bill_of_lading, origin_port, destination_port, order_date)
         values ($1, 'PO-707070', 'Rotterdam Cycles', 'NL', 'booked', 'MAEU707070', 'Rotterdam', 'Montreal', '2026-01-05') returning id::text as id`,
        [company],
      );
      await client.query(`insert into containers (company_id, purchase_order_id, container_number, size_type) values ($1, $2, $3, '20GP')`, [
        company,
        order.rows[0]!.id,
        number,
      ]);
      return order.rows[0]!.id;
    });
    let planned = 0;
    const deadline = Date.now() + 20_000;
    while (planned === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      planned =
        (
          await withSql(t, (client) =>
            client.query(`select 1 from container_milestones m join containers c on c.id = m.container_id where c.purchase_order_id = $1`, [orderId]),
          )
        ).rowCount ?? 0;
    }
    expect(planned).toBe(9);
  }, 60_000);
});
