import { noFacts } from '#common/invention-facts';
import { pendingSubmission, type PendingSubmission } from './retry-queue';

export const USER = '11111111-1111-4111-8111-111111111111';
export const OTHER = '22222222-2222-4222-8222-222222222222';
export const T0 = Date.parse('2026-11-21T10:00:00Z');

/** A queued idea from Dr. Lena Park, queued at T0; `overrides` change the stored fields. */
export function pendingItem(
  id: string,
  overrides: Partial<PendingSubmission> = {},
): PendingSubmission {
  return {
    ...pendingSubmission(
      {
        id,
        userId: USER,
        email: 'lena@example.com',
        fullName: 'Dr. Lena Park',
        jobTitle: 'Neurosurgeon',
        agreementId: null,
        ideaTitle: 'Softer catheter tip',
        ideaDescription: 'A tip that bends at body temperature.',
        facts: noFacts,
        inventors: null,
        resubmittedFrom: null,
        files: [],
      },
      T0,
    ),
    ...overrides,
  };
}
