import { describe, expect, it } from 'vitest';
import { activityRows, activitySummary, activityTotals, countText } from './activity';

const days = [
  { date: '2026-11-19', submissions: 2, signups: 0 },
  { date: '2026-11-20', submissions: 5, signups: 1 },
  { date: '2026-11-21', submissions: 5, signups: 3 },
];

describe('activity', () => {
  it('labels each UTC day in UTC, short for the axis and long for the table', () => {
    expect(activityRows(days)[0]).toEqual({
      date: '2026-11-19',
      submissions: 2,
      signups: 0,
      label: 'Nov 19',
      longLabel: 'Thu, Nov 19, 2026',
    });
  });

  it('keeps an unreadable date as it came', () => {
    expect(activityRows([{ date: 'soon', submissions: 0, signups: 0 }])[0]?.label).toBe('soon');
  });

  it('adds up the window', () => {
    expect(activityTotals(days)).toEqual({ submissions: 12, signups: 4 });
    expect(activityTotals([])).toEqual({ submissions: 0, signups: 0 });
  });

  it('counts with the right plural', () => {
    expect(countText(1, 'sign-up')).toBe('1 sign-up');
    expect(countText(1200, 'submission')).toBe('1,200 submissions');
    expect(countText(0, 'submission')).toBe('0 submissions');
  });

  it('summarises the range, the totals and the first busiest day of each series', () => {
    expect(activitySummary(days)).toBe(
      'Submissions (bars) and sign-ups (line) per day from Nov 19 to Nov 21: 12 submissions and 4 sign-ups in all. Most submissions: 5 on Nov 20. Most sign-ups: 3 on Nov 21.',
    );
  });

  it('leaves out the busiest day of a series with nothing in it', () => {
    const quiet = days.map((day) => ({ ...day, signups: 0 }));
    expect(activitySummary(quiet)).not.toContain('Most sign-ups');
    expect(activitySummary([])).toBe('Activity chart: no data.');
  });
});
