import { describe, expect, it } from 'vitest';
import { reviewStatuses } from '#common/submissions';
import { initialReviewStatus, reviewStatusOptions } from './review-status';

describe('initialReviewStatus', () => {
  it('opens with the current status', () => {
    for (const status of reviewStatuses) expect(initialReviewStatus(status)).toBe(status);
  });

  it('defaults anything else to pending', () => {
    for (const status of ['draft', 'unknown', '', null, undefined, 'toString']) {
      expect(initialReviewStatus(status)).toBe('pending');
    }
  });
});

describe('reviewStatusOptions', () => {
  it('offers Pending, Approved and Rejected, in that order', () => {
    expect(reviewStatusOptions.map((option) => option.label)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
    ]);
    expect(reviewStatusOptions.map((option) => option.value)).toEqual([...reviewStatuses]);
  });
});
