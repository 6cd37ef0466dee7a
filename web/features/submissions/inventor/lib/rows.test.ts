import { noFacts } from '#common/invention-facts';
import { describe, expect, it } from 'vitest';
import type { SubmissionRecord } from '#common/submissions';
import { localFilesNote, localState, mergeRows, queuedAsRecord } from './rows';
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
    fileCount: 0,
    attachments: [],
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
    pipeline: null,
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
        files: [{ name: 'f.pdf', size: 10, id: null, stored: true }],
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

  it('lists each of its files, in order, uploaded ones by their server id', () => {
    const item = queued('q', '2026-11-21T09:30:00.000Z', {
      attachments: [
        { name: 'a.pdf', size: 10, id: 'file-a', key: 'q:0', temporary: false, error: null },
        { name: 'b.png', size: 20, id: null, key: 'q:1', temporary: true, error: null },
      ],
      attachment_id: 'file-a',
      attachment_name: 'a.pdf',
    });
    const record = queuedAsRecord(item);
    expect(record).toMatchObject({ attachmentId: 'file-a', attachmentName: 'a.pdf', fileCount: 2 });
    expect(record.attachments.map((file) => [file.id, file.name])).toEqual([
      ['file-a', 'a.pdf'],
      ['q:1', 'b.png'],
    ]);
  });

  it('shows the facts queued with the idea', () => {
    const facts = { ...noFacts, problem: 'Clots form at the tip.', employer: 'Acme' };
    expect(queuedAsRecord(queued('q', '2026-11-21T09:30:00.000Z', { facts })).facts).toEqual(facts);
  });
});

describe('localFilesNote', () => {
  const at = '2026-11-21T09:30:00.000Z';
  const file = (name: string, change: object = {}) => ({
    name,
    size: 10,
    id: null,
    key: `x:${name}`,
    temporary: true,
    error: null,
    ...change,
  });

  it('says a single file waits here, in the words it always had', () => {
    expect(localFilesNote(queued('a', at))).toBe(
      'Kept on this device; it is uploaded before the idea is sent.',
    );
  });

  it('says how many of several wait here, or why any will not go', () => {
    const two = queued('b', at, {
      attachments: [file('a.pdf'), file('b.pdf')],
      attachment_is_temporary: true,
    });
    expect(localFilesNote(two)).toBe(
      '2 files are kept on this device; they are uploaded before the idea is sent.',
    );
    const why = queued('c', at, {
      attachments: [file('a.pdf'), file('big.pdf', { temporary: false, error: 'Too large' })],
      attachment_error: '"big.pdf": Too large',
    });
    expect(localFilesNote(why)).toBe('"big.pdf": Too large');
  });

  it('says nothing of files the server already has', () => {
    const sent = queued('d', at, {
      attachments: [file('a.pdf', { id: 'file-a', temporary: false })],
      attachment_is_temporary: false,
    });
    expect(localFilesNote(sent)).toBeNull();
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
