import { describe, expect, it } from 'vitest';
import { submissionStatusLabel } from './submissions';

describe('submission status labels', () => {
  it('labels each status as the spec does', () => {
    expect(
      ['draft', 'pending', 'approved', 'rejected'].map((s) => submissionStatusLabel(s)),
    ).toEqual(['Draft', 'Submitted', 'Approved', 'Rejected']);
  });

  it('shows staff a sent idea awaiting review as Pending', () => {
    expect(submissionStatusLabel('pending', 'staff')).toBe('Pending');
    expect(submissionStatusLabel('approved', 'staff')).toBe('Approved');
    expect(submissionStatusLabel('toString', 'staff')).toBe('Unknown');
  });

  it('says Unknown for a missing or unexpected status', () => {
    expect(submissionStatusLabel(undefined)).toBe('Unknown');
    expect(submissionStatusLabel('archived')).toBe('Unknown');
  });
});
