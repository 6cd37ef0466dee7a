// The admin's "Audit trail" page (/api/admin/audit-trail): the audit log, filtered, a page at a
// time, and as CSV or PDF.
import { z } from 'zod';
import { isAuditAction, type AuditAction } from './audit-events';
import { plainText } from './text';

/** Entries a page holds. */
export const AUDIT_TRAIL_PAGE_SIZE = 50;
/** Rows a CSV holds at most: enough for any review, little enough to send in one download. */
export const AUDIT_TRAIL_CSV_MAX = 100_000;
/** Rows a PDF holds at most: a PDF is read, and 5,000 rows are already some 150 pages. */
export const AUDIT_TRAIL_PDF_MAX = 5_000;

export const auditTrailTexts = {
  badIdea: 'Give the idea as its 8-character reference (such as 1a2b3c4d) or its full id.',
  badPerson: 'Give the person as an email address, such as name@example.com.',
  badAction: 'Choose an action from the list.',
  badFrom: 'Give the from date as YYYY-MM-DD, such as 2026-12-05.',
  badTo: 'Give the to date as YYYY-MM-DD, such as 2026-12-05.',
  fromAfterTo: 'The from date must not be after the to date.',
  badCursor: 'The list has moved on. Please load it again.',
  empty: 'No audit entries match these filters.',
  emptyLog: 'The audit log has no entries yet.',
} as const;

/**
 * Words for each action. Partial on purpose: a new event without words yet is shown by its
 * name, as is one a newer server logged (common/audit-trail.test.ts asks for words for all).
 */
export const auditActionLabels: Partial<Record<AuditAction, string>> = {
  'submission.status_changed': 'Status changed',
  'submission.notes_changed': 'Review notes changed',
  'submission.deleted': 'Submission deleted',
  'submission.hold_placed': 'Legal hold placed',
  'submission.hold_lifted': 'Legal hold lifted',
  'retention_settings.saved': 'Retention period saved',
  'account.created_by_sso': 'Account made by single sign-on',
  'sso_provider.added': 'Identity provider added',
  'sso_provider.updated': 'Identity provider changed',
  'sso_provider.removed': 'Identity provider removed',
  'sign_in_policy.saved': 'Staff sign-in policy saved',
  'submissions.exported': 'Submissions exported (CSV)',
  'submission.tag_added': 'Tag added',
  'submission.tag_removed': 'Tag removed',
  'submission.linked': 'Submissions linked',
  'submission.unlinked': 'Submissions unlinked',
  'attachment.downloaded': 'Attachment downloaded',
  'submission.evidence_downloaded': 'Evidence bundle downloaded',
  'proof.checked': 'Document checked on /verify',
  'conversation.message_posted': 'Message posted',
  'agreement.signed': 'Agreement signed',
  'agreement.downloaded': 'Agreement downloaded',
  'agreement.archived': 'Agreement archived for long-term validation',
  'user.role_changed': 'Staff role changed',
  'account.terms_accepted': 'Terms accepted',
  'account.data_exported': 'Own data downloaded',
  'account.erased': 'Account erased',
  'account.erasure_requested': 'Account closed, records kept',
  'account.erasure_answered': 'Erasure request answered',
  'session.revoked': 'Session signed out',
  'session.revoked_others': 'Other sessions signed out',
  'profile.name_changed': 'Name changed',
  'two_factor.enabled': 'Two-factor sign-in turned on',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.backup_code_used': 'Backup code used',
  'two_factor.backup_codes_regenerated': 'Backup codes made again',
  'two_factor.reset': 'Two-factor sign-in reset',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'review.assigned': 'Reviewer assigned',
  'review.unassigned': 'Reviewer unassigned',
  'review.declined': 'Review declined',
  'scorecard.submitted': 'Scorecard submitted',
  'criteria.saved': 'Review criteria saved',
  'fact_requirements.saved': 'Required facts saved',
  'co_inventor.attested': 'Inventorship confirmed',
  'co_inventor.disputed': 'Inventorship disputed',
  'co_inventor.invitation_resent': 'Co-inventor invitation sent again',
  'co_inventor.address_corrected': 'Co-inventor address corrected',
  'bar_date_rules.saved': 'Bar-date rules saved',
  'calendar_feed.reset': 'Calendar feed reset',
  'mail.sent_again': 'Mail sent again',
  'pipeline.stage_moved': 'Pipeline stage moved',
  'pipeline.counsel_invited': 'Counsel invited',
  'pipeline.counsel_revoked': 'Counsel access revoked',
  'pipeline.opinion_signed': 'Opinion signed',
  'pipeline.decision_recorded': 'Decision recorded',
  'pipeline.note_shared': 'Note shared with counsel',
  'pipeline.note_unshared': 'Note no longer shared with counsel',
  'pipeline.filing_recorded': 'Filing recorded',
  'pipeline.deadline_marked': 'Deadline marked',
  'pipeline_settings.saved': 'Pipeline settings saved',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'api_key.used': 'API key used',
  'webhook.created': 'Webhook created',
  'webhook.updated': 'Webhook updated',
  'webhook.deleted': 'Webhook deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
  'webhook.disabled': 'Webhook turned off',
  'webhook.sent_again': 'Webhook delivery sent again',
  'audit.verified': 'Audit chain verified',
  'audit.exported': 'Audit trail exported',
  'audit.chain_sealed': 'Audit chain sealed',
};

/** An action in words, or null for one without words (shown by its name). */
export const auditActionLabel = (action: string): string | null =>
  (isAuditAction(action) && auditActionLabels[action]) || null;

/** A query value left empty is no filter: a form sends `idea=` for a blank box. */
const optional = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(schema.optional());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REFERENCE = /^[0-9a-f]{8}$/;

/** A calendar date that exists (no 30 February), from the year 2000 on. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getUTCFullYear() >= 2000
  );
};

const day = (message: string) => z.string().refine(isDay, message);

const filterShape = {
  /** An idea's reference (the first 8 characters of its id) or its id. */
  idea: optional(
    plainText(z.string(), 'Idea')
      .transform((value) => value.toLowerCase())
      .refine((value) => UUID.test(value) || REFERENCE.test(value), auditTrailTexts.badIdea),
  ),
  /** An address: the actor, or the account an entry is about, in any case. */
  person: optional(
    plainText(z.string().max(254, auditTrailTexts.badPerson), 'Person')
      .transform((value) => value.toLowerCase())
      .pipe(z.email(auditTrailTexts.badPerson)),
  ),
  /** An action's exact name. */
  action: optional(
    plainText(z.string(), 'Action').refine(
      (value) => value.length <= 100 && /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/.test(value),
      auditTrailTexts.badAction,
    ),
  ),
  /** The first and last day, UTC, both included. */
  from: optional(day(auditTrailTexts.badFrom)),
  to: optional(day(auditTrailTexts.badTo)),
};

const inOrder: [
  (f: { from?: string; to?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (f) => !f.from || !f.to || f.from <= f.to,
  { message: auditTrailTexts.fromAfterTo, path: ['to'] },
];

/** The filters, as the CSV and the PDF take them. */
export const auditTrailFiltersSchema = z.object(filterShape).refine(...inOrder);
export type AuditTrailFilters = z.output<typeof auditTrailFiltersSchema>;
export type AuditTrailFiltersInput = z.input<typeof auditTrailFiltersSchema>;

/** A page: the filters and where the page before ended. */
export const auditTrailQuerySchema = z
  .object({
    ...filterShape,
    /** The `nextCursor` of the page before. */
    cursor: optional(
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/, auditTrailTexts.badCursor)
        .transform(Number),
    ),
  })
  .refine(...inOrder);
export type AuditTrailQuery = z.output<typeof auditTrailQuerySchema>;

export const auditTrailEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  at: z.string(),
  action: z.string(),
  /** The action in words, when it has any. */
  label: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The idea's short reference, when the entry is about an idea. */
  ideaReference: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** When the personal fields were erased with the person they named (ADR 45). */
  erasedAt: z.string().nullable(),
});
export type AuditTrailEntry = z.infer<typeof auditTrailEntrySchema>;

export const auditTrailPageSchema = z.object({
  /** Newest first. */
  entries: z.array(auditTrailEntrySchema),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** Every action the log holds, by name, for the action filter. */
  actions: z.array(z.string()),
});
export type AuditTrailPage = z.infer<typeof auditTrailPageSchema>;
