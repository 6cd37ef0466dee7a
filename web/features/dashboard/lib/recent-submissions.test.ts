import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZES } from '#common/list-query';
import { adminSubmissionSchema, type AdminSubmission } from '#common/staff-submissions';
import { inventorName, latestSubmissions, recentSubmissionsQuery } from './recent-submissions';

// Through the schema, so a field it defaults (one added later) needs no line here.
const submission = (id: number): AdminSubmission =>
  adminSubmissionSchema.parse({
    id: String(id),
    userId: 'u1',
    fullName: null,
    email: 'ada@example.com',
    jobTitle: null,
    ideaTitle: `Idea ${id}`,
    ideaDescription: '',
    attachmentId: null,
    attachmentName: null,
    status: 'pending',
    adminNotes: null,
    agreementId: null,
    createdAt: '2026-11-21T12:00:00Z',
    submittedAt: '2026-11-21T12:00:00Z',
    updatedAt: '2026-11-21T12:00:00Z',
    reviewedAt: null,
    reviewedBy: null,
    reviewedByEmail: null,
    inventorState: null,
    lastMessageAt: null,
    reviewCount: 0,
    averageScore: null,
    tags: [],
  });

describe('recent submissions', () => {
  it('asks for the newest first, with a page size the API accepts', () => {
    expect(recentSubmissionsQuery).toMatchObject({ status: 'all', q: '', sort: 'date' });
    expect(recentSubmissionsQuery.dir).toBe('desc');
    expect(ADMIN_PAGE_SIZES).toContain(recentSubmissionsQuery.pageSize);
  });

  it('keeps the first five, in order', () => {
    const rows = Array.from({ length: 10 }, (_, i) => submission(i));
    expect(latestSubmissions(rows).map((row) => row.id)).toEqual(['0', '1', '2', '3', '4']);
    expect(latestSubmissions(rows.slice(0, 2))).toHaveLength(2);
  });

  it('names the inventor, or falls back to the email', () => {
    expect(inventorName({ fullName: 'Ada Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(inventorName({ fullName: ' ', email: 'ada@example.com' })).toBe('ada@example.com');
  });
});
