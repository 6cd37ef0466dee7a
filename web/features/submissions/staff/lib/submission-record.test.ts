import { describe, expect, it } from 'vitest';
import { adminSubmissionSchema } from '#common/staff-submissions';
import { submissionRecordSchema } from '#common/submissions';
import { toSubmissionRecord } from './submission-record';

// Through the schema, so a field it defaults (one added later) needs no line here.
const row = adminSubmissionSchema.parse({
  id: 's1',
  userId: 'u1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  jobTitle: null,
  ideaTitle: 'Softer coil',
  ideaDescription: 'A coil that bends.',
  attachmentId: 'a1',
  attachmentName: 'coil.pdf',
  status: 'approved',
  adminNotes: 'Promising',
  agreementId: 'g1',
  createdAt: '2026-03-01T10:00:00.000Z',
  submittedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  reviewedAt: '2026-03-02T10:00:00.000Z',
  reviewedBy: 'admin-id',
  reviewedByEmail: 'admin@example.com',
  inventorState: null,
  lastMessageAt: null,
  reviewCount: 0,
  averageScore: null,
  tags: [],
});

describe('toSubmissionRecord', () => {
  it('gives the details dialog every field it shows, in its own shape', () => {
    const record = toSubmissionRecord(row);
    expect(submissionRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      fullName: 'Ada Lovelace',
      status: 'approved',
      adminNotes: 'Promising',
      attachmentId: 'a1',
      attachmentName: 'coil.pdf',
      resubmittedFrom: null,
    });
    expect(record).not.toHaveProperty('reviewedByEmail');
  });
});
