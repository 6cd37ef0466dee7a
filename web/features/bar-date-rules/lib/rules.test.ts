import { describe, expect, it } from 'vitest';
import { defaultBarDateRules, saveBarDateRulesSchema } from '#common/bar-dates';
import { blankRule, countsText, graceText, knownRules } from './rules';

describe('graceText', () => {
  it('reads no grace period as absolute novelty', () => {
    expect(graceText(0)).toBe('Absolute novelty');
    expect(graceText(1)).toBe('1 month');
    expect(graceText(12)).toBe('12 months');
  });
});

describe('countsText', () => {
  it('names the kinds that count in the form’s order, or says every kind does', () => {
    expect(countsText(['thesis', 'talk'])).toBe('Talk, Thesis');
    expect(countsText(defaultBarDateRules[0]!.counts)).toBe('Every kind');
  });
});

describe('knownRules', () => {
  it('leaves out a kind of disclosure this page does not know', () => {
    const [rule] = knownRules([{ ...defaultBarDateRules[0]!, counts: ['talk', 'hologram'] }]);
    expect(rule!.counts).toEqual(['talk']);
  });
});

describe('blankRule', () => {
  it('is refused until it has a code, a name and a source', () => {
    const result = saveBarDateRulesSchema.safeParse({ basedOn: 1, rules: [blankRule()] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'rules.0.jurisdiction',
      'rules.0.name',
      'rules.0.source',
    ]);
  });
});
