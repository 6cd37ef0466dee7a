import { z } from 'zod';
import { createSubmissionSchema, requireIdeaFields } from '#common/submissions';
import type { UploadedAttachment } from '#common/attachments';
import { phiMessages } from '#common/phi/index';
import { phiFound } from '../lib/phi-warning';

const fields = createSubmissionSchema.shape;

/** What happens to the attachment. */
export type AttachmentChoice =
  | { kind: 'none' }
  /** The loaded draft's attachment stays as it is. */
  | { kind: 'keep' }
  /** The loaded draft's attachment is taken off. */
  | { kind: 'remove' }
  /**
   * A chosen file, uploaded as soon as it is chosen: `uploaded` once it arrived, `refused` when
   * the server refused it for what it is (sending it again would be refused too).
   */
  | { kind: 'file'; file: File; uploaded?: UploadedAttachment; refused?: unknown };

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
    attachment: z.custom<AttachmentChoice>(),
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
    if (input.status !== 'pending' || input.phiAttestation === true) return;
    if (phiFound({ ...input, attachment: uploadedOf(input.attachment) }).length === 0) return;
    ctx.addIssue({
      code: 'custom',
      path: ['phiAttestation'],
      message: phiMessages.attestationRequired,
    });
  });

/** The chosen file once the server has read it: its name and what the PHI guard found in it. */
export const uploadedOf = (choice: AttachmentChoice) =>
  choice.kind === 'file' && choice.uploaded
    ? { name: choice.uploaded.name, phi: choice.uploaded.phi }
    : null;

/** The form's values; its submit handler has them checked and trimmed. */
export type SubmissionFormValues = z.infer<typeof submissionFormSchema>;

/** The form's values as typed, before the check (the facts' fields may still be unset). */
export type SubmissionFormInput = z.input<typeof submissionFormSchema>;
