import { defaultBarDateRules } from '#common/bar-dates';
import { describe, expect, it } from 'vitest';
import { barDateNotice, longDate } from './bar-date-notice';

const talk = { timing: 'planned', type: 'talk', date: '2027-03-10', where: 'LINNC', link: null };

describe('barDateNotice', () => {
  it('says what a planned talk ends, and when the U.S. grace year would', () => {
    expect(barDateNotice([talk])).toBe(
      'Presenting on 10 March 2027 before a filing ends patent rights in Europe; the U.S. grace period would end 10 March 2028.',
    );
  });

  it('takes the earliest disclosure, made or planned', () => {
    const paper = { ...talk, timing: 'prior', type: 'publication', date: '2026-05-31' };
    expect(barDateNotice([talk, paper])).toBe(
      'Disclosed on 31 May 2026: unless a filing came first, patent rights in Europe may already be lost; the U.S. grace period ends 31 May 2027.',
    );
  });

  it('follows the rules in force: a U.S. grace period admins shortened, or no European rule', () => {
    const rules = defaultBarDateRules.map((rule) =>
      rule.jurisdiction === 'US' ? { ...rule, graceMonths: 6 } : rule,
    );
    expect(barDateNotice([talk], rules)).toContain(
      'the U.S. grace period would end 10 September 2027',
    );
    const withoutEurope = defaultBarDateRules.filter((rule) => rule.jurisdiction !== 'EP');
    expect(barDateNotice([talk], withoutEurope)).toBeNull();
  });

  it('says nothing until a disclosure has a kind and a whole date', () => {
    expect(barDateNotice([])).toBeNull();
    expect(barDateNotice([{ ...talk, date: '' }])).toBeNull();
    expect(barDateNotice([{ ...talk, type: '' }])).toBeNull();
    expect(barDateNotice([{ ...talk, date: '2027-02-30x' }])).toBeNull();
  });
});

describe('longDate', () => {
  it('is the calendar day in words, whatever the time zone', () => {
    expect(longDate('2027-01-01')).toBe('1 January 2027');
  });
});
