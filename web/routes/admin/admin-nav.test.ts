import { describe, expect, it } from 'vitest';
import { adminPagesFor } from './admin-nav';

describe('adminPagesFor', () => {
  it('gives admins every page, My reviews included', () => {
    expect(adminPagesFor(true)).toEqual([
      'dashboard',
      'reviews',
      'submissions',
      'docket',
      'users',
      'erasure-requests',
      'settings',
      'audit-trail',
      'audit-integrity',
      'mail',
    ]);
  });

  it('gives reviewers their queue, their assigned submissions and Settings for their feed', () => {
    expect(adminPagesFor(false)).toEqual(['reviews', 'submissions', 'settings']);
  });
});
