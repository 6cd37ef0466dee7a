import { z } from 'zod';
import { ideaFileSchema } from './attachments';
import { inventorStates } from './conversation';
import { inventorsRecordSchema } from './co-inventors';
import { inventionFactsRecordSchema } from './invention-facts';
import { stages } from './pipeline';
import { listDirection, listPage, listPageSize, listSearch } from './list-query';
import { reviewStatuses } from './submissions';
import { tagFilterSchema } from './tags';
import { plainText } from './text';

// The staff side of submissions (/api/admin/submissions/...): what the list takes, what a row,
// the list and one idea's page hold, and the status update.

export const ADMIN_NOTES_MAX = 5_000;

/** The tabs of /admin/submissions. */
export const submissionTabs = ['all', ...reviewStatuses] as const;
export type SubmissionTab = (typeof submissionTabs)[number];
/** `relevance`: the best matches first when searching, else the newest first (ADR 14). */
export const submissionSortKeys = [
  'relevance',
  'inventor',
  'status',
  'date',
  'score',
  'reviews',
  'barDate',
  'stage',
  'decisionDue',
] as const;
export type SubmissionSortKey = (typeof submissionSortKeys)[number];

/** The conversation filters of /admin/submissions, beside the tabs: where it stands, or unread. */
export const conversationFilters = [...inventorStates, 'unread'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];
export const conversationFilterLabels: Record<ConversationFilter, string> = {
  awaiting_inventor: 'Awaiting inventor',
  inventor_replied: 'Inventor replied',
  unread: 'Unread',
};

/**
 * The review filter of /admin/submissions: pending ideas still waiting for a review (none
 * scored yet, or an assigned review still to score), or those with at least one scorecard.
 */
export const reviewFilters = ['needs_reviews', 'reviewed'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];
export const reviewFilterLabels: Record<ReviewFilter, string> = {
  needs_reviews: 'Needs reviews',
  reviewed: 'Reviewed',
};

/**
 * GET /api/admin/submissions (and .../export.csv). Unknown or malformed values fall back to the
 * defaults rather than failing: these come from a shareable URL. Default: the best matches
 * first when searching, else the newest first.
 */
export const adminSubmissionsQuerySchema = z.object({
  status: z.enum(submissionTabs).catch('all'),
  review: z.enum(reviewFilters).optional().catch(undefined),
  q: listSearch,
  sort: z.enum(submissionSortKeys).catch('relevance'),
  dir: listDirection.catch('desc'),
  conversation: z.enum(conversationFilters).optional().catch(undefined),
  /** Only ideas with this staff tag. */
  tag: tagFilterSchema,
  /** Only ideas whose next bar date is within this many days (ADR 36). */
  barDate: z.enum(['90']).optional().catch(undefined),
  /** Only ideas at this stage of the patent pipeline (ADR 40). */
  stage: z.enum(stages).optional().catch(undefined),
  /** Only ideas whose decision is due within this many days, or overdue. */
  decisionDue: z.enum(['30']).optional().catch(undefined),
  /** Only ideas in which the PHI guard found what looks like a patient identifier. */
  phi: z.enum(['flagged']).optional().catch(undefined),
  page: listPage,
  pageSize: listPageSize,
});
export type AdminSubmissionsQuery = z.infer<typeof adminSubmissionsQuerySchema>;

/** PATCH /api/admin/submissions/:id/status: 'Update Submission Status'. */
export const updateSubmissionStatusSchema = z.object({
  status: z.enum(reviewStatuses, 'Choose Pending, Approved or Rejected.'),
  adminNotes: plainText(
    z
      .string()
      .trim()
      .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters.`),
    'Admin notes',
    'multi-line',
  )
    .nullable()
    .default(null)
    .transform((notes) => notes || null),
});
export type UpdateSubmissionStatusInput = z.input<typeof updateSubmissionStatusSchema>;

const text = z.string().nullable();

/** One row of the staff submission list (the spec's admin_submissions_view, camel-cased). */
export const adminSubmissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: text,
  email: z.string(),
  jobTitle: text,
  ideaTitle: z.string(),
  ideaDescription: z.string(),
  /** The first file's id and name (the spec's one attachment); `attachments` lists them all. */
  attachmentId: text,
  attachmentName: text,
  fileCount: z.number().default(0),
  attachments: z.array(ideaFileSchema).default([]),
  status: z.string(),
  adminNotes: text,
  /** The signed agreement the idea was sent under; download it with /api/agreements/:id/document. */
  agreementId: text,
  createdAt: z.string(),
  /** When the idea was sent: the date staff see and sort by. Null only where nothing recorded it. */
  submittedAt: text,
  updatedAt: z.string(),
  reviewedAt: text,
  reviewedBy: text,
  /** The reviewer's email, when there was one. */
  reviewedByEmail: text,
  /** 'awaiting_inventor', 'inventor_replied' or null (common/conversation.ts). */
  inventorState: text,
  /** When anyone (staff notes included) last wrote in its conversation. */
  lastMessageAt: text,
  /** Staff-only tags, in alphabetical order. */
  tags: z.array(z.string()),
  /** In the list: messages the reading staff member has not read. */
  unread: z.number().optional(),
  /** Submitted scorecards. */
  reviewCount: z.number(),
  /**
   * The mean of the scorecards' weighted scores (1–5); null before any, and for a reviewer who
   * has not submitted their own (blind scoring).
   */
  averageScore: z.number().nullable(),
  /** Inventors listed (the submitter included) and those who confirmed (ADR 35). */
  inventorCount: z.number().default(1),
  confirmedCount: z.number().default(1),
  /** Whether the PHI guard found what looks like a patient identifier when it was sent. */
  phiFlagged: z.boolean().default(false),
  /** The earliest bar date not yet past (YYYY-MM-DD), and where it holds; null when none. */
  nextBarDate: z.string().nullable().default(null),
  nextBarDateWhere: z.string().nullable().default(null),
  /** Its stage in the patent pipeline, and since when; null before it enters (ADR 40). */
  stage: z.enum(stages).nullable().default(null),
  stageChangedAt: z.string().nullable().default(null),
  /** The day its decision is due (YYYY-MM-DD), while one is awaited on a complete disclosure. */
  decisionDueOn: z.string().nullable().default(null),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

export const submissionCountsSchema = z.object({
  all: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

/**
 * The list: one page of rows, the total for the current tab, and each tab's count (same search).
 * Under a search a count past SEARCH_COUNT_CAP is that cap, named in `cappedCounts` (and
 * `totalIsCapped` for the total): there are more.
 */
export const adminSubmissionListSchema = z.object({
  submissions: z.array(adminSubmissionSchema),
  total: z.number(),
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  counts: submissionCountsSchema,
  cappedCounts: z.array(z.enum(submissionTabs)),
});
export type AdminSubmissionList = z.infer<typeof adminSubmissionListSchema>;

/** GET /api/admin/conversation-counts: the conversation filters' counts, for the reader. */
export const conversationCountsSchema = z.object({
  awaiting_inventor: z.number(),
  inventor_replied: z.number(),
  unread: z.number(),
});
export type ConversationCounts = z.infer<typeof conversationCountsSchema>;

/** An audit log entry about one submission: status changes, downloads, deletion. */
export const historyEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorEmail: text,
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/admin/submissions/:id. */
export const adminSubmissionDetailSchema = z.object({
  submission: adminSubmissionSchema,
  /** The invention's facts, on its page (not in the list's rows). */
  facts: inventionFactsRecordSchema,
  /** Its inventors, each co-inventor's answer, and a dispute's comment. */
  inventors: inventorsRecordSchema,
  /** What the PHI guard found when it was sent, and the inventor's attestation; null before. */
  phiCheck: z
    .object({
      found: z.array(z.object({ where: z.string(), types: z.array(z.string()) })),
      attestation: z.string().nullable(),
    })
    .nullable()
    .default(null),
  history: z.array(historyEntrySchema),
});
export type AdminSubmissionDetail = z.infer<typeof adminSubmissionDetailSchema>;
