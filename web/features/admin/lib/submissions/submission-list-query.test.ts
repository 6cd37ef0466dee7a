import { describe, expect, it } from 'vitest';
import type { AdminSubmissionsQuery } from '../../../../../common/admin';
import {
  isFiltered,
  pageCount,
  pageRangeText,
  withPage,
  withPageSize,
  withSearch,
  withSortBy,
  withTab,
} from './submission-list-query';

const onPage3: AdminSubmissionsQuery = {
  status: 'all',
  q: '',
  sort: 'date',
  dir: 'desc',
  page: 3,
  pageSize: 20,
};

describe('changing the list query', () => {
  it('goes back to page 1 when the tab, search, sort or page size changes', () => {
    expect(withTab(onPage3, 'approved')).toMatchObject({ status: 'approved', page: 1 });
    expect(withSearch(onPage3, '  stent ')).toMatchObject({ q: 'stent', page: 1 });
    expect(withPageSize(onPage3, 50)).toMatchObject({ pageSize: 50, page: 1 });
    expect(withSortBy(onPage3, 'inventor')).toMatchObject({
      sort: 'inventor',
      dir: 'asc',
      page: 1,
    });
  });

  it('toggles the active sort column and keeps the rest of the query', () => {
    const filtered = { ...onPage3, status: 'pending', q: 'coil' } as const;
    expect(withSortBy(filtered, 'date')).toEqual({ ...filtered, dir: 'asc', page: 1 });
  });

  it('moves to another page without touching the filters', () => {
    const filtered = { ...onPage3, status: 'rejected', q: 'coil' } as const;
    expect(withPage(filtered, 4)).toEqual({ ...filtered, page: 4 });
    expect(withPage(filtered, 0).page).toBe(1);
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

describe('isFiltered', () => {
  it('is true for a search or any tab but All', () => {
    expect(isFiltered(onPage3)).toBe(false);
    expect(isFiltered({ ...onPage3, q: 'x' })).toBe(true);
    expect(isFiltered({ ...onPage3, status: 'pending' })).toBe(true);
  });
});

describe('pageRangeText', () => {
  it('names the rows on the page and the total', () => {
    expect(pageRangeText(1, 20, 95)).toBe('Showing 1–20 of 95');
    expect(pageRangeText(5, 20, 95)).toBe('Showing 81–95 of 95');
    expect(pageRangeText(1, 20, 0)).toBe('Showing 0 of 0');
    expect(pageRangeText(2, 100, 12_345)).toBe('Showing 101–200 of 12,345');
  });
});
