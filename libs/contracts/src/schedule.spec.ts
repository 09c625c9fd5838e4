import { addDays, isoWeekOf, mondayOf } from './schedule';

describe('ISO weeks of the delivery schedule', () => {
  it('starts a week on Monday', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('numbers weeks as ISO 8601 does, across the turn of the year', () => {
    expect(isoWeekOf('2026-11-24')).toEqual({ isoYear: 2026, isoWeek: 48 });
    expect(isoWeekOf('2026-12-31')).toEqual({ isoYear: 2026, isoWeek: 53 });
    expect(isoWeekOf('2027-01-03')).toEqual({ isoYear: 2026, isoWeek: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ isoYear: 2027, isoWeek: 1 });
    expect(isoWeekOf('2024-12-30')).toEqual({ isoYear: 2025, isoWeek: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ isoYear: 2020, isoWeek: 53 });
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
