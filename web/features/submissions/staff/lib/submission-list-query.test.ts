import { describe, expect, it } from 'vitest';
import { adminSubmissionsQuerySchema } from '#common/staff-submissions';
import { submissionsList } from '#web/features/submissions/staff/api/submissions';
import {
  barDateMark,
  decisionDueMark,
  isFiltered,
  scoreText,
  shownSort,
  withBarDate,
  withDecisionDue,
  withPhi,
  withReview,
  withStage,
  withTab,
} from './submission-list-query';

const onPage3 = adminSubmissionsQuerySchema.parse({ page: 3 });

describe('withTab', () => {
  it('goes back to page 1 when the tab changes', () => {
    expect(withTab(onPage3, 'approved')).toMatchObject({ status: 'approved', page: 1 });
  });
});

describe('isFiltered', () => {
  it('is true for a search or any tab but All', () => {
    expect(isFiltered(onPage3)).toBe(false);
    expect(isFiltered({ ...onPage3, q: 'x' })).toBe(true);
    expect(isFiltered({ ...onPage3, status: 'pending' })).toBe(true);
    expect(isFiltered({ ...onPage3, review: 'needs_reviews' })).toBe(true);
    expect(isFiltered({ ...onPage3, phi: 'flagged' })).toBe(true);
    expect(isFiltered({ ...onPage3, barDate: '90' })).toBe(true);
    expect(isFiltered({ ...onPage3, stage: 'decision' })).toBe(true);
    expect(isFiltered({ ...onPage3, decisionDue: '30' })).toBe(true);
  });
});

describe('withPhi', () => {
  it('sets or clears the PHI filter and goes back to page 1', () => {
    expect(withPhi(onPage3, 'flagged')).toMatchObject({ phi: 'flagged', page: 1 });
    expect(withPhi({ ...onPage3, phi: 'flagged' }, undefined).phi).toBeUndefined();
  });

  it('is read from the URL, and anything else is no filter', () => {
    expect(adminSubmissionsQuerySchema.parse({ phi: 'flagged' }).phi).toBe('flagged');
    expect(adminSubmissionsQuerySchema.parse({ phi: 'yes' }).phi).toBeUndefined();
  });
});

describe('withBarDate', () => {
  it('sets or clears the bar-date filter and goes back to page 1', () => {
    expect(withBarDate(onPage3, '90')).toMatchObject({ barDate: '90', page: 1 });
    expect(withBarDate({ ...onPage3, barDate: '90' }, undefined).barDate).toBeUndefined();
  });

  it('is read from the URL, and anything else is no filter', () => {
    expect(adminSubmissionsQuerySchema.parse({ barDate: '90' }).barDate).toBe('90');
    expect(adminSubmissionsQuerySchema.parse({ barDate: '30' }).barDate).toBeUndefined();
    expect(adminSubmissionsQuerySchema.parse({ barDate: 'soon' }).barDate).toBeUndefined();
  });
});

describe('withStage', () => {
  it('sets or clears the stage filter and goes back to page 1', () => {
    expect(withStage(onPage3, 'patentability_review')).toMatchObject({
      stage: 'patentability_review',
      page: 1,
    });
    expect(withStage({ ...onPage3, stage: 'filed' }, undefined).stage).toBeUndefined();
  });

  it('is read from the URL, and anything else is no filter', () => {
    expect(adminSubmissionsQuerySchema.parse({ stage: 'closed' }).stage).toBe('closed');
    expect(adminSubmissionsQuerySchema.parse({ stage: 'approved' }).stage).toBeUndefined();
  });
});

describe('withDecisionDue', () => {
  it('sets or clears the decision filter and goes back to page 1', () => {
    expect(withDecisionDue(onPage3, '30')).toMatchObject({ decisionDue: '30', page: 1 });
    expect(withDecisionDue({ ...onPage3, decisionDue: '30' }, undefined).decisionDue).toBe(
      undefined,
    );
  });

  it('is read from the URL, and anything else is no filter', () => {
    expect(adminSubmissionsQuerySchema.parse({ decisionDue: '30' }).decisionDue).toBe('30');
    expect(adminSubmissionsQuerySchema.parse({ decisionDue: '90' }).decisionDue).toBeUndefined();
  });
});

describe('the list’s URL', () => {
  const read = (search: string) => submissionsList.queryFrom(new URLSearchParams(search));
  const write = (query: ReturnType<typeof read>) => submissionsList.searchParams(query).toString();

  it('keeps the bar-date filter and sort, and leaves them out when unset', () => {
    const query = read('');
    expect(write(query)).toBe('');
    const filtered = withBarDate({ ...query, sort: 'barDate', dir: 'asc' }, '90');
    const search = write(filtered);
    expect(new URLSearchParams(search).get('barDate')).toBe('90');
    expect(new URLSearchParams(search).get('sort')).toBe('barDate');
    expect(new URLSearchParams(search).get('dir')).toBe('asc');
    expect(read(search)).toEqual(filtered);
    expect(write(withBarDate(filtered, undefined))).not.toContain('barDate=');
  });

  it('keeps the stage and decision filters and their sorts', () => {
    const filtered = withDecisionDue(
      withStage({ ...read(''), sort: 'decisionDue', dir: 'asc' }, 'decision'),
      '30',
    );
    const search = new URLSearchParams(write(filtered));
    expect(search.get('stage')).toBe('decision');
    expect(search.get('decisionDue')).toBe('30');
    expect(search.get('sort')).toBe('decisionDue');
    expect(read(search.toString())).toEqual(filtered);
    expect(read('sort=stage').sort).toBe('stage');
  });
});

describe('barDateMark', () => {
  const text = (date: string) => barDateMark(date, '2027-03-10')?.text ?? null;

  it('marks a bar date past as overdue, in words', () => {
    expect(barDateMark('2027-03-09', '2027-03-10')).toEqual({
      urgency: 'overdue',
      text: 'Overdue by 1 day',
    });
    expect(text('2027-02-28')).toBe('Overdue by 10 days');
  });

  it('marks one within 30 days, its own day too, as due soon', () => {
    expect(barDateMark('2027-03-10', '2027-03-10')).toEqual({ urgency: 'soon', text: 'Due today' });
    expect(text('2027-03-11')).toBe('Due tomorrow');
    expect(text('2027-04-09')).toBe('Due in 30 days');
    expect(text('2027-04-10')).toBeNull();
    expect(text('not a date')).toBeNull();
  });

  it('counts calendar days, across a change of clocks', () => {
    expect(barDateMark('2026-04-25', '2026-03-26')?.text).toBe('Due in 30 days');
    expect(barDateMark('2026-04-26', '2026-03-26')).toBeNull();
  });
});

describe('decisionDueMark', () => {
  const mark = (dueOn: string) => decisionDueMark(dueOn, '2027-03-10');

  it('counts the days left to the decision, in words', () => {
    expect(mark('2027-03-22')).toEqual({ urgency: 'soon', text: 'Decision due in 12 days' });
    expect(mark('2027-03-11')).toEqual({ urgency: 'soon', text: 'Decision due in 1 day' });
    expect(mark('2027-03-10')).toEqual({ urgency: 'soon', text: 'Decision due today' });
    expect(mark('2027-04-09')?.urgency).toBe('soon');
    expect(mark('2027-04-10')).toEqual({ urgency: 'later', text: 'Decision due in 31 days' });
  });

  it('marks a decision past its day as overdue', () => {
    expect(mark('2027-03-07')).toEqual({ urgency: 'overdue', text: 'Decision 3 days overdue' });
    expect(mark('2027-03-09')?.text).toBe('Decision 1 day overdue');
  });

  it('counts calendar days, across a change of clocks, and ignores what is not a date', () => {
    expect(decisionDueMark('2026-04-25', '2026-03-26')?.text).toBe('Decision due in 30 days');
    expect(mark('not a date')).toBeNull();
  });
});

describe('withReview', () => {
  it('sets or clears the review filter and goes back to page 1', () => {
    expect(withReview(onPage3, 'reviewed')).toMatchObject({ review: 'reviewed', page: 1 });
    expect(withReview({ ...onPage3, review: 'reviewed' }, undefined).review).toBeUndefined();
  });

  it('is read from the URL, and anything else is no filter', () => {
    expect(adminSubmissionsQuerySchema.parse({ review: 'needs_reviews' }).review).toBe(
      'needs_reviews',
    );
    expect(adminSubmissionsQuerySchema.parse({ review: 'maybe' }).review).toBeUndefined();
  });
});

describe('scoreText', () => {
  it('shows the average to two decimals, or a dash before any', () => {
    expect(scoreText(3.5)).toBe('3.50');
    expect(scoreText(4.126)).toBe('4.13');
    expect(scoreText(null)).toBe('—');
  });
});

describe('shownSort', () => {
  it('shows the default as newest first without a search, and as best matches with one', () => {
    expect(shownSort(onPage3)).toEqual({ sort: 'date', dir: 'desc' });
    expect(shownSort({ ...onPage3, q: 'stent' })).toEqual({ sort: 'relevance', dir: 'desc' });
    expect(shownSort({ ...onPage3, sort: 'status', dir: 'asc' })).toEqual({
      sort: 'status',
      dir: 'asc',
    });
  });
});
