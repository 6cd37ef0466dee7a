import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '#common/staff-submissions';
import { describeHistoryEntry, historyNewestFirst } from './submission-history';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  action: 'submission.status_changed',
  actorEmail: 'a@b.c',
  createdAt: '2026-03-01T10:00:00.000Z',
  details: null,
  ...overrides,
});

describe('describeHistoryEntry', () => {
  it('tells a status change in the badges’ words, with who and the notes', () => {
    expect(
      describeHistoryEntry(
        entry({ details: { from: 'pending', to: 'approved', adminNotes: ' Looks good \n' } }),
      ),
    ).toEqual({ text: 'Status changed from Pending to Approved by a@b.c', notes: 'Looks good' });
  });

  it('copes with a status change missing its details', () => {
    expect(describeHistoryEntry(entry({ details: { to: 'rejected', adminNotes: null } }))).toEqual({
      text: 'Status changed to Rejected by a@b.c',
      notes: null,
    });
    expect(describeHistoryEntry(entry({ details: null, actorEmail: null }))).toEqual({
      text: 'Status changed',
      notes: null,
    });
    expect(describeHistoryEntry(entry({ details: { from: 1, to: 'odd' } })).text).toBe(
      'Status changed to Unknown by a@b.c',
    );
  });

  it('tells new notes under the same status, with the notes', () => {
    expect(
      describeHistoryEntry(
        entry({
          action: 'submission.notes_changed',
          details: { status: 'approved', adminNotes: 'Call the inventor' },
        }),
      ),
    ).toEqual({ text: 'Notes updated by a@b.c', notes: 'Call the inventor' });
  });

  it('tells downloads', () => {
    expect(describeHistoryEntry(entry({ action: 'attachment.downloaded' })).text).toBe(
      'Attachment downloaded by a@b.c',
    );
    expect(
      describeHistoryEntry(entry({ action: 'agreement.downloaded', actorEmail: 'x@y.z' })).text,
    ).toBe('Agreement downloaded by x@y.z');
    expect(describeHistoryEntry(entry({ action: 'submission.evidence_downloaded' })).text).toBe(
      'Evidence bundle downloaded by a@b.c',
    );
  });

  it('tells a legal hold placed and lifted, with the reasons', () => {
    expect(
      describeHistoryEntry(
        entry({ action: 'submission.hold_placed', details: { reason: 'Acme v. Hospital' } }),
      ),
    ).toEqual({ text: 'Legal hold placed by a@b.c', notes: 'Acme v. Hospital' });
    expect(
      describeHistoryEntry(
        entry({
          action: 'submission.hold_lifted',
          details: {
            reason: 'Settled',
            heldFor: 'Acme v. Hospital',
            heldSince: '2026-03-01T10:00:00.000Z',
          },
        }),
      ),
    ).toEqual({ text: 'Legal hold lifted by a@b.c', notes: 'Settled' });
  });

  it('tells messages, requests and internal notes apart', () => {
    const said = (kind: string) =>
      describeHistoryEntry(entry({ action: 'conversation.message_posted', details: { kind } }));
    expect(said('message')).toEqual({ text: 'Message sent by a@b.c', notes: null });
    expect(said('request').text).toBe('More information requested by a@b.c');
    expect(said('note').text).toBe('Internal note added by a@b.c');
  });

  it('tells the evaluation: assignments, declines with their note, and scorecards', () => {
    const said = (action: string, details: Record<string, unknown> | null) =>
      describeHistoryEntry(entry({ action, details }));
    expect(said('review.assigned', { reviewerEmail: 'r@b.c' }).text).toBe(
      'Reviewer r@b.c assigned by a@b.c',
    );
    expect(said('review.unassigned', { reviewerEmail: 'r@b.c' }).text).toBe(
      'Reviewer r@b.c unassigned by a@b.c',
    );
    expect(said('review.declined', { reason: 'conflict_of_interest', note: 'Consultant' })).toEqual(
      { text: 'Review declined: conflict of interest by a@b.c', notes: 'Consultant' },
    );
    expect(said('scorecard.submitted', { weightedScore: 4 }).text).toBe(
      'Scorecard submitted by a@b.c',
    );
  });

  it('tells co-inventors’ answers and staff’s corrections of their invitations', () => {
    const said = (action: string, details: Record<string, unknown> | null) =>
      describeHistoryEntry(entry({ action, details, actorEmail: 'carol@example.com' })).text;
    expect(said('co_inventor.attested', { coInventorId: 'c1', share: 40 })).toBe(
      'Inventorship confirmed (40% share) by carol@example.com',
    );
    expect(said('co_inventor.attested', null)).toBe('Inventorship confirmed by carol@example.com');
    expect(
      said('co_inventor.disputed', {
        coInventorId: 'c1',
        reason: 'different_share',
        claimedShare: 35,
      }),
    ).toBe('Inventorship disputed: “My share is different” (claims 35%) by carol@example.com');
    expect(said('co_inventor.disputed', { reason: 'not_inventor', claimedShare: null })).toBe(
      'Inventorship disputed: “I am not an inventor of this invention” by carol@example.com',
    );
    expect(
      describeHistoryEntry(
        entry({ action: 'co_inventor.invitation_resent', details: { email: 'frank@example.com' } }),
      ).text,
    ).toBe('Co-inventor invitation sent again to frank@example.com by a@b.c');
    expect(
      describeHistoryEntry(
        entry({
          action: 'co_inventor.address_corrected',
          details: { from: 'frank@exmaple.com', to: 'frank@example.com' },
        }),
      ).text,
    ).toBe('Co-inventor address corrected from frank@exmaple.com to frank@example.com by a@b.c');
    expect(
      describeHistoryEntry(entry({ action: 'co_inventor.address_corrected', details: null })).text,
    ).toBe('Co-inventor address corrected by a@b.c');
  });

  it('shows an unknown action by its name, and never notes for it', () => {
    expect(
      describeHistoryEntry(
        entry({ action: 'submission.archived', details: { adminNotes: 'secret' } }),
      ),
    ).toEqual({ text: 'submission.archived by a@b.c', notes: null });
  });
});

describe('historyNewestFirst', () => {
  it('orders by time, then by id, newest first, without changing its input', () => {
    const entries = [
      entry({ id: 1, createdAt: '2026-03-01T10:00:00.000Z' }),
      entry({ id: 3, createdAt: '2026-03-02T10:00:00.000Z' }),
      entry({ id: 2, createdAt: '2026-03-01T10:00:00.000Z' }),
    ];
    expect(historyNewestFirst(entries).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(entries.map((e) => e.id)).toEqual([1, 3, 2]);
  });
});
