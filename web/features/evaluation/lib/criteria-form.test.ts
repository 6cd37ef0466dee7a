import { describe, expect, it } from 'vitest';
import { saveCriteriaSchema } from '#common/evaluation';
import {
  blankCriterion,
  criteriaFormValues,
  movedTo,
  versionText,
  weightFromInput,
} from './criteria-form';

describe('criteriaFormValues', () => {
  it('keeps each criterion with its id, in order', () => {
    const values = criteriaFormValues({
      version: 2,
      savedAt: '2026-01-01T00:00:00.000Z',
      criteria: [
        { id: 'novelty', name: 'Novelty', guidance: 'New?', weight: 2, active: true },
        { id: 'cost', name: 'Cost', guidance: '', weight: 0.5, active: false },
      ],
    });
    expect(values.criteria.map((c) => c.id)).toEqual(['novelty', 'cost']);
    expect(saveCriteriaSchema.safeParse(values).success).toBe(true);
  });
});

describe('blankCriterion', () => {
  it('has no id and is refused until named', () => {
    expect(blankCriterion()).not.toHaveProperty('id');
    const result = saveCriteriaSchema.safeParse({ criteria: [blankCriterion()] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['criteria', 0, 'name']);
  });
});

describe('movedTo', () => {
  it('moves within the list and stops at its ends', () => {
    expect(movedTo(1, -1, 3)).toBe(0);
    expect(movedTo(1, 1, 3)).toBe(2);
    expect(movedTo(0, -1, 3)).toBeNull();
    expect(movedTo(2, 1, 3)).toBeNull();
  });
});

describe('weightFromInput', () => {
  it('reads a number, and an empty box as none', () => {
    expect(weightFromInput('1.5')).toBe(1.5);
    expect(weightFromInput('')).toBeNaN();
    expect(weightFromInput('  ')).toBeNaN();
  });
});

describe('versionText', () => {
  it('names the version and when it was saved', () => {
    expect(versionText(3, 'x', () => 'Jan 5, 2026')).toBe('Version 3, saved Jan 5, 2026');
  });
});
