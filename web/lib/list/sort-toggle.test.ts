import { describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from '#common/users';
import { ariaSort, nextSort } from './sort-toggle';

describe('nextSort', () => {
  it('flips the direction of the active column', () => {
    expect(nextSort({ sort: 'date', dir: 'desc' }, 'date')).toEqual({ sort: 'date', dir: 'asc' });
    expect(nextSort({ sort: 'date', dir: 'asc' }, 'date')).toEqual({ sort: 'date', dir: 'desc' });
  });

  it('starts a newly chosen column ascending, whatever the old direction', () => {
    expect(nextSort({ sort: 'date', dir: 'desc' }, 'inventor')).toEqual({
      sort: 'inventor',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'inventor', dir: 'asc' }, 'status')).toEqual({
      sort: 'status',
      dir: 'asc',
    });
  });
});

describe('ariaSort', () => {
  it('announces the direction on the active column only', () => {
    const current = { sort: 'status', dir: 'desc' } as const;
    expect(ariaSort(current, 'status')).toBe('descending');
    expect(ariaSort({ ...current, dir: 'asc' }, 'status')).toBe('ascending');
    expect(ariaSort<string>(current, 'date')).toBe('none');
  });

  it('tells assistive technology which column of the user list sorts and how', () => {
    const users = adminUsersQuerySchema.parse({});
    expect(ariaSort(users, 'created')).toBe('descending');
    expect(ariaSort({ ...users, dir: 'asc' }, 'created')).toBe('ascending');
    expect(ariaSort(users, 'email')).toBe('none');
  });
});
