import { axisMarks, barPlace, localMidnight, scheduleRange, shiftDay, stackRows } from './timeline';

const at = (day: string, hour: number) => new Date(localMidnight(day) + hour * 3_600_000).toISOString();

describe("the driver schedule's time axis", () => {
  it('a week runs Monday to Sunday around its day, and asks the API for a day more on each side', () => {
    const range = scheduleRange('week', '2026-11-26');
    expect(range.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect([range.from, range.to]).toEqual(['2026-11-22', '2026-11-30']);
    expect(range.end - range.start).toBe(7 * 86_400_000);
    expect(scheduleRange('day', '2026-11-26')).toMatchObject({ days: ['2026-11-26'], from: '2026-11-25', to: '2026-11-27' });
  });

  it('moves by a day or a week', () => {
    expect(shiftDay('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('week', '2026-11-26', -1)).toBe('2026-11-19');
  });

  it("places a load's bar from its pickup to its delivery, cut at the range's ends", () => {
    const week = scheduleRange('week', '2026-11-23');
    // Tuesday noon to Wednesday noon: from 1.5/7 of the week, one day wide.
    const inside = barPlace(week, at('2026-11-24', 12), at('2026-11-25', 12))!;
    expect(inside.left).toBeCloseTo((1.5 / 7) * 100);
    expect(inside.width).toBeCloseTo((1 / 7) * 100);
    expect(inside).toMatchObject({ startsBefore: false, endsAfter: false });
    // From the Saturday before to Monday 06:00: cut at the start.
    const cut = barPlace(week, at('2026-11-21', 8), at('2026-11-23', 6))!;
    expect(cut).toMatchObject({ left: 0, startsBefore: true, endsAfter: false });
    expect(cut.width).toBeCloseTo((0.25 / 7) * 100);
    // Outside the week: no bar; a very short load is still 2% wide.
    expect(barPlace(week, at('2026-11-30', 1), at('2026-11-30', 5))).toBeNull();
    expect(barPlace(week, at('2026-11-25', 10), at('2026-11-25', 10))!.width).toBe(2);
  });

  it('marks the days of a week and every third hour of a day, in the language', () => {
    expect(axisMarks(scheduleRange('week', '2026-11-23'), 'en').map((mark) => mark.label)).toEqual([
      '23 Mon',
      '24 Tue',
      '25 Wed',
      '26 Thu',
      '27 Fri',
      '28 Sat',
      '29 Sun',
    ]);
    const hours = axisMarks(scheduleRange('day', '2026-11-23'), 'fr');
    expect(hours).toHaveLength(8);
    expect(hours[1]).toMatchObject({ label: '3 h 00', left: 12.5 });
    expect(axisMarks(scheduleRange('day', '2026-11-23'), 'en')[5]!.label).toBe('3:00 PM');
  });
});

describe('the rows of a truck', () => {
  it('puts loads that overlap in time one under the other, and the others on the first row', () => {
    expect(
      stackRows([
        { left: 0, width: 30 },
        { left: 20, width: 30 },
        { left: 40, width: 10 },
        { left: 60, width: 10 },
      ]),
    ).toEqual([0, 1, 0, 0]);
  });
});
