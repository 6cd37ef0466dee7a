import { describe, expect, it } from 'vitest';
import { describeMailCounts, needsAttention } from './describe-counts';

describe('describeMailCounts', () => {
  it('names delayed and failed mail, and unconfirmed only when there is some', () => {
    expect(describeMailCounts({ delayed: 2, failed: 0, unconfirmed: 0 })).toBe(
      '2 delayed, 0 failed',
    );
    expect(describeMailCounts({ delayed: 0, failed: 1200, unconfirmed: 1 })).toBe(
      '0 delayed, 1,200 failed, 1 unconfirmed',
    );
  });

  it('needs attention when anything is delayed, failed or unconfirmed', () => {
    expect(needsAttention({ delayed: 0, failed: 0, unconfirmed: 0 })).toBe(false);
    expect(needsAttention({ delayed: 0, failed: 0, unconfirmed: 1 })).toBe(true);
  });
});
