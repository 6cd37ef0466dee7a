import { z } from 'zod';
import { isEmailLike, normaliseEmail } from './auth/email';
import { signingCredentials } from './auth/signing';
import { deadlineSchema } from './docket';
import { filingSchema } from './filings';
import { plainText } from './text';

// The patent pipeline (ADR 40): what follows an idea's approval. Each stage is entered in
// order, by an admin, with a reason; outside counsel write a signed patentability opinion and
// an admin records a signed decision. The spec's statuses stay as they are: the stage is what
// follows Approved.

/** The stages after review, in their order; Closed may follow any of the others. */
export const stages = ['patentability_review', 'decision', 'filed', 'closed'] as const;
export type Stage = (typeof stages)[number];

export const stageLabels: Record<Stage, string> = {
  patentability_review: 'Patentability review',
  decision: 'Decision',
  filed: 'Filed',
  closed: 'Closed',
};

/**
 * Which stages each stage may move to (21 CFR 11.10(f): steps in their order). `null` is an
 * approved idea not yet in the pipeline.
 */
export const nextStages: Record<Stage | 'none', readonly Stage[]> = {
  none: ['patentability_review'],
  patentability_review: ['decision', 'closed'],
  decision: ['filed', 'closed'],
  filed: ['closed'],
  closed: [],
};

/** What counsel recommend. */
export const recommendations = [
  'file_provisional',
  'file_nonprovisional_or_pct',
  'trade_secret',
  'defensive_publication',
  'do_not_pursue',
] as const;
export type Recommendation = (typeof recommendations)[number];

export const recommendationLabels: Record<Recommendation, string> = {
  file_provisional: 'File a provisional application',
  file_nonprovisional_or_pct: 'File a non-provisional or PCT application',
  trade_secret: 'Keep as a trade secret',
  defensive_publication: 'Publish defensively',
  do_not_pursue: 'Do not pursue',
};

/** What the company decides. */
export const decisionOutcomes = [
  'file',
  'trade_secret',
  'defensive_publication',
  'decline',
] as const;
export type DecisionOutcome = (typeof decisionOutcomes)[number];

export const decisionOutcomeLabels: Record<DecisionOutcome, string> = {
  file: 'File a patent application',
  trade_secret: 'Keep as a trade secret',
  defensive_publication: 'Publish defensively',
  decline: 'Decline',
};

/** The printed meaning of an opinion's signature (21 CFR 11.50), on every copy. */
export const opinionMeaning = (reference: string, recommendation: Recommendation) =>
  `Patentability opinion on disclosure ${reference}: ${recommendationLabels[recommendation]}.`;

/** The printed meaning of a decision's signature. */
export const decisionMeaning = (reference: string, outcome: DecisionOutcome) =>
  `Decision on disclosure ${reference}: ${decisionOutcomeLabels[outcome]}.`;

/** Days from a complete disclosure to the decision, unless admins set another target. */
export const DEFAULT_DECISION_TARGET_DAYS = 120;
/** The days before the target at which staff are warned, each once. */
export const decisionWarningDays = [30, 7] as const;

export const pipelineLimits = {
  reason: 2_000,
  reasoning: 50_000,
  opinionFiles: 10,
  counselName: 200,
  targetDays: { min: 7, max: 730 },
} as const;

export const pipelineMessages = {
  notApproved: 'Only an approved idea enters the patent pipeline.',
  stageOrder: (from: string, to: string) => `An idea in ${from} cannot move to ${to}.`,
  stageChanged:
    'Someone else moved this idea in the meantime. Its stage is shown now; check it and try again.',
  reasonRequired: 'Say why.',
  reasonTooLong: `Keep it to ${pipelineLimits.reason} characters.`,
  filedWithoutFiling: 'Record a filing before the idea moves to Filed.',
  filedWithoutFileDecision: 'An idea moves to Filed only after a decision to file.',
  inPipeline:
    'This idea is in the patent pipeline: its status stays Approved. Close it in the pipeline instead.',
  recommendationRequired: 'Choose a recommendation.',
  reasoningRequired: 'Write the reasoning of the opinion.',
  reasoningTooLong: `The reasoning must be at most ${pipelineLimits.reasoning.toLocaleString('en-US')} characters.`,
  outcomeRequired: 'Choose the decision.',
  decisionNeedsStage: 'A decision is recorded once the idea is at the Decision stage.',
  alreadyDecided: 'A decision has already been recorded for this idea.',
  opinionRequired:
    'No patentability opinion has been signed for this idea. Record why it is waived, or wait for the opinion.',
  opinionClosed: 'Opinions are written before the decision: this idea has one already.',
  counselEmail: 'Enter a valid email address.',
  counselIsStaff:
    'This address belongs to a staff account. Outside counsel sign in with an account of their own.',
  counselAlreadyInvited: 'This attorney is already invited to this idea.',
  invitationNotFound: 'Invitation not found.',
  noteNotFound: 'Note not found.',
  notAnInternalNote: 'Only an internal note can be shared with counsel.',
  targetDays: `Enter a whole number of days from ${pipelineLimits.targetDays.min} to ${pipelineLimits.targetDays.max}.`,
  settingsChanged:
    'Another admin saved the pipeline settings after you opened them. Their version is shown now.',
  counselTwoFactor: 'Outside counsel need two-factor sign-in. Set it up to continue.',
} as const;

const reason = plainText(
  z
    .string(pipelineMessages.reasonRequired)
    .trim()
    .min(1, pipelineMessages.reasonRequired)
    .max(pipelineLimits.reason, pipelineMessages.reasonTooLong),
  'Reason',
  'multi-line',
);

/** The signer's proof of who they are, asked at each signature (21 CFR 11.200). */
const credentials = signingCredentials;

export const moveStageSchema = z.object({
  to: z.enum(stages, 'Choose a stage.'),
  /** The stage the admin saw: a move made from an older view is refused, not applied. */
  from: z.enum(stages).nullable(),
  reason,
});
export type MoveStageInput = z.input<typeof moveStageSchema>;

export const inviteCounselSchema = z.object({
  email: z
    .string(pipelineMessages.counselEmail)
    .trim()
    .max(254, pipelineMessages.counselEmail)
    .refine(isEmailLike, pipelineMessages.counselEmail)
    .transform(normaliseEmail),
  name: plainText(z.string().trim().max(pipelineLimits.counselName), 'Name').default(''),
});
export type InviteCounselInput = z.input<typeof inviteCounselSchema>;

export const opinionInputSchema = z.object({
  recommendation: z.enum(recommendations, pipelineMessages.recommendationRequired),
  reasoning: plainText(
    z
      .string(pipelineMessages.reasoningRequired)
      .trim()
      .min(1, pipelineMessages.reasoningRequired)
      .max(pipelineLimits.reasoning, pipelineMessages.reasoningTooLong),
    'Reasoning',
    'multi-line',
  ),
  attachmentIds: z
    .array(z.uuid('Attachment information is missing'))
    .max(
      pipelineLimits.opinionFiles,
      `An opinion can have at most ${pipelineLimits.opinionFiles} files.`,
    )
    .refine((ids) => new Set(ids).size === ids.length, 'A file is listed twice.')
    .default([]),
  ...credentials,
});
export type OpinionInput = z.input<typeof opinionInputSchema>;

export const decisionInputSchema = z.object({
  outcome: z.enum(decisionOutcomes, pipelineMessages.outcomeRequired),
  reason,
  /** Why no opinion was needed; required when none was signed. */
  waiverReason: plainText(
    z.string().trim().max(pipelineLimits.reason, pipelineMessages.reasonTooLong),
    'Waiver reason',
    'multi-line',
  ).optional(),
  ...credentials,
});
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const pipelineSettingsInputSchema = z.object({
  decisionTargetDays: z
    .number(pipelineMessages.targetDays)
    .int(pipelineMessages.targetDays)
    .min(pipelineLimits.targetDays.min, pipelineMessages.targetDays)
    .max(pipelineLimits.targetDays.max, pipelineMessages.targetDays),
  basedOn: z.number().int(),
});
export type PipelineSettingsInput = z.input<typeof pipelineSettingsInputSchema>;

export const pipelineSettingsSchema = z.object({
  version: z.number(),
  decisionTargetDays: z.number(),
  savedAt: z.string(),
});
export type PipelineSettings = z.infer<typeof pipelineSettingsSchema>;

/** The decision clock: from a complete disclosure (all inventors confirmed) to the target. */
export const decisionClockSchema = z.object({
  /** When the last inventor confirmed; null while some have not. */
  completeAt: z.string().nullable(),
  /** The target day (UTC), or null while the disclosure is incomplete. */
  dueOn: z.string().nullable(),
  /** Whole days from today (UTC) to the target; negative once past. */
  daysLeft: z.number().nullable(),
  targetDays: z.number(),
  /** When the decision was recorded: the clock has stopped. */
  decidedAt: z.string().nullable(),
});
export type DecisionClock = z.infer<typeof decisionClockSchema>;

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The clock of an idea, from when its disclosure was complete and the target in force. */
export function decisionClock(
  completeAt: Date | null,
  targetDays: number,
  decidedAt: Date | null,
  now: Date = new Date(),
): DecisionClock {
  if (!completeAt)
    return { completeAt: null, dueOn: null, daysLeft: null, targetDays, decidedAt: null };
  const start = Date.parse(utcDay(completeAt));
  const due = start + targetDays * DAY_MS;
  return {
    completeAt: completeAt.toISOString(),
    dueOn: utcDay(new Date(due)),
    daysLeft: decidedAt ? null : Math.round((due - Date.parse(utcDay(now))) / DAY_MS),
    targetDays,
    decidedAt: decidedAt?.toISOString() ?? null,
  };
}

/** How a clock reads on a screen: "Due in 12 days", "Due today", "3 days overdue". */
export function clockText(clock: Pick<DecisionClock, 'daysLeft' | 'decidedAt'>): string | null {
  if (clock.decidedAt) return 'Decided';
  const days = clock.daysLeft;
  if (days === null) return null;
  if (days === 0) return 'Decision due today';
  if (days > 0) return `Decision due in ${days} day${days === 1 ? '' : 's'}`;
  return `Decision ${-days} day${days === -1 ? '' : 's'} overdue`;
}

/** One move between stages, as every reader of the pipeline sees it. */
export const stageMoveSchema = z.object({
  id: z.string(),
  from: z.enum(stages).nullable(),
  to: z.enum(stages),
  reason: z.string(),
  movedBy: z.string(),
  movedAt: z.string(),
});

export const counselInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  invitedBy: z.string(),
  invitedAt: z.string(),
  /** Whether the attorney has an account with that address and the counsel role. */
  hasAccount: z.boolean(),
});
export type CounselInvitation = z.infer<typeof counselInvitationSchema>;

const signedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});

export const opinionSchema = z.object({
  id: z.string(),
  recommendation: z.enum(recommendations),
  /** Left out for readers who may see only that an opinion exists and its hash. */
  reasoning: z.string().optional(),
  files: z.array(signedFile).optional(),
  printedName: z.string(),
  meaning: z.string(),
  signedAt: z.string(),
  sha256: z.string(),
  /** The later opinion that replaced it, if one did. */
  supersededBy: z.string().nullable(),
});
export type Opinion = z.infer<typeof opinionSchema>;

export const decisionSchema = z.object({
  id: z.string(),
  outcome: z.enum(decisionOutcomes),
  reason: z.string(),
  opinionId: z.string().nullable(),
  waiverReason: z.string().nullable(),
  printedName: z.string(),
  meaning: z.string(),
  decidedAt: z.string(),
  sha256: z.string(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const sharedNoteSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  writtenAt: z.string(),
  sharedAt: z.string(),
});
export type SharedNote = z.infer<typeof sharedNoteSchema>;

/** An idea's pipeline as staff and its counsel read it. */
export const pipelineSchema = z.object({
  submissionId: z.string(),
  reference: z.string(),
  ideaTitle: z.string(),
  status: z.string(),
  stage: z.enum(stages).nullable(),
  stageChangedAt: z.string().nullable(),
  /** The stages it may move to now (admins only; empty for counsel). */
  nextStages: z.array(z.enum(stages)),
  moves: z.array(stageMoveSchema),
  clock: decisionClockSchema,
  /** Admins only: who is invited. */
  counsel: z.array(counselInvitationSchema).optional(),
  opinions: z.array(opinionSchema),
  decision: decisionSchema.nullable(),
  sharedNotes: z.array(sharedNoteSchema),
  /** The applications filed, oldest first, and the deadlines they and the bar dates set. */
  filings: z.array(filingSchema),
  deadlines: z.array(deadlineSchema),
  /** What the reader may do. */
  may: z.object({ manage: z.boolean(), opine: z.boolean() }),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

/** One idea on counsel's list (or the admin's pipeline list). */
export const pipelineIdeaSchema = z.object({
  submissionId: z.string(),
  reference: z.string(),
  ideaTitle: z.string(),
  stage: z.enum(stages).nullable(),
  stageChangedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  clock: decisionClockSchema,
  invitedAt: z.string().nullable(),
  opinionCount: z.number(),
});
export type PipelineIdea = z.infer<typeof pipelineIdeaSchema>;

/** What the inventors see: the stage and the expected date, never the opinion. */
export const inventorPipelineSchema = z.object({
  stage: z.enum(stages).nullable(),
  stageChangedAt: z.string().nullable(),
  /** The day a decision is expected, while one is awaited. */
  expectedOn: z.string().nullable(),
});
export type InventorPipeline = z.infer<typeof inventorPipelineSchema>;
