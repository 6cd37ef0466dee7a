import { describe, expect, it } from 'vitest';
import { recordsMessages, retentionPeriod } from './records';

describe('records texts', () => {
  it("end a held idea's refusal with one full stop, whatever the reason ends with", () => {
    expect(recordsMessages.held('Smith v. Acme.')).toBe(
      'This idea is under a legal hold and cannot be deleted: Smith v. Acme. An admin must lift the hold first.',
    );
    expect(recordsMessages.held('Regulatory inquiry')).toContain('Regulatory inquiry. An admin');
  });

  it('say a period in years when it is whole years', () => {
    expect(retentionPeriod(12)).toBe('1 year');
    expect(retentionPeriod(24)).toBe('2 years');
    expect(retentionPeriod(18)).toBe('18 months');
    expect(retentionPeriod(1)).toBe('1 month');
  });
});
