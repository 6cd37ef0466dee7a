import { describe, expect, it } from 'vitest';
import { coInventorRecordSchema, type CoInventorRecord } from '#common/co-inventors';
import { coInventorState, disputeText, submitterState } from './co-inventor-state';

const coInventor = (overrides: Partial<CoInventorRecord>): CoInventorRecord =>
  coInventorRecordSchema.parse({
    id: 'c1',
    name: 'Dr. Carol Nguyen',
    email: 'carol@example.com',
    share: 40,
    ...overrides,
  });

describe('coInventorState', () => {
  it('tells an unanswered invitation', () => {
    expect(coInventorState(coInventor({}))).toEqual({
      kind: 'invited',
      text: 'Invited, not answered',
      comment: null,
    });
  });

  it('tells an attestation with its time in UTC, the printed name and the meaning signed', () => {
    expect(
      coInventorState(
        coInventor({
          response: 'attested',
          // 23:30 in UTC is the next day in Berlin and the same day in New York.
          respondedAt: '2026-03-01T23:30:00.000Z',
          printedName: 'Carol Nguyen',
          meaning:
            'I am an inventor of the invention described in disclosure ID-1, my contribution is 40%.',
        }),
      ),
    ).toEqual({
      kind: 'confirmed',
      text: 'Confirmed Mar 1, 2026, 11:30 PM UTC: signed as Carol Nguyen — “I am an inventor of the invention described in disclosure ID-1, my contribution is 40%.”',
      comment: null,
    });
  });

  it('falls back to the listed name when no printed name was kept', () => {
    expect(coInventorState(coInventor({ response: 'attested' })).text).toBe(
      'Confirmed: signed as Dr. Carol Nguyen',
    );
  });

  it('tells a dispute with its reason, the share claimed and the comment for staff', () => {
    expect(
      coInventorState(
        coInventor({
          response: 'disputed',
          disputeReason: 'different_share',
          claimedShare: 35,
          disputeComment: '  I built the prototype.\n',
        }),
      ),
    ).toEqual({
      kind: 'disputed',
      text: 'Disputed: “My share is different” (claims 35%)',
      comment: 'I built the prototype.',
    });
    expect(
      coInventorState(coInventor({ response: 'disputed', disputeReason: 'not_inventor' })),
    ).toEqual({
      kind: 'disputed',
      text: 'Disputed: “I am not an inventor of this invention”',
      comment: null,
    });
  });
});

describe('submitterState', () => {
  it('tells that sending the idea confirmed it, and when, in UTC', () => {
    expect(submitterState('2026-03-01T09:05:00.000Z')).toEqual({
      kind: 'confirmed',
      text: 'Confirmed Mar 1, 2026, 9:05 AM UTC: submitted the idea',
      comment: null,
    });
    expect(submitterState(null).text).toBe('Submitted the idea');
  });
});

describe('disputeText', () => {
  it('copes with details an older server logged differently', () => {
    expect(disputeText('retracted', null)).toBe('no reason given');
    expect(disputeText(undefined, 20)).toBe('no reason given (claims 20%)');
    expect(disputeText('toString', '20')).toBe('no reason given');
  });
});
