import { z } from 'zod';
import { createSubmissionSchema, requireIdeaFields } from '#common/submissions';
import { phiMessages } from '#common/phi/index';
import { filesProblem, filesRead, type IdeaFileChoice } from '../lib/file-choices';
import { phiFound } from '../lib/phi-warning';

export type { IdeaFileChoice } from '../lib/file-choices';

const fields = createSubmissionSchema.shape;

/**
 * The idea form (spec 02 §5 "Idea"): the request's own fields and rule, so the form and the
 * server check an idea alike and name its fields alike. `status` is the button that sent it:
 * Save as Draft / Update Draft ('draft') or Submit Idea ('pending'). The agreement is the
 * person's, not the idea's: the save flow asks for it. The form fills every field, so the
 * request's defaults are left off. The facts are sent whole, on every create and update; the
 * inventors too, when the person may list them (null when they may not: a co-inventor's edit).
 */
export const submissionFormSchema = z
  .object({
    status: fields.status.unwrap(),
    ideaTitle: fields.ideaTitle,
    ideaDescription: fields.ideaDescription.unwrap(),
    /**
     * The idea's files in the order shown: a loaded draft's, and those chosen here. Saved, the
     * draft's files become these (the request's attachmentIds).
     */
    attachments: z.custom<IdeaFileChoice[]>(),
    /** The invention's facts, all of them optional: the request's own schema and messages. */
    facts: fields.facts.unwrap(),
    /** The submitter's share and the co-inventors they list; null when not theirs to change. */
    inventors: fields.inventors.unwrap().nullable(),
    /**
     * The inventor's attestation that the idea identifies no patient: needed to send it when
     * the PHI guard found what looks like a patient's identifier (common/phi), never for a draft.
     */
    phiAttestation: fields.phiAttestation,
  })
  .superRefine(requireIdeaFields)
  .superRefine((input, ctx) => {
    // The picker keeps to the limits; the server refuses a list that breaks them all the same.
    const problem = filesProblem(input.attachments);
    if (problem) ctx.addIssue({ code: 'custom', path: ['attachments'], message: problem });
  })
  .superRefine((input, ctx) => {
    if (input.status !== 'pending' || input.phiAttestation === true) return;
    if (phiFound({ ...input, attachments: filesRead(input.attachments) }).length === 0) return;
    ctx.addIssue({
      code: 'custom',
      path: ['phiAttestation'],
      message: phiMessages.attestationRequired,
    });
  });

/** The form's values; its submit handler has them checked and trimmed. */
export type SubmissionFormValues = z.infer<typeof submissionFormSchema>;

/** The form's values as typed, before the check (the facts' fields may still be unset). */
export type SubmissionFormInput = z.input<typeof submissionFormSchema>;
