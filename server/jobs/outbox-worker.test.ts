import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './outbox-worker';

describe('mail retry back-off', () => {
  it('waits 5 s after the first failure and doubles, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});
