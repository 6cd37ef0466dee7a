import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, relativeTime } from './dates';

describe('formatDateTime', () => {
  it('shows en-US short month, day, year, hour and minute', () => {
    expect(formatDateTime('2026-11-21T15:04:00Z', 'UTC')).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatDateTime('2026-01-05T00:09:00Z', 'UTC')).toBe('Jan 5, 2026, 12:09 AM');
  });

  it('uses the time zone it is given', () => {
    expect(formatDateTime('2026-11-21T15:04:00Z', 'America/New_York')).toBe(
      'Nov 21, 2026, 10:04 AM',
    );
  });

  it('accepts dates and epoch milliseconds', () => {
    const date = new Date('2026-03-01T09:30:00Z');
    expect(formatDateTime(date, 'UTC')).toBe('Mar 1, 2026, 9:30 AM');
    expect(formatDateTime(date.getTime(), 'UTC')).toBe('Mar 1, 2026, 9:30 AM');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatCalendarDate', () => {
  it('shows a calendar date as en-US short month, day, year, the same day in every zone', () => {
    expect(formatCalendarDate('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatCalendarDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('shows anything else as it was given', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says just now within 45 seconds', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(-20), now)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 7 * 24 * 3600), now)).toBe('3 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('speaks of the future too, and gives null for no date', () => {
    expect(relativeTime(ago(-2 * 3600), now)).toBe('in 2 hours');
    expect(relativeTime(null, now)).toBeNull();
    expect(relativeTime('garbage', now)).toBeNull();
  });
});
