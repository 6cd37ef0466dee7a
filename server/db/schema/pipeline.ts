import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { filingTypes, jurisdictions } from '#common/filings';
import { decisionOutcomes, recommendations, stages } from '#common/pipeline';
import { at, createdAt, id } from './columns';
import { users } from './auth';
import { attachments } from './attachments';
import { submissions } from './submissions';

/**
 * Every move of an idea between the pipeline's stages, with who made it, when and why (ADR 40).
 * Append-only: the idea's own `stage` is the last row's `to`.
 */
export const stageMoves = pgTable(
  'submission_stage_moves',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: stages }),
    toStage: text('to_stage', { enum: stages }).notNull(),
    reason: text('reason').notNull(),
    movedBy: uuid('moved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The mover's name as it was. */
    movedByName: text('moved_by_name').notNull(),
    movedAt: createdAt(),
  },
  (t) => [index('submission_stage_moves_idx').on(t.submissionId, t.movedAt)],
);

/**
 * The outside patent attorneys invited to an idea, by address: whoever signs in with that
 * confirmed address and the counsel role reads it, until the invitation is revoked.
 */
export const counselInvitations = pgTable(
  'counsel_invitations',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** Normalised, as accounts' addresses are. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: createdAt(),
    revokedAt: at('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open invitation per idea and address: two admins inviting at once make one.
    uniqueIndex('counsel_invitations_open_idx')
      .on(t.submissionId, t.email)
      .where(sql`${t.revokedAt} is null`),
    index('counsel_invitations_email_idx').on(t.email),
  ],
);

/**
 * Signed patentability opinions. Final once written: a later one supersedes an earlier one, and
 * both stay. The manifest's hash is what the disclosure's proof lists.
 */
export const patentOpinions = pgTable(
  'patent_opinions',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    recommendation: text('recommendation', { enum: recommendations }).notNull(),
    reasoning: text('reasoning').notNull(),
    printedName: text('printed_name').notNull(),
    meaning: text('meaning').notNull(),
    signedAt: createdAt(),
    /** Hex SHA-256 of the opinion's manifest (kept with its timestamp). */
    manifestSha256: text('manifest_sha256').notNull(),
    supersededBy: uuid('superseded_by'),
  },
  (t) => [index('patent_opinions_submission_idx').on(t.submissionId, t.signedAt)],
);

/** An opinion's files, in order; a file is on one opinion (or idea, or message) at most. */
export const opinionFiles = pgTable(
  'patent_opinion_files',
  {
    opinionId: uuid('opinion_id')
      .notNull()
      .references(() => patentOpinions.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.opinionId, t.attachmentId] }),
    uniqueIndex('patent_opinion_files_attachment_unique').on(t.attachmentId),
  ],
);

/** The company's signed decision on an idea: one per idea, final. */
export const patentDecisions = pgTable(
  'patent_decisions',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: decisionOutcomes }).notNull(),
    reason: text('reason').notNull(),
    /** The opinion in force when it was made, or null with the reason it was waived. */
    opinionId: uuid('opinion_id').references(() => patentOpinions.id, { onDelete: 'set null' }),
    waiverReason: text('waiver_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    printedName: text('printed_name').notNull(),
    meaning: text('meaning').notNull(),
    decidedAt: createdAt(),
    manifestSha256: text('manifest_sha256').notNull(),
  },
  (t) => [uniqueIndex('patent_decisions_submission_idx').on(t.submissionId)],
);

/** Internal notes an admin shared with the idea's counsel. The notes stay append-only. */
export const counselSharedNotes = pgTable(
  'counsel_shared_notes',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').notNull(),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.messageId] })],
);

/** Every target admins have saved for the decision clock, numbered; the newest is in force. */
export const pipelineSettingVersions = pgTable('pipeline_setting_versions', {
  version: integer('version').primaryKey(),
  decisionTargetDays: integer('decision_target_days').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The warnings mailed to staff before an idea's decision is due, each once: written in the
 * transaction that queues the mail, so two instances running the job never both send it.
 */
export const decisionWarnings = pgTable(
  'decision_clock_warnings',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.dueOn, t.daysBefore] })],
);

/** The applications filed for an idea (ADR 40); their deadlines are computed from these. */
export const patentFilings = pgTable(
  'patent_filings',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    jurisdiction: text('jurisdiction', { enum: jurisdictions }).notNull(),
    filingType: text('filing_type', { enum: filingTypes }).notNull(),
    applicationNumber: text('application_number').notNull(),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    /** The earlier filing of this idea it claims priority from. */
    priorityFilingId: uuid('priority_filing_id'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [
    index('patent_filings_submission_idx').on(t.submissionId, t.filedOn),
    uniqueIndex('patent_filings_number_idx').on(t.jurisdiction, t.applicationNumber),
  ],
);

/**
 * An admin's mark on one computed deadline of the docket: met, or not applicable with the
 * reason. The deadline itself is computed, never stored; its key is stable within its idea.
 */
export const docketMarks = pgTable(
  'docket_marks',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    deadlineKey: text('deadline_key').notNull(),
    state: text('state', { enum: ['met', 'not_applicable'] }).notNull(),
    reason: text('reason').notNull().default(''),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedByName: text('marked_by_name').notNull(),
    markedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.deadlineKey] })],
);

/** The docket reminders mailed to admins, each once (as the bar-date reminders are). */
export const docketReminders = pgTable(
  'docket_reminders',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    deadlineKey: text('deadline_key').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.deadlineKey, t.dueOn, t.daysBefore] })],
);
