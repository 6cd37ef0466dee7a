import { z } from 'zod';
import { createSubmissionSchema, requireIdeaFields } from '#common/submissions';
import type { AttachmentChoice } from '../api/save-submission';

const fields = createSubmissionSchema.shape;

/**
 * The idea form (spec 02 §5 "Idea"): the request's own fields and rule, so the form and the
 * server check an idea alike and name its fields alike. `status` is the button that sent it:
 * Save as Draft / Update Draft ('draft') or Submit Idea ('pending'). The agreement is the
 * person's, not the idea's: the save flow asks for it. The form fills every field, so the
 * request's defaults are left off.
 */
export const submissionFormSchema = z
  .object({
    status: fields.status.unwrap(),
    ideaTitle: fields.ideaTitle,
    ideaDescription: fields.ideaDescription.unwrap(),
    attachment: z.custom<AttachmentChoice>(),
  })
  .superRefine(requireIdeaFields);

/** The form's values; its submit handler has them checked and trimmed. */
export type SubmissionFormValues = z.infer<typeof submissionFormSchema>;
