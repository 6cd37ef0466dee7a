import { describe, expect, it } from 'vitest';
import { adminSubmissionsQuerySchema } from '#common/admin';
import { isFiltered, withTab } from './submission-list-query';

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
