import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { opinionInputSchema, pipelineLimits } from '#common/pipeline';

/**
 * What is written before signing: the request's own recommendation and reasoning, and the
 * files chosen (uploaded as it is signed), within the request's count and each file's size.
 */
export const opinionFormSchema = opinionInputSchema
  .pick({ recommendation: true, reasoning: true })
  .extend({
    files: z
      .array(z.instanceof(File))
      .max(
        pipelineLimits.opinionFiles,
        `An opinion can have at most ${pipelineLimits.opinionFiles} files.`,
      )
      .refine(
        (files) => files.every((file) => file.size <= ATTACHMENT_MAX_BYTES),
        attachmentMessages.tooLarge,
      ),
  });
export type OpinionFormValues = z.output<typeof opinionFormSchema>;

/** The field of the writing step a refusal belongs on: the files stand for their ids. */
export function opinionFieldOf(
  field: string | null,
): 'recommendation' | 'reasoning' | 'files' | null {
  if (field === 'recommendation' || field === 'reasoning') return field;
  return field === 'attachmentIds' || field?.startsWith('attachmentIds.') ? 'files' : null;
}
