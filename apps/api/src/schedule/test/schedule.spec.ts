import {
  addDays,
  confirmDatePath,
  DATE_CHANGE_REASON_MAX,
  SCHEDULE_MESSAGES,
  type CalendarEvent,
  type CalendarEventsData,
  type DateChangeRequestView,
  type DeliveryScheduleData,
  type LoadDetail,
  type TruckerDatesData,
  type UpdateCalendarDateData,
} from '@freight/contracts';
import { readOutbox } from '../../mail-cli';
import { caller, type Answer } from '../../address-book/test/support';
import { rowsIn, testCalendar } from '../../loads/test/support';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The calendar and the delivery schedule (apps/api/src/schedule): the calendar's events, a date moved at once
 * on a load without another party, a move asked of the other party (row, notification, e-mail in the recipient's
 * language with the confirm page's link), the other party's confirmation and refusal, the author's 409, a newer request
 * cancelling the older, the driver's days (carrier side only), and the delivery schedule grouped by ISO week.
 */

const SHIPPER = 'shipper@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';
const MAPLE = 'dispatch@mapleleaf-freight.test';
const PICKUP_DAY = '2027-03-02'; // a Tuesday, far from the demo world's loads
const DELIVERY_DAY = '2027-03-04';

describe('calendar and delivery schedule', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let interstate: string;
  let maple: string;
  let warehouseId: string;
  let addressId: string;

  const events = (token: string, from: string, to: string) => call<CalendarEventsData>(token, 'POST', 'load-manager/calendar-events', { from, to });
  const move = (token: string, loadUuid: string, body: object) =>
    call<UpdateCalendarDateData>(token, 'POST', `load-manager/update-calendar-date/${loadUuid}`, body);
  const request = (token: string, id: string) => call<DateChangeRequestView>(token, 'GET', `load-manager/date-change-request/${id}`);
  const confirm = (token: string, id: string) => call<DateChangeRequestView>(token, 'POST', `load-manager/confirm-date-change/${id}`, {});
  const decline = (token: string, id: string, comment?: string) =>
    call<DateChangeRequestView>(token, 'POST', `load-manager/decline-date-change/${id}`, comment ? { comment } : {});
  const eventOf = (answer: Answer<CalendarEventsData>, loadUuid: string, stop: 'pickup' | 'delivery') =>
    answer.body.data!.events.find((event: CalendarEvent) => event.loadUuid === loadUuid && event.stopType === stop);

  /** A new two-stop load of Demo Freight Co. (pickup Chicago, delivery Dallas at a warehouse and an address-book customer). */
  async function newLoad(): Promise<LoadDetail> {
    const { stop } = testCalendar(`${PICKUP_DAY}T15:00:00.000Z`);
    const answer = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 0, 'Chicago', 'IL', '60607'), stop('delivery', 2, 'Dallas', 'TX', '75247', { warehouseId, addressId })],
      commodity: 'Schedule test rolls',
      weight: 20_000,
      rate: 1_500,
    });
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  }

  /** The load broadcast and taken by Interstate Haulers: it now has another party. */
  async function carriedByInterstate(loadUuid: string) {
    expect((await call(shipper, 'POST', `load-manager/broadcast-load/${loadUuid}`, {})).statusCode).toBe(200);
    const accepted = await call(interstate, 'POST', 'load-manager/load-accept-by-fleet', { loadId: loadUuid });
    expect(accepted.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, interstate] = await Promise.all([t.login(SHIPPER), t.login(INTERSTATE)]);
    maple = await t.login(MAPLE);
    const [ids] = await rowsIn<{ warehouse: string; address: string }>(
      t,
      `select (select id::text from warehouses where company_id = u.company_id order by created_at limit 1) as warehouse,
              (select id::text from addresses where company_id = u.company_id order by created_at limit 1) as address
       from users u where u.email = $1`,
      [SHIPPER],
    );
    warehouseId = ids!.warehouse;
    addressId = ids!.address;
  });
  afterAll(() => t.close());

  it('shows the load on the calendar and moves its date at once while there is no other party', async () => {
    const load = await newLoad();
    const before = await events(shipper, '2027-03-01', '2027-03-07');
    expect(before.statusCode).toBe(200);
    expect(eventOf(before, load._id, 'pickup')).toMatchObject({
      loadId: load.loadId,
      date: PICKUP_DAY,
      side: 'shipper',
      moved: false,
      pending: null,
      otherParty: null,
      canMove: true,
      canPlanDriver: false,
      city: 'Chicago',
    });
    expect(eventOf(before, load._id, 'delivery')).toMatchObject({ date: DELIVERY_DAY, city: 'Dallas' });

    const moved = await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-05', reason: 'Dock closed' });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.message).toBe(SCHEDULE_MESSAGES.dateUpdated);
    expect(moved.body.data).toMatchObject({ outcome: 'moved', requestId: null, event: { date: '2027-03-05', moved: true } });
    const [row] = await rowsIn<{ d: string }>(t, `select calendar_delivery_date::text as d from loads where id = $1`, [load._id]);
    expect(row!.d).toBe('2027-03-05');
    // Moved 80 days away, it is found on its new day (through the widened delivery window).
    expect((await move(shipper, load._id, { stopType: 'delivery', date: '2027-05-24' })).statusCode).toBe(200);
    expect(eventOf(await events(shipper, '2027-05-20', '2027-05-30'), load._id, 'delivery')).toMatchObject({ date: '2027-05-24', moved: true });
    expect(eventOf(await events(shipper, '2027-03-01', '2027-03-07'), load._id, 'delivery')).toBeUndefined();
    expect((await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-05' })).statusCode).toBe(200);

    // A pickup after the delivery: 400 on the date; a range backwards or too long: 400 on `to`.
    const late = await move(shipper, load._id, { stopType: 'pickup', date: '2027-03-06' });
    expect(late.statusCode).toBe(400);
    expect(late.body.errors).toEqual([{ field: 'date', message: SCHEDULE_MESSAGES.pickupAfterDelivery }]);
    const far = await move(shipper, load._id, { stopType: 'delivery', date: '2027-06-30' });
    expect(far.body.errors).toEqual([{ field: 'date', message: SCHEDULE_MESSAGES.tooFar }]);
    // A reason over the limit is refused, saying the limit, never cut.
    const wordy = await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-06', reason: 'x'.repeat(DATE_CHANGE_REASON_MAX + 1) });
    expect(wordy.statusCode).toBe(400);
    expect(wordy.body.errors).toEqual([{ field: 'body.reason', message: expect.stringContaining(`${DATE_CHANGE_REASON_MAX} characters`) }]);
    expect((await events(shipper, '2027-03-07', '2027-03-01')).body.errors).toEqual([{ field: 'to', message: SCHEDULE_MESSAGES.rangeOrder }]);
    expect((await events(shipper, '2027-01-01', '2027-06-01')).body.errors).toEqual([{ field: 'to', message: SCHEDULE_MESSAGES.rangeTooLong }]);
  });

  it('asks the other party, which confirms; the author cannot decide; a newer request cancels the older', async () => {
    const load = await newLoad();
    await carriedByInterstate(load._id);
    // The carrier's dispatcher reads Spanish: its e-mail is in Spanish.
    await rowsIn(t, `update users set language = 'sp' where email = $1`, [INTERSTATE]);

    const first = await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-06', reason: 'Receiver closed on Thursday' });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe(SCHEDULE_MESSAGES.requested);
    expect(first.body.data).toMatchObject({
      outcome: 'requested',
      event: { date: DELIVERY_DAY, pending: { toDate: '2027-03-06', byUs: true }, otherParty: 'Interstate Haulers LLC' },
    });
    const firstId = first.body.data!.requestId!;
    // Sent twice (a retry): the same request, no second notice.
    const again = await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-06', reason: 'Receiver closed on Thursday' });
    expect(again.body.data!.requestId).toBe(firstId);

    // The date has not moved; the carrier got one notification and one e-mail in Spanish with the confirm link.
    const [loadRow] = await rowsIn<{ d: string | null }>(t, `select calendar_delivery_date::text as d from loads where id = $1`, [load._id]);
    expect(loadRow!.d).toBeNull();
    const notices = await rowsIn<{ title: string; body: string; link: string }>(
      t,
      `select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id where u.email = $1 and n.type = 'date_change_requested'`,
      [INTERSTATE],
    );
    expect(notices).toEqual([
      { title: 'Date change requested', body: `Demo Freight Co. asks to move the delivery of ${load.loadId} to 2027-03-06`, link: confirmDatePath(firstId) },
    ]);
    const mails = (await readOutbox(t.app.db, { to: INTERSTATE, limit: 10 })).filter((mail) => mail.template === 'date-change-requested');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`pide mover la entrega de la carga ${load.loadId}`);
    expect(mails[0]!.text).toContain(`/calendar/confirm-order-date-update/${firstId}`);
    expect(mails[0]!.text).toContain('Motivo: Receiver closed on Thursday');

    // The author's company may read it but not decide it.
    const own = await confirm(shipper, firstId);
    expect(own.statusCode).toBe(409);
    expect(own.body.message).toBe(SCHEDULE_MESSAGES.ownRequest);
    expect((await request(shipper, firstId)).body.data).toMatchObject({ byUs: true, canDecide: false, status: 'pending' });
    const theirs = await request(interstate, firstId);
    expect(theirs.body.data).toMatchObject({
      byUs: false,
      canDecide: true,
      status: 'pending',
      fromDate: DELIVERY_DAY,
      toDate: '2027-03-06',
      loadId: load.loadId,
      requestedByCompany: 'Demo Freight Co.',
      city: 'Dallas',
    });
    // A company that is no party to the load: 404 on the request and on the load.
    expect((await request(maple, firstId)).statusCode).toBe(404);
    expect((await move(maple, load._id, { stopType: 'delivery', date: '2027-03-06' })).statusCode).toBe(404);

    // A newer request for the same stop cancels the older one.
    const second = await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-08' });
    const secondId = second.body.data!.requestId!;
    expect(secondId).not.toBe(firstId);
    const stale = await confirm(interstate, firstId);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(SCHEDULE_MESSAGES.alreadyCancelled);

    const confirmed = await confirm(interstate, secondId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.message).toBe(SCHEDULE_MESSAGES.confirmed);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', canDecide: false, decidedByName: expect.any(String) });
    const after = await events(shipper, '2027-03-01', '2027-03-14');
    expect(eventOf(after, load._id, 'delivery')).toMatchObject({ date: '2027-03-08', moved: true, pending: null });
    expect((await confirm(interstate, secondId)).body.message).toBe(SCHEDULE_MESSAGES.alreadyConfirmed);
    // The author's company is told (notification and e-mail).
    const told = await rowsIn<{ n: number }>(
      t,
      `select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = $1 and n.type = 'date_change_confirmed' and n.body like $2`,
      [SHIPPER, `${load.loadId}, delivery:%`],
    );
    expect(told[0]!.n).toBe(1);
    expect(
      (await readOutbox(t.app.db, { to: SHIPPER, limit: 20 })).some((mail) => mail.template === 'date-change-confirmed' && mail.text.includes(load.loadId)),
    ).toBe(true);

    // The carrier asks to move the pickup; the shipper declines: the date stays.
    const asked = await move(interstate, load._id, { stopType: 'pickup', date: '2027-03-03' });
    expect(asked.body.data).toMatchObject({ outcome: 'requested' });
    const declined = await decline(shipper, asked.body.data!.requestId!, 'Our dock is full that day');
    expect(declined.statusCode).toBe(200);
    expect(declined.body.message).toBe(SCHEDULE_MESSAGES.declined);
    expect(declined.body.data!.status).toBe('declined');
    const [pickupRow] = await rowsIn<{ d: string | null }>(t, `select calendar_pickup_date::text as d from loads where id = $1`, [load._id]);
    expect(pickupRow!.d).toBeNull();
    expect((await decline(shipper, asked.body.data!.requestId!)).body.message).toBe(SCHEDULE_MESSAGES.alreadyDeclined);
    expect((await request(shipper, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("lets only the carrier plan its driver's days, and refuses moves on a closed load", async () => {
    const load = await newLoad();
    await carriedByInterstate(load._id);
    const byShipper = await call(shipper, 'POST', `load-manager/update-trucker-calendar-date/${load._id}`, { pickupDate: PICKUP_DAY });
    expect(byShipper.statusCode).toBe(409);
    expect(byShipper.body.message).toBe(SCHEDULE_MESSAGES.carrierOnly);
    const planned = await call<TruckerDatesData>(interstate, 'POST', `load-manager/update-trucker-calendar-date/${load._id}`, {
      pickupDate: PICKUP_DAY,
      deliveryDate: '2027-03-03',
    });
    expect(planned.statusCode).toBe(200);
    expect(planned.body.data).toMatchObject({ pickupDate: PICKUP_DAY, deliveryDate: '2027-03-03' });
    const backwards = await call(interstate, 'POST', `load-manager/update-trucker-calendar-date/${load._id}`, { deliveryDate: '2027-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.errors).toEqual([{ field: 'deliveryDate', message: SCHEDULE_MESSAGES.pickupAfterDelivery }]);
    const carrierView = await events(interstate, '2027-03-01', '2027-03-07');
    expect(eventOf(carrierView, load._id, 'pickup')).toMatchObject({
      side: 'carrier',
      truckerDate: PICKUP_DAY,
      canPlanDriver: true,
      otherParty: 'Demo Freight Co.',
    });

    await rowsIn(t, `update loads set status = 'in_transit' where id = $1`, [load._id]);
    const pickedUp = await move(shipper, load._id, { stopType: 'pickup', date: '2027-03-01' });
    expect(pickedUp.statusCode).toBe(409);
    expect(pickedUp.body.message).toBe(SCHEDULE_MESSAGES.pickedUp);
    await rowsIn(t, `update loads set status = 'delivered' where id = $1`, [load._id]);
    const closed = await move(shipper, load._id, { stopType: 'delivery', date: '2027-03-05' });
    expect(closed.statusCode).toBe(409);
    expect(closed.body.message).toBe('The dates of this load can no longer be moved: it is delivered');
    // In the caller's language, the status translated too.
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/v1/api/load-manager/update-calendar-date/${load._id}`,
      headers: { authorization: `Bearer ${shipper}`, language: 'sp' },
      payload: { stopType: 'delivery', date: '2027-03-05' },
    });
    expect(spanish.json<{ message: string }>().message).toBe('Las fechas de esta carga ya no se pueden mover: está entregada');
  });

  it('groups the delivery schedule by ISO week of the range, with the warehouse and customer filters and paged weeks', async () => {
    const load = await newLoad();
    const schedule = (body: object) =>
      call<DeliveryScheduleData>(shipper, 'POST', 'load-manager/get-all-delivery-schedule', { from: '2027-03-01', to: '2027-03-31', ...body });
    const all = await schedule({ limit: 5 });
    expect(all.statusCode).toBe(200);
    const data = all.body.data!;
    // March 2027: Monday 1st to Wednesday 31st, five ISO weeks (9 to 13).
    expect(data.totalWeeks).toBe(5);
    expect(data.weeks.map((week) => [week.ordinal, week.isoWeek, week.start, week.end])).toEqual([
      [1, 9, '2027-03-01', '2027-03-07'],
      [2, 10, '2027-03-08', '2027-03-14'],
      [3, 11, '2027-03-15', '2027-03-21'],
      [4, 12, '2027-03-22', '2027-03-28'],
      [5, 13, '2027-03-29', '2027-04-04'],
    ]);
    const row = data.weeks[0]!.rows.find((item) => item.loadUuid === load._id);
    expect(row).toMatchObject({ stopType: 'delivery', date: DELIVERY_DAY, city: 'Dallas', warehouseId, customerId: addressId, status: 'pending' });
    expect(data.warehouses.some((option) => option._id === warehouseId)).toBe(true);
    expect(data.customers.some((option) => option._id === addressId)).toBe(true);

    const byWarehouse = await schedule({ warehouseId, limit: 1 });
    expect(byWarehouse.body.data!.weeks).toHaveLength(1);
    expect(byWarehouse.body.data!.weeks[0]!.rows.every((item) => item.warehouseId === warehouseId)).toBe(true);
    expect(byWarehouse.body.data!.weeks[0]!.rows.some((item) => item.loadUuid === load._id)).toBe(true);
    const otherCustomer = await schedule({ customerId: '00000000-0000-4000-8000-000000000000' });
    expect(otherCustomer.body.data!.totalRows).toBe(0);
    // The second page of one-week pages is the second week (its ordinal says so).
    const page2 = await schedule({ page: 2, limit: 1 });
    expect(page2.body.data!.weeks.map((week) => week.ordinal)).toEqual([2]);
    expect(page2.body.data!.weeks[0]!.rows.some((item) => item.loadUuid === load._id)).toBe(false);

    // A moved delivery moves to its week.
    await move(shipper, load._id, { stopType: 'delivery', date: addDays(DELIVERY_DAY, 7) });
    const moved = await schedule({ page: 2, limit: 1 });
    expect(moved.body.data!.weeks[0]!.rows.find((item) => item.loadUuid === load._id)).toMatchObject({ date: '2027-03-11' });
  });
});
