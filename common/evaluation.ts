import { z } from 'zod';
import { signingCredentials } from './auth/signing';
import { declineReasons, recommendations } from './evaluation-shape';
import { plainText } from './text';

// The evaluation of sent ideas (/api/admin/...): reviewers assigned by admins, the scorecard
// criteria admins configure, and the scorecards reviewers submit blind.

export const evaluationLimits = {
  reviewersPerRequest: 20,
  submissionsPerRequest: 100,
  criteria: 12,
  criterionName: 60,
  guidance: 500,
  comment: 2_000,
  declineNote: 1_000,
  maxWeight: 10,
} as const;

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

export const evaluationTexts = {
  notAssignable: 'Only reviewers and admins can be assigned.',
  ownIdea: 'Nobody can review their own idea: choose another reviewer for it.',
  notAssigned: 'You are not assigned to review this submission.',
  alreadyScored: 'You have already submitted your scorecard for this submission.',
  alreadyDeclined: 'You have declined this review.',
  scoredCannotDecline: 'You have already submitted your scorecard; it cannot be declined now.',
  criteriaChanged:
    'The scorecard criteria have changed since you opened this form. Please reload and score again.',
  scoreEveryCriterion: 'Please score every criterion.',
  unknownCriterion: 'This criterion is not on the current scorecard.',
  scoreRange: `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`,
  recommendationRequired: 'Please choose a recommendation: advance, hold or decline.',
  dueDate: 'The due date must be a date (YYYY-MM-DD) from today on.',
  criteriaRequired: 'Keep at least one active criterion.',
  criterionNameRequired: 'Please name every criterion.',
  duplicateCriterion: 'Two criteria cannot have the same name.',
  weightRange: `Each weight must be a number from 0.5 to ${evaluationLimits.maxWeight}.`,
  reasonRequired: 'Please choose why you decline.',
} as const;

export const recommendationLabels: Record<(typeof recommendations)[number], string> = {
  advance: 'Advance',
  hold: 'Hold',
  decline: 'Decline',
};

/** The printed meaning of a final scorecard's signature. */
export const scorecardMeaning = (recommendation: string) =>
  `Final scorecard: reviewed and scored, recommending ${recommendationLabels[recommendation as (typeof recommendations)[number]] ?? recommendation}.`;

export const declineReasonLabels: Record<(typeof declineReasons)[number], string> = {
  conflict_of_interest: 'Conflict of interest',
  other: 'Other reason',
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2027-02-30 parses in JavaScript as March 2nd, so it must read back. */
const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};
const dueOn = z
  .string(evaluationTexts.dueDate)
  .regex(isoDate, evaluationTexts.dueDate)
  .refine(isCalendarDay, evaluationTexts.dueDate)
  .refine(
    (value) => value >= new Date(Date.now() - 14 * 3_600_000).toISOString().slice(0, 10),
    evaluationTexts.dueDate,
  );

/** POST /api/admin/assignments: assigns reviewers to submissions (one or many, from the list). */
export const assignReviewersSchema = z.object({
  // Ids in lower case, as the database writes them: the same id twice is one.
  submissionIds: z
    .array(z.uuid('Choose submissions to assign.').transform((id) => id.toLowerCase()))
    .min(1, 'Choose submissions to assign.')
    .max(evaluationLimits.submissionsPerRequest),
  reviewerIds: z
    .array(z.uuid('Choose reviewers to assign.').transform((id) => id.toLowerCase()))
    .min(1, 'Choose reviewers to assign.')
    .max(evaluationLimits.reviewersPerRequest),
  dueOn: dueOn.nullable().default(null),
});
export type AssignReviewersInput = z.input<typeof assignReviewersSchema>;

export const declineNote = plainText(
  z.string().trim().max(evaluationLimits.declineNote, 'The note must be at most 1,000 characters.'),
  'Note',
  'multi-line',
);

/** POST /api/admin/submissions/:id/assignment/decline: the reviewer declines, with why. */
export const declineReviewSchema = z.object({
  reason: z.enum(declineReasons, evaluationTexts.reasonRequired),
  note: declineNote.nullable().default(null),
});

const criterionName = plainText(
  z
    .string(evaluationTexts.criterionNameRequired)
    .trim()
    .min(1, evaluationTexts.criterionNameRequired)
    .max(evaluationLimits.criterionName, 'A criterion name must be at most 60 characters.'),
  'Criterion name',
);

/** PUT /api/admin/criteria: the whole set, saved as a new version. */
export const saveCriteriaSchema = z.object({
  criteria: z
    .array(
      z.object({
        /** Kept for a criterion that already exists; a new one gets an id from its name. */
        id: z
          .string()
          .regex(/^[a-z0-9-]{1,80}$/)
          .optional(),
        name: criterionName,
        guidance: plainText(
          z
            .string()
            .trim()
            .max(evaluationLimits.guidance, 'Guidance must be at most 500 characters.'),
          'Guidance',
          'multi-line',
        ).default(''),
        weight: z
          .number(evaluationTexts.weightRange)
          .min(0.5, evaluationTexts.weightRange)
          .max(evaluationLimits.maxWeight, evaluationTexts.weightRange)
          .refine((weight) => Number.isInteger(weight * 2), evaluationTexts.weightRange),
        active: z.boolean().default(true),
      }),
    )
    .min(1, evaluationTexts.criteriaRequired)
    .max(evaluationLimits.criteria, 'At most 12 criteria.')
    .refine((list) => list.some((c) => c.active), evaluationTexts.criteriaRequired)
    .refine(
      (list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length,
      evaluationTexts.duplicateCriterion,
    ),
});
export type SaveCriteriaInput = z.input<typeof saveCriteriaSchema>;

const comment = plainText(
  z.string().trim().max(evaluationLimits.comment, 'A comment must be at most 2,000 characters.'),
  'Comment',
  'multi-line',
);

/** POST /api/admin/submissions/:id/scorecard: final once sent. */
export const submitScorecardSchema = z.object({
  /** The criteria version the form showed: a changed set is refused, not silently rescored. */
  criteriaVersion: z.number().int().positive(),
  scores: z
    .array(
      z.object({
        criterionId: z.string().min(1).max(80),
        score: z
          .number(evaluationTexts.scoreRange)
          .int(evaluationTexts.scoreRange)
          .min(SCORE_MIN, evaluationTexts.scoreRange)
          .max(SCORE_MAX, evaluationTexts.scoreRange),
        comment: comment.nullable().default(null),
      }),
    )
    .min(1, evaluationTexts.scoreEveryCriterion)
    .max(evaluationLimits.criteria),
  recommendation: z.enum(recommendations, evaluationTexts.recommendationRequired),
  comment: comment.nullable().default(null),
  /** A scorecard is final and signed: the reviewer proves who they are again (21 CFR 11.200). */
  ...signingCredentials,
});
export type SubmitScorecardInput = z.input<typeof submitScorecardSchema>;

// ---------------------------------------------------------------------------------------------
// What the API answers.

export const criterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  guidance: z.string(),
  weight: z.number(),
  active: z.boolean(),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const criteriaResponseSchema = z.object({
  version: z.number(),
  criteria: z.array(criterionSchema),
  savedAt: z.string(),
});
export type CriteriaResponse = z.infer<typeof criteriaResponseSchema>;

/** POST /api/admin/assignments: how many assignments were made, and how many changed. */
export const assignReviewersResponseSchema = z.object({
  assigned: z.number(),
  updated: z.number(),
});

export const assignmentStates = ['to_score', 'scored', 'declined'] as const;
export type AssignmentState = (typeof assignmentStates)[number];

export const assignmentRecordSchema = z.object({
  reviewerId: z.string(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
  assignedAt: z.string(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
  state: z.enum(assignmentStates),
  declineReason: z.string().nullable(),
  declineNote: z.string().nullable(),
});
export type AssignmentRecord = z.infer<typeof assignmentRecordSchema>;

export const scorecardRecordSchema = z.object({
  id: z.string(),
  reviewerId: z.string().nullable(),
  reviewerName: z.string(),
  mine: z.boolean(),
  criteriaVersion: z.number(),
  scores: z.array(
    z.object({
      criterionId: z.string(),
      name: z.string(),
      weight: z.number(),
      score: z.number(),
      comment: z.string().nullable(),
    }),
  ),
  weightedScore: z.number(),
  recommendation: z.string(),
  comment: z.string().nullable(),
  submittedAt: z.string(),
  /** The printed meaning of the reviewer's signature (21 CFR 11.50). */
  meaning: z.string(),
});
export type ScorecardRecord = z.infer<typeof scorecardRecordSchema>;

/** POST /api/admin/submissions/:id/scorecard (201): the card as it was recorded. */
export const scorecardResponseSchema = z.object({ scorecard: scorecardRecordSchema });

/** The results of a submission's scorecards: shown to admins, and to reviewers who have scored. */
export const evaluationSummarySchema = z.object({
  reviewCount: z.number(),
  averageScore: z.number().nullable(),
  /** Per criterion (by id, across versions): the lowest and highest score and the mean. */
  spread: z.array(
    z.object({
      criterionId: z.string(),
      name: z.string(),
      min: z.number(),
      max: z.number(),
      mean: z.number(),
      count: z.number(),
    }),
  ),
  recommendations: z.record(z.string(), z.number()),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

/** GET /api/admin/submissions/:id/evaluation. */
export const evaluationResponseSchema = z.object({
  /** The criteria a new scorecard is scored on (the active ones of the current version). */
  criteria: z.object({ version: z.number(), criteria: z.array(criterionSchema) }),
  assignments: z.array(assignmentRecordSchema),
  /** The reader's own assignment, if they have one. */
  myAssignment: assignmentRecordSchema.nullable(),
  /** False while the reader is a reviewer who has not submitted their own scorecard. */
  resultsVisible: z.boolean(),
  scorecards: z.array(scorecardRecordSchema),
  summary: evaluationSummarySchema.nullable(),
});
export type EvaluationResponse = z.infer<typeof evaluationResponseSchema>;

/** One row of a reviewer's queue (GET /api/admin/reviews). */
export const reviewQueueItemSchema = z.object({
  submissionId: z.string(),
  /** Empty for a conflict of interest: the idea is hidden from its reviewer. */
  title: z.string().nullable(),
  inventor: z.string().nullable(),
  submittedAt: z.string().nullable(),
  assignedAt: z.string(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
  state: z.enum(assignmentStates),
  declineReason: z.string().nullable(),
  scoredAt: z.string().nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueResponseSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  counts: z.object({ to_score: z.number(), scored: z.number(), declined: z.number() }),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** GET /api/admin/evaluation-stats: the dashboard's evaluation card. */
export const evaluationStatsSchema = z.object({
  awaitingAssignment: z.number(),
  reviewsDue: z.number(),
  reviewsOverdue: z.number(),
  /** Mean seconds from sending to the first submitted scorecard, whole; null before any. */
  averageSecondsToFirstReview: z.number().nullable(),
});
export type EvaluationStats = z.infer<typeof evaluationStatsSchema>;
