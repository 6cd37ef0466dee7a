import { describe, expect, it } from 'vitest';
import type { Opinion, Pipeline } from '#common/pipeline';
import {
  clockSummary,
  clockTone,
  currentOpinion,
  dueText,
  invitationState,
  mayDecide,
  mayManage,
  mayOpine,
  moveText,
  opinionCountText,
  signingCode,
  stageText,
} from './pipeline-text';
import { utcDateTime } from '#web/lib/dates';

const opinion = (id: string, supersededBy: string | null): Opinion => ({
  id,
  recommendation: 'file_provisional',
  printedName: 'Ada Counsel',
  meaning: 'Patentability opinion',
  signedAt: '2026-01-02T03:04:05.000Z',
  sha256: 'a'.repeat(64),
  supersededBy,
});

const pipeline = (changes: Partial<Pipeline> = {}): Pipeline => ({
  submissionId: 's1',
  reference: 'IDEA-1',
  ideaTitle: 'Clot retriever',
  status: 'approved',
  stage: 'decision',
  stageChangedAt: null,
  nextStages: [],
  moves: [],
  clock: { completeAt: null, dueOn: null, daysLeft: null, targetDays: 120, decidedAt: null },
  opinions: [],
  decision: null,
  sharedNotes: [],
  filings: [],
  deadlines: [],
  may: { manage: true, opine: true },
  ...changes,
});

describe('pipeline texts', () => {
  it('names the stage, or why there is none', () => {
    expect(stageText('patentability_review', 'approved')).toBe('Patentability review');
    expect(stageText(null, 'approved')).toBe('Approved, not yet in the pipeline');
    expect(stageText(null, 'pending')).toBe('Not in the pipeline');
  });

  it('names a move from approval and between stages', () => {
    expect(moveText(null, 'patentability_review')).toBe('Approved → Patentability review');
    expect(moveText('decision', 'filed')).toBe('Decision → Filed');
  });

  it('says when the clock has not started, and the day it is due', () => {
    expect(clockSummary({ daysLeft: null, decidedAt: null })).toMatch(/starts once/);
    expect(clockSummary({ daysLeft: 3, decidedAt: null })).toBe('Decision due in 3 days');
    expect(dueText({ dueOn: null })).toBeNull();
    expect(dueText({ dueOn: '2026-03-04' })).toBe('Due by Mar 4, 2026');
  });

  it('tells an overdue clock and one within 30 days apart', () => {
    expect(clockTone({ daysLeft: -1, decidedAt: null })).toBe('overdue');
    expect(clockTone({ daysLeft: 30, decidedAt: null })).toBe('soon');
    expect(clockTone({ daysLeft: 31, decidedAt: null })).toBe('calm');
    expect(clockTone({ daysLeft: -5, decidedAt: '2026-01-01T00:00:00.000Z' })).toBe('calm');
  });

  it('gives times in UTC', () => {
    expect(utcDateTime('2026-01-02T15:04:00.000Z')).toBe('Jan 2, 2026, 3:04 PM UTC');
  });

  it('finds the opinion no later one superseded', () => {
    expect(currentOpinion([])).toBeNull();
    expect(currentOpinion([opinion('o1', 'o2'), opinion('o2', null)])?.id).toBe('o2');
    expect(currentOpinion([opinion('o1', 'o2')])).toBeNull();
  });

  it('offers the decision at the Decision stage only, once', () => {
    expect(mayDecide(pipeline())).toBe(true);
    expect(mayDecide(pipeline({ stage: 'patentability_review' }))).toBe(false);
    expect(mayDecide(pipeline({ may: { manage: false, opine: true } }))).toBe(false);
    expect(
      mayDecide(
        pipeline({
          decision: {
            id: 'd1',
            outcome: 'file',
            reason: 'Strong claims',
            opinionId: null,
            waiverReason: 'Urgent',
            printedName: 'Admin',
            meaning: 'Decision',
            decidedAt: '2026-01-01T00:00:00.000Z',
            sha256: 'b'.repeat(64),
          },
        }),
      ),
    ).toBe(false);
  });

  it('offers opinions before the decision and changes on approved ideas only', () => {
    expect(mayOpine(pipeline())).toBe(true);
    expect(mayOpine(pipeline({ may: { manage: true, opine: false } }))).toBe(false);
    expect(mayManage(pipeline())).toBe(true);
    expect(mayManage(pipeline({ status: 'pending' }))).toBe(false);
  });

  it('words invitations and opinion counts', () => {
    expect(invitationState(true)).toBe('Has an account');
    expect(invitationState(false)).toBe('Invited, no account yet');
    expect(opinionCountText(0)).toBe('No opinion yet');
    expect(opinionCountText(1)).toBe('1 opinion');
    expect(opinionCountText(2)).toBe('2 opinions');
  });

  it('sends the code without spaces, and none when none was typed', () => {
    expect(signingCode('123 456')).toEqual({ code: '123456' });
    expect(signingCode('  ')).toEqual({});
    expect(signingCode(undefined)).toEqual({});
  });
});
