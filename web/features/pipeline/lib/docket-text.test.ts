import { describe, expect, it } from 'vitest';
import type { Deadline } from '#common/docket';
import {
  daysLeftText,
  daysUntil,
  deadlineTone,
  docketFilterOf,
  filterDeadlines,
  markedText,
} from './docket-text';

const deadline = (key: string, dueOn: string, state: Deadline['state'] = 'open'): Deadline => ({
  key,
  submissionId: 's',
  reference: 'r',
  rule: 'paris_priority',
  label: 'Paris Convention priority year',
  basis: 'basis',
  source: 'source',
  dueOn,
  state,
  coveredBy: null,
  reason: null,
  markedBy: null,
  markedAt: null,
});

describe('daysUntil', () => {
  const now = new Date('2026-03-01T23:30:00Z');
  it('counts whole UTC days', () => {
    expect(daysUntil('2026-03-01', now)).toBe(0);
    expect(daysUntil('2026-03-02', now)).toBe(1);
    expect(daysUntil('2026-02-26', now)).toBe(-3);
    expect(daysUntil('2028-09-01', now)).toBe(915);
  });
});

describe('daysLeftText', () => {
  it('says how far off a day is', () => {
    expect(daysLeftText(912)).toBe('in 912 days');
    expect(daysLeftText(1)).toBe('in 1 day');
    expect(daysLeftText(0)).toBe('today');
    expect(daysLeftText(-1)).toBe('overdue by 1 day');
    expect(daysLeftText(-3)).toBe('overdue by 3 days');
  });
});

describe('deadlineTone', () => {
  it('is urgent only for open deadlines near or past', () => {
    expect(deadlineTone({ state: 'open' }, -1)).toBe('overdue');
    expect(deadlineTone({ state: 'open' }, 30)).toBe('soon');
    expect(deadlineTone({ state: 'open' }, 31)).toBe('calm');
    expect(deadlineTone({ state: 'met' }, -10)).toBe('calm');
  });
});

describe('the docket filter', () => {
  it('reads open unless the URL names another', () => {
    expect(docketFilterOf(null)).toBe('open');
    expect(docketFilterOf('bogus')).toBe('open');
    expect(docketFilterOf('all')).toBe('all');
    expect(docketFilterOf('not_applicable')).toBe('not_applicable');
  });

  it('keeps the state asked for, soonest first', () => {
    const all = [
      deadline('b', '2027-01-01'),
      deadline('a', '2026-06-01', 'met'),
      deadline('c', '2026-05-01'),
    ];
    expect(filterDeadlines(all, 'open').map((d) => d.key)).toEqual(['c', 'b']);
    expect(filterDeadlines(all, 'all').map((d) => d.key)).toEqual(['c', 'a', 'b']);
    expect(filterDeadlines(all, 'met').map((d) => d.key)).toEqual(['a']);
  });
});

describe('markedText', () => {
  it('names who marked it, unless it is open', () => {
    expect(markedText({ state: 'met', markedBy: 'Ada' })).toBe('Marked met by Ada');
    expect(markedText({ state: 'not_applicable', markedBy: 'Ada' })).toBe(
      'Marked not applicable by Ada',
    );
    expect(markedText({ state: 'open', markedBy: 'Ada' })).toBeNull();
    expect(markedText({ state: 'met', markedBy: null })).toBeNull();
  });
});
