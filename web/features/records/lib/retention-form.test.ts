import { describe, expect, it } from 'vitest';
import { recordsMessages } from '#common/records';
import {
  monthsInWords,
  retentionFormSchema,
  retentionFormValues,
  retentionInForce,
} from './retention-form';

const settings = { version: 3, savedAt: '2026-01-01T00:00:00Z', dueForRemoval: [] };

describe('retentionFormSchema', () => {
  it('gives the request: null for good, whatever the months box holds', () => {
    expect(retentionFormSchema.parse({ keep: 'forever', months: Number.NaN, basedOn: 3 })).toEqual({
      declinedRetentionMonths: null,
      basedOn: 3,
    });
    expect(retentionFormSchema.parse({ keep: 'forever', months: 9999, basedOn: 3 })).toEqual({
      declinedRetentionMonths: null,
      basedOn: 3,
    });
  });

  it('gives the months of a period', () => {
    expect(retentionFormSchema.parse({ keep: 'period', months: 24, basedOn: 4 })).toEqual({
      declinedRetentionMonths: 24,
      basedOn: 4,
    });
  });

  it.each([Number.NaN, 0, 601, 1.5, -3])(
    'refuses %s months on the months field, in the request’s words',
    (months) => {
      const checked = retentionFormSchema.safeParse({ keep: 'period', months, basedOn: 1 });
      expect(checked.success).toBe(false);
      expect(checked.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['months'], recordsMessages.retentionMonths],
      ]);
    },
  );

  it('takes the limits themselves', () => {
    for (const months of [1, 600])
      expect(retentionFormSchema.safeParse({ keep: 'period', months, basedOn: 1 }).success).toBe(
        true,
      );
  });
});

describe('retentionFormValues', () => {
  it('fills the form from what is saved', () => {
    expect(retentionFormValues({ ...settings, declinedRetentionMonths: 18 })).toEqual({
      keep: 'period',
      months: 18,
      basedOn: 3,
    });
    const forGood = retentionFormValues({ ...settings, declinedRetentionMonths: null });
    expect(forGood).toMatchObject({ keep: 'forever', basedOn: 3 });
    expect(forGood.months).toBeNaN();
  });
});

describe('monthsInWords', () => {
  it('says whole years beside the months', () => {
    expect(monthsInWords(24)).toBe('24 months (2 years)');
    expect(monthsInWords(12)).toBe('12 months (1 year)');
    expect(monthsInWords(600)).toBe('600 months (50 years)');
  });

  it('says other periods in months alone', () => {
    expect(monthsInWords(18)).toBe('18 months');
    expect(monthsInWords(1)).toBe('1 month');
  });

  it('says nothing of what is not a period', () => {
    for (const months of [Number.NaN, 0, 601, 2.5]) expect(monthsInWords(months)).toBeNull();
  });
});

describe('retentionInForce', () => {
  it('says the period in force', () => {
    expect(retentionInForce(null)).toBe('Declined ideas are kept for good.');
    expect(retentionInForce(36)).toBe(
      'Declined ideas are removed 36 months (3 years) after their decision.',
    );
  });
});
