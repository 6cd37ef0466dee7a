import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '#common/attachments';
import { opinionFieldOf, opinionFormSchema } from './opinion-form';

const file = (size: number) => new File([new Uint8Array(size)], 'opinion.pdf');

describe('the opinion form', () => {
  it('asks for a recommendation and the reasoning', () => {
    const checked = opinionFormSchema.safeParse({ reasoning: '  ', files: [] });
    expect(checked.success).toBe(false);
    const messages = checked.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Choose a recommendation.');
    expect(messages).toContain('Write the reasoning of the opinion.');
  });

  it('takes files within the limits', () => {
    const ok = opinionFormSchema.safeParse({
      recommendation: 'trade_secret',
      reasoning: 'Hard to reverse-engineer.',
      files: [file(10)],
    });
    expect(ok.success).toBe(true);
    const large = opinionFormSchema.safeParse({
      recommendation: 'trade_secret',
      reasoning: 'Hard to reverse-engineer.',
      files: [file(ATTACHMENT_MAX_BYTES + 1)],
    });
    expect(large.error?.issues[0]?.message).toBe('File size exceeds 10MB limit');
    const many = opinionFormSchema.safeParse({
      recommendation: 'trade_secret',
      reasoning: 'Hard to reverse-engineer.',
      files: Array.from({ length: 11 }, () => file(1)),
    });
    expect(many.success).toBe(false);
  });

  it('puts a refusal of the files on the files field', () => {
    expect(opinionFieldOf('reasoning')).toBe('reasoning');
    expect(opinionFieldOf('attachmentIds')).toBe('files');
    expect(opinionFieldOf('attachmentIds.2')).toBe('files');
    expect(opinionFieldOf('password')).toBeNull();
    expect(opinionFieldOf(null)).toBeNull();
  });
});
