import { describe, expect, it } from 'vitest';
import { submissionStatusLabel } from './submissions';

describe('submission status labels', () => {
  it('labels each status as the spec does', () => {
    expect(['draft', 'pending', 'approved', 'rejected'].map(submissionStatusLabel)).toEqual([
      'Draft',
      'Submitted',
      'Approved',
      'Rejected',
    ]);
  });

  it('says Unknown for a missing or unexpected status', () => {
    expect(submissionStatusLabel(undefined)).toBe('Unknown');
    expect(submissionStatusLabel('archived')).toBe('Unknown');
  });
});
