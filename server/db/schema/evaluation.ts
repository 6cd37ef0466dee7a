import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  declineReasons,
  linkKinds,
  recommendations,
  type CriterionConfig,
  type CriterionScore,
} from '#common/evaluation-shape';
import { at, createdAt, id } from './columns';
import { users } from './auth';
import { submissions } from './submissions';

/** A reviewer assigned to a sent submission by an admin; declining keeps the row, with why. */
export const assignments = pgTable(
  'submission_assignments',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: at('assigned_at').defaultNow().notNull(),
    /** The last day the review is due, if any: overdue from the day after. */
    dueOn: date('due_on', { mode: 'string' }),
    declinedAt: at('declined_at'),
    declineReason: text('decline_reason', { enum: declineReasons }),
    declineNote: text('decline_note'),
    /** When the reviewer was told it is overdue: once. */
    overdueMailedAt: at('overdue_mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.reviewerId] }),
    index('submission_assignments_reviewer_idx').on(t.reviewerId, t.assignedAt.desc()),
    index('submission_assignments_due_idx')
      .on(t.dueOn)
      .where(
        sql`${t.dueOn} is not null and ${t.declinedAt} is null and ${t.overdueMailedAt} is null`,
      ),
  ],
);

/**
 * Every configuration of the scorecard criteria admins have saved, numbered. A scorecard names
 * the version it was scored under, so changing the criteria never rewrites a score.
 */
export const criteriaVersions = pgTable('scoring_criteria_versions', {
  version: integer('version').primaryKey(),
  criteria: jsonb('criteria').$type<CriterionConfig[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A reviewer's submitted scorecard: final once sent, one per reviewer and submission. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's name as it was when they scored. */
    reviewerName: text('reviewer_name').notNull(),
    criteriaVersion: integer('criteria_version')
      .notNull()
      .references(() => criteriaVersions.version),
    scores: jsonb('scores').$type<CriterionScore[]>().notNull(),
    /** Σ score × weight ÷ Σ weight over the card's criteria. */
    weightedScore: numeric('weighted_score', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    recommendation: text('recommendation', { enum: recommendations }).notNull(),
    comment: text('comment'),
    submittedAt: at('submitted_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('scorecards_reviewer_unique').on(t.submissionId, t.reviewerId),
    index('scorecards_submitted_idx').on(t.submittedAt),
  ],
);

/** Staff-only tags on submissions, kept in lower case. */
export const submissionTags = pgTable(
  'submission_tags',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.tag] }),
    index('submission_tags_tag_idx').on(t.tag),
  ],
);

/** A link staff made between two submissions: `fromId` duplicates, or relates to, `toId`. */
export const submissionLinks = pgTable(
  'submission_links',
  {
    fromId: uuid('from_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: linkKinds }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fromId, t.toId] }),
    index('submission_links_to_idx').on(t.toId),
    check('submission_links_not_self', sql`${t.fromId} <> ${t.toId}`),
  ],
);
