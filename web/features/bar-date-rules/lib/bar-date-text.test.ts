import { describe, expect, it } from 'vitest';
import { daysBetween, daysLeftText, localToday, longCalendarDate } from './bar-date-text';

describe('longCalendarDate', () => {
  it('writes the day, the month in full and the year, the same day in every zone', () => {
    expect(longCalendarDate('2027-03-10')).toBe('10 March 2027');
    expect(longCalendarDate('2027-01-01')).toBe('1 January 2027');
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, across a change of clocks and a leap day', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
  });
});

describe('daysLeftText', () => {
  it('says how far off a date is in words', () => {
    expect(daysLeftText('2026-12-13', '2026-12-01')).toBe('in 12 days');
    expect(daysLeftText('2026-12-02', '2026-12-01')).toBe('tomorrow');
    expect(daysLeftText('2026-12-01', '2026-12-01')).toBe('today');
    expect(daysLeftText('2026-11-28', '2026-12-01')).toBe('3 days ago');
  });
});

describe('localToday', () => {
  it('is a calendar date', () => {
    expect(localToday(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(localToday(new Date(2026, 10, 28, 0, 1))).toBe('2026-11-28');
  });
});
