import type { Viewpoint } from './access';
import { z } from 'zod';
import { inventorPipelineSchema } from './pipeline';
import { ideaFileIdsSchema, ideaFileSchema } from './attachments';
import { inventorsRecordSchema, inventorsSchema } from './co-inventors';
import { inventionFactsRecordSchema, inventionFactsSchema, noFacts } from './invention-facts';
import { plainText } from './text';

export const submissionStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Statuses an admin may set; drafts belong to their author alone. */
export const reviewStatuses = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly SubmissionStatus[];

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  pending: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Staff name a sent idea awaiting review 'Pending' (spec 01 §2, §4); its author sees 'Submitted'. */
export const staffStatusLabels: Record<SubmissionStatus, string> = {
  ...submissionStatusLabels,
  pending: 'Pending',
};

/** A status as one side reads it: the inventor spec 02's labels, staff spec 01's. */
export function submissionStatusLabel(
  status: string | null | undefined,
  view: Viewpoint = 'inventor',
): string {
  const labels = view === 'staff' ? staffStatusLabels : submissionStatusLabels;
  return status && Object.hasOwn(labels, status) ? labels[status as SubmissionStatus] : 'Unknown';
}

/**
 * A sent idea's short reference, as its mails, its disclosure PDF and the portal show it: the
 * first 8 characters of its id, enough to tell one's own ideas apart without a UUID.
 */
export const submissionReference = (id: string) => id.slice(0, 8);

export const submissionLimits = { title: 200, description: 20_000 } as const;

export const submissionMessages = {
  titleRequired: { title: 'Title Required', message: 'Please enter a title to save your draft.' },
  missingInformation: {
    title: 'Missing Information',
    message: 'Title and description are required',
  },
  agreementRequired: {
    title: 'Agreement Required',
    message: 'Please sign the invention agreement before submitting ideas.',
  },
  notADraft:
    'Updates to submissions are no longer supported. Please create a new submission instead.',
  onlyDraftsDeletable: 'Only draft submissions can be deleted by non-admins',
  ownDraftsOnly: 'You can only delete your own drafts',
  onlySubmitterSends: 'Only the inventor who started this draft can send it.',
  notFound: 'Failed to load submission details',
} as const;

const title = plainText(
  z
    .string()
    .trim()
    .max(submissionLimits.title, `Title must be at most ${submissionLimits.title} characters.`),
  'Title',
);
const description = plainText(
  z
    .string()
    .trim()
    .max(
      submissionLimits.description,
      `Description must be at most ${submissionLimits.description} characters.`,
    ),
  'Description',
  'multi-line',
);

/**
 * What an idea needs to be kept this way (spec 02 §5 "Idea"): a draft a title, a sent idea
 * both fields. The message goes on the first field that is missing. The idea form checks its
 * values with this same rule (createSubmissionSchema's fields, and this refinement).
 */
export function requireIdeaFields(
  input: { status: 'draft' | 'pending'; ideaTitle: string; ideaDescription: string },
  ctx: z.RefinementCtx,
) {
  if (!input.ideaTitle) {
    const message =
      input.status === 'draft'
        ? submissionMessages.titleRequired.message
        : submissionMessages.missingInformation.message;
    ctx.addIssue({ code: 'custom', path: ['ideaTitle'], message });
  } else if (input.status === 'pending' && !input.ideaDescription) {
    ctx.addIssue({
      code: 'custom',
      path: ['ideaDescription'],
      message: submissionMessages.missingInformation.message,
    });
  }
}

/** A new submission or draft. The id is made by the client and makes a repeated create harmless. */
export const createSubmissionSchema = z
  .object({
    id: z.uuid('The submission id must be a UUID.'),
    status: z.enum(['draft', 'pending']).default('pending'),
    ideaTitle: title,
    ideaDescription: description.default(''),
    /** The idea's files, uploaded first (POST /api/attachments), in the order shown. */
    attachmentIds: ideaFileIdsSchema.optional(),
    /** One file, for a client of one file: the same as attachmentIds with it alone. */
    attachmentId: z.uuid().nullable().optional(),
    /** The sent idea this one revises, when it is a resubmission. */
    resubmittedFrom: z.uuid().nullable().optional(),
    /** What a patent attorney needs beside the title and description; none by default. */
    facts: inventionFactsSchema.default(noFacts),
    /** The submitter's share and the co-inventors they list; left out, the submitter alone. */
    inventors: inventorsSchema.optional(),
    /**
     * The inventor's attestation that the idea identifies no patient: needed to send an idea in
     * which the PHI guard found what looks like a patient's identifier (common/phi).
     */
    phiAttestation: z.boolean().optional(),
  })
  .superRefine(requireIdeaFields);
export type CreateSubmissionInput = z.input<typeof createSubmissionSchema>;

/** Changes to a draft. */
export const updateDraftSchema = z.object({
  ideaTitle: title.min(1, submissionMessages.titleRequired.message),
  ideaDescription: description.default(''),
  /** All of the draft's files, replacing those kept; left out, they stay as they are. */
  attachmentIds: ideaFileIdsSchema.optional(),
  /** One file, for a client of one file: the draft's files become it alone (null: none). */
  attachmentId: z.uuid().nullable().optional(),
  /** All of the facts, replacing those kept; left out, they stay as they are. */
  facts: inventionFactsSchema.optional(),
  /** The inventors, replacing those listed (the submitter's alone); left out, they stay. */
  inventors: inventorsSchema.optional(),
  /**
   * The draft's version the change was made from: when someone saved it since, the change is
   * refused (409), never applied over theirs. Left out, the change applies to whatever is saved.
   */
  version: z.number().int().positive().optional(),
});
export type UpdateDraftInput = z.input<typeof updateDraftSchema>;
/** A draft's changes as the schema has checked them. */
export type UpdatedDraft = z.output<typeof updateDraftSchema>;

/**
 * The files a create or a change names: `attachmentIds` when given, else the one file of
 * `attachmentId` (null: none); undefined when neither is given (a change keeps the files).
 */
export function requestedFileIds(input: {
  attachmentIds?: string[] | undefined;
  attachmentId?: string | null | undefined;
}): string[] | undefined {
  if (input.attachmentIds) return input.attachmentIds;
  if (input.attachmentId === undefined) return undefined;
  return input.attachmentId ? [input.attachmentId] : [];
}

/** Sending a draft: the attestation the PHI guard may ask for (see createSubmissionSchema). */
export const submitDraftSchema = z.object({ phiAttestation: z.boolean().optional() });

// ---------------------------------------------------------------------------------------------
// What the API answers (GET/POST/PATCH /api/submissions...). Lenient on purpose: a status or
// field the server adds later must not break an older page.

const nullableText = z.string().nullable();

/** One submission as the API returns it; times are ISO 8601 strings. */
export const submissionRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: nullableText.default(null),
  email: nullableText.default(null),
  jobTitle: nullableText.default(null),
  ideaTitle: z.string(),
  ideaDescription: z.string().default(''),
  /** The first file's id and name, for a client of one file; `attachments` lists them all. */
  attachmentId: nullableText.default(null),
  attachmentName: nullableText.default(null),
  /** How many files the idea has. */
  fileCount: z.number().default(0),
  /** The idea's files, in order. */
  attachments: z.array(ideaFileSchema).default([]),
  /** One of submissionStatuses, or anything newer (shown as 'Unknown'). */
  status: z.string(),
  adminNotes: nullableText.default(null),
  agreementId: nullableText.default(null),
  resubmittedFrom: nullableText.default(null),
  createdAt: z.string(),
  /** When the idea was sent, set once at the send; null for a draft. */
  submittedAt: nullableText.default(null),
  updatedAt: z.string(),
  reviewedAt: nullableText.default(null),
  reviewedBy: nullableText.default(null),
  /** Whether staff wait on the submitter's answer ('awaiting_inventor') or have it. */
  inventorState: nullableText.default(null),
  facts: inventionFactsRecordSchema,
  /** Inventors listed (the submitter included) and those who confirmed (ADR 35). */
  inventorCount: z.number().default(1),
  confirmedCount: z.number().default(1),
  /** Counts a draft's saves; an update names the one it was made from. */
  version: z.number().default(1),
  /** Who invented it and each one's answer; given with one idea, not in lists. */
  inventors: inventorsRecordSchema.nullable().default(null),
  /** Where an approved idea is in the patent pipeline, and when a decision is expected. */
  pipeline: inventorPipelineSchema.nullable().default(null),
});
export type SubmissionRecord = z.infer<typeof submissionRecordSchema>;

export const submissionResponseSchema = z.object({ submission: submissionRecordSchema });
export const submissionListResponseSchema = z.object({
  submissions: z.array(submissionRecordSchema),
});

/**
 * The date an idea is shown and ordered by: when it was sent, or for a draft when it was last
 * saved. Never when its row was made: a draft saved at 15:05 and sent at 15:24 was submitted at
 * 15:24. A sent idea's time is null only where nothing recorded its sending.
 */
export function shownDate(record: {
  status: string;
  submittedAt: string | null;
  updatedAt: string;
}) {
  return record.status === 'draft'
    ? { label: 'Last saved' as const, at: record.updatedAt }
    : { label: 'Submitted' as const, at: record.submittedAt };
}

/** The browser-only status of an idea kept in the retry queue (spec 02 §4). */
export const LOCAL_PENDING_STATUS = 'pending-local';
