import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  confirmDatePath,
  type DateChangeRequestView,
  type LoadStatus,
  type StopType,
  type TruckerDatesData,
  type UpdateCalendarDateData,
  type UpdateCalendarDateRequest,
  type UpdateTruckerDatesRequest,
  CLOSED_LOAD_STATUSES,
  PICKED_UP_LOAD_STATUSES,
  links,
} from '@freight/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../db/client';
import { companies, dateChangeRequests, loads, modules, notifications, userPermissions, users } from '../db/schema';
import { isoOrNull } from '../http';
import { dateChangeDecidedMail, dateChangeRequestedMail, mailDate, mailStop, type MailLanguage } from '../mail/templates';
import { badRequest, HttpError, notFound } from '../plugins/envelope';
import type { Message } from '../texts';
import { SCHEDULE_TEXTS } from './texts';
import { publishNotifications } from '../realtime/publish';
import { calendarEventOf, canMoveStop, MAX_SHIFT_DAYS } from './calendar';
import { statusText } from '../texts/statuses';

/**
 * Moving a load's calendar dates (update-calendar-date), the other party's decision on a move (date-change-request,
 * confirm-date-change, decline-date-change) and the driver's planned days (update-trucker-calendar-date). Everything
 * runs in one transaction with the load row locked, so two moves of one stop do not interleave; the notifications and
 * e-mails are written in it (the route flushes the mailer after the commit).
 */

const conflict = (message: Message) => new HttpError(409, message);
const LANGUAGES: readonly MailLanguage[] = ['sp', 'en', 'fr'];
const languageOf = (value: string | null | undefined): MailLanguage => (LANGUAGES.includes(value as MailLanguage) ? (value as MailLanguage) : 'en');
/** At most this many users of a company are told of one change (its schedule keepers). */
const MAX_RECIPIENTS = 20;

interface LoadRow {
  id: string;
  loadId: string;
  status: LoadStatus;
  companyId: string;
  carrierCompanyId: string | null;
  originCity: string;
  originState: string;
  destinationCity: string;
  destinationState: string;
  pickupStart: Date;
  deliveryStart: Date;
  calendarPickupDate: string | null;
  calendarDeliveryDate: string | null;
  truckerPickupDate: string | null;
  truckerDeliveryDate: string | null;
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const stopDate = (load: LoadRow, stop: StopType) =>
  stop === 'pickup' ? (load.calendarPickupDate ?? dayOf(load.pickupStart)) : (load.calendarDeliveryDate ?? dayOf(load.deliveryStart));
const windowDay = (load: LoadRow, stop: StopType) => dayOf(stop === 'pickup' ? load.pickupStart : load.deliveryStart);
const placeOf = (load: LoadRow, stop: StopType) =>
  stop === 'pickup' ? `${load.originCity}, ${load.originState}` : `${load.destinationCity}, ${load.destinationState}`;
/** The other company on the load for `companyId`, or null (no carrier yet, or the company's own fleet). */
const otherPartyOf = (load: LoadRow, companyId: string) => {
  const other = load.companyId === companyId ? load.carrierCompanyId : load.companyId;
  return other && other !== companyId ? other : null;
};

/** The load, locked, when the caller's company is its shipper or its carrier; else 404. */
async function lockLoad(tx: Tx, companyId: string, loadUuid: string): Promise<LoadRow> {
  const [load] = await tx
    .select({
      id: loads.id,
      loadId: loads.loadId,
      status: loads.status,
      companyId: loads.companyId,
      carrierCompanyId: loads.carrierCompanyId,
      originCity: loads.originCity,
      originState: loads.originState,
      destinationCity: loads.destinationCity,
      destinationState: loads.destinationState,
      pickupStart: loads.pickupStart,
      deliveryStart: loads.deliveryStart,
      calendarPickupDate: loads.calendarPickupDate,
      calendarDeliveryDate: loads.calendarDeliveryDate,
      truckerPickupDate: loads.truckerPickupDate,
      truckerDeliveryDate: loads.truckerDeliveryDate,
    })
    .from(loads)
    .where(eq(loads.id, loadUuid))
    .for('update');
  if (!load || (load.companyId !== companyId && load.carrierCompanyId !== companyId)) throw notFound(SCHEDULE_TEXTS.loadNotFound());
  return { ...load, status: load.status as LoadStatus };
}

/** 409 when the stop's date may not move (load closed, or the pickup done). */
function assertMovable(load: LoadRow, stop: StopType) {
  if (canMoveStop(load.status, stop)) return;
  if (CLOSED_LOAD_STATUSES.includes(load.status)) throw conflict(SCHEDULE_TEXTS.loadClosed({ status: statusText(load.status) }));
  if (stop === 'pickup' && PICKED_UP_LOAD_STATUSES.includes(load.status)) throw conflict(SCHEDULE_TEXTS.pickedUp());
}

/** 400 on `field` when the new date puts the pickup after the delivery or strays over a year from its window. */
function assertDateFits(load: LoadRow, stop: StopType, date: string, field: string) {
  const pickup = stop === 'pickup' ? date : stopDate(load, 'pickup');
  const delivery = stop === 'delivery' ? date : stopDate(load, 'delivery');
  if (pickup > delivery) throw badRequest([{ field, message: SCHEDULE_TEXTS.pickupAfterDelivery() }]);
  const window = windowDay(load, stop);
  if (date < addDays(window, -MAX_SHIFT_DAYS) || date > addDays(window, MAX_SHIFT_DAYS)) throw badRequest([{ field, message: SCHEDULE_TEXTS.tooFar() }]);
}

const setCalendarDate = (tx: Tx, loadUuid: string, stop: StopType, date: string) =>
  tx
    .update(loads)
    .set(stop === 'pickup' ? { calendarPickupDate: date, updatedAt: new Date() } : { calendarDeliveryDate: date, updatedAt: new Date() })
    .where(eq(loads.id, loadUuid));

/** The users of a company who keep its calendar: portal access and the `schedule` module. */
async function scheduleKeepers(db: DbOrTx, companyId: string, except?: string) {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, email: users.email, language: users.language })
    .from(users)
    .innerJoin(userPermissions, and(eq(userPermissions.userId, users.id), eq(userPermissions.isGranted, true)))
    .innerJoin(modules, and(eq(modules.id, userPermissions.moduleId), eq(modules.moduleKey, 'schedule')))
    .where(and(eq(users.companyId, companyId), eq(users.canAccessPortal, true)))
    .orderBy(users.createdAt)
    .limit(MAX_RECIPIENTS + 1);
  return rows.filter((user) => user.id !== except).slice(0, MAX_RECIPIENTS);
}

async function companyName(db: DbOrTx, companyId: string) {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

async function userName(db: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const [user] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, userId));
  return user ? `${user.firstname} ${user.lastname}`.trim() : null;
}

/** date-change-request/{_id}: the request as a party sees it; another company gets 404. */
async function viewOf(db: DbOrTx, companyId: string, requestId: string): Promise<DateChangeRequestView> {
  const result = await db.execute<{
    id: string;
    status: DateChangeRequestView['status'];
    stop_type: StopType;
    from_date: string | null;
    to_date: string;
    reason: string | null;
    load_uuid: string;
    load_id: string;
    order_id: string | null;
    company_id: string;
    carrier_company_id: string | null;
    by_company_id: string;
    by_company: string;
    by_first: string | null;
    by_last: string | null;
    decided_first: string | null;
    decided_last: string | null;
    decided_at: Date | null;
    created_at: Date;
    origin_city: string;
    origin_state: string;
    destination_city: string;
    destination_state: string;
  }>(sql`
    select r.id::text as id, r.status, r.stop_type, r.from_date::text as from_date, r.to_date::text as to_date, r.reason,
      l.id::text as load_uuid, l.load_id, o.order_id, r.company_id::text as company_id, r.carrier_company_id::text as carrier_company_id,
      r.requested_by_company_id::text as by_company_id, c.name as by_company, u.firstname as by_first, u.lastname as by_last,
      d.firstname as decided_first, d.lastname as decided_last, r.decided_at, r.created_at,
      l.origin_city, l.origin_state, l.destination_city, l.destination_state
    from date_change_requests r
    join loads l on l.id = r.load_id
    join companies c on c.id = r.requested_by_company_id
    left join orders o on o.id = r.order_id
    left join users u on u.id = r.requested_by
    left join users d on d.id = r.decided_by
    where r.id = ${requestId}`);
  const row = result.rows[0];
  if (!row || (row.company_id !== companyId && row.carrier_company_id !== companyId)) throw notFound(SCHEDULE_TEXTS.requestNotFound());
  const byUs = row.by_company_id === companyId;
  const name = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
  return {
    _id: row.id,
    status: row.status,
    stopType: row.stop_type,
    fromDate: row.from_date,
    toDate: row.to_date,
    reason: row.reason,
    loadUuid: row.load_uuid,
    loadId: row.load_id,
    orderId: row.order_id,
    city: row.stop_type === 'pickup' ? row.origin_city : row.destination_city,
    state: row.stop_type === 'pickup' ? row.origin_state : row.destination_state,
    requestedByCompany: row.by_company,
    requestedByName: name(row.by_first, row.by_last),
    byUs,
    canDecide: row.status === 'pending' && !byUs,
    decidedByName: name(row.decided_first, row.decided_last),
    decidedAt: isoOrNull(row.decided_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createDateChanges(app: FastifyInstance) {
  const absolute = (path: string) => `${app.publicUrl}${path}`;
  const mailDay = (language: MailLanguage, day: string) => mailDate(language, new Date(`${day}T00:00:00.000Z`));

  /** In-app notifications (stored in English, translated when read) to `users` of `companyId`. */
  async function notify(tx: Tx, companyId: string, recipients: Array<{ id: string }>, notice: { type: string; title: string; body: string; link: string }) {
    if (recipients.length === 0) return;
    const rows = recipients.map((user) => ({ companyId, userId: user.id, ...notice }));
    await tx.insert(notifications).values(rows);
    await publishNotifications(tx, rows);
  }

  return {
    /** update-calendar-date/{_id}: moves at once without another party, else asks it. */
    async request(caller: { companyId: string; userId: string }, loadUuid: string, body: UpdateCalendarDateRequest): Promise<{ data: UpdateCalendarDateData }> {
      return app.db.transaction(async (tx) => {
        const load = await lockLoad(tx, caller.companyId, loadUuid);
        const stop = body.stopType;
        assertMovable(load, stop);
        const current = stopDate(load, stop);
        const reason = body.reason?.trim() ? body.reason.trim() : null;
        const other = otherPartyOf(load, caller.companyId);
        const [pending] = await tx
          .select()
          .from(dateChangeRequests)
          .where(and(eq(dateChangeRequests.loadId, load.id), eq(dateChangeRequests.stopType, stop), eq(dateChangeRequests.status, 'pending')));

        if (!other) {
          if (body.date !== current) assertDateFits(load, stop, body.date, 'date');
          await setCalendarDate(tx, load.id, stop, body.date);
          if (pending) await tx.update(dateChangeRequests).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(dateChangeRequests.id, pending.id));
          const event = (await calendarEventOf(tx, caller.companyId, load.id, stop))!;
          return { data: { outcome: 'moved', event, requestId: null } };
        }

        // A retry of the same request (same stop, same date, same company): its row, no second notice.
        if (pending && pending.requestedByCompanyId === caller.companyId && pending.toDate === body.date && (pending.reason ?? null) === reason) {
          const event = (await calendarEventOf(tx, caller.companyId, load.id, stop))!;
          return { data: { outcome: 'requested', event, requestId: pending.id } };
        }
        if (body.date === current) throw badRequest([{ field: 'date', message: SCHEDULE_TEXTS.sameDate() }]);
        assertDateFits(load, stop, body.date, 'date');
        if (pending) await tx.update(dateChangeRequests).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(dateChangeRequests.id, pending.id));
        const [order] = await tx
          .execute<{ id: string }>(
            sql`select id::text as id from orders where load_id = ${load.id} and status not in ('rejected', 'cancelled') order by created_at desc limit 1`,
          )
          .then((result) => result.rows);
        const [created] = await tx
          .insert(dateChangeRequests)
          .values({
            companyId: load.companyId,
            carrierCompanyId: load.carrierCompanyId,
            loadId: load.id,
            orderId: order?.id ?? null,
            stopType: stop,
            fromDate: current,
            toDate: body.date,
            reason,
            status: 'pending',
            requestedBy: caller.userId,
            requestedByCompanyId: caller.companyId,
          })
          .returning({ id: dateChangeRequests.id });
        const requestId = created!.id;

        // The other party: a notification and an e-mail in each keeper's language, with the confirm page's link.
        const company = await companyName(tx, caller.companyId);
        const author = (await userName(tx, caller.userId)) ?? company;
        const keepers = await scheduleKeepers(tx, other);
        const link = confirmDatePath(requestId);
        await notify(tx, other, keepers, {
          type: 'date_change_requested',
          title: 'Date change requested',
          body:
            stop === 'pickup'
              ? `${company} asks to move the pickup of ${load.loadId} to ${body.date}`
              : `${company} asks to move the delivery of ${load.loadId} to ${body.date}`,
          link,
        });
        for (const user of keepers) {
          const language = languageOf(user.language);
          const rendered = dateChangeRequestedMail(language, {
            name: user.firstname,
            company,
            author,
            loadId: load.loadId,
            stop: mailStop(language, stop),
            place: placeOf(load, stop),
            from: mailDay(language, current),
            to: mailDay(language, body.date),
            reason,
            link: absolute(link),
          });
          await app.mailer.enqueue(tx, { ...rendered, to: user.email, companyId: other, userId: user.id, template: 'date-change-requested' });
        }
        const event = (await calendarEventOf(tx, caller.companyId, load.id, stop))!;
        return { data: { outcome: 'requested', event, requestId } };
      });
    },

    view: viewOf,

    /** confirm-date-change / decline-date-change: the other party decides; both parties are told. */
    async decide(caller: { companyId: string; userId: string }, requestId: string, confirm: boolean, comment: string | null): Promise<DateChangeRequestView> {
      await app.db.transaction(async (tx) => {
        const [request] = await tx.select().from(dateChangeRequests).where(eq(dateChangeRequests.id, requestId)).for('update');
        if (!request || (request.companyId !== caller.companyId && request.carrierCompanyId !== caller.companyId))
          throw notFound(SCHEDULE_TEXTS.requestNotFound());
        if (request.status === 'confirmed') throw conflict(SCHEDULE_TEXTS.alreadyConfirmed());
        if (request.status === 'declined') throw conflict(SCHEDULE_TEXTS.alreadyDeclined());
        if (request.status !== 'pending') throw conflict(SCHEDULE_TEXTS.alreadyCancelled());
        if (request.requestedByCompanyId === caller.companyId) throw conflict(SCHEDULE_TEXTS.ownRequest());
        const load = await lockLoad(tx, caller.companyId, request.loadId);
        const stop = request.stopType as StopType;
        if (confirm) {
          assertMovable(load, stop);
          await setCalendarDate(tx, load.id, stop, request.toDate);
        }
        const now = new Date();
        await tx
          .update(dateChangeRequests)
          .set({ status: confirm ? 'confirmed' : 'declined', decidedBy: caller.userId, decidedAt: now, updatedAt: now })
          .where(eq(dateChangeRequests.id, request.id));

        // Both parties are told: the author's company (notification and e-mail) and the decider's other keepers.
        const company = await companyName(tx, caller.companyId);
        const author = (await userName(tx, caller.userId)) ?? company;
        const from = request.fromDate ?? windowDay(load, stop);
        const notice = {
          type: confirm ? 'date_change_confirmed' : 'date_change_declined',
          title: confirm ? 'Date change confirmed' : 'Date change declined',
          body: stop === 'pickup' ? `${load.loadId}, pickup: ${from} → ${request.toDate}` : `${load.loadId}, delivery: ${from} → ${request.toDate}`,
          link: confirmDatePath(request.id),
        };
        const authors = await scheduleKeepers(tx, request.requestedByCompanyId);
        const deciders = await scheduleKeepers(tx, caller.companyId, caller.userId);
        await notify(tx, request.requestedByCompanyId, authors, notice);
        await notify(tx, caller.companyId, deciders, notice);
        for (const user of [...authors, ...deciders]) {
          const language = languageOf(user.language);
          const rendered = dateChangeDecidedMail(language, {
            name: user.firstname,
            company,
            author,
            loadId: load.loadId,
            stop: mailStop(language, stop),
            from: mailDay(language, from),
            to: mailDay(language, request.toDate),
            confirmed: confirm,
            comment,
            link: absolute(links.calendar()),
          });
          const companyId = authors.includes(user) ? request.requestedByCompanyId : caller.companyId;
          await app.mailer.enqueue(tx, {
            ...rendered,
            to: user.email,
            companyId,
            userId: user.id,
            template: confirm ? 'date-change-confirmed' : 'date-change-declined',
          });
        }
      });
      return viewOf(app.db, caller.companyId, requestId);
    },

    /** update-trucker-calendar-date/{_id}: the carrier's plan for its driver (pickup and/or delivery day). */
    async truckerDates(companyId: string, loadUuid: string, body: UpdateTruckerDatesRequest): Promise<TruckerDatesData> {
      return app.db.transaction(async (tx) => {
        const load = await lockLoad(tx, companyId, loadUuid);
        if (load.carrierCompanyId !== companyId) throw conflict(SCHEDULE_TEXTS.carrierOnly());
        if (CLOSED_LOAD_STATUSES.includes(load.status)) throw conflict(SCHEDULE_TEXTS.loadClosed({ status: statusText(load.status) }));
        const pickup = body.pickupDate === undefined ? load.truckerPickupDate : body.pickupDate;
        const delivery = body.deliveryDate === undefined ? load.truckerDeliveryDate : body.deliveryDate;
        if (pickup && delivery && pickup > delivery) {
          throw badRequest([{ field: body.deliveryDate !== undefined ? 'deliveryDate' : 'pickupDate', message: SCHEDULE_TEXTS.pickupAfterDelivery() }]);
        }
        for (const [field, day, stop] of [
          ['pickupDate', body.pickupDate, 'pickup'],
          ['deliveryDate', body.deliveryDate, 'delivery'],
        ] as const) {
          if (!day) continue;
          const window = windowDay(load, stop);
          if (day < addDays(window, -MAX_SHIFT_DAYS) || day > addDays(window, MAX_SHIFT_DAYS)) throw badRequest([{ field, message: SCHEDULE_TEXTS.tooFar() }]);
        }
        await tx.update(loads).set({ truckerPickupDate: pickup, truckerDeliveryDate: delivery, updatedAt: new Date() }).where(eq(loads.id, load.id));
        return { loadUuid: load.id, loadId: load.loadId, pickupDate: pickup, deliveryDate: delivery };
      });
    },
  };
}
