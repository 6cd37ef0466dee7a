import { describe, expect, it } from 'vitest';
import { adminSubmissionsQuerySchema } from '#common/admin';
import { isFiltered, shownSort, withTab } from './submission-list-query';

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
