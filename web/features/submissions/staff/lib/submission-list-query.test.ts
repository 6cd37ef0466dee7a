import { describe, expect, it } from 'vitest';
import { adminSubmissionsQuerySchema } from '#common/staff-submissions';
import {
  isFiltered,
  scoreText,
  shownSort,
  withPhi,
  withReview,
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
