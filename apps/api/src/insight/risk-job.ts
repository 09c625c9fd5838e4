import { sql, type SQL } from 'drizzle-orm';
import {
  LIVE_ORDER_STATUSES,
  RISK_MODEL,
  channelsFor,
  realtimeTopic,
  type LanguageCode,
  type LoadStatus,
  type NotificationEvent,
  type NotificationPrefs,
  type OrdersFlaggedEvent,
  type RiskReason,
  UNDELIVERED_TENDERED_LOAD_STATUSES,
  links,
} from '@freight/contracts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { periodic } from '../jobs/periodic';
import { notifications } from '../db/schema';
import { notificationTexts } from '../texts/notices';
import { loadRiskMail, type MailLanguage } from '../mail/templates';
import type { Mailer } from '../providers/mail';
import type { PushSender } from '../providers/push';
import { publishEvent, publishNotifications } from '../realtime/publish';
import { recipientsOf } from '../shipments';
import { awaitedContainers } from '../purchase-orders';
import { assessRisk, type RiskAssessment, type RiskContainer, type RiskStop } from '../tracking';
import { quotedList, boundList } from '../db/sql-lists';

/**
 * The risk job (docs/modules/dashboard.md, "The risk model"): every RISK_MODEL.intervalSeconds (env
 * RISK_JOB_INTERVAL_MS) it judges every live load (tendered to in transit) with assessRisk and writes what changed:
 *
 *   - one transaction holding the advisory lock RISK_LOCK_KEY (pg_try_advisory_xact_lock): with several API
 *     instances one runs, the others skip that round;
 *   - a few statements whatever the number of loads: three reads (loads with order and truck, their stops, the
 *     trucks' recent tracking points), the ocean containers the loads wait for (purchase-orders/replan/arrivals.ts:
 *     reason containerLate), one UPDATE of the loads whose figures changed (a jsonb record set), one that
 *     clears the loads that left the live set, two that keep the orders' flags equal to their load's;
 *   - `orders.flagged` ({ changed }) to each company (shipper and carrier) whose loads changed flags, once per run;
 *   - when a load BECOMES delayed or at risk (a flag goes from false to true, not while it stays so), the shipper's
 *     users (shipments/moves.ts recipientsOf) are told by their notification_prefs: in-app notification, web
 *     push (after the commit, never throwing), e-mail (the outbox, in the user's language).
 */

/** The advisory lock of the risk job ("riskjob" in ASCII). */
export const RISK_LOCK_KEY = 0x7269736b6a6f62n;

const liveLoads = quotedList(UNDELIVERED_TENDERED_LOAD_STATUSES);
const liveOrders = quotedList(LIVE_ORDER_STATUSES);

interface RiskLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/** What the job needs to tell the shipper; without it (the seed) flags are written and nobody is told. */
export interface RiskNotifier {
  mailer: Pick<Mailer, 'enqueue' | 'flush'>;
  push: Pick<PushSender, 'sendToUser'>;
  /** PUBLIC_URL: the e-mails' links. */
  publicUrl: string;
  log?: RiskLog;
}

export interface RiskRunResult {
  /** False when another instance held the lock: this one did nothing. */
  ran: boolean;
  /** Live loads judged. */
  checked: number;
  /** Loads whose figures (flags, reason, minutes, ETA) were written. */
  changed: number;
  /** Loads whose flags changed (set or cleared), the event's count. */
  flagged: number;
  /** Notices sent (per user and channel). */
  notified: number;
}

const SKIPPED: RiskRunResult = { ran: false, checked: 0, changed: 0, flagged: 0, notified: 0 };

/** The risk job's two events (NOTIFICATION_EVENTS also has other modules' events). */
export type RiskEvent = Extract<NotificationEvent, 'loadAtRisk' | 'loadDelayed'>;
/** The notifications' texts (stored in English, read by id in the reader's language: texts/notices.ts). */
export const RISK_NOTICE_TITLES: Readonly<Record<RiskEvent, string>> = { loadDelayed: 'Load delayed', loadAtRisk: 'Load at risk of delay' };
const RISK_NOTICE_BODIES: Readonly<Record<RiskReason, string>> = {
  pickupMissed: '{load}: not picked up, the pickup window closed {minutes} min ago',
  deliveryMissed: '{load}: not delivered, the delivery window closed {minutes} min ago',
  pickupEta: '{load}: the truck is expected at pickup {minutes} min after the window',
  deliveryEta: '{load}: expected at delivery {minutes} min after the window',
  noTruck: '{load}: no truck assigned, the pickup window closes within {hours} h',
  containerLate: '{load}: its ocean container comes {minutes} min after the window',
};
export const riskNoticeBody = (reason: RiskReason, loadId: string, minutes: number | null) =>
  RISK_NOTICE_BODIES[reason]
    .replace('{load}', loadId)
    .replace('{minutes}', String(minutes ?? 0))
    .replace('{hours}', String(RISK_MODEL.unassignedLeadHours));

/**
 * The list a notice opens, with the order's detail over it: on the shipper's side, whose users are told (without
 * `side`, a user of a company of both kinds whose dashboard opens on the carrier side got the carried loads' list).
 */
export const riskLink = (event: RiskEvent, orderUuid: string | null) =>
  links.dashboardList(event === 'loadDelayed' ? 'delayedorders' : 'riskofdelay', { side: 'shipper', order: orderUuid ?? undefined });

/** Times are read as epoch milliseconds (float8): parsing thousands of timestamptz into Dates is the slow part. */
type When = Date | string | number;
const toDate = (value: When): Date =>
  typeof value === 'number' ? new Date(value) : value instanceof Date ? value : new Date(Number.isNaN(Number(value)) ? value : Number(value));
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The rows of a large read as one JSON array (one row, one JSON.parse): tens of thousands of rows field by field
 * through the driver cost more than the query itself.
 */
async function jsonRows<R>(tx: DbOrTx, query: SQL): Promise<R[]> {
  const result = await tx.execute<{ rows: R[] | string }>(sql`select coalesce(json_agg(x), '[]'::json) as rows from (${query}) x`);
  const rows = result.rows[0]?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as R[]) : rows;
}
const toDateOrNull = (value: When | null): Date | null => (value === null ? null : toDate(value));
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
/** ETAs are kept to the minute: a second's drift is no change. */
const minuteOf = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 60_000) * 60_000);
/**
 * Whether a stored figure is still right enough not to be written again: equal, or both set and apart by less than
 * RESTATE_SHARE of `scale` minutes (never less than a minute). A load late by 10 hours is rewritten every half hour,
 * not every minute: the job's writes stay few (and the load list's versions are not bumped) while every flag,
 * reason and first figure is written at once.
 */
const RESTATE_SHARE = 0.05;
function close(stored: number | null, computed: number | null, scaleMinutes: number, unit = 1): boolean {
  if (stored === null || computed === null) return stored === computed;
  return Math.abs(stored - computed) < Math.max(1, RESTATE_SHARE * scaleMinutes) * unit;
}

interface LoadRow extends Record<string, unknown> {
  id: string;
  load_id: string;
  company_id: string;
  carrier_company_id: string | null;
  order_id: string | null;
  status: LoadStatus;
  picked_up_at: When | null;
  distance_miles: number | string | null;
  origin_lat: number | null;
  origin_lng: number | null;
  destination_lat: number | null;
  destination_lng: number | null;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  pickup_start: When;
  pickup_end: When;
  delivery_start: When;
  delivery_end: When;
  calendar_pickup_day: string | null;
  calendar_delivery_day: string | null;
  is_delayed: boolean;
  is_at_risk: boolean;
  delay_reason: RiskReason | null;
  delay_minutes: number | null;
  eta_at: When | null;
  trucker_id: string | null;
  last_lat: number | null;
  last_lng: number | null;
  last_speed_mph: number | null;
  last_location_at: When | null;
}

interface Transition {
  load: LoadRow;
  event: RiskEvent;
  assessment: RiskAssessment;
}

interface PendingPush {
  companyId: string;
  userId: string;
  title: string;
  body: string;
  link: string;
}

export interface ComputeRiskOptions {
  /** Tell the shipper's users of the loads that became late or at risk (null: nobody, e.g. the seed). */
  notifier: RiskNotifier | null;
  /** Send `orders.flagged` (default true). */
  publish?: boolean;
}

/**
 * One run over the live loads, inside the caller's transaction (no lock: runRiskJob takes it; the seed calls this
 * directly). Pushes to send after the commit are added to `pushes`.
 */
export async function computeRisk(tx: DbOrTx, now: Date, options: ComputeRiskOptions, pushes: PendingPush[] = []): Promise<RiskRunResult> {
  const loads = await jsonRows<LoadRow>(
    tx,
    sql`
      select l.id::text as id, l.load_id, l.company_id::text as company_id,
             coalesce(o.carrier_company_id, l.carrier_company_id)::text as carrier_company_id, o.id::text as order_id,
             l.status, ${ms('coalesce(l.picked_up_at, o.picked_up_at)')} as picked_up_at, l.distance_miles,
             l.origin_lat, l.origin_lng, l.destination_lat, l.destination_lng,
             l.origin_city, l.origin_state, l.destination_city, l.destination_state,
             ${ms('l.pickup_start')} as pickup_start, ${ms('l.pickup_end')} as pickup_end,
             ${ms('l.delivery_start')} as delivery_start, ${ms('l.delivery_end')} as delivery_end,
             l.calendar_pickup_date::text as calendar_pickup_day, l.calendar_delivery_date::text as calendar_delivery_day,
             l.is_delayed, l.is_at_risk, l.delay_reason, l.delay_minutes, ${ms('l.eta_at')} as eta_at,
             t.id::text as trucker_id, t.last_lat, t.last_lng, t.last_speed_mph, ${ms('t.last_location_at')} as last_location_at
      from loads l
        left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
        left join truckers t on t.id = coalesce(l.trucker_id, o.trucker_id)
      where l.status in (${liveLoads})
    `,
  );

  const stopsByLoad = new Map<string, RiskStop[]>();
  const containersByLoad = loads.length > 0 ? await awaitedContainers(tx, UNDELIVERED_TENDERED_LOAD_STATUSES) : new Map<string, RiskContainer>();
  const pointsByTruck = new Map<string, Array<{ speedMph: number | null; at: Date }>>();
  if (loads.length > 0) {
    const stops = await jsonRows<{
      load_id: string;
      seq: number;
      type: 'pickup' | 'delivery';
      lat: number | null;
      lng: number | null;
      window_start: When;
      window_end: When;
      arrived_at: When | null;
      departed_at: When | null;
    }>(
      tx,
      sql`
      select s.load_id::text as load_id, s.seq, s.type, s.lat, s.lng, ${ms('s.window_start')} as window_start, ${ms('s.window_end')} as window_end,
             ${ms('s.arrived_at')} as arrived_at, ${ms('s.departed_at')} as departed_at
      from load_stops s join loads l on l.id = s.load_id
      where l.status in (${liveLoads})
    `,
    );
    for (const row of stops) {
      const list = stopsByLoad.get(row.load_id) ?? [];
      list.push({
        seq: Number(row.seq),
        type: row.type,
        lat: row.lat,
        lng: row.lng,
        windowStart: toDate(row.window_start),
        windowEnd: toDate(row.window_end),
        arrivedAt: toDateOrNull(row.arrived_at),
        departedAt: toDateOrNull(row.departed_at),
      });
      stopsByLoad.set(row.load_id, list);
    }
    const truckIds = [...new Set(loads.flatMap((load) => (load.trucker_id ? [load.trucker_id] : [])))];
    if (truckIds.length > 0) {
      const since = new Date(now.getTime() - RISK_MODEL.recentPositionsMinutes * 60_000);
      const points = await tx.execute<{ trucker_id: string; speed_mph: number | null; recorded_at: When }>(sql`
        select p.trucker_id::text as trucker_id, p.speed_mph, ${ms('p.recorded_at')} as recorded_at
        from tracking_points p
        where p.trucker_id in ${boundList(truckIds, 'uuid')}
          and p.recorded_at > ${since.toISOString()}::timestamptz and p.recorded_at <= ${now.toISOString()}::timestamptz
      `);
      for (const row of points.rows) {
        const list = pointsByTruck.get(row.trucker_id) ?? [];
        list.push({ speedMph: row.speed_mph === null ? null : Number(row.speed_mph), at: toDate(row.recorded_at) });
        pointsByTruck.set(row.trucker_id, list);
      }
    }
  }

  // ----- judge every live load; keep what changed
  const changes: Array<{ id: string; is_delayed: boolean; is_at_risk: boolean; reason: RiskReason | null; minutes: number | null; eta_at: string | null }> = [];
  const flaggedCompanies = new Map<string, number>();
  const countFlagChange = (companyId: string | null, carrierCompanyId: string | null) => {
    for (const id of new Set([companyId, carrierCompanyId])) if (id) flaggedCompanies.set(id, (flaggedCompanies.get(id) ?? 0) + 1);
  };
  const transitions: Transition[] = [];
  let flagChanges = 0;
  for (const load of loads) {
    const assessment = assessRisk(
      {
        status: load.status,
        pickedUpAt: toDateOrNull(load.picked_up_at),
        distanceMiles: num(load.distance_miles),
        origin: load.origin_lat !== null && load.origin_lng !== null ? { lat: load.origin_lat, lng: load.origin_lng } : null,
        destination: load.destination_lat !== null && load.destination_lng !== null ? { lat: load.destination_lat, lng: load.destination_lng } : null,
        pickupStart: toDate(load.pickup_start),
        pickupEnd: toDate(load.pickup_end),
        deliveryStart: toDate(load.delivery_start),
        deliveryEnd: toDate(load.delivery_end),
        stops: stopsByLoad.get(load.id) ?? [],
        calendarPickupDay: load.calendar_pickup_day,
        calendarDeliveryDay: load.calendar_delivery_day,
        container: containersByLoad.get(load.id) ?? null,
        truck: load.trucker_id
          ? {
              lat: load.last_lat,
              lng: load.last_lng,
              lastSpeedMph: load.last_speed_mph === null ? null : Number(load.last_speed_mph),
              lastLocationAt: toDateOrNull(load.last_location_at),
              points: pointsByTruck.get(load.trucker_id) ?? [],
            }
          : null,
      },
      now,
    );
    const eta = minuteOf(assessment.etaAt);
    const same =
      load.is_delayed === assessment.isDelayed &&
      load.is_at_risk === assessment.isAtRisk &&
      load.delay_reason === assessment.reason &&
      close(load.delay_minutes, assessment.minutes, Math.max(Math.abs(load.delay_minutes ?? 0), Math.abs(assessment.minutes ?? 0))) &&
      close(minuteOf(toDateOrNull(load.eta_at)), eta, eta === null ? 0 : Math.abs(eta - now.getTime()) / 60_000, 60_000);
    if (same) continue;
    changes.push({
      id: load.id,
      is_delayed: assessment.isDelayed,
      is_at_risk: assessment.isAtRisk,
      reason: assessment.reason,
      minutes: assessment.minutes,
      eta_at: eta === null ? null : new Date(eta).toISOString(),
    });
    if (load.is_delayed !== assessment.isDelayed || load.is_at_risk !== assessment.isAtRisk) {
      flagChanges += 1;
      countFlagChange(load.company_id, load.carrier_company_id);
    }
    if (assessment.isDelayed && !load.is_delayed) transitions.push({ load, event: 'loadDelayed', assessment });
    else if (assessment.isAtRisk && !load.is_at_risk) transitions.push({ load, event: 'loadAtRisk', assessment });
  }

  // ----- write: the loads that changed, the loads that left the live set, the orders of both
  const checkedAt = now.toISOString();
  if (changes.length > 0) {
    await tx.execute(sql`
      update loads l
      set is_delayed = v.is_delayed, is_at_risk = v.is_at_risk, delay_reason = v.reason, delay_minutes = v.minutes, eta_at = v.eta_at,
          risk_checked_at = ${checkedAt}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, is_delayed boolean, is_at_risk boolean, reason text, minutes integer, eta_at timestamptz)
      where l.id = v.id and l.status in (${liveLoads})
    `);
  }
  // Flags of loads no longer live (delivered, cancelled, ...): the partial indexes on the flags find them.
  const cleared = await tx.execute<{ company_id: string; carrier_company_id: string | null }>(sql`
    update loads l
    set is_delayed = false, is_at_risk = false, delay_reason = null, delay_minutes = null, eta_at = null, risk_checked_at = ${checkedAt}::timestamptz
    where (l.is_delayed or l.is_at_risk) and l.status not in (${liveLoads})
    returning l.company_id::text as company_id, l.carrier_company_id::text as carrier_company_id
  `);
  for (const row of cleared.rows) countFlagChange(row.company_id, row.carrier_company_id);
  // The live order of each load carries its load's flags; every other order none.
  await tx.execute(sql`
    update orders o set is_delayed = l.is_delayed, is_at_risk = l.is_at_risk
    from loads l
    where l.id = o.load_id and l.status in (${liveLoads}) and o.status in (${liveOrders})
      and (o.is_delayed is distinct from l.is_delayed or o.is_at_risk is distinct from l.is_at_risk)
  `);
  await tx.execute(sql`
    update orders o set is_delayed = false, is_at_risk = false
    where (o.is_delayed or o.is_at_risk)
      and (o.status not in (${liveOrders}) or exists (select 1 from loads l where l.id = o.load_id and l.status not in (${liveLoads})))
  `);

  if (options.publish ?? true) {
    for (const [companyId, changed] of flaggedCompanies) {
      const payload: OrdersFlaggedEvent = { changed };
      await publishEvent(tx, { type: 'orders.flagged', topics: [realtimeTopic.company(companyId)], payload });
    }
  }

  const notified = options.notifier ? await notify(tx as Tx, options.notifier, transitions, pushes) : 0;
  return {
    ran: true,
    checked: loads.length,
    changed: changes.length + cleared.rows.length,
    flagged: flagChanges + cleared.rows.length,
    notified,
  };
}

const MAIL_LANGUAGES: readonly MailLanguage[] = ['sp', 'en', 'fr'];

/** The shipper's users of each load that became late or at risk, by each user's chosen channels. */
async function notify(tx: Tx, notifier: RiskNotifier, transitions: Transition[], pushes: PendingPush[]): Promise<number> {
  if (transitions.length === 0) return 0;
  const recipients = new Map<Transition, string[]>();
  for (const transition of transitions) {
    recipients.set(transition, await recipientsOf(tx, { companyId: transition.load.company_id, loadId: transition.load.id }, transition.load.company_id, null));
  }
  const ids = [...new Set([...recipients.values()].flat())];
  if (ids.length === 0) return 0;
  const people = await tx.execute<{ id: string; email: string; firstname: string; language: string; notification_prefs: NotificationPrefs | null }>(sql`
    select id::text as id, email, firstname, language, notification_prefs from users
    where id in ${boundList(ids, 'uuid')}
  `);
  const byId = new Map(people.rows.map((row) => [row.id, row]));

  const rows: Array<typeof notifications.$inferInsert & { userId: string; title: string; link: string }> = [];
  let sent = 0;
  for (const transition of transitions) {
    const { load, event, assessment } = transition;
    const reason = assessment.reason!;
    const title = RISK_NOTICE_TITLES[event];
    const body = riskNoticeBody(reason, load.load_id, assessment.minutes);
    const link = riskLink(event, load.order_id);
    for (const userId of recipients.get(transition) ?? []) {
      const user = byId.get(userId);
      if (!user) continue;
      const language = (MAIL_LANGUAGES.includes(user.language as MailLanguage) ? user.language : 'en') as MailLanguage & LanguageCode;
      for (const channel of channelsFor(user.notification_prefs, event)) {
        sent += 1;
        if (channel === 'inApp') {
          rows.push({ companyId: load.company_id, userId, type: event === 'loadDelayed' ? 'load_delayed' : 'load_at_risk', title, body, link });
        } else if (channel === 'push') {
          pushes.push({
            companyId: load.company_id,
            userId,
            title: notificationTexts.translate(title, language),
            body: notificationTexts.translate(body, language),
            link,
          });
        } else {
          const rendered = loadRiskMail(language, {
            name: user.firstname,
            loadId: load.load_id,
            lane: `${load.origin_city}, ${load.origin_state} → ${load.destination_city}, ${load.destination_state}`,
            delayed: event === 'loadDelayed',
            reason,
            minutes: assessment.minutes,
            hours: RISK_MODEL.unassignedLeadHours,
            link: `${notifier.publicUrl}${link}`,
          });
          await notifier.mailer.enqueue(tx, {
            ...rendered,
            to: user.email,
            companyId: load.company_id,
            userId,
            template: event === 'loadDelayed' ? 'load-delayed' : 'load-at-risk',
          });
        }
      }
    }
  }
  if (rows.length > 0) {
    await tx.insert(notifications).values(rows);
    await publishNotifications(tx, rows);
  }
  return sent;
}

/**
 * One run of the job: a transaction holding the advisory lock (or nothing, when another instance holds it), then,
 * after the commit, the web pushes and the outbox's delivery.
 */
export async function runRiskJob(db: Db, notifier: RiskNotifier | null, now: Date = new Date()): Promise<RiskRunResult> {
  const pushes: PendingPush[] = [];
  const result = await db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RISK_LOCK_KEY.toString()}::int8) as locked`);
    if (!lock.rows[0]?.locked) return SKIPPED;
    return computeRisk(tx, now, { notifier }, pushes);
  });
  if (notifier && result.notified > 0) {
    for (const push of pushes) {
      await notifier.push
        .sendToUser(push.companyId, push.userId, { title: push.title, body: push.body, link: push.link })
        .catch((error: unknown) => notifier.log?.warn({ err: error }, 'risk job: web push failed'));
    }
    void notifier.mailer.flush().catch((error: unknown) => notifier.log?.warn({ err: error }, 'risk job: mail flush failed'));
  }
  return result;
}

export interface RiskJob {
  /** One run now (if this instance gets the lock). */
  tick(now?: Date): Promise<RiskRunResult>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** The job on a timer (the API's start; insight/risk-plugin.ts); `stop()` with the server's close. */
export function startRiskJob(db: Db, notifier: RiskNotifier, intervalMs: number): RiskJob {
  return periodic((now?: Date) => runRiskJob(db, notifier, now), { intervalMs, whenStopped: SKIPPED, log: notifier.log, failure: 'risk job run failed' });
}
