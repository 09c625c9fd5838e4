import { addMonths, firstOfMonth, shiftAnchor, today, validDay, visibleDays } from './dates';

describe('calendar dates', () => {
  it('a month is whole weeks, Monday first: November 2026 runs from Monday 26 October to Sunday 6 December', () => {
    const days = visibleDays('month', '2026-11-24');
    expect(days[0]).toBe('2026-10-26');
    expect(days[days.length - 1]).toBe('2026-12-06');
    expect(days).toHaveLength(42);
    expect(days).toContain('2026-11-01');
  });

  it('a week is Monday to Sunday around its day', () => {
    expect(visibleDays('week', '2026-11-24')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(visibleDays('week', '2026-11-29')[0]).toBe('2026-11-23');
  });

  it('moves by months (clamped to the last day) and by weeks', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftAnchor('week', '2026-11-24', -1)).toBe('2026-11-17');
    expect(shiftAnchor('month', '2026-11-24', 1)).toBe('2026-12-24');
    expect(firstOfMonth('2026-11-24')).toBe('2026-11-01');
  });

  it('accepts only real days from the URL', () => {
    expect(validDay('2026-11-24')).toBe('2026-11-24');
    expect(validDay('2026-02-30')).toBeUndefined();
    expect(validDay('24/11/2026')).toBeUndefined();
    expect(validDay(null)).toBeUndefined();
    expect(today(new Date('2026-11-24T12:00:00Z'))).toMatch(/^2026-11-2[345]$/);
  });
});
