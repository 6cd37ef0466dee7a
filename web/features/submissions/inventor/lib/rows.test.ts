import { noFacts } from '#common/invention-facts';
import { describe, expect, it } from 'vitest';
import type { SubmissionRecord } from '#common/submissions';
import { localState, mergeRows, queuedAsRecord } from './rows';
import { pendingSubmission, type PendingSubmission } from './retry-queue';

const USER = '11111111-1111-4111-8111-111111111111';

function server(
  id: string,
  createdAt: string,
  status = 'pending',
  later: { submittedAt?: string; updatedAt?: string } = {},
): SubmissionRecord {
  return {
    id,
    userId: USER,
    fullName: null,
    email: 'a@example.com',
    jobTitle: null,
    ideaTitle: `Server ${id}`,
    ideaDescription: 'x',
    attachmentId: null,
    attachmentName: null,
    status,
    adminNotes: null,
    agreementId: null,
    resubmittedFrom: null,
    createdAt,
    submittedAt: status === 'draft' ? null : (later.submittedAt ?? createdAt),
    updatedAt: later.updatedAt ?? createdAt,
    reviewedAt: null,
    reviewedBy: null,
    inventorState: null,
    facts: noFacts,
    inventorCount: 1,
    confirmedCount: 1,
    version: 1,
    inventors: null,
  };
}

function queued(id: string, at: string, overrides: Partial<PendingSubmission> = {}) {
  return {
    ...pendingSubmission(
      {
        id,
        userId: USER,
        email: 'a@example.com',
        fullName: 'A',
        jobTitle: 'B',
        agreementId: null,
        ideaTitle: `Local ${id}`,
        ideaDescription: 'y',
        facts: noFacts,
        inventors: null,
        resubmittedFrom: null,
        attachment: null,
        file: { name: 'f.pdf', size: 10 },
      },
      Date.parse(at),
    ),
    ...overrides,
  };
}

describe('mergeRows', () => {
  it('shows queued ideas with the server rows, newest first', () => {
    const rows = mergeRows(
      [server('s1', '2026-11-21T10:00:00.000Z'), server('s2', '2026-11-20T10:00:00.000Z')],
      [queued('q1', '2026-11-20T12:00:00.000Z')],
    );
    expect(rows.map((row) => [row.kind, row.record.id])).toEqual([
      ['server', 's1'],
      ['local', 'q1'],
      ['server', 's2'],
    ]);
  });

  it('orders by when each idea was sent, or a draft last saved, not when it was first saved', () => {
    const rows = mergeRows(
      [
        server('sent-late', '2026-11-19T10:00:00.000Z', 'pending', {
          submittedAt: '2026-11-22T10:00:00.000Z',
        }),
        server('draft-saved-late', '2026-11-18T10:00:00.000Z', 'draft', {
          updatedAt: '2026-11-21T10:00:00.000Z',
        }),
        server('sent-early', '2026-11-20T10:00:00.000Z'),
      ],
      [],
    );
    expect(rows.map((row) => row.record.id)).toEqual([
      'sent-late',
      'draft-saved-late',
      'sent-early',
    ]);
  });

  it('shows an idea the server already has once, as the server has it', () => {
    const rows = mergeRows(
      [server('same', '2026-11-21T10:00:00.000Z')],
      [queued('same', '2026-11-21T10:00:00.000Z')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('server');
  });
});

describe('queuedAsRecord', () => {
  it('gives a queued idea the status pending-local and its queue time as its date', () => {
    const record = queuedAsRecord(queued('q', '2026-11-21T09:30:00.000Z'));
    expect(record).toMatchObject({
      id: 'q',
      status: 'pending-local',
      ideaTitle: 'Local q',
      attachmentName: 'f.pdf',
      attachmentId: null,
      createdAt: '2026-11-21T09:30:00.000Z',
    });
  });

  it('shows the facts queued with the idea', () => {
    const facts = { ...noFacts, problem: 'Clots form at the tip.', employer: 'Acme' };
    expect(queuedAsRecord(queued('q', '2026-11-21T09:30:00.000Z', { facts })).facts).toEqual(facts);
  });
});

describe('localState', () => {
  const at = '2026-11-21T09:30:00.000Z';
  it('says what happens next, how often it failed, or that it gave up', () => {
    expect(localState(queued('a', at))).toMatch(/sent automatically/);
    expect(localState(queued('b', at, { retryCount: 1, errorMessage: 'Offline' }))).toBe(
      'Waiting to be sent (attempt 1 of 3 failed: Offline).',
    );
    expect(localState(queued('c', at, { retryCount: 3, errorMessage: 'Offline' }))).toBe(
      'Not sent after 3 attempts: Offline',
    );
  });
});
