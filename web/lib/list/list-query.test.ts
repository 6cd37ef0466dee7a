import { describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_MAX } from '#common/list-query';
import { adminSubmissionsQuerySchema } from '#common/staff-submissions';
import { adminUsersQuerySchema } from '#common/users';
import {
  countText,
  countWords,
  pageCount,
  pageRangeText,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from './list-query';

const submissionsOnPage3 = adminSubmissionsQuerySchema.parse({ page: 3 });
const usersOnPage3 = adminUsersQuerySchema.parse({ page: 3, pageSize: 50 });

describe('the user list query', () => {
  it('defaults to the newest accounts first', () => {
    expect(usersOnPage3.sort).toBe('created');
    expect(usersOnPage3.dir).toBe('desc');
  });
});

describe('changing a list query', () => {
  it('goes back to page 1 when the search, sort or page size changes', () => {
    expect(withSearch(submissionsOnPage3, '  stent ')).toMatchObject({ q: 'stent', page: 1 });
    expect(withPageSize(submissionsOnPage3, 50)).toMatchObject({ pageSize: 50, page: 1 });
    expect(withSort(submissionsOnPage3, 'inventor')).toMatchObject({
      sort: 'inventor',
      dir: 'asc',
      page: 1,
    });
    expect(withSearch(usersOnPage3, '  ada ')).toMatchObject({ q: 'ada', page: 1, pageSize: 50 });
    expect(withPageSize(usersOnPage3, 10)).toMatchObject({ pageSize: 10, page: 1 });
  });

  it('toggles the active column and starts a new one ascending, back on page 1', () => {
    expect(withSort(usersOnPage3, 'created')).toMatchObject({
      sort: 'created',
      dir: 'asc',
      page: 1,
    });
    expect(withSort({ ...usersOnPage3, dir: 'asc' }, 'created')).toMatchObject({ dir: 'desc' });
    expect(withSort(usersOnPage3, 'email')).toMatchObject({ sort: 'email', dir: 'asc', page: 1 });
    expect(withSort({ ...usersOnPage3, sort: 'email', dir: 'asc' }, 'name')).toMatchObject({
      sort: 'name',
      dir: 'asc',
    });
  });

  it('keeps the rest of the query when the sort changes', () => {
    const filtered = { ...submissionsOnPage3, status: 'pending', q: 'coil' } as const;
    expect(withSort(filtered, 'date')).toEqual({ ...filtered, sort: 'date', dir: 'asc', page: 1 });
  });

  it('cuts a search to the length the server reads', () => {
    expect(withSearch(usersOnPage3, 'x'.repeat(ADMIN_SEARCH_MAX + 50)).q).toHaveLength(
      ADMIN_SEARCH_MAX,
    );
  });

  it('moves to another page, a whole number of at least 1, without touching the filters', () => {
    const filtered = { ...submissionsOnPage3, status: 'rejected', q: 'coil' } as const;
    expect(withPage(filtered, 4)).toEqual({ ...filtered, page: 4 });
    expect(withPage(filtered, 0).page).toBe(1);
    expect(withPage(usersOnPage3, 4)).toMatchObject({ page: 4, q: '' });
    expect(withPage(usersOnPage3, 0).page).toBe(1);
  });
});

describe('pageCount', () => {
  it('rounds up, and an empty list has one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(100_000, 100)).toBe(1000);
  });
});

describe('pageRangeText', () => {
  it('names the rows on the page and the total', () => {
    expect(pageRangeText(1, 20, 95)).toBe('Showing 1–20 of 95');
    expect(pageRangeText(5, 20, 95)).toBe('Showing 81–95 of 95');
    expect(pageRangeText(1, 20, 0)).toBe('Showing 0 of 0');
    expect(pageRangeText(2, 100, 12_345)).toBe('Showing 101–200 of 12,345');
  });

  it('says a capped total is a lower bound, and ends at the rows the page has', () => {
    expect(pageRangeText(1, 20, 10_000, { rowsOnPage: 20 })).toBe('Showing 1–20 of 10,000+');
    expect(pageRangeText(600, 20, 10_000, { rowsOnPage: 7 })).toBe(
      'Showing 11,981–11,987 of 10,000+',
    );
  });
});

describe('countText and countWords', () => {
  it('show an exact count as it is and a capped one as more', () => {
    expect(countText(12_345)).toBe('12,345');
    expect(countText(10_000, true)).toBe('10,000+');
    expect(countWords(12_345)).toBe('12,345');
    expect(countWords(10_000, true)).toBe('more than 10,000');
  });
});
