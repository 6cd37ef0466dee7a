import { describe, expect, it } from 'vitest';
import { barDates, type BarDate } from '#common/bar-dates';
import { barDateTimeline } from './timeline';

const talk = (date: string) => ({
  timing: 'planned' as const,
  type: 'talk',
  date,
  where: 'LINNC Paris',
  link: null,
});

const states = (dates: BarDate[], today: string) =>
  barDateTimeline(dates, today).map((entry) => `${entry.jurisdiction} ${entry.state}`);

describe('barDateTimeline', () => {
  const dates = barDates([talk('2027-03-10')]);

  it('marks every jurisdiction of the earliest open day, and the later ones open', () => {
    expect(states(dates, '2027-01-01')).toEqual([
      'EP earliest',
      'CN earliest',
      'US open',
      'JP open',
      'KR open',
    ]);
  });

  it('keeps a bar date open on its own day, and marks the days gone as passed', () => {
    expect(states(dates, '2027-03-10')[0]).toBe('EP earliest');
    expect(states(dates, '2027-03-11')).toEqual([
      'EP passed',
      'CN passed',
      'US earliest',
      'JP earliest',
      'KR earliest',
    ]);
    expect(states(dates, '2029-01-01').every((state) => state.endsWith('passed'))).toBe(true);
  });

  it('puts the dates in date order whatever order they come in', () => {
    const shuffled = [dates[4]!, dates[0]!, dates[2]!];
    expect(barDateTimeline(shuffled, '2027-01-01').map((entry) => entry.date)).toEqual([
      '2027-03-10',
      '2028-03-10',
      '2028-03-10',
    ]);
  });
});
