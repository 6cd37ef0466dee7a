import { z } from 'zod';
import {
  validateSubmission,
  type AttachmentChoice,
  type Submitter,
  type SubmissionTarget,
} from '../api/save-submission';

export type SubmissionFormValues = {
  ideaTitle: string;
  ideaDescription: string;
  attachment: AttachmentChoice;
  /** Which button sent the form: Save as Draft / Update Draft, or Submit Idea. */
  intent: 'draft' | 'submit';
};

/** What the save flow takes from the form's values. */
export const saveRequest = (
  values: SubmissionFormValues,
  target: SubmissionTarget,
  submitter: Submitter,
) => ({
  intent: values.intent,
  target,
  title: values.ideaTitle,
  description: values.ideaDescription,
  attachment: values.attachment,
  submitter,
});

/**
 * The dialog's checks (spec 02 §5 "Idea"): a draft needs a title, a sent idea both fields. The
 * message goes on the first field that is missing; the agreement is left to the save flow.
 */
export function submissionSchema(target: SubmissionTarget, submitter: Submitter) {
  return z
    .object({
      ideaTitle: z.string(),
      ideaDescription: z.string(),
      attachment: z.custom<AttachmentChoice>(),
      intent: z.enum(['draft', 'submit']),
    })
    .superRefine((values, ctx) => {
      const invalid = validateSubmission(saveRequest(values, target, submitter));
      if (invalid?.kind !== 'invalid' || invalid.field === 'agreement') return;
      const path = invalid.field === 'title' ? 'ideaTitle' : 'ideaDescription';
      ctx.addIssue({ code: 'custom', path: [path], message: invalid.message });
    });
}
