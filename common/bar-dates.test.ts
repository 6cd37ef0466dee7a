import { describe, expect, it } from 'vitest';
import { addMonths, barDates, defaultBarDateRules, earliestOpenBarDate } from './bar-dates';

const talk = {
  timing: 'planned',
  type: 'talk',
  date: '2027-03-10',
  where: 'LINNC Paris',
  link: null,
};
const paper = {
  timing: 'prior',
  type: 'publication',
  date: '2026-11-02',
  where: 'J NeuroInterv Surg',
  link: null,
};

describe('addMonths', () => {
  it.each([
    ['2027-03-10', 12, '2028-03-10'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['0024-05-01', 12, '0025-05-01'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('bar dates', () => {
  it('a planned talk ends rights in Europe that day, and the U.S. grace year a year on', () => {
    const dates = barDates([talk]);
    expect(dates.map(({ jurisdiction, date, kind }) => [jurisdiction, date, kind])).toEqual([
      ['EP', '2027-03-10', 'absolute'],
      ['CN', '2027-03-10', 'absolute'],
      ['US', '2028-03-10', 'grace'],
      ['JP', '2028-03-10', 'grace'],
      ['KR', '2028-03-10', 'grace'],
    ]);
    expect(dates[0]!.source).toContain('Art. 54');
    expect(dates[2]!.source).toContain('102(b)(1)');
  });

  it('the earliest disclosure that counts sets each one', () => {
    const dates = barDates([talk, paper]);
    expect(dates.find((d) => d.jurisdiction === 'EP')).toMatchObject({
      date: '2026-11-02',
      disclosure: paper,
    });
    expect(dates.find((d) => d.jurisdiction === 'US')?.date).toBe('2027-11-02');
  });

  it('a disclosure of a type a jurisdiction does not count sets none there', () => {
    const rules = [{ ...defaultBarDateRules[0]!, counts: ['publication' as const] }];
    expect(barDates([talk], rules)).toEqual([]);
    expect(barDates([talk, paper], rules).map((d) => d.date)).toEqual(['2026-11-02']);
  });

  it('leaves out a disclosure without a whole date, as a half-filled row has', () => {
    expect(barDates([{ ...talk, date: '' }])).toEqual([]);
    expect(barDates([{ ...talk, date: '2027-02-30' }])).toEqual([]);
    expect(barDates([{ ...talk, date: '' }, paper]).map((d) => d.date)[0]).toBe('2026-11-02');
  });

  it('none without a disclosure', () => {
    expect(barDates([])).toEqual([]);
  });

  it('the earliest open one skips those already past, and counts today as open', () => {
    const dates = barDates([talk]);
    expect(earliestOpenBarDate(dates, '2027-01-01')?.jurisdiction).toBe('EP');
    expect(earliestOpenBarDate(dates, '2027-03-10')?.jurisdiction).toBe('EP');
    expect(earliestOpenBarDate(dates, '2027-03-11')?.jurisdiction).toBe('US');
    expect(earliestOpenBarDate(dates, '2028-03-11')).toBeNull();
  });
});
