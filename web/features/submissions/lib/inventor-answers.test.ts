import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#web/lib/dates';
import { answerKind, answerText } from './inventor-answers';

describe('answerText', () => {
  it('says when a co-inventor confirmed, and the name they signed with', () => {
    const at = '2026-11-21T15:04:00.000Z';
    expect(
      answerText({ response: 'attested', respondedAt: at, printedName: 'Dr. Omar Haddad' }),
    ).toBe(`Confirmed on ${formatDateTime(at)} (signed as: Dr. Omar Haddad)`);
  });

  it('says only that an answer was a dispute, and that an invitation is waiting', () => {
    expect(answerText({ response: 'disputed', respondedAt: '2026-11-21T15:04:00.000Z' })).toBe(
      'Disputed',
    );
    expect(answerText({ response: null, respondedAt: null })).toBe('Invited, not yet answered');
  });

  it('never reads an answer it does not know as a confirmation', () => {
    expect(answerText({ response: 'withdrawn', respondedAt: null })).toBe('Answered');
    expect(answerKind('withdrawn')).toBe('disputed');
    expect(answerKind('attested')).toBe('confirmed');
    expect(answerKind(null)).toBe('invited');
  });
});
