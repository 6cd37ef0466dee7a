import { describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_MAX, adminUsersQuerySchema } from '../../../../../common/admin';
import { ariaSort, pageCount, withPage, withPageSize, withSearch, withSort } from './users-list';

const query = adminUsersQuerySchema.parse({ page: 3, pageSize: 50 });

describe('user list query', () => {
  it('defaults to the newest accounts first', () => {
    expect(query.sort).toBe('created');
    expect(query.dir).toBe('desc');
  });

  it('toggles the active column and starts a new one ascending, back on page 1', () => {
    expect(withSort(query, 'created')).toMatchObject({ sort: 'created', dir: 'asc', page: 1 });
    expect(withSort({ ...query, dir: 'asc' }, 'created')).toMatchObject({ dir: 'desc' });
    expect(withSort(query, 'email')).toMatchObject({ sort: 'email', dir: 'asc', page: 1 });
    expect(withSort({ ...query, sort: 'email', dir: 'asc' }, 'name')).toMatchObject({
      sort: 'name',
      dir: 'asc',
    });
  });

  it('starts again on page 1 when the search or page size changes', () => {
    expect(withSearch(query, '  ada ')).toMatchObject({ q: 'ada', page: 1, pageSize: 50 });
    expect(withPageSize(query, 10)).toMatchObject({ pageSize: 10, page: 1 });
  });

  it('cuts a search to the length the server reads', () => {
    expect(withSearch(query, 'x'.repeat(ADMIN_SEARCH_MAX + 50)).q).toHaveLength(ADMIN_SEARCH_MAX);
  });

  it('keeps the page a whole number of at least 1', () => {
    expect(withPage(query, 4)).toMatchObject({ page: 4, q: '' });
    expect(withPage(query, 0).page).toBe(1);
  });

  it('tells assistive technology which column sorts and how', () => {
    expect(ariaSort(query, 'created')).toBe('descending');
    expect(ariaSort({ ...query, dir: 'asc' }, 'created')).toBe('ascending');
    expect(ariaSort(query, 'email')).toBe('none');
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
