import { describe, expect, it } from 'vitest';
import { healthRecheckInterval, reconnected } from './queue-triggers';
import { OTHER, pendingItem, USER } from './pending-submission.fixture';
import type { PendingSubmission } from './retry-queue';

const item = (overrides: Partial<PendingSubmission> = {}) =>
  pendingItem('00000000-0000-4000-8000-000000000001', overrides);

describe('asking the server again while ideas wait', () => {
  it('asks every 30 s while this user has an item due', () => {
    expect(healthRecheckInterval([item()], USER)).toBe(30_000);
  });

  it("does not ask when nothing is due: an empty queue, another user's items, or given-up ones", () => {
    expect(healthRecheckInterval([], USER)).toBe(false);
    expect(healthRecheckInterval([item({ user_id: OTHER })], USER)).toBe(false);
    expect(healthRecheckInterval([item({ retryCount: 3 })], USER)).toBe(false);
  });
});

describe('the server coming back', () => {
  it('is seen when a check answers after one that did not', () => {
    expect(reconnected(false, true)).toBe(true);
  });

  it('is not seen on the first answer, while it stays up or down, or when it goes down', () => {
    expect(reconnected(undefined, true)).toBe(false);
    expect(reconnected(true, true)).toBe(false);
    expect(reconnected(false, false)).toBe(false);
    expect(reconnected(true, false)).toBe(false);
  });
});
