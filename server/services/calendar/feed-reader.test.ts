import { describe, expect, it } from 'vitest';
import { feedReader } from './feed-of';

describe('feedReader', () => {
  it('reads a feed as its owner’s staff role, and gives anyone else none', () => {
    expect(feedReader({ id: 'a', role: 'admin' })).toEqual({
      id: 'a',
      isAdmin: true,
      isReviewer: false,
    });
    expect(feedReader({ id: 'r', role: 'reviewer' })).toEqual({
      id: 'r',
      isAdmin: false,
      isReviewer: true,
    });
    expect(feedReader({ id: 'u', role: 'user' })).toBeNull();
  });
});
