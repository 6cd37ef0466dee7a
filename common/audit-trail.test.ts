import { describe, expect, it } from 'vitest';
import { auditActions } from './audit-events';
import {
  auditActionLabel,
  auditActionLabels,
  auditTrailQuerySchema,
  auditTrailTexts,
} from './audit-trail';

const firstMessage = (query: Record<string, string>) => {
  const result = auditTrailQuerySchema.safeParse(query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the audit trail’s action words', () => {
  it('has words for every action this code logs', () => {
    expect(auditActions.filter((action) => !auditActionLabels[action])).toEqual([]);
  });

  it('gives none for an action it does not know', () => {
    expect(auditActionLabel('submission.status_changed')).toBe('Status changed');
    expect(auditActionLabel('something.newer')).toBeNull();
    expect(auditActionLabel('toString')).toBeNull();
  });
});

describe('the audit trail’s filters', () => {
  it('reads blank values as no filter, and tidies the rest', () => {
    expect(
      auditTrailQuerySchema.parse({
        idea: ' 1A2B3C4D ',
        person: 'Alice@Example.COM',
        action: '',
        from: '2026-02-28',
        to: '2026-02-28',
        cursor: '42',
      }),
    ).toEqual({
      idea: '1a2b3c4d',
      person: 'alice@example.com',
      action: undefined,
      from: '2026-02-28',
      to: '2026-02-28',
      cursor: 42,
    });
  });

  it('refuses what it cannot read, saying how to write it', () => {
    expect(firstMessage({ idea: 'abc' })).toBe(auditTrailTexts.badIdea);
    expect(firstMessage({ person: 'not an address' })).toBe(auditTrailTexts.badPerson);
    expect(firstMessage({ action: "x' or 1=1" })).toBe(auditTrailTexts.badAction);
    expect(firstMessage({ from: '2026-02-30' })).toBe(auditTrailTexts.badFrom);
    expect(firstMessage({ to: '05/12/2026' })).toBe(auditTrailTexts.badTo);
    expect(firstMessage({ from: '2026-12-06', to: '2026-12-05' })).toBe(
      auditTrailTexts.fromAfterTo,
    );
    expect(firstMessage({ cursor: '-1' })).toBe(auditTrailTexts.badCursor);
    expect(firstMessage({ person: 'a\u0000@example.com' })).toBe(
      'Person contains characters that are not allowed.',
    );
  });
});
