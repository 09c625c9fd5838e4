import { REPORT_MAX_DAYS } from '@freight/contracts';
import { addDays, chosenFilters, defaultRange, isDay, rangeDays, reportQueryOf, requestKey, withReportParams } from './query';

const LANE = '3f1c2a9e-0000-4000-8000-0000000000a1';
const CARRIER = '3f1c2a9e-0000-4000-8000-0000000000c1';
const CUSTOMER = '3f1c2a9e-0000-4000-8000-0000000000d1';
// Local noon: the reader's day whatever the time zone of the machine running the test.
const TODAY = new Date(2026, 10, 24, 12, 0, 0);
const query = (search: string, side: 'shipper' | 'carrier' = 'shipper') => reportQueryOf(new URLSearchParams(search), side, TODAY);

describe("the report's URL state", () => {
  it('defaults to the last 90 days (today included), by the counterparty of the side, the loads charted', () => {
    expect(defaultRange(TODAY)).toEqual({ from: '2026-08-27', to: '2026-11-24' });
    expect(rangeDays('2026-08-27', '2026-11-24')).toBe(90);
    expect(query('')).toEqual({ request: { side: 'shipper', groupBy: 'carrier', from: '2026-08-27', to: '2026-11-24' }, period: 'month', chart: 'loads' });
    expect(query('', 'carrier').request).toEqual({ side: 'carrier', groupBy: 'customer', from: '2026-08-27', to: '2026-11-24' });
  });

  it('reads every choice from the URL; the period goes to the API only for a report by period', () => {
    const byLane = query(`group=lane&period=week&from=2026-01-01&to=2026-03-31&lane=${LANE}&carrier=${CARRIER}&chart=amount`);
    expect(byLane).toEqual({
      request: { side: 'shipper', groupBy: 'lane', from: '2026-01-01', to: '2026-03-31', laneId: LANE, carrierId: CARRIER },
      period: 'week',
      chart: 'amount',
    });
    expect(query('group=period&period=day').request).toMatchObject({ groupBy: 'period', period: 'day' });
    expect(query('group=period').request).toMatchObject({ groupBy: 'period', period: 'month' });
  });

  it("keeps only the side's groups and filters (a shipper's own customer, a carrier's carrier mean nothing)", () => {
    expect(query(`group=customer&customer=${CUSTOMER}&carrier=${CARRIER}`).request).toEqual({
      side: 'shipper',
      groupBy: 'carrier',
      from: '2026-08-27',
      to: '2026-11-24',
      carrierId: CARRIER,
    });
    expect(query(`group=carrier&customer=${CUSTOMER}&carrier=${CARRIER}`, 'carrier').request).toEqual({
      side: 'carrier',
      groupBy: 'customer',
      from: '2026-08-27',
      to: '2026-11-24',
      customerId: CUSTOMER,
    });
  });

  it('takes a malformed value as its default instead of sending it to the API', () => {
    expect(query('group=nope&period=year&from=2026-02-30&to=yesterday&lane=L-1&chart=pie')).toEqual(query(''));
    // An end alone: the 90 days before it.
    expect(query('to=2026-06-30').request).toMatchObject({ from: '2026-04-02', to: '2026-06-30' });
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('names a range the API would refuse instead of asking for it', () => {
    expect(query('from=2026-11-02&to=2026-11-01').problem).toBe('rangeOrder');
    expect(query('from=2026-11-01&to=2026-11-01').problem).toBeUndefined();
    const to = '2026-11-24';
    expect(query(`from=${addDays(to, -(REPORT_MAX_DAYS - 1))}&to=${to}`).problem).toBeUndefined();
    expect(query(`from=${addDays(to, -REPORT_MAX_DAYS)}&to=${to}`).problem).toBe('rangeTooLong');
  });

  it('changes only the parameters asked for, keeping the side and the others', () => {
    const next = withReportParams(new URLSearchParams(`side=carrier&group=lane&lane=${LANE}`), { lane: null, from: '2026-01-01', group: 'period' });
    expect(Object.fromEntries(next)).toEqual({ side: 'carrier', group: 'period', from: '2026-01-01' });
  });

  it('tells two requests apart by every field, and lists the chosen filters by parameter', () => {
    const a = query(`group=lane&lane=${LANE}`).request;
    const b = query('group=lane').request;
    expect(requestKey(a)).not.toBe(requestKey(b));
    expect(requestKey(a)).toBe(requestKey({ ...a }));
    expect(chosenFilters(a)).toEqual({ lane: LANE });
  });
});
