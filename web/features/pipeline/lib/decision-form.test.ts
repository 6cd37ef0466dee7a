import { describe, expect, it } from 'vitest';
import { pipelineMessages } from '#common/pipeline';
import { decisionFieldOf, decisionFormSchema } from './decision-form';

describe('the decision form', () => {
  it('asks why the opinion is waived when none is in force', () => {
    const values = { outcome: 'file', reason: 'Broad claims.', waiverReason: '' };
    expect(decisionFormSchema(true).safeParse(values).success).toBe(true);
    const waived = decisionFormSchema(false).safeParse(values);
    expect(waived.error?.issues[0]).toMatchObject({
      path: ['waiverReason'],
      message: pipelineMessages.opinionRequired,
    });
    expect(
      decisionFormSchema(false).safeParse({ ...values, waiverReason: 'A filing is due.' }).success,
    ).toBe(true);
  });

  it('asks for the outcome and the reason', () => {
    const checked = decisionFormSchema(true).safeParse({ reason: '' });
    const messages = checked.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(pipelineMessages.outcomeRequired);
    expect(messages).toContain(pipelineMessages.reasonRequired);
  });

  it('puts a refusal on the field of the deciding step it names', () => {
    expect(decisionFieldOf('waiverReason')).toBe('waiverReason');
    expect(decisionFieldOf('code')).toBeNull();
  });
});
