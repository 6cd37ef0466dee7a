import { describe, expect, it } from 'vitest';
import { erasureOutcomeFrom, keptRecordText, outcomeState } from './erasure-outcome';

const kept = {
  outcome: 'kept' as const,
  kept: [
    {
      kind: 'idea' as const,
      submissionId: '1a2b3c4d-0000-4000-8000-000000000000',
      reference: '1a2b3c4d',
    },
  ],
  dueAt: '2027-01-04T15:04:00.000Z',
};

describe('erasureOutcomeFrom', () => {
  it('reads the outcome the page was given', () => {
    expect(erasureOutcomeFrom(outcomeState({ outcome: 'erased' }))).toEqual({ outcome: 'erased' });
    expect(erasureOutcomeFrom(outcomeState(kept))).toEqual(kept);
  });

  it('finds none in an entry without one, or with something else', () => {
    for (const state of [null, undefined, 'erased', {}, { erasure: { outcome: 'gone' } }])
      expect(erasureOutcomeFrom(state)).toBeNull();
    expect(erasureOutcomeFrom({ erasure: { outcome: 'kept', kept: [] } })).toBeNull();
  });
});

describe('the kept records', () => {
  it('names each by its reference and why it is kept', () => {
    expect(keptRecordText(kept.kept[0]!)).toBe('Disclosure 1a2b3c4d (your idea)');
    expect(keptRecordText({ ...kept.kept[0]!, kind: 'co-inventor' })).toBe(
      'Disclosure 1a2b3c4d (co-inventor)',
    );
  });
});
