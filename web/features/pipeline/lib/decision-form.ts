import { decisionInputSchema, pipelineMessages } from '#common/pipeline';
import type { z } from 'zod';

const decisionFields = decisionInputSchema.pick({
  outcome: true,
  reason: true,
  waiverReason: true,
});

/**
 * What is decided before signing: the request's own outcome, reason and waiver reason. Without
 * an opinion in force the waiver's reason is asked, as the server asks it.
 */
export const decisionFormSchema = (hasOpinion: boolean) =>
  hasOpinion
    ? decisionFields
    : decisionFields.refine((values) => Boolean(values.waiverReason?.trim()), {
        path: ['waiverReason'],
        message: pipelineMessages.opinionRequired,
      });
export type DecisionFormValues = z.output<typeof decisionFields>;

/** The field of the deciding step a refusal belongs on, if it is one of them. */
export function decisionFieldOf(field: string | null): keyof DecisionFormValues | null {
  return field === 'outcome' || field === 'reason' || field === 'waiverReason' ? field : null;
}
