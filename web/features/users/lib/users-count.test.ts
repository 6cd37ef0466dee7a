import { describe, expect, it } from 'vitest';
import { usersCountText } from './users-count';

describe('usersCountText', () => {
  it('counts every account when nothing is searched', () => {
    expect(usersCountText(1, false)).toBe('1 user');
    expect(usersCountText(12_345, false)).toBe('12,345 users in the system');
  });

  it('says that no user matches an empty search, not that the system is empty', () => {
    expect(usersCountText(0, true)).toBe('No users match your search.');
  });

  it('counts the matches of a search', () => {
    expect(usersCountText(1, true)).toBe('1 user matches your search');
    expect(usersCountText(1_200, true)).toBe('1,200 users match your search');
  });
});
